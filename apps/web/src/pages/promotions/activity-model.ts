import {
  ACTIVITY_IMAGE_TYPES,
  MAX_ACTIVITY_IMAGE_BYTES,
  MAX_ACTIVITY_IMAGES,
  MAX_ACTIVITY_REMARK_CHARS,
} from '@khela/contract';

/**
 * Activity applications on /promotions (decision 0057), the pure part: an activity's rules as the
 * card shows them, the remark's length as the server counts it, and which picked files the form
 * refuses before any upload (the spec's png/jpg, 5 MB each, at most 3; the server checks again by
 * content). Checked by hand: the page ships no schema library.
 */

export type ActivityFigures = {
  reward: 'cash' | 'bonus';
  amountMode: 'fixed' | 'chosen';
  amount: string;
  wageringMultiple: number;
  imagesRequired: boolean;
};

const DECIMAL = /^\d+(\.\d+)?$/;

export function activityRulesOf(rules: Record<string, unknown>): ActivityFigures | null {
  const { reward, amountMode, amount, wageringMultiple, imagesRequired } = rules;
  if (reward !== 'cash' && reward !== 'bonus') return null;
  if (amountMode !== 'fixed' && amountMode !== 'chosen') return null;
  if (typeof amount !== 'string' || !DECIMAL.test(amount)) return null;
  return {
    reward,
    amountMode,
    amount,
    wageringMultiple: typeof wageringMultiple === 'number' ? wageringMultiple : 0,
    imagesRequired: imagesRequired === true,
  };
}

/** Characters as a person counts them (code points, as the server does): "জ" is one. */
export const remarkLength = (remark: string) => [...remark].length;
export const remarkTooLong = (remark: string) => remarkLength(remark.trim()) > MAX_ACTIVITY_REMARK_CHARS;

export type ImageRefusal = 'type' | 'size' | 'count';

/**
 * The files to keep of a pick, after those already kept, and the first reason one was refused:
 * a type other than png or jpg, more than 5 MB, or more than 3 in all.
 */
export function pickImages<F extends { type: string; size: number }>(
  kept: readonly F[],
  picked: readonly F[],
): { kept: F[]; refused: ImageRefusal | null } {
  const next = [...kept];
  let refused: ImageRefusal | null = null;
  for (const file of picked) {
    if (!(ACTIVITY_IMAGE_TYPES as readonly string[]).includes(file.type)) refused ??= 'type';
    else if (file.size > MAX_ACTIVITY_IMAGE_BYTES) refused ??= 'size';
    else if (next.length >= MAX_ACTIVITY_IMAGES) refused ??= 'count';
    else next.push(file);
  }
  return { kept: next, refused };
}
