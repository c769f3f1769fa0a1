import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatOdds, MAX_ODDS_SCALED, ODDS_SCALE, parseOdds, payoutFor, tryParseOdds } from './odds.js';

describe('odds', () => {
  it('parses decimal odds to 1/10_000 without rounding', () => {
    expect(parseOdds('1.95')).toBe(19_500n);
    expect(parseOdds('1')).toBe(10_000n);
    expect(parseOdds('2.0001')).toBe(20_001n);
    expect(parseOdds('1000000')).toBe(MAX_ODDS_SCALED);
  });

  it('refuses odds that are malformed, too precise, below 1.00 or absurdly high', () => {
    expect(tryParseOdds('1.95001')).toMatchObject({ ok: false, error: { reason: 'precision' } });
    expect(tryParseOdds('0.99')).toMatchObject({ ok: false, error: { reason: 'too_small' } });
    expect(tryParseOdds('-1.5')).toMatchObject({ ok: false, error: { reason: 'negative' } });
    expect(tryParseOdds('1e2')).toMatchObject({ ok: false, error: { reason: 'format' } });
    expect(tryParseOdds('1000000.0001')).toMatchObject({ ok: false, error: { reason: 'too_large' } });
    expect(() => parseOdds('abc')).toThrow(expect.objectContaining({ reason: 'format' }));
  });

  it('formats with at least two and at most four decimals', () => {
    expect(formatOdds(19_500n)).toBe('1.95');
    expect(formatOdds(20_000n)).toBe('2.00');
    expect(formatOdds(19_525n)).toBe('1.9525');
    expect(formatOdds(19_520n)).toBe('1.952');
    expect(formatOdds(1_000_000n)).toBe('100.00');
  });

  it('property: formatOdds and parseOdds round-trip', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: ODDS_SCALE, max: MAX_ODDS_SCALED }), (odds) => {
        expect(parseOdds(formatOdds(odds))).toBe(odds);
      }),
    );
  });

  it('pays stake × odds, floored: the house keeps the fraction of a minor unit', () => {
    expect(payoutFor(333n, parseOdds('1.95'))).toBe(649n); // 649.35
    expect(payoutFor(10_000n, parseOdds('1.95'))).toBe(19_500n);
    expect(payoutFor(1n, parseOdds('1.9999'))).toBe(1n);
    expect(payoutFor(0n, parseOdds('5'))).toBe(0n);
    expect(payoutFor(100n, 5_000n)).toBe(50n); // half-lost handicap: 0.5 × stake
    expect(() => payoutFor(-1n, ODDS_SCALE)).toThrow(RangeError);
  });

  it('property: payout·SCALE ≤ stake·odds < (payout + 1)·SCALE', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 63n }),
        fc.bigInt({ min: 0n, max: MAX_ODDS_SCALED }),
        (stake, odds) => {
          const payout = payoutFor(stake, odds);
          expect(payout * ODDS_SCALE <= stake * odds && stake * odds < (payout + 1n) * ODDS_SCALE).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
