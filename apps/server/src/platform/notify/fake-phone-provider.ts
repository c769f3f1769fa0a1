import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type JSONWebKeySet, type JWK, SignJWT } from 'jose';

/**
 * A local fake of an external phone-auth provider (decision 0087), speaking the calls of
 * Firebase's Identity Toolkit that a browser makes for phone sign-in, so the site's client and
 * server are tested against the same protocol a real project answers:
 *   POST /v1/accounts:sendVerificationCode?key=…  { phoneNumber }        → { sessionInfo }
 *   POST /v1/accounts:signInWithPhoneNumber?key=… { sessionInfo, code }  → { idToken, phoneNumber, … }
 *   GET  /jwks                                                           → the signing keys (RS256)
 * Errors answer `{ error: { code, message } }` with the provider's messages (INVALID_CODE,
 * SESSION_EXPIRED, QUOTA_EXCEEDED …). Like the Firebase Auth emulator it shows the codes it
 * "sent" (GET /emulator/v1/projects/<id>/verificationCodes); unlike it, it signs its ID tokens, so
 * the server's signature, audience, issuer and expiry checks run for real. One extension:
 * POST /emulator/v1/projects/<id>/failures { phoneNumber, message } makes sends to that number
 * fail with a provider error (message null clears it), for tests of each error text.
 * Used by the route tests (startFakePhoneProvider: its own HTTP server) and, with
 * PHONE_PROVIDER=fake, by the demo and the browser tests (mounted in the app, never in production).
 */
export type ProviderErrorMessage =
  | 'MISSING_PHONE_NUMBER'
  | 'INVALID_PHONE_NUMBER'
  | 'TOO_MANY_ATTEMPTS_TRY_LATER'
  | 'CAPTCHA_CHECK_FAILED'
  | 'QUOTA_EXCEEDED'
  | 'OPERATION_NOT_ALLOWED'
  | 'MISSING_CODE'
  | 'INVALID_CODE'
  | 'MISSING_SESSION_INFO'
  | 'INVALID_SESSION_INFO'
  | 'SESSION_EXPIRED';

/** The failures a number can be scripted to answer at send time. */
export const SCRIPTABLE_FAILURES: readonly ProviderErrorMessage[] = [
  'INVALID_PHONE_NUMBER',
  'TOO_MANY_ATTEMPTS_TRY_LATER',
  'CAPTCHA_CHECK_FAILED',
  'QUOTA_EXCEEDED',
  'OPERATION_NOT_ALLOWED',
];

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeResponse = { status: number; body: unknown; headers: Record<string, string> };

export type FakePhoneProviderOptions = {
  projectId?: string;
  apiKey?: string;
  issuer?: string;
  now?: () => Date;
};

/** Bounds: a code lives 5 minutes; 5 sends per number per hour; 5 wrong codes burn a session. */
const CODE_TTL_MS = 5 * 60_000;
const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
const WRONG_CODES_PER_SESSION = 5;
const ID_TOKEN_TTL_SECONDS = 3600;
const MAX_SESSIONS = 10_000;
const MAX_BODY_BYTES = 64 * 1024;
const E164 = /^\+[1-9]\d{7,14}$/;

type Session = { phoneNumber: string; code: string; expiresAtMs: number; wrong: number; used: boolean };
type SigningKey = { kid: string; privateKey: KeyObject; jwk: JWK };

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const textOf = (body: unknown, name: string): string => {
  if (typeof body !== 'object' || body === null || !(name in body)) return '';
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value.trim() : '';
};

