import type { OperatorRole, RebateClaimValue, RebatePageValue } from '@khela/contract';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { depositsClient } from '../../test/deposits-client.js';
import { testDatabaseKind, useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { walletOperation } from '../wallet/wallet.tables.js';
import { rebateLines, rebateUntil } from './promotions.rebate.js';
import { promoRebatePaid, promoRebateRun } from './promotions.rebate.tables.js';
import { promoBonus } from './promotions.tables.js';

/**
 * Rebates (decision 0054): a percentage of the valid bet per game type since the member's last
 * cut-off, claimed on manualRebate or paid by the daily job, once; the cap, the minimum, the
 * bonus payment and the editor's checks; 50 parallel claims on PostgreSQL pay once.
 */
const t = useTestApp();
const { call, memberSession, cash } = depositsClient(t);
const op = (role: OperatorRole) => operatorToken(t.app, role, { now: t.ctx.now() });
const db = () => t.ctx.database.db;
const MIN = 60 * 1000;
/** 12:00 in Dhaka on 2026-11-21. */
const NOW = new Date('2026-11-21T06:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MIN);

type Member = { token: string; memberId: string; username: string };

let rounds = 0;
/** A settled real-money round of `gameType`, settled at `at` (the valid-bet trigger rolls it up). */
async function round(m: Member, gameType: string, stakeMinor: bigint, at: Date) {
  rounds += 1;
  const id = `rb-${Date.now().toString(36)}-${rounds}`;
  await db().execute(sql`
    insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
      play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
    values ('KHELA', ${id}, ${BigInt(m.memberId)}, ${m.username}, 'kh-test', ${gameType}, 'BDT', false,
      ${stakeMinor}, 0, 1, 0, 'open', ${at}, ${at})`);
  await db().execute(sql`
    update bet_record set credit_count = 1, status = 'settled', settled_at = ${at}, updated_at = ${at}
    where vendor_code = 'KHELA' and round_id = ${id}`);
}

const rules = (over: Record<string, unknown> = {}) => ({
  rates: { RNG: 100, LIVE: 50 },
  defaultRateBp: 20,
  mode: 'manual',
  minPayout: '1.00',
  capPerDay: '100.00',
  ...over,
});

function promotion(over: Record<string, unknown> = {}) {
  return {
    kind: 'rebate',
    category: 'rebate',
    status: 'published',
    title: { en: 'Daily rebate up to 1%', bn: '১% পর্যন্ত দৈনিক রিবেট' },
    body: { en: 'A rebate on every valid bet.', bn: 'প্রতিটি বৈধ বাজিতে রিবেট।' },
    rules: rules(),
    visibleFrom: '2026-11-01T00:00:00Z',
    activeFrom: '2026-11-01T00:00:00Z',
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    ...over,
  };
}

async function save(body: Record<string, unknown>) {
  return call<{ id: string }>('POST', '/bo/api/promotions', { token: await op('content'), body });
}

/** Publishes a rebate promotion; the returned function archives it (one runs at a time here). */
async function publish(over: Record<string, unknown> = {}) {
  const body = promotion(over);
  const res = await save(body);
  expect(res.status, res.text).toBe(200);
  const id = res.body.value.id;
  return Object.assign(
    async () => {
      const archived = await t.app.inject({
        method: 'PUT',
        url: `/bo/api/promotions/${id}`,
        headers: { authorization: `Bearer ${await op('content')}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...body, status: 'archived' }),
      });
      expect(archived.statusCode, archived.body).toBe(200);
    },
    { id },
  );
}

const page = async (m: Member, lang: 'en' | 'bn' = 'en') => {
  const res = await call<RebatePageValue>('GET', '/wps/promotions/rebate', { token: m.token, lang });
  expect(res.status, res.text).toBe(200);
  return res.body.value;
};
const claim = (m: Member) =>
  call<RebateClaimValue>('POST', '/wps/promotions/rebate/claim', { token: m.token });

describe('the rebate of the lines', () => {
  it('rates each game type (its own rate or the default), floors to the minor unit and never goes below zero', () => {
    const r = {
      rates: { RNG: 100 },
      defaultRateBp: 25,
      mode: 'manual',
      minPayout: '1',
      capPerDay: '9',
    } as never;
    const a = rebateLines(r, [
      { gameType: 'FISH', stakeMinor: 1_999n },
      { gameType: 'RNG', stakeMinor: 12_345n },
    ]);
    expect(a.lines.map((l) => [l.gameType, l.rateBp, l.amountMinor])).toEqual([
      ['RNG', 100, 123n],
      ['FISH', 25, 4n],
    ]);
    expect(a).toMatchObject({ validBetMinor: 14_344n, accruedMinor: 127n });
    // A rollback of rebated play takes back from the rest, but never below nothing.
    expect(rebateLines(r, [{ gameType: 'RNG', stakeMinor: -5_000n }]).accruedMinor).toBe(0n);
    expect(rebateUntil(new Date('2026-11-21T06:04:59Z')).toISOString()).toBe('2026-11-21T05:55:00.000Z');
    expect(rebateUntil(new Date('2026-11-21T06:05:00Z')).toISOString()).toBe('2026-11-21T06:00:00.000Z');
  });
});

describe('manual rebate', () => {
  it('shows the valid bet per game type, pays what accrued once to cash, and refuses guests, trials and a second claim', async () => {
    t.setNow(NOW);
    const archive = await publish();
    try {
      const m = await memberSession();
      await round(m, 'RNG', 10_000n, ago(120));
      await round(m, 'LIVE', 20_000n, ago(90));
      await round(m, 'FISH', 5_000n, ago(60));
      // Settled 2 minutes ago: its slot is not final yet, so it waits for the next claim.
      await round(m, 'RNG', 30_000n, ago(2));

      const before = await page(m, 'bn');
      expect(before.promotion).toMatchObject({
        title: '১% পর্যন্ত দৈনিক রিবেট',
        mode: 'manual',
        minPayout: '1.00',
      });
      expect(before.lines).toEqual([
        { gameType: 'RNG', validBet: '100.00', rateBp: 100, amount: '1.00' },
        { gameType: 'LIVE', validBet: '200.00', rateBp: 50, amount: '1.00' },
        { gameType: 'FISH', validBet: '50.00', rateBp: 20, amount: '0.10' },
      ]);
      expect(before).toMatchObject({
        validBet: '350.00',
        accrued: '2.10',
        claimable: '2.10',
        canClaim: true,
      });
      expect(before.until).toBe('2026-11-21T05:55:00.000Z');
      const items = await t.app.services.promotions.rebate.rewardItems(BigInt(m.memberId), 'en');
      expect(items).toEqual([
        expect.objectContaining({ status: 'claimable', amount: '2.10', source: 'rebate' }),
      ]);
      // The reward centre lists it and counts it on the badge.
      const center = await call<{ claimable: number; list: { key: string; path: string }[] }>(
        'GET',
        '/wps/promotions/rewards',
        { token: m.token },
      );
      expect(center.body.value.claimable).toBe(1);
      expect(center.body.value.list).toEqual([
        expect.objectContaining({ key: 'rebate:claimable', path: '/member/manualRebate' }),
      ]);

      const paid = await claim(m);
      expect(paid.status, paid.text).toBe(200);
      expect(paid.body.value.paid).toMatchObject({
        amount: '2.10',
        validBet: '350.00',
        paidAs: 'cash',
        mode: 'manual',
      });
      expect(await cash(m.memberId)).toBe(210n);
      expect(paid.body.value.page).toMatchObject({ claimable: '0.00', canClaim: false, paidToday: '2.10' });
      expect(paid.body.value.page.since).toBe('2026-11-21T05:55:00.000Z');
      expect(paid.body.value.page.history).toHaveLength(1);
      const claimed = await t.app.services.promotions.rebate.rewardItems(BigInt(m.memberId), 'bn');
      expect(claimed).toEqual([
        expect.objectContaining({ status: 'claimed', amount: '2.10', title: 'রিবেট দাবি করা হয়েছে' }),
      ]);

      const again = await claim(m);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('REBATE_BELOW_MINIMUM');
      expect(again.body.message).toContain('1.00');
      expect(await cash(m.memberId)).toBe(210n);

      // Ten minutes on, the late round's slot is final: it alone is claimable.
      t.setNow(new Date(NOW.getTime() + 10 * MIN));
      const later = await page(m);
      expect(later).toMatchObject({ validBet: '300.00', claimable: '3.00', paidToday: '2.10' });
      expect((await claim(m)).body.value.paid.amount).toBe('3.00');
      expect(await cash(m.memberId)).toBe(510n);

      // On /promotions a running rebate is one every real account takes part in: nothing to join.
      const listed = await call<{ list: { id: string; status: string | null }[] }>('GET', '/wps/promotions', {
        token: m.token,
      });
      expect(listed.body.value.list.find((p) => p.id === archive.id)?.status).toBe('joined');
      const join = await call('POST', `/wps/promotions/${archive.id}/join`, { token: m.token });
      expect(join.body.code).toBe('PROMOTION_NOT_ACTIVE');

      const trial = await memberSession(4);
      for (const [method, url] of [
        ['GET', '/wps/promotions/rebate'],
        ['POST', '/wps/promotions/rebate/claim'],
      ] as const) {
        const asTrial = await call(method, url, { token: trial.token });
        expect([asTrial.status, asTrial.body.code]).toEqual([403, 'IN_NEED_TRUE_ACCOUNT']);
        const asGuest = await call(method, url);
        expect([asGuest.status, asGuest.body.code]).toEqual([401, 'NOT_LOGGED_IN']);
      }
    } finally {
      await archive();
      t.setNow(new Date());
    }
  });

  it('caps a day, pays as a bonus with wagering when the rules ask, and the editor refuses bad rules by field', async () => {
    t.setNow(NOW);
    const bad = async (over: Record<string, unknown>) => (await save(promotion({ rules: rules(over) }))).body;
    expect(await bad({ rates: { RNG: 5_000 } })).toMatchObject({ code: 'PROMOTION_RULES_INVALID' });
    expect((await bad({ rates: { RNG: 5_000 } })).message).toContain('rules.rates.RNG');
    expect((await bad({ mode: 'weekly' })).message).toContain('rules.mode');
    expect((await bad({ minPayout: 'lots' })).message).toContain('rules.minPayout');
    expect((await bad({ minPayout: '50.00', capPerDay: '10.00' })).message).toContain('rules.minPayout');
    expect((await bad({ extra: 1 })).code).toBe('PROMOTION_RULES_INVALID');
    expect(await bad({ wageringMultiple: 40 })).toMatchObject({ code: 'PROMOTION_WAGERING_TOO_HIGH' });

    const archive = await publish({ rules: rules({ capPerDay: '5.00', wageringMultiple: 3 }) });
    try {
      const m = await memberSession();
      await round(m, 'RNG', 100_000n, ago(30));
      expect(await page(m)).toMatchObject({ accrued: '10.00', claimable: '5.00', canClaim: true });
      const paid = await claim(m);
      expect(paid.status, paid.text).toBe(200);
      expect(paid.body.value.paid).toMatchObject({ amount: '5.00', paidAs: 'bonus' });
      const bonusId = paid.body.value.paid.bonusId;
      expect(bonusId).not.toBeNull();
      const [bonus] = await db()
        .select()
        .from(promoBonus)
        .where(eq(promoBonus.id, BigInt(bonusId as string)));
      expect(bonus).toMatchObject({ source: 'rebate', amountMinor: 500n, wageringRequiredMinor: 1500n });
      const balances = await t.app.services.wallet.balancesOf(m.memberId, 'BDT');
      expect([balances.cashMinor, balances.bonusMinor]).toEqual([0n, 500n]);
      // The part over the cap is not paid; new play today meets a used-up cap.
      t.setNow(new Date(NOW.getTime() + 10 * MIN));
      await round(m, 'RNG', 100_000n, new Date(NOW.getTime() + MIN));
      expect(await page(m)).toMatchObject({
        accrued: '10.00',
        claimable: '0.00',
        paidToday: '5.00',
        canClaim: false,
      });
      expect((await claim(m)).body.code).toBe('REBATE_BELOW_MINIMUM');
    } finally {
      await archive();
      t.setNow(new Date());
    }
  });
});

describe('automatic daily rebate', () => {
  it('pays yesterday (Dhaka) to every member once, leaves a rebate below the minimum to accrue, and refuses a claim', async () => {
    t.setNow(NOW);
    const archive = await publish({ rules: rules({ mode: 'auto_daily' }) });
    try {
      const a = await memberSession();
      const b = await memberSession();
      // 2026-11-20 in Dhaka is [2026-11-19T18:00Z, 2026-11-20T18:00Z).
      await round(a, 'RNG', 40_000n, new Date('2026-11-19T18:00:00Z'));
      await round(a, 'LIVE', 40_000n, new Date('2026-11-20T17:59:00Z'));
      await round(a, 'RNG', 90_000n, new Date('2026-11-20T18:00:00Z')); // today, not yet
      await round(b, 'RNG', 5_000n, new Date('2026-11-20T10:00:00Z')); // 0.50: below the minimum

      expect((await claim(a)).body.code).toBe('REBATE_NOT_AVAILABLE');
      const first = await t.app.services.promotions.rebate.runDaily();
      expect(first).toMatchObject({ day: '2026-11-20' });
      expect(first?.paid).toBeGreaterThanOrEqual(1);
      expect(await cash(a.memberId)).toBe(600n);
      expect(await cash(b.memberId)).toBe(0n);
      const shown = await page(a);
      expect(shown).toMatchObject({
        canClaim: false,
        claimable: '0.00',
        validBet: '900.00',
        accrued: '9.00',
      });
      expect(shown.history).toEqual([expect.objectContaining({ mode: 'auto_daily', amount: '6.00' })]);
      expect((await page(b)).accrued).toBe('0.50');

      // Done: not again; and an unfinished run repeated pays nobody twice.
      expect(await t.app.services.promotions.rebate.runDaily()).toBeNull();
      await db()
        .update(promoRebateRun)
        .set({ status: 'running' })
        .where(eq(promoRebateRun.localDay, '2026-11-20'));
      const rerun = await t.app.services.promotions.rebate.runDaily();
      expect(rerun).toMatchObject({ day: '2026-11-20', paid: 0 });
      expect(await cash(a.memberId)).toBe(600n);
      const rows = await db()
        .select()
        .from(promoRebatePaid)
        .where(eq(promoRebatePaid.memberId, BigInt(a.memberId)));
      expect(rows).toHaveLength(1);
    } finally {
      await archive();
      t.setNow(new Date());
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('rebate claims raced on PostgreSQL', () => {
  it('50 parallel claims of one member: paid once, one ledger operation, the balance up by the exact amount', async () => {
    t.setNow(NOW);
    const archive = await publish();
    try {
      const m = await memberSession();
      await round(m, 'RNG', 123_456n, ago(60)); // 1,234.56 × 1 % = 12.34
      await round(m, 'LIVE', 10_001n, ago(50)); // 100.01 × 0.5 % = 0.50
      const answers = await Promise.all(Array.from({ length: 50 }, () => claim(m)));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(won[0]?.body.value.paid.amount).toBe('12.84');
      expect(answers.filter((a) => a.body.code === 'REBATE_BELOW_MINIMUM')).toHaveLength(49);
      expect(await cash(m.memberId)).toBe(1284n);
      const ops = await db()
        .select()
        .from(walletOperation)
        .where(like(walletOperation.idempotencyKey, `rebate:${m.memberId}:%`));
      expect(ops).toHaveLength(1);
      const rows = await db()
        .select()
        .from(promoRebatePaid)
        .where(eq(promoRebatePaid.memberId, BigInt(m.memberId)));
      expect(rows.map((r) => r.amountMinor)).toEqual([1284n]);
    } finally {
      await archive();
      t.setNow(new Date());
    }
  }, 120_000);
});
