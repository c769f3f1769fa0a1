import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProvablyFairSource } from './provably-fair.js';
import type { RandomSource } from './random-source.js';
import { CHI_SQUARE_CRITICAL_999, chiSquareStatistic } from './statistics.js';
import { MAX_WEIGHTED_ENTRIES, weightedPick } from './weighted.js';

const SERVER_SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

function fixedSource(clientSeed: string, nonce = 0): RandomSource {
  return new ProvablyFairSource(SERVER_SEED, clientSeed, nonce);
}

function counts(draws: number, buckets: number, pick: () => number): number[] {
  const observed = Array.from({ length: buckets }, () => 0);
  for (let i = 0; i < draws; i += 1) {
    const index = pick();
    observed[index] = (observed[index] ?? 0) + 1;
  }
  return observed;
}

describe('weightedPick', () => {
  it('walks the cumulative weights with one uniform ticket', () => {
    const words = [0, 1, 2, 5];
    let next = 0;
    const source = { nextUint32: () => words[next++] ?? 0 };
    // total 6 → 3-bit tickets: 0 → index 0; 1 → index 1; 2 → index 1; 5 → index 2.
    expect([1, 2, 3, 4].map(() => weightedPick(source, [1, 2, 3]))).toEqual([0, 1, 1, 2]);
  });

  it('chi-square: weights 1:2:3 come up in exactly that ratio (60 000 picks, df 2)', () => {
    const source = fixedSource('ratio');
    const observed = counts(60_000, 3, () => weightedPick(source, [1, 2, 3]));
    expect(chiSquareStatistic(observed, [10_000, 20_000, 30_000])).toBeLessThan(
      CHI_SQUARE_CRITICAL_999[2] ?? 0,
    );
  });

  it('chi-square: bigint weights beyond 2^53 keep their exact ratio (1:2, df 1)', () => {
    const source = fixedSource('big');
    const observed = counts(30_000, 2, () => weightedPick(source, [2n ** 60n, 2n ** 61n]));
    expect(chiSquareStatistic(observed, [10_000, 20_000])).toBeLessThan(CHI_SQUARE_CRITICAL_999[1] ?? 0);
  });

  it('property: zero weights are never picked; number and bigint weights draw the same', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 })
          .filter((ws) => ws.some((w) => w > 0)),
        fc.nat(),
        (weights, nonce) => {
          const index = weightedPick(fixedSource('zero', nonce), weights);
          expect(weights[index]).toBeGreaterThan(0);
          expect(weightedPick(fixedSource('zero', nonce), weights.map(BigInt))).toBe(index);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses weights it cannot honour exactly', () => {
    const source = fixedSource('invalid');
    expect(() => weightedPick(source, [])).toThrow(RangeError);
    expect(() => weightedPick(source, [0, 0])).toThrow(RangeError);
    expect(() => weightedPick(source, [1, -1])).toThrow(RangeError);
    expect(() => weightedPick(source, [0.5, 0.5])).toThrow(RangeError);
    expect(() => weightedPick(source, [1, Number.NaN])).toThrow(RangeError);
    expect(() => weightedPick(source, [1n, -1n])).toThrow(RangeError);
    expect(() =>
      weightedPick(
        source,
        Array.from({ length: MAX_WEIGHTED_ENTRIES + 1 }, () => 1),
      ),
    ).toThrow(RangeError);
  });
});
