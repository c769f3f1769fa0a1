import { type ContractTier, type ContractType, MAX_CONTRACT_TIERS, MAX_RATE_BP } from './agents.js';

/**
 * A contract's rate table, one rule for the server, the agent centre and the back office
 * (decision 0046): 1–MAX_CONTRACT_TIERS rows; thresholds (team valid bet and active members) never
 * falling and not both the same as the row before; rates never falling and at most the type's cap
 * (MAX_RATE_BP). The forms check the typed text with `checkTierDrafts` before sending; the server
 * checks the parsed table with `tierTableProblem`. Each caller turns a problem code into its words.
 */

/** Bengali digits as a Bengali keyboard types them → ASCII, so "১.৫" reads as "1.5". */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** A rate as typed: 0 to 999 with at most 2 decimals ("1.5", "0.05", "12"); the cap is checked apart. */
const PERCENT_TEXT = /^(0|[1-9]\d{0,2})(?:\.(\d{1,2}))?$/;

/** "1.5" → 150 (basis points, 1 bp = 0.01 %), exactly (no floating point); null when malformed. */
export function percentToBp(text: string): number | null {
  const match = PERCENT_TEXT.exec(asciiDigits(text.trim()));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 150 → "1.5", 5 → "0.05", 1200 → "12": the shortest percent text of a rate (ASCII digits). */
export function bpToPercentText(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const hundredths = bp % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** The contract's threshold grammar (ContractTier.minValidBet): no leading zeros, ≤ 2 decimals. */
const THRESHOLD_TEXT = /^(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;
const COUNT_TEXT = /^(0|[1-9]\d{0,6})$/;
export const MAX_ACTIVE_MEMBERS = 1_000_000;

/** "1000.5" → 100050n hundredths, to compare thresholds exactly; null when malformed. */
export function thresholdHundredths(text: string): bigint | null {
  const match = THRESHOLD_TEXT.exec(asciiDigits(text.trim()));
  if (!match) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** What is wrong with a row (or, for `count`, the table). */
export type TierProblemCode =
  | 'count'
  | 'bet_invalid'
  | 'bet_order'
  | 'active_invalid'
  | 'active_order'
  | 'same'
  | 'rate_invalid'
  | 'rate_cap'
  | 'rate_order';

/** One row as read: null where the field could not be read. */
export type TierRow = { bet: bigint | null; active: number | null; rateBp: number | null };

export type TierRowProblem = {
  /** The row (0-based), or -1 for the table as a whole. */
  row: number;
  field: 'minValidBet' | 'minActive' | 'rate' | 'table';
  code: TierProblemCode;
  /** The cap as percent text, for rate_cap; the most rows, for count. */
  max?: string;
};

/** Every problem of a table of rows, so each field can show its own. */
export function tierRowProblems(type: ContractType, rows: readonly TierRow[]): TierRowProblem[] {
  if (rows.length < 1 || rows.length > MAX_CONTRACT_TIERS)
    return [{ row: -1, field: 'table', code: 'count', max: String(MAX_CONTRACT_TIERS) }];
  const cap = MAX_RATE_BP[type];
  const problems: TierRowProblem[] = [];
  let previous: TierRow = { bet: null, active: null, rateBp: null };
  rows.forEach(({ bet, active, rateBp }, row) => {
    if (bet === null || bet < 0n) problems.push({ row, field: 'minValidBet', code: 'bet_invalid' });
    else if (previous.bet !== null && bet < previous.bet)
      problems.push({ row, field: 'minValidBet', code: 'bet_order' });
    if (active === null || active < 0 || active > MAX_ACTIVE_MEMBERS)
      problems.push({ row, field: 'minActive', code: 'active_invalid' });
    else if (previous.active !== null && active < previous.active)
      problems.push({ row, field: 'minActive', code: 'active_order' });
    else if (bet !== null && bet === previous.bet && active === previous.active)
      problems.push({ row, field: 'minActive', code: 'same' });
    if (rateBp === null || rateBp < 0) problems.push({ row, field: 'rate', code: 'rate_invalid' });
    else if (rateBp > cap) problems.push({ row, field: 'rate', code: 'rate_cap', max: bpToPercentText(cap) });
    else if (previous.rateBp !== null && rateBp < previous.rateBp)
      problems.push({ row, field: 'rate', code: 'rate_order' });
    // A malformed field does not reset the order checks: the next row compares with the last good value.
    previous = {
      bet: bet ?? previous.bet,
      active: active ?? previous.active,
      rateBp: rateBp ?? previous.rateBp,
    };
  });
  return problems;
}

/** One row of the tier table as typed. */
export type TierDraft = { minValidBet: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;
export const EMPTY_TIER: TierDraft = { minValidBet: '', minActive: '', rate: '' };

export type TierDraftCheck = { ok: true; tiers: ContractTier[] } | { ok: false; problems: TierRowProblem[] };

/** The typed table read and checked: the tiers to send, or every problem. */
export function checkTierDrafts(type: ContractType, drafts: readonly TierDraft[]): TierDraftCheck {
  const rows = drafts.map((draft): TierRow => {
    const activeText = asciiDigits(draft.minActive.trim());
    return {
      bet: thresholdHundredths(draft.minValidBet),
      active: COUNT_TEXT.test(activeText) ? Number(activeText) : null,
      rateBp: percentToBp(draft.rate),
    };
  });
  const problems = tierRowProblems(type, rows);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    tiers: drafts.map((draft, i) => ({
      minValidBet: asciiDigits(draft.minValidBet.trim()),
      minActive: rows[i]?.active ?? 0,
      rateBp: rows[i]?.rateBp ?? 0,
    })),
  };
}

/** A problem in a caller's message key (`max` replaces {max} in its text). */
export type KeyedTierProblem<K extends string> = Omit<TierRowProblem, 'code'> & { key: K };
export type KeyedTierCheck<K extends string> =
  | { ok: true; tiers: ContractTier[] }
  | { ok: false; problems: KeyedTierProblem<K>[] };

/** checkTierDrafts with each problem in the caller's message key (`<prefix><code>`). */
export function checkTierDraftsAs<P extends string>(
  type: ContractType,
  drafts: readonly TierDraft[],
  prefix: P,
): KeyedTierCheck<`${P}${TierProblemCode}`> {
  const checked = checkTierDrafts(type, drafts);
  if (checked.ok) return checked;
  return {
    ok: false,
    problems: checked.problems.map(({ code, ...rest }) => ({ ...rest, key: `${prefix}${code}` as const })),
  };
}

/** A stored tier back as form text (for "start from the current contract"). */
export function tierDraftOf(tier: ContractTier): TierDraft {
  return {
    minValidBet: tier.minValidBet,
    minActive: String(tier.minActive),
    rate: bpToPercentText(tier.rateBp),
  };
}
