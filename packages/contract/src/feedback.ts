import { z } from 'zod';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackStatus as FeedbackStatusName,
  type FeedbackType as FeedbackTypeName,
  MAX_FEEDBACK_CHARS,
  MAX_FEEDBACK_REPLY_CHARS,
} from './feedback-limits.js';
import { plainText } from './text-fields.js';

export * from './feedback-limits.js';

// ── Feedback and complaints (issue 18, decision 0061; spec §1, §5, §7 /wps/feedback) ───────────

export const FeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = FeedbackTypeName;
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = FeedbackStatusName;

/** The site setting FEEDBACKLENGTH: the words a submission may have (replies: 1 to max). */
export const FeedbackLength = z
  .strictObject({
    minWords: z.number().int().min(1).max(200),
    maxWords: z.number().int().min(1).max(1000),
  })
  .refine((v) => v.minWords <= v.maxWords, 'minWords must not be above maxWords');
export type FeedbackLength = z.infer<typeof FeedbackLength>;

/** The text of a submission or a reply: multi-line plain text (no markup), bounded in characters. */
export const FeedbackText = plainText(MAX_FEEDBACK_CHARS, { multiline: true });

/** POST /wps/feedback as JSON (no images); with images the same fields come as multipart/form-data. */
export const FeedbackSubmitJson = z.strictObject({
  type: FeedbackType,
  content: z.string().max(MAX_FEEDBACK_CHARS * 2),
});
export type FeedbackSubmitJson = z.infer<typeof FeedbackSubmitJson>;

/** POST /wps/feedback/:id/reply (the player) and /bo/api/feedback/:id/reply (an operator). */
export const FeedbackReplyRequest = z.strictObject({
  content: z.string().max(MAX_FEEDBACK_CHARS * 2),
});
export type FeedbackReplyRequest = z.infer<typeof FeedbackReplyRequest>;

export const FeedbackIdParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
export const FeedbackImageParams = z.strictObject({
  id: z.string().regex(/^[1-9]\d{0,17}$/),
  imageId: z.string().regex(/^[1-9]\d{0,17}$/),
});

export const FeedbackImageValue = z.object({
  id: z.string(),
  contentType: z.enum(FEEDBACK_IMAGE_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The private image route for the caller (the owner's or the back office's); send the token. */
  path: z.string(),
});
export type FeedbackImageValue = z.infer<typeof FeedbackImageValue>;

export const FeedbackPostValue = z.object({
  id: z.string(),
  from: z.enum(['player', 'operator']),
  /** The operator's name on an operator's post (the back office only); null for players. */
  operatorName: z.string().nullable(),
  content: z.string(),
  images: z.array(FeedbackImageValue),
  at: z.string(),
  /** An operator's post: when the player first saw it; null until then (and on player posts). */
  readAt: z.string().nullable(),
});
export type FeedbackPostValue = z.infer<typeof FeedbackPostValue>;

/** One of my threads in the list: its first words, its status and the replies I have not seen. */
export const FeedbackSummaryValue = z.object({
  id: z.string(),
  type: FeedbackType,
  status: FeedbackStatus,
  preview: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  unreadReplies: z.number().int(),
});
export type FeedbackSummaryValue = z.infer<typeof FeedbackSummaryValue>;

/** The form's rules as the site is configured now (FEEDBACKLENGTH and the image limits). */
export const FeedbackRulesValue = z.object({
  minWords: z.number().int(),
  maxWords: z.number().int(),
  maxImages: z.number().int(),
  maxImageBytes: z.number().int(),
  types: z.array(FeedbackType),
});
export type FeedbackRulesValue = z.infer<typeof FeedbackRulesValue>;

/** GET /wps/feedback (T): my threads newest first, how many have unread replies (the badge), the rules. */
export const FeedbackListValue = z.object({
  list: z.array(FeedbackSummaryValue),
  unreadThreads: z.number().int(),
  rules: FeedbackRulesValue,
});
export type FeedbackListValue = z.infer<typeof FeedbackListValue>;

/** GET /wps/feedback/:id (T) and the answer of every change: the whole thread. */
export const FeedbackThreadValue = z.object({
  id: z.string(),
  type: FeedbackType,
  status: FeedbackStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  closedBy: z.enum(['player', 'operator']).nullable(),
  posts: z.array(FeedbackPostValue),
});
export type FeedbackThreadValue = z.infer<typeof FeedbackThreadValue>;

// ── Back office (feedback.reply) ─────────────────────────────────────────────────────────────

export const BoFeedbackQuery = z.strictObject({
  status: FeedbackStatus.optional(),
  type: FeedbackType.optional(),
});
export type BoFeedbackQuery = z.infer<typeof BoFeedbackQuery>;

export const BoFeedbackSummaryValue = FeedbackSummaryValue.omit({ unreadReplies: true }).extend({
  memberId: z.string(),
  username: z.string(),
  imageCount: z.number().int(),
  posts: z.number().int(),
});
export type BoFeedbackSummaryValue = z.infer<typeof BoFeedbackSummaryValue>;

/** GET /bo/api/feedback: open threads first (oldest waiting first), then the rest newest first. */
export const BoFeedbackListValue = z.object({ list: z.array(BoFeedbackSummaryValue) });
export type BoFeedbackListValue = z.infer<typeof BoFeedbackListValue>;

export const BoFeedbackThreadValue = FeedbackThreadValue.extend({
  memberId: z.string(),
  username: z.string(),
});
export type BoFeedbackThreadValue = z.infer<typeof BoFeedbackThreadValue>;

/** POST /bo/api/feedback/:id/reply: plain text, 1 to 4000 characters. */
export const BoFeedbackReplyRequest = z.strictObject({
  content: plainText(MAX_FEEDBACK_REPLY_CHARS, { multiline: true }),
});
export type BoFeedbackReplyRequest = z.infer<typeof BoFeedbackReplyRequest>;
