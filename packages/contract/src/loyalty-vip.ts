import { z } from 'zod';

// ── VIP levels (issue 18, decision 0063; paths are our design: the spec shows none) ─────────

/** An amount that may be zero ("0", "1500.00"): a threshold or a bonus the level does not use. */
export const VipAmountText = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'an amount such as 1500 or 1500.00');

/** A rebate rate in basis points of the valid bet (100 = 1 %), at most 10 % (as the promotions rebate). */
export const VipRebateRateBp = z.number().int().min(0).max(1000);

export const VIP_PERIODS = ['week', 'month'] as const;
export const VipPeriod = z.enum(VIP_PERIODS);
export type VipPeriod = z.infer<typeof VipPeriod>;

/** The most levels a ladder holds. */
export const VIP_MAX_LEVELS = 20;

/** One level of the ladder as the operator edits it (rank 1 … N; rank 0 is "no VIP"). */
export const VipLevelInput = z.strictObject({
  rank: z.number().int().min(1).max(VIP_MAX_LEVELS),
  label: z.strictObject({ bn: z.string().trim().min(1).max(40), en: z.string().trim().min(1).max(40) }),
  /** Reached when the valid bet and the deposits over the rolling window both reach these. */
  upgradeValidBet: VipAmountText,
  upgradeDeposit: VipAmountText,
  /** Kept at a retention check when the period's valid bet and deposits both reach these. */
  keepValidBet: VipAmountText,
  keepDeposit: VipAmountText,
  /** Paid once per member and level, ever, when the level is first reached. */
  levelUpBonus: VipAmountText,
  /** Paid once per member and bonus period to the members at this level when the period ends. */
  periodicBonus: VipAmountText,
  rebateRates: z.record(
    z.string().regex(/^[A-Z]{2,10}$/, 'a game type such as RNG or LIVE'),
    VipRebateRateBp,
  ),
  defaultRebateBp: VipRebateRateBp,
  /** Points earned, in basis points of the base rate (10000 = 1×). */
  pointsRateBp: z.number().int().min(0).max(100_000),
  withdrawDailyCount: z.number().int().min(1).max(1000),
  withdrawDailyAmount: VipAmountText,
});
export type VipLevelInput = z.infer<typeof VipLevelInput>;

/** The whole ladder (PUT /bo/api/loyalty/vip/ladder): the rules and every level. */
export const VipLadderInput = z.strictObject({
  /** The rolling window of the upgrade figures, in days. */
  windowDays: z.number().int().min(1).max(365),
  /** How often the retention check runs (at each period's start, on the period that ended). */
  retentionPeriod: VipPeriod,
  /** How often the periodic bonus is paid. */
  bonusPeriod: VipPeriod,
  levels: z.array(VipLevelInput).max(VIP_MAX_LEVELS),
});
export type VipLadderInput = z.infer<typeof VipLadderInput>;

/** The ladder as the back office reads it. */
export const VipLadderValue = VipLadderInput.extend({
  currency: z.string(),
  updatedAt: z.string().nullable(),
});
export type VipLadderValue = z.infer<typeof VipLadderValue>;

/** A level as a player reads it: the label in the caller's language, the benefits. */
export const VipLevelValue = z.object({
  rank: z.number().int(),
  label: z.string(),
  upgradeValidBet: z.string(),
  upgradeDeposit: z.string(),
  keepValidBet: z.string(),
  keepDeposit: z.string(),
  levelUpBonus: z.string(),
  periodicBonus: z.string(),
  rebateRates: z.array(z.object({ gameType: z.string(), rateBp: z.number().int() })),
  defaultRebateBp: z.number().int(),
  pointsRateBp: z.number().int(),
  withdrawDailyCount: z.number().int(),
  withdrawDailyAmount: z.string(),
});
export type VipLevelValue = z.infer<typeof VipLevelValue>;

/** The member's own VIP standing on the VIP page. */
export const VipMineValue = z.object({
  rank: z.number().int(),
  label: z.string(),
  /** When the current level was reached (null: never VIP). */
  since: z.string().nullable(),
  /** The rolling window the figures cover: [windowFrom, windowTo). */
  windowFrom: z.string(),
  windowTo: z.string(),
  validBet: z.string(),
  deposit: z.string(),
  /** The next level and what it needs (null at the top). */
  next: z
    .object({
      rank: z.number().int(),
      label: z.string(),
      validBet: z.string(),
      deposit: z.string(),
    })
    .nullable(),
  /** The retention check of the current period (null at rank 0). */
  retention: z
    .object({
      periodFrom: z.string(),
      periodTo: z.string(),
      validBet: z.string(),
      deposit: z.string(),
      keepValidBet: z.string(),
      keepDeposit: z.string(),
      /** Both figures reach the level's retention thresholds already. */
      kept: z.boolean(),
      /** The level was reached during this period: this period's check is skipped. */
      grace: z.boolean(),
    })
    .nullable(),
});
export type VipMineValue = z.infer<typeof VipMineValue>;

/** GET /wps/vip (the member's page) and GET /wps/vip/ladder (anyone; `me` null). */
export const VipPageValue = z.object({
  currency: z.string(),
  windowDays: z.number().int(),
  retentionPeriod: VipPeriod,
  bonusPeriod: VipPeriod,
  levels: z.array(VipLevelValue),
  me: VipMineValue.nullable(),
});
export type VipPageValue = z.infer<typeof VipPageValue>;

export const VIP_CHANGE_REASONS = ['upgrade', 'downgrade', 'manual'] as const;

/** One level change in a member's VIP history. */
export const VipChangeValue = z.object({
  id: z.string(),
  fromRank: z.number().int(),
  toRank: z.number().int(),
  reason: z.enum(VIP_CHANGE_REASONS),
  validBet: z.string(),
  deposit: z.string(),
  note: z.string().nullable(),
  operator: z.string().nullable(),
  at: z.string(),
});
export type VipChangeValue = z.infer<typeof VipChangeValue>;

export const BoVipMemberQuery = z.strictObject({
  username: z.string().trim().min(1).max(64),
});

/** A player's VIP standing and history (back office). */
export const BoVipMemberValue = z.object({
  memberId: z.string(),
  username: z.string(),
  rank: z.number().int(),
  label: z.string(),
  since: z.string().nullable(),
  evaluatedUntil: z.string().nullable(),
  history: z.array(VipChangeValue),
});
export type BoVipMemberValue = z.infer<typeof BoVipMemberValue>;

/** POST /bo/api/loyalty/vip/level: set a player's level by hand (audited). */
export const BoVipSetLevelRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  rank: z.number().int().min(0).max(VIP_MAX_LEVELS),
  reason: z.string().trim().min(2).max(200),
});
export type BoVipSetLevelRequest = z.infer<typeof BoVipSetLevelRequest>;
