import { generateKeyPairSync } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePhoneProvider } from '../../platform/notify/fake-phone-provider.js';
import {
  accountsClient,
  answerValue,
  fieldMessages,
  freshIp,
  phoneRegisterBody,
} from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';
import { member } from './accounts.tables.js';

/**
 * Registration through an external phone provider (decision 0087), against the local fake on its
 * own HTTP server: the test plays the browser (asks the provider for a code, reads the "SMS",
 * signs in with it for an ID token) and registers with that token. Every refused token aborts
 * the registration with a translated error and leaves no member.
 */
const fake = await startFakePhoneProvider({ projectId: 'khela-test' });
afterAll(() => fake.close());

const t = useTestApp({
  env: {
    PHONE_PROVIDER: 'firebase',
    PHONE_PROVIDER_PROJECT_ID: fake.projectId,
    PHONE_PROVIDER_API_KEY: fake.apiKey,
    PHONE_PROVIDER_API_URL: fake.apiUrl,
    PHONE_PROVIDER_ISSUER: fake.issuer,
    PHONE_PROVIDER_JWKS_URL: fake.jwksUrl,
  },
});
const api = accountsClient(t);

let counter = 0;
const freshNumber = () => `17${String(40_000_000 + ++counter * 7_919).padStart(8, '0')}`;
const e164 = (number: string) => `+880${number}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function provider(call: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${fake.apiUrl}/accounts:${call}?key=${fake.apiKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** What the browser does: the provider sends a code, the code comes back for an ID token. */
async function idTokenFor(number: string): Promise<string> {
  const sent = await provider('sendVerificationCode', { phoneNumber: e164(number) });
  const code = fake.codeFor(e164(number));
  expect(code, JSON.stringify(sent)).toMatch(/^\d{6}$/);
  const signedIn = await provider('signInWithPhoneNumber', { sessionInfo: sent.sessionInfo, code });
  expect(signedIn.phoneNumber).toBe(e164(number));
  return String(signedIn.idToken);
}

const body = (number: string, token: string | undefined, extra: Record<string, unknown> = {}) =>
  phoneRegisterBody(number, 'firebase', token, extra);

const register = (payload: unknown, lang: 'en' | 'bn' = 'en', path = '/wps/member/register/mobile') =>
  api.call('PUT', path, { body: payload, lang, ip: freshIp() });

const memberCount = () => t.ctx.database.db.$count(member);

/** A refused registration: the code and message expected, and no member made. */
async function expectRefused(
  number: string,
  payload: unknown,
  expected: { code: string; message?: string; status?: number },
  lang: 'en' | 'bn' = 'en',
) {
  const before = await memberCount();
  const res = await register(payload, lang);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: false, code: expected.code });
  if (expected.message) expect(res.body.message).toBe(expected.message);
  if (expected.status) expect(res.status).toBe(expected.status);
  expect(await repo.memberByMobile(t.ctx.database.db, '880', number)).toBeUndefined();
  expect(await memberCount()).toBe(before);
  return res;
}

describe('the register setting with an external phone provider', () => {
  it("publishes the provider's channel, API address and web key, not its issuer or keys", async () => {
    const res = await api.call('GET', '/wps/system/setting/register');
    const value = answerValue(res);
    expect(value.smsVerification).toBe(true);
    expect(value.phoneProvider).toEqual({ channel: 'firebase', apiUrl: fake.apiUrl, apiKey: fake.apiKey });
  });

  it('sends no registration SMS of its own (the provider sends it)', async () => {
    const payload = { countryDialingCode: '880', mobileNo: freshNumber(), ...(await api.captcha()) };
    const res = await api.call('POST', '/wps/verification/sms/register', { body: payload, ip: freshIp() });
    expect(res.body.code).toBe('FUNCTION_DISABLED');
  });

  it('lets the pages call the provider (Content-Security-Policy connect-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/studio/verify' });
    expect(String(res.headers['content-security-policy'])).toContain(`connect-src 'self' ${fake.baseUrl}`);
  });
});

describe('PUT /wps/member/register/mobile with the provider', () => {
  it('registers with the ID token: the member has the number it proves, and is logged in', async () => {
    const number = freshNumber();
    const res = await register(body(number, await idTokenFor(number)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answerValue(res).userName).toBe(`880${number}`);
    const created = await repo.memberByMobile(t.ctx.database.db, '880', number);
    expect(created).toMatchObject({ username: `880${number}`, mobile: number, countryDialingCode: '880' });
    const info = await api.call('GET', '/wps/member/info', { token: String(answerValue(res).token) });
    expect(answerValue(info).account).toBe(`880${number}`);
  });

  it('registers by username with a number proven the same way', async () => {
    const number = freshNumber();
    const payload = body(number, await idTokenFor(number), {
      username: `phone${counter}x`,
      ...(await api.captcha()),
    });
    const res = await register(payload, 'en', '/wps/member/register');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await repo.memberByMobile(t.ctx.database.db, '880', number)).toMatchObject({
      username: `phone${counter}x`,
    });
  });

  it('asks for the verification when the token is missing (no SMS code is taken instead)', async () => {
    const number = freshNumber();
    const res = await expectRefused(number, body(number, undefined, { verificationCode: '123456' }), {
      code: 'VALIDATION_FAILED',
    });
    expect(fieldMessages(res)).toEqual({ verificationCode: 'Please enter the verification code' });
  });

  it('refuses a token signed by another key (bad signature)', async () => {
    const number = freshNumber();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = await fake.signToken(e164(number), { privateKey: stranger });
    await expectRefused(
      number,
      body(number, forged),
      { code: 'PHONE_VERIFICATION_FAILED', message: 'ফোন যাচাই ব্যর্থ হয়েছে, অনুগ্রহ করে আবার নম্বর যাচাই করুন' },
      'bn',
    );
  });

  it('refuses an expired token, and one from a sign-in more than 30 minutes ago', async () => {
    const number = freshNumber();
    const now = seconds(new Date());
    const expired = await fake.signToken(e164(number), {
      claims: { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
    });
    const message = 'Verification code expired, please send again';
    await expectRefused(number, body(number, expired), { code: 'VERIFICATION_CODE_EXPIRED', message });
    const stale = await fake.signToken(e164(number), { claims: { auth_time: now - 31 * 60 } });
    await expectRefused(number, body(number, stale), { code: 'VERIFICATION_CODE_EXPIRED', message });
  });

  it('refuses a valid token that proves another number', async () => {
    const number = freshNumber();
    const res = await expectRefused(number, body(number, await idTokenFor(freshNumber())), {
      code: 'PHONE_NUMBER_MISMATCH',
      message: 'The verified phone number is not the number entered',
    });
    expect(fieldMessages(res)).toEqual({ mobileNum: 'The verified phone number is not the number entered' });
  });

  it.each([
    ['for another project (audience)', { aud: 'someone-else' }],
    ['from another issuer', { iss: 'https://securetoken.google.com/khela-test' }],
    ['not from a phone sign-in', { firebase: { sign_in_provider: 'password' } }],
    ['without a phone number', { phone_number: undefined }],
  ])('refuses a token %s', async (_name, claims) => {
    const number = freshNumber();
    const token = await fake.signToken(e164(number), { claims });
    await expectRefused(number, body(number, token), {
      code: 'PHONE_VERIFICATION_FAILED',
      message: 'Phone verification failed, please verify your number again',
    });
  });

  it('refuses a token for another channel, and one that is not a JWT', async () => {
    const number = freshNumber();
    const token = await idTokenFor(number);
    const failed = { code: 'PHONE_VERIFICATION_FAILED' };
    await expectRefused(number, body(number, token, { firebaseChannel: 'other' }), failed);
    await expectRefused(number, body(number, 'not.a.jwt'), failed);
    // The real token still works afterwards: nothing was used up by the refusals.
    expect((await register(body(number, token))).status).toBe(200);
  });

  it('answers PHONE_PROVIDER_UNAVAILABLE while the provider cannot be reached, then recovers', async () => {
    const number = freshNumber();
    // The provider rotated its key: the token names a key we have not fetched yet.
    fake.rotateKey();
    const token = await idTokenFor(number);
    fake.setReachable(false);
    // Past the refetch cooldown, so the unknown key makes us ask for the keys again.
    t.setNow(new Date(Date.now() + 60_000));
    try {
      await expectRefused(number, body(number, token), {
        code: 'PHONE_PROVIDER_UNAVAILABLE',
        message: 'Phone verification is not available right now, please try again later',
        status: 502,
      });
      fake.setReachable(true);
      t.setNow(new Date(Date.now() + 2 * 60_000));
      const res = await register(body(number, token));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      fake.setReachable(true);
      t.setNow(new Date());
    }
  });
});
