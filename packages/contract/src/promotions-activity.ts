import { z } from 'zod';
import { MoneyAmountText } from './transfers.js';

// ── Activity applications (issue 17, decision 0057; spec §1, §4, §5) ─────────────────────────

/** Spec §5 and its limits table: remark up to 140 characters; png or jpg, 5 MB each, at most 3. */
export const MAX_ACTIVITY_REMARK_CHARS = 140;
export const MAX_ACTIVITY_IMAGES = 3;
export const MAX_ACTIVITY_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACTIVITY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * The rules of an `activity` promotion: a player applies with a remark and images, an operator
 * approves (issuing the reward) or rejects with a reason. The reward is cash, or bonus money with
 * a wagering multiple of the bonus; its amount is fixed, or chosen by the operator at approval up
 * to `amount`. How often one player may be rewarded is the promotion row's per-player limit.
 */
export const ActivityRules = z.strictObject({
  reward: z.enum(['cash', 'bonus']),
  amountMode: z
    .enum(['fixed', 'chosen'])
    .describe('fixed: always `amount`; chosen: the operator picks, up to it'),
  amount: MoneyAmountText.describe('the fixed amount, or the largest the operator may issue'),
  wageringMultiple: z.number().int().min(0).max(100).default(0).describe('bonus only: × the bonus'),
  expiresInDays: z.number().int().min(1).max(365).default(7).describe('bonus only'),
  imagesRequired: z.boolean().describe('at least one image with every application'),
});
export type ActivityRules = z.infer<typeof ActivityRules>;

export const ACTIVITY_APPLICATION_STATUSES = ['applying', 'issued', 'rejected'] as const;
export const ActivityApplicationStatus = z.enum(ACTIVITY_APPLICATION_STATUSES);
export type ActivityApplicationStatus = z.infer<typeof ActivityApplicationStatus>;

export const ActivityImageValue = z.object({
  id: z.string(),
  contentType: z.enum(ACTIVITY_IMAGE_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The private image route for the caller (a player's or the back office's); send the token. */
  path: z.string(),
});
export type ActivityImageValue = z.infer<typeof ActivityImageValue>;

/** GET /wps/promotions/applications (T) and the answer of an application: one of mine. */
export const ActivityApplicationValue = z.object({
  id: z.string(),
  promotionId: z.string(),
  /** The promotion's title in the caller's language. */
  title: z.string(),
  remark: z.string(),
  images: z.array(ActivityImageValue),
  status: ActivityApplicationStatus,
  reward: z.enum(['cash', 'bonus']),
  /** Issued amount; null until issued. */
  amount: z.string().nullable(),
  /** The bonus an issued bonus reward is (bonusDetails). */
  bonusId: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ActivityApplicationValue = z.infer<typeof ActivityApplicationValue>;
export const ActivityApplicationListValue = z.object({ list: z.array(ActivityApplicationValue) });
export type ActivityApplicationListValue = z.infer<typeof ActivityApplicationListValue>;

export const ActivityApplicationIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
export const ActivityImageParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/),
  imageId: z.string().regex(/^[1-9]\d{0,17}$/),
});

// ── Back office ────────────────────────────────────────────────────────────────────────────

export const BoActivityQuery = z.strictObject({
  status: ActivityApplicationStatus.default('applying'),
});

export const BoActivityApplicationValue = ActivityApplicationValue.extend({
  username: z.string(),
  memberId: z.string(),
  /** The promotion's rules, so the reviewer sees the reward and its bounds. */
  rules: ActivityRules,
  decidedBy: z.string().nullable(),
});
export type BoActivityApplicationValue = z.infer<typeof BoActivityApplicationValue>;
export const BoActivityApplicationListValue = z.object({ list: z.array(BoActivityApplicationValue) });
export type BoActivityApplicationListValue = z.infer<typeof BoActivityApplicationListValue>;

/** POST /bo/api/promotions/applications/:id/approve: the amount (chosen mode; fixed takes the rule's). */
export const BoActivityApproveRequest = z.strictObject({
  amount: MoneyAmountText.optional(),
});
export type BoActivityApproveRequest = z.infer<typeof BoActivityApproveRequest>;

/** POST /bo/api/promotions/applications/:id/reject: the reason the player is shown. */
export const BoActivityRejectRequest = z.strictObject({
  reason: z.string().trim().min(2).max(200),
});
export type BoActivityRejectRequest = z.infer<typeof BoActivityRejectRequest>;
