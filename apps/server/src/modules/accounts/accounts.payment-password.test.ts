import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const api = accountsClient(t);
const path = '/wps/member/password/payment';

const setFirst = (token: string | undefined, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  api.call('POST', path, { ...(token ? { token } : {}), body, lang });
const change = (token: string, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  api.call('PUT', path, { token, body, lang });
const status = async (token: string) => answerValue(await api.call('GET', path, { token }));

/** A verifier route like the money routes use: proves verifyPaymentPassword's answers end to end. */
const verifyThroughService = async (token: string, password: string) => {
  const principal = await t.app.services.accounts.authenticate(token);
  if (!principal) throw new Error('no principal');
  return t.app.services.accounts.verifyPaymentPassword(principal, password).then(
    () => 'ok',
    (error: { code?: string; params?: Record<string, unknown> }) => ({
      code: error.code,
      params: error.params,
    }),
  );
};

describe('payment password', () => {
  it('is set once with the login password, then changed with the old one', async () => {
    const m = await api.newMember();
    expect(await status(m.token)).toEqual({ isSet: false, lockedSeconds: 0 });
    expect(await verifyThroughService(m.token, '135790')).toEqual({
      code: 'PAYMENT_PASSWORD_NOT_SET',
      params: {},
    });
    const wrongLogin = await setFirst(m.token, {
      loginPassword: 'not-mine',
      newPaymentPassword: '135790',
      confirmNewPaymentPassword: '135790',
    });
    expect(wrongLogin.body).toMatchObject({
      code: 'LOGIN_PASSWORD_INCORRECT',
      message: 'The login password is incorrect',
    });
    const set = await setFirst(m.token, {
      loginPassword: m.password,
      newPaymentPassword: '135790',
      confirmNewPaymentPassword: '135790',
    });
    expect(set.body).toEqual({ success: true, value: null, message: 'OK' });
    expect(await status(m.token)).toEqual({ isSet: true, lockedSeconds: 0 });
    expect(await verifyThroughService(m.token, '135790')).toBe('ok');
    const again = await setFirst(m.token, {
      loginPassword: m.password,
      newPaymentPassword: '246802',
      confirmNewPaymentPassword: '246802',
    });
    expect(again.body.code).toBe('PAYMENT_PASSWORD_ALREADY_SET');
    const changed = await change(m.token, {
      oldPaymentPassword: '135790',
      newPaymentPassword: '246802',
      confirmNewPaymentPassword: '246802',
    });
    expect(changed.status).toBe(200);
    expect(await verifyThroughService(m.token, '246802')).toBe('ok');
    expect(await verifyThroughService(m.token, '135790')).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG' });
  });

  it('checks the 6-digit rule and the confirmation, translated, changing nothing', async () => {
    const m = await api.newMember();
    const bad = await setFirst(m.token, {
      loginPassword: m.password,
      newPaymentPassword: '12ab',
      confirmNewPaymentPassword: '12ac',
    });
    expect(Object.keys(fieldMessages(bad)).sort()).toEqual([
      'confirmNewPaymentPassword',
      'newPaymentPassword',
    ]);
    expect(fieldMessages(bad).confirmNewPaymentPassword).toBe('The two passwords are inconsistent');
    const bn = await setFirst(
      m.token,
      { loginPassword: m.password, newPaymentPassword: '1234567', confirmNewPaymentPassword: '1234567' },
      'bn',
    );
    expect(bn.status).toBe(400);
    expect(fieldMessages(bn).newPaymentPassword).toMatch(/[\u0980-\u09FF]/);
    expect((await status(m.token)).isSet).toBe(false);
    const none = await change(m.token, {
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmNewPaymentPassword: '222222',
    });
    expect(none.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('locks for 15 minutes after 5 wrong tries, even for the right password', async () => {
    const m = await api.newMember();
    await setFirst(m.token, {
      loginPassword: m.password,
      newPaymentPassword: '975310',
      confirmNewPaymentPassword: '975310',
    });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await verifyThroughService(m.token, '000000'));
    expect(answers.map((a) => (typeof a === 'string' ? a : a.params?.remaining))).toEqual([4, 3, 2, 1]);
    const wrongChange = await change(m.token, {
      oldPaymentPassword: '000000',
      newPaymentPassword: '222222',
      confirmNewPaymentPassword: '222222',
    });
    expect(wrongChange.status).toBe(429);
    expect(wrongChange.body).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    expect(wrongChange.body.message).toBe('Too many wrong payment passwords, please try again in 15 minutes');
    expect(wrongChange.headers['retry-after']).toBe('900');
    expect(await verifyThroughService(m.token, '975310')).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED' });
    expect((await status(m.token)).lockedSeconds).toBeGreaterThan(800);
    // A right password resets the count of wrong ones (other members are not affected meanwhile).
    const other = await api.newMember();
    await setFirst(other.token, {
      loginPassword: other.password,
      newPaymentPassword: '864200',
      confirmNewPaymentPassword: '864200',
    });
    expect(await verifyThroughService(other.token, '000000')).toMatchObject({ params: { remaining: 4 } });
    expect(await verifyThroughService(other.token, '864200')).toBe('ok');
    expect(await verifyThroughService(other.token, '000000')).toMatchObject({ params: { remaining: 4 } });
  });

  it('is for real accounts only', async () => {
    expect((await api.call('GET', path)).body.code).toBe('NOT_LOGGED_IN');
    const trial = answerValue(await api.call('POST', '/wps/session/login/freeplay'));
    const res = await api.call('GET', path, { token: String(trial.token) });
    expect(res.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
  });
});
