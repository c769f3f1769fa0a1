import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({
  extend(app) {
    // A member-only route, to check the trial boundary of the guard.
    const guards = createAuthGuards(app.services.accounts.authenticate);
    app.get(
      '/wps/test/members-only',
      { ...guards.member, schema: { response: { 200: z.any() } } },
      async (request) => ok({ memberId: principalOf(request).memberId }),
    );
  },
});

type Body = { success: boolean; value: Record<string, unknown> | null; message: string; code?: string };

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; lang?: string } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-lang': options.lang ?? 'en',
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<Body>() };
}

const login = (username: string, password: string, area: 'player' | 'agent' = 'player') =>
  call('POST', area === 'player' ? '/wps/session/login' : '/wps/agent/session/login', {
    body: { username, password },
  });

describe('login, member info and balances', () => {
  it('a member logs in and sees their identity and balances', async () => {
    const res = await login('demo', 'demo1234');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      userName: 'demo',
      firstTimeLogin: false,
      passwordExpired: false,
      changePasswordRequired: false,
    });
    const token = String(res.body.value?.token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await call('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({
      account: 'demo',
      type: 0,
      balance: '5000.00',
      currency: 'BDT',
      currencySymbol: '৳',
    });
    const balance = await call('GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value).toEqual({
      balance: '5000.00',
      currency: 'BDT',
      currencySymbol: '৳',
      isPlayMoney: false,
    });
    const funds = await call('GET', '/wps/member/info/funds/consolidated', { token });
    expect(funds.body.value).toMatchObject({
      cash: '5000.00',
      bonus: '0.00',
      frozen: '0.00',
      playMoney: '0.00',
      total: '5000.00',
    });
  });

  it('usernames are case-insensitive', async () => {
    expect((await login('DEMO', 'demo1234')).status).toBe(200);
  });

  it('a wrong password and an unknown user read alike, translated', async () => {
    const wrong = await login('demo', 'nope-nope');
    const unknown = await login('nobody-here', 'nope-nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      success: false,
      code: 'LOGIN_FAILED',
      message: 'Account or password is incorrect',
      value: { captcha: false },
    });
    expect(unknown.body).toEqual(wrong.body);
    const bn = await call('POST', '/wps/session/login', {
      body: { username: 'demo', password: 'x' },
      lang: 'bn',
    });
    expect(bn.body.message).toBe('অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়');
  });

  it('the default password 123456 forces a change', async () => {
    const res = await login('newbie', '123456');
    expect(res.body.value).toMatchObject({ firstTimeLogin: true, changePasswordRequired: true });
  });

  it('empty fields fail validation naming the field', async () => {
    const res = await call('POST', '/wps/session/login', { body: { username: '', password: '' } });
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const fields = (res.body.value as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(['body.username', 'body.password']);
  });
});

describe('role boundaries', () => {
  it('a non-member account cannot log in to the player site', async () => {
    const res = await login('house01', 'house1234');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'NON_MEMBER_LOGIN',
      message: 'Non-member account unable to login',
    });
  });

  it('only agents log in to the agent centre', async () => {
    const member = await login('demo', 'demo1234', 'agent');
    expect(member.body).toMatchObject({ code: 'NON_AGENT_LOGIN', message: 'Non-agents cannot log in' });
    expect((await login('agent01', 'agent1234', 'agent')).status).toBe(200);
  });

  it('a trial account gets play money and is kept out of member features', async () => {
    const res = await call('POST', '/wps/session/login/freeplay');
    expect(res.status).toBe(200);
    const token = String(res.body.value?.token);
    const info = await call('GET', '/wps/member/info', { token });
    expect(info.body.value).toMatchObject({ type: 4, balance: '2000.00' });
    const balance = await call('GET', '/wps/v2/wallets/balance', { token });
    expect(balance.body.value).toMatchObject({ balance: '2000.00', isPlayMoney: true });
    const funds = await call('GET', '/wps/member/info/funds/consolidated', { token });
    expect(funds.body.value).toMatchObject({ cash: '0.00', playMoney: '2000.00' });
    const blocked = await call('GET', '/wps/test/members-only', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    // A trial username cannot be used with a password.
    expect((await login(String(res.body.value?.userName), 'anything')).body.code).toBe('LOGIN_FAILED');
  });

  it('a member passes the member guard', async () => {
    const token = String((await login('demo', 'demo1234')).body.value?.token);
    expect((await call('GET', '/wps/test/members-only', { token })).status).toBe(200);
  });

  it('(T) routes refuse a missing, malformed or unknown token', async () => {
    for (const token of [undefined, 'x', 'A'.repeat(43)]) {
      const res = await call('GET', '/wps/v2/wallets/balance', { token });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: 'NOT_LOGGED_IN',
        message: 'You are not logged in, please login',
      });
    }
  });
});

describe('logout', () => {
  it('revokes the token', async () => {
    const token = String((await login('demo', 'demo1234')).body.value?.token);
    expect((await call('DELETE', '/wps/session/logout', { token })).status).toBe(200);
    expect((await call('GET', '/wps/member/info', { token })).body.code).toBe('NOT_LOGGED_IN');
    expect((await call('DELETE', '/wps/session/logout', { token })).status).toBe(401);
  });
});

describe('site status applies to login', () => {
  it('maintenance refuses logins', async () => {
    await t.app.services.system.setSetting('MAINTENANCE', { enabled: true });
    const res = await login('demo', 'demo1234');
    expect(res.body.code).toBe('SYSTEM_MAINTENANCE');
    await t.app.services.system.setSetting('MAINTENANCE', { enabled: false });
    expect((await login('demo', 'demo1234')).status).toBe(200);
  });
});

describe('member icon', () => {
  it('a member reads and chooses an avatar; member info carries it', async () => {
    const token = String((await login('demo', 'demo1234')).body.value?.token);
    const before = await call('GET', '/wps/member/info/icon', { token });
    expect(before.body.value).toEqual({ icon: 1, choices: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${token}` },
      payload: { icon: 7 },
    });
    expect(res.json<Body>().value).toMatchObject({ icon: 7 });
    expect((await call('GET', '/wps/member/info', { token })).body.value).toMatchObject({ icon: 7 });
  });

  it.each([0, 13, 2.5, '3'])('refuses icon %s naming the field', async (icon) => {
    const token = String((await login('demo', 'demo1234')).body.value?.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${token}`, 'x-lang': 'en' },
      payload: { icon },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ value: { fields: { field: string }[] } }>().value.fields[0]?.field).toBe('body.icon');
  });

  it('guests and trial accounts cannot change it', async () => {
    const guest = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', payload: { icon: 2 } });
    expect(guest.json<Body>().code).toBe('NOT_LOGGED_IN');
    const trial = String((await call('POST', '/wps/session/login/freeplay')).body.value?.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/info/icon',
      headers: { authorization: `Bearer ${trial}` },
      payload: { icon: 2 },
    });
    expect(res.json<Body>().code).toBe('IN_NEED_TRUE_ACCOUNT');
  });
});
