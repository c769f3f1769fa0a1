import { asciiDigits, bpToPercentText, GAME_TYPES } from '@khela/contract';
import type { MessageKey } from '../../messages';

/**
 * The typed numbers of the promotion forms: percentages as people type them and basis points on
 * the wire, decimal amounts, whole numbers, and the local time of a datetime-local box. No React,
 * no calls: unit tested beside this file. Bengali digits are read as a Bengali keyboard types them.
 */

/** A field's problem before anything is sent: a message key and the values its text names. */
export type Problem = { key: MessageKey; params?: Record<string, string> };
export type Problems = Record<string, Problem>;

/** A percentage as typed: up to 4 whole digits and 2 decimals ("100", "12.5", "0.05"). */
const PERCENT_TEXT = /^(0|[1-9]\d{0,3})(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250 basis points (1 bp = 0.01 %), exactly (no floating point); null when malformed. */
export function percentTextToBp(text: string): number | null {
  const match = PERCENT_TEXT.exec(asciiDigits(text.trim()));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.5": the shortest percent text of basis points (what the form starts with). */
export const bpToPercent = (bp: number): string => bpToPercentText(bp);

/** A percentage within [minBp, maxBp], as basis points, or its problem. */
export function percentField(
  text: string,
  minBp: number,
  maxBp: number,
): { bp: number; problem?: undefined } | { bp?: undefined; problem: Problem } {
  const bp = percentTextToBp(text);
  if (bp === null || bp < minBp || bp > maxBp)
    return {
      problem: {
        key: 'pr_percent_invalid',
        params: { min: bpToPercentText(minBp), max: bpToPercentText(maxBp) },
      },
    };
  return { bp };
}

/** The server's amount (MoneyAmountText): above zero, no leading zeros, at most 2 decimals. */
const AMOUNT_TEXT = /^(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/;

/** An amount as typed → the decimal string the server takes ("500", "১০০.৫" → "100.5"); null when wrong. */
export function amountText(text: string): string | null {
  const value = asciiDigits(text.trim());
  return AMOUNT_TEXT.test(value) && /[1-9]/.test(value) ? value : null;
}

/** A whole number within [min, max], or null. */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const value = asciiDigits(text.trim());
  if (!/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

export const wholeProblem = (min: number, max: number): Problem => ({
  key: 'pr_whole_invalid',
  params: { min: String(min), max: String(max) },
});

/** An ISO instant → the value of a datetime-local box (the operator's local time, minutes). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local box's value → the ISO instant the server takes; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

// ── Contributions per game type ─────────────────────────────────────────────────────────────

/** Contribution of a game type as typed (percent text), '' for "the default". */
export type ContributionDrafts = Record<string, string>;

/** One row per game type of the catalogue, in its order, then any other type the rules name. */
export function contributionDrafts(contributions: Record<string, number> = {}): ContributionDrafts {
  const drafts: ContributionDrafts = {};
  for (const type of GAME_TYPES) drafts[type] = '';
  for (const [type, bp] of Object.entries(contributions)) drafts[type] = bpToPercentText(bp);
  return drafts;
}

/**
 * The contributions as sent ({ LIVE: 1000 }: only the typed ones) and each wrong one's problem
 * under `${prefix}.${type}` (0 to 100 %, as the server's Bp).
 */
export function contributionsOf(
  drafts: ContributionDrafts,
  prefix: string,
): { contributions: Record<string, number>; problems: Problems } {
  const contributions: Record<string, number> = {};
  const problems: Problems = {};
  for (const [type, text] of Object.entries(drafts)) {
    if (!text.trim()) continue;
    const field = percentField(text, 0, 10_000);
    if (field.problem) problems[`${prefix}.${type}`] = field.problem;
    else contributions[type] = field.bp;
  }
  return { contributions, problems };
}
