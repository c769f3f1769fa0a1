import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betReturn,
  DRAW_SELECTION,
  isBetLost,
  legFactor,
  potentialReturn,
  settleAsianHandicap,
  settleTiedWinner,
  settleTotal,
  settleWinner,
} from './settle.js';
import type { LegResult, LegResultKind, PricedLeg } from './types.js';

// Every expected figure below is worked by hand and written as a literal: the code under test
// never computes its own expectation. Money is in minor units (10000n is 100.00).

const WIN: LegResult = { kind: 'win' };
const LOSE: LegResult = { kind: 'lose' };
const PUSH: LegResult = { kind: 'push' };
const VOID: LegResult = { kind: 'void' };
const HALF_WIN: LegResult = { kind: 'half-win' };
const HALF_LOSE: LegResult = { kind: 'half-lose' };
const half = (share: bigint, of: bigint): LegResult => ({
  kind: 'dead-heat',
  share: { num: share, den: of },
});

const single = (stakeMinor: bigint, odds: number, result: LegResult) =>
  betReturn(stakeMinor, [{ odds, result }]);

describe('singles on every leg result: 100.00 at 1.90', () => {
  const table: [string, LegResult, bigint][] = [
    ['win: 100 × 1.90', WIN, 19000n],
    ['lose', LOSE, 0n],
    ['push: stake back', PUSH, 10000n],
    ['void: stake back', VOID, 10000n],
    ['half-win: 50 × 1.90 + 50', HALF_WIN, 14500n],
    ['half-lose: 50 back', HALF_LOSE, 5000n],
    ['dead heat 1/2: 50 × 1.90', half(1n, 2n), 9500n],
    ['dead heat 1/3: 33.333 × 1.90 = 63.3333, floored', half(1n, 3n), 6333n],
    ['dead heat 1/1 is a win', half(1n, 1n), 19000n],
  ];
  for (const [name, result, expected] of table) {
    it(name, () => expect(single(10000n, 1900, result)).toBe(expected));
  }

  it('floors once: 0.01 at 1.50 returns 0.01, 0.03 at 1.50 returns 0.04 (4.5 floored)', () => {
    expect(single(1n, 1500, WIN)).toBe(1n);
    expect(single(3n, 1500, WIN)).toBe(4n);
  });
});

describe('singles on each market kind: 100.00 at 1.90', () => {
  const table: [string, LegResult, bigint][] = [
    ['match winner, picked the winner', settleWinner('IND', 'IND', false), 19000n],
    ['match winner, picked the loser', settleWinner('AUS', 'IND', false), 0n],
    ['2-way market ends tied: push', settleWinner(null, 'IND', false), 10000n],
    ['1X2 draw, backed the draw', settleWinner(null, DRAW_SELECTION, true), 19000n],
    ['1X2 draw, backed home', settleWinner(null, 'home', true), 0n],
    ['1X2 home win, backed the draw', settleWinner('home', DRAW_SELECTION, true), 0n],
    ['sabong draw, backed meron: refunded', settleWinner(null, 'meron', true, 'push'), 10000n],
    ['sabong meron wins, backed wala', settleWinner('meron', 'wala', true, 'push'), 0n],
    ['Asian handicap −0.5, home by 1', settleAsianHandicap(1, -2, 'home'), 19000n],
    ['Asian handicap −1, home by 1: push', settleAsianHandicap(1, -4, 'home'), 10000n],
    ['Asian handicap −1, away side (+1) on a 0–1', settleAsianHandicap(-1, -4, 'away'), 19000n],
    ['over 2.5, 3 goals', settleTotal(3, 10, 'over'), 19000n],
    ['under 2.5, 3 goals', settleTotal(3, 10, 'under'), 0n],
    ['over 3 (whole line), 3 goals: push', settleTotal(3, 12, 'over'), 10000n],
    ['total runs over 160.5, 161 runs', settleTotal(161, 642, 'over'), 19000n],
  ];
  for (const [name, result, expected] of table) {
    it(name, () => expect(single(10000n, 1900, result)).toBe(expected));
  }
});

