import { describe, expect, it } from 'vitest';
import { type RandomSource, SeededSource, uniformInt } from './index.js';
import { CompiledSlot, type SlotDefinition, type SlotSymbol } from './slot.js';
import { analyseSlot, rtpStandardError } from './slot-analysis.js';
import { simulateRounds } from './slot-simulation.js';

// Symbols: 0 wild, 1 scatter, 2 A (high), 3 B (low).
const symbols: SlotSymbol[] = [
  { code: 'W', kind: 'wild', pays: [0, 0, 0, 50, 100] },
  { code: 'S', kind: 'scatter', pays: [0, 0, 1, 5, 20] },
  { code: 'A', kind: 'regular', pays: [0, 0, 0, 10, 40] },
  { code: 'B', kind: 'regular', pays: [0, 0, 2, 4, 8] },
];
const W = 0;
const S = 1;
const A = 2;
const B = 3;

/** 4 reels × 1 row, one line: windows are set directly through the strips. */
function oneRow(strips: number[][], extra: Partial<SlotDefinition> = {}): SlotDefinition {
  return {
    code: 'TEST',
    rows: 1,
    symbols,
    reels: strips,
    lines: [[0, 0, 0, 0]],
    freeSpins: [0, 0, 0, 3, 5],
    freeSpinMultiplier: 2,
    ...extra,
  };
}

function payOf(window: number[]): { units: number; free: number } {
  const slot = new CompiledSlot(oneRow(window.map((symbol) => [symbol])));
  window.forEach((_, reel) => {
    slot.setStop(slot.base, reel, 0);
  });
  const units = slot.evaluate();
  return { units, free: slot.lastFreeSpins };
}

class Scripted implements RandomSource {
  private index = 0;
  constructor(private readonly words: number[]) {}
  nextUint32(): number {
    const word = this.words[this.index];
    if (word === undefined) throw new Error('script exhausted');
    this.index += 1;
    return word;
  }
  get used(): number {
    return this.index;
  }
}

describe('line evaluation', () => {
  it('pays the leftmost run with wild substitution', () => {
    expect(payOf([A, A, A, B]).units).toBe(10);
    expect(payOf([A, W, A, A]).units).toBe(40);
    expect(payOf([B, B, A, A]).units).toBe(2);
    expect(payOf([A, B, A, A]).units).toBe(0);
    // A run must start on reel 1.
    expect(payOf([B, A, A, A]).units).toBe(0);
  });

  it('pays the better of a wild run and the symbol it substitutes', () => {
    expect(payOf([W, W, W, B]).units).toBe(50); // wilds 3 = 50 beats B×4 = 8
    expect(payOf([W, W, A, A]).units).toBe(40); // A×4 = 40 beats wilds 2 = 0
    expect(payOf([W, W, W, W]).units).toBe(100);
  });

  it('never substitutes the scatter, and scatters pay anywhere by count', () => {
    expect(payOf([S, A, A, A])).toEqual({ units: 0, free: 0 });
    expect(payOf([A, S, A, S])).toEqual({ units: 1, free: 0 }); // 2 scatters: 1 × stake (1 line)
    expect(payOf([S, S, S, B])).toEqual({ units: 5, free: 3 });
    expect(payOf([W, W, S, B])).toEqual({ units: 0, free: 0 }); // wilds 2 pay nothing, run stops at S
  });

  it('agrees with the plain second implementation on every spin it describes', () => {
    const slot = new CompiledSlot(
      oneRow([
        [W, S, A, B, B, A],
        [A, W, B, S, A, B, B],
        [B, A, W, A, S],
        [A, B, W, B, S, A, B],
      ]),
    );
    const source = new SeededSource(7);
    for (let spin = 0; spin < 2000; spin += 1) {
      const round = slot.playRound(source); // describe() asserts evaluator == plain rule
      expect(round.units).toBe(round.base.units + round.free.reduce((sum, free) => sum + free.units, 0));
    }
  });
});

