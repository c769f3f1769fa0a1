import { assert } from './random-source.js';

/**
 * Pearson's chi-square statistic Σ (observed − expected)² / expected, for checking that draws
 * follow the distribution a game promises (bias tests, RTP simulations). Compare the result with
 * the critical value for (buckets − 1) degrees of freedom at the chosen confidence.
 * Floats are fine here: this judges a simulation, it never touches money.
 */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  assert(observed.length === expected.length, 'observed and expected must have the same buckets');
  assert(observed.length >= 2, 'chi-square needs at least two buckets');
  let statistic = 0;
  for (const [index, count] of observed.entries()) {
    const want = expected[index] ?? 0;
    assert(want > 0, 'every bucket must have a positive expected count');
    statistic += (count - want) ** 2 / want;
  }
  return statistic;
}

/** Upper critical values at 99.9 % confidence, by degrees of freedom (standard tables). */
export const CHI_SQUARE_CRITICAL_999: Readonly<Record<number, number>> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  9: 27.877,
  11: 31.264,
  19: 43.82,
};

/** Upper critical values at 99 % confidence, by degrees of freedom (standard tables). */
export const CHI_SQUARE_CRITICAL_99: Readonly<Record<number, number>> = {
  1: 6.635,
  2: 9.21,
  9: 21.666,
  99: 134.642,
};
