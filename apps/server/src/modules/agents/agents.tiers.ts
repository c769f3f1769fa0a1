import { type ContractTerms, type ContractType, tierRowProblems } from '@khela/contract';
import { type CurrencyRef, percentOf, toDecimalString, tryParseAmount } from '@khela/money';
import { AppError } from '../../platform/http/app-error.js';
import type { StoredTier } from './agents.tables.js';

/**
 * A contract's rate table as a step function (decision 0046): the rate at a team valid bet V and
 * A active members is the highest rate of the tiers whose thresholds V and A both reach (0 when
 * none does). Tables rise: thresholds ascending, rates never falling.
 */
export type Tier = { minValidBetMinor: bigint; minActive: number; rateBp: number };

export const toTiers = (stored: readonly StoredTier[]): Tier[] =>
  stored.map((t) => ({
    minValidBetMinor: BigInt(t.minValidBetMinor),
    minActive: t.minActive,
    rateBp: t.rateBp,
  }));

export const toStored = (tiers: readonly Tier[]): StoredTier[] =>
  tiers.map((t) => ({
    minValidBetMinor: t.minValidBetMinor.toString(),
    minActive: t.minActive,
    rateBp: t.rateBp,
  }));

export const tiersOnWire = (tiers: readonly Tier[], currency: CurrencyRef) =>
  tiers.map((t) => ({
    minValidBet: toDecimalString(t.minValidBetMinor, currency),
    minActive: t.minActive,
    rateBp: t.rateBp,
  }));

/**
 * Why a table is refused (`tier <n>: <code>`, the first problem), or null when it is a valid
 * rising table for its type: the one rule of @khela/contract the forms check before sending.
 */
export function tierProblem(type: ContractType, tiers: readonly Tier[]): string | null {
  const [first] = tierRowProblems(
    type,
    tiers.map((t) => ({ bet: t.minValidBetMinor, active: t.minActive, rateBp: t.rateBp })),
  );
  if (!first) return null;
  return first.row < 0 ? first.code : `tier ${first.row + 1}: ${first.code}`;
}

/** Parses and checks offered terms: AGENT_CONTRACT_TIERS_INVALID with the reason otherwise. */
export function parseTiers(terms: ContractTerms, currency: CurrencyRef): Tier[] {
  const tiers = terms.tiers.map((t) => {
    const parsed = tryParseAmount(t.minValidBet, currency);
    if (!parsed.ok) throw new AppError('AGENT_CONTRACT_TIERS_INVALID', { detail: 'minValidBet' });
    return { minValidBetMinor: parsed.value, minActive: t.minActive, rateBp: t.rateBp };
  });
  const problem = tierProblem(terms.type, tiers);
  if (problem) throw new AppError('AGENT_CONTRACT_TIERS_INVALID', { detail: problem });
  return tiers;
}

export function rateAt(tiers: readonly Tier[], validBetMinor: bigint, active: number): number {
  let rate = 0;
  for (const t of tiers) {
    if (validBetMinor >= t.minValidBetMinor && active >= t.minActive && t.rateBp > rate) rate = t.rateBp;
  }
  return rate;
}

/**
 * Whether `lower`'s rate exceeds `upper`'s anywhere. Both are step functions of (V, A) that only
 * change at their thresholds, so checking every pair of thresholds of either table is checking
 * everywhere.
 */
export function exceedsAnywhere(lower: readonly Tier[], upper: readonly Tier[]): boolean {
  const vs = [...new Set([...lower, ...upper].map((t) => t.minValidBetMinor))];
  const as = [...new Set([...lower, ...upper].map((t) => t.minActive))];
  for (const v of vs) for (const a of as) if (rateAt(lower, v, a) > rateAt(upper, v, a)) return true;
  return false;
}

/** A rate in basis points applied to an amount, rounded down (pay is never rounded up). */
export const applyRate = (amountMinor: bigint, rateBp: number) =>
  percentOf(amountMinor, BigInt(rateBp), 'floor');

/** The highest rate of a table (what lists show as a contract's rate). */
export const topRate = (tiers: readonly Tier[]) => tiers.reduce((top, t) => Math.max(top, t.rateBp), 0);
