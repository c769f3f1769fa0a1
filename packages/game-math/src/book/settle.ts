import { assert } from '../random-source.js';
import { assertValidOdds } from './odds.js';
import type { LegResult, OddsMilli, PricedLeg, QuarterLine, Ratio } from './types.js';

/** Most legs one bet may combine; a longer accumulator is a mistake, not a bet. */
export const MAX_BET_LEGS = 30;
/** Largest Asian line or score the settlement functions accept, in quarters: ±1000 goals. */
const MAX_QUARTERS = 4000;
/** The selection that wins a market with a draw outcome (1X2, meron / wala / draw) when it ends level. */
export const DRAW_SELECTION = 'draw';

function assertStake(stakeMinor: bigint): void {
  assert(stakeMinor >= 0n, `stake must not be negative, got ${stakeMinor}`);
}

function assertLegCount(count: number): void {
  assert(count >= 1 && count <= MAX_BET_LEGS, `a bet has 1 to ${MAX_BET_LEGS} legs, got ${count}`);
}

/**
 * What one unit staked on a leg returns, exactly. A void or push leg counts at odds 1, so a
 * parlay goes on with its other legs. A dead heat pays the odds on the winning share of the
 * stake and loses the rest (the standard rule: 1 of 2 tied at 5.00 returns 2.50 per unit).
 */
export function legFactor(odds: OddsMilli, result: LegResult): Ratio {
  assertValidOdds(odds);
  const milli = BigInt(odds);
  switch (result.kind) {
    case 'win':
      return { num: milli, den: 1000n };
    case 'lose':
      return { num: 0n, den: 1n };
    case 'push':
    case 'void':
      return { num: 1n, den: 1n };
    case 'half-win':
      return { num: 1000n + milli, den: 2000n };
    case 'half-lose':
      return { num: 1n, den: 2n };
    case 'dead-heat': {
      const { num, den } = result.share;
      assert(den > 0n && num > 0n && num <= den, `a dead-heat share is in (0, 1], got ${num}/${den}`);
      return { num: milli * num, den: 1000n * den };
    }
  }
}

/** The product of the legs' factors; undefined while any leg has no result. */
export function combinedFactor(legs: readonly PricedLeg[]): Ratio | undefined {
  assertLegCount(legs.length);
  let num = 1n;
  let den = 1n;
  for (const leg of legs) {
    if (leg.result === undefined) return undefined;
    const factor = legFactor(leg.odds, leg.result);
    num *= factor.num;
    den *= factor.den;
  }
  return { num, den };
}

/**
 * What a settled bet pays: the stake times every leg's factor, floored once, so a parlay never
 * loses a fraction to rounding on each leg. A single is a bet of one leg. Undefined while any
 * leg is still open (see `isBetLost` to settle a beaten parlay early).
 */
export function betReturn(stakeMinor: bigint, legs: readonly PricedLeg[]): bigint | undefined {
  assertStake(stakeMinor);
  const factor = combinedFactor(legs);
  return factor === undefined ? undefined : (stakeMinor * factor.num) / factor.den;
}

/**
 * True once a settled leg returns nothing (a plain loss): the bet pays 0 whatever the open legs
 * do, so it can be settled before they end. A half-lose leg does not count: half comes back.
 */
export function isBetLost(legs: readonly PricedLeg[]): boolean {
  assertLegCount(legs.length);
  return legs.some((leg) => leg.result !== undefined && legFactor(leg.odds, leg.result).num === 0n);
}

/** What the bet pays if every leg wins, floored: the figure the slip shows and the payout limit checks. */
export function potentialReturn(stakeMinor: bigint, odds: readonly OddsMilli[]): bigint {
  const paid = betReturn(
    stakeMinor,
    odds.map((price) => ({ odds: price, result: { kind: 'win' } })),
  );
  assert(paid !== undefined, 'every leg has a result');
  return paid;
}

type HalfOutcome = 'win' | 'push' | 'lose';

