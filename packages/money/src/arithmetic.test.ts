import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  allocate,
  compare,
  divide,
  max,
  min,
  mulRatio,
  percentOf,
  type Rounding,
  sum,
} from './arithmetic.js';

const modes: readonly Rounding[] = ['floor', 'ceil', 'truncate', 'halfUp', 'halfEven'];
const halfModes: readonly Rounding[] = ['halfUp', 'halfEven'];
const amount = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n });
const positive = fc.bigInt({ min: 1n, max: 10n ** 12n });

describe('divide', () => {
  it('follows the documented table for ±2.4, ±2.5, ±2.6 (and 3.5 for halfEven)', () => {
    const rows: Record<Rounding, bigint[]> = {
      floor: [2n, -3n, 2n, -3n, 2n, -3n],
      ceil: [3n, -2n, 3n, -2n, 3n, -2n],
      truncate: [2n, -2n, 2n, -2n, 2n, -2n],
      halfUp: [3n, -3n, 3n, -3n, 2n, -2n],
      halfEven: [2n, -2n, 3n, -3n, 2n, -2n],
    };
    const tenths = [25n, -25n, 26n, -26n, 24n, -24n];
    for (const mode of modes) {
      expect(
        tenths.map((n) => divide(n, 10n, mode)),
        mode,
      ).toEqual(rows[mode]);
    }
    expect(divide(35n, 10n, 'halfEven')).toBe(4n);
    expect(divide(-35n, 10n, 'halfEven')).toBe(-4n);
    expect(divide(7n, 7n, 'ceil')).toBe(1n);
    expect(divide(0n, 7n, 'ceil')).toBe(0n);
  });

  it('treats a negative denominator like a negative numerator, and refuses zero', () => {
    expect(divide(25n, -10n, 'floor')).toBe(-3n);
    expect(() => divide(1n, 0n, 'floor')).toThrow(RangeError);
  });

  it('property: floor ≤ exact < floor + 1 and ceil − 1 < exact ≤ ceil (cross-multiplied, no floats)', () => {
    fc.assert(
      fc.property(amount, positive, (n, d) => {
        const floor = divide(n, d, 'floor');
        const ceil = divide(n, d, 'ceil');
        expect(floor * d <= n && n < (floor + 1n) * d).toBe(true);
        expect((ceil - 1n) * d < n && n <= ceil * d).toBe(true);
        expect(ceil - floor).toBe(n % d === 0n ? 0n : 1n);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: truncate moves toward zero, half modes land within half a unit', () => {
    fc.assert(
      fc.property(amount, positive, (n, d) => {
        const truncated = divide(n, d, 'truncate');
        expect(abs(truncated) * d <= abs(n) && abs(n) < (abs(truncated) + 1n) * d).toBe(true);
        expect(truncated === 0n || truncated < 0n === n < 0n).toBe(true);
        for (const mode of halfModes) {
          const nearest = divide(n, d, mode);
          expect(2n * abs(n - nearest * d) <= d, mode).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('property: symmetry — half modes and truncate are odd functions, floor(−x) = −ceil(x)', () => {
    fc.assert(
      fc.property(amount, positive, (n, d) => {
        expect(divide(-n, d, 'halfEven')).toBe(-divide(n, d, 'halfEven'));
        expect(divide(-n, d, 'halfUp')).toBe(-divide(n, d, 'halfUp'));
        expect(divide(-n, d, 'truncate')).toBe(-divide(n, d, 'truncate'));
        expect(divide(-n, d, 'floor')).toBe(-divide(n, d, 'ceil'));
        for (const mode of modes) expect(divide(n, -d, mode)).toBe(divide(-n, d, mode));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: exact ties — halfUp goes away from zero, halfEven to the even neighbour', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), positive, (k, half) => {
        const n = (2n * k + 1n) * half; // exactly k + 0.5 units of 2·half
        const d = 2n * half;
        const even = k % 2n === 0n ? k : k + 1n;
        expect(divide(n, d, 'halfEven')).toBe(even);
        expect(divide(n, d, 'halfUp')).toBe(k >= 0n ? k + 1n : k);
      }),
    );
  });
});

describe('mulRatio and percentOf', () => {
  it('rounds once, at the end', () => {
    expect(mulRatio(1000n, 1n, 3n, 'floor')).toBe(333n);
    expect(mulRatio(1000n, 1n, 3n, 'ceil')).toBe(334n);
    expect(mulRatio(-1000n, 1n, 3n, 'floor')).toBe(-334n);
    expect(mulRatio(1000n, 2n, 3n, 'halfEven')).toBe(667n);
    expect(percentOf(10_000n, 250n, 'floor')).toBe(250n);
    expect(percentOf(1999n, 250n, 'floor')).toBe(49n);
    expect(percentOf(1999n, 250n, 'halfUp')).toBe(50n);
    expect(percentOf(12_345n, 10_000n, 'floor')).toBe(12_345n);
  });

  it('property: mulRatio equals divide of the exact product (no intermediate rounding)', () => {
    fc.assert(
      fc.property(amount, amount, positive, fc.constantFrom(...modes), (a, n, d, mode) => {
        expect(mulRatio(a, n, d, mode)).toBe(divide(a * n, d, mode));
      }),
    );
  });
});

describe('allocate', () => {
  it('splits exactly with the largest remainder, ties to the lower index', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [1n, 1n, 1n])).toEqual([-34n, -33n, -33n]);
    expect(allocate(5n, [3n, 7n])).toEqual([2n, 3n]); // 1.5 | 3.5 → tie, first index wins
    expect(allocate(10n, [0n, 1n, 0n])).toEqual([0n, 10n, 0n]);
    expect(allocate(0n, [1n, 2n])).toEqual([0n, 0n]);
    expect(allocate(1n, [1n, 1n, 1n, 1n])).toEqual([1n, 0n, 0n, 0n]);
  });

  it('refuses weights it cannot split by', () => {
    expect(() => allocate(1n, [])).toThrow(RangeError);
    expect(() => allocate(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => allocate(1n, [1n, -1n])).toThrow(RangeError);
  });

  const weights = fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 30 });

  it('property: parts sum to the amount and each is the floor or ceiling of its exact share', () => {
    fc.assert(
      fc.property(amount, weights, (total, ws) => {
        fc.pre(sum(ws) > 0n);
        const parts = allocate(total, ws);
        const totalWeight = sum(ws);
        expect(sum(parts)).toBe(total);
        parts.forEach((part, index) => {
          const share = total * (ws[index] ?? 0n); // exact share = share / totalWeight
          expect(abs(part * totalWeight - share) < totalWeight).toBe(true);
          if (ws[index] === 0n) expect(part).toBe(0n);
        });
        expect(allocate(total, ws)).toEqual(parts);
        expect(allocate(-total, ws)).toEqual(parts.map((part) => -part));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: equal weights give parts that differ by at most one unit', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 50 }), positive, (total, count, weight) => {
        const parts = allocate(
          total,
          Array.from({ length: count }, () => weight),
        );
        expect(sum(parts)).toBe(total);
        expect(max(parts[0] ?? 0n, ...parts) - min(parts[0] ?? 0n, ...parts) <= 1n).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sum, min, max, abs, compare', () => {
  it('work on bigints without precision loss', () => {
    const big = 2n ** 80n;
    expect(sum([big, 1n, -big])).toBe(1n);
    expect(sum([])).toBe(0n);
    expect(min(3n, -big, 7n)).toBe(-big);
    expect(max(3n, big, 7n)).toBe(big);
    expect(min(5n)).toBe(5n);
    expect(abs(-big)).toBe(big);
    expect([3n, -1n, big, 0n].sort(compare)).toEqual([-1n, 0n, 3n, big]);
    expect(compare(2n, 2n)).toBe(0);
  });
});
