import { assert } from '../random-source.js';
import type { OddsFormat, OddsMilli } from './types.js';

/** Lowest odds one can bet at: 1.001 (anything at or below 1.000 returns no more than the stake). */
export const MIN_ODDS_MILLI = 1001;
/** Highest odds the book quotes or accepts: 1000.00. */
export const MAX_ODDS_MILLI = 1_000_000;

/** True for integer thousandths of decimal odds from 1.001 to 1000.000. */
export function isValidOdds(odds: OddsMilli): boolean {
  return Number.isSafeInteger(odds) && odds >= MIN_ODDS_MILLI && odds <= MAX_ODDS_MILLI;
}

export function assertValidOdds(odds: OddsMilli): void {
  assert(isValidOdds(odds), `odds must be integer thousandths from 1001 to 1000000, got ${odds}`);
}

/** Thousandths as a decimal string: 2 places, 3 when the thousandth is not 0 (1950 → "1.95"). */
function milliToText(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const magnitude = Math.abs(milli);
  const whole = Math.floor(magnitude / 1000);
  const fraction = magnitude % 1000;
  const digits =
    fraction % 10 === 0 ? String(fraction / 10).padStart(2, '0') : String(fraction).padStart(3, '0');
  return `${sign}${whole}.${digits}`;
}

/**
 * num / den to 2 places, rounded half away from zero. Integer maths, so a display never shows
 * what a float rounded (1/0.32 is 3.125 exactly and shows "3.13", not "3.12").
 */
function ratioToText(num: number, den: number, negative: boolean): string {
  const hundredths = Math.floor((num * 200 + den) / (2 * den));
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100).padStart(2, '0');
  // The sign says which side of evens the price is, so it stays even when the figure rounds to 0.
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Odds as a player reads them in the chosen format. Decimal shows the whole return per unit,
 * Hong Kong the profit (decimal − 1). Malay and Indonesian show the profit when it is on one
 * side of evens and −1 / profit (the stake needed to win one unit) on the other: Malay is
 * positive up to 2.00, Indonesian from 2.00. Malay and Indonesian show 2 places, rounded half
 * away from zero; rounding is for display only, bets settle on the exact OddsMilli.
 */
export function formatOdds(odds: OddsMilli, format: OddsFormat): string {
  assertValidOdds(odds);
  const profit = odds - 1000;
  switch (format) {
    case 'decimal':
      return milliToText(odds);
    case 'hk':
      return milliToText(profit);
    case 'malay':
      return odds <= 2000 ? ratioToText(profit, 1000, false) : ratioToText(1000, profit, true);
    case 'indo':
      return odds >= 2000 ? ratioToText(profit, 1000, false) : ratioToText(1000, profit, true);
  }
}
