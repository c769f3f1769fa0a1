import type { PhoneProviderClient } from '@khela/contract';
import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { PhoneProviderConfig } from '../config.js';
import type { FakePhoneProvider } from './fake-phone-provider.js';

/**
 * External phone verification (decision 0087), the third kind of provider beside SMS and email:
 * the browser has the provider send the SMS and check the code, and hands registration the
 * provider's ID token. This checks that token the way Firebase documents it: RS256 signed by a
 * key the provider publishes (JWKS), issued by the provider for our project (iss, aud), not
 * expired, from a phone sign-in within the last 30 minutes, naming the number it proved. What
 * the number must be, and what a failure means to the caller, is the accounts module's business.
 */
export type PhoneProof = { phoneNumber: string; subject: string };

/** invalid: not a token of the provider for us; expired: verify again; unavailable: keys unreachable. */
export type PhoneCheck =
  | { ok: true; proof: PhoneProof }
  | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

export type PhoneVerifier = {
  /** What the browser needs to talk to the provider (published in the register setting). */
  readonly client: PhoneProviderClient;
  verify(idToken: string, now: Date): Promise<PhoneCheck>;
  /** The in-process fake (PHONE_PROVIDER=fake), which the app mounts; null for a real provider. */
  readonly fake: FakePhoneProvider | null;
};

/** Where the signing keys come from: the provider's JWKS address, or the in-process fake. */
export type KeySource = {
  /** The keys to verify with (fetched when none are cached or the cached ones are stale). */
  current(now: Date): Promise<JSONWebKeySet>;
  /** Fresh keys after a token named a key we do not know; null when fetched too recently. */
  refreshed(now: Date): Promise<JSONWebKeySet | null>;
};

const FETCH_TIMEOUT_MS = 5000;
const MAX_JWKS_CHARS = 64 * 1024;
const KEYS_DEFAULT_TTL_MS = 60 * 60_000;
const KEYS_MIN_TTL_MS = 60_000;
const KEYS_MAX_TTL_MS = 24 * 60 * 60_000;
/** An unknown key id fetches the keys again at most this often (a forged kid cannot make us hammer). */
const REFETCH_COOLDOWN_MS = 30_000;
const CLOCK_TOLERANCE_SECONDS = 60;
const MAX_SIGN_IN_AGE_SECONDS = 30 * 60;
const MAX_TOKEN_CHARS = 4096;

const Jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1).max(20) });
const Claims = z.object({
  sub: z.string().min(1).max(128),
  auth_time: z.number().int(),
  phone_number: z.string().regex(/^\+[1-9]\d{6,14}$/),
  firebase: z.object({ sign_in_provider: z.literal('phone') }),
});

class KeysUnavailable extends Error {}

/** The key set at a JWKS address, cached as long as the provider's Cache-Control says (1 h default). */
export function remoteKeySource(url: string): KeySource {
  let cached: { keys: JSONWebKeySet; fetchedAtMs: number; expiresAtMs: number } | null = null;
  let inFlight: Promise<JSONWebKeySet> | null = null;

  async function fetchKeys(nowMs: number): Promise<JSONWebKeySet> {
    try {
      const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      const text = await response.text();
      if (!response.ok || text.length > MAX_JWKS_CHARS) throw new KeysUnavailable();
      const parsed = Jwks.safeParse(JSON.parse(text));
      if (!parsed.success) throw new KeysUnavailable();
      const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
      const ttlMs = maxAge === undefined ? KEYS_DEFAULT_TTL_MS : Number(maxAge) * 1000;
      const keys: JSONWebKeySet = { keys: parsed.data.keys };
      const bounded = Math.min(Math.max(ttlMs, KEYS_MIN_TTL_MS), KEYS_MAX_TTL_MS);
      cached = { keys, fetchedAtMs: nowMs, expiresAtMs: nowMs + bounded };
      return keys;
    } catch {
      throw new KeysUnavailable();
    }
  }

  /** One fetch at a time: a burst of registrations shares it. */
  function refetch(nowMs: number): Promise<JSONWebKeySet> {
    inFlight ??= fetchKeys(nowMs).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    async current(now) {
      const nowMs = now.getTime();
      if (cached && nowMs < cached.expiresAtMs) return cached.keys;
      return refetch(nowMs);
    },
    async refreshed(now) {
      const nowMs = now.getTime();
      if (cached && nowMs - cached.fetchedAtMs < REFETCH_COOLDOWN_MS) return null;
      return refetch(nowMs);
    },
  };
}

type Attempt = PhoneCheck | 'unknown-key';

async function attempt(
  idToken: string,
  keys: JSONWebKeySet,
  expected: { issuer: string; audience: string; now: Date },
): Promise<Attempt> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, createLocalJWKSet(keys), {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['RS256'],
      currentDate: expected.now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'auth_time', 'phone_number'],
    }));
  } catch (error) {
    if (error instanceof errors.JWKSNoMatchingKey) return 'unknown-key';
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
  const claims = Claims.safeParse(payload);
  if (!claims.success) return { ok: false, reason: 'invalid' };
  const nowSeconds = Math.floor(expected.now.getTime() / 1000);
  const signedInAgo = nowSeconds - claims.data.auth_time;
  if (signedInAgo < -CLOCK_TOLERANCE_SECONDS) return { ok: false, reason: 'invalid' };
  // The number was proven at auth_time; a token refreshed long after proves an old check.
  if (signedInAgo > MAX_SIGN_IN_AGE_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, proof: { phoneNumber: claims.data.phone_number, subject: claims.data.sub } };
}

/** Checks an ID token from the provider; the result says why it was refused. */
export async function verifyPhoneToken(
  idToken: string,
  expected: { issuer: string; audience: string; now: Date; keys: KeySource },
): Promise<PhoneCheck> {
  if (idToken.length === 0 || idToken.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'invalid' };
  try {
    const first = await attempt(idToken, await expected.keys.current(expected.now), expected);
    if (first !== 'unknown-key') return first;
    // A key we do not know: the provider may have rotated its keys since we fetched them.
    const fresh = await expected.keys.refreshed(expected.now);
    if (!fresh) return { ok: false, reason: 'invalid' };
    const second = await attempt(idToken, fresh, expected);
    return second === 'unknown-key' ? { ok: false, reason: 'invalid' } : second;
  } catch (error) {
    if (error instanceof KeysUnavailable) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}

/** The browser's half of the configuration: never the issuer or the keys' address. */
export function phoneProviderClientOf(config: PhoneProviderConfig | null): PhoneProviderClient | null {
  return config ? { channel: config.channel, apiUrl: config.apiUrl, apiKey: config.apiKey } : null;
}

export function createPhoneVerifier(
  config: PhoneProviderConfig,
  fake: FakePhoneProvider | null,
): PhoneVerifier {
  const keys: KeySource =
    config.jwksUrl !== null
      ? remoteKeySource(config.jwksUrl)
      : {
          current: async () => {
            if (!fake) throw new KeysUnavailable();
            return fake.jwks();
          },
          refreshed: async () => fake?.jwks() ?? null,
        };
  return {
    client: { channel: config.channel, apiUrl: config.apiUrl, apiKey: config.apiKey },
    fake,
    verify: (idToken, now) =>
      verifyPhoneToken(idToken, { issuer: config.issuer, audience: config.projectId, now, keys }),
  };
}
