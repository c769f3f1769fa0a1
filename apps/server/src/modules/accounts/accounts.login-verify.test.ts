import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsClient, answerValue, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';
import { generateTotpSecret, totpCode } from './totp.js';

const t = useTestApp();
const api = accountsClient(t);

const setMethod = (method: 'mobile' | 'email' | 'bankName' | 'totp', enabled = true) =>
  t.app.services.system.setSetting('LOGINVERIF', { enabled, method });

afterEach(async () => {
  await setMethod('mobile', false);
});

/** Logs demo in once from a home address, so later logins are not the first ever. */
async function homeLogin(username = 'demo', password = 'demo1234') {
  const home = freshIp();
  expect((await api.login(username, password, {}, home)).status).toBe(200);
  return home;
}

const verify = (body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  api.call('POST', '/wps/session/login/verify', { body, ip: freshIp(), lang });

describe('extra verification from an unknown address (LOGINVERIF)', () => {
  it('asks for a mobile code from a new address, and the code completes the login', async () => {
    const home = await homeLogin();
    await setMethod('mobile');
    // The known address goes straight in.
    expect((await api.login('demo', 'demo1234', {}, home)).status).toBe(200);
    const away = freshIp();
    const {
      result: res,
      code,
      message,
    } = await api.withMessage('+8801700000001', 'sms', () => api.login('demo', 'demo1234', {}, away));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VERIFICATION_REQUIRED',
      message: 'Please complete verification first',
      value: { method: 'mobile', maskedTarget: '+880 17******01', expiresInSeconds: 600, captcha: false },
    });
    expect(message.purpose).toBe('verify-login');
    const token = String(answerValue(res).verificationToken);
    const wrong = await verify(
      { verificationToken: token, code: code === '000000' ? '111111' : '000000' },
      'bn',
    );
    expect(wrong.body).toMatchObject({ code: 'INVALID_VERIFICATION_CODE', message: 'যাচাইকরণ কোড সঠিক নয়' });
    const ok = await api.call('POST', '/wps/session/login/verify', {
      body: { verificationToken: token, code },
      ip: away,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({ userName: 'demo' });
    expect((await api.call('GET', '/wps/member/info', { token: String(answerValue(ok).token) })).status).toBe(
      200,
    );
    // That address is known now; the token is used up.
    expect((await api.login('demo', 'demo1234', {}, away)).status).toBe(200);
    expect((await verify({ verificationToken: token, code })).body.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('asks for an email code', async () => {
    await homeLogin();
    await setMethod('email');
    const { result: res, code } = await api.withMessage('demo@khela.test', 'email', () =>
      api.login('demo', 'demo1234', {}, freshIp()),
    );
    expect(res.body.value).toMatchObject({ method: 'email', maskedTarget: 'd***@khela.test' });
    const ok = await verify({ verificationToken: String(answerValue(res).verificationToken), code });
    expect(ok.status).toBe(200);
  });

  it('asks for the bank account name, compared without case or spaces', async () => {
    await homeLogin();
    await setMethod('bankName');
    const start = async () =>
      String(answerValue(await api.login('demo', 'demo1234', {}, freshIp())).verificationToken);
    const token = await start();
    const wrong = await verify({ verificationToken: token, bankAccountName: 'Someone Else' });
    expect(wrong.body).toMatchObject({
      code: 'BANK_ACCOUNT_NAME_MISMATCH',
      message: 'The bank account name does not match',
    });
    const empty = await verify({ verificationToken: token, bankAccountName: ' ' });
    expect(empty.body.code).toBe('VALIDATION_FAILED');
    expect((await verify({ verificationToken: token, bankAccountName: '  demo   PLAYER ' })).status).toBe(
      200,
    );
  });

  it('asks for an authenticator code and refuses its reuse', async () => {
    const secret = generateTotpSecret();
    await t.ctx.database.db.execute(
      sql`update member set totp_secret = ${secret}, totp_enabled_at = now() where username = 'agent01'`,
    );
    await homeLogin('agent01', 'agent1234');
    await setMethod('totp');
    const first = await api.login('agent01', 'agent1234', {}, freshIp());
    expect(first.body.value).toMatchObject({ method: 'totp', maskedTarget: '' });
    const code = totpCode(secret, t.ctx.now());
    expect(
      (await verify({ verificationToken: String(answerValue(first).verificationToken), code })).status,
    ).toBe(200);
    const second = await api.login('agent01', 'agent1234', {}, freshIp());
    const reuse = await verify({ verificationToken: String(answerValue(second).verificationToken), code });
    expect(reuse.body.code).toBe('TOTP_CODE_USED');
  });

  it('falls back to a factor the member has, and lets a member with none in', async () => {
    await homeLogin();
    await setMethod('totp'); // demo has no authenticator: asked for the mobile instead
    expect((await api.login('demo', 'demo1234', {}, freshIp())).body.value).toMatchObject({
      method: 'mobile',
    });
    await homeLogin('newbie', '123456');
    const newbie = await api.login('newbie', '123456', {}, freshIp());
    expect(newbie.status).toBe(200);
  });

  it('is not asked at the first login ever, nor when an SMS login proved the mobile', async () => {
    await homeLogin();
    await setMethod('mobile');
    // A member created by an operator, never logged in, with a mobile number.
    await repo.insertMember(t.ctx.database.db, {
      username: 'fresh01',
      passwordHash: await hash('fresh1234'),
      countryDialingCode: '880',
      mobile: '1755555555',
      firstTimeLogin: false,
    });
    expect((await api.login('fresh01', 'fresh1234', {}, freshIp())).status).toBe(200);
    expect((await api.login('fresh01', 'fresh1234', {}, freshIp())).body.code).toBe('VERIFICATION_REQUIRED');
    // demo has logged in before; a password login from a new address is asked, an SMS login is not.
    expect((await api.login('demo', 'demo1234', {}, freshIp())).body.code).toBe('VERIFICATION_REQUIRED');
    const body = { mobileNo: '1700000001', ...(await api.captcha()) };
    const { result: sent, code } = await api.withMessage('+8801700000001', 'sms', () =>
      api.call('POST', '/wps/verification/sms/noLogin', { body, ip: freshIp() }),
    );
    expect(sent.status).toBe(200);
    const sms = await api.login('8801700000001', code, { type: 'sms' }, freshIp());
    expect(sms.status, JSON.stringify(sms.body)).toBe(200);
  });

  it('burns the token after 5 wrong tries', async () => {
    await homeLogin();
    await setMethod('bankName');
    const token = String(answerValue(await api.login('demo', 'demo1234', {}, freshIp())).verificationToken);
    for (let i = 0; i < 5; i++) {
      expect((await verify({ verificationToken: token, bankAccountName: `nope ${i}` })).body.code).toBe(
        'BANK_ACCOUNT_NAME_MISMATCH',
      );
    }
    const burnt = await verify({ verificationToken: token, bankAccountName: 'Demo Player' }, 'bn');
    expect(burnt.body).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'যাচাইকরণ কোডের মেয়াদ শেষ, অনুগ্রহ করে আবার পাঠান',
    });
    expect((await verify({ verificationToken: 'made-up' })).body.code).toBe('VERIFICATION_CODE_EXPIRED');
  });
});
