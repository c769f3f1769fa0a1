import { assert } from './random-source.js';
import { CompiledSlot, type SlotDefinition } from './slot.js';

/**
 * Exact theory of a slot from its strips and paytable.
 *
 * 1. Enumerate every stop combination of a reel set (∏ strip lengths windows, each equally
 *    likely) and sum, per spin, its raw win w (line-bet units, before any multiplier) and the
 *    free spins c it awards: N, Σw, Σw², Σc, Σc(c−1), Σwc — integers, summed exactly.
 * 2. Free spins form a branching process: a free spin wins M·w and starts c more free spins,
 *    independent of everything else. With m = E[c] on the free reels (< 1, or the feature would
 *    never end), the total Y of one free spin and everything it retriggers satisfies
 *      E[Y]  = M·E[w] + m·E[Y]                            ⇒ E[Y] = M·E[w] / (1 − m)
 *      E[Y²] = M²E[w²] + 2M·E[wc]E[Y] + m·E[Y²] + E[c(c−1)]E[Y]²
 *    (the geometric series 1 + m + m² + … of retrigger generations, in closed form).
 * 3. A round R = w + Σ_{i≤c} Y_i on the base reels:
 *      E[R]  = E[w] + E[c]·E[Y]
 *      E[R²] = E[w²] + 2E[wc]·E[Y] + E[c]·E[Y²] + E[c(c−1)]·E[Y]²
 *    RTP = E[R] / lines; the per-round variance in stakes² = (E[R²] − E[R]²) / lines².
 * E[R] is also given as an exact fraction (bigint numerator / denominator).
 */

export type SpinMoments = {
  count: bigint;
  sumW: bigint;
  sumW2: bigint;
  sumC: bigint;
  /** Σ c(c − 1) */
  sumCC1: bigint;
  sumWC: bigint;
  /** Σ w by outcome class, for the paytable report: hits (w > 0) and feature triggers. */
  hits: bigint;
  triggers: bigint;
};

export function emptyMoments(): SpinMoments {
  return { count: 0n, sumW: 0n, sumW2: 0n, sumC: 0n, sumCC1: 0n, sumWC: 0n, hits: 0n, triggers: 0n };
}

export function addMoments(a: SpinMoments, b: SpinMoments): SpinMoments {
  return {
    count: a.count + b.count,
    sumW: a.sumW + b.sumW,
    sumW2: a.sumW2 + b.sumW2,
    sumC: a.sumC + b.sumC,
    sumCC1: a.sumCC1 + b.sumCC1,
    sumWC: a.sumWC + b.sumWC,
    hits: a.hits + b.hits,
    triggers: a.triggers + b.triggers,
  };
}

/**
 * Moments of one reel set over the reel-1 stops [fromStop, toStop) and every stop of the other
 * reels (split the first reel's range to spread the work over threads).
 */
export function enumerateMoments(
  definition: SlotDefinition,
  reelSet: 'base' | 'free',
  fromStop = 0,
  toStop?: number,
): SpinMoments {
  const slot = new CompiledSlot(definition);
  const set = reelSet === 'base' ? slot.base : slot.free;
  const reels = slot.reelCount;
  const lengths = set.lengths;
  const end = toStop ?? (lengths[0] as number);
  assert(fromStop >= 0 && fromStop <= end && end <= (lengths[0] as number), 'stop range out of bounds');
  let total = emptyMoments();
  const stops = new Int32Array(reels);
  for (let first = fromStop; first < end; first += 1) {
    // Per first stop the sums stay far below 2^53, so plain numbers are exact here.
    let count = 0;
    let sumW = 0;
    let sumW2 = 0;
    let sumC = 0;
    let sumCC1 = 0;
    let sumWC = 0;
    let hits = 0;
    let triggers = 0;
    slot.setStop(set, 0, first);
    for (let reel = 1; reel < reels; reel += 1) {
      stops[reel] = 0;
      slot.setStop(set, reel, 0);
    }
    for (;;) {
      const w = slot.evaluate();
      const c = slot.lastFreeSpins;
      count += 1;
      sumW += w;
      sumW2 += w * w;
      sumC += c;
      sumCC1 += c * (c - 1);
      sumWC += w * c;
      if (w > 0) hits += 1;
      if (c > 0) triggers += 1;
      // Odometer over reels 2…n, last reel fastest.
      let reel = reels - 1;
      while (reel >= 1) {
        const next = (stops[reel] as number) + 1;
        if (next < (lengths[reel] as number)) {
          stops[reel] = next;
          slot.setStop(set, reel, next);
          break;
        }
        stops[reel] = 0;
        slot.setStop(set, reel, 0);
        reel -= 1;
      }
      if (reel < 1) break;
    }
    assert(Number.isSafeInteger(sumW2) && Number.isSafeInteger(sumWC), 'moment sums overflowed 2^53');
    total = addMoments(total, {
      count: BigInt(count),
      sumW: BigInt(sumW),
      sumW2: BigInt(sumW2),
      sumC: BigInt(sumC),
      sumCC1: BigInt(sumCC1),
      sumWC: BigInt(sumWC),
      hits: BigInt(hits),
      triggers: BigInt(triggers),
    });
  }
  return total;
}

