import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import { cached } from '../../platform/cache/cache.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SocialProviderSetting } from '../system/settings-registry.js';

/**
 * The OpenID Connect relying party (authorization code flow with PKCE; docs/decisions/0010):
 * discovery, the authorization URL, the token exchange and the ID token check. Any failure of
 * the provider reads as SOCIAL_PROVIDER_ERROR; nothing of it reaches the caller.
 */
const FETCH_TIMEOUT_MS = 5000;
const MAX_RESPONSE_CHARS = 256 * 1024;
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_ID_TOKEN_AGE = '15m';
/** Asymmetric signatures only: an ID token signed with the client secret is not accepted. */
const SIGNING_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

const HttpUrl = z.url({ protocol: /^https?$/ });
export const Discovery = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: HttpUrl,
  token_endpoint: HttpUrl,
  jwks_uri: HttpUrl,
  userinfo_endpoint: HttpUrl.optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  token_endpoint_auth_methods_supported: z.array(z.string()).optional(),
});
export type Discovery = z.infer<typeof Discovery>;

const TokenResponse = z.object({ id_token: z.string().min(1), access_token: z.string().optional() });

const Flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const IdClaims = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string().optional(),
  aud: z.union([z.string(), z.array(z.string())]),
  azp: z.string().optional(),
  email: z.string().max(254).optional(),
  email_verified: Flag.optional(),
  name: z.string().optional(),
});
const UserInfo = z.object({
  sub: z.string(),
  email: z.string().max(254).optional(),
  email_verified: Flag.optional(),
  name: z.string().optional(),
});

export type SocialIdentity = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

const providerError = () => new AppError('SOCIAL_PROVIDER_ERROR');

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok || text.length > MAX_RESPONSE_CHARS) throw providerError();
    return JSON.parse(text);
  } catch {
    throw providerError();
  }
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** Checks a signed ID token: signature against the provider's keys, iss, aud (and azp), exp, iat, nonce. */
export async function verifyIdToken(
  idToken: string,
  expected: {
    issuer: string;
    clientId: string;
    nonce: string;
    now: Date;
    keys: JWTVerifyGetKey;
    algorithms?: string[];
  },
): Promise<SocialIdentity> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms: (expected.algorithms ?? SIGNING_ALGORITHMS).filter((alg) =>
        SIGNING_ALGORITHMS.includes(alg),
      ),
      currentDate: expected.now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      maxTokenAge: MAX_ID_TOKEN_AGE,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    }));
  } catch {
    throw providerError();
  }
  const claims = IdClaims.safeParse(payload);
  if (!claims.success || claims.data.nonce !== expected.nonce) throw providerError();
  const { aud, azp } = claims.data;
  if (Array.isArray(aud) && aud.length > 1 && azp !== expected.clientId) throw providerError();
  return {
    subject: claims.data.sub,
    email: claims.data.email ?? null,
    emailVerified: claims.data.email_verified ?? false,
    name: claims.data.name ?? null,
  };
}

export function createOidcClient(ctx: Pick<AppContext, 'cache' | 'now'>) {
  const keySets = new Map<string, JWTVerifyGetKey>();

  function keysAt(uri: string): JWTVerifyGetKey {
    let keys = keySets.get(uri);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(uri), {
        timeoutDuration: FETCH_TIMEOUT_MS,
        cacheMaxAge: DISCOVERY_TTL_MS,
      });
      keySets.set(uri, keys);
    }
    return keys;
  }

  /** The provider's metadata (/.well-known/openid-configuration), cached for an hour. */
  async function discover(provider: SocialProviderSetting): Promise<Discovery> {
    const issuer = withoutSlash(provider.issuer);
    return cached(ctx.cache, `accounts:social:discovery:${issuer}`, DISCOVERY_TTL_MS, async () => {
      const parsed = Discovery.safeParse(await fetchJson(`${issuer}/.well-known/openid-configuration`));
      if (!parsed.success || withoutSlash(parsed.data.issuer) !== issuer) throw providerError();
      return parsed.data;
    });
  }

  function authorizationUrl(
    discovery: Discovery,
    provider: SocialProviderSetting,
    request: { state: string; nonce: string; codeChallenge: string; redirectUri: string },
  ): string {
    const url = new URL(discovery.authorization_endpoint);
    const scopes = new Set(['openid', ...provider.scopes]);
    const params = {
      client_id: provider.clientId,
      response_type: 'code',
      scope: [...scopes].join(' '),
      redirect_uri: request.redirectUri,
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  }

  /** Code → tokens at the token endpoint, authenticating with the client secret. */
  async function exchangeCode(
    discovery: Discovery,
    provider: SocialProviderSetting,
    grant: { code: string; redirectUri: string; codeVerifier: string },
  ): Promise<{ idToken: string; accessToken: string | null }> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (methods.includes('client_secret_basic')) {
      const user = `${encodeURIComponent(provider.clientId)}:${encodeURIComponent(provider.clientSecret)}`;
      headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`;
    } else {
      body.set('client_id', provider.clientId);
      body.set('client_secret', provider.clientSecret);
    }
    const parsed = TokenResponse.safeParse(
      await fetchJson(discovery.token_endpoint, { method: 'POST', headers, body: body.toString() }),
    );
    if (!parsed.success) throw providerError();
    return { idToken: parsed.data.id_token, accessToken: parsed.data.access_token ?? null };
  }

  /**
   * Who signed in: the verified ID token's claims; the email from the userinfo endpoint when the
   * ID token has none (best effort: the email is not needed to sign in).
   */
  async function identityOf(
    discovery: Discovery,
    provider: SocialProviderSetting,
    tokens: { idToken: string; accessToken: string | null },
    nonce: string,
  ): Promise<SocialIdentity> {
    const identity = await verifyIdToken(tokens.idToken, {
      issuer: discovery.issuer,
      clientId: provider.clientId,
      nonce,
      now: ctx.now(),
      keys: keysAt(discovery.jwks_uri),
      algorithms: discovery.id_token_signing_alg_values_supported,
    });
    if (identity.email !== null || !discovery.userinfo_endpoint || !tokens.accessToken) return identity;
    const info = UserInfo.safeParse(
      await fetchJson(discovery.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
      }).catch(() => null),
    );
    // A userinfo answer about another subject must not be used (OpenID Connect Core 5.3.2).
    if (!info.success || info.data.sub !== identity.subject) return identity;
    return {
      ...identity,
      email: info.data.email ?? null,
      emailVerified: info.data.email_verified ?? false,
      name: identity.name ?? info.data.name ?? null,
    };
  }

  return { discover, authorizationUrl, exchangeCode, identityOf };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
