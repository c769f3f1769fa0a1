import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { createOperatorSession, operatorToken } from '../../test/operators.js';
import { totpCode } from '../accounts/totp.js';
import { DEMO_OPERATORS } from './backoffice.seed.js';

const t = useTestApp();

const { call, tokenOf } = accountsClient(t);
const login = (body: unknown, ip?: string) =>
  call('POST', '/bo/api/session/login', { body, ...(ip ? { ip } : {}) });

describe('operator login', () => {
  it('signs a demo operator in with password and authenticator code', async () => {
    const demo = DEMO_OPERATORS[0];
    const answer = await login({
      username: demo.username,
      password: demo.password,
      totp: totpCode(demo.totpSecret, t.ctx.now()),
    });
    expect(answer.status).toBe(200);
    expect(answerValue(answer).operator).toMatchObject({ username: 'owner01', role: 'owner' });
    expect(answerValue(answer).idleTimeoutSeconds).toBe(30 * 60);
    const token = String(answerValue(answer).token);
    const me = await call('GET', '/bo/api/session/me', { token });
    expect(me.status).toBe(200);
    expect(answerValue(me).operator).toMatchObject({ username: 'owner01' });
  });

  it('refuses a wrong password, a wrong code and a reused code with one answer', async () => {
    const op = await createOperatorSession(t.app, 'support');
    const code = totpCode(op.totpSecret, t.ctx.now());
    const wrongPassword = await login({ username: op.username, password: 'nope-nope', totp: code });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.code).toBe('OPERATOR_LOGIN_FAILED');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const badCode = await login({ username: op.username, password: op.password, totp: wrongCode });
    expect(badCode.body.code).toBe('OPERATOR_LOGIN_FAILED');
    // The helper's login used the current step: the same code again is refused.
    const reused = await login({ username: op.username, password: op.password, totp: code });
    expect(reused.body.code).toBe('OPERATOR_LOGIN_FAILED');
    expect(reused.body.message).toBe('Username, password or authenticator code is incorrect');
  });

  it('logs out: the token no longer works', async () => {
    const token = await operatorToken(t.app, 'content');
    expect((await call('DELETE', '/bo/api/session', { token })).status).toBe(200);
    const after = await call('GET', '/bo/api/session/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
  });

  it('refuses a player token on operator routes and an operator token on player routes', async () => {
    const player = await tokenOf('demo', 'demo1234');
    const asPlayer = await call('GET', '/bo/api/session/me', { token: player });
    expect(asPlayer.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
    const token = await operatorToken(t.app, 'owner');
    const onPlayerSite = await call('GET', '/wps/member/info', { token });
    expect(onPlayerSite.status).toBe(401);
    expect(onPlayerSite.body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('idle timeout', () => {
  const minutes = (n: number) => n * 60_000;

  it('slides with use (30 minutes idle by default) and ends at 12 hours whatever the use', async () => {
    const start = new Date('2026-11-21T08:00:00Z');
    t.setNow(start);
    try {
      const token = await operatorToken(t.app, 'support', { now: start });
      let at = start.getTime();
      // A request every 29 minutes keeps it alive …
      for (let step = 0; step < 24; step++) {
        at += minutes(29);
        t.setNow(new Date(at));
        expect((await call('GET', '/bo/api/session/me', { token })).status, `after ${step + 1} steps`).toBe(
          200,
        );
      }
      // … until 12 hours after login.
      at = start.getTime() + minutes(12 * 60);
      t.setNow(new Date(at));
      expect((await call('GET', '/bo/api/session/me', { token })).body.code).toBe('OPERATOR_NOT_LOGGED_IN');

      const idle = await operatorToken(t.app, 'support', { now: new Date(at) });
      t.setNow(new Date(at + minutes(30) - 1000));
      expect((await call('GET', '/bo/api/session/me', { token: idle })).status).toBe(200);
      t.setNow(new Date(at + minutes(60) + 1000));
      const expired = await call('GET', '/bo/api/session/me', { token: idle });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
    } finally {
      t.setNow(new Date());
    }
  });
});

describe('audit of logins', () => {
  async function entries(token: string, query: string) {
    const reply = await call('GET', `/bo/api/audit?${query}`, { token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return answerValue(reply) as { list: Record<string, unknown>[]; total: number; totalPages: number };
  }

  it('records one entry per login, failed login and logout, searchable by operator and action', async () => {
    const viewer = await operatorToken(t.app, 'risk');
    const op = await createOperatorSession(t.app, 'finance', { ip: '192.0.2.44' });
    const mine = `actorName=${op.username}`;
    const logins = await entries(viewer, `${mine}&action=operator.login`);
    expect(logins.total).toBe(1);
    expect(logins.list[0]).toMatchObject({
      actor: { kind: 'operator', id: op.id, name: op.username },
      ip: '192.0.2.44',
      action: 'operator.login',
      target: { type: 'operator_session' },
    });

    await login({ username: op.username, password: 'wrong-password', totp: '123456' }, '192.0.2.44');
    await login({ username: 'nobody-here', password: 'wrong-password', totp: '123456' }, '192.0.2.44');
    const failed = await entries(viewer, `${mine}&action=operator.login_failed`);
    expect(failed.total).toBe(1);
    expect(failed.list[0]).toMatchObject({
      reason: 'wrong password',
      target: { type: 'operator', id: op.id },
    });

    await call('DELETE', '/bo/api/session', { token: op.token });
    await call('DELETE', '/bo/api/session', { token: op.token });
    expect((await entries(viewer, `${mine}&action=operator.logout`)).total).toBe(1);
    expect((await entries(viewer, mine)).total).toBe(3);
    expect((await t.app.services.audit.verify()).ok).toBe(true);
  });

  it('pages newest first and refuses a bad filter', async () => {
    const viewer = await operatorToken(t.app, 'owner');
    const page = await entries(viewer, 'pageSize=2&pageNo=1');
    expect(page.list).toHaveLength(2);
    const [first, second] = page.list;
    expect(Number(first?.seq)).toBeGreaterThan(Number(second?.seq));
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
    const oldest = await entries(viewer, 'pageSize=1&order=asc');
    expect(oldest.list[0]?.seq).toBe('1');
    const bad = await call('GET', '/bo/api/audit?from=yesterday&pageSize=500', { token: viewer });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // Each bad filter is named, so the console shows it beside its field (decision 0040).
    const named = (reply: typeof bad) =>
      ((reply.body.value as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field).sort();
    expect(named(bad)).toEqual(['query.from', 'query.pageSize']);
    const long = await call('GET', `/bo/api/audit?targetId=${'x'.repeat(101)}&actorName=`, { token: viewer });
    expect(named(long)).toEqual(['query.actorName', 'query.targetId']);
  });
});
