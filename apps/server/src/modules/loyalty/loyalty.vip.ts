import {
  type BoVipMemberValue,
  type Language,
  VipLadderInput,
  type VipMineValue,
  type VipPageValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';
import { createVipEvaluator, vipUntil } from './loyalty.vip.evaluate.js';
import {
  clampRank,
  ladderOf,
  levelAt,
  presentLadder,
  presentLevel,
  storedLadder,
  type VipLadder,
} from './loyalty.vip.ladder.js';
import * as repo from './loyalty.vip.repo.js';
import { vipOperatorRoutes, vipRoutes } from './loyalty.vip.routes.js';
import { nextPeriodStart, periodStart, windowMsOf } from './loyalty.vip.rule.js';

const HISTORY = 50;
/** Each member's rate when not VIP: the base points rate (10000 = 1×). */
const BASE_POINTS_RATE_BP = 10_000;

/**
 * VIP levels (issue 18, decision 0063): the ladder, each member's level as the rule computes it
 * from their valid bets and paid deposits, the benefits other parts and modules read (points
 * rate, rebate rate per game type, withdrawal limits), the VIP page and the back office's editor.
 */
export function createVipPart(ctx: AppContext, deps: LoyaltyDeps) {
  const db = ctx.database.db;

  async function env() {
    const [currency, timeZone, row] = await Promise.all([
      deps.site.currencyCode(),
      deps.site.timeZone(),
      repo.ladderRow(db),
    ]);
    return { ladder: storedLadder(row, currency), currency, timeZone };
  }
  const evaluator = createVipEvaluator(ctx, deps, env);

  /** The member's level as stored, with the ladder. */
  async function standing(
    memberId: bigint,
  ): Promise<{ ladder: VipLadder; rank: number; since: Date | null }> {
    const [{ ladder }, row] = await Promise.all([env(), repo.memberOf(db, memberId)]);
    return { ladder, rank: clampRank(ladder, row?.rank ?? 0), since: row?.since ?? null };
  }

  async function mine(memberId: bigint, lang: Language): Promise<VipMineValue> {
    const { ladder, currency, timeZone } = await env();
    const row = await repo.memberOf(db, memberId);
    const rank = clampRank(ladder, row?.rank ?? 0);
    const until = vipUntil(ctx.now());
    const windowFrom = new Date(until.getTime() - windowMsOf(ladder.windowDays));
    const periodFrom = periodStart(until, ladder.retentionPeriod, timeZone);
    const periodTo = nextPeriodStart(periodFrom, ladder.retentionPeriod, timeZone);
    const sum = async (from: Date, to: Date) => {
      const [bets, deposits] = await Promise.all([
        repo.validBetSlots(db, memberId, currency, from, to),
        deps.memberDeposits(db, memberId, from, to),
      ]);
      return {
        validBetMinor: bets.reduce((s, b) => s + b.amountMinor, 0n),
        depositMinor: deposits.filter((d) => d.currency === currency).reduce((s, d) => s + d.amountMinor, 0n),
      };
    };
    const [window, period] = await Promise.all([
      sum(windowFrom, until),
      rank > 0 ? sum(periodFrom, until) : Promise.resolve(null),
    ]);
    const money = (minor: bigint) => wireAmount(minor, currency);
    const level = levelAt(ladder, rank);
    const next = levelAt(ladder, rank + 1);
    const since = row?.since ?? null;
    return {
      rank,
      label: level?.label[lang] ?? '',
      since: rank > 0 ? (since?.toISOString() ?? null) : null,
      windowFrom: windowFrom.toISOString(),
      windowTo: until.toISOString(),
      validBet: money(window.validBetMinor),
      deposit: money(window.depositMinor),
      next: next
        ? {
            rank: next.rank,
            label: next.label[lang] ?? next.label.en,
            validBet: money(next.upgradeValidBetMinor),
            deposit: money(next.upgradeDepositMinor),
          }
        : null,
      retention:
        level && period
          ? {
              periodFrom: periodFrom.toISOString(),
              periodTo: periodTo.toISOString(),
              validBet: money(period.validBetMinor),
              deposit: money(period.depositMinor),
              keepValidBet: money(level.keepValidBetMinor),
              keepDeposit: money(level.keepDepositMinor),
              kept:
                period.validBetMinor >= level.keepValidBetMinor &&
                period.depositMinor >= level.keepDepositMinor,
              grace: since !== null && since > periodFrom,
            }
          : null,
    };
  }

  async function page(memberId: bigint | null, lang: Language): Promise<VipPageValue> {
    const { ladder, currency } = await env();
    return {
      currency,
      windowDays: ladder.windowDays,
      retentionPeriod: ladder.retentionPeriod,
      bonusPeriod: ladder.bonusPeriod,
      levels: ladder.levels.map((l) => presentLevel(l, currency, lang)),
      me: memberId === null ? null : await mine(memberId, lang),
    };
  }

  async function memberView(
    member: { id: string; username: string },
    lang: Language,
  ): Promise<BoVipMemberValue> {
    const memberId = BigInt(member.id);
    const [{ ladder, currency }, row, history] = await Promise.all([
      env(),
      repo.memberOf(db, memberId),
      repo.changesOf(db, memberId, HISTORY),
    ]);
    const rank = clampRank(ladder, row?.rank ?? 0);
    return {
      memberId: member.id,
      username: member.username,
      rank,
      label: levelAt(ladder, rank)?.label[lang] ?? '',
      since: row?.since?.toISOString() ?? null,
      evaluatedUntil: row?.evaluatedUntil.toISOString() ?? null,
      history: history.map((h) => ({
        id: h.id.toString(),
        fromRank: h.fromRank,
        toRank: h.toRank,
        reason: h.reason as 'upgrade' | 'downgrade' | 'manual',
        validBet: wireAmount(h.validBetMinor, currency),
        deposit: wireAmount(h.depositMinor, currency),
        note: h.note,
        operator: h.operatorId,
        at: h.at.toISOString(),
      })),
    };
  }

  async function playerOf(username: string) {
    const member = await deps.placeByUsername(username);
    if (!member) throw new AppError('PLAYER_NOT_FOUND');
    return member;
  }

  const service = {
    /** Member info's VIP flags. */
    vipOf: async (memberId: bigint) => {
      const { ladder, rank } = await standing(memberId);
      const level = levelAt(ladder, rank);
      return { hasVip: rank > 0, vipLabel: level?.label.en ?? '', rankLevel: rank };
    },
    /** The points rate of the member's level, in basis points of the base rate (10000 = 1×). */
    pointsRateBasisPoints: async (memberId: bigint) => {
      const { ladder, rank } = await standing(memberId);
      return levelAt(ladder, rank)?.pointsRateBp ?? BASE_POINTS_RATE_BP;
    },
    /** The VIP rebate rate of a game type for the member's level, in basis points (0 when not VIP). */
    rebateBasisPoints: async (memberId: bigint, gameType: string) => {
      const { ladder, rank } = await standing(memberId);
      const level = levelAt(ladder, rank);
      return level ? (level.rebateRates[gameType] ?? level.defaultRebateBp) : 0;
    },
    /** The member's level's rebate rates (basis points) per game type and for the others; null when not VIP. */
    rebateRates: async (memberId: bigint) => {
      const { ladder, rank } = await standing(memberId);
      const level = levelAt(ladder, rank);
      return level ? { rates: { ...level.rebateRates }, defaultBp: level.defaultRebateBp } : null;
    },
    /** The member's level's daily withdrawal limits; null when not VIP (the site's own limits apply). */
    withdrawalLimits: async (memberId: bigint) => {
      const { ladder, rank } = await standing(memberId);
      const level = levelAt(ladder, rank);
      return level
        ? { dailyCount: level.withdrawDailyCount, dailyAmountMinor: level.withdrawDailyMinor }
        : null;
    },
    /** The member ids at any of `levels` (level 0: only members the rule has looked at). */
    membersAtLevels: async (levels: number[]): Promise<string[]> =>
      (await repo.membersAtRanks(db, levels)).map(String),
    /** Runs the rule for one member up to the last final slot (the sweep does it for the active ones). */
    evaluate: (memberId: bigint) => evaluator.evaluate(memberId),
    sweep: () => evaluator.sweep(),
    payPeriodic: () => evaluator.payPeriodic(),

    /** GET /wps/vip. */
    mine: (principal: Principal, lang: Language) => page(BigInt(principal.memberId), lang),
    /** GET /wps/vip/ladder: the ladder without a standing (anyone). */
    ladder: (lang: Language) => page(null, lang),

    /** GET /bo/api/loyalty/vip/ladder. */
    ladderForOperator: async () => {
      const { ladder, currency } = await env();
      return presentLadder(ladder, currency);
    },
    /** PUT /bo/api/loyalty/vip/ladder (audited): levels reached stay; the rule uses the new ladder from its next run. */
    saveLadder: async (operator: OperatorPrincipal, input: VipLadderInput) => {
      const { currency } = await env();
      const ladder = ladderOf(VipLadderInput.parse(input), currency, ctx.now());
      await db.transaction(async (tx) => {
        const before = await repo.ladderRow(tx);
        await repo.saveLadder(tx, ladder.input, ctx.now());
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.vip.ladder',
          target: { type: 'vip_ladder', id: '1' },
          before: (before?.rules as Record<string, unknown> | undefined) ?? null,
          after: ladder.input,
        });
      });
      return presentLadder(ladder, currency);
    },
    /** GET /bo/api/loyalty/vip/member. */
    memberForOperator: async (username: string, lang: Language) => memberView(await playerOf(username), lang),
    /** POST /bo/api/loyalty/vip/level (audited). */
    setLevel: async (
      operator: OperatorPrincipal,
      body: Parameters<typeof evaluator.setLevel>[1],
      lang: Language,
    ) => memberView(await evaluator.setLevel(operator, body), lang),
  };

  const part: LoyaltyPart = {
    routes: (app, guards) => vipRoutes(app, guards, service),
    operatorRoutes: (app, operatorGuard) => vipOperatorRoutes(app, operatorGuard, service),
    jobs: async (runner) => {
      // One job: the sweep, then the periodic bonus (which needs the sweep's standing at the boundary).
      await runner.every('loyalty-vip', '*/5 * * * *', async () => {
        await service.sweep();
        await service.payPeriodic();
      });
    },
  };
  return { service, ...part };
}

export type VipService = ReturnType<typeof createVipPart>['service'];
