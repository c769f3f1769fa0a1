import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const api = accountsClient(t);
const newMember = (password?: string) => api.newMember(password);

describe('forgot password by email', () => {
  const forgot = (body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
    api.call('POST', '/wps/member/password/email', { body, ip: freshIp(), lang });
  const reset = (body: Record<string, unknown>) =>
    api.call('POST', '/wps/member/password/email/reset', { body, ip: freshIp() });

  it('emails a code when username and email match; the code resets the password and logs in', async () => {
    const m = await newMember();
    const {
      result: res,
      message: mail,
      code,
    } = await api.withMessage(m.email, 'email', () =>
      forgot({ username: m.username.toUpperCase(), email: m.email.toUpperCase() }),
    );
    expect(res.body).toEqual({
      success: true,
      value: { expiredMinutes: 30, maskedEmail: `p***@khela.test` },
      message: 'OK',
    });
    expect(mail).toMatchObject({
      channel: 'email',
      purpose: 'forgot-password',
      subject: 'Your Khela verification code',
    });
    const badPassword = await reset({
      username: m.username,
      code,
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(badPassword.body.code).toBe('VALIDATION_FAILED');
    const wrong = await reset({
      username: m.username,
      code: code === '000000' ? '111111' : '000000',
      newPassword: 'reset123',
      confirmNewPassword: 'reset123',
    });
    expect(wrong.body.code).toBe('INVALID_VERIFICATION_CODE');
    const done = await reset({
      username: m.username,
      code,
      newPassword: 'reset123',
      confirmNewPassword: 'reset123',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.value).toMatchObject({ userName: m.username, changePasswordRequired: false });
    expect((await api.call('GET', '/wps/member/info', { token: m.token })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.login(m.username, 'reset123', {}, freshIp())).status).toBe(200);
    const reused = await reset({
      username: m.username,
      code,
      newPassword: 'again123',
      confirmNewPassword: 'again123',
    });
    expect(reused.body.code).toBe('INVALID_VERIFICATION_CODE');
  });

  it('answers USER_OR_EMAIL_NOT_FOUND when they do not match, in en and bn', async () => {
    const m = await newMember();
    const res = await forgot({ username: m.username, email: 'someone@else.test' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      code: 'USER_OR_EMAIL_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    const bn = await forgot({ username: 'nobody-at-all', email: m.email }, 'bn');
    expect(bn.body.message).toBe('ইউজারনেম/ইমেইল বিদ্যমান নেই');
  });

  it('checks the email format and blocks a resend for a minute', async () => {
    const bad = await forgot({ username: 'demo', email: 'not-an-email' });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(fieldMessages(bad)).toEqual({ email: 'has the wrong format' });
    const m = await newMember();
    expect((await forgot({ username: m.username, email: m.email })).status).toBe(200);
    expect((await forgot({ username: m.username, email: m.email })).status).toBe(429);
  });
});

describe('forgot password by phone', () => {
  async function noLoginCode(number: string) {
    const body = { countryDialingCode: '880', mobileNo: number, ...(await api.captcha()) };
    const { result: sent, code } = await api.withMessage(`+880${number}`, 'sms', () =>
      api.call('POST', '/wps/verification/sms/noLogin', { body, ip: freshIp() }),
    );
    expect(sent.status).toBe(200);
    return code;
  }
  const resetByPhone = (body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
    api.call('POST', '/wps/member/password/verification', { body, ip: freshIp(), lang });

  it('resets with the SMS code and logs in', async () => {
    const m = await newMember();
    const code = await noLoginCode(m.number);
    const res = await resetByPhone({
      countryDialingCode: '880',
      mobileNum: m.number,
      verificationCode: code,
      newPassword: 'phone123',
      confirmNewPassword: 'phone123',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ userName: m.username, changePasswordRequired: false });
    expect(
      (await api.call('GET', '/wps/member/info', { token: String(answerValue(res).token) })).status,
    ).toBe(200);
    expect((await api.login(m.username, 'phone123', {}, freshIp())).status).toBe(200);
    expect((await api.login(m.username, m.password, {}, freshIp())).body.code).toBe('LOGIN_FAILED');
  });

  it('refuses a wrong code, a bad number, a bad password; changes nothing', async () => {
    const m = await newMember();
    const code = await noLoginCode(m.number);
    const base = {
      countryDialingCode: '880',
      mobileNum: m.number,
      newPassword: 'phone123',
      confirmNewPassword: 'phone123',
    };
    const wrong = await resetByPhone(
      { ...base, verificationCode: code === '000000' ? '111111' : '000000' },
      'bn',
    );
    expect(wrong.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', message: 'যাচাইকরণ কোড সঠিক নয়' });
    expect((await resetByPhone({ ...base, mobileNum: '99', verificationCode: code })).body.code).toBe(
      'PHONE_NUMBER_LENGTH',
    );
    const weak = await resetByPhone({
      ...base,
      verificationCode: code,
      newPassword: 'ab',
      confirmNewPassword: 'ab',
    });
    expect(fieldMessages(weak)).toEqual({ newPassword: '6-20 characters, letters, numbers and symbols' });
    expect((await api.login(m.username, m.password, {}, freshIp())).status).toBe(200);
    // The code survived the refused attempts (its tries aside) and still works.
    expect((await resetByPhone({ ...base, verificationCode: code })).status).toBe(200);
  });

  it('is off while SMS verification is off', async () => {
    await t.app.services.system.setSetting('SMSVERIF', { enabled: false });
    try {
      const res = await resetByPhone({
        mobileNum: '1700000001',
        verificationCode: '123456',
        newPassword: 'phone123',
        confirmNewPassword: 'phone123',
      });
      expect(res.body.code).toBe('FUNCTION_DISABLED');
    } finally {
      await t.app.services.system.setSetting('SMSVERIF', { enabled: true });
    }
  });
});
