import type { BoPromotionReportValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { SiteInfo } from '../../platform/site.js';
import * as repo from './promotions.repo.js';

/** A share in basis points, floored; 0 when there is nothing to divide by. */
const shareBp = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((part * 10_000) / whole));

/**
 * The cost and conversion report per promotion (issue 17): how many joined and how many were
 * issued their reward, how many bonus grants met their wagering, and the bonus money granted,
 * converted to cash (the cost), removed and outstanding.
 */
export function createPromotionReport(ctx: AppContext, deps: { site: Pick<SiteInfo, 'currencyCode'> }) {
  return async function report(): Promise<BoPromotionReportValue> {
    const currency = await deps.site.currencyCode();
    const money = (minor: bigint) => wireAmount(minor, currency);
    const rows = await repo.promotionReport(ctx.database.db);
    return {
      currency,
      list: rows.map((r) => ({
        id: r.promotion.id.toString(),
        kind: r.promotion.kind as BoPromotionReportValue['list'][number]['kind'],
        status: r.promotion.status as BoPromotionReportValue['list'][number]['status'],
        title: (r.promotion.title as { en?: string }).en ?? '',
        joined: r.joined,
        issued: r.issued,
        joinConversionBp: shareBp(r.issued, r.joined),
        bonuses: r.bonuses,
        completed: r.completed,
        wageringCompletionBp: shareBp(r.completed, r.bonuses),
        granted: money(r.grantedMinor),
        converted: money(r.convertedMinor),
        removed: money(r.removedMinor),
        outstanding: money(r.outstandingMinor),
      })),
    };
  };
}

export type PromotionReport = ReturnType<typeof createPromotionReport>;
