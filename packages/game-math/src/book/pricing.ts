import { assert } from '../random-source.js';
import type { LegResult, OddsMilli } from './types.js';

// The one file of the book with floats: a simulator's probabilities become integer odds here,
// and from then on everything is exact. Nothing here touches money.

/** Shortest price the book quotes: 1.01. */
export const MIN_QUOTED_ODDS_MILLI = 1010;
/** Longest price the book quotes: 500.00. */
export const MAX_QUOTED_ODDS_MILLI = 500_000;
/** Most outcomes one market prices (a correct-score grid is well under this). */
export const MAX_MARKET_OUTCOMES = 500;
/** How far a market's probabilities may sum from 1 before it is a bug rather than float noise. */
const SUM_TOLERANCE = 0.01;
/** How far outside [0, 1] a computed probability may stray by rounding alone. */
const PROBABILITY_NOISE = 1e-9;
/** Absorbs float noise below an exact integer (1000 / 0.5 must be 2000, not 1999.9999999). */
const FLOOR_EPSILON = 1e-9;
/** Largest scoring rate and score the Poisson helpers take: beyond this they underflow or mislead. */
const MAX_LAMBDA = 50;
const MAX_SCORE = 50;

export type QuotedOutcome = { odds: OddsMilli; probabilityPpm: number };

/**
 * Prices a market's outcomes with a proportional margin: each outcome's fair odds 1/p shortened
 * by the same factor 1 + margin, so the overround (Σ 1/odds − 1) is the margin. Probabilities
 * must sum to 1 within 0.01 and are rescaled to exactly 1 first. Odds are floored to integer
 * thousandths (rounding in the book's favour) and clamped to 1.01..500.00; probabilityPpm is the
 * rescaled probability in parts per million, for cash-out.
 */
export function priceWithMargin(probabilities: readonly number[], marginBp: number): QuotedOutcome[] {
  assert(
    probabilities.length >= 1 && probabilities.length <= MAX_MARKET_OUTCOMES,
    `a market has 1 to ${MAX_MARKET_OUTCOMES} outcomes, got ${probabilities.length}`,
  );
  assert(
    Number.isSafeInteger(marginBp) && marginBp >= 0 && marginBp < 10_000,
    `marginBp must be an integer from 0 to 9999, got ${marginBp}`,
  );
  // A probability a hair outside [0, 1] is floating-point noise (1 − Σ others, a Poisson tail
  // summed): it is clamped; anything further out is a programmer error.
  const clamped = probabilities.map((p) => {
    assert(
      Number.isFinite(p) && p >= -PROBABILITY_NOISE && p <= 1 + PROBABILITY_NOISE,
      `a probability is in [0, 1], got ${p}`,
    );
    return Math.min(1, Math.max(0, p));
  });
  let sum = 0;
  for (const p of clamped) sum += p;
  assert(Math.abs(sum - 1) <= SUM_TOLERANCE, `probabilities must sum to 1, got ${sum}`);
  const shorten = 1 + marginBp / 10_000;
  return clamped.map((raw) => {
    const p = raw / sum;
    const exact = p === 0 ? Number.POSITIVE_INFINITY : 1000 / (p * shorten);
    const odds = Math.min(
      MAX_QUOTED_ODDS_MILLI,
      Math.max(MIN_QUOTED_ODDS_MILLI, Math.floor(exact + FLOOR_EPSILON)),
    );
    return { odds, probabilityPpm: Math.round(p * 1_000_000) };
  });
}

/** P(X = k) for a Poisson count with mean lambda: goals in a match, runs in an over. */
export function poisson(k: number, lambda: number): number {
  assert(
    Number.isSafeInteger(k) && k >= 0 && k <= MAX_SCORE,
    `k is an integer from 0 to ${MAX_SCORE}, got ${k}`,
  );
  assert(
    Number.isFinite(lambda) && lambda >= 0 && lambda <= MAX_LAMBDA,
    `lambda is in [0, ${MAX_LAMBDA}], got ${lambda}`,
  );
  // A running product instead of λ^k / k!, which overflows long before the probability is small.
  let probability = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) probability *= lambda / i;
  return probability;
}

/**
 * The chance of each final score with independent Poisson goals: cell [home][away] for scores
 * 0..max each. Scores above `max` are left out, so the grid sums to a little under 1; the
 * helpers below rescale by the grid's total.
 */
export function poissonScoreMatrix(lambdaHome: number, lambdaAway: number, max: number): number[][] {
  assert(
    Number.isSafeInteger(max) && max >= 0 && max <= MAX_SCORE,
    `max is an integer from 0 to ${MAX_SCORE}`,
  );
  const away = Array.from({ length: max + 1 }, (_, goals) => poisson(goals, lambdaAway));
  return Array.from({ length: max + 1 }, (_, goals) => {
    const home = poisson(goals, lambdaHome);
    return away.map((chance) => home * chance);
  });
}

/**
 * The probability to price a leg at, from a score grid and the leg's settlement rule (for
 * example `(h, a) => settleAsianHandicap(h - a, -1, 'home')`). A leg returns A·odds + B per
 * unit in expectation, where A gathers the winning parts (a half-win counts half, a dead heat
 * its share) and B the stake that comes back (push, void, the returned half of a half-win or
 * half-lose); it is fair at odds (1 − B) / A, so this returns A / (1 − B). The two sides of an
 * Asian or total line then sum to 1 and go straight into `priceWithMargin`. 0 if the leg cannot
 * win or can only push.
 */
export function legProbability(
  matrix: readonly (readonly number[])[],
  settle: (home: number, away: number) => LegResult,
): number {
  let mass = 0;
  let winning = 0;
  let returned = 0;
  for (const [home, row] of matrix.entries()) {
    for (const [away, chance] of row.entries()) {
      mass += chance;
      const result = settle(home, away);
      switch (result.kind) {
        case 'win':
          winning += chance;
          break;
        case 'push':
        case 'void':
          returned += chance;
          break;
        case 'half-win':
          winning += chance / 2;
          returned += chance / 2;
          break;
        case 'half-lose':
          returned += chance / 2;
          break;
        case 'dead-heat':
          winning += (chance * Number(result.share.num)) / Number(result.share.den);
          break;
        case 'lose':
          break;
      }
    }
  }
  assert(mass > 0, 'the score grid has no probability in it');
  const stakeAtRisk = mass - returned;
  if (winning <= 0 || stakeAtRisk <= 0) return 0;
  return winning / stakeAtRisk;
}
