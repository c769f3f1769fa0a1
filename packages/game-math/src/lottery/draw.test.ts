import { describe, expect, it } from 'vitest';
import { SeededSource } from '../seeded-source.js';
import { CHI_SQUARE_CRITICAL_99, chiSquareStatistic } from '../statistics.js';
import { draw4D, drawLottery, drawVietnam, VN_TIERS } from './draw.js';
import { fairLotteryDraw } from './index.js';

/**
 * ACCEPTANCE 2 (issue 20), the maths part: the draws are uniform (10⁶ simulated draws pass
 * chi-square at 99 % per position) and a provably fair draw is a pure function of the revealed
 * seed, the public value and the draw number.
 */

const SEED = 'a'.repeat(64);
const counts = (positions: number, buckets: number) =>
  Array.from({ length: positions }, () => Array.from({ length: buckets }, () => 0));

describe('draws', () => {
  it('are a pure function of the seed, the public value and the draw number', () => {
    const one = fairLotteryDraw(SEED, 'close-7f3a', 41, 'digits5');
    expect(fairLotteryDraw(SEED, 'close-7f3a', 41, 'digits5')).toEqual(one);
    expect(fairLotteryDraw(SEED, 'close-7f3b', 41, 'digits5')).not.toEqual(one);
    expect(fairLotteryDraw(SEED, 'close-7f3a', 42, 'digits5')).not.toEqual(one);
  });

  it('give each game its shape', () => {
    const source = new SeededSource(7);
    const race = drawLottery(source, 'race10');
    expect(race.kind === 'race10' && [...race.order].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const fourD = draw4D(source);
    const all = [fourD.first, fourD.second, fourD.third, ...fourD.special, ...fourD.consolation];
    expect(all).toHaveLength(23);
    expect(new Set(all).size).toBe(23);
    expect(all.every((number) => /^\d{4}$/.test(number))).toBe(true);
    const north = drawVietnam(source, 'vn-north');
    const south = drawVietnam(source, 'vn-south');
    expect([north.length, south.length]).toEqual([27, 18]);
    expect(north.map((prize) => prize.number.length)).toEqual(
      VN_TIERS['vn-north'].flatMap(([, count, length]) => Array(count).fill(length)),
    );
    expect(south[0]).toMatchObject({ tier: 'special' });
    expect(south[0]?.number).toMatch(/^\d{6}$/);
  });

  it('10⁶ provably fair 5-digit draws are uniform at every position (chi-square, 99 %)', () => {
    const draws = 1_000_000;
    const seen = counts(5, 10);
    // One stream for the run (the draw number is the stream's nonce in production: same HMAC).
    for (let draw = 0; draw < draws; draw += 1) {
      const outcome = fairLotteryDraw(SEED, 'chi-square', draw, 'digits5');
      if (outcome.kind !== 'digits5') throw new Error('not a 5-digit draw');
      outcome.digits.forEach((digit, position) => {
        const row = seen[position] as number[];
        row[digit] = (row[digit] ?? 0) + 1;
      });
    }
    for (const [position, row] of seen.entries()) {
      const statistic = chiSquareStatistic(row, Array(10).fill(draws / 10));
      expect(statistic, `position ${position}`).toBeLessThan(CHI_SQUARE_CRITICAL_99[9] as number);
    }
  }, 60_000);

  it('10⁶ race draws put every car at every position equally often (chi-square, 99 %)', () => {
    const draws = 1_000_000;
    const seen = counts(10, 10);
    const source = new SeededSource(20_261_127);
    for (let draw = 0; draw < draws; draw += 1) {
      const outcome = drawLottery(source, 'race10');
      if (outcome.kind !== 'race10') throw new Error('not a race');
      outcome.order.forEach((car, position) => {
        const row = seen[position] as number[];
        row[car - 1] = (row[car - 1] ?? 0) + 1;
      });
    }
    for (const [position, row] of seen.entries()) {
      const statistic = chiSquareStatistic(row, Array(10).fill(draws / 10));
      expect(statistic, `position ${position}`).toBeLessThan(CHI_SQUARE_CRITICAL_99[9] as number);
    }
  }, 60_000);
});
