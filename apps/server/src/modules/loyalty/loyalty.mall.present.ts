import type { BoGoodsValue, GoodsValue, Language, RedeemStatus, RedeemValue } from '@khela/contract';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { GoodsRow, RedeemRow } from './loyalty.mall.repo.js';

/** A stored { en, bn } text in the caller's language (English when missing). */
export function textIn(value: unknown, lang: Language): string {
  if (value === null || typeof value !== 'object') return '';
  const texts = new Map(Object.entries(value));
  const text = texts.get(lang) ?? texts.get('en');
  return typeof text === 'string' ? text : '';
}

const names = (value: unknown) => ({ en: textIn(value, 'en'), bn: textIn(value, 'bn') });
const money = (minor: bigint | null, currency: string) =>
  minor === null ? null : wireAmount(minor, currency);

export function presentGoods(row: GoodsRow, lang: Language): GoodsValue {
  return {
    id: row.id.toString(),
    name: textIn(row.name, lang),
    imageUrl: row.imageUrl,
    kind: row.kind as GoodsValue['kind'],
    value: money(row.valueMinor, row.currency),
    currency: row.currency,
    pricePoints: row.pricePoints.toString(),
    requirement: row.requirement as GoodsValue['requirement'],
    requirementAmount: money(row.requirementMinor, row.currency),
    requirementDays: row.requirementDays,
    totalQuantity: row.totalQuantity,
    availableQuantity: row.availableQuantity,
    perPlayerLimit: row.perPlayerLimit,
    activeFrom: row.activeFrom.toISOString(),
    activeUntil: row.activeUntil?.toISOString() ?? null,
  };
}

export function presentBoGoods(row: GoodsRow, redeemedCount: number): BoGoodsValue {
  return {
    ...presentGoods(row, 'en'),
    name: names(row.name),
    visible: row.visible,
    sort: row.sort,
    redeemedCount,
  };
}

export function presentRedeem(row: RedeemRow, lang: Language): RedeemValue {
  return {
    id: row.id.toString(),
    goodsId: row.goodsId.toString(),
    goodsName: textIn(row.goodsName, lang),
    kind: row.kind as RedeemValue['kind'],
    value: money(row.valueMinor, row.currency),
    currency: row.currency,
    points: row.points.toString(),
    status: row.status as RedeemStatus,
    address: row.address,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Pages of `pageSize` holding `total` rows (at least one page). */
export const pagesOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
