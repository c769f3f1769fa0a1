import type { BookLimits } from './engine/types.js';

/**
 * The book's limits per currency (decision 0066). BDT is the site's money; any other currency a
 * wallet answers in gets the same figures in its own units until an operator sets them.
 */
const DEFAULT_LIMITS: BookLimits = {
  minStake: '10.00',
  maxStake: '50000.00',
  maxPayout: '1000000.00',
  maxLiability: '2000000.00',
  inPlayDelayMs: 3000,
  cashOutMarginBp: 500,
};

export function bookLimits(overrides: Partial<BookLimits> = {}): (currency: string) => BookLimits {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  return () => limits;
}