describe('draws', () => {
  it('consumes exactly the words uniformInt would, rejections included', () => {
    const definition = oneRow([
      [A, B, W],
      [A, B, W, S, A],
      [B, B, A],
      [A, A, A, B, B, W, S],
    ]);
    const limitOf3 = 2 ** 32 - (2 ** 32 % 3);
    const words = [limitOf3, 7, 2 ** 32 - 1, 123_456, 99, 4_000_000_000, 5, 6, 8, 9, 10, 11, 12, 13];
    const slot = new CompiledSlot(definition);
    const ours = new Scripted(words);
    slot.draw(ours, false);
    const theirs = new Scripted(words);
    const expected = definition.reels.map((strip) => uniformInt(theirs, 0, strip.length - 1));
    expect(Array.from(slot.stops)).toEqual(expected);
    expect(ours.used).toBe(theirs.used);
    expect(ours.used).toBeGreaterThan(4); // the first word was rejected
  });

  it('plays the same round on the hot path and the detailed path', () => {
    const slot = new CompiledSlot(
      oneRow([
        [W, S, A, B],
        [A, S, B, W, B],
        [S, A, B, B],
        [A, B, S, W],
      ]),
    );
    const a = new SeededSource(99);
    const b = new SeededSource(99);
    let freeRounds = 0;
    for (let round = 0; round < 5000; round += 1) {
      const detailed = slot.playRound(a);
      expect(slot.playUnits(b)).toBe(detailed.units);
      if (detailed.free.length > 0) freeRounds += 1;
    }
    expect(freeRounds).toBeGreaterThan(0);
  });
});

describe('exact theory', () => {
  // Scatter-heavy so the free-spin branching (retriggers, multiplier) carries real weight.
  const busy = oneRow(
    [
      [W, S, A, B, B, A, S],
      [A, S, B, S, A, B, B],
      [B, A, W, S, S, A],
      [A, B, S, B, S, A, B],
    ],
    { freeSpins: [0, 0, 0, 3, 6] },
  );

  it('matches brute force: the base spin mean over every window', () => {
    const theory = analyseSlot(busy);
    const slot = new CompiledSlot(busy);
    let sum = 0;
    let count = 0;
    const lengths = busy.reels.map((strip) => strip.length);
    const stops = [0, 0, 0, 0];
    for (;;) {
      stops.forEach((stop, reel) => {
        slot.setStop(slot.base, reel, stop);
      });
      sum += slot.evaluate();
      count += 1;
      let reel = 3;
      while (reel >= 0) {
        const next = (stops[reel] ?? 0) + 1;
        if (next < (lengths[reel] ?? 0)) {
          stops[reel] = next;
          break;
        }
        stops[reel] = 0;
        reel -= 1;
      }
      if (reel < 0) break;
    }
    expect(Number(theory.base.count)).toBe(count);
    expect(theory.baseRtp).toBeCloseTo(sum / count, 12);
  });

  it('predicts the mean and variance of whole rounds (retriggers included) that a simulation finds', () => {
    const theory = analyseSlot(busy);
    expect(theory.retriggerRate).toBeGreaterThan(0.2);
    const rounds = 400_000;
    const sums = simulateRounds(busy, 2026, rounds);
    const mean = Number(sums.sumUnits) / rounds;
    const variance = Number(sums.sumUnits2) / rounds - mean * mean;
    const se = rtpStandardError(theory, rounds);
    expect(Math.abs(mean - theory.rtp)).toBeLessThan(5 * se);
    expect(variance / theory.variance).toBeGreaterThan(0.95);
    expect(variance / theory.variance).toBeLessThan(1.05);
  });

  it('refuses a feature that would never end', () => {
    const endless = oneRow([[S], [S], [S], [S]], { freeSpins: [0, 0, 0, 0, 2] });
    expect(() => analyseSlot(endless)).toThrow(/would not end/);
  });

  it('rejects malformed definitions', () => {
    expect(() => new CompiledSlot(oneRow([[A], [A], [A], [9]]))).toThrow(/unknown symbol/);
    expect(() => new CompiledSlot({ ...oneRow([[A], [A], [A], [A]]), lines: [[0, 0, 1, 0]] })).toThrow(
      /row out of range/,
    );
    expect(() => new CompiledSlot({ ...oneRow([[A], [A], [A], [A]]), freeSpinMultiplier: 0 })).toThrow(
      /multiplier/,
    );
  });
});
