import {
  type BoLeaderboardPrizesInput,
  type BoLeaderboardPrizesValue,
  type BoLeaderboardResultsValue,
  type Language,
  type LeaderboardQuery,
  type LeaderboardValue,
  MISSION_PERIODS,
  type MissionPeriod,
  type RewardItemValue,
} from '@khela/contract';
import { tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import * as repo from './loyalty.leaderboard.repo.js';
import { maskName, type Period, periodByKey, periodOf, previousOf } from './loyalty.missions.periods.js';
import { MISSIONS_PATH } from './loyalty.missions.service.js';

/** Rows the board shows; past periods checked for an unpaid run each pass. */
const TOP = 20;
const LOOKBACK_PERIODS = 3;
const RESULTS = 10;
const PRIZES_SHOWN = 5;

/**
 * The leaderboard (decision 0064): per site day and week, members ranked by valid bet (kept by
 * the missions' reading of the valid-bet change log), masked names, and prizes per rank paid at
 * the period's end exactly once: the run's row is inserted in the transaction that pays every
 * prize, each posting under its own idempotency key.
 */
export function createLeaderboard(ctx: AppContext, deps: LoyaltyDeps) {
  const db = ctx.database.db;

  async function view(query: LeaderboardQuery, memberId: bigint | null): Promise<LeaderboardValue> {
    const currency = await deps.site.currencyCode();
    const timeZone = await deps.site.timeZone();
    const current = periodOf(query.period, ctx.now(), timeZone);
    const p = query.which === 'current' ? current : previousOf(current, timeZone);
    const money = (minor: bigint) => wireAmount(minor, currency);
    const [rows, prizes, run, payouts] = await Promise.all([
      repo.top(db, p.period, p.key, TOP),
      repo.prizes(db, p.period),
      repo.runOf(db, p.period, p.key),
      repo.payoutsOf(db, p.period, p.key),
    ]);
    const names = await deps.usernamesOf(rows.map((r) => r.memberId.toString()));
    // A paid period shows what was paid; a running one the prizes as configured now.
    const prizeOf = (rank: number): bigint | undefined =>
      run ? payouts.find((x) => x.rank === rank)?.amountMinor : prizes[rank - 1];
    const me = memberId === null ? null : await repo.rankOf(db, p.period, p.key, memberId);
    return {
      currency,
      period: p.period,
      periodKey: p.key,
      startsAt: p.start.toISOString(),
      endsAt: p.end.toISOString(),
      paid: run !== undefined,
      list: rows.map((r, i) => {
        const prize = prizeOf(i + 1);
        return {
          rank: i + 1,
          name: maskName(names.get(r.memberId.toString()) ?? r.memberId.toString()),
          validBet: money(r.validBetMinor),
          prize: prize === undefined ? null : money(prize),
        };
      }),
      prizes: prizes.map((amount, i) => ({ rank: i + 1, amount: money(amount) })),
      me: me ? { rank: me.rank, validBet: money(me.validBetMinor) } : null,
    };
  }

  /** Pays one ended period's prizes, once: false when another run had it (or has it now). */
  async function payPeriod(p: Period, currency: string): Promise<boolean> {
    return retriedTransaction(db, async (tx) => {
      const now = ctx.now();
      if (!(await repo.claimRun(tx, p.period, p.key, now))) return false;
      const prizes = await repo.prizes(tx, p.period);
      const winners = await repo.top(tx, p.period, p.key, prizes.length);
      let paidMinor = 0n;
      for (const [i, w] of winners.entries()) {
        const rank = i + 1;
        const amountMinor = prizes[i] ?? 0n;
        if (amountMinor <= 0n) continue;
        await repo.insertPayout(tx, {
          period: p.period,
          periodKey: p.key,
          rank,
          memberId: w.memberId,
          validBetMinor: w.validBetMinor,
          amountMinor,
          createdAt: now,
        });
        await deps.wallet.post(
          {
            idempotencyKey: `leaderboard:${p.period}:${p.key}:${rank}`,
            type: 'bonus',
            transfers: [
              {
                from: { system: 'promotion', currency },
                to: { player: w.memberId.toString(), kind: 'cash', currency },
                amountMinor,
              },
            ],
            reference: `loyalty_leaderboard:${p.period}:${p.key}:${rank}`,
            actor: 'system:leaderboard',
            reason: `leaderboard prize, rank ${rank}`,
          },
          tx,
        );
        paidMinor += amountMinor;
      }
      await repo.finishRun(tx, p.period, p.key, winners.length, paidMinor);
      return true;
    });
  }

  /**
   * The job: every ended period (of the last few) whose valid bets are all counted (the change-log
   * cursor is past its end) and that has no run yet is paid. Answers the periods paid.
   */
  async function payEnded(): Promise<string[]> {
    const currency = await deps.site.currencyCode();
    const timeZone = await deps.site.timeZone();
    const counted = await repo.cursorUntil(db);
    if (!counted) return [];
    const paid: string[] = [];
    for (const period of MISSION_PERIODS) {
      let p = previousOf(periodOf(period, counted, timeZone), timeZone);
      const due: Period[] = [];
      for (let i = 0; i < LOOKBACK_PERIODS; i++, p = previousOf(p, timeZone)) due.unshift(p);
      for (const d of due) {
        if (d.end > counted || (await repo.runOf(db, d.period, d.key))) continue;
        if (await payPeriod(d, currency)) paid.push(`${d.period}:${d.key}`);
      }
    }
    for (const member of await membersPaid(paid)) deps.realtime.toMember(member, { type: 'member.refresh' });
    return paid;
  }

  async function membersPaid(keys: string[]): Promise<string[]> {
    const timeZone = await deps.site.timeZone();
    const ids = new Set<string>();
    for (const key of keys) {
      const [period, periodKey] = key.split(':') as [MissionPeriod, string];
      const p = periodByKey(period, periodKey, timeZone);
      for (const row of await repo.payoutsOf(db, p.period, p.key)) ids.add(row.memberId.toString());
    }
    return [...ids];
  }

  async function prizesValue(): Promise<BoLeaderboardPrizesValue> {
    const currency = await deps.site.currencyCode();
    const [daily, weekly] = await Promise.all([repo.prizes(db, 'daily'), repo.prizes(db, 'weekly')]);
    const money = (m: bigint) => wireAmount(m, currency);
    return { currency, daily: daily.map(money), weekly: weekly.map(money) };
  }

  async function setPrizes(operator: OperatorPrincipal, input: BoLeaderboardPrizesInput) {
    const currency = await deps.site.currencyCode();
    const amounts = input.prizes.map((text, i) => {
      const parsed = tryParseAmount(text, currency as never);
      if (!parsed.ok || parsed.value <= 0n) throw new AppError('MISSION_INVALID', { field: `prizes.${i}` });
      return parsed.value;
    });
    const before = await prizesValue();
    await db.transaction(async (tx) => {
      await repo.setPrizes(tx, input.period, amounts);
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'loyalty.leaderboard.prizes',
        target: { type: 'loyalty_leaderboard_prize', id: input.period },
        before: before[input.period],
        after: input.prizes,
      });
    });
    return prizesValue();
  }

  async function results(period: MissionPeriod): Promise<BoLeaderboardResultsValue> {
    const currency = await deps.site.currencyCode();
    const runs = await repo.runs(db, period, RESULTS);
    const payouts = await Promise.all(runs.map((r) => repo.payoutsOf(db, r.period, r.periodKey)));
    const names = await deps.usernamesOf([...new Set(payouts.flat().map((p) => p.memberId.toString()))]);
    return {
      currency,
      list: runs.map((r, i) => ({
        period: r.period as MissionPeriod,
        periodKey: r.periodKey,
        status: 'paid',
        paidCount: r.paidCount,
        paidTotal: wireAmount(r.paidMinor, currency),
        finishedAt: r.finishedAt.toISOString(),
        winners: (payouts[i] ?? []).map((p) => ({
          rank: p.rank,
          username: names.get(p.memberId.toString()) ?? p.memberId.toString(),
          validBet: wireAmount(p.validBetMinor, currency),
          amount: wireAmount(p.amountMinor, currency),
        })),
      })),
    };
  }

  /** The reward centre's lines: the member's latest prizes (paid, so claimed). */
  async function rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
    const currency = await deps.site.currencyCode();
    const rows = await repo.payoutsOfMember(db, memberId, PRIZES_SHOWN);
    return rows.map((r) => ({
      key: `mission:leaderboard:${r.period}:${r.periodKey}:${r.rank}`,
      source: 'mission' as const,
      title:
        lang === 'bn'
          ? `লিডারবোর্ড পুরস্কার, র‍্যাঙ্ক ${r.rank}`
          : `Leaderboard prize, rank ${r.rank} (${r.period === 'daily' ? 'day' : 'week'} of ${r.periodKey})`,
      amount: wireAmount(r.amountMinor, currency),
      status: 'claimed' as const,
      at: r.createdAt.toISOString(),
      path: MISSIONS_PATH,
    }));
  }

  return { view, payEnded, prizes: prizesValue, setPrizes, results, rewardItems };
}

export type Leaderboard = ReturnType<typeof createLeaderboard>;
