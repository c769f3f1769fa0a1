import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { type RunningFakePhoneProvider, startFakePhoneProvider } from './fake-phone-provider.js';
import { remoteKeySource, verifyPhoneToken } from './phone-verification.js';

const PHONE = '+8801712345678';

describe('PHONE_PROVIDER configuration', () => {
  it('is off by default', () => {
    expect(loadConfig({}).phoneProvider).toBeNull();
  });

  it("defaults a Firebase project to Google's issuer, keys and API", () => {
    const config = loadConfig({
      PHONE_PROVIDER: 'firebase',
      PHONE_PROVIDER_PROJECT_ID: 'khela-bd',
      PHONE_PROVIDER_API_KEY: 'AIzaSyExample-Key_123',
    });
    expect(config.phoneProvider).toEqual({
      kind: 'firebase',
      channel: 'firebase',
      projectId: 'khela-bd',
      apiKey: 'AIzaSyExample-Key_123',
      apiUrl: 'https://identitytoolkit.googleapis.com/v1',
      issuer: 'https://securetoken.google.com/khela-bd',
      jwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    });
  });

  it.each([
    [{ PHONE_PROVIDER: 'firebase', PHONE_PROVIDER_API_KEY: 'AIzaSyExample' }, /PHONE_PROVIDER_PROJECT_ID/],
    [{ PHONE_PROVIDER: 'firebase', PHONE_PROVIDER_PROJECT_ID: 'khela-bd' }, /PHONE_PROVIDER_API_KEY/],
    [{ PHONE_PROVIDER: 'fake', NODE_ENV: 'production' }, /not allowed when NODE_ENV=production/],
    [{ PHONE_PROVIDER: 'sms-gateway' }, /PHONE_PROVIDER/],
    [
      {
        PHONE_PROVIDER: 'firebase',
        PHONE_PROVIDER_PROJECT_ID: 'khela-bd',
        PHONE_PROVIDER_API_KEY: 'AIzaSyExample',
        PHONE_PROVIDER_JWKS_URL: 'http://keys.example.test/jwks',
      },
      /PHONE_PROVIDER_JWKS_URL.*https/,
    ],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('runs the fake in this process, at a path of this site', () => {
    expect(loadConfig({ PHONE_PROVIDER: 'fake' }).phoneProvider).toMatchObject({
      kind: 'fake',
      apiUrl: '/wps/test/phone-provider/v1',
      jwksUrl: null,
    });
  });
});

describe('verifyPhoneToken against the fake provider', () => {
  let fake: RunningFakePhoneProvider;
  beforeAll(async () => {
    fake = await startFakePhoneProvider({ projectId: 'khela-unit' });
  });
  afterAll(() => fake.close());

  const verify = (token: string, keys = remoteKeySource(fake.jwksUrl), now = new Date()) =>
    verifyPhoneToken(token, { issuer: fake.issuer, audience: fake.projectId, now, keys });

  it('reads the proven number from a token the provider signed', async () => {
    const check = await verify(await fake.signToken(PHONE));
    expect(check).toEqual({ ok: true, proof: { phoneNumber: PHONE, subject: expect.any(String) } });
  });

  it('fetches the keys once for many tokens, and again only for an unknown key after 30 s', async () => {
    const keys = remoteKeySource(fake.jwksUrl);
    const start = fake.keyFetches();
    const now = new Date();
    for (let i = 0; i < 3; i++) expect((await verify(await fake.signToken(PHONE), keys, now)).ok).toBe(true);
    expect(fake.keyFetches() - start).toBe(1);
    // A token naming a key nobody published: at most one refetch per cooldown.
    const forged = await fake.signToken(PHONE, { kid: 'nobody' });
    expect(await verify(forged, keys, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(fake.keyFetches() - start).toBe(1);
    expect(await verify(forged, keys, new Date(now.getTime() + 31_000))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(fake.keyFetches() - start).toBe(2);
  });

  it('tells an expired token, a bad one and unreachable keys apart', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const hourAgo = Math.floor(Date.now() / 1000) - 3700;
    const expired = await fake.signToken(PHONE, { claims: { iat: hourAgo, exp: hourAgo + 3600 } });
    expect(await verify(expired)).toEqual({ ok: false, reason: 'expired' });
    expect(await verify(await fake.signToken(PHONE, { privateKey: stranger }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await verify('x'.repeat(5000))).toEqual({ ok: false, reason: 'invalid' });
    fake.setReachable(false);
    try {
      expect(await verify(await fake.signToken(PHONE))).toEqual({ ok: false, reason: 'unavailable' });
    } finally {
      fake.setReachable(true);
    }
  });

  it.each(['none', 'HS256'])("refuses the provider's claims under alg %s (RS256 only)", async (alg) => {
    const payload = (await fake.signToken(PHONE)).split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    expect(await verify(`${header}.${payload}.`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
