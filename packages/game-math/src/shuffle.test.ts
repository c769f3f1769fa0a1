import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProvablyFairSource } from './provably-fair.js';
import type { RandomSource } from './random-source.js';
import { sampleWithoutReplacement, shuffle } from './shuffle.js';
import { CHI_SQUARE_CRITICAL_999, chiSquareStatistic } from './statistics.js';

const SERVER_SEED = 'fedcba9876543210fedcba9876543210fedcba9876543210fedcba9876543210';

function fixedSource(clientSeed: string, nonce = 0): RandomSource {
  return new ProvablyFairSource(SERVER_SEED, clientSeed, nonce);
}

/** How often each distinct outcome came up, against an equal expectation for `outcomes` of them. */
function uniformityStatistic(results: readonly string[], outcomes: number): number {
  const counts = new Map<string, number>();
  for (const result of results) counts.set(result, (counts.get(result) ?? 0) + 1);
  expect(counts.size).toBe(outcomes);
  const observed = [...counts.values()];
  return chiSquareStatistic(
    observed,
    observed.map(() => results.length / outcomes),
  );
}

describe('shuffle', () => {
  it('property: the result is a permutation of the input, and the input is untouched', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer(), fc.constant(undefined)), { maxLength: 200 }),
        fc.nat(),
        (items, nonce) => {
          const before = [...items];
          const shuffled = shuffle(fixedSource('permutation', nonce), items);
          expect(items).toEqual(before);
          expect(shuffled).toHaveLength(items.length);
          const key = (value: number | undefined) => (value === undefined ? 'u' : `n${value}`);
          expect(shuffled.map(key).sort()).toEqual(items.map(key).sort());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is deterministic for the same seeds and differs for another nonce', () => {
    const deck = Array.from({ length: 52 }, (_, index) => index);
    expect(shuffle(fixedSource('deck', 1), deck)).toEqual(shuffle(fixedSource('deck', 1), deck));
    expect(shuffle(fixedSource('deck', 1), deck)).not.toEqual(shuffle(fixedSource('deck', 2), deck));
    expect(shuffle(fixedSource('deck'), [])).toEqual([]);
    expect(shuffle(fixedSource('deck'), ['only'])).toEqual(['only']);
  });

  it('chi-square: all 6 orders of three cards are equally likely (60 000 shuffles, df 5)', () => {
    const source = fixedSource('three-cards');
    const results = Array.from({ length: 60_000 }, () => shuffle(source, ['a', 'b', 'c']).join(''));
    expect(uniformityStatistic(results, 6)).toBeLessThan(CHI_SQUARE_CRITICAL_999[5] ?? 0);
  });
});

describe('sampleWithoutReplacement', () => {
  it('property: picks `count` distinct positions of the input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 100 }),
        fc.nat(),
        fc.nat({ max: 100 }),
        (items, nonce, wanted) => {
          const count = Math.min(wanted, items.length);
          const sample = sampleWithoutReplacement(fixedSource('sample', nonce), items, count);
          expect(sample).toHaveLength(count);
          expect(new Set(sample).size).toBe(count);
          for (const item of sample) expect(items).toContain(item);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses impossible counts', () => {
    const source = fixedSource('counts');
    expect(sampleWithoutReplacement(source, [1, 2, 3], 0)).toEqual([]);
    expect(() => sampleWithoutReplacement(source, [1, 2, 3], 4)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(source, [1, 2, 3], -1)).toThrow(RangeError);
    expect(() => sampleWithoutReplacement(source, [1, 2, 3], 1.5)).toThrow(RangeError);
  });

  it('chi-square: all 12 ordered pairs from four balls are equally likely (df 11)', () => {
    const source = fixedSource('balls');
    const results = Array.from({ length: 36_000 }, () =>
      sampleWithoutReplacement(source, [1, 2, 3, 4], 2).join('-'),
    );
    expect(uniformityStatistic(results, 12)).toBeLessThan(CHI_SQUARE_CRITICAL_999[11] ?? 0);
  });
});