function sideOutcome(quarters: number): HalfOutcome {
  if (quarters > 0) return 'win';
  return quarters === 0 ? 'push' : 'lose';
}

/**
 * Settles a line where `quarters` is the selection's score after applying the line, in
 * quarter units. An odd value (a quarter line) splits the stake across the two neighbouring
 * lines, a quarter either side; whole lines can push, half lines cannot.
 */
function settleQuarters(quarters: number, line: QuarterLine): LegResult {
  if (line % 2 === 0) return { kind: sideOutcome(quarters) };
  const low = sideOutcome(quarters - 1);
  const high = sideOutcome(quarters + 1);
  if (low === high) return { kind: low };
  // Neighbouring halves differ by half a goal, so one is always a push: win+push or push+lose.
  return { kind: low === 'win' || high === 'win' ? 'half-win' : 'half-lose' };
}

function assertQuarters(value: number, name: string): void {
  assert(
    Number.isSafeInteger(value) && Math.abs(value) <= MAX_QUARTERS,
    `${name} must be an integer within ±${MAX_QUARTERS}, got ${value}`,
  );
}

/**
 * An Asian handicap leg. `margin` is home goals − away goals; `line` is the home side's line in
 * quarters (−0.25 → −1) and the away side takes −line. Quarter lines (−0.25, −0.75, +1.25, …)
 * split the stake in two: half on the line a quarter below, half on the line a quarter above.
 */
export function settleAsianHandicap(margin: number, line: QuarterLine, side: 'home' | 'away'): LegResult {
  assertQuarters(margin, 'margin');
  assertQuarters(line, 'line');
  const sign = side === 'home' ? 1 : -1;
  return settleQuarters(sign * (4 * margin + line), line);
}

/**
 * An over / under leg on a total of goals, runs, points or maps; `line` in quarters (2.25 → 9),
 * split like an Asian handicap when it is a quarter line.
 */
export function settleTotal(total: number, line: QuarterLine, side: 'over' | 'under'): LegResult {
  assertQuarters(total, 'total');
  assertQuarters(line, 'line');
  assert(total >= 0 && line >= 0, 'a total and its line are not negative');
  const sign = side === 'over' ? 1 : -1;
  return settleQuarters(sign * (4 * total - line), line);
}

/**
 * A winner market (match, map, fight). `winner` null means the event ended level. With a draw
 * outcome on offer (`hasDraw`, selection `DRAW_SELECTION`) the draw wins and every other
 * selection loses, unless `othersOnDraw` is 'push' (sabong refunds meron and wala on a draw).
 * A 2-way market without a draw pushes both sides, the stake comes back.
 */
export function settleWinner(
  winner: string | null,
  selection: string,
  hasDraw: boolean,
  othersOnDraw: 'lose' | 'push' = 'lose',
): LegResult {
  if (winner === null) {
    if (!hasDraw) return { kind: 'push' };
    if (selection === DRAW_SELECTION) return { kind: 'win' };
    return { kind: othersOnDraw };
  }
  return { kind: selection === winner ? 'win' : 'lose' };
}

/** Most selections that can tie for one place (players level on top runs, say). */
const MAX_TIED = 100;

/**
 * A one-place market that can end in a tie (top batsman, top scorer): `winners` are the
 * selections level at the top. A lone winner wins; with several, each backer of one of them is
 * paid by the dead-heat rule, a 1 / winners share of the stake at the odds.
 */
export function settleTiedWinner(winners: readonly string[], selection: string): LegResult {
  assert(
    winners.length >= 1 && winners.length <= MAX_TIED,
    `1 to ${MAX_TIED} winners, got ${winners.length}`,
  );
  assert(new Set(winners).size === winners.length, 'each winner is named once');
  if (!winners.includes(selection)) return { kind: 'lose' };
  if (winners.length === 1) return { kind: 'win' };
  return { kind: 'dead-heat', share: { num: 1n, den: BigInt(winners.length) } };
}
