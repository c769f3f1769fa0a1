import type { BoVipSetLevelRequest } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { levelAt, rulesOf, type VipLadder } from './loyalty.vip.ladder.js';
import * as repo from './loyalty.vip.repo.js';
import {
  advance,
  lookBackFrom,
  nextPeriodStart,
  periodStart,
  type VipChange,
  type VipEvent,
  windowMsOf,
} from './loyalty.vip.rule.js';

/** Valid-bet slots are 5 minutes; a slot is final one slot after it ends (as rebates and salaries wait). */
export const VIP_SLOT_MS = 5 * 60 * 1000;

/** The end of the latest valid-bet slot that is final at `now`: the rule runs up to it. */
export function vipUntil(now: Date): Date {
  return new Date(Math.floor((now.getTime() - VIP_SLOT_MS) / VIP_SLOT_MS) * VIP_SLOT_MS);
}

export type VipEvaluated = { memberId: bigint; rank: number; changes: VipChange[] };

type Env = { ladder: VipLadder; currency: string; timeZone: string };

/**
 * The VIP evaluator (decision 0063): runs the rule (loyalty.vip.rule.ts) for a member from where
 * it stopped up to the last final slot, in one transaction that holds the member's row: records
 * each change, pays the level-up bonuses of the levels first reached, moves the cursor. Parallel
 * evaluations of one member queue on the row; the later ones find the cursor moved and do nothing.
 * After commit the member hears of it (a system message, member.refresh).
 */
