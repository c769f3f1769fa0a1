import { assert } from './errors.js';

/**
 * How a division that does not come out even is rounded. Every division of money names one.
 *
 * | mode       | rule                                  |  2.5 | -2.5 |  2.6 | -2.6 |  2.4 | -2.4 |
 * |------------|---------------------------------------|------|------|------|------|------|------|
 * | 'floor'    | toward −∞ (payouts: never overpays)   |    2 |   -3 |    2 |   -3 |    2 |   -3 |
 * | 'ceil'     | toward +∞                             |    3 |   -2 |    3 |   -2 |    3 |   -2 |
 * | 'truncate' | toward zero                           |    2 |   -2 |    2 |   -2 |    2 |   -2 |
 * | 'halfUp'   | nearest; a tie goes away from zero    |    3 |   -3 |    3 |   -3 |    2 |   -2 |
 * | 'halfEven' | nearest; a tie goes to the even one   |    2 |   -2 |    3 |   -3 |    2 |   -2 |
 *
 * 'halfUp' and 'halfEven' are symmetric: round(−x) = −round(x). 'floor'(−x) = −'ceil'(x).
 */
export type Rounding = 'floor' | 'ceil' | 'truncate' | 'halfUp' | 'halfEven';

/** One whole in basis points: 250n bp = 2.5 %. */
export const BASIS_POINTS_PER_WHOLE = 10_000n;

/** Most parts `allocate` splits into; a bound so a bad input cannot allocate a huge array. */
export const MAX_ALLOCATION_PARTS = 100_000;

export function abs(amount: bigint): bigint {
  return amount < 0n ? -amount : amount;
}

/** numerator / denominator, rounded as named. The denominator may be negative, never zero. */
export function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  assert(denominator !== 0n, 'division by zero');
  const n = denominator < 0n ? -numerator : numerator;
  const d = abs(denominator);
  // BigInt division truncates toward zero; the remainder takes the numerator's sign.
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  const awayFromZero = n < 0n ? quotient - 1n : quotient + 1n;
  const twiceRemainder = 2n * abs(remainder);
  switch (rounding) {
    case 'truncate':
      return quotient;
    case 'floor':
      return n < 0n ? awayFromZero : quotient;
    case 'ceil':
      return n < 0n ? quotient : awayFromZero;
    case 'halfUp':
      return twiceRemainder >= d ? awayFromZero : quotient;
    case 'halfEven':
      if (twiceRemainder !== d) return twiceRemainder > d ? awayFromZero : quotient;
      return quotient % 2n === 0n ? quotient : awayFromZero;
    default:
      return unknownRounding(rounding);
  }
}

function unknownRounding(rounding: never): never {
  throw new RangeError(`Unknown rounding mode '${String(rounding)}'`);
}

/** amount × numerator / denominator with one rounding at the end (no intermediate loss). */
export function mulRatio(amount: bigint, numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  return divide(amount * numerator, denominator, rounding);
}

/** A share given in basis points: percentOf(10_000n, 250n, 'floor') = 250n (2.5 % of 100.00). */
export function percentOf(amount: bigint, basisPoints: bigint, rounding: Rounding): bigint {
  return mulRatio(amount, basisPoints, BASIS_POINTS_PER_WHOLE, rounding);
}

/**
 * Splits `amount` in proportion to `weights` so the parts add up to exactly `amount`.
 * Largest remainder: each part first gets the floor of its exact share (of |amount|); the units
 * left over go one each to the largest fractional remainders, ties to the lower index. So every
 * part is the floor or the ceiling of its exact share, equal weights differ by at most one unit,
 * zero weights get zero, and the same input always gives the same split. A negative amount is
 * split as its magnitude and negated, so allocate(−a, w) = −allocate(a, w) part by part.
 */
export function allocate(amount: bigint, weights: readonly bigint[]): bigint[] {
  assert(weights.length > 0, 'allocate needs at least one weight');
  assert(weights.length <= MAX_ALLOCATION_PARTS, `allocate takes at most ${MAX_ALLOCATION_PARTS} weights`);
  let totalWeight = 0n;
  for (const weight of weights) {
    assert(weight >= 0n, 'allocation weights must not be negative');
    totalWeight += weight;
  }
  assert(totalWeight > 0n, 'allocation weights must not all be zero');

  const magnitude = abs(amount);
  const parts = weights.map((weight) => (magnitude * weight) / totalWeight);
  const remainders = weights.map((weight) => (magnitude * weight) % totalWeight);
  let leftover = magnitude - sum(parts);
  // leftover < number of non-zero remainders, so zero weights (remainder 0) are never topped up.
  const order = weights.map((_, index) => index);
  order.sort((a, b) => compare(remainders[b] ?? 0n, remainders[a] ?? 0n) || a - b);
  for (const index of order) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return amount < 0n ? parts.map((part) => -part) : parts;
}

export function sum(amounts: Iterable<bigint>): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}

/** Smallest of one or more amounts (one is required, so there is no "min of nothing"). */
export function min(first: bigint, ...rest: bigint[]): bigint {
  let smallest = first;
  for (const amount of rest) if (amount < smallest) smallest = amount;
  return smallest;
}

export function max(first: bigint, ...rest: bigint[]): bigint {
  let largest = first;
  for (const amount of rest) if (amount > largest) largest = amount;
  return largest;
}

/** -1, 0 or 1; usable directly as an `Array.prototype.sort` comparator. */
export function compare(a: bigint, b: bigint): -1 | 0 | 1 {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}
