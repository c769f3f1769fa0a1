import { describe, expect, it } from 'vitest';
import { SeededSource } from '../seeded-source.js';
import { uniformInt } from '../uniform.js';
import {
  CANNON_LEVELS,
  catchChance,
  FISH,
  FISHING_RTP_PERCENT,
  type Fish,
  meanMultiplier,
  shoot,
} from './index.js';

const BOSS = FISH.find((fish) => fish.boss) as Fish;

describe('fishing', () => {
  it('sets every fish to the same RTP by design', () => {
    for (const fish of FISH)
      expect(catchChance(fish) * meanMultiplier(fish)).toBeCloseTo(FISHING_RTP_PERCENT / 100, 12);
    expect(meanMultiplier(BOSS)).toBe(325);
  });

  it('pays stake × multiplier on a catch, a boss within its range', () => {
    const source = new SeededSource(1);
    const boss = BOSS;
    let caught = 0;
    for (let k = 0; k < 200_000 && caught < 20; k += 1) {
      const shot = shoot(source, boss, 500n);
      if (!shot.caught) continue;
      caught += 1;
      expect(shot.multiplier).toBeGreaterThanOrEqual(150);
      expect(shot.multiplier).toBeLessThanOrEqual(500);
      expect(shot.winMinor).toBe(500n * BigInt(shot.multiplier));
    }
    expect(caught).toBe(20);
  });

  it('returns 96 % over 10⁷ shots at the fish as they swim by, at every cannon level (acceptance 1)', () => {
    const n = 10_000_000;
    const source = new SeededSource(96);
    const weights = FISH.map((fish) => Math.round(fish.weight * 10));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let staked = 0;
    let won = 0;
    let squares = 0;
    for (let k = 0; k < n; k += 1) {
      let pick = uniformInt(source, 0, total - 1);
      let index = 0;
      while (pick >= (weights[index] as number)) pick -= weights[index++] as number;
      const stake = CANNON_LEVELS[k % CANNON_LEVELS.length] as bigint;
      const shot = shoot(source, FISH[index] as Fish, stake);
      const ratio = Number(shot.winMinor) / Number(stake);
      staked += 1;
      won += ratio;
      squares += ratio * ratio;
    }
    const rtp = won / staked;
    const error = Math.sqrt((squares / n - rtp * rtp) / n);
    expect(Math.abs(rtp - FISHING_RTP_PERCENT / 100)).toBeLessThan(4 * error);
    console.log(`fishing, 10⁷ shots: RTP ${(rtp * 100).toFixed(3)} % (± ${(error * 100).toFixed(3)})`);
  }, 300_000);
});
