import { assert, type RandomSource } from '../random-source.js';
import { shuffle } from '../shuffle.js';
import { uniformInt } from '../uniform.js';

/**
 * The lottery draws (issue 20): each a pure function of a RandomSource, so a draw made from a
 * ProvablyFairSource(server seed, public value fixed at close, draw number) can be recomputed by
 * anyone once the seed is revealed. Every digit is drawn on its own and uniformly (0–9); a race
 * is a uniformly random finishing order. Numbers are strings: "0042" keeps its leading zeros.
 */

export type LotteryGameKind = 'digits5' | 'digits3' | 'race10' | 'sea4d' | 'vn-north' | 'vn-south';

/** `length` digits, each uniform over 0–9, in position order (position 0 first). */
export function drawDigits(source: RandomSource, length: number): number[] {
  assert(Number.isSafeInteger(length) && length >= 1 && length <= 12, `length ${length} out of range`);
  return Array.from({ length }, () => uniformInt(source, 0, 9));
}

/** A number of `length` digits as text ("0042"), each digit uniform. */
export function drawNumber(source: RandomSource, length: number): string {
  return drawDigits(source, length).join('');
}

/** A 10-car race: the cars 1–10 in finishing order (index 0 is the winner), every order equally likely. */
export function drawRace(source: RandomSource): number[] {
  return shuffle(
    source,
    Array.from({ length: 10 }, (_, index) => index + 1),
  );
}

/** The 23 prizes of a 4D draw: 1st, 2nd, 3rd, 10 special and 10 consolation, all different. */
export type FourDResult = {
  first: string;
  second: string;
  third: string;
  special: string[];
  consolation: string[];
};

export const FOUR_D_SPECIAL = 10;
export const FOUR_D_CONSOLATION = 10;

/**
 * A 4D draw: 23 distinct 4-digit numbers. As in the draws the game copies, a number drawn twice
 * is drawn again (rejection keeps every set of 23 distinct numbers, in order, equally likely).
 */
export function draw4D(source: RandomSource): FourDResult {
  const seen = new Set<string>();
  const next = () => {
    for (let attempt = 0; attempt < 64; attempt += 1) {
      const number = drawNumber(source, 4);
      if (!seen.has(number)) {
        seen.add(number);
        return number;
      }
    }
    throw new Error('4D draw: no distinct number after 64 attempts');
  };
  const first = next();
  const second = next();
  const third = next();
  const special = Array.from({ length: FOUR_D_SPECIAL }, next);
  const consolation = Array.from({ length: FOUR_D_CONSOLATION }, next);
  return { first, second, third, special, consolation };
}

/** One prize of a Vietnamese draw: its tier ('special', '1' … '8') and its number. */
export type VnPrize = { tier: string; number: string };

/**
 * The prize table of a Vietnamese regional draw, drawn in this order: the North's 27 numbers
 * (special and 1st: 5 digits, 2nd ×2, 3rd ×6: 5; 4th ×4, 5th ×6: 4; 6th ×3: 3; 7th ×4: 2) and
 * the South's and Central's 18 (special: 6 digits; 1st, 2nd, 3rd ×2, 4th ×7: 5; 5th, 6th ×3: 4;
 * 7th: 3; 8th: 2).
 */
export const VN_TIERS: Readonly<
  Record<'vn-north' | 'vn-south', readonly (readonly [string, number, number])[]>
> = {
  'vn-north': [
    ['special', 1, 5],
    ['1', 1, 5],
    ['2', 2, 5],
    ['3', 6, 5],
    ['4', 4, 4],
    ['5', 6, 4],
    ['6', 3, 3],
    ['7', 4, 2],
  ],
  'vn-south': [
    ['special', 1, 6],
    ['1', 1, 5],
    ['2', 1, 5],
    ['3', 2, 5],
    ['4', 7, 5],
    ['5', 1, 4],
    ['6', 3, 4],
    ['7', 1, 3],
    ['8', 1, 2],
  ],
};

/** A Vietnamese draw: every prize of the region's table, the special prize first. */
export function drawVietnam(source: RandomSource, region: 'vn-north' | 'vn-south'): VnPrize[] {
  const prizes: VnPrize[] = [];
  for (const [tier, count, length] of VN_TIERS[region]) {
    for (let index = 0; index < count; index += 1) prizes.push({ tier, number: drawNumber(source, length) });
  }
  return prizes;
}

/** A draw's outcome, by game kind. */
export type LotteryOutcome =
  | { kind: 'digits5'; digits: number[] }
  | { kind: 'digits3'; digits: number[] }
  | { kind: 'race10'; order: number[] }
  | { kind: 'sea4d'; result: FourDResult }
  | { kind: 'vn-north'; prizes: VnPrize[] }
  | { kind: 'vn-south'; prizes: VnPrize[] };

/** The outcome of one draw of a game kind from a source (a provably fair one in production). */
export function drawLottery(source: RandomSource, kind: LotteryGameKind): LotteryOutcome {
  switch (kind) {
    case 'digits5':
      return { kind, digits: drawDigits(source, 5) };
    case 'digits3':
      return { kind, digits: drawDigits(source, 3) };
    case 'race10':
      return { kind, order: drawRace(source) };
    case 'sea4d':
      return { kind, result: draw4D(source) };
    case 'vn-north':
      return { kind, prizes: drawVietnam(source, kind) };
    case 'vn-south':
      return { kind, prizes: drawVietnam(source, kind) };
  }
}
