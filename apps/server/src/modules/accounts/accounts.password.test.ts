import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue, fieldMessages, freshIp } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const api = accountsClient(t);

const newMember = (password?: string) => api.newMember(password);

const change = (token: string | undefined, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  api.call('PUT', '/wps/member/password', { ...(token ? { token } : {}), body, lang });

describe('PUT /wps/member/password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const m = await newMember();
    const other = await api.tokenOf(m.username, m.password, freshIp());
    const res = await change(m.token, {
      oldPassword: m.password,
      newPassword: 'second123',
      confirmNewPassword: 'second123',
    });
    expect(res.body).toEqual({ success: true, value: null, message: 'OK' });
    expect((await api.call('GET', '/wps/member/info', { token: m.token })).status).toBe(200);
    expect((await api.call('GET', '/wps/member/info', { token: other })).body.code).toBe('NOT_LOGGED_IN');
    expect((await api.login(m.username, 'second123', {}, freshIp())).status).toBe(200);
    expect((await api.login(m.username, m.password, {}, freshIp())).body.code).toBe('LOGIN_FAILED');
  });

  it('refuses a wrong or missing old password, translated, and limits the tries', async () => {
    const m = await newMember();
    const body = { newPassword: 'second123', confirmNewPassword: 'second123' };
    const missing = await change(m.token, body);
    expect(fieldMessages(missing)).toEqual({ oldPassword: 'Input cannot be empty' });
    const wrong = await change(m.token, { ...body, oldPassword: 'nope-nope' });
    expect(wrong.body).toMatchObject({
      code: 'OLD_PASSWORD_INCORRECT',
      message: 'The old password is incorrect',
    });
    const bn = await change(m.token, { ...body, oldPassword: 'nope-nope' }, 'bn');
    expect(bn.body.message).toBe('পুরনো পাসওয়ার্ডটি সঠিক নয়');
    for (let i = 0; i < 3; i++) await change(m.token, { ...body, oldPassword: 'nope-nope' });
    expect((await change(m.token, { ...body, oldPassword: m.password })).status).toBe(429);
  });

  it('checks the new password against the password rule, in en and bn', async () => {
    const m = await newMember();
    const short = await change(m.token, {
      oldPassword: m.password,
      newPassword: 'abc',
      confirmNewPassword: 'abd',
    });
    expect(fieldMessages(short)).toEqual({
      newPassword: '6-20 characters, letters, numbers and symbols',
      confirmNewPassword: 'The two passwords are inconsistent',
    });
    const bn = await change(
      m.token,
      { oldPassword: m.password, newPassword: 'a b c d e f', confirmNewPassword: 'x' },
      'bn',
    );
    expect(fieldMessages(bn)).toEqual({
      newPassword: '৬-২০ অক্ষর, বর্ণ, সংখ্যা ও চিহ্ন',
      confirmNewPassword: 'দুটি পাসওয়ার্ড এক নয়',
    });
    const same = await change(m.token, {
      oldPassword: m.password,
      newPassword: m.password,
      confirmNewPassword: m.password,
    });
    expect(fieldMessages(same)).toEqual({ newPassword: 'The new password must differ from the current one' });
    const fallback = await change(m.token, {
      oldPassword: m.password,
      newPassword: '123456',
      confirmNewPassword: '123456',
    });
    expect(fieldMessages(fallback)).toEqual({
      newPassword: 'Please choose a password other than the default 123456',
    });
    // Schema bounds: nothing empty, nothing absurd.
    expect(
      (await change(m.token, { oldPassword: m.password, newPassword: '', confirmNewPassword: '' })).body.code,
    ).toBe('VALIDATION_FAILED');
    expect((await api.login(m.username, m.password, {}, freshIp())).status).toBe(200);
  });

  it('does not ask the old password in a session whose login forced the change (default 123456)', async () => {
    const login = await api.login('newbie', '123456', {}, freshIp());
    expect(login.body.value).toMatchObject({ firstTimeLogin: true, changePasswordRequired: true });
    const token = String(answerValue(login).token);
    const res = await change(token, { newPassword: 'mine1234', confirmNewPassword: 'mine1234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = await api.call('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ firstTimeLogin: false });
    const again = await api.login('newbie', 'mine1234', {}, freshIp());
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, changePasswordRequired: false });
    // The marker was used up: a further change needs the old password.
    const next = await change(token, { newPassword: 'other123', confirmNewPassword: 'other123' });
    expect(fieldMessages(next)).toEqual({ oldPassword: 'Input cannot be empty' });
  });

  it('forces the change of an expired password when expiry is enforced', async () => {
    const m = await newMember();
    await t.app.services.system.setSetting('PASSEXPIRY', { enabled: true, days: 30 });
    t.setNow(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    try {
      const login = await api.login(m.username, m.password, {}, freshIp());
      expect(login.body.value).toMatchObject({ passwordExpired: true, changePasswordRequired: true });
      const res = await change(String(answerValue(login).token), {
        newPassword: 'fresh123',
        confirmNewPassword: 'fresh123',
      });
      expect(res.status).toBe(200);
      const after = await api.login(m.username, 'fresh123', {}, freshIp());
      expect(after.body.value).toMatchObject({ passwordExpired: false, changePasswordRequired: false });
    } finally {
      t.setNow(new Date());
      await t.app.services.system.setSetting('PASSEXPIRY', { enabled: false, days: 90 });
    }
  });

  it('is for signed-in real accounts: visitor and trial are refused, an agent may', async () => {
    const body = { oldPassword: 'x', newPassword: 'second123', confirmNewPassword: 'second123' };
    const visitor = await change(undefined, body);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
    const trial = await api.call('POST', '/wps/session/login/freeplay', { ip: freshIp() });
    const trialRes = await change(String(answerValue(trial).token), body);
    expect(trialRes.status).toBe(403);
    expect(trialRes.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    const agentLogin = await api.call('POST', '/wps/agent/session/login', {
      body: { username: 'agent01', password: 'agent1234' },
      ip: freshIp(),
    });
    const agent = await change(String(answerValue(agentLogin).token), {
      oldPassword: 'agent1234',
      newPassword: 'agent5678',
      confirmNewPassword: 'agent5678',
    });
    expect(agent.status).toBe(200);
  });
});

describe('GET /wps/member/password', () => {
  const status = (token: string | undefined) =>
    api.call('GET', '/wps/member/password', token ? { token } : {});

  it('says a registered member has a password and when it was set; a change moves the time on', async () => {
    const m = await newMember();
    const before = await status(m.token);
    expect(before.body).toMatchObject({ success: true, value: { hasPassword: true } });
    const setAt = Date.parse(String(answerValue(before).changedAt));
    expect(Number.isFinite(setAt)).toBe(true);
    t.setNow(new Date(Date.now() + 60_000));
    try {
      const changed = await change(m.token, {
        oldPassword: m.password,
        newPassword: 'second123',
        confirmNewPassword: 'second123',
      });
      expect(changed.status).toBe(200);
      const after = answerValue(await status(m.token));
      expect(after.hasPassword).toBe(true);
      expect(Date.parse(String(after.changedAt))).toBeGreaterThan(setAt);
    } finally {
      t.setNow(new Date());
    }
  });

  it('is for signed-in real accounts: visitor and trial are refused', async () => {
    const visitor = await status(undefined);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('NOT_LOGGED_IN');
    const trial = await api.call('POST', '/wps/session/login/freeplay', { ip: freshIp() });
    const trialRes = await status(String(answerValue(trial).token));
    expect(trialRes.status).toBe(403);
    expect(trialRes.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
  });
});
