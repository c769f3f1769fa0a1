import type { Envelope } from '@khela/contract';
import { languageStore } from '../stores/language';
import { sessionStore } from '../stores/session';
import type { PayloadEncoder } from './payload-encryption';

/** No call waits longer than this; the caller sees a network error and may retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The request never got an answer (offline, DNS, time-out, aborted). */
export class NetworkError extends Error {}

/** The server answered with a failure envelope, or with something that is not one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    /** The failure's value: e.g. `{ captcha: true }` on LOGIN_FAILED, field errors on VALIDATION_FAILED. */
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type RequestOptions = {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** An E call: the body is encrypted for the site's published key. */
  encrypted?: boolean;
};

/**
 * How a call checks its answer's value: a contract (zod) schema, or `contractValue<T>()`.
 * Any zod schema fits, without this module importing zod.
 */
export type ValueCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

const AS_SENT = { safeParse: (value: unknown) => ({ success: true as const, data: value }) };

/**
 * The value as the server sent it, typed by the contract. Every route declares its response
 * schema and the server checks each answer against it before sending (decision 0014), so the
 * reads of the first view do not parse it again: they ship no schema library.
 */
export function contractValue<T>(): ValueCheck<T> {
  return AS_SENT as ValueCheck<T>;
}

/**
 * The E-call encoder (payload-encryption.ts) with the crypto and the schema it needs: loaded on
 * the first encrypted call (login, registration …), never for the first view.
 */
let payloadEncoder: Promise<PayloadEncoder> | undefined;
function loadPayloadEncoder(): Promise<PayloadEncoder> {
  payloadEncoder ??= import('./payload-encryption')
    .then(({ createPayloadEncoder, SiteConfigKey }) =>
      createPayloadEncoder(async () => {
        const config = await apiRequest('/wps/system/config', SiteConfigKey);
        return config.payloadEncryption ?? null;
      }),
    )
    .catch((error: unknown) => {
      payloadEncoder = undefined;
      throw error;
    });
  return payloadEncoder;
}

/**
 * Calls an API path and returns the envelope's value, checked against the contract schema.
 * Every call carries the current language in `x-lang` (server messages come back translated)
 * and, when logged in, the session token. A NOT_LOGGED_IN answer to a call that carried a token
 * means the session ended on the server: the local session is cleared.
 */
export async function apiRequest<T>(
  path: string,
  valueSchema: ValueCheck<T>,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await send(path, valueSchema, options);
  } catch (error) {
    // Encrypted for a key the server has since replaced: reload the key and encrypt again, once.
    if (options.encrypted && error instanceof ApiError && error.code === 'PAYLOAD_KEY_UNKNOWN') {
      (await loadPayloadEncoder()).forget();
      return send(path, valueSchema, options);
    }
    throw error;
  }
}

async function send<T>(path: string, valueSchema: ValueCheck<T>, options: RequestOptions): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    const payload = options.encrypted
      ? await (await loadPayloadEncoder()).encode(options.body)
      : options.body;
    body = JSON.stringify(payload);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError(`${path} answered ${response.status} without JSON`, response.status, undefined);
  }
  // The envelope first (a failure's value may have any shape), then the value by its contract.
  if (!isEnvelope(answer)) {
    throw new ApiError(`${path} answered an unexpected shape`, response.status, undefined);
  }
  const { success, value, message, code } = answer;
  if (!response.ok || !success) {
    if (token && response.status === 401 && code === 'NOT_LOGGED_IN' && sessionStore.get() === token) {
      sessionStore.clear();
    }
    throw new ApiError(message, response.status, code, value);
  }
  const checked = valueSchema.safeParse(value);
  if (!checked.success) {
    throw new ApiError(`${path} answered a value outside its contract`, response.status, code);
  }
  return checked.data;
}

/** The envelope every answer comes in (the contract's ErrorEnvelope), checked by hand. */
function isEnvelope(answer: unknown): answer is Envelope<unknown> {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return false;
  const { success, message, code } = answer as Record<string, unknown>;
  return (
    typeof success === 'boolean' &&
    typeof message === 'string' &&
    (code === undefined || typeof code === 'string')
  );
}
