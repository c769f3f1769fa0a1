import {
  type ContractTier,
  type ContractType,
  type DividendPeriod,
  MAX_CONTRACT_TIERS,
  MAX_RATE_BP,
} from '@khela/contract';
import type { MessageKey } from '../../messages';

/**
 * The pure rules of the agent pages (decision 0046): rates typed as percent and sent as basis
 * points, the tier table's checks before an offer is sent (the server checks them again, the
 * same way: agents.tiers.ts), the tree's breadcrumb trail, and the settlement run's request.
 * No React, no calls: unit tested beside this file.
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

/** A rate for people: 150 → "1.5%" in EN, "১.৫%" in BN. */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
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

/** One row of the tier table as typed. */
export type TierDraft = { minValidBet: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;
export const EMPTY_TIER: TierDraft = { minValidBet: '', minActive: '', rate: '' };

export type TierProblem = {
  /** The row (0-based), or -1 for the table as a whole. */
  row: number;
  field: TierField | 'table';
  key: MessageKey;
  /** What replaces {max} in the message. */
  max?: string;
};
export type TierCheck = { ok: true; tiers: ContractTier[] } | { ok: false; problems: TierProblem[] };

/**
 * The tier table before it is sent, by the server's rule (agents.tiers.ts tierProblem): 1–10
 * rows; each field well formed; a rate at most its type's cap (MAX_RATE_BP); thresholds (team
 * valid bet and active members) never falling and not both the same as the row before; rates
 * never falling. Every problem is listed, so each field shows its own.
 */
export function checkTiers(type: ContractType, drafts: readonly TierDraft[]): TierCheck {
  if (drafts.length < 1 || drafts.length > MAX_CONTRACT_TIERS)
    return {
      ok: false,
      problems: [{ row: -1, field: 'table', key: 'ag_tier_count', max: String(MAX_CONTRACT_TIERS) }],
    };
  const cap = MAX_RATE_BP[type];
  const problems: TierProblem[] = [];
  const tiers: ContractTier[] = [];
  let previous: { bet: bigint | null; active: number | null; rateBp: number | null } = {
    bet: null,
    active: null,
    rateBp: null,
  };

  drafts.forEach((draft, row) => {
    const bet = thresholdHundredths(draft.minValidBet);
    const activeText = asciiDigits(draft.minActive.trim());
    const active =
      COUNT_TEXT.test(activeText) && Number(activeText) <= MAX_ACTIVE_MEMBERS ? Number(activeText) : null;
    const rateBp = percentToBp(draft.rate);

    if (bet === null) problems.push({ row, field: 'minValidBet', key: 'ag_tier_bet_invalid' });
    else if (previous.bet !== null && bet < previous.bet)
      problems.push({ row, field: 'minValidBet', key: 'ag_tier_bet_order' });
    if (active === null) problems.push({ row, field: 'minActive', key: 'ag_tier_active_invalid' });
    else if (previous.active !== null && active < previous.active)
      problems.push({ row, field: 'minActive', key: 'ag_tier_active_order' });
    else if (bet !== null && bet === previous.bet && active === previous.active)
      problems.push({ row, field: 'minActive', key: 'ag_tier_same' });
    if (rateBp === null) problems.push({ row, field: 'rate', key: 'ag_tier_rate_invalid' });
    else if (rateBp > cap)
      problems.push({ row, field: 'rate', key: 'ag_tier_rate_cap', max: bpToPercentText(cap) });
    else if (previous.rateBp !== null && rateBp < previous.rateBp)
      problems.push({ row, field: 'rate', key: 'ag_tier_rate_order' });

    if (bet !== null && active !== null && rateBp !== null)
      tiers.push({ minValidBet: asciiDigits(draft.minValidBet.trim()), minActive: active, rateBp });
    // A malformed field does not reset the order checks: the next row compares with the last good value.
    previous = {
      bet: bet ?? previous.bet,
      active: active ?? previous.active,
      rateBp: rateBp ?? previous.rateBp,
    };
  });
  return problems.length === 0 ? { ok: true, tiers } : { ok: false, problems };
}

/** A contract's tiers, one line each: "≥ 0 · 0 active → 1.5%", "≥ 10000 · 5 active → 2%". */
export function tiersLines(
  tiers: readonly { minValidBet: string; minActive: number; rateBp: number }[],
  language: string,
  activeWord: string,
): string[] {
  return tiers.map(
    (tier) =>
      `≥ ${tier.minValidBet} · ${tier.minActive} ${activeWord} → ${formatRate(tier.rateBp, language)}`,
  );
}

// ── The tree's trail: the usernames from the tops down to the member whose children are shown ──

/** The most levels the address keeps (a deeper trail keeps its last ones: the member shown is last). */
export const MAX_TRAIL = 30;

/** `?trail=a,b,c` → ['a', 'b', 'c']; blanks and repeats (a path has none) dropped. */
export function parseTrail(text: string | undefined): string[] {
  if (!text) return [];
  const names = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return [...new Set(names)].slice(-MAX_TRAIL);
}

export const trailText = (trail: readonly string[]): string => trail.slice(-MAX_TRAIL).join(',');

/** Into a member's children: its username appended (or, when already on the trail, cut back to it). */
export function enterTrail(trail: readonly string[], username: string): string[] {
  const at = trail.indexOf(username);
  return at >= 0 ? trail.slice(0, at + 1) : [...trail, username].slice(-MAX_TRAIL);
}

// ── Settlement runs ──────────────────────────────────────────────────────────────────────────

/**
 * The run request of the "Run a period" form: the dividend's period kind only for dividends,
 * the local date and time typed as an ISO instant; null when the time cannot be read.
 */
export function runRequestOf(input: { type: ContractType; periodKind: DividendPeriod; at: string }) {
  const at = new Date(input.at);
  if (!input.at || Number.isNaN(at.getTime())) return null;
  return {
    type: input.type,
    ...(input.type === 'dividend' ? { periodKind: input.periodKind } : {}),
    at: at.toISOString(),
  };
}

/** A datetime-local input's value (local time, minutes) for an instant: the form's start value. */
export function localInputValue(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
