/** The transfer amount as typed: a positive decimal with at most 2 decimals (the contract's rule). */
const AMOUNT = /^(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/;

/** Hundredths of a decimal amount text, exact for the sizes AMOUNT admits; null when malformed. */
export function toHundredths(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
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
