import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { usernameBase } from './accounts.social.member.js';
import { verifyIdToken } from './accounts.social.oidc.js';

const ISSUER = 'https://id.example.test';
const CLIENT_ID = 'khela-web';
const NOW = new Date('2030-03-01T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let signer: KeyPair;
let stranger: KeyPair;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  signer = await generateKeyPair('RS256');
  stranger = await generateKeyPair('RS256');
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(signer.publicKey)), kid: 'k1', alg: 'RS256' }] });
});

function token(claims: JWTPayload, options: { key?: KeyPair; alg?: string } = {}) {
  return new SignJWT({
    sub: 'user-1',
    nonce: 'n-1',
    email: 'rahim@example.test',
    email_verified: true,
    ...claims,
  })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'k1' })
    .setIssuer(String(claims.iss ?? ISSUER))
    .setAudience(claims.aud ?? CLIENT_ID)
    .setIssuedAt(claims.iat ?? seconds(NOW) - 10)
    .setExpirationTime(claims.exp ?? seconds(NOW) + 300)
    .sign((options.key ?? signer).privateKey);
}

const verify = (idToken: string, nonce = 'n-1') =>
  verifyIdToken(idToken, { issuer: ISSUER, clientId: CLIENT_ID, nonce, now: NOW, keys });

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for us, and reads who it is', async () => {
    expect(await verify(await token({ name: 'Rahim' }))).toEqual({
      subject: 'user-1',
      email: 'rahim@example.test',
      emailVerified: true,
      name: 'Rahim',
    });
  });

  it.each([
    ['another nonce (a replayed or injected token)', async () => verify(await token({}), 'n-2')],
    ['another audience', async () => verify(await token({ aud: 'someone-else' }))],
    ['another issuer', async () => verify(await token({ iss: 'https://evil.example.test' }))],
    ['an expired token', async () => verify(await token({ exp: seconds(NOW) - 120 }))],
    [
      'a token issued long ago',
      async () => verify(await token({ iat: seconds(NOW) - 3600, exp: seconds(NOW) + 60 })),
    ],
    ['a signature by another key', async () => verify(await token({}, { key: stranger }))],
    ['several audiences without us as azp', async () => verify(await token({ aud: [CLIENT_ID, 'other'] }))],
    ['no nonce at all', async () => verify(await token({ nonce: undefined }))],
    ['a token that is not a JWT', async () => verify('not.a.jwt')],
  ])('refuses %s', async (_name, attempt) => {
    await expect(attempt()).rejects.toEqual(new AppError('SOCIAL_PROVIDER_ERROR'));
  });

  it('accepts several audiences when we are the authorised party', async () => {
    const identity = await verify(await token({ aud: [CLIENT_ID, 'other'], azp: CLIENT_ID }));
    expect(identity.subject).toBe('user-1');
  });
});

describe('usernameBase', () => {
  it.each([
    [{ email: 'Rahim.K@example.test', subject: 's' }, 'rahimk'],
    [{ email: '12345@example.test', subject: 's' }, 'p12345'],
    [{ email: null, subject: '1098765432101234567890' }, 'p1098765432'],
    [{ email: 'ab@example.test', subject: 's' }, 'ab00'],
    [{ email: '..@example.test', subject: 's' }, 'p000'],
  ])('%o → %s', (identity, expected) => {
    expect(usernameBase(identity)).toBe(expected);
    expect(expected).toMatch(/^[a-z][a-z0-9]{3,10}$/);
  });
});
