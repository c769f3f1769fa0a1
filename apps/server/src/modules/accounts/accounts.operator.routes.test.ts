import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { accountsClient } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import { auditMentions, auditCount as countAudit, operatorToken } from '../../test/operators.js';

const t = useTestApp();

type Envelope<T = unknown> = { success: boolean; value: T; code?: string; message: string };
type Row = { id: string; username: string; mobile: string | null; status: string };
type Page = { list: Row[]; total: number; totalPages: number };
type Detail = {
  profile: Row & { totpEnabled: boolean };
  balances: { kind: string; balance: string; status: string }[];
  ledger: { type: string; amount: string }[];
  sessions: { ip: string; userAgent: string }[];
  devices: { userAgent: string; sessions: number }[];
};

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', 'user-agent': 'khela-test/1' },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

const auditCount = (action: string, targetId: string) => countAudit(t.ctx.database.db, action, targetId);

const accounts = accountsClient(t);

const mustChange = async (id: string) =>
  (
    await queryRows<{ flag: boolean }>(
      t.ctx.database.db,
      sql`select must_change_password as flag from member where id = ${id}`,
    )
  )[0]?.flag;

async function newPlayer() {
  const member = await accounts.newMember();
  const token = await operatorToken(t.app, 'admin');
  const found = await call<Page>('GET', `/bo/api/players?username=${member.username}`, token);
  const id = found.body.value.list.find((r) => r.username === member.username)?.id;
  if (!id) throw new Error('new member not found');
  return { ...member, id, accounts, operator: token };
}

const cashOf = async (operator: string, id: string) =>
  (await call<Detail>('GET', `/bo/api/players/${id}`, operator)).body.value.balances.find(
    (b) => b.kind === 'cash',
  );

