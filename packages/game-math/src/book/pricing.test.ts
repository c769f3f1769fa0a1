import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legProbability, poisson, poissonScoreMatrix, priceWithMargin } from './pricing.js';
import { settleAsianHandicap, settleTotal, settleWinner } from './settle.js';

const overround = (odds: number[]): number => odds.reduce((sum, price) => sum + 1000 / price, 0) - 1;

describe('priceWithMargin', () => {
  it('a fair coin with no margin is 2.00 each', () => {
    expect(priceWithMargin([0.5, 0.5], 0)).toEqual([
      { odds: 2000, probabilityPpm: 500_000 },
      { odds: 2000, probabilityPpm: 500_000 },
    ]);
  });

  it('a fair coin with 5%: 1 / (0.5 × 1.05) = 1.90476 → 1.904', () => {
    expect(priceWithMargin([0.5, 0.5], 500).map((quote) => quote.odds)).toEqual([1904, 1904]);
  });

  it('1X2 at 45 / 27 / 28 with 6%: 2.096, 3.494, 3.369, overround 6.01%', () => {
    // 1 / 0.477 = 2.0964, 1 / 0.2862 = 3.4941, 1 / 0.2968 = 3.3692.
    const quotes = priceWithMargin([0.45, 0.27, 0.28], 600);
    expect(quotes).toEqual([
      { odds: 2096, probabilityPpm: 450_000 },
      { odds: 3494, probabilityPpm: 270_000 },
      { odds: 3369, probabilityPpm: 280_000 },
    ]);
    expect(overround(quotes.map((quote) => quote.odds))).toBeCloseTo(0.0601, 4);
  });

  it('clamps to 1.01 .. 500.00 (a certainty and an impossibility)', () => {
    expect(priceWithMargin([1, 0], 500).map((quote) => quote.odds)).toEqual([1010, 500_000]);
  });

  it('takes a probability a hair past 1 or 0 as rounding noise, and refuses one further out', () => {
    // 1 − Σ others in floating point: 1.0000000000000002 (the simulator hit it in a CI run).
    expect(priceWithMargin([1 + 2 ** -52, 0], 0)).toEqual([
      { odds: 1010, probabilityPpm: 1_000_000 },
      { odds: 500_000, probabilityPpm: 0 },
    ]);
    expect(priceWithMargin([0.5, 0.5, -1e-12], 0).map((quote) => quote.odds)).toEqual([2000, 2000, 500_000]);
    expect(() => priceWithMargin([1.001, 0], 0)).toThrow(RangeError);
    expect(() => priceWithMargin([0.5, 0.5, -0.001], 0)).toThrow(RangeError);
  });

  it('rescales probabilities that sum to nearly 1', () => {
    expect(priceWithMargin([0.498, 0.498], 0)).toEqual([
      { odds: 2000, probabilityPpm: 500_000 },
      { odds: 2000, probabilityPpm: 500_000 },
    ]);
  });

  it('refuses probabilities that are not a distribution, and bad margins', () => {
    expect(() => priceWithMargin([0.5, 0.4], 500)).toThrow(RangeError);
    expect(() => priceWithMargin([1.2, -0.2], 500)).toThrow(RangeError);
    expect(() => priceWithMargin([Number.NaN, 1], 500)).toThrow(RangeError);
    expect(() => priceWithMargin([], 500)).toThrow(RangeError);
    expect(() => priceWithMargin([0.5, 0.5], 10_000)).toThrow(RangeError);
  });

  it('typical markets: integer odds ≥ 1.01 and an overround within 0.5% of the margin', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 20, max: 100 }), { minLength: 2, maxLength: 6 }),
        fc.integer({ min: 0, max: 800 }),
        (weights, marginBp) => {
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          const quotes = priceWithMargin(
            weights.map((weight) => weight / total),
            marginBp,
          );
          for (const { odds } of quotes) {
            expect(Number.isInteger(odds)).toBe(true);
            expect(odds).toBeGreaterThanOrEqual(1010);
          }
          expect(
            Math.abs(overround(quotes.map((quote) => quote.odds)) - marginBp / 10_000),
          ).toBeLessThanOrEqual(0.005);
        },
      ),
    );
  });
});

describe('Poisson helpers', () => {
  it('poisson(k, 1.5) from e^−1.5 = 0.2231302', () => {
    expect(poisson(0, 1.5)).toBeCloseTo(0.2231302, 7);
    expect(poisson(1, 1.5)).toBeCloseTo(0.3346952, 7);
    expect(poisson(2, 1.5)).toBeCloseTo(0.2510214, 7);
    expect(poisson(3, 0)).toBe(0);
  });

  it('a score grid is the product of the two sides and sums to 1 up to its cut-off', () => {
    const grid = poissonScoreMatrix(1.5, 1.1, 12);
    expect(grid).toHaveLength(13);
    expect(grid[1]?.[0]).toBeCloseTo(0.3346952 * 0.3328711, 7);
    const mass = grid.flat().reduce((sum, chance) => sum + chance, 0);
    expect(mass).toBeCloseTo(1, 6);
  });

  it('1X2, Asian lines and totals priced from one grid', () => {
    const grid = poissonScoreMatrix(1.5, 1.1, 15);
    const winner = (h: number, a: number) => (h > a ? 'home' : h < a ? 'away' : null);
    const home = legProbability(grid, (h, a) => settleWinner(winner(h, a), 'home', true));
    const draw = legProbability(grid, (h, a) => settleWinner(winner(h, a), 'draw', true));
    const away = legProbability(grid, (h, a) => settleWinner(winner(h, a), 'away', true));
    expect(home + draw + away).toBeCloseTo(1, 9);
    // Home −0.5 wins exactly when home wins the match.
    expect(legProbability(grid, (h, a) => settleAsianHandicap(h - a, -2, 'home'))).toBeCloseTo(home, 9);
    // Level line (draw no bet): the draw pushes, so home's share of the decided matches.
    expect(legProbability(grid, (h, a) => settleAsianHandicap(h - a, 0, 'home'))).toBeCloseTo(
      home / (home + away),
      9,
    );
    // The sides of a quarter line sum to 1, so they price like any 2-way market.
    for (const line of [-1, -3, 5]) {
      const sides = (['home', 'away'] as const).map((side) =>
        legProbability(grid, (h, a) => settleAsianHandicap(h - a, line, side)),
      );
      expect((sides[0] ?? 0) + (sides[1] ?? 0)).toBeCloseTo(1, 9);
    }
    // Total goals is Poisson(2.6): P(≤ 2) = e^−2.6 (1 + 2.6 + 3.38) = 0.5184297.
    expect(legProbability(grid, (h, a) => settleTotal(h + a, 10, 'over'))).toBeCloseTo(1 - 0.5184297, 6);
  });

  it('refuses rates and scores out of range', () => {
    expect(() => poisson(-1, 1)).toThrow(RangeError);
    expect(() => poisson(1, 51)).toThrow(RangeError);
    expect(() => poissonScoreMatrix(1, 1, 51)).toThrow(RangeError);
  });
});
