import type { ContractType } from '@khela/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { agentsFixture, dhaka } from '../../test/agents-fixture.js';
import { useTestApp } from '../../test/harness.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { periodContaining } from './agents.periods.js';
import * as repo from './agents.repo.js';
import { createSettlementService } from './agents.settlement.js';

/**
 * Settlement runs (decision 0046) with hand-computed amounts on a three-level tree:
 * house → A (top agent) → B (sub-agent) → C (sub-agent), a member under each. Amounts in BDT.
 */
const t = useTestApp();
const f = agentsFixture(t);
const TZ = 'Asia/Dhaka';
const BDT = (major: number) => BigInt(Math.round(major * 100));

type Node = { id: string; username: string; type: number };
let A: Node;
let B: Node;
let C: Node;
let mA: Node;
let mB: Node;
let mC: Node;

const services = () => t.app.services.agents;
const cash = async (n: Node) => (await t.app.services.wallet.balancesOf(n.id)).cashMinor;
const commission = () => t.app.services.wallet.systemBalance('agent_commission');

/** house → A → B → C, each accepted, with one tier table per level. */
async function chain(
  type: ContractType,
  tiers: { minValidBet: string; minActive: number; rateBp: number }[][],
  period?: 'weekly',
) {
  const c = services().contracts;
  const [ta, tb, tc] = tiers as [(typeof tiers)[0], (typeof tiers)[0], (typeof tiers)[0]];
  const offerA = await c.offerFromHouse('1', A, {
    downline: A.username,
    type,
    tiers: ta,
    ...(period ? { period } : {}),
  });
  await c.answer(f.principal(A), callOf(type), { id: offerA.id, action: 'accept' });
  const offerB = await c.offer(f.principal(A), { downline: B.username, type, tiers: tb });
  await c.answer(f.principal(B), callOf(type), { id: offerB.id, action: 'accept' });
  const offerC = await c.offer(f.principal(B), { downline: C.username, type, tiers: tc });
  await c.answer(f.principal(C), callOf(type), { id: offerC.id, action: 'accept' });
}
const callOf = (type: ContractType) =>
  (
    ({
      dividend: 'MCS2_processDividendReq',
      daily: 'MCS2_processDailySalContract',
      hourly: 'MCS2_processContractHourSalary',
      realtime: 'MCSFE_processRealTimeSalaryContract',
    }) as const
  )[type];

async function payoutsOf(type: string, start: Date) {
  const { rows } = (await t.ctx.database.db.execute(sql`
    select m.username, p.amount_minor::text as amount, p.gross_minor::text as gross, p.carry_out_minor::text as carry,
           p.status, p.rate_bp as rate
    from agent_payout p join member m on m.id = p.agent_id
    where p.type = ${type} and p.period_start = ${start} order by p.agent_id`)) as unknown as {
    rows: { username: string; amount: string; gross: string; carry: string; status: string; rate: number }[];
  };
  return Object.fromEntries(rows.map((r) => [r.username, r]));
}

beforeAll(async () => {
  t.setNow(dhaka(1, '00:00'));
  await f.enable('AGENTPOLICY', 'DAILYSALARY', 'HOURSALARY', 'REALTIMESALARY', 'DIVIDENDCT');
  t.setNow(new Date('2026-05-31T10:00:00+06:00'));
  A = await f.member(1, null, 'sTopA');
  B = await f.member(2, A, 'sSubB');
  C = await f.member(2, B, 'sSubC');
  mA = await f.member(0, A);
  mB = await f.member(0, B);
  mC = await f.member(0, C);
  await chain('daily', [
    [
      { minValidBet: '0', minActive: 0, rateBp: 50 },
      { minValidBet: '5000', minActive: 2, rateBp: 100 },
    ],
    [
      { minValidBet: '0', minActive: 0, rateBp: 40 },
      { minValidBet: '5000', minActive: 2, rateBp: 60 },
    ],
    [{ minValidBet: '0', minActive: 0, rateBp: 30 }],
  ]);
  await chain(
    'dividend',
    [
      [{ minValidBet: '0', minActive: 0, rateBp: 4000 }],
      [{ minValidBet: '0', minActive: 0, rateBp: 3000 }],
      [{ minValidBet: '0', minActive: 0, rateBp: 2000 }],
    ],
    'weekly',
  );
  await chain('realtime', [
    [{ minValidBet: '0', minActive: 0, rateBp: 20 }],
    [{ minValidBet: '0', minActive: 0, rateBp: 15 }],
    [{ minValidBet: '0', minActive: 0, rateBp: 10 }],
  ]);
  await chain('hourly', [
    [{ minValidBet: '0', minActive: 0, rateBp: 12 }],
    [{ minValidBet: '0', minActive: 0, rateBp: 8 }],
    [{ minValidBet: '0', minActive: 0, rateBp: 5 }],
  ]);
  // Day 1 (Monday 1 June): mA 1,000 staked, 500 won; mB 2,000 lost; mC 4,000 staked, 3,000 won.
  await f.round(mA, BDT(1000), BDT(500), dhaka(1, '10:01'));
  await f.round(mB, BDT(2000), 0n, dhaka(1, '10:02'));
  await f.round(mC, BDT(4000), BDT(3000), dhaka(1, '10:03'));
  // Opened on day 1, settled on day 2: counts on day 2.
  await f.round(mC, BDT(100), 0n, dhaka(1, '23:58'), dhaka(2, '00:03'));
  // Play money never counts.
  await f.round(mC, BDT(9999), 0n, dhaka(1, '11:00'), dhaka(1, '11:00'), { playMoney: true });
});