export type SlotTheory = {
  lines: number;
  multiplier: number;
  base: SpinMoments;
  free: SpinMoments;
  /** Expected free spins started by one free spin (must be < 1). */
  retriggerRate: number;
  /** E[R] in line-bet units as an exact fraction. */
  meanUnits: { numerator: bigint; denominator: bigint };
  /** Theoretical return to player, as a fraction of the stake (0.96 = 96 %). */
  rtp: number;
  /** RTP of the base game alone and of the free-spins feature. */
  baseRtp: number;
  featureRtp: number;
  /** Per-round variance of the win in stakes² and its square root. */
  variance: number;
  standardDeviation: number;
  /** P(round wins anything on the base spin), P(feature triggers). */
  hitRate: number;
  featureRate: number;
};

function ratio(a: bigint, b: bigint): number {
  return Number(a) / Number(b);
}

/** Combines the base and free moments into the round's theory (formulas above). */
export function slotTheory(definition: SlotDefinition, base: SpinMoments, free: SpinMoments): SlotTheory {
  const lines = definition.lines.length;
  const M = definition.freeSpinMultiplier;
  const m = ratio(free.sumC, free.count);
  assert(m < 1, `free spins retrigger ${m} spins per spin on average: the feature would not end`);
  const Ew = (s: SpinMoments) => ratio(s.sumW, s.count);
  const EY = (M * Ew(free)) / (1 - m);
  const EY2 =
    (M * M * ratio(free.sumW2, free.count) +
      2 * M * ratio(free.sumWC, free.count) * EY +
      ratio(free.sumCC1, free.count) * EY * EY) /
    (1 - m);
  const ER = Ew(base) + ratio(base.sumC, base.count) * EY;
  const ER2 =
    ratio(base.sumW2, base.count) +
    2 * ratio(base.sumWC, base.count) * EY +
    ratio(base.sumC, base.count) * EY2 +
    ratio(base.sumCC1, base.count) * EY * EY;
  // Exact: E[R] = ΣwB/NB + ΣcB·M·ΣwF / (NB·(NF − ΣcF)).
  const numerator = base.sumW * (free.count - free.sumC) + base.sumC * BigInt(M) * free.sumW;
  const denominator = base.count * (free.count - free.sumC);
  const variance = (ER2 - ER * ER) / (lines * lines);
  return {
    lines,
    multiplier: M,
    base,
    free,
    retriggerRate: m,
    meanUnits: { numerator, denominator },
    rtp: ratio(numerator, denominator * BigInt(lines)),
    baseRtp: Ew(base) / lines,
    featureRtp: (ratio(base.sumC, base.count) * EY) / lines,
    variance,
    standardDeviation: Math.sqrt(variance),
    hitRate: ratio(base.hits, base.count),
    featureRate: ratio(base.triggers, base.count),
  };
}

/** Whole theory in one thread (fine for small games and tests; the RTP test splits the work). */
export function analyseSlot(definition: SlotDefinition): SlotTheory {
  const base = enumerateMoments(definition, 'base');
  const free = definition.freeReels ? enumerateMoments(definition, 'free') : base;
  return slotTheory(definition, base, free);
}

/** Standard error of the mean RTP over `rounds` rounds. */
export function rtpStandardError(theory: SlotTheory, rounds: number): number {
  return Math.sqrt(theory.variance / rounds);
}
