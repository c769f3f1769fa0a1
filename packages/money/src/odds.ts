import { type ParseResult, parseScaled, toScaledString } from './decimal.js';
import { assert, MoneyError } from './errors.js';

/** Decimal odds are held as integers in 1/10_000: "1.95" → 19_500n. */
export const ODDS_SCALE = 10_000n;
const ODDS_FRACTION_DIGITS = 4;

/** 1.0000: a stake returned and nothing won. Lower decimal odds are never offered. */
export const MIN_ODDS_SCALED = ODDS_SCALE;
/** 1,000,000.00: a sanity bound far above any price a book or a lottery table quotes. */
export const MAX_ODDS_SCALED = 1_000_000n * ODDS_SCALE;

/** Decimal odds text → scaled integer, without rounding: more than 4 decimals is 'precision'. */
export function tryParseOdds(text: string): ParseResult {
  const result = parseScaled(text, {
    fractionDigits: ODDS_FRACTION_DIGITS,
    allowNegative: false,
    maxAbs: MAX_ODDS_SCALED,
  });
  if (result.ok && result.value < MIN_ODDS_SCALED) {
    return { ok: false, error: new MoneyError('too_small', 'Decimal odds must be at least 1.00') };
  }
  return result;
}

export function parseOdds(text: string): bigint {
  const result = tryParseOdds(text);
  if (!result.ok) throw result.error;
  return result.value;
}

/** Scaled odds → the shortest text with at least 2 decimals: 19_500n → "1.95", 20_000n → "2.00". */
export function formatOdds(oddsScaled: bigint): string {
  assert(oddsScaled >= 0n, 'odds must not be negative');
  const full = toScaledString(oddsScaled, ODDS_FRACTION_DIGITS);
  return full.replace(/(\.[0-9]{2}[0-9]*?)0+$/, '$1');
}

/**
 * What a winning bet pays back, stake included: floor(stake × odds). Payouts floor
 * (ARCHITECTURE "Money and the ledger"): the fraction of a minor unit stays with the house,
 * never created out of nothing. 333n at "1.95" → 649n (exactly 649.35).
 * Odds below 1.0 are allowed here for partial settlements (a half-lost handicap pays 0.5).
 */
export function payoutFor(stakeMinor: bigint, oddsScaled: bigint): bigint {
  assert(stakeMinor >= 0n, 'stake must not be negative');
  assert(oddsScaled >= 0n, 'odds must not be negative');
  return (stakeMinor * oddsScaled) / ODDS_SCALE;
}
