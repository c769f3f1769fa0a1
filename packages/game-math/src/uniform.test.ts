import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProvablyFairSource } from './provably-fair.js';
import { drawUint32, MAX_REJECTIONS, type RandomSource } from './random-source.js';
import { CHI_SQUARE_CRITICAL_999, chiSquareStatistic } from './statistics.js';
import { uniformBigInt, uniformInt } from './uniform.js';

const SERVER_SEED = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/** A fixed, reproducible stream: the statistical tests below give the same numbers every run. */
function fixedSource(clientSeed: string, nonce = 0): RandomSource {
  return new ProvablyFairSource(SERVER_SEED, clientSeed, nonce);
}

/** Replays the given words, then fails: shows exactly which words a draw consumes. */
function scripted(words: readonly number[]): RandomSource & { used: () => number } {
  let next = 0;
  return {
    nextUint32() {
      const word = words[next];
      if (word === undefined) throw new Error('script exhausted');
      next += 1;
      return word;
    },
    used: () => next,
  };
}

/**
 * Chi-square of `draws` offsets in [0, span) sorted into equal-width buckets, with expected counts
 * from the exact bucket sizes (bigint, so spans near 2^53 bucket exactly).
 */
function bucketStatistic(span: bigint, buckets: number, draws: number, drawOffset: () => bigint): number {
  const b = BigInt(buckets);
  const start = (index: bigint) => (index * span + b - 1n) / b; // ceil(index·span / buckets)
  const observed = Array.from({ length: buckets }, () => 0);
  for (let i = 0; i < draws; i += 1) {
    const bucket = Number((drawOffset() * b) / span);
    observed[bucket] = (observed[bucket] ?? 0) + 1;
  }
  const expected = observed.map((_, index) => {
    const size = start(BigInt(index) + 1n) - start(BigInt(index));
    return (draws * Number(size)) / Number(span);
  });
  return chiSquareStatistic(observed, expected);
}

describe('uniformInt boundaries', () => {
  it('returns the only value of a one-value range without drawing', () => {
    const source = scripted([]);
    expect(uniformInt(source, 7, 7)).toBe(7);
    expect(uniformInt(source, -3, -3)).toBe(-3);
    expect(source.used()).toBe(0);
  });

  it('handles negative ranges and the full 2^53-value span', () => {
    expect(uniformInt(scripted([0]), -10, -5)).toBe(-10);
    expect(uniformInt(scripted([5]), -10, -5)).toBe(-5);
    expect(uniformInt(scripted([0xffff_ffff, 0xffff_ffff]), 0, 2 ** 53 - 1)).toBe(2 ** 53 - 1);
    expect(uniformInt(scripted([0, 0]), -(2 ** 53 - 1), 0)).toBe(-(2 ** 53 - 1));
  });

  it('refuses invalid ranges', () => {
    const source = fixedSource('invalid');
    const ranges: readonly (readonly [number, number])[] = [
      [2, 1],
      [0.5, 3],
      [0, Number.NaN],
      [0, Number.POSITIVE_INFINITY],
      [0, 2 ** 53],
      [-(2 ** 53 - 1), 2 ** 53 - 1],
      [-(2 ** 52), 2 ** 52],
    ];
    for (const [min, max] of ranges) {
      expect(() => uniformInt(source, min, max), `[${min}, ${max}]`).toThrow(RangeError);
    }
  });

  it('refuses a source that returns something other than a uint32, or is stuck', () => {
    for (const bad of [-1, 1.5, 2 ** 32, Number.NaN]) {
      expect(() => drawUint32({ nextUint32: () => bad })).toThrow(RangeError);
    }
    const stuck = { nextUint32: () => 0xffff_ffff }; // always in the rejected tail for span 6
    expect(() => uniformInt(stuck, 1, 6)).toThrow(/rejected 256 times/);
    expect(MAX_REJECTIONS).toBe(256);
  });
});

