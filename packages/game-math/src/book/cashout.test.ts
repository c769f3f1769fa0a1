import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue, partialCashOut } from './cashout.js';

// Offers worked by hand; stakes in minor units (10000n is 100.00), margins in basis points.

describe('cashOutValue', () => {
  it('a single at 2.00 with a 50% chance, 5% margin: fair 100.00, offer 95.00', () => {
    expect(
      cashOutValue({ stakeMinor: 10000n, legs: [{ odds: 2000, probabilityPpm: 500_000 }], marginBp: 500 }),
    ).toBe(9500n);
  });

  it('a parlay with one leg won at 1.50 and one open at 2.00 (60%), 3% margin: 180.00 → 174.60', () => {
    // 100 × 1.50 × 0.6 × 2.00 = 180; × 0.97 = 174.60.
    const legs = [
      { odds: 1500, result: { kind: 'win' as const } },
      { odds: 2000, probabilityPpm: 600_000 },
    ];
    expect(cashOutValue({ stakeMinor: 10000n, legs, marginBp: 300 })).toBe(17460n);
  });

  it('counts a void leg at 1 and a half-won leg at (1 + odds) / 2', () => {
    // 100 × 1 × (0.3 × 3.00) = 90.00 with no margin.
    expect(
      cashOutValue({
        stakeMinor: 10000n,
        legs: [
          { odds: 1800, result: { kind: 'void' } },
          { odds: 3000, probabilityPpm: 300_000 },
        ],
        marginBp: 0,
      }),
    ).toBe(9000n);
    // 100 × 1.50 × (0.5 × 2.00) = 150; × 0.90 = 135.00.
    expect(
      cashOutValue({
        stakeMinor: 10000n,
        legs: [
          { odds: 2000, result: { kind: 'half-win' } },
          { odds: 2000, probabilityPpm: 500_000 },
        ],
        marginBp: 1000,
      }),
    ).toBe(13500n);
  });

  it('floors once at the end: 100.00 at 1.90, 333 333 ppm, 2.5% margin = 61.749938… → 61.74', () => {
    expect(
      cashOutValue({ stakeMinor: 10000n, legs: [{ odds: 1900, probabilityPpm: 333_333 }], marginBp: 250 }),
    ).toBe(6174n);
  });

  it('offers 0 for a bet with a lost leg, even while another leg is unpriced', () => {
    expect(
      cashOutValue({
        stakeMinor: 10000n,
        legs: [{ odds: 1500, result: { kind: 'lose' } }, { odds: 2000 }],
        marginBp: 500,
      }),
    ).toBe(0n);
  });

  it('offers nothing while an open leg has no current probability', () => {
    expect(cashOutValue({ stakeMinor: 10000n, legs: [{ odds: 2000 }], marginBp: 500 })).toBeUndefined();
  });

  it('refuses bad input', () => {
    const leg = { odds: 2000, probabilityPpm: 500_000 };
    expect(() => cashOutValue({ stakeMinor: -1n, legs: [leg], marginBp: 0 })).toThrow(RangeError);
    expect(() => cashOutValue({ stakeMinor: 1n, legs: [leg], marginBp: 10_001 })).toThrow(RangeError);
    expect(() =>
      cashOutValue({ stakeMinor: 1n, legs: [{ odds: 2000, probabilityPpm: 1.5 }], marginBp: 0 }),
    ).toThrow(RangeError);
    expect(() => cashOutValue({ stakeMinor: 1n, legs: [], marginBp: 0 })).toThrow(RangeError);
  });

  it('never offers more than the bet could still return', () => {
    const open = fc.record({
      odds: fc.integer({ min: 1001, max: 100_000 }),
      probabilityPpm: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(open, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 10_000 }),
        (stakeMinor, legs, marginBp) => {
          const offer = cashOutValue({ stakeMinor, legs, marginBp }) ?? -1n;
          let potential = stakeMinor;
          let potentialDen = 1n;
          for (const leg of legs) {
            potential *= BigInt(leg.odds);
            potentialDen *= 1000n;
          }
          expect(offer).toBeGreaterThanOrEqual(0n);
          expect(offer).toBeLessThanOrEqual(potential / potentialDen);
        },
      ),
    );
  });
});

describe('partialCashOut', () => {
  it('40% of a 95.00 offer on a 100.00 stake pays 38.00 and leaves 60.00 running', () => {
    expect(partialCashOut(9500n, 10000n, 40)).toEqual({
      paidMinor: 3800n,
      stakeLeftMinor: 6000n,
      stakeCashedMinor: 4000n,
    });
  });

  it('floors both: 50% of 9.99 on a 3.33 stake pays 4.99 and leaves 1.66 (1.67 closed)', () => {
    expect(partialCashOut(999n, 333n, 50)).toEqual({
      paidMinor: 499n,
      stakeLeftMinor: 166n,
      stakeCashedMinor: 167n,
    });
  });

  it('100% is a full cash-out', () => {
    expect(partialCashOut(9500n, 10000n, 100)).toEqual({
      paidMinor: 9500n,
      stakeLeftMinor: 0n,
      stakeCashedMinor: 10000n,
    });
  });

  it('refuses a percent outside 1..100', () => {
    for (const percent of [0, 101, 50.5])
      expect(() => partialCashOut(9500n, 10000n, percent)).toThrow(RangeError);
  });

  it('the stake left and the stake closed always add up to the stake, and pay never exceeds the offer', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 1, max: 100 }),
        (offerMinor, stakeMinor, percent) => {
          const { paidMinor, stakeLeftMinor, stakeCashedMinor } = partialCashOut(
            offerMinor,
            stakeMinor,
            percent,
          );
          expect(stakeLeftMinor + stakeCashedMinor).toBe(stakeMinor);
          expect(stakeLeftMinor).toBeGreaterThanOrEqual(0n);
          expect(paidMinor).toBeLessThanOrEqual(offerMinor);
        },
      ),
    );
  });
});
