import type { ErrorCode } from '@khela/contract';

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
