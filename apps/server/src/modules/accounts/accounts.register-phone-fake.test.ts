import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, freshIp, phoneRegisterBody } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';

/**
 * PHONE_PROVIDER=fake (the demo and the browser tests, decision 0087): the fake answers on this
 * site under /wps/test/phone-provider, with the provider's own call shapes, and registration
 * checks its tokens with its keys, in process.
 */
const t = useTestApp({ env: { PHONE_PROVIDER: 'fake' } });
const api = accountsClient(t);
const BASE = '/wps/test/phone-provider';
const KEY = 'khela-fake-api-key';

type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> };

async function providerCall(
  method: 'GET' | 'POST' | 'OPTIONS',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: `${BASE}${path}`,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : {}, headers: res.headers };
}

const send = (phoneNumber: string, key = KEY) =>
  providerCall('POST', `/v1/accounts:sendVerificationCode?key=${key}`, { phoneNumber });
const signIn = (sessionInfo: unknown, code: unknown) =>
  providerCall('POST', `/v1/accounts:signInWithPhoneNumber?key=${KEY}`, { sessionInfo, code });
const errorOf = (answer: Answer) => (answer.body.error as { message?: string } | undefined)?.message;

async function sentCode(phoneNumber: string, sessionInfo: unknown): Promise<string> {
  const listed = await providerCall('GET', '/emulator/v1/projects/khela-demo/verificationCodes');
  const codes = listed.body.verificationCodes as { phoneNumber: string; sessionInfo: string; code: string }[];
  const found = codes.find((c) => c.phoneNumber === phoneNumber && c.sessionInfo === sessionInfo);
  if (!found) throw new Error(`no code for ${phoneNumber}`);
  return found.code;
}

describe('the in-process fake phone provider', () => {
  it('is what the register setting names, on this site (no other origin to allow)', async () => {
    const setting = answerValue(await api.call('GET', '/wps/system/setting/register'));
    expect(setting.phoneProvider).toEqual({ channel: 'fake', apiUrl: `${BASE}/v1`, apiKey: KEY });
    const page = await t.app.inject({ method: 'GET', url: '/studio/verify' });
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('registers a number proven through it, end to end', async () => {
    const number = '1755500001';
    const sent = await send(`+880${number}`);
    expect(sent.status).toBe(200);
    const code = await sentCode(`+880${number}`, sent.body.sessionInfo);
    const signedIn = await signIn(sent.body.sessionInfo, code);
    expect(signedIn.body).toMatchObject({ phoneNumber: `+880${number}`, expiresIn: '3600' });
    const res = await api.call('PUT', '/wps/member/register/mobile', {
      ip: freshIp(),
      body: phoneRegisterBody(number, 'fake', signedIn.body.idToken),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await repo.memberByMobile(t.ctx.database.db, '880', number)).toMatchObject({ mobile: number });
    // The code was used up with the sign-in.
    expect(errorOf(await signIn(sent.body.sessionInfo, code))).toBe('SESSION_EXPIRED');
  });

  it("answers the provider's errors", async () => {
    expect(errorOf(await send('01712'))).toBe('INVALID_PHONE_NUMBER : Invalid format.');
    expect(errorOf(await send('+8801755500002', 'wrong-key'))).toMatch(/API key not valid/);
    const sent = await send('+8801755500002');
    expect(errorOf(await signIn(sent.body.sessionInfo, ''))).toBe('MISSING_CODE');
    expect(errorOf(await signIn('made-up', '123456'))).toBe('INVALID_SESSION_INFO');
    const code = await sentCode('+8801755500002', sent.body.sessionInfo);
    expect(errorOf(await signIn(sent.body.sessionInfo, code === '000000' ? '111111' : '000000'))).toBe(
      'INVALID_CODE',
    );
    t.setNow(new Date(Date.now() + 5 * 60_000 + 1000));
    try {
      expect(errorOf(await signIn(sent.body.sessionInfo, code))).toBe('SESSION_EXPIRED');
    } finally {
      t.setNow(new Date());
    }
  });

  it('fails sends to a number as scripted, and limits sends per number', async () => {
    const failures = '/emulator/v1/projects/khela-demo/failures';
    await providerCall('POST', failures, { phoneNumber: '+8801755500003', message: 'QUOTA_EXCEEDED' });
    expect(errorOf(await send('+8801755500003'))).toBe('QUOTA_EXCEEDED');
    await providerCall('POST', failures, { phoneNumber: '+8801755500003', message: null });
    for (let i = 0; i < 5; i++) expect((await send('+8801755500003')).status).toBe(200);
    expect(errorOf(await send('+8801755500003'))).toBe('TOO_MANY_ATTEMPTS_TRY_LATER');
  });

  it('answers a browser preflight (CORS), as a provider on another origin must', async () => {
    const preflight = await providerCall('OPTIONS', '/v1/accounts:sendVerificationCode');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('content-type');
  });
});
