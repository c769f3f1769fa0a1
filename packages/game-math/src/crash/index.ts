import { hashServerSeed, isServerSeed, ProvablyFairSource } from '../provably-fair.js';
import { assert } from '../random-source.js';

/**
 * Crash (issue 21, decision 0073): a multiplier rises from 1.00× until the round's crash point;
 * a bet cashed out before it pays stake × the multiplier at cash-out, one still in loses.
 *
 * The crash points come from a hash chain: a random last seed s_N, and s_k = SHA-256(s_(k+1)) as
 * lower-case hex text, for k = N − 1 … 1. Round k of the chain uses s_k, so the rounds use the
 * chain backwards from how it was made. Before round 1 only the commitment SHA-256(s_1) is public;
 * revealing s_k after round k lets anyone check SHA-256(s_k) = s_(k−1) (the commitment for k = 1),
 * so every seed was fixed before the first round and none can be chosen later, while the next seed
 * stays unknown (a hash cannot be inverted). Each round's point also takes a public value fixed
 * when its bets close (the digest of the round's bets), so nobody knew the round's outcome before
 * its bets were in. The commitment is a hash of a 256-bit random seed, never of a crash point:
 * a hash of the point itself (a few hundred thousand possible values) would give it away to
 * anyone who hashed every candidate.
 *
 * The point: the ProvablyFairSource stream of (s_k, public value, round number) — the same stream
 * as every provably fair draw here — gives 52 random bits r (the low 20 bits of its first word,
 * then its second word), U = (r + 1) / 2^52 in (0, 1], and the point in hundredths is
 * floor((10,000 − edge in basis points) × 2^52 / (100 × (r + 1))), at least 100 (1.00×) and at
 * most CRASH_MAX_HUNDREDTHS. So P(point ≥ m) = (1 − edge) / m for every m ≥ 1.00 on the cent grid
 * (up to 2^−52), and a cash-out at any target m returns (1 − edge) on average: the house edge is
 * the same whatever the player does. A round busts at once (1.00×, before the first cash-out at
 * 1.01×) with probability 1 − (1 − edge) / 1.01: 3.96 % at the default edge.
 */

/** The default house edge: 3 % (RTP 97 %) at every cash-out target. */
export const CRASH_EDGE_BPS = 300;
/** The highest point a round can reach: 10,000.00× (the table's payout cap bounds the rest). */
export const CRASH_MAX_HUNDREDTHS = 1_000_000;
const TWO_52 = 2n ** 52n;

/** The crash point of round `roundNo` in hundredths (250 = 2.50×). */
export function crashPoint(
  seed: string,
  publicValue: string,
  roundNo: number,
  edgeBps = CRASH_EDGE_BPS,
): number {
  assert(Number.isInteger(edgeBps) && edgeBps >= 0 && edgeBps < 10_000, `edge ${edgeBps} out of range`);
  const source = new ProvablyFairSource(seed, publicValue, roundNo);
  const high = BigInt(source.nextUint32() & 0xfffff);
  const low = BigInt(source.nextUint32());
  const r = (high << 32n) | low;
  const hundredths = (BigInt(10_000 - edgeBps) * TWO_52) / (100n * (r + 1n));
  return Number(
    hundredths < 100n ? 100n : hundredths > BigInt(CRASH_MAX_HUNDREDTHS) ? CRASH_MAX_HUNDREDTHS : hundredths,
  );
}

/** P(point ≥ target) exactly, for a target in hundredths (≥ 100): what a cash-out at it wins with. */
export function crashSurvival(targetHundredths: number, edgeBps = CRASH_EDGE_BPS): number {
  assert(Number.isInteger(targetHundredths) && targetHundredths >= 100, 'target must be at least 1.00×');
  if (targetHundredths > CRASH_MAX_HUNDREDTHS) return 0;
  // r + 1 ≤ (10,000 − edge) × 2^52 / (100 × target): the count of such r over 2^52.
  const count = (BigInt(10_000 - edgeBps) * TWO_52) / (100n * BigInt(targetHundredths));
  return Number(count > TWO_52 ? TWO_52 : count) / 2 ** 52;
}

/** The seed one round earlier in the chain: SHA-256 of this one's text. */
export function previousChainSeed(seed: string): string {
  return hashServerSeed(seed);
}

/** Whether `seed` is the seed after `previous` (or after the commitment, for round 1). */
export function verifyChainSeed(seed: string, previous: string): boolean {
  return isServerSeed(seed) && isServerSeed(previous) && hashServerSeed(seed) === previous;
}

/**
 * A chain of `length` seeds ending in `lastSeed`, with a seed kept every `every` rounds so any
 * round's seed is at most `every` hashes away. Round numbers run 1 … length.
 */
export class CrashChain {
  readonly commitment: string;
  private readonly kept = new Map<number, string>();

  constructor(
    readonly lastSeed: string,
    readonly length: number,
    private readonly every = 1000,
  ) {
    assert(isServerSeed(lastSeed), 'the last seed must be 64 lower-case hex characters');
    assert(Number.isSafeInteger(length) && length >= 1, 'the chain needs at least one round');
    assert(Number.isSafeInteger(every) && every >= 1, 'every must be a positive integer');
    let seed = lastSeed;
    for (let k = length; k >= 1; k -= 1) {
      if (k === length || k % every === 0) this.kept.set(k, seed);
      if (k > 1) seed = previousChainSeed(seed);
    }
    this.commitment = previousChainSeed(seed);
  }

  /** The seed of round `k` (1 … length). */
  seed(k: number): string {
    assert(Number.isSafeInteger(k) && k >= 1 && k <= this.length, `round ${k} is not in the chain`);
    const from = Math.min(this.length, Math.ceil(k / this.every) * this.every);
    let seed = this.kept.get(from) as string;
    for (let at = from; at > k; at -= 1) seed = previousChainSeed(seed);
    return seed;
  }
}

/** A past round checked: its seed follows the one before, and the point recomputes. */
export function verifyCrashRound(round: {
  seed: string;
  /** The previous round's seed, or the chain's commitment for round 1. */
  previous: string;
  publicValue: string;
  roundNo: number;
  pointHundredths: number;
  edgeBps?: number;
}): { ok: true } | { ok: false; reason: 'chain' | 'point' } {
  if (!verifyChainSeed(round.seed, round.previous)) return { ok: false, reason: 'chain' };
  const point = crashPoint(round.seed, round.publicValue, round.roundNo, round.edgeBps ?? CRASH_EDGE_BPS);
  return point === round.pointHundredths ? { ok: true } : { ok: false, reason: 'point' };
}
