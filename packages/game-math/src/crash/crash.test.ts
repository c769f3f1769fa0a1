import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_EDGE_BPS,
  CRASH_MAX_HUNDREDTHS,
  CrashChain,
  crashPoint,
  crashSurvival,
  verifyChainSeed,
  verifyCrashRound,
} from './index.js';

const sha = (text: string) => createHash('sha256').update(text, 'ascii').digest('hex');
const SEED = sha('khela crash test seed');
const PUBLIC = sha('the bets of the round');

/** The documented formula, computed here from HMAC-SHA256 directly (not through the module). */
function byHand(seed: string, publicValue: string, roundNo: number, edgeBps = 300): number {
  const block = createHmac('sha256', Buffer.from(seed, 'ascii'))
    .update(`${publicValue}:${roundNo}:0`, 'ascii')
    .digest();
  const r = (BigInt(block.readUInt32BE(0) & 0xfffff) << 32n) | BigInt(block.readUInt32BE(4));
  const point = (BigInt(10_000 - edgeBps) * 2n ** 52n) / (100n * (r + 1n));
  return Number(point < 100n ? 100n : point > 1_000_000n ? 1_000_000n : point);
}

describe('the crash point', () => {
  it('is the documented function of the seed, the public value and the round number', () => {
    for (let roundNo = 1; roundNo <= 200; roundNo += 1) {
      expect(crashPoint(SEED, PUBLIC, roundNo)).toBe(byHand(SEED, PUBLIC, roundNo));
      expect(crashPoint(SEED, PUBLIC, roundNo, 100)).toBe(byHand(SEED, PUBLIC, roundNo, 100));
    }
    // A different public value or round gives another point.
    const points = new Set(Array.from({ length: 50 }, (_, k) => crashPoint(SEED, sha(`bets ${k}`), 7)));
    expect(points.size).toBeGreaterThan(40);
  });

  it('survives to m with probability (1 − edge) / m, exactly on the cent grid', () => {
    expect(crashSurvival(100)).toBeCloseTo(0.97, 14);
    expect(crashSurvival(200)).toBeCloseTo(0.485, 14);
    expect(crashSurvival(1_000)).toBeCloseTo(0.097, 14);
    expect(crashSurvival(100, 100)).toBeCloseTo(0.99, 14);
    expect(crashSurvival(CRASH_MAX_HUNDREDTHS + 1)).toBe(0);
    // Whatever the target, a cash-out returns 1 − edge on average: the edge does not depend on play.
    for (const target of [101, 133, 200, 250, 1_000, 5_000, 100_000])
      expect((crashSurvival(target) * target) / 100).toBeCloseTo(1 - CRASH_EDGE_BPS / 10_000, 9);
  });

  it('gives the stated house edge over 10⁶ rounds (acceptance 1), and 3.96 % bust at once', () => {
    const n = 1_000_000;
    const counts = new Map<number, number>();
    const targets = [101, 110, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000];
    const reached = new Array<number>(targets.length).fill(0);
    let busts = 0;
    for (let roundNo = 1; roundNo <= n; roundNo += 1) {
      const point = crashPoint(SEED, PUBLIC, roundNo);
      if (point === 100) busts += 1;
      for (let t = 0; t < targets.length; t += 1)
        if (point >= (targets[t] as number)) reached[t] = (reached[t] ?? 0) + 1;
      if (point <= 1_000) counts.set(point, (counts.get(point) ?? 0) + 1);
    }
    const edge = CRASH_EDGE_BPS / 10_000;
    // Busting at once (1.00×, before anyone can cash out at 1.01×): 1 − (1 − edge) / 1.01 ≈ 3.96 %,
    // within 4 standard errors.
    const bustShare = 1 - crashSurvival(101);
    expect(Math.abs(busts / n - bustShare)).toBeLessThan(4 * Math.sqrt((bustShare * (1 - bustShare)) / n));
    // Each target's return: stake × target × P̂(reached), within 4 standard errors of 1 − edge.
    const edges: string[] = [];
    for (let t = 0; t < targets.length; t += 1) {
      const m = (targets[t] as number) / 100;
      const p = crashSurvival(targets[t] as number);
      const returned = (m * (reached[t] as number)) / n;
      expect(Math.abs(returned - (1 - edge)), `target ${m}`).toBeLessThan(
        4 * m * Math.sqrt((p * (1 - p)) / n),
      );
      edges.push(`${m}×: ${((1 - returned) * 100).toFixed(2)} %`);
    }
    // The whole distribution (Kolmogorov–Smirnov over 1.00×–10.00×, 99 %: 1.63 / √n).
    let below = 0;
    let worst = 0;
    for (let point = 100; point <= 1_000; point += 1) {
      below += counts.get(point) ?? 0;
      worst = Math.max(worst, Math.abs(below / n - (1 - crashSurvival(point + 1))));
    }
    expect(worst).toBeLessThan(1.63 / Math.sqrt(n));
    console.log(
      `crash, 10⁶ rounds: bust at once ${((busts / n) * 100).toFixed(2)} %, house edge by target ${edges.join(', ')}`,
    );
  }, 120_000);
});

describe('the hash chain', () => {
  it('links every seed to the one before and commits to the first before any round', () => {
    const last = randomBytes(32).toString('hex');
    const chain = new CrashChain(last, 2_500, 100);
    expect(chain.seed(2_500)).toBe(last);
    // Made by hashing down from the last seed, one step a round.
    let seed = last;
    const direct = new Map<number, string>();
    for (let k = 2_500; k >= 1; k -= 1) {
      direct.set(k, seed);
      seed = sha(seed);
    }
    expect(chain.commitment).toBe(seed);
    for (const k of [1, 2, 99, 100, 101, 1_234, 2_499, 2_500]) {
      expect(chain.seed(k)).toBe(direct.get(k));
      expect(verifyChainSeed(chain.seed(k), k === 1 ? chain.commitment : chain.seed(k - 1))).toBe(true);
    }
    // The commitment is the hash of a random 256-bit seed: it names no point.
    expect(verifyChainSeed(chain.seed(2), chain.commitment)).toBe(false);
    expect(() => chain.seed(2_501)).toThrow();
  });

  it('a verifier agrees with 1,000 stored rounds and catches a changed point or seed', () => {
    const chain = new CrashChain(randomBytes(32).toString('hex'), 1_000, 50);
    const stored = Array.from({ length: 1_000 }, (_, index) => {
      const roundNo = index + 1;
      const publicValue = sha(`bets of round ${roundNo}`);
      return {
        roundNo,
        seed: chain.seed(roundNo),
        previous: roundNo === 1 ? chain.commitment : chain.seed(roundNo - 1),
        publicValue,
        pointHundredths: crashPoint(chain.seed(roundNo), publicValue, roundNo),
      };
    });
    for (const round of stored) expect(verifyCrashRound(round)).toEqual({ ok: true });
    const one = stored[500] as (typeof stored)[number];
    expect(verifyCrashRound({ ...one, pointHundredths: one.pointHundredths + 1 })).toEqual({
      ok: false,
      reason: 'point',
    });
    expect(verifyCrashRound({ ...one, seed: sha(one.seed) })).toEqual({ ok: false, reason: 'chain' });
  });
});
