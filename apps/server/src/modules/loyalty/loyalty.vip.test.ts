import type { BoVipMemberValue, VipLadderValue, VipPageValue } from '@khela/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { level, type Member, TEST_LADDER, vipKit } from '../../test/loyalty-vip-client.js';
import { operatorToken } from '../../test/operators.js';
import { auditEntry } from '../audit/audit.tables.js';
import { vipUntil } from './loyalty.vip.evaluate.js';
import { vipBonus, vipChange, vipRun } from './loyalty.vip.tables.js';

/**
 * VIP levels (decision 0063): the routes (player, guest, trial, operator roles), the rule as the
 * evaluator stores it (upgrade with its level-up bonuses once, downgrade on a failed retention
 * check, the grace of a new level), the periodic bonus once per period, the manual level, the
 * benefits other modules read, and on PostgreSQL 20 parallel evaluations paying once.
 */
// Each test walks weeks of site time through real rounds and deposits: slower than one call.
vi.setConfig({ testTimeout: 120_000 });
const t = useTestApp();
const kit = vipKit(t);
const { call, memberSession, round, deposit, saveLadder, putLadder, vip, rankOf, promotionBalance } = kit;
const op = (role: 'content' | 'support' | 'finance') => operatorToken(t.app, role, { now: t.ctx.now() });
const MIN = 60 * 1000;
const DAY = 24 * 60 * MIN;
/** 12:00 in Dhaka on Saturday 2026-11-21; the site weeks start on Mondays (Sun 18:00 UTC). */
const NOW = new Date('2026-11-21T06:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

const changesOf = (m: Member) =>
  kit
    .db()
    .select()
    .from(vipChange)
    .where(eq(vipChange.memberId, BigInt(m.memberId)))
    .orderBy(vipChange.at, vipChange.id);
const bonusesOf = (m: Member) =>
  kit
    .db()
    .select()
    .from(vipBonus)
    .where(eq(vipBonus.memberId, BigInt(m.memberId)))
    .orderBy(vipBonus.id);

/** A member at Silver (rank 2) since the slot of NOW − 1 h: 60 taka of valid bet, 250 deposited. */
async function silver(): Promise<Member> {
  t.setNow(NOW);
  const m = await memberSession();
  await round(m, 6000n, at(-60 * MIN));
  await deposit(m, '250');
  return m;
}

describe('the VIP page', () => {
  it('shows a member the ladder, the level, the progress and the retention; a guest the ladder only', async () => {
    t.setNow(NOW);
    await saveLadder();
    const m = await memberSession();
    await round(m, 1500n, at(-30 * MIN));
    t.setNow(at(10 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    const res = await call<VipPageValue>('GET', '/wps/vip', { token: m.token });
    expect(res.status, res.text).toBe(200);
    const page = res.body.value;
    expect(page).toMatchObject({
      currency: 'BDT',
      windowDays: 7,
      retentionPeriod: 'week',
      bonusPeriod: 'week',
    });
    expect(page.levels.map((l) => [l.rank, l.label, l.upgradeValidBet, l.levelUpBonus])).toEqual([
      [1, 'Bronze', '10.00', '1.00'],
      [2, 'Silver', '50.00', '3.00'],
      [3, 'Gold', '2000.00', '10.00'],
    ]);
    expect(page.levels[0]?.rebateRates).toEqual([{ gameType: 'RNG', rateBp: 50 }]);
    expect(page.me).toMatchObject({
      rank: 1,
      label: 'Bronze',
      validBet: '15.00',
      deposit: '0.00',
      next: { rank: 2, label: 'Silver', validBet: '50.00', deposit: '200.00' },
      retention: { validBet: '15.00', keepValidBet: '5.00', kept: true, grace: true },
    });
    const bn = await call<VipPageValue>('GET', '/wps/vip', { token: m.token, lang: 'bn' });
    expect(bn.body.value.me?.label).toBe('স্তর 1');

    const guest = await call<VipPageValue>('GET', '/wps/vip/ladder');
    expect(guest.status, guest.text).toBe(200);
    expect(guest.body.value.me).toBeNull();
    expect(guest.body.value.levels).toHaveLength(3);
    t.setNow(new Date());
  });

  it('refuses a guest (NOT_LOGGED_IN) and a trial account (IN_NEED_TRUE_ACCOUNT)', async () => {
    const asGuest = await call('GET', '/wps/vip');
    expect([asGuest.status, asGuest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
    const trial = await memberSession(4);
    const asTrial = await call('GET', '/wps/vip', { token: trial.token });
    expect([asTrial.status, asTrial.body.code]).toEqual([403, 'IN_NEED_TRUE_ACCOUNT']);
  });
});

describe('the ladder editor', () => {
  it('reads with loyalty.view, saves with loyalty.manage (audited), and checks the thresholds rise', async () => {
    t.setNow(NOW);
    const read = await call<VipLadderValue>('GET', '/bo/api/loyalty/vip/ladder', {
      token: await op('support'),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body.value.currency).toBe('BDT');
    expect((await call('GET', '/bo/api/loyalty/vip/ladder')).status).toBe(401);
    expect((await putLadder(TEST_LADDER, 'support')).status).toBe(403);

    const falling = {
      ...TEST_LADDER,
      levels: [
        level(1, 'A', ['100', '0'], ['5', '0'], ['1', '0']),
        level(2, 'B', ['50', '0'], ['5', '0'], ['1', '0']),
      ],
    };
    const refused = await putLadder(falling);
    expect([refused.status, refused.body.code]).toEqual([400, 'VIP_LADDER_INVALID']);
    expect(refused.body.message).toContain('levels.1.upgradeValidBet');
    const same = {
      ...TEST_LADDER,
      levels: [
        level(1, 'A', ['100', '10'], ['5', '0'], ['1', '0']),
        level(2, 'B', ['100', '10'], ['5', '0'], ['1', '0']),
      ],
    };
    expect((await putLadder(same)).body.code).toBe('VIP_LADDER_INVALID');
    const keepAbove = { ...TEST_LADDER, levels: [level(1, 'A', ['10', '0'], ['50', '0'], ['1', '0'])] };
    expect((await putLadder(keepAbove)).body.message).toContain('levels.0.keepValidBet');
    const gap = { ...TEST_LADDER, levels: [level(2, 'A', ['10', '0'], ['5', '0'], ['1', '0'])] };
    expect((await putLadder(gap)).body.message).toContain('levels.0.rank');
    const badAmount = { ...TEST_LADDER, levels: [level(1, 'A', ['10.123', '0'], ['5', '0'], ['1', '0'])] };
    expect((await putLadder(badAmount)).status).toBe(400);

    const saved = await putLadder(TEST_LADDER);
    expect(saved.status, saved.text).toBe(200);
    const audits = await kit
      .db()
      .select()
      .from(auditEntry)
      .where(eq(auditEntry.action, 'loyalty.vip.ladder'));
    expect(audits.length).toBeGreaterThan(0);
    t.setNow(new Date());
  });
});

describe('evaluation', () => {
  it('raises a member to the highest level reached, pays each level-up bonus once, and tells member info', async () => {
    await saveLadder();
    const m = await silver();
    const before = await promotionBalance();
    t.setNow(at(10 * MIN));
    const first = await vip().evaluate(BigInt(m.memberId));
    expect(first.rank).toBe(2);
    // The bet's slot (an hour ago) reaches Bronze; the deposit (now) Silver.
    expect(first.changes.map((c) => [c.fromRank, c.toRank, c.reason])).toEqual([
      [0, 1, 'upgrade'],
      [1, 2, 'upgrade'],
    ]);
    expect((await bonusesOf(m)).map((b) => [b.kind, b.rank, b.amountMinor])).toEqual([
      ['level_up', 1, 100n],
      ['level_up', 2, 300n],
    ]);
    expect(before - (await promotionBalance())).toBe(400n);
    // Again: nothing new, nothing paid.
    expect((await vip().evaluate(BigInt(m.memberId))).changes).toEqual([]);
    expect(before - (await promotionBalance())).toBe(400n);
    const history = await changesOf(m);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ fromRank: 0, toRank: 1, validBetMinor: 6000n, depositMinor: 0n });
    expect(history[1]).toMatchObject({ fromRank: 1, toRank: 2, validBetMinor: 6000n });
    expect(history[1]?.depositMinor).toBeGreaterThanOrEqual(20_000n);

    const info = await call<{ hasVip: boolean; vipLabel: string; rankLevel: number }>(
      'GET',
      '/wps/member/info',
      {
        token: m.token,
      },
    );
    expect(info.body.value).toMatchObject({ hasVip: true, vipLabel: 'Silver', rankLevel: 2 });
    const id = BigInt(m.memberId);
    expect(await vip().pointsRateBasisPoints(id)).toBe(12_000);
    expect(await vip().rebateBasisPoints(id, 'RNG')).toBe(100);
    expect(await vip().rebateBasisPoints(id, 'LIVE')).toBe(20);
    expect(await vip().withdrawalLimits(id)).toEqual({ dailyCount: 5, dailyAmountMinor: 2_000_000n });
    expect(await vip().membersAtLevels([2])).toContain(m.memberId);
    expect(await vip().membersAtLevels([1, 3])).not.toContain(m.memberId);
    t.setNow(new Date());
  });

  it('drops a level at a retention check the member fails, after the grace of the period the level was reached in', async () => {
    await saveLadder();
    const m = await silver();
    t.setNow(at(10 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    // Monday 23rd: the level was reached in the week that ended, so that week is not checked.
    t.setNow(at(2 * DAY));
    await vip().evaluate(BigInt(m.memberId));
    expect(await rankOf(m)).toBe(2);
    // Monday 30th: a whole week at Silver without 20 taka of valid bet: Bronze.
    t.setNow(at(9 * DAY));
    await vip().evaluate(BigInt(m.memberId));
    expect(await rankOf(m)).toBe(1);
    // A bet of 6 taka keeps Bronze (5) at the next check … but not the check after.
    await round(m, 600n, at(10 * DAY));
    t.setNow(at(16 * DAY));
    await vip().evaluate(BigInt(m.memberId));
    expect(await rankOf(m)).toBe(1);
    t.setNow(at(23 * DAY));
    await vip().evaluate(BigInt(m.memberId));
    expect(await rankOf(m)).toBe(0);
    expect((await changesOf(m)).map((c) => [c.fromRank, c.toRank, c.reason])).toEqual([
      [0, 1, 'upgrade'],
      [1, 2, 'upgrade'],
      [2, 1, 'downgrade'],
      [1, 0, 'downgrade'],
    ]);
    // Reaching the levels again pays no level-up bonus twice.
    await round(m, 6000n, at(23 * DAY + 60 * MIN));
    t.setNow(at(23 * DAY + 2 * 60 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    expect(await rankOf(m)).toBe(1);
    expect((await bonusesOf(m)).map((b) => b.rank)).toEqual([1, 2]);
    t.setNow(new Date());
  });

  it('the sweep finds the members with recent play and raises them', async () => {
    await saveLadder();
    t.setNow(NOW);
    const m = await memberSession();
    await round(m, 1200n, at(-20 * MIN));
    t.setNow(at(10 * MIN));
    const swept = await vip().sweep();
    expect(swept.evaluated).toBeGreaterThan(0);
    expect(await rankOf(m)).toBe(1);
    const cursor = await kit.db().select().from(vipRun).where(eq(vipRun.key, 'scan'));
    expect(cursor[0]?.until?.getTime()).toBe(vipUntil(at(10 * MIN)).getTime());
    t.setNow(new Date());
  });
});

describe('the periodic bonus', () => {
  it('pays the level held at the end of the week once per member and week', async () => {
    await saveLadder();
    const m = await silver();
    t.setNow(at(10 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    const before = await promotionBalance();
    // Monday 23rd, noon: the week of the 16th has ended.
    t.setNow(at(2 * DAY));
    const run = await vip().payPeriodic();
    expect(run?.period).toBe('week:2026-11-15T18:00:00.000Z');
    const periodic = (await bonusesOf(m)).filter((b) => b.kind === 'periodic');
    expect(periodic.map((b) => [b.rank, b.amountMinor, b.period])).toEqual([[2, 100n, run?.period]]);
    expect(await vip().payPeriodic()).toBeNull();
    // Even with the run's claim gone, the member's payment for the week is not repeated.
    await kit
      .db()
      .delete(vipRun)
      .where(eq(vipRun.key, `periodic:${run?.period}`));
    await vip().payPeriodic();
    expect((await bonusesOf(m)).filter((b) => b.kind === 'periodic')).toHaveLength(1);
    const paidToM = periodic.reduce((s, b) => s + b.amountMinor, 0n);
    expect(before - (await promotionBalance())).toBeGreaterThanOrEqual(paidToM);
    t.setNow(new Date());
  });
});

describe('the operator', () => {
  it("reads a player's VIP history and sets a level by hand with a reason (audited, bonuses once)", async () => {
    await saveLadder();
    t.setNow(NOW);
    const m = await memberSession();
    const set = (rank: number, role: 'content' | 'support' = 'content', username = m.username) =>
      op(role).then((token) =>
        call<BoVipMemberValue>('POST', '/bo/api/loyalty/vip/level', {
          token,
          body: { username, rank, reason: 'VIP host decision' },
        }),
      );
    expect((await set(3, 'support')).status).toBe(403);
    const up = await set(3);
    expect(up.status, up.text).toBe(200);
    expect(up.body.value).toMatchObject({ username: m.username, rank: 3, label: 'Gold' });
    expect(up.body.value.history[0]).toMatchObject({
      fromRank: 0,
      toRank: 3,
      reason: 'manual',
      note: 'VIP host decision',
    });
    expect((await bonusesOf(m)).map((b) => b.rank)).toEqual([1, 2, 3]);
    expect((await set(1)).body.value.rank).toBe(1);
    expect((await set(3)).body.value.rank).toBe(3);
    expect((await bonusesOf(m)).map((b) => b.rank)).toEqual([1, 2, 3]);
    const bad = await set(7);
    expect([bad.status, bad.body.code]).toEqual([400, 'VIP_LEVEL_NOT_FOUND']);
    const nobody = await set(1, 'content', 'no_such_player_x');
    expect(nobody.body.code).toBe('PLAYER_NOT_FOUND');

    const read = await call<BoVipMemberValue>(
      'GET',
      `/bo/api/loyalty/vip/member?username=${encodeURIComponent(m.username)}`,
      { token: await op('support') },
    );
    expect(read.status, read.text).toBe(200);
    expect(read.body.value.history.map((h) => h.toRank)).toEqual([3, 1, 3]);
    const audits = await kit
      .db()
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.action, 'loyalty.vip.set_level'), eq(auditEntry.targetId, m.memberId)));
    expect(audits).toHaveLength(3);
    t.setNow(new Date());
  });
});

describe('benefits other modules read', () => {
  it('the promotions rebate rates a line at the larger of its rule and the member’s VIP rate', async () => {
    await saveLadder();
    const m = await silver();
    t.setNow(at(10 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    const plain = await memberSession();
    await round(plain, 6000n, at(-60 * MIN));
    const published = await call<{ id: string }>('POST', '/bo/api/promotions', {
      token: await op('content'),
      body: {
        kind: 'rebate',
        category: 'rebate',
        status: 'published',
        title: { en: 'Rebate', bn: 'রিবেট' },
        body: { en: 'A rebate on every valid bet.', bn: 'প্রতিটি বৈধ বাজিতে রিবেট।' },
        rules: {
          rates: { RNG: 30 },
          defaultRateBp: 40,
          mode: 'manual',
          minPayout: '0.01',
          capPerDay: '100.00',
        },
        visibleFrom: '2026-11-01T00:00:00Z',
        activeFrom: '2026-11-01T00:00:00Z',
        activeUntil: null,
        perPlayerLimit: 1,
        globalLimit: null,
      },
    });
    expect(published.status, published.text).toBe(200);
    type Page = { lines: { gameType: string; rateBp: number }[] };
    const rates = async (who: Member) =>
      (await call<Page>('GET', '/wps/promotions/rebate', { token: who.token })).body.value.lines.map((l) => [
        l.gameType,
        l.rateBp,
      ]);
    // Silver: RNG 1 % beats the rule's 0.3 %; the default (0.2 % for Silver) loses to the rule's 0.4 %.
    expect(await rates(m)).toEqual([['RNG', 100]]);
    expect(await rates(plain)).toEqual([['RNG', 30]]);
    t.setNow(new Date());
  });

  it('a VIP level raises the daily withdrawal limits of each method, never lowers them', async () => {
    const generous = {
      ...TEST_LADDER,
      levels: TEST_LADDER.levels.map((l) =>
        l.rank === 2 ? { ...l, withdrawDailyCount: 999, withdrawDailyAmount: '9999999' } : l,
      ),
    };
    await saveLadder(generous);
    const m = await silver();
    t.setNow(at(10 * MIN));
    await vip().evaluate(BigInt(m.memberId));
    const plain = await memberSession();
    type Options = { methods: { code: string; dailyCount: number; dailyAmount: string }[] };
    const options = async (who: Member) =>
      (await call<Options>('GET', '/wps/withdrawals/options', { token: who.token })).body.value.methods;
    const base = await options(plain);
    expect(base.length).toBeGreaterThan(0);
    expect(base.every((method) => method.dailyCount < 999)).toBe(true);
    const raised = await options(m);
    expect(raised.map((method) => [method.code, method.dailyCount, method.dailyAmount])).toEqual(
      base.map((method) => [method.code, 999, '9999999.00']),
    );
    await saveLadder();
    t.setNow(new Date());
  });
});

describe.runIf(testDatabaseKind === 'postgres')('parallel evaluations on PostgreSQL', () => {
  it('20 parallel evaluations of one member change the level once and pay each level-up bonus once', async () => {
    await saveLadder();
    const m = await silver();
    const before = await promotionBalance();
    t.setNow(at(10 * MIN));
    const results = await Promise.all(Array.from({ length: 20 }, () => vip().evaluate(BigInt(m.memberId))));
    expect(results.filter((r) => r.changes.length > 0)).toHaveLength(1);
    expect(await rankOf(m)).toBe(2);
    expect((await bonusesOf(m)).map((b) => b.rank)).toEqual([1, 2]);
    expect(before - (await promotionBalance())).toBe(400n);
    const [ops] = await queryRows<{ n: string }>(
      kit.db(),
      sql`select count(*)::text as n from wallet_operation where idempotency_key like ${`vip:level_up:${m.memberId}:%`}`,
    );
    expect(ops?.n).toBe('2');
    t.setNow(new Date());
  });
});
