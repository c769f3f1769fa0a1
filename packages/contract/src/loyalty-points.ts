import { z } from 'zod';
import { PaymentPasswordField } from './accounts-payment-password.js';
import { plainText, safeLink } from './text-fields.js';
import { MoneyAmountText, RequestId } from './transfers.js';

// ── Points and the points mall (issue 18, decision 0062) ─────────────────────────────────────
// Points are their own currency in the ledger ('PTS', one minor unit = one whole point). They are
// earned on valid bets at a rate per game type times the VIP level's points rate, spent in the
// mall (redeem → in process → approved or rejected) or converted to cash at the configured rate.

/** The ledger currency of points: one minor unit is one whole point (no fractions). */
export const POINTS_CURRENCY = 'PTS';

/** Whole points on the wire: a decimal string of digits ("1250"). */
export const PointsText = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, 'whole points, e.g. 1250')
  .describe('whole points as a decimal string');

/**
 * A points rate in basis points of one point per one currency unit of valid bet: 10000 earns one
 * point for every 1.00 of valid bet, 100 one point for every 100.00. At most 100 points a unit.
 */
export const PointsRateBp = z.number().int().min(0).max(1_000_000);

const GameTypeKey = z.string().regex(/^[A-Z]{2,10}$/, 'a game type such as RNG or LIVE');

/** The operator's points rules: earning per game type, and the conversion to cash. */
export const PointsConfigBody = z.strictObject({
  rates: z.record(GameTypeKey, PointsRateBp).default({}).describe('per game type'),
  defaultRateBp: PointsRateBp.describe('for a game type not in `rates`'),
  convertEnabled: z.boolean(),
  /** `convertPoints` points are worth `convertCash` of the site currency (cash floors). */
  convertPoints: z.number().int().min(1).max(1_000_000_000),
  convertCash: MoneyAmountText,
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
  convertStepPoints: z.number().int().min(1).max(1_000_000_000),
});
export type PointsConfigBody = z.infer<typeof PointsConfigBody>;

/** getPointConfig: the earning rates and the conversion rule. */
export const PointsConfigValue = z.object({
  currency: z.string().describe('the site currency cash is paid in'),
  rates: z.record(z.string(), z.number().int()),
  defaultRateBp: z.number().int(),
  convertEnabled: z.boolean(),
  convertPoints: z.number().int(),
  convertCash: z.string(),
  convertMinPoints: z.number().int(),
  convertStepPoints: z.number().int(),
});
export type PointsConfigValue = z.infer<typeof PointsConfigValue>;

/** MCS2_getPointBalance. */
export const PointBalanceValue = z.object({ points: PointsText, currency: z.literal(POINTS_CURRENCY) });
export type PointBalanceValue = z.infer<typeof PointBalanceValue>;

export const GOODS_KINDS = ['cash', 'bonus', 'physical'] as const;
export const GoodsKind = z.enum(GOODS_KINDS);
export type GoodsKind = z.infer<typeof GoodsKind>;
export const GOODS_REQUIREMENTS = ['none', 'deposit', 'valid_bet'] as const;
export const GoodsRequirement = z.enum(GOODS_REQUIREMENTS);
export type GoodsRequirement = z.infer<typeof GoodsRequirement>;
/** The spec's redeem statuses (section 4): in process, rejected, approved. */
export const REDEEM_STATUSES = ['in_process', 'approved', 'rejected'] as const;
export const RedeemStatus = z.enum(REDEEM_STATUSES);
export type RedeemStatus = z.infer<typeof RedeemStatus>;

const GoodsName = z.strictObject({ en: plainText(80), bn: plainText(80) });