describe('daily salary, three levels, differential', () => {
  it('pays each agent its rate on its team less what its downline agents earned on the same turnover', async () => {
    t.setNow(dhaka(2, '00:06'));
    const before = { A: await cash(A), B: await cash(B), C: await cash(C), house: await commission() };
    const outcome = await services().settlement.settle(
      'daily',
      periodContaining('day', dhaka(1), TZ),
      'test',
    );
    expect(outcome.outcome).toBe('settled');
    // V(C) = 4,000 → 0.30 % = 12.00; V(B) = 6,000 with 2 active → 0.60 % = 36.00; V(A) = 7,000, 3 active → 1 % = 70.00.
    const paid = await payoutsOf('daily', periodContaining('day', dhaka(1), TZ).start);
    expect(paid.sSubC).toMatchObject({ gross: '1200', amount: '1200', rate: 30, status: 'paid' });
    expect(paid.sSubB).toMatchObject({ gross: '3600', amount: '2400', rate: 60, status: 'paid' });
    expect(paid.sTopA).toMatchObject({ gross: '7000', amount: '3400', rate: 100, status: 'paid' });
    expect((await cash(C)) - before.C).toBe(BDT(12));
    expect((await cash(B)) - before.B).toBe(BDT(24));
    expect((await cash(A)) - before.A).toBe(BDT(34));
    // Zero-sum: the commission account paid exactly what the agents received.
    expect(before.house - (await commission())).toBe(BDT(70));
  });

  it('a late settlement lands in the next day, not in the closed one', async () => {
    t.setNow(dhaka(3, '00:06'));
    await services().settlement.settle('daily', periodContaining('day', dhaka(2), TZ), 'test');
    const paid = await payoutsOf('daily', periodContaining('day', dhaka(2), TZ).start);
    // 100.00 settled on day 2, one active member: C 0.30 % = 0.30, B 0.40 % = 0.40, A 0.50 % = 0.50.
    expect(paid.sSubC).toMatchObject({ amount: '30' });
    expect(paid.sSubB).toMatchObject({ amount: '10' });
    expect(paid.sTopA).toMatchObject({ amount: '10' });
    // Day 1's payouts were not rewritten.
    expect((await payoutsOf('daily', periodContaining('day', dhaka(1), TZ).start)).sSubC?.amount).toBe(
      '1200',
    );
  });

  it('running a settled period again pays nobody twice', async () => {
    const before = [await cash(A), await cash(B), await cash(C)];
    const again = await services().settlement.settle('daily', periodContaining('day', dhaka(1), TZ), 'test');
    expect(again.outcome).toBe('already');
    expect([await cash(A), await cash(B), await cash(C)]).toEqual(before);
  });

  it('refuses a period that has not closed', async () => {
    t.setNow(dhaka(3, '00:02'));
    await expect(
      services().settlement.settle('daily', periodContaining('day', dhaka(3), TZ), 'test'),
    ).rejects.toMatchObject({ code: 'AGENT_PERIOD_OPEN' });
  });
});