export function createFakePhoneProvider(options: FakePhoneProviderOptions = {}) {
  const projectId = options.projectId ?? 'khela-fake';
  const apiKey = options.apiKey ?? 'khela-fake-api-key';
  const issuer = options.issuer ?? `khela-fake-phone-provider/${projectId}`;
  const now = options.now ?? (() => new Date());
  let key = newKey();
  const sessions = new Map<string, Session>();
  const sends = new Map<string, number[]>();
  const failures = new Map<string, ProviderErrorMessage>();

  const json = (status: number, body: unknown): FakeResponse => ({
    status,
    body,
    headers: { ...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
  const failure = (message: string, status = 400) =>
    json(status, {
      error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
    });

  /** A stable user id per number, as the provider keeps one account per phone. */
  const uidOf = (phoneNumber: string) =>
    createHash('sha256').update(`${projectId}:${phoneNumber}`).digest('base64url').slice(0, 28);

  /** An ID token as the provider signs it; tests pass claims or another key to check the checks. */
  async function signToken(
    phoneNumber: string,
    overrides: { claims?: Record<string, unknown>; privateKey?: KeyObject; kid?: string } = {},
  ): Promise<string> {
    const at = seconds(now());
    const uid = uidOf(phoneNumber);
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: projectId,
      auth_time: at,
      user_id: uid,
      sub: uid,
      iat: at,
      exp: at + ID_TOKEN_TTL_SECONDS,
      phone_number: phoneNumber,
      firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
      ...overrides.claims,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? key.kid, typ: 'JWT' })
      .sign(overrides.privateKey ?? key.privateKey);
  }

  /** Bounded memory: spent sessions, the oldest beyond MAX_SESSIONS, and send counts of past hours. */
  function purge(nowMs: number) {
    for (const [id, session] of sessions) {
      if (session.expiresAtMs + CODE_TTL_MS < nowMs || sessions.size > MAX_SESSIONS) sessions.delete(id);
    }
    for (const [phoneNumber, times] of sends) {
      if (times.every((at) => at <= nowMs - HOUR_MS) || sends.size > MAX_SESSIONS) sends.delete(phoneNumber);
    }
  }

  function sendCode(body: unknown): FakeResponse {
    const phoneNumber = textOf(body, 'phoneNumber');
    if (!phoneNumber) return failure('MISSING_PHONE_NUMBER');
    if (!E164.test(phoneNumber)) return failure('INVALID_PHONE_NUMBER : Invalid format.');
    const scripted = failures.get(phoneNumber);
    if (scripted) return failure(scripted);
    const nowMs = now().getTime();
    const recent = (sends.get(phoneNumber) ?? []).filter((at) => at > nowMs - HOUR_MS);
    if (recent.length >= SENDS_PER_HOUR) return failure('TOO_MANY_ATTEMPTS_TRY_LATER');
    sends.set(phoneNumber, [...recent, nowMs]);
    purge(nowMs);
    const sessionInfo = randomBytes(24).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    sessions.set(sessionInfo, { phoneNumber, code, expiresAtMs: nowMs + CODE_TTL_MS, wrong: 0, used: false });
    return json(200, { sessionInfo });
  }

  async function signIn(body: unknown): Promise<FakeResponse> {
    const sessionInfo = textOf(body, 'sessionInfo');
    const code = textOf(body, 'code');
    if (!sessionInfo) return failure('MISSING_SESSION_INFO');
    if (!code) return failure('MISSING_CODE');
    const session = sessions.get(sessionInfo);
    if (!session) return failure('INVALID_SESSION_INFO');
    if (session.used || session.expiresAtMs <= now().getTime() || session.wrong >= WRONG_CODES_PER_SESSION) {
      return failure('SESSION_EXPIRED');
    }
    if (session.code !== code) {
      session.wrong += 1;
      return failure('INVALID_CODE');
    }
    session.used = true;
    const idToken = await signToken(session.phoneNumber);
    return json(200, {
      idToken,
      refreshToken: randomBytes(32).toString('base64url'),
      expiresIn: String(ID_TOKEN_TTL_SECONDS),
      localId: uidOf(session.phoneNumber),
      isNewUser: true,
      phoneNumber: session.phoneNumber,
    });
  }

  function scriptFailure(body: unknown): FakeResponse {
    const phoneNumber = textOf(body, 'phoneNumber');
    const message = textOf(body, 'message');
    if (!E164.test(phoneNumber)) return failure('INVALID_PHONE_NUMBER');
    const known = SCRIPTABLE_FAILURES.find((candidate) => candidate === message);
    if (message && !known) return failure('INVALID_ARGUMENT');
    if (known) failures.set(phoneNumber, known);
    else failures.delete(phoneNumber);
    return json(200, {});
  }

  const jwks = (): JSONWebKeySet => ({ keys: [key.jwk] });

  /** One request to the provider; `path` is below the provider's base. */
  async function handle(request: FakeRequest): Promise<FakeResponse> {
    if (request.method === 'OPTIONS') return { status: 204, body: '', headers: CORS };
    const emulator = `/emulator/v1/projects/${projectId}`;
    if (request.method === 'GET' && request.path === '/jwks') {
      const keys = json(200, jwks());
      keys.headers['cache-control'] = 'public, max-age=3600';
      return keys;
    }
    if (request.method === 'GET' && request.path === `${emulator}/verificationCodes`) {
      const nowMs = now().getTime();
      const verificationCodes = [...sessions]
        .filter(([, s]) => !s.used && s.expiresAtMs > nowMs)
        .map(([sessionInfo, s]) => ({ phoneNumber: s.phoneNumber, sessionInfo, code: s.code }));
      return json(200, { verificationCodes });
    }
    if (request.method === 'POST' && request.path === `${emulator}/failures`)
      return scriptFailure(request.body);
    if (request.method !== 'POST') return failure('NOT_FOUND', 404);
    const call = request.path.replace(/^\/v1\//, '');
    if (call !== 'accounts:sendVerificationCode' && call !== 'accounts:signInWithPhoneNumber') {
      return failure('NOT_FOUND', 404);
    }
    if (request.query.get('key') !== apiKey) {
      return failure('API key not valid. Please pass a valid API key.');
    }
    return call === 'accounts:sendVerificationCode' ? sendCode(request.body) : signIn(request.body);
  }

  return {
    projectId,
    apiKey,
    issuer,
    handle,
    jwks,
    signToken,
    /** The code of the newest unused session for a number: what the SMS would have said. */
    codeFor(phoneNumber: string): string | undefined {
      return [...sessions.values()].filter((s) => s.phoneNumber === phoneNumber && !s.used).at(-1)?.code;
    },
    /** Sends to this number answer `message` until cleared with null. */
    failSends(phoneNumber: string, message: ProviderErrorMessage | null) {
      if (message) failures.set(phoneNumber, message);
      else failures.delete(phoneNumber);
    },
    /** A new signing key; the old one is no longer served (the provider's key rotation). */
    rotateKey() {
      key = newKey();
    },
  };
}

export type FakePhoneProvider = ReturnType<typeof createFakePhoneProvider>;

export type RunningFakePhoneProvider = FakePhoneProvider & {
  baseUrl: string;
  /** The API base the browser calls (PHONE_PROVIDER_API_URL). */
  apiUrl: string;
  jwksUrl: string;
  /** While false every connection is cut before an answer: the provider is unreachable. */
  setReachable(reachable: boolean): void;
  /** How many times the signing keys were fetched (the verifier's cache at work). */
  keyFetches(): number;
  close(): Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}

/** The fake on its own HTTP server at 127.0.0.1 and a free port (route tests). */
export async function startFakePhoneProvider(
  options: FakePhoneProviderOptions = {},
): Promise<RunningFakePhoneProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake phone provider has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const provider = createFakePhoneProvider({
    issuer: `${baseUrl}/${options.projectId ?? 'khela-fake'}`,
    ...options,
  });
  let reachable = true;
  let keyFetches = 0;

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (!reachable) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', baseUrl);
    if (url.pathname === '/jwks') keyFetches += 1;
    let body: unknown = {};
    try {
      body = await readJson(request);
    } catch {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"error":{"code":400,"message":"INVALID_ARGUMENT"}}');
      return;
    }
    const result = await provider.handle({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    });
    response.writeHead(result.status, result.headers);
    response.end(typeof result.body === 'string' ? result.body : JSON.stringify(result.body));
  }

  server.on('request', (request, response) => {
    answer(request, response).catch(() => response.destroy());
  });
  return {
    ...provider,
    baseUrl,
    apiUrl: `${baseUrl}/v1`,
    jwksUrl: `${baseUrl}/jwks`,
    setReachable(value: boolean) {
      reachable = value;
    },
    keyFetches: () => keyFetches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
