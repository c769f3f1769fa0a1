import { localDay, startOfLocalDay } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { depositsClient } from '../../test/deposits-client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';

const t = useTestApp();
const dhakaDay = (at: Date) => ({
  day: localDay(at, 'Asia/Dhaka'),
  start: startOfLocalDay(at, 'Asia/Dhaka'),
});

type Totals = {
  deposits: string;
  withdrawals: string;
  ggr: string;
  newPlayers: number;
  activePlayers: number;
};
type Dashboard = { currency: string; today: Totals; month: Totals; daily: (Totals & { day: string })[] };
type Outbox = { list: { channel: string; recipient: string; purpose: string }[]; total: number };

async function get<T>(url: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { status: res.statusCode, body: res.json<{ value: T; code?: string }>() };
}

/** A paid deposit row at `paidAt` (the dashboard only reads; paying goes through the deposits flow elsewhere). */
async function paidDeposit(memberId: string, amountMinor: bigint, paidAt: Date) {
  const [channel] = await queryRows<{ code: string; kind: string }>(
    t.ctx.database.db,
    sql`select code, kind from payment_channel limit 1`,
  );
  if (!channel) throw new Error('no payment channel seeded');
  await queryRows(
    t.ctx.database.db,
    sql`insert into deposit_order (member_id, username, request_id, channel_code, channel_kind, currency,
          amount_minor, fee_minor, credit_minor, status, created_at, expires_at, paid_at)
        values (${BigInt(memberId)}, 'x', ${`dash-${paidAt.getTime()}`}, ${channel.code}, ${channel.kind}, 'BDT',
          ${amountMinor}, 0, ${amountMinor}, 'paid', ${paidAt}, ${paidAt}, ${paidAt})`,
  );
}

describe('dhakaDay', () => {
  it('starts the day at 18:00 UTC the evening before', () => {
    expect(dhakaDay(new Date('2026-11-20T17:59:59Z'))).toEqual({
      day: '2026-11-20',
      start: new Date('2026-11-19T18:00:00Z'),
    });
    expect(dhakaDay(new Date('2026-11-20T18:00:00Z'))).toEqual({
      day: '2026-11-21',
      start: new Date('2026-11-20T18:00:00Z'),
    });
  });
});

describe('back office: dashboard', () => {
  it('counts deposits and players by Dhaka day, today, this month and per day', async () => {
    const now = new Date('2026-11-21T06:00:00Z');
    t.setNow(now);
    onTestFinished(() => t.setNow(new Date()));
    const token = await operatorToken(t.app, 'content', { now });
    const before = (await get<Dashboard>('/bo/api/dashboard', token)).body.value;
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1)?.day).toBe('2026-11-21');

    const member = await depositsClient(t).memberSession();
    const todayStart = new Date('2026-11-20T18:00:00Z');
    await paidDeposit(member.memberId, 10_000n, new Date(todayStart.getTime() + 60_000)); // 00:01 Dhaka today
    await paidDeposit(member.memberId, 2_500n, new Date(todayStart.getTime() - 60_000)); // 23:59 Dhaka yesterday

    const after = (await get<Dashboard>('/bo/api/dashboard', token)).body.value;
    const plus = (a: string, b: string) => (Number(a) + Number(b)).toFixed(2);
    expect(after.today.deposits).toBe(plus(before.today.deposits, '100.00'));
    expect(after.month.deposits).toBe(plus(before.month.deposits, '125.00'));
    expect(after.daily.find((d) => d.day === '2026-11-20')?.deposits).toBe(
      plus(before.daily.find((d) => d.day === '2026-11-20')?.deposits ?? '0', '25.00'),
    );
    expect(after.today.activePlayers).toBe(before.today.activePlayers + 1);
    expect(after.month.activePlayers).toBe(before.month.activePlayers + 1);
  });
});

describe('back office: outbox', () => {
  it('lists the SMS and email outbox filtered by channel and recipient; bad filters are refused', async () => {
    const token = await operatorToken(t.app, 'support');
    const now = t.ctx.now();
    await queryRows(
      t.ctx.database.db,
      sql`insert into outbox_message (channel, recipient, purpose, body, provider, status, created_at)
          values ('sms', '+8801711000111', 'register', 'code 123456', 'outbox', 'stored', ${now}),
                 ('email', 'a@khela.test', 'verify-ip', 'hello', 'outbox', 'stored', ${now})`,
    );
    const sms = await get<Outbox>('/bo/api/messages/outbox?channel=sms&recipient=1711000111', token);
    expect(sms.status).toBe(200);
    expect(sms.body.value.list).toEqual([expect.objectContaining({ channel: 'sms', purpose: 'register' })]);
    const all = await get<Outbox>('/bo/api/messages/outbox?pageSize=100', token);
    expect(all.body.value.total).toBeGreaterThanOrEqual(2);
    expect((await get('/bo/api/messages/outbox?channel=fax', token)).status).toBe(400);
  });
});
