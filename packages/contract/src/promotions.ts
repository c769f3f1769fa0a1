import { z } from 'zod';
import { ActivityRules } from './promotions-activity.js';
import { RaffleRules } from './promotions-raffle.js';
import { RebateRules } from './promotions-rebate.js';
import { ReferralRules } from './promotions-referral.js';
import { MoneyAmountText, RequestId } from './transfers.js';

// ── Bonus money and wagering (decision 0051; paths are our design) ──────────────────────────

export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited', 'lost'] as const;
export const BonusStatus = z.enum(BONUS_STATUSES);

/** Contribution of a game type to wagering, in basis points (10000 = 100 %). */
const Bp = z.number().int().min(0).max(10_000);

export const BonusValue = z.object({
  id: z.string(),
  source: z
    .string()
    .describe('first_deposit, reload, rebate, referral, red_envelope, raffle, activity or manual'),
  status: BonusStatus,
  amount: z.string().describe('granted'),
  balance: z.string().describe('bonus money of this grant left to play with'),
  wageringRequired: z.string(),
  wagered: z.string().describe('the sum of its wagering lines'),
  progressBp: Bp.describe('wagered / required, in basis points, at most 10000'),
  locked: z.string().describe('cash (the qualifying deposit) not withdrawable while active'),
  maxStake: z.string().nullable().describe('largest stake while active; null: no limit'),
  contributions: z.record(z.string(), Bp).describe('per game type (RNG, LIVE, …)'),
  defaultContributionBp: Bp,
  converted: z.string().describe('moved to cash when wagering was met'),
  removed: z.string().describe('taken back on expiry or forfeit'),
  grantedAt: z.string(),
  expiresAt: z.string(),
  endedAt: z.string().nullable(),
});
export type BonusValue = z.infer<typeof BonusValue>;

/** GET /wps/promotions/bonuses (T): the member centre's bonusDetails page. */
export const BonusDetailsValue = z.object({
  currency: z.string(),
  cash: z.string(),
  bonus: z.string(),
  locked: z.string().describe('cash locked by active bonuses (at most the cash)'),
  withdrawable: z.string().describe('cash less locked: what a withdrawal may take now'),
  list: z.array(BonusValue),
});
export type BonusDetailsValue = z.infer<typeof BonusDetailsValue>;

export const BonusLineValue = z.object({
  kind: z.enum(['settled', 'adjusted', 'reversed']),
  gameType: z.string(),
  stake: z.string().describe('the round’s valid stake (negative for a reversal)'),
  contributionBp: Bp,
  amount: z.string().describe('what it added to wagering'),
  at: z.string(),
});
export const BonusLinesValue = z.object({ list: z.array(BonusLineValue) });
export type BonusLinesValue = z.infer<typeof BonusLinesValue>;

export const BonusIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

// ── Back office ────────────────────────────────────────────────────────────────────────────

/** POST /bo/api/promotions/bonuses: an operator grants a bonus to one player (audited). */
export const BoGrantBonusRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  amount: MoneyAmountText,
  wageringMultiple: z.number().int().min(0).max(100).describe('× the base; 0: none'),
  wageringBase: z.enum(['bonus', 'deposit_bonus']).default('bonus'),
  deposit: MoneyAmountText.optional().describe('the qualifying deposit (base deposit_bonus, and the lock)'),
  lockDeposit: z.boolean().default(false).describe('keep the deposit from withdrawal until wagering is met'),
  maxStake: MoneyAmountText.optional(),
  contributions: z.record(z.string().regex(/^[A-Z]{2,10}$/), Bp).default({}),
  defaultContributionBp: Bp.default(10_000),
  expiresInDays: z.number().int().min(1).max(365),
  reason: z.string().trim().min(2).max(200),
  requestId: RequestId,
});
export type BoGrantBonusRequest = z.infer<typeof BoGrantBonusRequest>;

export const BoBonusQuery = z.strictObject({
  username: z.string().trim().min(1).max(64),
});

export const BoBonusListValue = z.object({
  username: z.string(),
  details: BonusDetailsValue,
});
export type BoBonusListValue = z.infer<typeof BoBonusListValue>;

export const BoForfeitBonusRequest = z.strictObject({ reason: z.string().trim().min(2).max(200) });

// ── Promotions (decision 0052) ─────────────────────────────────────────────────────────────

export const PROMOTION_KINDS = [
  'first_deposit',
  'reload',
  'rebate',
  'referral',
  'red_envelope',
  'raffle',
  'activity',
] as const;
export const PromotionKind = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof PromotionKind>;
/** Kinds the engine pays so far; the others can be drafted but not published. */
export const PAYING_PROMOTION_KINDS: readonly PromotionKind[] = [
  'first_deposit',
  'reload',
  'activity',
  'rebate',
  'referral',
  'raffle',
];

