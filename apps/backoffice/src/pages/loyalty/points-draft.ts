import type { BoGoodsValue, GoodsBody, PointsConfigValue } from '@khela/contract';

/** The rates as the editor writes them: one `TYPE=bp` a line. */
export function ratesText(rates: Record<string, number>): string {
  return Object.entries(rates)
    .map(([type, bp]) => `${type}=${bp}`)
    .join('\n');
}

/** The editor's rate lines as a map, or null when a line is not `TYPE=whole number`. */
export function ratesOf(text: string): Record<string, number> | null {
  const rates: Record<string, number> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = /^([A-Z]{2,10})\s*=\s*(\d{1,7})$/.exec(line);
    if (!match?.[1] || !match[2]) return null;
    rates[match[1]] = Number(match[2]);
  }
  return rates;
}

export type RulesDraft = Omit<PointsConfigValue, 'currency' | 'rates'> & { rates: string };

export const rulesDraftOf = (v: PointsConfigValue): RulesDraft => ({ ...v, rates: ratesText(v.rates) });

/** The goods editor's fields as text, as typed. */
export type GoodsDraft = {
  nameEn: string;
  nameBn: string;
  imageUrl: string;
  kind: GoodsBody['kind'];
  value: string;
  pricePoints: string;
  requirement: GoodsBody['requirement'];
  requirementAmount: string;
  requirementDays: string;
  totalQuantity: string;
  perPlayerLimit: string;
  visible: boolean;
  activeFrom: string;
  activeUntil: string;
  sort: string;
};

export const blankGoods = (now: Date): GoodsDraft => ({
  nameEn: '',
  nameBn: '',
  imageUrl: '/mall/cash.svg',
  kind: 'cash',
  value: '',
  pricePoints: '',
  requirement: 'none',
  requirementAmount: '',
  requirementDays: '',
  totalQuantity: '',
  perPlayerLimit: '',
  visible: true,
  activeFrom: now.toISOString(),
  activeUntil: '',
  sort: '0',
});

export const goodsDraftOf = (g: BoGoodsValue): GoodsDraft => ({
  nameEn: g.name.en,
  nameBn: g.name.bn,
  imageUrl: g.imageUrl,
  kind: g.kind,
  value: g.value ?? '',
  pricePoints: g.pricePoints,
  requirement: g.requirement,
  requirementAmount: g.requirementAmount ?? '',
  requirementDays: g.requirementDays === null ? '' : String(g.requirementDays),
  totalQuantity: String(g.totalQuantity),
  perPlayerLimit: g.perPlayerLimit === null ? '' : String(g.perPlayerLimit),
  visible: g.visible,
  activeFrom: g.activeFrom,
  activeUntil: g.activeUntil ?? '',
  sort: String(g.sort),
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The request body of a draft: what does not parse is sent as NaN or as typed, so the server's
 * schema names the field; the kind decides whether the value is sent, the requirement whether its
 * amount and days are.
 */
export function goodsBodyOf(d: GoodsDraft): GoodsBody {
  const needs = d.requirement !== 'none';
  return {
    name: { en: d.nameEn.trim(), bn: d.nameBn.trim() },
    imageUrl: d.imageUrl.trim(),
    kind: d.kind,
    value: d.kind === 'physical' ? null : d.value.trim(),
    pricePoints: whole(d.pricePoints),
    requirement: d.requirement,
    requirementAmount: needs ? d.requirementAmount.trim() : null,
    requirementDays: needs ? whole(d.requirementDays) : null,
    totalQuantity: whole(d.totalQuantity),
    perPlayerLimit: orNull(d.perPlayerLimit) === null ? null : whole(d.perPlayerLimit),
    visible: d.visible,
    activeFrom: d.activeFrom.trim(),
    activeUntil: orNull(d.activeUntil),
    sort: whole(d.sort),
  };
}