describe('parlays and dead heats', () => {
  it('4 legs with a void: 100.00 at 1.50 × 2.00 × void(1.80) × 1.25 = 375.00', () => {
    const legs: PricedLeg[] = [
      { odds: 1500, result: WIN },
      { odds: 2000, result: WIN },
      { odds: 1800, result: VOID },
      { odds: 1250, result: WIN },
    ];
    expect(betReturn(10000n, legs)).toBe(37500n);
    expect(potentialReturn(10000n, [1500, 2000, 1800, 1250])).toBe(67500n); // × 1.80 more
  });

  it('a parlay with a half-win and a half-lose: 100.00 × 1.50 (2.00 half-won) × 0.50 = 75.00', () => {
    expect(
      betReturn(10000n, [
        { odds: 2000, result: HALF_WIN },
        { odds: 1900, result: HALF_LOSE },
      ]),
    ).toBe(7500n);
  });

  it('floors the product once, not each leg: 0.10 at 1.33 × 1.33 × 1.33 = 0.2352637 → 0.23', () => {
    expect(
      betReturn(
        10n,
        [1330, 1330, 1330].map((odds) => ({ odds, result: WIN })),
      ),
    ).toBe(23n);
  });

  it('a dead heat: 10.00 at 5.00 sharing the place 1 of 2 returns 25.00', () => {
    expect(single(1000n, 5000, half(1n, 2n))).toBe(2500n);
  });

  it('top batsman tied three ways: 30.00 at 6.00 on one of them returns 60.00 (a third of 180.00)', () => {
    const tied = ['Shakib', 'Tamim', 'Mushfiq'];
    expect(single(3000n, 6000, settleTiedWinner(tied, 'Tamim'))).toBe(6000n);
    expect(single(3000n, 6000, settleTiedWinner(tied, 'Liton'))).toBe(0n);
    expect(single(3000n, 6000, settleTiedWinner(['Tamim'], 'Tamim'))).toBe(18000n);
    expect(() => settleTiedWinner(['Tamim', 'Tamim'], 'Tamim')).toThrow(RangeError);
  });

  it('a parlay is lost as soon as one leg loses, open until every other leg is known', () => {
    const legs: PricedLeg[] = [{ odds: 1500, result: LOSE }, { odds: 2000 }];
    expect(isBetLost(legs)).toBe(true);
    expect(betReturn(10000n, legs)).toBeUndefined();
    expect(isBetLost([{ odds: 1500, result: HALF_LOSE }, { odds: 2000 }])).toBe(false);
  });

  it('refuses bad input', () => {
    expect(() => betReturn(-1n, [{ odds: 1500, result: WIN }])).toThrow(RangeError);
    expect(() => betReturn(1n, [])).toThrow(RangeError);
    expect(() => legFactor(1000, WIN)).toThrow(RangeError);
    expect(() => legFactor(1500, half(3n, 2n))).toThrow(RangeError);
  });
});

// Returns on 100.00 at 1.90 for margins −3..+3 (home goals − away goals).
// Win 190.00, half-win 145.00 (50 × 1.90 + 50), push 100.00, half-lose 50.00, lose 0.
const ASIAN: [label: string, line: number, side: 'home' | 'away', returns: bigint[]][] = [
  // Home −0.25 = half on 0, half on −0.5: a draw pushes one half and loses the other.
  ['home −0.25', -1, 'home', [0n, 0n, 0n, 5000n, 19000n, 19000n, 19000n]],
  // Away +0.25 = half on 0, half on +0.5.
  ['away +0.25', -1, 'away', [19000n, 19000n, 19000n, 14500n, 0n, 0n, 0n]],
  // Home −0.75 = half on −0.5, half on −1: winning by 1 wins one half and pushes the other.
  ['home −0.75', -3, 'home', [0n, 0n, 0n, 0n, 14500n, 19000n, 19000n]],
  // Away +0.75 = half on +0.5, half on +1: losing by 1 loses one half and pushes the other.
  ['away +0.75', -3, 'away', [19000n, 19000n, 19000n, 19000n, 5000n, 0n, 0n]],
  // Home +1.25 = half on +1, half on +1.5: losing by 1 pushes one half and wins the other.
  ['home +1.25', 5, 'home', [0n, 0n, 14500n, 19000n, 19000n, 19000n, 19000n]],
  // Away −1.25 = half on −1, half on −1.5: winning by 1 pushes one half and loses the other.
  ['away −1.25', 5, 'away', [19000n, 19000n, 5000n, 0n, 0n, 0n, 0n]],
];

describe('Asian handicap quarter lines, margins −3..+3, 100.00 at 1.90', () => {
  for (const [label, line, side, returns] of ASIAN) {
    it(label, () => {
      const margins = [-3, -2, -1, 0, 1, 2, 3];
      expect(margins.map((margin) => single(10000n, 1900, settleAsianHandicap(margin, line, side)))).toEqual(
        returns,
      );
    });
  }

  it('names the result kinds: −0.25 on a draw is a half-lose, −0.75 by one is a half-win', () => {
    expect(settleAsianHandicap(0, -1, 'home').kind).toBe('half-lose');
    expect(settleAsianHandicap(1, -3, 'home').kind).toBe('half-win');
    expect(settleAsianHandicap(0, 0, 'away').kind).toBe('push');
  });
});

