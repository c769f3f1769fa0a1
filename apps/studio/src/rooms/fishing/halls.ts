import { CANNON_LEVELS } from '@khela/game-math';

/**
 * The fishing halls (issue 21, decision 0075): two tiers of cannon levels, up to 8 cannons per
 * hall sharing the same fish. A full hall opens the next one of its tier ("FISH-1", "FISH-1-2" …).
 */
export type HallTier = {
  /** The tier's first hall's code; the others add "-2", "-3" … */
  code: string;
  name: { bn: string; en: string };
  /** Stakes per shot (minor units), lowest first: a subset of CANNON_LEVELS. */
  levels: readonly bigint[];
};

export const SEATS_PER_HALL = 8;

const levelsBetween = (min: bigint, max: bigint) =>
  CANNON_LEVELS.filter((level) => level >= min && level <= max);

export const HALL_TIERS: readonly HallTier[] = [
  { code: 'FISH-1', name: { bn: 'প্রবাল প্রাচীর', en: 'Coral Reef' }, levels: levelsBetween(100n, 1_000n) },
  { code: 'FISH-2', name: { bn: 'গভীর সমুদ্র', en: 'Deep Sea' }, levels: levelsBetween(1_000n, 10_000n) },
];

/** The code of a tier's `index`th hall (0: the tier's own code). */
export const hallCode = (tier: HallTier, index: number): string =>
  index === 0 ? tier.code : `${tier.code}-${index + 1}`;

/** The tier a hall code belongs to. */
export function tierOf(code: string): HallTier | undefined {
  return HALL_TIERS.find((tier) => code === tier.code || code.startsWith(`${tier.code}-`));
}
