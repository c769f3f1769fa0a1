import { FEEDBACK_IMAGE_TYPES, type FeedbackRulesValue, feedbackWordCount } from '@khela/contract';

/**
 * The feedback form's pure part (decision 0061): the words of the text as the server counts them
 * (the contract's feedbackWordCount) against the site's FEEDBACKLENGTH, and which picked files the
 * form refuses before any upload (png/jpg, the size and count limits of the rules; the server
 * checks again by content). Checked by hand: the page ships no schema library.
 */

export type WordState = { count: number; min: number; max: number; tooFew: boolean; tooMany: boolean };

export function wordState(text: string, rules: Pick<FeedbackRulesValue, 'minWords' | 'maxWords'>): WordState {
  const count = feedbackWordCount(text);
  return {
    count,
    min: rules.minWords,
    max: rules.maxWords,
    tooFew: count < rules.minWords,
    tooMany: count > rules.maxWords,
  };
}

export type ImageRefusal = 'type' | 'size' | 'count';

/**
 * The files to keep of a pick, after those already kept, and the first reason one was refused:
 * a type other than png or jpg, over the size limit, or more than the limit in all.
 */
export function pickFeedbackImages<F extends { type: string; size: number }>(
  kept: readonly F[],
  picked: readonly F[],
  rules: Pick<FeedbackRulesValue, 'maxImages' | 'maxImageBytes'>,
): { kept: F[]; refused: ImageRefusal | null } {
  const next = [...kept];
  let refused: ImageRefusal | null = null;
  for (const file of picked) {
    if (!(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type)) refused ??= 'type';
    else if (file.size > rules.maxImageBytes) refused ??= 'size';
    else if (next.length >= rules.maxImages) refused ??= 'count';
    else next.push(file);
  }
  return { kept: next, refused };
}

/** The member-menu badge: threads with unread replies, shown as "99+" past 99; nothing at 0. */
export function badgeCount(unreadThreads: number | undefined): number | null {
  return unreadThreads && unreadThreads > 0 ? Math.min(unreadThreads, 100) : null;
}
