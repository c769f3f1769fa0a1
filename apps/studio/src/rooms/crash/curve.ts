import { createHash } from 'node:crypto';
import { canonicalJson } from '@khela/contract';
import { CRASH_MAX_HUNDREDTHS, previousChainSeed } from '@khela/game-math';

/**
 * The crash room's published curve and the sums a round needs (decision 0077). The page draws the
 * same curve from the same constant (client/src/crash-curve.ts; a test holds them equal).
 *
 * m(t) = floor(100 · e^(K·t)) hundredths, t in ms since the flight started: 2.00× at 11.6 s,
 * 10.00× at 38.4 s, 100.00× at 76.8 s.
 */
export const CURVE_K = 0.00006;

/** The multiplier (hundredths) t ms into the flight. */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.min(CRASH_MAX_HUNDREDTHS, Math.floor(100 * Math.exp(CURVE_K * elapsedMs)));
}

/**
 * The first whole millisecond at which the curve reaches `hundredths` (0 for 1.00×): the instant a
 * round with that point crashes, and the instant an auto cash-out at that target is taken.
 */
export function timeOf(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.ceil(Math.log(hundredths / 100) / CURVE_K) - 2);
  // Floating point near the boundary: step to the exact first millisecond on the curve.
  while (multiplierAt(t) < hundredths) t += 1;
  while (t > 0 && multiplierAt(t - 1) >= hundredths) t -= 1;
  return t;
}

/** What a stake returns at a multiplier: stake × hundredths / 100, rounded down to a minor unit. */
export function payoutOf(stakeMinor: bigint, hundredths: number): bigint {
  return (stakeMinor * BigInt(hundredths)) / 100n;
}

/**
 * The round's payout cap as a multiplier (decision 0077): the lowest multiplier at which the bets
 * as they stand at close — each held to its auto cash-out or on — would be owed `capMinor` in one
 * currency. Manual cash-outs only lower what is owed, so the payout due never passes the cap.
 * CRASH_MAX_HUNDREDTHS + 1 when the cap cannot be reached.
 */
export function capMultiplier(
  bets: readonly { stakeMinor: bigint; auto: number | undefined; currency: string }[],
  capMinor: (currency: string) => bigint,
): number {
  let lowest = CRASH_MAX_HUNDREDTHS + 1;
  const currencies = new Set(bets.map((bet) => bet.currency));
  for (const currency of currencies) {
    const mine = bets.filter((bet) => bet.currency === currency);
    const cap = capMinor(currency);
    const due = (m: number) =>
      mine.reduce((sum, bet) => sum + payoutOf(bet.stakeMinor, Math.min(m, bet.auto ?? m)), 0n);
    if (due(CRASH_MAX_HUNDREDTHS) < cap) continue;
    let low = 100;
    let high = CRASH_MAX_HUNDREDTHS;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (due(mid) >= cap) high = mid;
      else low = mid + 1;
    }
    lowest = Math.min(lowest, low);
  }
  return lowest;
}

/** A bet as the round's public value seals it. */
export type SealedBet = { betId: string; playerId: string; stakeMinor: string; auto: number | null };

/**
 * The round's public value (decision 0073): SHA-256 (hex) of its open bets at close, in bet-id
 * order, as canonical JSON. Nobody, the studio included, knew it while bets came in.
 */
export function sealBets(bets: readonly SealedBet[]): string {
  const ordered = [...bets].sort((a, b) => (a.betId < b.betId ? -1 : a.betId > b.betId ? 1 : 0));
  return createHash('sha256')
    .update(canonicalJson(ordered.map((bet) => ({ ...bet }))), 'utf8')
    .digest('hex');
}

/** A chain as stored: every `every`-th seed and the last, by round number. */
export type StoredChain = { length: number; every: number; kept: Record<string, string>; commitment: string };

/** Round k's seed from the kept seeds (at most `every` hashes). */
export function chainSeed(chain: StoredChain, k: number): string {
  if (!Number.isSafeInteger(k) || k < 1 || k > chain.length)
    throw new Error(`round ${k} is not in the chain`);
  const from = Math.min(chain.length, Math.ceil(k / chain.every) * chain.every);
  let seed = chain.kept[String(from)];
  if (!seed) throw new Error(`chain seed ${from} missing`);
  for (let at = from; at > k; at -= 1) seed = previousChainSeed(seed);
  return seed;
}
