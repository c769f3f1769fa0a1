// ── Feedback and complaints: the limits and the word count (issue 18, decision 0061) ──────────
// Zod-free, so the player site's member menu (the feedback badge) can import them without the
// schema library; feedback.ts builds the schemas on them.

/** What a player's feedback is about; the form offers them in this order. */
export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** open (waiting for an operator) → replied → closed; a player's reply reopens. */
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Spec §5 and the limits table: png or jpg, 5 MB each, at most 3 (checked by content on the server). */
export const MAX_FEEDBACK_IMAGES = 3;
export const MAX_FEEDBACK_IMAGE_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** A bound on any one text whatever the word settings say (a word of 40 000 letters is still one word). */
export const MAX_FEEDBACK_CHARS = 8000;
/** An operator's reply: plain text, up to this many characters. */
export const MAX_FEEDBACK_REPLY_CHARS = 4000;

/**
 * Words as the spec's "feedback content between {0} and {1} words" counts them: runs of
 * non-space characters, so Bengali and English count alike ("আমার টাকা আসেনি" is three).
 * The server and the form's live counter share this one function.
 */
export function feedbackWordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** FEEDBACKLENGTH when the site has not set it. */
export const DEFAULT_FEEDBACK_LENGTH = { minWords: 5, maxWords: 500 };