describe('real-time and hourly salary', () => {
  it('settles one 5-minute slot and one local hour on the bets that settled in them', async () => {
    // Day 1 10:00–10:05 holds all three day-1 rounds: V(C) 4,000, V(B) 6,000, V(A) 7,000.
    t.setNow(dhaka(1, '10:11'));
    const slot = periodContaining('5min', dhaka(1, '10:01'), TZ);
    expect((await services().settlement.settle('realtime', slot, 'test')).outcome).toBe('settled');
    const rt = await payoutsOf('realtime', slot.start);
    // C 0.10 % of 4,000 = 4.00; B 0.15 % of 6,000 = 9.00 − 4.00; A 0.20 % of 7,000 = 14.00 − 9.00.
    expect([rt.sSubC?.amount, rt.sSubB?.amount, rt.sTopA?.amount]).toEqual(['400', '500', '500']);
    t.setNow(dhaka(1, '11:06'));
    const hour = periodContaining('hour', dhaka(1, '10:30'), TZ);
    expect(hour.start.toISOString()).toBe(dhaka(1, '10:00').toISOString());
    await services().settlement.settle('hourly', hour, 'test');
    const h = await payoutsOf('hourly', hour.start);
    // C 0.05 % of 4,000 = 2.00; B 0.08 % of 6,000 = 4.80 − 2.00; A 0.12 % of 7,000 = 8.40 − 4.80.
    expect([h.sSubC?.amount, h.sSubB?.amount, h.sTopA?.amount]).toEqual(['200', '280', '360']);
  });
});

describe('weekly dividend with a losing week carried over', () => {
  it('pays week 1, carries week 2’s loss, and pays week 3 net of it; a large dividend waits for approval', async () => {
    const week = (day: number) => periodContaining('weekly', dhaka(day), TZ);
    // Week 1: net loss C 1,100 (4,000 − 3,000 + 100 late), B 3,100, A 3,600.
    t.setNow(dhaka(8, '00:06'));
    await services().settlement.settle('dividend', week(1), 'test');
    const w1 = await payoutsOf('dividend', week(1).start);
    // C 20 % = 220; B 30 % of 3,100 = 930 − 220 = 710; A 40 % of 3,600 = 1,440 − 930 = 510.
    expect([w1.sSubC?.amount, w1.sSubB?.amount, w1.sTopA?.amount]).toEqual(['22000', '71000', '51000']);
    // Week 2: mC wins 5,000 net: every team's net loss is −5,000.
    await f.round(mC, BDT(1000), BDT(6000), dhaka(9, '12:00'));
    t.setNow(dhaka(15, '00:06'));
    await services().settlement.settle('dividend', week(8), 'test');
    const w2 = await payoutsOf('dividend', week(8).start);
    // C −1,000; B −1,500 − (−1,000) = −500; A −2,000 − (−1,500) = −500: nothing paid, all carried.
    expect([w2.sSubC?.carry, w2.sSubB?.carry, w2.sTopA?.carry]).toEqual(['-100000', '-50000', '-50000']);
    expect([w2.sSubC?.status, w2.sSubB?.status, w2.sTopA?.status]).toEqual([
      'nothing_due',
      'nothing_due',
      'nothing_due',
    ]);
    // Week 3: mB loses 3,000. B 900 − 0 + carry −500 = 400 (above the 300 approval line: waits);
    // A 1,200 − 900 − 500 = −200 carried. C's team did nothing: C has no row for the week
    // (decision 0050) and its −1,000 stays on week 2's.
    await t.app.services.system.setSetting('AGENTDIVAPPROVAL', 300);
    await f.round(mB, BDT(3000), 0n, dhaka(16, '12:00'));
    t.setNow(dhaka(22, '00:06'));
    const before = await cash(B);
    await services().settlement.settle('dividend', week(15), 'test');
    const w3 = await payoutsOf('dividend', week(15).start);
    expect(w3.sSubB).toMatchObject({ amount: '40000', status: 'awaiting_approval' });
    expect(w3.sTopA).toMatchObject({ amount: '0', carry: '-20000' });
    expect(w3.sSubC).toBeUndefined();
    expect(await cash(B)).toBe(before);
    const { rows } = (await t.ctx.database.db.execute(
      sql`select id::text from agent_payout where status = 'awaiting_approval'`,
    )) as unknown as { rows: { id: string }[] };
    await services().settlement.decidePayout('1', rows[0]?.id ?? '', true);
    expect((await cash(B)) - before).toBe(BDT(400));
    await expect(services().settlement.decidePayout('1', rows[0]?.id ?? '', true)).rejects.toMatchObject({
      code: 'AGENT_PAYOUT_NOT_AWAITING',
    });
    expect((await cash(B)) - before).toBe(BDT(400));
    // Week 4: mC loses 1,500. C 300 + the −1,000 carried since week 2 = −700 carried; B 450 − 300 =
    // 150 (carry 0 after week 3's pay): paid; A 600 − 450 − 200 = −50 carried.
    await f.round(mC, BDT(1500), 0n, dhaka(23, '12:00'));
    t.setNow(dhaka(29, '00:06'));
    await services().settlement.settle('dividend', week(22), 'test');
    const w4 = await payoutsOf('dividend', week(22).start);
    expect(w4.sSubC).toMatchObject({ amount: '0', carry: '-70000', status: 'nothing_due' });
    expect(w4.sSubB).toMatchObject({ amount: '15000', status: 'paid' });
    expect(w4.sTopA).toMatchObject({ amount: '0', carry: '-5000' });
  });
});