/** The operator's goods editor: create and update take the whole goods. */
export const GoodsBody = z.strictObject({
  name: GoodsName,
  imageUrl: safeLink(500).describe('a site path or an https URL'),
  kind: GoodsKind,
  value: MoneyAmountText.nullable().describe('cash or bonus amount; null for a physical item'),
  pricePoints: z.number().int().min(1).max(1_000_000_000),
  requirement: GoodsRequirement,
  requirementAmount: MoneyAmountText.nullable(),
  requirementDays: z.number().int().min(1).max(365).nullable(),
  totalQuantity: z.number().int().min(0).max(1_000_000),
  /** On update: the available quantity moves with the total (by the difference). */
  perPlayerLimit: z.number().int().min(1).max(10_000).nullable(),
  visible: z.boolean(),
  activeFrom: z.iso.datetime({ offset: true }),
  activeUntil: z.iso.datetime({ offset: true }).nullable(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type GoodsBody = z.infer<typeof GoodsBody>;

/** getPointReward: one goods as a player sees it. */
export const GoodsValue = z.object({
  id: z.string(),
  name: z.string().describe('in the caller language'),
  imageUrl: z.string(),
  kind: GoodsKind,
  value: z.string().nullable(),
  currency: z.string(),
  pricePoints: PointsText,
  requirement: GoodsRequirement,
  requirementAmount: z.string().nullable(),
  requirementDays: z.number().int().nullable(),
  totalQuantity: z.number().int(),
  availableQuantity: z.number().int(),
  perPlayerLimit: z.number().int().nullable(),
  activeFrom: z.string(),
  activeUntil: z.string().nullable(),
});
export type GoodsValue = z.infer<typeof GoodsValue>;

export const GoodsListValue = z.object({ list: z.array(GoodsValue) });
export type GoodsListValue = z.infer<typeof GoodsListValue>;

/** The back office's goods: both names, the visible flag and the counts. */
export const BoGoodsValue = GoodsValue.omit({ name: true }).extend({
  name: GoodsName,
  visible: z.boolean(),
  sort: z.number().int(),
  redeemedCount: z.number().int(),
});
export type BoGoodsValue = z.infer<typeof BoGoodsValue>;
export const BoGoodsListValue = z.object({ list: z.array(BoGoodsValue) });
export type BoGoodsListValue = z.infer<typeof BoGoodsListValue>;

export const GoodsIdParams = z.strictObject({ id: z.string().regex(/^\d{1,19}$/) });

/** redeemPointReward (E): the payment password, a fresh request id, and the address of a physical item. */
export const RedeemPointRewardRequest = z.strictObject({
  goodsId: z.string().regex(/^\d{1,19}$/),
  paymentPassword: PaymentPasswordField,
  requestId: RequestId,
  address: plainText(300, { multiline: true }).optional(),
});
export type RedeemPointRewardRequest = z.infer<typeof RedeemPointRewardRequest>;

export const RedeemValue = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  kind: GoodsKind,
  value: z.string().nullable(),
  currency: z.string(),
  points: PointsText,
  status: RedeemStatus,
  address: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RedeemValue = z.infer<typeof RedeemValue>;

export const PointsPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** getRedeemPointList: my redeems, newest first. */
export const RedeemListValue = z.object({
  list: z.array(RedeemValue),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RedeemListValue = z.infer<typeof RedeemListValue>;

/** convertPoint (E): whole points (min and step of the rule), the payment password, a request id. */
export const ConvertPointRequest = z.strictObject({
  points: PointsText,
  paymentPassword: PaymentPasswordField,
  requestId: RequestId,
});
export type ConvertPointRequest = z.infer<typeof ConvertPointRequest>;

export const ConvertPointValue = z.object({
  points: PointsText.describe('converted'),
  cash: z.string().describe('credited to the cash wallet'),
  currency: z.string(),
  balance: PointsText.describe('points left'),
});
export type ConvertPointValue = z.infer<typeof ConvertPointValue>;

export const POINTS_TXN_KINDS = ['earn', 'reverse', 'redeem', 'refund', 'convert'] as const;
export type PointsTxnKind = (typeof POINTS_TXN_KINDS)[number];

/**
 * ODSFE2_MemTransDet: one points transaction (spec section 3: amount, points, status, time,
 * remark). `amount` is the money it is about (the valid bet earned on, the cash converted to, the
 * goods' value), `points` signed (earned positive, spent negative).
 */
export const PointsTxnValue = z.object({
  id: z.string(),
  kind: z.enum(POINTS_TXN_KINDS),
  amount: z.string().nullable(),
  currency: z.string(),
  points: z.string().describe('signed whole points'),
  status: RedeemStatus,
  remark: z.string(),
  createdAt: z.string(),
});
export type PointsTxnValue = z.infer<typeof PointsTxnValue>;
export const PointsTxnListValue = z.object({
  list: z.array(PointsTxnValue),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PointsTxnListValue = z.infer<typeof PointsTxnListValue>;

/** The back office's redeem queue. */
export const BoRedeemQuery = z.strictObject({
  status: RedeemStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const BoRedeemValue = RedeemValue.extend({
  memberId: z.string(),
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type BoRedeemValue = z.infer<typeof BoRedeemValue>;
export const BoRedeemListValue = z.object({
  list: z.array(BoRedeemValue),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type BoRedeemListValue = z.infer<typeof BoRedeemListValue>;
export const RedeemRejectRequest = z.strictObject({ reason: plainText(300) });
export const RedeemApproveRequest = z.strictObject({ note: plainText(300).optional() });
