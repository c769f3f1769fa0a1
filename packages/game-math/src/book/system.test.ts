import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_LEGS,
  systemBetCount,
  systemCashOutValue,
  systemCombinations,
  systemPotentialReturn,
  systemReturn,
  systemStake,
} from './system.js';
import type { LegResult, PricedLeg, SystemKind } from './types.js';

const WIN: LegResult = { kind: 'win' };
const LOSE: LegResult = { kind: 'lose' };
const VOID: LegResult = { kind: 'void' };

describe('system bet shapes', () => {
  it('counts the bets of each system', () => {
    const kinds: SystemKind[] = [
      'trixie',
      'patent',
      'yankee',
      'lucky15',
      'canadian',
      'lucky31',
      'heinz',
      'lucky63',
      'super-heinz',
      'goliath',
    ];
    expect(kinds.map(systemBetCount)).toEqual([4, 7, 11, 15, 26, 31, 57, 63, 120, 247]);
    expect(kinds.map((kind) => SYSTEM_LEGS[kind].legs)).toEqual([3, 3, 4, 4, 5, 5, 6, 6, 7, 8]);
  });

  it('lists combinations by size, then lexicographically', () => {
    expect(systemCombinations('trixie')).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    expect(systemCombinations('patent')).toEqual([[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]);
    expect(systemCombinations('yankee').slice(5)).toEqual([
      [2, 3],
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
      [0, 1, 2, 3],
    ]);
  });

  it('hands out copies, so a caller cannot change the cached list', () => {
    systemCombinations('trixie')[0]?.push(9);
    expect(systemCombinations('trixie')[0]).toEqual([0, 1]);
  });

  it('costs one unit per bet: a yankee at 1.00 costs 11.00', () => {
    expect(systemStake(100n, 'yankee')).toBe(1100n);
  });
});

describe('system returns worked by hand', () => {
  it('trixie, 10.00 a bet, A 2.00 B 3.00 win, C 1.50 loses: only the double AB pays, 60.00', () => {
    // AB 10 × 2 × 3 = 60; AC, BC and ABC all hold C: 0. Stake 40.00.
    const legs: PricedLeg[] = [
      { odds: 2000, result: WIN },
      { odds: 3000, result: WIN },
      { odds: 1500, result: LOSE },
    ];
    expect(systemReturn(1000n, legs, 'trixie')).toBe(6000n);
  });

  it('yankee, 1.00 a bet, A 2.00 B 3.00 C 4.00 win, D 1.50 loses: 50.00', () => {
    // Doubles AB 6 + AC 8 + BC 12 = 26; treble ABC 24; every bet holding D pays 0. 26 + 24 = 50.
    const legs: PricedLeg[] = [
      { odds: 2000, result: WIN },
      { odds: 3000, result: WIN },
      { odds: 4000, result: WIN },
      { odds: 1500, result: LOSE },
    ];
    expect(systemReturn(100n, legs, 'yankee')).toBe(5000n);
  });

  it('lucky 15, 1.00 a bet, A 2.00 B 1.50 C 3.00 win, D void (2.50 counts as 1): 59.00', () => {
    // Singles A 2 + B 1.5 + C 3 + D 1 = 7.5
    // Doubles AB 3 + AC 6 + AD 2 + BC 4.5 + BD 1.5 + CD 3 = 20
    // Trebles ABC 9 + ABD 3 + ACD 6 + BCD 4.5 = 22.5
    // Four-fold ABCD 9. Total 7.5 + 20 + 22.5 + 9 = 59.
    const legs: PricedLeg[] = [
      { odds: 2000, result: WIN },
      { odds: 1500, result: WIN },
      { odds: 3000, result: WIN },
      { odds: 2500, result: VOID },
    ];
    expect(systemReturn(100n, legs, 'lucky15')).toBe(5900n);
  });

  it('floors each bet on its own: patent, 0.01 a bet, three winners at 1.50 return 0.12', () => {
    // Singles 1.5 → 1 (×3 = 3); doubles 2.25 → 2 (×3 = 6); treble 3.375 → 3. 3 + 6 + 3 = 12,
    // where flooring the sum once would give 14.
    const legs: PricedLeg[] = [1500, 1500, 1500].map((odds) => ({ odds, result: WIN }));
    expect(systemReturn(1n, legs, 'patent')).toBe(12n);
    expect(systemPotentialReturn(1n, [1500, 1500, 1500], 'patent')).toBe(12n);
  });

  it('trixie potential at 1.00 a bet on three legs at 2.00 is 20.00', () => {
    // Three doubles at 2 × 2 = 4 each make 12, the treble 2 × 2 × 2 = 8: 20.
    expect(systemPotentialReturn(100n, [2000, 2000, 2000], 'trixie')).toBe(2000n);
  });

  it('is open while a leg is, and refuses the wrong number of legs', () => {
    expect(
      systemReturn(
        100n,
        [{ odds: 2000, result: WIN }, { odds: 2000 }, { odds: 2000, result: WIN }],
        'trixie',
      ),
    ).toBe(undefined);
    expect(() => systemReturn(100n, [{ odds: 2000, result: WIN }], 'trixie')).toThrow(RangeError);
    expect(() => systemPotentialReturn(100n, [2000, 2000, 2000, 2000], 'trixie')).toThrow(RangeError);
  });
});

describe('system properties', () => {
  it('all-winning legs pay the potential return; a system never pays more', () => {
    const leg = fc.record({
      odds: fc.integer({ min: 1001, max: 50_000 }),
      result: fc.constantFrom<LegResult>(WIN, LOSE, VOID, { kind: 'half-win' }, { kind: 'half-lose' }),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.array(leg, { minLength: 4, maxLength: 4 }),
        (unit, legs) => {
          const potential = systemPotentialReturn(
            unit,
            legs.map((l) => l.odds),
            'lucky15',
          );
          const allWin = legs.map((l) => ({ odds: l.odds, result: WIN }));
          expect(systemReturn(unit, allWin, 'lucky15')).toBe(potential);
          expect(systemReturn(unit, legs, 'lucky15') ?? -1n).toBeLessThanOrEqual(potential);
        },
      ),
    );
  });
});

describe('system cash-out worked by hand', () => {
  // Three open legs at 2.000, each 50 % to win: every bet's fair value is its stake.
  const even = { odds: 2000, probabilityPpm: 500_000 };

  it('prices a trixie bet by bet: 4 bets of 10.00 are worth 40.00, 38.00 less 5 %', () => {
    expect(systemCashOutValue(1000n, [even, even, even], 'trixie', 0)).toBe(4000n);
    expect(systemCashOutValue(1000n, [even, even, even], 'trixie', 500)).toBe(3800n);
  });

  it('counts a won leg at its factor and a lost leg as 0 for the bets that hold it', () => {
    const won = { odds: 2000, result: { kind: 'win' as const } };
    const lost = { odds: 2000, result: { kind: 'lose' as const } };
    // Leg 1 won: doubles 1-2 and 1-3 are worth 20.00, 2-3 10.00, the treble 20.00: 70.00.
    expect(systemCashOutValue(1000n, [won, even, even], 'trixie', 0)).toBe(7000n);
    // Leg 1 lost: only the double 2-3 runs on: 10.00; less 5 %: 9.50.
    expect(systemCashOutValue(1000n, [lost, even, even], 'trixie', 0)).toBe(1000n);
    expect(systemCashOutValue(1000n, [lost, even, even], 'trixie', 500)).toBe(950n);
    // A patent's singles count too: leg 1 lost leaves 2 singles and 1 double at 10.00: 30.00.
    expect(systemCashOutValue(1000n, [lost, even, even], 'patent', 0)).toBe(3000n);
  });

  it('floors each bet on its own and prices nothing while a leg has no price', () => {
    const odd = { odds: 1950, probabilityPpm: 333_333 };
    // Each double: 10.00 × (0.333333 × 1.95)² = 4.2249… → 4.22; the treble 2.7462… → 2.74.
    expect(systemCashOutValue(1000n, [odd, odd, odd], 'trixie', 0)).toBe(3n * 422n + 274n);
    expect(systemCashOutValue(1000n, [even, even, { odds: 2000 }], 'trixie', 0)).toBeUndefined();
  });
});
