import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';

const t = useTestApp();
const api = accountsClient(t);

let counter = 0;
const freshName = () => `mobile${String(++counter).padStart(3, '0')}x`;
const freshNumber = () => `18${String(20_000_000 + ++counter * 7_919).padStart(8, '0')}`;

const register = (body: unknown, lang: 'en' | 'bn' = 'en', path = '/wps/member/register/mobile') =>
  api.call('PUT', path, { body, lang, ip: freshIp() });

describe('PUT /wps/member/register/mobile', () => {
  async function codeFor(number: string): Promise<string> {
    const body = { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) };
    const { result: res, code } = await api.withMessage(`+880${number}`, 'sms', () =>
      api.call('POST', '/wps/verification/sms/register', { body, ip: freshIp() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return code;
  }

  const mobileBody = (number: string, code: string, extra: Record<string, unknown> = {}) => ({
    countryDialingCode: '880',
    mobileNum: number,
    verificationCode: code,
    password: 'secret123',
    confirmPassword: 'secret123',
    ageConfirmed: true,
    termsAccepted: true,
    ...extra,
  });

  it('registers with the SMS code, the number as username, and logs in', async () => {
    const number = freshNumber();
    const res = await register(
      mobileBody(number, await codeFor(number)),
      'en',
      '/wps/member/register/mobile',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answerValue(res).userName).toBe(`880${number}`);
    const member = await repo.memberByMobile(t.ctx.database.db, '880', number);
    expect(member).toMatchObject({ username: `880${number}`, registerMethod: 'WEB' });
    // The same number cannot register again.
    const again = await register(mobileBody(number, '123456'), 'en', '/wps/member/register/mobile');
    expect(again.body.code).toBe('MOBILE_TAKEN');
  });

  it('takes a chosen username too', async () => {
    const number = freshNumber();
    const username = freshName();
    const res = await register(
      mobileBody(number, await codeFor(number), { username }),
      'en',
      '/wps/member/register/mobile',
    );
    expect(answerValue(res).userName).toBe(username);
  });

  it('refuses a wrong, missing or expired code, and changes nothing', async () => {
    const number = freshNumber();
    const code = await codeFor(number);
    const wrong = code === '000000' ? '111111' : '000000';
    const path = '/wps/member/register/mobile';
    expect((await register(mobileBody(number, wrong), 'en', path)).body).toMatchObject({
      code: 'INVALID_VERIFICATION_CODE',
      message: 'Invalid verification code',
    });
    expect(fieldMessages(await register(mobileBody(number, ''), 'en', path))).toEqual({
      verificationCode: 'Please enter the verification code',
    });
    t.setNow(new Date(Date.now() + 5 * 60_000 + 1_000));
    try {
      const expired = await register(mobileBody(number, code), 'bn', path);
      expect(expired.body).toMatchObject({
        code: 'VERIFICATION_CODE_EXPIRED',
        message: 'যাচাইকরণ কোডের মেয়াদ শেষ, অনুগ্রহ করে আবার পাঠান',
      });
    } finally {
      t.setNow(new Date());
    }
    expect(await repo.memberByMobile(t.ctx.database.db, '880', number)).toBeUndefined();
  });

  it('needs the mobile number in mobile mode', async () => {
    const res = await register(
      { password: 'secret123', confirmPassword: 'secret123' },
      'en',
      '/wps/member/register/mobile',
    );
    expect(fieldMessages(res)).toMatchObject({ mobileNum: 'Input cannot be empty' });
  });

  it('is off while mobile registration is off', async () => {
    await t.app.services.system.setSetting('MOBILEREG', { enabled: false });
    try {
      const res = await register(mobileBody(freshNumber(), '123456'), 'en', '/wps/member/register/mobile');
      expect(res.body.code).toBe('FUNCTION_DISABLED');
    } finally {
      await t.app.services.system.setSetting('MOBILEREG', { enabled: true });
    }
  });
});

describe('SMS code lifetime (CODEEXPIRY.smsMinutes)', () => {
  async function codeFor(number: string): Promise<string> {
    const body = { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) };
    const { result: res, code } = await api.withMessage(`+880${number}`, 'sms', () =>
      api.call('POST', '/wps/verification/sms/register', { body, ip: freshIp() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return code;
  }

  /** Registers `number` with its code `afterMs` after the code was sent. */
  async function registerAfter(number: string, code: string, afterMs: number) {
    t.setNow(new Date(Date.now() + afterMs));
    try {
      return await register({
        countryDialingCode: '880',
        mobileNum: number,
        verificationCode: code,
        password: 'secret123',
        confirmPassword: 'secret123',
        ageConfirmed: true,
        termsAccepted: true,
      });
    } finally {
      t.setNow(new Date());
    }
  }

  it('keeps a code for 5 minutes by default: accepted at 4, refused after 5', async () => {
    const early = freshNumber();
    const accepted = await registerAfter(early, await codeFor(early), 4 * 60_000);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const late = freshNumber();
    const refused = await registerAfter(late, await codeFor(late), 5 * 60_000 + 1_000);
    expect(refused.body).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });
    expect(await repo.memberByMobile(t.ctx.database.db, '880', late)).toBeUndefined();
  });

  it('follows the setting, and tells the client the lifetime it uses', async () => {
    await t.app.services.system.setSetting('CODEEXPIRY', { smsMinutes: 2, emailMinutes: 30 });
    try {
      const number = freshNumber();
      const body = { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) };
      const { result, code } = await api.withMessage(`+880${number}`, 'sms', () =>
        api.call('POST', '/wps/verification/sms/register', { body, ip: freshIp() }),
      );
      expect(answerValue(result).expiredMinutes).toBe(2);
      const refused = await registerAfter(number, code, 2 * 60_000 + 1_000);
      expect(refused.body).toMatchObject({ code: 'VERIFICATION_CODE_EXPIRED' });

      const other = freshNumber();
      const accepted = await registerAfter(other, await codeFor(other), 90_000);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    } finally {
      await t.app.services.system.setSetting('CODEEXPIRY', { smsMinutes: 5, emailMinutes: 30 });
    }
  });

  it('is bounded to 1-15 minutes', async () => {
    for (const smsMinutes of [0, 16]) {
      await expect(
        t.app.services.system.setSetting('CODEEXPIRY', { smsMinutes, emailMinutes: 30 }),
      ).rejects.toThrow();
    }
  });
});