describe('back office: player search and detail', () => {
  it('finds a player by part of the username, mobile or id, server-paged and sorted', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const byName = await call<Page>(
      'GET',
      `/bo/api/players?username=PW&sortBy=username&order=asc`,
      a.operator,
    );
    expect(byName.status).toBe(200);
    const names = byName.body.value.list.map((r) => r.username);
    expect(names).toContain(a.username);
    expect(names).toContain(b.username);
    expect(names).toEqual([...names].sort());
    const byMobile = await call<Page>('GET', `/bo/api/players?mobile=${b.number}`, a.operator);
    expect(byMobile.body.value.list.map((r) => r.id)).toEqual([b.id]);
    const byId = await call<Page>('GET', `/bo/api/players?id=${a.id}&pageSize=1`, a.operator);
    expect(byId.body.value).toMatchObject({ total: 1, totalPages: 1 });
    expect(byId.body.value.list[0]?.username).toBe(a.username);
    const future = await call<Page>('GET', '/bo/api/players?registeredFrom=2999-01-01T00:00:00Z', a.operator);
    expect(future.body.value.total).toBe(0);
  });

  it('refuses a bad filter with the field named', async () => {
    const token = await operatorToken(t.app, 'support');
    const res = await call('GET', '/bo/api/players?sortBy=password&mobile=abc', token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('shows profile, balances, sessions and devices; an unknown id is 404', async () => {
    const p = await newPlayer();
    await p.accounts.tokenOf(p.username, p.password);
    const res = await call<Detail>('GET', `/bo/api/players/${p.id}`, await operatorToken(t.app, 'support'));
    expect(res.status).toBe(200);
    expect(res.body.value.profile).toMatchObject({
      username: p.username,
      status: 'active',
      totpEnabled: false,
    });
    expect(res.body.value.sessions.length).toBeGreaterThanOrEqual(2);
    expect(res.body.value.devices.reduce((n, d) => n + d.sessions, 0)).toBe(res.body.value.sessions.length);
    expect((await call('GET', '/bo/api/players/999999999', p.operator)).body.code).toBe('PLAYER_NOT_FOUND');
  });
});

describe('back office: player actions', () => {
  it('freezes (sessions end, cash frozen) and unfreezes with a reason, one audit entry each', async () => {
    const p = await newPlayer();
    const risk = await operatorToken(t.app, 'risk');
    const noReason = await call('POST', `/bo/api/players/${p.id}/freeze`, risk, { reason: '' });
    expect(noReason.status).toBe(400);
    expect((await call<Detail>('GET', `/bo/api/players/${p.id}`, risk)).body.value.profile.status).toBe(
      'active',
    );
    expect(await auditCount('player.freeze', p.id)).toBe(0);

    const frozen = await call('POST', `/bo/api/players/${p.id}/freeze`, risk, {
      reason: 'chargeback under review',
    });
    expect(frozen.body.value).toEqual({ id: p.id, status: 'locked' });
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(info.statusCode).toBe(401);
    expect((await p.accounts.login(p.username, p.password)).body.code).toBe('ACCOUNT_DISABLED');
    expect((await cashOf(risk, p.id))?.status).toBe('frozen');
    const again = await call('POST', `/bo/api/players/${p.id}/freeze`, risk, { reason: 'again please' });
    expect(again.body.code).toBe('PLAYER_STATUS_UNCHANGED');
    expect(await auditCount('player.freeze', p.id)).toBe(1);

    const open = await call('POST', `/bo/api/players/${p.id}/unfreeze`, risk, { reason: 'review done' });
    expect(open.body.value).toEqual({ id: p.id, status: 'active' });
    expect((await cashOf(risk, p.id))?.status).toBe('open');
    await p.accounts.tokenOf(p.username, p.password);
    expect(await auditCount('player.unfreeze', p.id)).toBe(1);
  });

  it('resets the password: the old one stops working, the temporary one must be changed', async () => {
    const p = await newPlayer();
    const reset = await call<{ temporaryPassword: string }>(
      'POST',
      `/bo/api/players/${p.id}/reset-password`,
      p.operator,
      {
        reason: 'player called support',
      },
    );
    expect(reset.status).toBe(200);
    const temporary = reset.body.value.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9]).{10,}$/);
    expect((await p.accounts.login(p.username, p.password)).status).not.toBe(200);
    const login = await p.accounts.login(p.username, temporary);
    expect(login.status).toBe(200);
    expect(login.body.value).toMatchObject({ changePasswordRequired: true, passwordExpired: true });
    expect(await mustChange(p.id)).toBe(true);
    // An explicit flag (decision 0036), not a date: the password's date is the reset's.
    const dated = await queryRows<{ epoch: boolean }>(
      t.ctx.database.db,
      sql`select password_changed_at = to_timestamp(0) as epoch from member where id = ${p.id}`,
    );
    expect(dated[0]?.epoch).toBe(false);
    const token = String((login.body.value as { token: string }).token);
    const changed = await p.accounts.call('PUT', '/wps/member/password', {
      token,
      body: { newPassword: 'mine12345', confirmNewPassword: 'mine12345' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await mustChange(p.id)).toBe(false);
    const again = await p.accounts.login(p.username, 'mine12345');
    expect(again.body.value).toMatchObject({ changePasswordRequired: false, passwordExpired: false });
    expect(await auditCount('player.password.reset', p.id)).toBe(1);
    expect(await auditMentions(t.ctx.database.db, temporary)).toBe(false);
  });

  it('turns the second factor off, audited', async () => {
    const p = await newPlayer();
    const res = await call('POST', `/bo/api/players/${p.id}/reset-totp`, p.operator, {
      reason: 'lost phone',
    });
    expect(res.status).toBe(200);
    expect(await auditCount('player.totp.reset', p.id)).toBe(1);
  });
});

describe('back office: balance adjustment', () => {
  it('credits once per request id, audited once with before and after', async () => {
    const p = await newPlayer();
    const finance = await operatorToken(t.app, 'finance');
    const body = {
      requestId: 'adj-credit-0001',
      direction: 'credit',
      amount: '125.50',
      reason: 'goodwill credit',
    };
    const first = await call<{ balanceBefore: string; balanceAfter: string; replayed: boolean }>(
      'POST',
      `/bo/api/players/${p.id}/adjust`,
      finance,
      body,
    );
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      balanceBefore: '0.00',
      balanceAfter: '125.50',
      replayed: false,
    });
    const replay = await call('POST', `/bo/api/players/${p.id}/adjust`, finance, body);
    expect(replay.body.value).toMatchObject({ balanceAfter: '125.50', replayed: true });
    expect((await cashOf(finance, p.id))?.balance).toBe('125.50');
    expect(await auditCount('player.balance.adjust', p.id)).toBe(1);
    const [entry] = await queryRows<{ before: unknown; after: { cash: string }; reason: string }>(
      t.ctx.database.db,
      sql`select before, after, reason from audit_entry where action = 'player.balance.adjust' and target_id = ${p.id}`,
    );
    expect(entry).toMatchObject({
      before: { cash: '0.00' },
      after: { cash: '125.50' },
      reason: 'goodwill credit',
    });

    const debit = await call<{ balanceAfter: string }>('POST', `/bo/api/players/${p.id}/adjust`, finance, {
      ...body,
      requestId: 'adj-debit-0001',
      direction: 'debit',
      amount: '25.5',
    });
    expect(debit.body.value.balanceAfter).toBe('100.00');
    const detail = await call<Detail>('GET', `/bo/api/players/${p.id}`, finance);
    expect(
      detail.body.value.ledger
        .filter((l) => l.type === 'adjustment')
        .map((l) => l.amount)
        .sort(),
    ).toEqual(['-25.50', '125.50']);
  });

  it('refuses bad amounts and overdrafts without moving money or auditing', async () => {
    const p = await newPlayer();
    const finance = await operatorToken(t.app, 'finance');
    const base = { requestId: 'adj-bad-00001', direction: 'credit', reason: 'testing limits' };
    // Each refusal names the amount: the console shows it beside the field (decision 0040).
    const tooLong = '1'.repeat(13);
    for (const amount of [
      '0',
      '0.00',
      '1.005',
      '10.123',
      '-5',
      '-0',
      '1e3',
      '1,000',
      '',
      ' ',
      'abc',
      tooLong,
    ]) {
      const res = await call<{ fields?: { field: string }[] }>(
        'POST',
        `/bo/api/players/${p.id}/adjust`,
        finance,
        { ...base, amount },
      );
      expect(res.status, amount).toBe(400);
      if (res.body.code === 'VALIDATION_FAILED')
        expect(
          res.body.value.fields?.map((f) => f.field),
          amount,
        ).toEqual(['body.amount']);
      else expect(res.body.code, amount).toBe('PLAYER_ADJUST_AMOUNT_INVALID');
    }
    const overdraft = await call('POST', `/bo/api/players/${p.id}/adjust`, finance, {
      ...base,
      direction: 'debit',
      amount: '10',
    });
    expect(overdraft.body.code).toBe('WALLET_INSUFFICIENT_FUNDS');
    const missingReason = await call('POST', `/bo/api/players/${p.id}/adjust`, finance, {
      ...base,
      amount: '5',
      reason: ' ',
    });
    expect(missingReason.status).toBe(400);
    for (const reason of ['', 'ab', 'x'.repeat(501)]) {
      const res = await call<{ fields?: { field: string }[] }>(
        'POST',
        `/bo/api/players/${p.id}/adjust`,
        finance,
        {
          ...base,
          amount: '5',
          reason,
        },
      );
      expect(
        res.body.value.fields?.map((f) => f.field),
        reason,
      ).toEqual(['body.reason']);
    }
    expect((await cashOf(finance, p.id))?.balance ?? '0.00').toBe('0.00');
    expect(await auditCount('player.balance.adjust', p.id)).toBe(0);
    const unknown = await call('POST', '/bo/api/players/999999999/adjust', finance, { ...base, amount: '5' });
    expect(unknown.body.code).toBe('PLAYER_NOT_FOUND');
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'moves money once when the same request races',
    async () => {
      const p = await newPlayer();
      const finance = await operatorToken(t.app, 'finance');
      const body = { requestId: 'adj-race-000001', direction: 'credit', amount: '7.00', reason: 'race test' };
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          call<{ replayed: boolean }>('POST', `/bo/api/players/${p.id}/adjust`, finance, body),
        ),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(answers.filter((a) => !a.body.value.replayed)).toHaveLength(1);
      expect((await cashOf(finance, p.id))?.balance).toBe('7.00');
      expect(await auditCount('player.balance.adjust', p.id)).toBe(1);
    },
  );
});
