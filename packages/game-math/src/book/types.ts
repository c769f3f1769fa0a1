/**
 * Sportsbook maths: the shared vocabulary of the studio's book (apps/studio/src/book). Pure, no
 * I/O, no floats near money: odds are integers in thousandths of decimal odds ("1.950" is 1950),
 * probabilities integers in parts per million, stakes and payouts bigint minor units, and every
 * factor an exact ratio of bigints floored once, at the end.
 */

/** Decimal odds × 1000 (1.01 → 1010, 2 → 2000). Always > 1000 for a price one can bet at. */
export type OddsMilli = number;

/** An exact non-negative rational. */
export type Ratio = { num: bigint; den: bigint };

/** How a leg (one selection of a bet) ended, as the feed settles it. */
export type LegResult =
  | { kind: 'win' }
  | { kind: 'lose' }
  /** Stake back on this leg (an Asian line landing exactly, a drawn no-draw market). */
  | { kind: 'push' }
  /** Cancelled leg: counted at odds 1 (a parlay goes on with the other legs). */
  | { kind: 'void' }
  /** Asian quarter line: half the stake wins at the odds, half comes back. */
  | { kind: 'half-win' }
  /** Asian quarter line: half the stake is lost, half comes back. */
  | { kind: 'half-lose' }
  /** Dead heat: `share` of the stake wins at the odds (1 of 2 tied for one place: 1/2). */
  | { kind: 'dead-heat'; share: Ratio };

export type LegResultKind = LegResult['kind'];

/** Odds display formats a player chooses between (remembered per player). */
export type OddsFormat = 'decimal' | 'hk' | 'malay' | 'indo';

/** System bets over n legs: every combination of the given sizes, one unit stake each. */
export type SystemKind =
  | 'trixie' // 3 legs: 3 doubles + 1 treble = 4 bets
  | 'patent' // 3 legs: 3 singles + 3 doubles + 1 treble = 7
  | 'yankee' // 4 legs: 6 doubles + 4 trebles + 1 four-fold = 11
  | 'lucky15' // 4 legs: 4 singles + 11 = 15
  | 'canadian' // 5 legs (super yankee): doubles to five-fold = 26
  | 'lucky31' // 5 legs: singles to five-fold = 31
  | 'heinz' // 6 legs: doubles to six-fold = 57
  | 'lucky63' // 6 legs: singles to six-fold = 63
  | 'super-heinz' // 7 legs: doubles to seven-fold = 120
  | 'goliath'; // 8 legs: doubles to eight-fold = 247

/** A leg as the money maths sees it: the odds taken and, once known, how it ended. */
export type PricedLeg = { odds: OddsMilli; result?: LegResult | undefined };

/** An Asian line in quarter units: −0.25 → −1, +1.25 → 5, 2.5 → 10. */
export type QuarterLine = number;