export const PROMOTION_CATEGORIES = ['deposit', 'rebate', 'referral', 'events', 'vip'] as const;
export const PromotionCategory = z.enum(PROMOTION_CATEGORIES);

const GameTypeKey = z.string().regex(/^[A-Z]{2,10}$/, 'a game type such as RNG or LIVE');

/** A deposit bonus: a percentage of the qualifying deposit up to a cap, with its wagering. */
export const DepositBonusRules = z.strictObject({
  percentBp: z.number().int().min(1).max(100_000).describe('bonus = deposit × percentBp / 10000, up to cap'),
  cap: MoneyAmountText,
  minDeposit: MoneyAmountText,
  wageringMultiple: z.number().int().min(0).max(100),
  wageringBase: z.enum(['bonus', 'deposit_bonus']),
  lockDeposit: z.boolean(),
  maxStake: MoneyAmountText.optional(),
  contributions: z.record(GameTypeKey, Bp).default({}),
  defaultContributionBp: Bp.default(10_000),
  expiresInDays: z.number().int().min(1).max(365),
});
export type DepositBonusRules = z.infer<typeof DepositBonusRules>;

/** The rules schema of each kind (the ones not paid yet take any object while drafted). */
export const PROMOTION_RULES: Record<PromotionKind, z.ZodType> = {
  first_deposit: DepositBonusRules,
  reload: DepositBonusRules,
  rebate: RebateRules,
  referral: ReferralRules,
  red_envelope: z.record(z.string(), z.unknown()),
  raffle: RaffleRules,
  activity: ActivityRules,
};

const Texts = z.strictObject({
  en: z.string().trim().min(1).max(5000),
  bn: z.string().trim().min(1).max(5000),
});
const ShortTexts = z.strictObject({
  en: z.string().trim().min(1).max(120),
  bn: z.string().trim().min(1).max(120),
});

/**
 * The spec's activity statuses as a deposit promotion shows them to a player: join (may join),
 * joined (waiting for a qualifying deposit), issued (the bonus is granted), close (ended, or the
 * limit reached), coming_soon (visible, not active yet).
 */
export const PromotionPlayerStatus = z.enum([
  'join',
  'joined',
  'issued',
  'close',
  'coming_soon',
  // activity applications (decision 0057): my application is under review, or was rejected
  'applying',
  'rejected',
]);

export const PromotionValue = z.object({
  id: z.string(),
  kind: PromotionKind,
  category: PromotionCategory,
  title: z.string(),
  body: z.string().describe('plain text, paragraphs separated by blank lines'),
  activeFrom: z.string(),
  activeUntil: z.string().nullable(),
  rules: z
    .record(z.string(), z.unknown())
    .describe('the kind’s rules (DepositBonusRules for deposit bonuses)'),
  /** Null for a guest. */
  status: PromotionPlayerStatus.nullable(),
  /** The bonus a claim granted (bonusDetails), when issued. */
  bonusId: z.string().nullable(),
});
export type PromotionValue = z.infer<typeof PromotionValue>;
export const PromotionListValue = z.object({ list: z.array(PromotionValue) });
export type PromotionListValue = z.infer<typeof PromotionListValue>;

export const PromotionIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

