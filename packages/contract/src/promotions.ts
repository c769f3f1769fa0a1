import { z } from 'zod';
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
