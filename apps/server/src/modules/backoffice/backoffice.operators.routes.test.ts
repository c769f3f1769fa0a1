import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { accountsClient, answerValue } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import {
  auditMentions,
  auditCount as countAudit,
  createOperatorSession,
  type TestOperator,
} from '../../test/operators.js';
import { totpCode } from '../accounts/totp.js';

/** Operator management and the operator's own account set-up (decision 0036). */
const t = useTestApp();
const { call } = accountsClient(t);

type Row = { id: string; username: string; role: string; status: string; totpEnrolled: boolean };
type Setup = { changePassword: boolean; enrolTotp: boolean };
const STEP_MS = 30_000;

const login = (username: string, password: string, totp?: string) =>
  call('POST', '/bo/api/session/login', { body: { username, password, ...(totp ? { totp } : {}) } });

const auditCount = (action: string, targetId: string) => countAudit(t.ctx.database.db, action, targetId);

let counter = 0;
async function createSupport(owner: TestOperator) {
  counter += 1;
  const username = `sup${Date.now().toString(36)}${counter}`;
  const res = await call('POST', '/bo/api/operators', {
    token: owner.token,
    body: { username, displayName: 'Support person', role: 'support' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const value = answerValue(res) as { operator: Row; temporaryPassword: string };
  return { ...value.operator, password: value.temporaryPassword };
}

/** Signs a created operator in and sets the account up: new password, authenticator enrolled. */
async function setUp(username: string, temporaryPassword: string) {
  const first = await login(username, temporaryPassword);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const token = String(answerValue(first).token);
  const password = `mine-${counter}-long-enough`;
  const changed = await call('POST', '/bo/api/session/password', {
    token,
    body: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const enrolment = answerValue(await call('GET', '/bo/api/session/totp', { token })) as { secret: string };
  const confirmed = await call('POST', '/bo/api/session/totp', {
    token,
    body: { code: totpCode(enrolment.secret, t.ctx.now()) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { token, password, secret: enrolment.secret };
}

describe('operator management', () => {
  it('lists operators server-paged, for owners only', async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const admin = await createOperatorSession(t.app, 'admin');
    const page = await call('GET', '/bo/api/operators?pageSize=2&role=owner', { token: owner.token });
    expect(page.status).toBe(200);
    const value = answerValue(page) as { list: Row[]; total: number; pageSize: number };
    expect(value.list.length).toBeLessThanOrEqual(2);
    expect(value.total).toBeGreaterThanOrEqual(2);
    expect(value.list.every((r) => r.role === 'owner')).toBe(true);
    const refused = await call('GET', '/bo/api/operators', { token: admin.token });
    expect(refused.body.code).toBe('OPERATOR_FORBIDDEN');
  });

  it('creates an operator who changes the password and enrols an authenticator at the first sign-in', async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const created = await createSupport(owner);
    expect(created).toMatchObject({ role: 'support', status: 'active', totpEnrolled: false });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    expect(await auditCount('operator.create', created.id)).toBe(1);

    const first = await login(created.username, created.password);
    const token = String(answerValue(first).token);
    const me = answerValue(await call('GET', '/bo/api/session/me', { token })) as {
      operator: { setup: Setup };
    };
    expect(me.operator.setup).toEqual({ changePassword: true, enrolTotp: true });
    const early = await call('GET', '/bo/api/players', { token });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('OPERATOR_SETUP_REQUIRED');
    const wrongCode = await call('POST', '/bo/api/session/totp', { token, body: { code: '12345' } });
    expect(wrongCode.body.value).toMatchObject({ fields: [expect.objectContaining({ field: 'body.code' })] });

    const ready = await setUp(created.username, created.password);
    expect((await call('GET', '/bo/api/players', { token: ready.token })).status).toBe(200);
    expect((await call('GET', '/bo/api/operators', { token: ready.token })).body.code).toBe(
      'OPERATOR_FORBIDDEN',
    );
    expect(await auditCount('operator.totp.enrol', created.id)).toBe(1);
    expect(await auditCount('operator.password.change', created.id)).toBe(1);

    // From now on the code is needed, and the temporary password is gone.
    t.setNow(new Date(Date.now() + STEP_MS));
    try {
      expect((await login(created.username, ready.password)).body.code).toBe('OPERATOR_LOGIN_FAILED');
      expect(
        (await login(created.username, created.password, totpCode(ready.secret, t.ctx.now()))).status,
      ).toBe(401);
      const next = await login(created.username, ready.password, totpCode(ready.secret, t.ctx.now()));
      expect(next.status).toBe(200);
      expect((answerValue(next).operator as { setup: Setup }).setup).toEqual({
        changePassword: false,
        enrolTotp: false,
      });
    } finally {
      t.setNow(new Date());
    }
  });

  it('refuses bad fields by name, a taken username, and changes to oneself', async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const bad = await call('POST', '/bo/api/operators', {
      token: owner.token,
      body: {
        username: 'x',
        displayName: 'X',
        role: 'boss',
        ipAllowList: ['10.0.0.0/33'],
        password: 'short',
      },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.value as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.username', 'body.role', 'body.ipAllowList.0', 'body.password']),
    );
    const taken = await call('POST', '/bo/api/operators', {
      token: owner.token,
      body: { username: owner.username.toUpperCase(), displayName: 'Again', role: 'support' },
    });
    expect(taken.body.code).toBe('OPERATOR_USERNAME_TAKEN');
    const demote = await call('POST', `/bo/api/operators/${owner.id}/role`, {
      token: owner.token,
      body: { role: 'admin', reason: 'trying' },
    });
    expect(demote.body.code).toBe('OPERATOR_SELF_CHANGE');
    const disable = await call('POST', `/bo/api/operators/${owner.id}/disable`, {
      token: owner.token,
      body: { reason: 'trying' },
    });
    expect(disable.body.code).toBe('OPERATOR_SELF_CHANGE');
    expect(await auditCount('operator.role', owner.id)).toBe(0);
  });

  it('changes a role; disabling ends the live session and sign-in; enabling restores sign-in', async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const target = await createOperatorSession(t.app, 'support');
    const role = await call('POST', `/bo/api/operators/${target.id}/role`, {
      token: owner.token,
      body: { role: 'risk', reason: 'moved to risk team' },
    });
    expect(answerValue(role)).toMatchObject({ role: 'risk' });
    expect((await call('GET', '/bo/api/audit', { token: target.token })).status).toBe(200);
    expect(await auditCount('operator.role', target.id)).toBe(1);

    const off = await call('POST', `/bo/api/operators/${target.id}/disable`, {
      token: owner.token,
      body: { reason: 'left the company' },
    });
    expect(answerValue(off)).toMatchObject({ status: 'disabled' });
    const refused = await call('GET', '/bo/api/session/me', { token: target.token });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('OPERATOR_NOT_LOGGED_IN');
    t.setNow(new Date(Date.now() + STEP_MS));
    try {
      const code = () => totpCode(target.totpSecret, t.ctx.now());
      expect((await login(target.username, target.password, code())).body.code).toBe('OPERATOR_LOGIN_FAILED');
      const again = await call('POST', `/bo/api/operators/${target.id}/disable`, {
        token: owner.token,
        body: { reason: 'twice' },
      });
      expect(again.body.code).toBe('OPERATOR_STATUS_UNCHANGED');
      await call('POST', `/bo/api/operators/${target.id}/enable`, {
        token: owner.token,
        body: { reason: 'back' },
      });
      expect((await login(target.username, target.password, code())).status).toBe(200);
    } finally {
      t.setNow(new Date());
    }
    expect(await auditCount('operator.disable', target.id)).toBe(1);
    expect(await auditCount('operator.enable', target.id)).toBe(1);
  });

  it('resets the password (must change it) and the authenticator (enrol again); sessions end', async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const target = await createOperatorSession(t.app, 'finance');
    const reset = await call('POST', `/bo/api/operators/${target.id}/reset-password`, {
      token: owner.token,
      body: { reason: 'forgot it' },
    });
    const temporary = String((answerValue(reset) as { temporaryPassword: string }).temporaryPassword);
    expect((await call('GET', '/bo/api/session/me', { token: target.token })).status).toBe(401);
    t.setNow(new Date(Date.now() + STEP_MS));
    try {
      const signIn = await login(target.username, temporary, totpCode(target.totpSecret, t.ctx.now()));
      expect((answerValue(signIn).operator as { setup: Setup }).setup).toEqual({
        changePassword: true,
        enrolTotp: false,
      });
    } finally {
      t.setNow(new Date());
    }
    const totp = await call('POST', `/bo/api/operators/${target.id}/reset-totp`, {
      token: owner.token,
      body: { reason: 'lost phone' },
    });
    const second = String((answerValue(totp) as { temporaryPassword: string }).temporaryPassword);
    const fresh = await login(target.username, second);
    expect((answerValue(fresh).operator as { setup: Setup }).setup).toEqual({
      changePassword: true,
      enrolTotp: true,
    });
    expect(await auditCount('operator.password.reset', target.id)).toBe(1);
    expect(await auditCount('operator.totp.reset', target.id)).toBe(1);
    expect(await auditMentions(t.ctx.database.db, second)).toBe(false);
  });

  it("replaces an IP allow-list (CIDRs checked by field, audited, not one's own); the next call is checked", async () => {
    const owner = await createOperatorSession(t.app, 'owner');
    const target = await createOperatorSession(t.app, 'support', { ip: '198.51.100.7' });
    const put = (id: string, body: object) =>
      call('PUT', `/bo/api/operators/${id}/ip-allow-list`, { token: owner.token, body });
    const bad = await put(target.id, { ipAllowList: ['203.0.113.0/24', '10.0.0.1', '::1/129'], reason: 'x' });
    expect(bad.status).toBe(400);
    const fields = (bad.body.value as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.ipAllowList.1', 'body.ipAllowList.2', 'body.reason']),
    );
    expect(fields).not.toContain('body.ipAllowList.0');
    expect((await put(owner.id, { ipAllowList: ['203.0.113.0/24'], reason: 'lock me' })).body.code).toBe(
      'OPERATOR_SELF_CHANGE',
    );
    expect((await put('999999999', { ipAllowList: [], reason: 'nobody' })).body.code).toBe(
      'OPERATOR_NOT_FOUND',
    );

    const set = await put(target.id, {
      ipAllowList: ['203.0.113.0/24', '2001:db8::/32', '203.0.113.0/24'],
      reason: 'office only',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(answerValue(set)).toMatchObject({ ipAllowList: ['203.0.113.0/24', '2001:db8::/32'] });
    const outside = await call('GET', '/bo/api/session/me', { token: target.token, ip: '198.51.100.7' });
    expect(outside.body.code).toBe('OPERATOR_IP_NOT_ALLOWED');
    const inside = await call('GET', '/bo/api/session/me', { token: target.token, ip: '203.0.113.9' });
    expect(inside.status).toBe(200);

    const cleared = await put(target.id, { ipAllowList: [], reason: 'works from home now' });
    expect(answerValue(cleared)).toMatchObject({ ipAllowList: [] });
    expect(
      (await call('GET', '/bo/api/session/me', { token: target.token, ip: '198.51.100.7' })).status,
    ).toBe(200);
    expect(await auditCount('operator.ip_allow_list', target.id)).toBe(2);
    expect(await auditCount('operator.ip_allow_list', owner.id)).toBe(0);
  });

  it('never leaves the site without an active owner, even when two owners disable each other at once', async () => {
    const a = await createOperatorSession(t.app, 'owner');
    const b = await createOperatorSession(t.app, 'owner');
    const others = await queryRows<{ id: string }>(
      t.ctx.database.db,
      sql`update operator set status = 'disabled' where role = 'owner' and status = 'active'
          and id not in (${a.id}, ${b.id}) returning id::text as id`,
    );
    try {
      const answers = await Promise.all([
        call('POST', `/bo/api/operators/${b.id}/disable`, { token: a.token, body: { reason: 'race one' } }),
        call('POST', `/bo/api/operators/${a.id}/disable`, { token: b.token, body: { reason: 'race two' } }),
      ]);
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      const refused = answers.find((r) => r.status !== 200);
      expect(['OPERATOR_LAST_OWNER', 'OPERATOR_NOT_LOGGED_IN']).toContain(refused?.body.code);
      const active = await queryRows<{ n: string }>(
        t.ctx.database.db,
        sql`select count(*)::text as n from operator where role = 'owner' and status = 'active'`,
      );
      expect(active[0]?.n).toBe('1');
      // A request that passed its guard just before the other owner was disabled: still refused.
      const [survivor, gone] = answers[0]?.status === 200 ? [a, b] : [b, a];
      const stale = {
        operatorId: gone.id,
        username: gone.username,
        role: 'owner',
        sessionId: '0',
        ip: '127.0.0.1',
      } as const;
      await expect(t.app.services.backoffice.management.disable(stale, survivor.id, 'stale')).rejects.toThrow(
        /OPERATOR_LAST_OWNER/,
      );
      await expect(
        t.app.services.backoffice.management.setRole(stale, survivor.id, { role: 'admin', reason: 'stale' }),
      ).rejects.toThrow(/OPERATOR_LAST_OWNER/);
    } finally {
      const ids = [...others.map((o) => o.id), a.id, b.id];
      await queryRows(
        t.ctx.database.db,
        sql`update operator set status = 'active' where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  });
});
