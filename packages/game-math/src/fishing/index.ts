import { assert, type RandomSource } from '../random-source.js';
import { uniformInt } from '../uniform.js';

/**
 * The fishing game's maths (issue 21): a shot at a fish costs the cannon's stake; it catches the
 * fish with probability RTP / the fish's (mean) multiplier, and a catch pays stake × multiplier.
 * So every shot returns the RTP on average, whichever fish, cannon or player skill: the RTP is set
 * by design (FISHING_RTP_PERCENT, 96 %) and the simulation proves it. A boss's multiplier is drawn
 * uniformly from its range when it is caught, and its catch chance uses the range's mean.
 * Chances are exact fractions drawn with integers: a fish of multiplier m is caught when a uniform
 * integer below 100 × m is below the RTP percent (a boss: below 200 × (min + max) … 2 × RTP).
 */
export const FISHING_RTP_PERCENT = 96;

export type Fish = {
  code: string;
  /** A fixed multiplier, or a boss's range (whole numbers). */
  multiplier: number | { min: number; max: number };
  /** How often it swims by (weights of the fish that appear). */
  weight: number;
  boss?: boolean;
};

export const FISH: readonly Fish[] = [
  { code: 'clownfish', multiplier: 2, weight: 30 },
  { code: 'pufferfish', multiplier: 3, weight: 22 },
  { code: 'angelfish', multiplier: 5, weight: 16 },
  { code: 'lionfish', multiplier: 8, weight: 10 },
  { code: 'turtle', multiplier: 12, weight: 8 },
  { code: 'stingray', multiplier: 20, weight: 6 },
  { code: 'swordfish', multiplier: 30, weight: 4 },
  { code: 'shark', multiplier: 60, weight: 2.5 },
  { code: 'whale', multiplier: 120, weight: 1 },
  { code: 'golden_dragon', multiplier: { min: 150, max: 500 }, weight: 0.5, boss: true },
];

/** Stakes per shot of the cannon levels, in minor units (1.00 … 100.00 BDT). */
export const CANNON_LEVELS: readonly bigint[] = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

export const meanMultiplier = (fish: Fish): number =>
  typeof fish.multiplier === 'number' ? fish.multiplier : (fish.multiplier.min + fish.multiplier.max) / 2;

export const catchChance = (fish: Fish): number => FISHING_RTP_PERCENT / 100 / meanMultiplier(fish);

export type ShotResult = { caught: boolean; multiplier: number; winMinor: bigint };

/** One shot of `stakeMinor` at `fish`. */
export function shoot(source: RandomSource, fish: Fish, stakeMinor: bigint): ShotResult {
  assert(stakeMinor > 0n, 'a shot costs something');
  const m = fish.multiplier;
  const caught =
    typeof m === 'number'
      ? uniformInt(source, 0, 100 * m - 1) < FISHING_RTP_PERCENT
      : uniformInt(source, 0, 100 * (m.min + m.max) - 1) < 2 * FISHING_RTP_PERCENT;
  if (!caught) return { caught: false, multiplier: 0, winMinor: 0n };
  const multiplier = typeof m === 'number' ? m : uniformInt(source, m.min, m.max);
  return { caught: true, multiplier, winMinor: stakeMinor * BigInt(multiplier) };
}
