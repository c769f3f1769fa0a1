import {
  type ContractType,
  checkTierDraftsAs,
  type DividendPeriod,
  type KeyedTierProblem,
  type TierDraft,
  type TierProblemCode,
} from '@khela/contract';

/**
 * The pure rules of the agent pages (decision 0046): rates for people, the tier table's checks
 * before an offer is sent (one rule with the server and the agent centre, in @khela/contract),
 * the tree's breadcrumb trail, and the settlement run's request.
 * No React, no calls: unit tested beside this file.
 */

/** A rate for people: 150 → "1.5%" in EN, "১.৫%" in BN. */
export function formatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(bp / 10_000);
}

export type TierProblem = KeyedTierProblem<`ag_tier_${TierProblemCode}`>;

/** The tier table before it is sent, by the server's rule (@khela/contract checkTierDrafts), in this console's message keys. */
export const checkTiers = (type: ContractType, drafts: readonly TierDraft[]) =>
  checkTierDraftsAs(type, drafts, 'ag_tier_');

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
