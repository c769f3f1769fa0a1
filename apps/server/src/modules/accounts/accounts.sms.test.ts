import { describe, expect, it } from 'vitest';
import { latestMessagesTo } from '../../platform/notify/notify.repo.js';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { createCodeStore } from './accounts.codes.js';

const t = useTestApp();
const api = accountsClient(t);

let numberCounter = 0;
/** A Bangladeshi mobile number nobody has used in this file. */
const freshNumber = () =>
  `17${String(10_000_000 + ((numberCounter++ * 7919) % 89_999_999)).padStart(8, '0')}`;

async function sendCode(
  path: 'register' | 'noLogin',
  body: Record<string, unknown>,
  lang: 'en' | 'bn' = 'en',
) {
  return api.call('POST', `/wps/verification/sms/${path}`, {
    body: { countryDialingCode: '880', ...(await api.captcha()), ...body },
    ip: freshIp(),
    lang,
  });
}

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code through the outbox and answers expiredMinutes', async () => {
    const number = freshNumber();
    const res = await sendCode('register', { mobileNo: number });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [message] = await latestMessagesTo(t.ctx.database.db, `+880${number}`, { channel: 'sms' });
    expect(message).toMatchObject({ purpose: 'register', provider: 'outbox', status: 'stored' });
    expect(message?.body).toMatch(/verification code to register is \d{6}\. It is valid for 5 minute/);
  });

  it('writes the SMS in the caller language and takes mobileNum, +880 and a trunk 0', async () => {
    const number = freshNumber();
    expect((await sendCode('register', { mobileNum: `0${number}` }, 'bn')).status).toBe(200);
    expect((await api.lastMessage(`+880${number}`, 'sms'))?.body).toMatch(
      /^খেলা: নিবন্ধনের জন্য আপনার যাচাইকরণ কোড \d{6}/,
    );
    const other = freshNumber();
    expect(
      (await sendCode('register', { countryDialingCode: '+880', mobileNo: `+880 ${other}` })).status,
    ).toBe(200);
  });

  it('blocks a resend for 60 s × expiredMinutes, with the seconds left', async () => {
    const number = freshNumber();
    expect((await sendCode('register', { mobileNo: number })).status).toBe(200);
    const again = await sendCode('register', { mobileNo: number });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
    // The default code lifetime is 5 minutes, so the wait is 300 s.
    expect(Number(answerValue(again).retryAfterSeconds)).toBeGreaterThan(295);
    expect(Number(answerValue(again).retryAfterSeconds)).toBeLessThanOrEqual(300);
  });

  it('refuses a number that already has an account', async () => {
    const res = await sendCode('register', { mobileNo: '1700000001' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'MOBILE_TAKEN',
      message: 'This mobile number is already registered, please log in or recover your password',
    });
  });

  it.each([
    [
      { mobileNo: '' },
      'PHONE_REQUIRED',
      'Please enter a valid phone number',
      'অনুগ্রহ করে একটি সঠিক ফোন নম্বর দিন',
    ],
    [
      { mobileNo: '171234' },
      'PHONE_NUMBER_LENGTH',
      'The phone number must have 10 digits',
      'ফোন নম্বরে ১০টি অঙ্ক থাকতে হবে',
    ],
    [
      { mobileNo: '2712345678' },
      'INVALID_PHONE_FORMAT',
      'Invalid phone number format',
      'ফোন নম্বরের ফরম্যাট সঠিক নয়',
    ],
    [
      { mobileNo: '17abc45678' },
      'INVALID_PHONE_FORMAT',
      'Invalid phone number format',
      'ফোন নম্বরের ফরম্যাট সঠিক নয়',
    ],
    [
      { countryDialingCode: '999', mobileNo: '1712345678' },
      'UNSUPPORTED_COUNTRY_CODE',
      'Country dialling code +999 is not supported',
      'দেশের ডায়ালিং কোড +৯৯৯ সমর্থিত নয়',
    ],
  ])('refuses %j with %s, in en and bn', async (body, code, en, bn) => {
    const res = await api.call('POST', '/wps/verification/sms/register', { body, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code, message: en });
    const translated = await api.call('POST', '/wps/verification/sms/register', {
      body,
      ip: freshIp(),
      lang: 'bn',
    });
    expect(translated.body.message).toBe(bn);
  });

  it('needs a valid captcha, checked after the number', async () => {
    const number = freshNumber();
    const missing = await api.call('POST', '/wps/verification/sms/register', { body: { mobileNo: number } });
    expect(missing.body).toMatchObject({
      code: 'INVALID_CAPTCHA',
      message: 'The captcha code is wrong or has expired, please type the new code',
    });
    const { captchaId } = await api.captcha();
    const wrong = await api.call('POST', '/wps/verification/sms/register', {
      body: { mobileNo: number, captchaId, captcha: 'XXXXX' },
      lang: 'bn',
    });
    expect(wrong.body).toMatchObject({
      code: 'INVALID_CAPTCHA',
      message: 'ক্যাপচা কোডটি ভুল বা মেয়াদোত্তীর্ণ, অনুগ্রহ করে নতুন কোডটি লিখুন',
    });
    expect(await latestMessagesTo(t.ctx.database.db, `+880${number}`)).toEqual([]);
  });

  it('is off while SMS verification is off', async () => {
    await t.app.services.system.setSetting('SMSVERIF', { enabled: false });
    try {
      const res = await sendCode('register', { mobileNo: freshNumber() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: 'FUNCTION_DISABLED',
        message: 'Function not enabled, please contact customer service',
      });
    } finally {
      await t.app.services.system.setSetting('SMSVERIF', { enabled: true });
    }
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a login code to a registered number', async () => {
    const {
      result: res,
      code,
      message,
    } = await api.withMessage('+8801700000001', 'sms', () => sendCode('noLogin', { mobileNo: '1700000001' }));
    expect(res.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: 'OK' });
    expect(code).toMatch(/^\d{6}$/);
    expect(message.purpose).toBe('login');
  });

  it('answers an unknown number exactly alike, and sends nothing', async () => {
    const number = freshNumber();
    const res = await sendCode('noLogin', { mobileNo: number });
    expect(res.body).toEqual({ success: true, value: { expiredMinutes: 5 }, message: 'OK' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await latestMessagesTo(t.ctx.database.db, `+880${number}`)).toEqual([]);
    // Its resend countdown runs like a real one.
    expect((await sendCode('noLogin', { mobileNo: number })).status).toBe(429);
  });

  it('allows one login SMS per second per number, whatever the address', async () => {
    const number = freshNumber();
    const [a, b] = await Promise.all([
      sendCode('noLogin', { mobileNo: number }),
      sendCode('noLogin', { mobileNo: number }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 429]);
  });

  it('is off when neither SMS login nor SMS verification is on', async () => {
    await t.app.services.system.setSetting('SMSLOGIN', { enabled: false });
    await t.app.services.system.setSetting('SMSVERIF', { enabled: false });
    try {
      expect((await sendCode('noLogin', { mobileNo: '1700000001' })).body.code).toBe('FUNCTION_DISABLED');
      await t.app.services.system.setSetting('SMSVERIF', { enabled: true });
      expect((await sendCode('noLogin', { mobileNo: freshNumber() })).status).toBe(200);
    } finally {
      await t.app.services.system.setSetting('SMSLOGIN', { enabled: true });
      await t.app.services.system.setSetting('SMSVERIF', { enabled: true });
    }
  });

  it('is limited per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await api.call('POST', '/wps/verification/sms/noLogin', {
        body: { mobileNo: freshNumber(), ...(await api.captcha()) },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('verification codes', () => {
  const codes = () => createCodeStore(t.ctx);

  it('are single use', async () => {
    const code = await codes().issue('register', 'single', 60_000);
    await codes().consume('register', 'single', code);
    await expect(codes().consume('register', 'single', code)).rejects.toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
    });
  });

  it('allow 5 wrong tries, then the code is burnt', async () => {
    const code = await codes().issue('register', 'tries', 60_000);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await expect(codes().consume('register', 'tries', wrong)).rejects.toMatchObject({
        code: 'INVALID_VERIFICATION_CODE',
      });
    }
    await expect(codes().consume('register', 'tries', code)).rejects.toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
    });
  });

  it('expire, and say so', async () => {
    const code = await codes().issue('register', 'expiry', 60_000);
    t.setNow(new Date(Date.now() + 61_000));
    try {
      await expect(codes().consume('register', 'expiry', code)).rejects.toMatchObject({
        code: 'VERIFICATION_CODE_EXPIRED',
      });
    } finally {
      t.setNow(new Date());
    }
  });

  it('need a code, and a newer code replaces the older', async () => {
    await expect(codes().consume('register', 'x', '  ')).rejects.toMatchObject({
      code: 'MISSING_VERIFICATION_CODE',
    });
    const first = await codes().issue('register', 'newer', 60_000);
    const second = await codes().issue('register', 'newer', 60_000);
    if (first !== second) {
      await expect(codes().consume('register', 'newer', first)).rejects.toMatchObject({
        code: 'INVALID_VERIFICATION_CODE',
      });
    }
    await codes().consume('register', 'newer', second);
  });

  it('accept one of many concurrent uses of the right code', async () => {
    const code = await codes().issue('register', 'race', 60_000);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => codes().consume('register', 'race', code)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
