import { tryParseAmount } from '@khela/money';

/** Transfers are in the site currency, taka: two decimals, the contract's rule. */
const TRANSFER_CURRENCY = 'BDT';

/** The field's ceiling: thirteen whole digits (9,999,999,999,999.99). */
const MAX_FIELD_MINOR = 999_999_999_999_999n;

/** Hundredths of a decimal amount text, exactly; null when malformed or above the ceiling. */
export function toHundredths(text: string): bigint | null {
  const parsed = tryParseAmount(text.trim(), TRANSFER_CURRENCY, { maxMinor: MAX_FIELD_MINOR });
  return parsed.ok ? parsed.value : null;
}

export type AmountProblem = 'invalid' | 'below' | 'above' | null;

/** What is wrong with an amount against the limits (decimal texts from the server), if anything. */
export function amountProblem(text: string, min: string, max: string): AmountProblem {
  const value = toHundredths(text);
  if (value === null || value === 0n) return 'invalid';
  const low = toHundredths(min);
  const high = toHundredths(max);
  if (low !== null && value < low) return 'below';
  if (high !== null && value > high) return 'above';
  return null;
}
