import { POINTS_CURRENCY } from '@khela/contract';
import { currencyOf } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { type PointsRules, rulesOf, slotPoints } from './loyalty.points.config.js';
import * as repo from './loyalty.points.repo.js';
import type { VipService } from './loyalty.vip.js';

/** Valid-bet slots are 5 minutes; a slot is paid once it ended a minute ago (late writes settle). */
export const POINTS_SLOT_MS = 5 * 60 * 1000;
export const POINTS_GRACE_MS = 60 * 1000;
/** Slots paid per run at most, so one run after a long stop still ends (the next run goes on). */
const MAX_SLOTS_PER_RUN = 500;

/** The end of the latest slot that is closed at `now`: its start + 5 min + the grace ≤ now. */
export function pointsClosedUntil(now: Date): Date {
  return new Date(Math.floor((now.getTime() - POINTS_GRACE_MS) / POINTS_SLOT_MS) * POINTS_SLOT_MS);
}

type EarnDeps = Pick<LoyaltyDeps, 'wallet' | 'site' | 'realtime'> & { vip: VipService };

/**
 * Earning (decision 0062): each closed valid-bet slot, read through vendors_valid_bet_changes, is
 * paid in one transaction with the watermark that says it is paid; the watermark's row lock makes
 * a second instance wait and then find the slot paid, and each (member, slot) ledger posting has
 * its own idempotency key, so a crash between the two cannot pay twice either. A member whose
 * slot nets negative (a settled round reversed later lands in the later slot) loses what it would
 * have earned, but never below zero points.
 */
export function createPointsEarning(ctx: AppContext, deps: EarnDeps) {
  const db = ctx.database.db;

  async function payMember(
    tx: Tx,
    rules: PointsRules,
    slot: Date,
    memberId: bigint,
    stakes: repo.SlotStake[],
    vipBp: number,
    currency: string,
    minorPerUnit: bigint,
  ): Promise<boolean> {
    const points = slotPoints(rules, stakes, vipBp, minorPerUnit);
    const stakeMinor = stakes.reduce((sum, s) => sum + s.stakeMinor, 0n);
    const key = `points_earn:${memberId}:${slot.toISOString()}`;
    const player = { player: memberId.toString(), kind: 'points' as const, currency: POINTS_CURRENCY };
    const pool = { system: 'points_pool' as const, currency: POINTS_CURRENCY };
    let moved = points;
    if (points < 0n) {
      const held = (await deps.wallet.balancesOf(memberId.toString(), POINTS_CURRENCY, tx)).pointsMinor;
      moved = -(held < -points ? held : -points);
    }
    if (moved === 0n) return false;
    await deps.wallet.post(
      {
        idempotencyKey: key,
        type: 'points_earn',
        transfers: [
          moved > 0n
            ? { from: pool, to: player, amountMinor: moved }
            : { from: player, to: pool, amountMinor: -moved },
        ],
        reference: `points_slot:${slot.toISOString()}`,
        actor: 'system:points',
        reason: moved > 0n ? 'valid bets' : 'valid bets reversed',
      },
      tx,
    );
    await repo.insertTxn(tx, {
      memberId,
      kind: moved > 0n ? 'earn' : 'reverse',
      points: moved,
      amountMinor: stakeMinor,
      currency,
      status: 'approved',
      remark: { key: moved > 0n ? 'earn' : 'reverse', slot: slot.toISOString() },
      reference: key,
      createdAt: ctx.now(),
    });
    return true;
  }

  /**
   * The next closed slot with bets after the watermark as it stands, its stakes by member and each
   * member's VIP rate, read before the transaction (the VIP part reads its own tables; on the
   * embedded database a read outside the transaction would wait for it).
   */
  async function plan(currency: string, closedUntil: Date) {
    const until = await repo.cursorOf(db);
    if (until && until >= closedUntil) return { until, slot: null };
    const slot = await repo.nextBetSlot(db, until, closedUntil);
    if (!slot) return { until, slot: null };
    const byMember = new Map<bigint, repo.SlotStake[]>();
    for (const s of await repo.slotStakes(db, currency, slot, new Date(slot.getTime() + POINTS_SLOT_MS))) {
      byMember.set(s.memberId, [...(byMember.get(s.memberId) ?? []), s]);
    }
    const vip = new Map<bigint, number>();
    for (const memberId of byMember.keys()) vip.set(memberId, await deps.vip.pointsRateBasisPoints(memberId));
    return { until, slot, byMember, vip };
  }

  /**
   * Pays the next closed slot (or steps over empty time): the members credited, null when there
   * is nothing closed left, 'moved' when another instance moved the watermark since the plan.
   */
  async function step(currency: string, minorPerUnit: bigint): Promise<bigint[] | null | 'moved'> {
    const now = ctx.now();
    const closedUntil = pointsClosedUntil(now);
    const planned = await plan(currency, closedUntil);
    return retriedTransaction(db, async (tx) => {
      const until = await repo.lockCursor(tx, now);
      if ((until?.getTime() ?? null) !== (planned.until?.getTime() ?? null)) return 'moved';
      if (until && until >= closedUntil) return null;
      if (!planned.slot) {
        await repo.setCursor(tx, closedUntil, now);
        return null;
      }
      const { slot, byMember, vip } = planned;
      const rules = await rulesOf(tx);
      const credited: bigint[] = [];
      for (const [memberId, stakes] of byMember) {
        const vipBp = vip.get(memberId) ?? 10_000;
        if (await payMember(tx, rules, slot, memberId, stakes, vipBp, currency, minorPerUnit))
          credited.push(memberId);
      }
      await repo.setCursor(tx, new Date(slot.getTime() + POINTS_SLOT_MS), now);
      return credited;
    });
  }

  /** Every closed slot not paid yet, oldest first; answers how many slots were paid. */
  async function run(): Promise<number> {
    const currency = await deps.site.currencyCode();
    const minorPerUnit = currencyOf(currency).minorPerUnit;
    let slots = 0;
    for (let pass = 0; pass < 2 * MAX_SLOTS_PER_RUN && slots < MAX_SLOTS_PER_RUN; pass++) {
      const credited = await step(currency, minorPerUnit);
      if (credited === null) break;
      if (credited === 'moved') continue;
      slots++;
      // After the commit: a nudge to refetch, never the record (the ledger is).
      for (const memberId of credited)
        deps.realtime.toMember(memberId.toString(), { type: 'member.refresh' });
    }
    return slots;
  }

  return { run };
}
