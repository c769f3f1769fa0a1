import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const api = accountsClient(t);

const login = (body: Record<string, unknown>, ip: string, lang: 'en' | 'bn' = 'en') =>
  api.call('POST', '/wps/session/login', { body, ip, lang });

describe('captcha after failed logins', () => {
  it('is demanded after 3 failures for an account; the owner then gets in with one', async () => {
    const ip = freshIp();
    const failures = [];
    for (let i = 0; i < 3; i++)
      failures.push(await login({ username: 'agent01', password: `wrong-${i}` }, ip));
    expect(failures.map((f) => [f.body.code, answerValue(f).captcha])).toEqual([
      ['LOGIN_FAILED', false],
      ['LOGIN_FAILED', false],
      ['LOGIN_FAILED', true],
    ]);
    // Even the right password needs the captcha now, from any address.
    const owner = freshIp();
    const noCaptcha = await login({ username: 'agent01', password: 'agent1234' }, owner);
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body).toEqual({
      success: false,
      code: 'INVALID_CAPTCHA',
      message: 'The captcha code is wrong or has expired, please type the new code',
      value: { captcha: true },
    });
    const wrongCaptcha = await login(
      {
        username: 'agent01',
        password: 'agent1234',
        captchaId: (await api.captcha()).captchaId,
        captcha: 'QQQQQ',
      },
      owner,
      'bn',
    );
    expect(wrongCaptcha.body).toMatchObject({
      code: 'INVALID_CAPTCHA',
      message: 'ক্যাপচা কোডটি ভুল বা মেয়াদোত্তীর্ণ, অনুগ্রহ করে নতুন কোডটি লিখুন',
      value: { captcha: true },
    });
    // A captcha with a wrong password: still a failure, still asking for a captcha.
    const guess = await login({ username: 'agent01', password: 'nope', ...(await api.captcha()) }, freshIp());
    expect(guess.body).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
    const ok = await login({ username: 'agent01', password: 'agent1234', ...(await api.captcha()) }, owner);
    expect(ok.status).toBe(200);
    // The success starts the account's count over.
    expect((await login({ username: 'agent01', password: 'agent1234' }, owner)).status).toBe(200);
  });

  it('is demanded after 5 failures from one address, whichever accounts', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await login({ username: `ghost${i}`, password: 'x' }, ip));
    expect(answers.map((a) => answerValue(a).captcha)).toEqual([false, false, false, false, true]);
    const next = await login({ username: 'demo', password: 'demo1234' }, ip);
    expect(next.body).toMatchObject({ code: 'INVALID_CAPTCHA', value: { captcha: true } });
    expect(
      (await login({ username: 'demo', password: 'demo1234', ...(await api.captcha()) }, ip)).status,
    ).toBe(200);
    // Other addresses are not affected.
    expect((await login({ username: 'demo', password: 'demo1234' }, freshIp())).status).toBe(200);
  });

  it('counts a burst of parallel guesses before checking any password', async () => {
    const ip = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ username: 'burst01', password: `guess-${i}` }, ip)),
    );
    const checked = burst.filter((r) => r.body.code === 'LOGIN_FAILED');
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(burst.filter((r) => r.body.code === 'INVALID_CAPTCHA').length).toBeGreaterThanOrEqual(9);
  });
});

describe('too many failures from one address', () => {
  it('answers TOO_MANY_REQUESTS to that address only, and never locks the account', async () => {
    const attacker = freshIp();
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 32; i++) {
      codes.push((await login({ username: `victim${i % 4}`, password: 'guess' }, attacker)).body.code);
    }
    expect(codes.slice(0, 30).every((c) => c === 'LOGIN_FAILED' || c === 'INVALID_CAPTCHA')).toBe(true);
    const blocked = await login({ username: 'demo', password: 'demo1234' }, attacker, 'bn');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'অনেক বেশি অনুরোধ, অনুগ্রহ করে ৫ মিনিট পরে আবার চেষ্টা করুন',
    });
    expect(Number(answerValue(blocked).retryAfterSeconds)).toBeGreaterThan(200);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await login({ username: 'demo', password: 'demo1234' }, freshIp())).status).toBe(200);
  });
});

describe('SMS login (type sms)', () => {
  async function requestCode(number = '1700000001') {
    // Skip the resend countdown of a code another test asked for (the limiter keys of accounts.sms.ts).
    await t.ctx.rateLimiter.reset(`code:resend:noLogin:880${number}`);
    await t.ctx.rateLimiter.reset(`sms:number:880${number}`);
    const body = { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) };
    const { result, code } = await api.withMessage(`+880${number}`, 'sms', () =>
      api.call('POST', '/wps/verification/sms/noLogin', { body, ip: freshIp() }),
    );
    expect(result.status).toBe(200);
    return code;
  }

  it('logs in with the mobile number and the code, without forcing a password change', async () => {
    const code = await requestCode();
    const res = await login({ type: 'sms', username: '8801700000001', password: code }, freshIp());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ userName: 'demo', changePasswordRequired: false });
    // Single use.
    const again = await login(
      { type: 'sms', username: '01700000001', countryDialingCode: '880', password: code },
      freshIp(),
    );
    expect(again.body).toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
      message: 'Invalid verification code',
    });
  });

  it('refuses a wrong code and a malformed number, translated', async () => {
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await login({ type: 'sms', username: '+8801700000001', password: wrong }, freshIp(), 'bn');
    expect(res.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', message: 'যাচাইকরণ কোড সঠিক নয়' });
    expect(answerValue(res).captcha).toBe(false);
    const bad = await login({ type: 'sms', username: '12345', password: '123456' }, freshIp());
    expect(bad.body.code).toBe('PHONE_NUMBER_LENGTH');
  });

  it('a number without an account never logs in', async () => {
    const res = await login({ type: 'sms', username: '8801799999999', password: '123456' }, freshIp());
    expect(res.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('is off while SMSLOGIN is off', async () => {
    await t.app.services.system.setSetting('SMSLOGIN', { enabled: false });
    try {
      const res = await login({ type: 'sms', username: '8801700000001', password: '123456' }, freshIp());
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FUNCTION_DISABLED');
    } finally {
      await t.app.services.system.setSetting('SMSLOGIN', { enabled: true });
    }
  });
});

describe('addresses behind a proxy', () => {
  it('counts the X-Forwarded-For client only when TRUST_PROXY is set', async () => {
    // This app does not trust proxies: the header is ignored, the socket address counts.
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      await api.call('POST', '/wps/session/login', {
        body: { username: `spoof${i}`, password: 'x' },
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    }
    const next = await login({ username: 'demo', password: 'demo1234' }, ip);
    expect(next.body.code).toBe('INVALID_CAPTCHA');
  });
});