describe('a run killed mid-way', () => {
  /** A settlement worker whose wallet dies on its first posting, before or after the posting commits. */
  function dyingWorker(when: 'before' | 'after') {
    const wallet = t.app.services.wallet;
    let calls = 0;
    const dying: WalletService = {
      ...wallet,
      executeBulkThen: async (input, then) => {
        calls += 1;
        if (calls === 1 && when === 'before') throw new Error('worker killed');
        const result = await wallet.executeBulkThen(input, then);
        if (calls === 1) throw new Error('worker killed');
        return result;
      },
    };
    return createSettlementService({
      ctx: t.ctx,
      wallet: dying,
      accounts: t.app.services.accounts,
      vendors: t.app.services.vendors,
      system: t.app.services.system,
      audit: t.app.services.audit,
      site: t.app.services.system.site,
    });
  }
  const gains = async (before: bigint[]) => [
    (await cash(C)) - (before[2] ?? 0n),
    (await cash(B)) - (before[1] ?? 0n),
    (await cash(A)) - (before[0] ?? 0n),
  ];
  const operationsOf = async (period: { start: Date }) =>
    Number(
      (
        (await t.ctx.database.db.execute(sql`
          select count(*)::int as n from wallet_operation
          where idempotency_key like ${`agents:pay:daily:day:${period.start.toISOString()}:%`}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );

  for (const [when, day] of [
    ['before', 4],
    ['after', 5],
  ] as const) {
    it(`pays exactly once when resumed after its lease (killed ${when} the payment committed), and the ledger reconciles`, async () => {
      await f.round(mA, BDT(500), 0n, dhaka(day, '09:00'));
      await f.round(mB, BDT(500), 0n, dhaka(day, '09:00'));
      await f.round(mC, BDT(500), 0n, dhaka(day, '09:00'));
      const period = periodContaining('day', dhaka(day), TZ);
      const before = [await cash(A), await cash(B), await cash(C)];
      t.setNow(dhaka(day + 1, '00:06'));
      await expect(dyingWorker(when).settle('daily', period, 'test')).rejects.toThrow('worker killed');
      // Another instance while the lease holds: hands off.
      expect((await services().settlement.settle('daily', period, 'test')).outcome).toBe('busy');
      // After the lease: resumed; what had landed is replayed, not paid again.
      t.setNow(dhaka(day + 1, '00:20'));
      expect((await services().settlement.settle('daily', period, 'test')).outcome).toBe('settled');
      // 1,500 that day, each level one member: C 0.30 % of 500 = 1.50; B 0.40 % of 1,000 = 4.00 − 1.50;
      // A 0.50 % of 1,500 = 7.50 − 4.00.
      expect(await gains(before)).toEqual([BDT(1.5), BDT(2.5), BDT(3.5)]);
      // The three agents were paid in one wallet operation (one pay batch), once.
      expect(await operationsOf(period)).toBe(1);
      expect((await payoutsOf('daily', period.start)).sSubC?.status).toBe('paid');
      const report = await t.app.services.wallet.reconcile();
      expect(report).toMatchObject({ clean: true, problems: [] });
    });
  }
});

describe('an agent whose account is closed', () => {
  const statuses = async (period: { start: Date }) => {
    const paid = await payoutsOf('daily', period.start);
    return [paid.sSubC?.status, paid.sSubB?.status, paid.sTopA?.status];
  };

  it('is set aside while the others in its batch are paid, and paid once on a later pass after it reopens', async () => {
    const day = 6;
    await f.round(mA, BDT(500), 0n, dhaka(day, '09:00'));
    await f.round(mB, BDT(500), 0n, dhaka(day, '09:00'));
    await f.round(mC, BDT(500), 0n, dhaka(day, '09:00'));
    const period = periodContaining('day', dhaka(day), TZ);
    const before = [await cash(C), await cash(B), await cash(A)];
    const gains = async () => [
      (await cash(C)) - (before[0] ?? 0n),
      (await cash(B)) - (before[1] ?? 0n),
      (await cash(A)) - (before[2] ?? 0n),
    ];
    await t.app.services.wallet.setAccountStatus({ player: B.id, kind: 'cash' }, 'closed');
    t.setNow(dhaka(day + 1, '00:06'));
    // The batch of three is refused for B's account; A and C are paid in a new batch, B waits.
    expect((await services().settlement.settle('daily', period, 'test')).outcome).toBe('incomplete');
    expect(await gains()).toEqual([BDT(1.5), 0n, BDT(3.5)]);
    expect(await statuses(period)).toEqual(['paid', 'due', 'paid']);
    // Still closed on the next pass: still waiting, nothing paid twice.
    t.setNow(dhaka(day + 1, '00:20'));
    expect((await services().settlement.settle('daily', period, 'test')).outcome).toBe('incomplete');
    expect(await gains()).toEqual([BDT(1.5), 0n, BDT(3.5)]);
    // Reopened: the pass after pays B, once, and closes the run.
    await t.app.services.wallet.setAccountStatus({ player: B.id, kind: 'cash' }, 'open');
    t.setNow(dhaka(day + 1, '00:35'));
    const settled = await services().settlement.settle('daily', period, 'test');
    expect(settled).toMatchObject({ outcome: 'settled', agents: 3, paidMinor: BDT(7.5) });
    expect(await gains()).toEqual([BDT(1.5), BDT(2.5), BDT(3.5)]);
    expect(await statuses(period)).toEqual(['paid', 'paid', 'paid']);
    expect((await services().settlement.settle('daily', period, 'test')).outcome).toBe('already');
    expect(await gains()).toEqual([BDT(1.5), BDT(2.5), BDT(3.5)]);
    expect(await t.app.services.wallet.reconcile()).toMatchObject({ clean: true, problems: [] });
  });
});

describe('a real-time slot the roll-up has stored', () => {
  it('is paid from the stored figures, the same payouts as from the valid bets', async () => {
    // Day 30, 10:00–10:05: mC stakes 100.00 and agent B itself 50.00 (its own play counts for
    // its contract and its upline's): V(C) = 100, V(B) = V(A) = 150; C one active, B and A two.
    await f.round(mC, BDT(100), 0n, dhaka(30, '10:01'));
    await f.round(B, BDT(50), BDT(20), dhaka(30, '10:02'));
    const slot = periodContaining('5min', dhaka(30, '10:01'), TZ);
    t.setNow(dhaka(30, '10:11'));
    await services().rollup.run();
    const stored = await t.ctx.database.db.execute(
      sql`select count(*)::int as n from agent_team_slot where slot_start = ${slot.start}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(3);
    const sources = (figures: ReturnType<typeof repo.liveFigures>) => ({
      contracts: repo.contractsInForceCte('realtime', '5min', slot.end),
      figures,
      carry: sql`carry as (select null::bigint as agent_id, null::bigint as carry where false)`,
    });
    const rules = { dividend: false, approvalAboveMinor: 0n, payBatch: 1_000 };
    const live = await repo.computedPayouts(
      t.ctx.database.db,
      sources(repo.liveFigures(slot.start, slot.end, 'BDT')),
      rules,
    );
    const fromStore = await repo.computedPayouts(
      t.ctx.database.db,
      sources(repo.storedSlotFigures(slot.start, 'BDT')),
      rules,
    );
    expect(fromStore).toEqual(live);
    expect(live.map((p) => [p.teamValidBetMinor, p.activeMembers])).toEqual(
      expect.arrayContaining([
        [BDT(100), 1],
        [BDT(150), 2],
        [BDT(150), 2],
      ]),
    );

    expect((await services().settlement.settle('realtime', slot, 'test')).outcome).toBe('settled');
    const rt = await payoutsOf('realtime', slot.start);
    // C 0.10 % of 100 = 0.10; B 0.15 % of 150 = 0.225 → 0.22 − 0.10; A 0.20 % of 150 = 0.30 − 0.22.
    expect([rt.sSubC?.amount, rt.sSubB?.amount, rt.sTopA?.amount]).toEqual(['10', '12', '8']);
  });
});

describe('payouts marked paid in place (decision 0050)', () => {
  it('no index of agent_payout holds a column a pay batch changes, and its pages keep room', async () => {
    const db = t.ctx.database.db;
    const indexes = await queryRows<{ def: string }>(
      db,
      sql`select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = 'agent_payout'::regclass`,
    );
    expect(indexes.length).toBeGreaterThanOrEqual(4);
    // agents_mark_batch_paid sets status, wallet_operation_id and paid_at: none may be indexed
    // (key or predicate), or every payout of a batch is written again into every index.
    for (const { def } of indexes) expect(def).not.toMatch(/status|wallet_operation_id|paid_at/);
    const [table] = await queryRows<{ options: string[] | null }>(
      db,
      sql`select reloptions as options from pg_class where oid = 'agent_payout'::regclass`,
    );
    expect(table?.options).toContain('fillfactor=40');
  });
});
