import type { GoodsValue, PointsConfigValue } from '@khela/contract';
import { currencyCodeOr, toDecimalString, tryParseAmount } from '@khela/money';

/** Whole points typed by a person: digits only, or null. */
export function pointsOf(text: string): bigint | null {
  const trimmed = text.trim();
  return /^\d{1,15}$/.test(trimmed) ? BigInt(trimmed) : null;
}

/**
 * The cash a conversion of `points` pays under the rule (decision 0062), floored to the minor
 * unit, as a decimal string; null when the points are not allowed (below the minimum, off the
 * step, conversion off) or worth nothing.
 */
export function convertCashOf(config: PointsConfigValue, points: bigint | null): string | null {
  if (points === null || !config.convertEnabled) return null;
  if (points < BigInt(config.convertMinPoints) || points % BigInt(config.convertStepPoints) !== 0n)
    return null;
  const currency = currencyCodeOr(config.currency);
  const per = tryParseAmount(config.convertCash, currency);
  if (!per.ok) return null;
  const cash = (points * per.value) / BigInt(config.convertPoints);
  return cash > 0n ? toDecimalString(cash, currency) : null;
}

/** The largest conversion the balance allows: the balance rounded down to the step, if at least the minimum. */
export function largestConversion(config: PointsConfigValue, balance: bigint): bigint | null {
  const step = BigInt(config.convertStepPoints);
  const most = (balance / step) * step;
  return most >= BigInt(config.convertMinPoints) ? most : null;
}

export type GoodsAction = 'login' | 'trial' | 'sold_out' | 'short' | 'redeem';

/** What the goods' button does for this viewer. */
export function goodsActionOf(
  goods: GoodsValue,
  viewer: { isLogin: boolean; isTrial: boolean; points: bigint | null },
): GoodsAction {
  if (goods.availableQuantity <= 0) return 'sold_out';
  if (!viewer.isLogin) return 'login';
  if (viewer.isTrial) return 'trial';
  if (viewer.points !== null && viewer.points < BigInt(goods.pricePoints)) return 'short';
  return 'redeem';
}
