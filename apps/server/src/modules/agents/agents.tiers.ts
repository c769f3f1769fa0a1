import { type ContractTerms, type ContractType, MAX_RATE_BP } from '@khela/contract';
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

/** Why a table is refused, or null when it is a valid rising table for its type. */
export function tierProblem(type: ContractType, tiers: readonly Tier[]): string | null {
  if (tiers.length === 0) return 'no tiers';
  for (const [i, t] of tiers.entries()) {
    if (t.rateBp < 0 || t.rateBp > MAX_RATE_BP[type])
      return `tier ${i + 1}: rate above ${MAX_RATE_BP[type]} bp`;
    if (t.minValidBetMinor < 0n || t.minActive < 0) return `tier ${i + 1}: negative threshold`;
    const before = tiers[i - 1];
    if (!before) continue;
    if (t.minValidBetMinor < before.minValidBetMinor || t.minActive < before.minActive)
      return `tier ${i + 1}: thresholds must not fall`;
    if (t.minValidBetMinor === before.minValidBetMinor && t.minActive === before.minActive)
      return `tier ${i + 1}: same thresholds as tier ${i}`;
    if (t.rateBp < before.rateBp) return `tier ${i + 1}: rate falls`;
  }
  return null;
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
