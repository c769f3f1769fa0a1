import type { ErrorCode } from '@khela/contract';

// Feedback and complaints list their codes beside their code (decision 0061).
export { FEEDBACK_ERRORS } from './messaging.feedback.errors.js';

/**
 * The messaging module's refusals (texts in the contract's catalogue, "Messaging" group):
 * announcements and the content images they show.
 * - ANNOUNCEMENT_NOT_FOUND: an announcement id that does not exist, is inactive, or is outside
 *   its time window (for an operator: that does not exist).
 * - CONTENT_IMAGE_MISSING: an image upload that is not multipart with exactly one file in "file".
 * - CONTENT_IMAGE_TOO_LARGE: an image over the size limit; nothing is stored.
 * - CONTENT_IMAGE_NOT_IMAGE: bytes that are not a readable PNG, JPEG or WebP; nothing is stored.
 * - MEDIA_NOT_FOUND: a /media path that names no uploaded image.
 */
export const MESSAGING_ERRORS = [
  'ANNOUNCEMENT_NOT_FOUND',
  'CONTENT_IMAGE_MISSING',
  'CONTENT_IMAGE_TOO_LARGE',
  'CONTENT_IMAGE_NOT_IMAGE',
  'MEDIA_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export type MessagingErrorCode = (typeof MESSAGING_ERRORS)[number];

/**
 * Platform messages (messageV2, decision 0060; texts in errors/messaging-inbox.ts):
 * - INBOX_MESSAGE_NOT_FOUND: a message id that is not the caller's, or that the caller deleted.
 * - INBOX_MEMBER_NOT_FOUND / INBOX_AGENT_NOT_FOUND: a one-player or agent-team audience naming nobody.
 * - INBOX_AUDIENCE_EMPTY / INBOX_AUDIENCE_TOO_LARGE: an audience of no one, or past the limit.
 * - INBOX_SEGMENT_UNAVAILABLE: a VIP-level audience without the loyalty module's VIP levels.
 * - INBOX_DATE_RANGE_INVALID: a registration-date audience backwards or too long.
 */
export const INBOX_ERRORS = [
  'INBOX_MESSAGE_NOT_FOUND',
  'INBOX_MEMBER_NOT_FOUND',
  'INBOX_AGENT_NOT_FOUND',
  'INBOX_AUDIENCE_EMPTY',
  'INBOX_AUDIENCE_TOO_LARGE',
  'INBOX_SEGMENT_UNAVAILABLE',
  'INBOX_DATE_RANGE_INVALID',
  'NOT_LOGGED_IN',
] as const satisfies readonly ErrorCode[];
