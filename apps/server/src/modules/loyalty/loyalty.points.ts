import {
  type Language,
  POINTS_CURRENCY,
  type PointBalanceValue,
  type PointsConfigBody,
  type PointsConfigValue,
  type PointsTxnListValue,
  type PointsTxnValue,
} from '@khela/contract';
import { isCurrencyCode } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Principal } from '../../platform/http/auth.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';
import { createMall } from './loyalty.mall.js';
import { pagesOf, textIn } from './loyalty.mall.present.js';
import { createMallReview } from './loyalty.mall.review.js';
import { mallOperatorRoutes, mallRoutes } from './loyalty.mall.routes.js';
import { presentRules, rulesFromBody, rulesOf, saveRules } from './loyalty.points.config.js';
import { createPointsConvert } from './loyalty.points.convert.js';
import { createPointsEarning } from './loyalty.points.earn.js';
import * as repo from './loyalty.points.repo.js';
import { pointsOperatorRoutes, pointsRoutes } from './loyalty.points.routes.js';
import type { VipService } from './loyalty.vip.js';

/** The remarks of points details, by the journal row's remark key. */
const REMARKS = {
  earn: { en: 'Earned on valid bets', bn: 'বৈধ বাজিতে অর্জিত' },
  reverse: { en: 'Taken back: valid bets reversed', bn: 'ফেরত নেওয়া হয়েছে: বৈধ বাজি বাতিল' },
  redeem: { en: 'Redeemed: {name}', bn: 'রিডিম: {name}' },
  refund: { en: 'Returned, redeem rejected: {name}', bn: 'ফেরত, রিডিম প্রত্যাখ্যাত: {name}' },
  convert: { en: 'Converted to cash', bn: 'নগদে রূপান্তরিত' },
} as const;

function remarkOf(remark: unknown, lang: Language): string {
  const data = remark !== null && typeof remark === 'object' ? new Map(Object.entries(remark)) : new Map();
  const key = data.get('key');
  const texts = typeof key === 'string' && key in REMARKS ? REMARKS[key as keyof typeof REMARKS] : null;
  if (!texts) return '';
  return texts[lang === 'bn' ? 'bn' : 'en'].replace('{name}', textIn(data.get('name'), lang));
}

function presentTxn(row: repo.PointsTxnRow, lang: Language): PointsTxnValue {
  return {
    id: row.id.toString(),
    kind: row.kind as PointsTxnValue['kind'],
    amount:
      row.amountMinor === null || !isCurrencyCode(row.currency)
        ? null
        : wireAmount(row.amountMinor, row.currency),
    currency: row.currency,
    points: row.points.toString(),
    status: row.status as PointsTxnValue['status'],
    remark: remarkOf(row.remark, lang),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Points and the points mall (issue 18, decision 0062). Points live in the ledger as their own
 * currency (PTS: one minor unit is one point) on the member's `points` account, against the
 * `points_pool` system account, so they sum to zero with the pool and never go below zero. They are
 * earned on valid bets by a job every minute, spent in the mall or converted to cash.
 */
export function createPointsPart(ctx: AppContext, deps: LoyaltyDeps & { vip: VipService }) {
  const db = ctx.database.db;
  const earning = createPointsEarning(ctx, deps);
  const convert = createPointsConvert(ctx, deps);
  const mall = createMall(ctx, deps);
  const review = createMallReview(ctx, deps);

  const service = {
    /** MCS2_getPointBalance. */
    async balance(principal: Principal): Promise<PointBalanceValue> {
      const b = await deps.wallet.balancesOf(principal.memberId, POINTS_CURRENCY);
      return { points: b.pointsMinor.toString(), currency: POINTS_CURRENCY };
    },
    /** A member's points (other parts, tests). */
    pointsOf: async (memberId: bigint) =>
      (await deps.wallet.balancesOf(memberId.toString(), POINTS_CURRENCY)).pointsMinor,
    /** getPointConfig. */
    async config(): Promise<PointsConfigValue> {
      return presentRules(await rulesOf(db), await deps.site.currencyCode());
    },
    async saveConfig(body: PointsConfigBody, operator: OperatorPrincipal): Promise<PointsConfigValue> {
      const currency = await deps.site.currencyCode();
      const rules = rulesFromBody(body, currency);
      await db.transaction(async (tx) => {
        const before = presentRules(await rulesOf(tx), currency);
        await saveRules(tx, rules, ctx.now());
        await deps.audit.record(tx, {
          ...operatorActor(operator),
          action: 'loyalty.points.config',
          target: { type: 'loyalty_points_config', id: '1' },
          before,
          after: presentRules(rules, currency),
        });
      });
      return presentRules(rules, currency);
    },
    /** ODSFE2_MemTransDet: my points movements, newest first. */
    async details(
      principal: Principal,
      query: { page: number; pageSize: number },
      lang: Language,
    ): Promise<PointsTxnListValue> {
      const { rows, total } = await repo.txnsOf(db, BigInt(principal.memberId), query.page, query.pageSize);
      return {
        list: rows.map((r) => presentTxn(r, lang)),
        total,
        totalPages: pagesOf(total, query.pageSize),
      };
    },
    convert,
    mall,
    review,
    /** The earning job's pass (tests call it directly). */
    earn: earning.run,
  };

  const part: LoyaltyPart = {
    routes: (app, guards) => {
      pointsRoutes(app, guards, service);
      mallRoutes(app, guards, mall);
    },
    operatorRoutes: (app, operatorGuard) => {
      pointsOperatorRoutes(app, operatorGuard, service);
      mallOperatorRoutes(app, operatorGuard, review);
    },
    jobs: async (runner) => {
      await runner.every('loyalty-points-earn', '* * * * *', async () => {
        await earning.run();
      });
    },
  };
  return { service, ...part };
}

export type PointsService = ReturnType<typeof createPointsPart>['service'];