// Totals 0..5 goals, 100.00 at 1.90.
const TOTALS: [label: string, line: number, side: 'over' | 'under', returns: bigint[]][] = [
  // 2.25 = half on 2, half on 2.5: two goals push one half and lose (over) or win (under) the other.
  ['over 2.25', 9, 'over', [0n, 0n, 5000n, 19000n, 19000n, 19000n]],
  ['under 2.25', 9, 'under', [19000n, 19000n, 14500n, 0n, 0n, 0n]],
  // 2.75 = half on 2.5, half on 3: three goals win (over) or lose (under) one half and push the other.
  ['over 2.75', 11, 'over', [0n, 0n, 0n, 14500n, 19000n, 19000n]],
  ['under 2.75', 11, 'under', [19000n, 19000n, 19000n, 5000n, 0n, 0n]],
];

describe('totals on quarter lines, 0..5 goals, 100.00 at 1.90', () => {
  for (const [label, line, side, returns] of TOTALS) {
    it(label, () => {
      const totals = [0, 1, 2, 3, 4, 5];
      expect(totals.map((total) => single(10000n, 1900, settleTotal(total, line, side)))).toEqual(returns);
    });
  }
});

const odds = fc.integer({ min: 1001, max: 1_000_000 });
const result: fc.Arbitrary<LegResult> = fc.oneof(
  fc.constantFrom<LegResult>(WIN, LOSE, PUSH, VOID, HALF_WIN, HALF_LOSE),
  fc
    .tuple(fc.bigInt({ min: 1n, max: 12n }), fc.bigInt({ min: 1n, max: 12n }))
    .filter(([a, b]) => a <= b)
    .map(([a, b]) => half(a, b)),
);
const settledLeg = fc.record({ odds, result });
const stake = fc.bigInt({ min: 0n, max: 10n ** 12n });
const opposite: Record<LegResultKind, LegResultKind> = {
  win: 'lose',
  lose: 'win',
  push: 'push',
  void: 'void',
  'half-win': 'half-lose',
  'half-lose': 'half-win',
  'dead-heat': 'dead-heat',
};

describe('properties', () => {
  it('a settled bet never returns more than its potential return', () => {
    fc.assert(
      fc.property(stake, fc.array(settledLeg, { minLength: 1, maxLength: 8 }), (stakeMinor, legs) => {
        const paid = betReturn(stakeMinor, legs) ?? -1n;
        expect(paid).toBeGreaterThanOrEqual(0n);
        expect(paid).toBeLessThanOrEqual(
          potentialReturn(
            stakeMinor,
            legs.map((leg) => leg.odds),
          ),
        );
      }),
    );
  });

  it('a void leg pays exactly as if it were not in the bet', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(settledLeg, { minLength: 1, maxLength: 6 }),
        odds,
        fc.nat(6),
        (stakeMinor, legs, voidOdds, at) => {
          const withVoid = [...legs];
          withVoid.splice(at % (legs.length + 1), 0, { odds: voidOdds, result: VOID });
          expect(betReturn(stakeMinor, withVoid)).toBe(betReturn(stakeMinor, legs));
        },
      ),
    );
  });

  it('a half-win is half a win plus half back, a half-lose half back (even stakes)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), odds, (halfStake, price) => {
        const stakeMinor = halfStake * 2n;
        expect(single(stakeMinor, price, HALF_WIN)).toBe((single(halfStake, price, WIN) ?? 0n) + halfStake);
        expect(single(stakeMinor, price, HALF_LOSE)).toBe(halfStake);
      }),
    );
  });

  it('the two sides of a line get mirrored results: home half-win is away half-lose', () => {
    fc.assert(
      fc.property(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -40, max: 40 }), (margin, line) => {
        const home = settleAsianHandicap(margin, line, 'home').kind;
        expect(settleAsianHandicap(margin, line, 'away').kind).toBe(opposite[home]);
        if (line >= 0 && margin >= 0) {
          expect(settleTotal(margin, line, 'under').kind).toBe(
            opposite[settleTotal(margin, line, 'over').kind],
          );
        }
      }),
    );
  });

  it('a quarter line is two bets of half the stake on the lines a quarter either side', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -8, max: 8 }),
        fc.integer({ min: -10, max: 10 }).map((n) => 2 * n + 1),
        fc.constantFrom<'home' | 'away'>('home', 'away'),
        odds,
        (margin, line, side, price) => {
          // A stake in whole thousands of minor units keeps both halves exact, so no floor differs.
          const stakeMinor = 2000n;
          const whole = single(stakeMinor, price, settleAsianHandicap(margin, line, side));
          const low = single(stakeMinor / 2n, price, settleAsianHandicap(margin, line - 1, side)) ?? 0n;
          const high = single(stakeMinor / 2n, price, settleAsianHandicap(margin, line + 1, side)) ?? 0n;
          expect(whole).toBe(low + high);
        },
      ),
    );
  });
});