/** POST/PUT /bo/api/promotions: a promotion as the operator edits it. */
export const BoPromotionRequest = z.strictObject({
  kind: PromotionKind,
  category: PromotionCategory,
  status: z.enum(['draft', 'published', 'archived']),
  title: ShortTexts,
  body: Texts,
  rules: z.record(z.string(), z.unknown()),
  visibleFrom: z.iso.datetime({ offset: true }),
  activeFrom: z.iso.datetime({ offset: true }),
  activeUntil: z.iso.datetime({ offset: true }).nullable(),
  perPlayerLimit: z.number().int().min(1).max(1000),
  globalLimit: z.number().int().min(1).max(10_000_000).nullable(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type BoPromotionRequest = z.infer<typeof BoPromotionRequest>;

export const BoPromotionValue = z.object({
  id: z.string(),
  kind: PromotionKind,
  category: PromotionCategory,
  status: z.enum(['draft', 'published', 'archived']),
  title: ShortTexts,
  body: Texts,
  rules: z.record(z.string(), z.unknown()),
  visibleFrom: z.string(),
  activeFrom: z.string(),
  activeUntil: z.string().nullable(),
  perPlayerLimit: z.number().int(),
  globalLimit: z.number().int().nullable(),
  issuedCount: z.number().int(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type BoPromotionValue = z.infer<typeof BoPromotionValue>;
export const BoPromotionListValue = z.object({ list: z.array(BoPromotionValue) });

/** What a sample player would get (the editor's preview): for a deposit of `deposit`. */
export const BoPromotionPreviewRequest = z.strictObject({
  kind: PromotionKind,
  rules: z.record(z.string(), z.unknown()),
  deposit: MoneyAmountText,
});
export const BoPromotionPreviewValue = z.object({
  qualifies: z.boolean(),
  bonus: z.string(),
  wageringRequired: z.string(),
  locked: z.string(),
  expiresInDays: z.number().int(),
});

// ── Red envelopes (decision 0053) ──────────────────────────────────────────────────────────

/** GET /wps/promotions/envelopes (T): the envelopes open now, with the caller's grab. */
export const EnvelopeValue = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number().int(),
  remainingCount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** What the caller grabbed; null when not yet. */
  grabbed: z.string().nullable(),
});
export type EnvelopeValue = z.infer<typeof EnvelopeValue>;
export const EnvelopeListValue = z.object({ list: z.array(EnvelopeValue) });
export type EnvelopeListValue = z.infer<typeof EnvelopeListValue>;
export const EnvelopeGrabValue = z.object({ amount: z.string(), envelope: EnvelopeValue });

/** POST /bo/api/promotions/envelopes: fund an envelope (audited). */
export const BoEnvelopeRequest = z.strictObject({
  title: ShortTexts,
  total: MoneyAmountText,
  count: z.number().int().min(1).max(100_000),
  minGrab: MoneyAmountText,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
});
export type BoEnvelopeRequest = z.infer<typeof BoEnvelopeRequest>;
export const BoEnvelopeValue = z.object({
  id: z.string(),
  title: ShortTexts,
  total: z.string(),
  count: z.number().int(),
  minGrab: z.string(),
  remaining: z.string(),
  remainingCount: z.number().int(),
  grabbed: z.string().describe('the sum of the grabs'),
  returned: z.string(),
  status: z.enum(['open', 'returned', 'emptied']),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type BoEnvelopeValue = z.infer<typeof BoEnvelopeValue>;
export const BoEnvelopeListValue = z.object({ list: z.array(BoEnvelopeValue) });

// ── Reward centre (issue 17) ───────────────────────────────────────────────────────────────

/**
 * One line of the reward centre (`/rewardCenter`): something the player can claim, has claimed, or
 * is waiting for. Each source (rebate, referral, raffle, activity, envelope, bonus) answers its
 * own lines; the centre lists them together and the header badge counts the `claimable` ones.
 */
export const REWARD_SOURCES = [
  'bonus',
  'rebate',
  'referral',
  'envelope',
  'raffle',
  'activity',
  // Missions and leaderboard prizes (issue 18, decision 0064).
  'mission',
] as const;
export const RewardItemValue = z.object({
  /** Unique across sources: `<source>:<id>`. */
  key: z.string(),
  source: z.enum(REWARD_SOURCES),
  /** In the caller's language. */
  title: z.string(),
  /** Money in the site currency's text form, or null (a raffle ticket, an application under review). */
  amount: z.string().nullable(),
  status: z.enum(['claimable', 'pending', 'claimed', 'expired']),
  /** ISO time the line was created or last changed. */
  at: z.string(),
  /** The site path where the player acts on it (a claim button lives on that page). */
  path: z.string(),
});
export type RewardItemValue = z.infer<typeof RewardItemValue>;
export const RewardCenterValue = z.object({
  claimable: z.number().int(),
  list: z.array(RewardItemValue),
});
export type RewardCenterValue = z.infer<typeof RewardCenterValue>;

// ── Cost and conversion report (issue 17) ──────────────────────────────────────────────────

/** GET /bo/api/promotions/report (promotions.view): per promotion, its claims and its bonus money. */
export const BoPromotionReportRow = z.object({
  id: z.string(),
  kind: PromotionKind,
  status: z.enum(['draft', 'published', 'archived']),
  title: z.string().describe('the English title'),
  joined: z.number().int().describe('claims (players who joined)'),
  issued: z.number().int().describe('claims that received their reward'),
  joinConversionBp: z.number().int().describe('issued / joined, in basis points'),
  bonuses: z.number().int().describe('bonus grants carrying this promotion'),
  completed: z.number().int().describe('grants whose wagering was met (converted)'),
  wageringCompletionBp: z.number().int().describe('completed / bonuses, in basis points'),
  granted: z.string().describe('bonus money granted'),
  converted: z.string().describe('bonus money that became cash: the cost so far'),
  removed: z.string().describe('bonus money removed (expired, forfeited, spent)'),
  outstanding: z.string().describe('bonus money still held by active grants'),
});
export type BoPromotionReportRow = z.infer<typeof BoPromotionReportRow>;
export const BoPromotionReportValue = z.object({ currency: z.string(), list: z.array(BoPromotionReportRow) });
export type BoPromotionReportValue = z.infer<typeof BoPromotionReportValue>;
