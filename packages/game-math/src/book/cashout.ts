import { assert } from '../random-source.js';
import { assertValidOdds } from './odds.js';
import { legFactor, MAX_BET_LEGS } from './settle.js';
import type { LegResult, OddsMilli } from './types.js';

/** Probabilities are integers in parts per million. */
export const PPM = 1_000_000;
/** Margins are integers in basis points: 500 is 5%. */
export const BASIS_POINTS = 10_000;

export type CashOutLeg = {
  odds: OddsMilli;
  /** Set once the leg is settled. */
  result?: LegResult | undefined;
  /** The current chance the open leg wins, in parts per million, from the feed's live price. */
  probabilityPpm?: number | undefined;
};

export type CashOutInput = { stakeMinor: bigint; legs: readonly CashOutLeg[]; marginBp: number };

/**
 * What the book offers now to close a bet early. The fair value is the stake times each settled
 * leg's factor times, for each open leg, its chance of winning times its odds; the offer keeps
 * `marginBp` of that and is floored once. A bet with a lost leg is worth 0n. Undefined when an
 * open leg has no current probability (its market is not priced, so nothing can be offered).
 */
export function cashOutValue({ stakeMinor, legs, marginBp }: CashOutInput): bigint | undefined {
  assert(stakeMinor >= 0n, `stake must not be negative, got ${stakeMinor}`);
  assert(legs.length >= 1 && legs.length <= MAX_BET_LEGS, `a bet has 1 to ${MAX_BET_LEGS} legs`);
  assert(
    Number.isSafeInteger(marginBp) && marginBp >= 0 && marginBp <= BASIS_POINTS,
    `marginBp must be an integer from 0 to ${BASIS_POINTS}, got ${marginBp}`,
  );
  let num = stakeMinor * BigInt(BASIS_POINTS - marginBp);
  let den = BigInt(BASIS_POINTS);
  let priced = true;
  for (const leg of legs) {
    if (leg.result !== undefined) {
      const factor = legFactor(leg.odds, leg.result);
      // A lost leg settles the question before a missing price can.
      if (factor.num === 0n) return 0n;
      num *= factor.num;
      den *= factor.den;
      continue;
    }
    const probability = leg.probabilityPpm;
    if (probability === undefined) {
      priced = false;
      continue;
    }
    assert(
      Number.isSafeInteger(probability) && probability >= 0 && probability <= PPM,
      `probabilityPpm must be an integer from 0 to ${PPM}, got ${probability}`,
    );
    assertValidOdds(leg.odds);
    num *= BigInt(probability) * BigInt(leg.odds);
    den *= BigInt(PPM) * 1000n;
  }
  return priced ? num / den : undefined;
}

export type PartialCashOut = {
  /** Paid to the player now. */
  paidMinor: bigint;
  /** The stake the bet keeps running on; its return is figured on this stake from now on. */
  stakeLeftMinor: bigint;
  /** The stake closed by this cash-out: stake − stakeLeft. */
  stakeCashedMinor: bigint;
};

/**
 * Cashes out `percent` of a bet. The player is paid floor(offer × percent / 100); the bet keeps
 * floor(stake × (100 − percent) / 100) of its stake, and the part closed is what remains, so the
 * two always add up to the stake and no minor unit is created on either side. Both floors go
 * the house's way by less than one minor unit.
 */
export function partialCashOut(offerMinor: bigint, stakeMinor: bigint, percent: number): PartialCashOut {
  assert(offerMinor >= 0n && stakeMinor >= 0n, 'offer and stake must not be negative');
  assert(
    Number.isSafeInteger(percent) && percent >= 1 && percent <= 100,
    `percent is 1 to 100, got ${percent}`,
  );
  const share = BigInt(percent);
  const paidMinor = (offerMinor * share) / 100n;
  const stakeLeftMinor = (stakeMinor * (100n - share)) / 100n;
  return { paidMinor, stakeLeftMinor, stakeCashedMinor: stakeMinor - stakeLeftMinor };
}