describe('uniformInt rejection sampling', () => {
  it('throws away words in the biased tail (span 6: limit 2^32 − 4)', () => {
    const source = scripted([0xffff_ffff, 0xffff_fffc, 0xffff_fffb]);
    // 0xfffffffb = 4294967291 ≡ 5 (mod 6): the first word below the limit decides.
    expect(uniformInt(source, 1, 6)).toBe(6);
    expect(source.used()).toBe(3);
  });

  it('throws away 53-bit values in the tail for wide spans', () => {
    const span = 2 ** 52 + 1; // limit = 2^52 + 1: almost half of all 53-bit values are rejected
    const source = scripted([0xffff_ffff, 0xffff_ffff, 0, 5]);
    expect(uniformInt(source, 10, 10 + span - 1)).toBe(15);
    expect(source.used()).toBe(4);
  });

  it('chi-square: 60 000 die rolls are uniform (df 5, 99.9 %)', () => {
    const source = fixedSource('die');
    const statistic = bucketStatistic(6n, 6, 60_000, () => BigInt(uniformInt(source, 1, 6) - 1));
    expect(statistic).toBeLessThan(CHI_SQUARE_CRITICAL_999[5] ?? 0);
  });

  it('chi-square: span 2^31 + 1, the worst rejection rate (about 2 words per draw), stays uniform', () => {
    const span = 2 ** 31 + 1;
    const inner = fixedSource('half-rejected');
    let words = 0;
    const counting = {
      nextUint32: () => {
        words += 1;
        return inner.nextUint32();
      },
    };
    const draws = 60_000;
    const statistic = bucketStatistic(BigInt(span), 10, draws, () =>
      BigInt(uniformInt(counting, 0, span - 1)),
    );
    expect(statistic).toBeLessThan(CHI_SQUARE_CRITICAL_999[9] ?? 0);
    expect(words / draws).toBeGreaterThan(1.9);
    expect(words / draws).toBeLessThan(2.1);
  });

  it('chi-square: span ⌈2^32·2/3⌉, where naive modulo favours the lower half 2:1, passes — and naive fails', () => {
    const span = 2_863_311_531;
    const draws = 20_000;
    const fair = fixedSource('two-thirds');
    const ours = bucketStatistic(BigInt(span), 2, draws, () => BigInt(uniformInt(fair, 0, span - 1)));
    expect(ours).toBeLessThan(CHI_SQUARE_CRITICAL_999[1] ?? 0);
    const biased = fixedSource('two-thirds');
    const naive = bucketStatistic(BigInt(span), 2, draws, () => BigInt(drawUint32(biased) % span));
    expect(naive).toBeGreaterThan(100 * (CHI_SQUARE_CRITICAL_999[1] ?? 0)); // the test has teeth
  });

  it('chi-square: a span above 2^32 (3·2^50 + 7, negative minimum) is uniform', () => {
    const span = 3 * 2 ** 50 + 7;
    const min = -(2 ** 52);
    const source = fixedSource('wide');
    const statistic = bucketStatistic(BigInt(span), 10, 30_000, () =>
      BigInt(uniformInt(source, min, min + span - 1) - min),
    );
    expect(statistic).toBeLessThan(CHI_SQUARE_CRITICAL_999[9] ?? 0);
  });

  it('property: every result is an integer inside the range', () => {
    const bound = Number.MAX_SAFE_INTEGER;
    fc.assert(
      fc.property(
        fc.integer({ min: -bound, max: bound }),
        fc.integer({ min: 0, max: bound }),
        fc.nat(),
        (min, width, nonce) => {
          const max = Math.min(min + width, bound);
          const value = uniformInt(fixedSource('property', nonce), min, max);
          expect(Number.isSafeInteger(value) && value >= min && value <= max).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('uniformBigInt', () => {
  it('covers ranges beyond 2^53 and one-value ranges', () => {
    expect(uniformBigInt(scripted([]), 5n, 5n)).toBe(5n);
    // span 2^64: two whole words, most significant first.
    expect(uniformBigInt(scripted([1, 2]), 0n, 2n ** 64n - 1n)).toBe(2n ** 32n + 2n);
    expect(() => uniformBigInt(scripted([]), 2n, 1n)).toThrow(RangeError);
    expect(() => uniformBigInt(scripted([]), 0n, 2n ** 2000n)).toThrow(RangeError);
  });

  it('rejects values at or above the span after masking', () => {
    // span 5 → 3 bits; 7 and 5 are ≥ 5 and redrawn, 4 is kept.
    const source = scripted([7, 0xffff_fffd, 4]);
    expect(uniformBigInt(source, 10n, 14n)).toBe(14n);
    expect(source.used()).toBe(3);
  });

  it('chi-square: span 3·2^70 is uniform (df 9, 99.9 %)', () => {
    const span = 3n * 2n ** 70n;
    const source = fixedSource('bigint');
    const statistic = bucketStatistic(span, 10, 20_000, () => uniformBigInt(source, -span, -1n) + span);
    expect(statistic).toBeLessThan(CHI_SQUARE_CRITICAL_999[9] ?? 0);
  });

  it('property: every result is inside the range', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }),
        fc.bigInt({ min: 0n, max: 2n ** 300n }),
        fc.nat(),
        (min, width, nonce) => {
          const value = uniformBigInt(fixedSource('bigint-property', nonce), min, min + width);
          expect(value >= min && value <= min + width).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
