import { assert, type RandomSource } from './random-source.js';
import { uniformBigInt } from './uniform.js';

/** Most entries one pick may weigh; a paytable or prize table is far smaller. */
export const MAX_WEIGHTED_ENTRIES = 100_000;

function toWeight(weight: number | bigint): bigint {
  if (typeof weight === 'bigint') {
    assert(weight >= 0n, 'weights must not be negative');
    return weight;
  }
  // Fractional weights would need float maths and lose exactness; scale them to integers first.
  assert(Number.isSafeInteger(weight) && weight >= 0, `weights must be non-negative integers, got ${weight}`);
  return BigInt(weight);
}

/**
 * The index of one entry, chosen with probability exactly weight / total. Integer weights only,
 * so a reel strip or prize table's odds are what the table says, not what a float rounds to.
 * Zero weights are never picked. Number and bigint weights draw identically.
 */
export function weightedPick(source: RandomSource, weights: readonly number[] | readonly bigint[]): number {
  assert(weights.length > 0, 'weightedPick needs at least one weight');
  assert(
    weights.length <= MAX_WEIGHTED_ENTRIES,
    `weightedPick takes at most ${MAX_WEIGHTED_ENTRIES} weights`,
  );
  const given: readonly (number | bigint)[] = weights;
  const exact = given.map(toWeight);
  let total = 0n;
  for (const weight of exact) total += weight;
  assert(total > 0n, 'weights must not all be zero');

  const ticket = uniformBigInt(source, 0n, total - 1n);
  let cumulative = 0n;
  for (const [index, weight] of exact.entries()) {
    cumulative += weight;
    if (ticket < cumulative) return index;
  }
  throw new RangeError('unreachable: ticket is below the total weight');
}
