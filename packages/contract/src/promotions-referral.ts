import { z } from 'zod';
import { MoneyAmountText } from './transfers.js';

// ── Referral (decision 0056; paths are our design) ─────────────────────────────────────────

/**
 * A referral promotion's rules: what the referrer (and optionally the invitee) gets once the
 * invitee's paid deposits reach `minDeposits` and valid bets reach `minValidBets` within
 * `withinDays` of registering; paid as cash or as a bonus with wagering; at most `maxInvitees`
 * rewarded invitees per referrer.
 */
export const ReferralRules = z.strictObject({
  referrerReward: MoneyAmountText.describe('paid to the referrer per qualifying invitee'),
  inviteeReward: MoneyAmountText.optional().describe('paid to the invitee too when set'),
  minDeposits: MoneyAmountText.describe('the invitee’s paid deposits must reach this'),
  minValidBets: MoneyAmountText.describe('the invitee’s valid bets must reach this'),
  withinDays: z.number().int().min(1).max(365).describe('days from the invitee’s registration'),
  payAs: z.enum(['cash', 'bonus']),
  wageringMultiple: z.number().int().min(0).max(100).default(0).describe('bonus only: × the reward'),
  expiresInDays: z.number().int().min(1).max(365).default(30).describe('bonus only'),
  maxInvitees: z.number().int().min(1).max(100_000).describe('rewarded invitees per referrer'),
});
export type ReferralRules = z.infer<typeof ReferralRules>;

/** Why a referral was refused (abuse checks, decision 0056): the invitee looks like the referrer. */
export const REFERRAL_REFUSALS = ['same_device', 'same_ip', 'same_payee', 'same_mobile'] as const;
export const ReferralRefusal = z.enum(REFERRAL_REFUSALS);
export type ReferralRefusal = z.infer<typeof ReferralRefusal>;

/** pending: conditions not met yet; rewarded; refused (abuse); expired (the window passed, or the referrer's limit). */
export const ReferralStatus = z.enum(['pending', 'rewarded', 'refused', 'expired']);
export type ReferralStatus = z.infer<typeof ReferralStatus>;

export const ReferralInviteeValue = z.object({
  /** Masked: first and last characters only ("ab***yz"). */
  username: z.string(),
  registeredAt: z.string(),
  status: ReferralStatus,
  refusal: ReferralRefusal.nullable(),
  deposited: z.string(),
  validBets: z.string(),
  /** The end of the invitee's window; null when no referral promotion is on. */
  deadline: z.string().nullable(),
  /** What the referrer got for this invitee. */
  reward: z.string().nullable(),
});
export type ReferralInviteeValue = z.infer<typeof ReferralInviteeValue>;

/** GET /wps/promotions/referral (T): my code, link, counts, invitees and rewards. */
export const ReferralValue = z.object({
  code: z.string(),
  /** The registration link with the code (`…/?referralCode=CODE`); the page draws its QR. */
  link: z.string(),
  /** The referral promotion on now, or null (the code still records invitees). */
  promotion: z
    .object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      rules: ReferralRules,
      activeUntil: z.string().nullable(),
    })
    .nullable(),
  counts: z.object({
    invited: z.number().int(),
    pending: z.number().int(),
    rewarded: z.number().int(),
    refused: z.number().int(),
  }),
  /** The site currency of every amount here. */
  currency: z.string(),
  /** The sum of the referrer's rewards. */
  earned: z.string(),
  invitees: z.array(ReferralInviteeValue),
});
export type ReferralValue = z.infer<typeof ReferralValue>;

// ── The risk queue (decision 0056) ─────────────────────────────────────────────────────────

/**
 * What the promotions abuse checks flag: self_referral (a referral refused as the same person),
 * same_person_claim (a once-per-person bonus refused to a second account), shared_device (many
 * accounts on one device or address), bonus_hunting (deposit → bonus → forfeit or withdraw, again
 * and again).
 */
export const RISK_FLAG_KINDS = [
  'self_referral',
  'same_person_claim',
  'shared_device',
  'bonus_hunting',
] as const;
export const RiskFlagKind = z.enum(RISK_FLAG_KINDS);

export const BoRiskFlagValue = z.object({
  id: z.string(),
  memberId: z.string(),
  username: z.string().nullable(),
  kind: RiskFlagKind,
  detail: z.record(z.string(), z.unknown()),
  status: z.enum(['open', 'cleared']),
  createdAt: z.string(),
  clearedAt: z.string().nullable(),
  clearedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type BoRiskFlagValue = z.infer<typeof BoRiskFlagValue>;
export const BoRiskFlagListValue = z.object({ list: z.array(BoRiskFlagValue) });
export type BoRiskFlagListValue = z.infer<typeof BoRiskFlagListValue>;
export const BoRiskFlagQuery = z.strictObject({ status: z.enum(['open', 'cleared']).default('open') });
export const BoRiskClearRequest = z.strictObject({ note: z.string().trim().min(2).max(200) });
export const RiskFlagIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
