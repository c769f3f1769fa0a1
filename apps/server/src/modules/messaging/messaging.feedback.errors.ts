import type { ErrorCode } from '@khela/contract';

/**
 * Feedback and complaints' refusals (decision 0061; texts in the contract's errors/feedback.ts).
 * - FEEDBACK_NOT_FOUND: a thread or image that does not exist or is another player's.
 * - FEEDBACK_FORM_INVALID: a submission that is neither JSON nor the multipart form, or has another part.
 * - FEEDBACK_TYPE_INVALID: a submission without a known type.
 * - FEEDBACK_WORDS_OUT_OF_RANGE: content outside FEEDBACKLENGTH's words (a reply: 1 to max).
 * - FEEDBACK_IMAGE_TOO_MANY / FEEDBACK_IMAGE_TOO_LARGE / FEEDBACK_IMAGE_NOT_IMAGE: the images' limits.
 * - FEEDBACK_CLOSED: closing a closed thread, or an operator replying to one.
 * - FEEDBACK_RATE_LIMITED: more submissions (5) or replies (30) in an hour than a player may send.
 * - VALIDATION_FAILED: content with markup or control characters (field `content`).
 */
export const FEEDBACK_ERRORS = [
  'FEEDBACK_NOT_FOUND',
  'FEEDBACK_FORM_INVALID',
  'FEEDBACK_TYPE_INVALID',
  'FEEDBACK_WORDS_OUT_OF_RANGE',
  'FEEDBACK_IMAGE_TOO_MANY',
  'FEEDBACK_IMAGE_TOO_LARGE',
  'FEEDBACK_IMAGE_NOT_IMAGE',
  'FEEDBACK_CLOSED',
  'FEEDBACK_RATE_LIMITED',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];