export function createVipEvaluator(ctx: AppContext, deps: LoyaltyDeps, env: () => Promise<Env>) {
  const db = ctx.database.db;

  /** Pays the level-up bonuses of ranks (from, to], each once per member ever. */
  async function payLevelUps(tx: Tx, memberId: bigint, from: number, to: number, e: Env, actor: string) {
    for (let rank = from + 1; rank <= to; rank++) {
      const amountMinor = levelAt(e.ladder, rank)?.levelUpBonusMinor ?? 0n;
      if (amountMinor <= 0n) continue;
      const reference = `vip:level_up:${memberId}:${rank}`;
      const now = ctx.now();
      const fresh = await repo.insertBonus(tx, {
        memberId,
        kind: 'level_up',
        rank,
        period: '',
        currency: e.currency,
        amountMinor,
        reference,
        createdAt: now,
      });
      if (!fresh) continue;
      await pay(tx, memberId, e.currency, amountMinor, reference, actor, 'vip_level_up');
    }
  }

  async function pay(
    tx: Tx,
    memberId: bigint,
    currency: string,
    amountMinor: bigint,
    reference: string,
    actor: string,
    reason: string,
  ) {
    await deps.wallet.post(
      {
        idempotencyKey: reference,
        type: 'bonus',
        transfers: [
          {
            from: { system: 'promotion', currency },
            to: { player: memberId.toString(), kind: 'cash', currency },
            amountMinor,
          },
        ],
        reference,
        actor,
        reason,
      },
      tx,
    );
  }

  /** The member's activity the rule reads for a run from `from` up to `until`. */
  async function eventsOf(tx: Tx, row: repo.VipMemberRow, e: Env, until: Date): Promise<VipEvent[]> {
    const back = lookBackFrom(row.evaluatedUntil, rulesOf(e.ladder, e.timeZone));
    const lookFrom = back > row.startedAt ? back : row.startedAt;
    // One after the other: both run on the transaction's one connection.
    const bets = await repo.validBetSlots(tx, row.memberId, e.currency, lookFrom, until);
    const deposits = await deps.memberDeposits(tx, row.memberId, lookFrom, until);
    return [
      ...bets.map((b) => ({ kind: 'bet' as const, at: b.at, amountMinor: b.amountMinor })),
      ...deposits
        .filter((d) => d.currency === e.currency)
        .map((d) => ({ kind: 'deposit' as const, at: d.at, amountMinor: d.amountMinor })),
    ];
  }

  /** Runs the rule for a member up to `until` in `tx` (the row locked), paying what it reached. */
  async function runIn(tx: Tx, memberId: bigint, e: Env, until: Date): Promise<VipEvaluated> {
    const now = ctx.now();
    const startedAt = new Date(until.getTime() - windowMsOf(e.ladder.windowDays));
    const row = await repo.lockMember(tx, memberId, startedAt, now);
    if (row.evaluatedUntil >= until) return { memberId, rank: row.rank, changes: [] };
    const events = await eventsOf(tx, row, e, until);
    const { state, changes } = advance(
      { rank: row.rank, since: row.since, until: row.evaluatedUntil },
      events,
      rulesOf(e.ladder, e.timeZone),
      until,
    );
    await repo.setMember(tx, memberId, { rank: state.rank, since: state.since, evaluatedUntil: until }, now);
    await repo.insertChanges(
      tx,
      changes.map((c) => ({ memberId, ...c, operatorId: null, note: null, createdAt: now })),
    );
    for (const c of changes)
      if (c.reason === 'upgrade') await payLevelUps(tx, memberId, c.fromRank, c.toRank, e, 'system:vip');
    return { memberId, rank: state.rank, changes };
  }

  /** After commit: the member hears of each change (best effort; the history row is the record). */
  async function announce(result: VipEvaluated, e: Env) {
    const last = result.changes.at(-1);
    if (!last) return;
    const level = levelAt(e.ladder, result.rank);
    const label = { bn: level?.label.bn ?? 'নেই', en: level?.label.en ?? 'none' };
    try {
      await deps.systemMessage(result.memberId, {
        kind: 'vip.level',
        title: { bn: 'ভিআইপি স্তর পরিবর্তন', en: 'VIP level changed' },
        body: {
          bn: `আপনার ভিআইপি স্তর এখন ${label.bn}`,
          en: `Your VIP level is now ${label.en}`,
        },
      });
    } catch {
      // Best effort: systemMessage should not throw; a failure must not undo a committed change.
    }
    deps.realtime.toMember(result.memberId.toString(), { type: 'member.refresh' });
  }

  async function evaluate(memberId: bigint): Promise<VipEvaluated> {
    const e = await env();
    const until = vipUntil(ctx.now());
    const result = await retriedTransaction(db, (tx) => runIn(tx, memberId, e, until));
    await announce(result, e);
    return result;
  }

  return {
    evaluate,

    /**
     * An operator's level for a player (audited): the rule first runs up to the last final slot,
     * then the level is set from now on; a rise pays the level-up bonuses not paid before.
     */
    async setLevel(operator: OperatorPrincipal, body: BoVipSetLevelRequest) {
      const member = await deps.placeByUsername(body.username);
      if (!member) throw new AppError('PLAYER_NOT_FOUND');
      const e = await env();
      if (body.rank > 0 && !levelAt(e.ladder, body.rank))
        throw new AppError('VIP_LEVEL_NOT_FOUND', { rank: body.rank }, { rank: body.rank });
      const memberId = BigInt(member.id);
      const now = ctx.now();
      const result = await retriedTransaction(db, async (tx) => {
        const ran = await runIn(tx, memberId, e, vipUntil(now));
        const row = await repo.lockMember(tx, memberId, now, now);
        const change: VipChange = {
          at: now,
          fromRank: row.rank,
          toRank: body.rank,
          reason: 'manual',
          validBetMinor: 0n,
          depositMinor: 0n,
        };
        await repo.setMember(
          tx,
          memberId,
          {
            rank: body.rank,
            since: now,
            // Run up to just after the manual moment: that moment's activity came before it.
            evaluatedUntil: new Date(Math.max(row.evaluatedUntil.getTime(), now.getTime() + 1)),
          },
          now,
        );
        await repo.insertChanges(tx, [
          { memberId, ...change, operatorId: operator.operatorId, note: body.reason, createdAt: now },
        ]);
        await payLevelUps(tx, memberId, row.rank, body.rank, e, `operator:${operator.operatorId}`);
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.vip.set_level',
          target: { type: 'member', id: member.id },
          before: { rank: row.rank },
          after: { username: member.username, rank: body.rank },
          reason: body.reason,
        });
        return { memberId, rank: body.rank, changes: [...ran.changes, change] };
      });
      await announce(result, e);
      return member;
    },

    /**
     * The sweep (every 5 minutes): runs the rule for the members with a valid bet or a paid
     * deposit since the last sweep, and for the VIP members a retention boundary has passed for.
     */
    async sweep(): Promise<{ evaluated: number }> {
      const e = await env();
      if (e.ladder.levels.length === 0) return { evaluated: 0 };
      const until = vipUntil(ctx.now());
      const cursor = (await repo.runOf(db, 'scan'))?.until;
      const from = cursor ?? new Date(until.getTime() - windowMsOf(e.ladder.windowDays));
      const boundary = periodStart(until, e.ladder.retentionPeriod, e.timeZone);
      const [bettors, depositors, behind] = await Promise.all([
        repo.membersWithValidBets(db, e.currency, from, until),
        deps.depositors(from, until),
        repo.vipMembersBehind(db, boundary),
      ]);
      const members = [...new Set([...bettors, ...depositors, ...behind].map(String))].map(BigInt);
      let failure: unknown;
      for (const memberId of members) {
        try {
          const result = await retriedTransaction(db, (tx) => runIn(tx, memberId, e, until));
          await announce(result, e);
        } catch (error) {
          // One member's failure does not hold the others up; the cursor stays so the next sweep retries.
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
      await repo.setScanCursor(db, until, ctx.now());
      return { evaluated: members.length };
    },

    /**
     * The periodic bonus (decision 0063): once the bonus period before the current one has ended
     * (its last slot final), pays each member the periodic bonus of the level they held at its end
     * (after that boundary's retention check), once per member and period: the period's run is
     * claimed, and each payment's reference is unique.
     */
    async payPeriodic(): Promise<{ period: string; paid: number; totalMinor: bigint } | null> {
      const e = await env();
      if (e.ladder.levels.length === 0) return null;
      const until = vipUntil(ctx.now());
      const end = periodStart(until, e.ladder.bonusPeriod, e.timeZone);
      const start = periodStart(new Date(end.getTime() - 1), e.ladder.bonusPeriod, e.timeZone);
      if (nextPeriodStart(start, e.ladder.bonusPeriod, e.timeZone).getTime() !== end.getTime()) return null;
      const period = `${e.ladder.bonusPeriod}:${start.toISOString()}`;
      const key = `periodic:${period}`;
      if ((await repo.runOf(db, key))?.status === 'done') return null;
      await repo.startRun(db, key, ctx.now());
      // The members whose standing at the boundary is not settled yet get the rule run first.
      for (const memberId of await repo.vipMembersBehind(db, end))
        await retriedTransaction(db, (tx) => runIn(tx, memberId, e, until)).then((r) => announce(r, e));
      let paid = 0;
      let totalMinor = 0n;
      for (const { memberId, rank } of await repo.ranksAt(db, end)) {
        const amountMinor = levelAt(e.ladder, rank)?.periodicBonusMinor ?? 0n;
        if (amountMinor <= 0n) continue;
        const reference = `vip:periodic:${memberId}:${period}`;
        const done = await retriedTransaction(db, async (tx) => {
          const fresh = await repo.insertBonus(tx, {
            memberId,
            kind: 'periodic',
            rank,
            period,
            currency: e.currency,
            amountMinor,
            reference,
            createdAt: ctx.now(),
          });
          if (fresh)
            await pay(tx, memberId, e.currency, amountMinor, reference, 'system:vip', 'vip_periodic');
          return fresh;
        });
        if (done) {
          paid++;
          totalMinor += amountMinor;
        }
      }
      await repo.finishRun(db, key, paid, totalMinor, ctx.now());
      return { period, paid, totalMinor };
    },
  };
}

export type VipEvaluator = ReturnType<typeof createVipEvaluator>;
