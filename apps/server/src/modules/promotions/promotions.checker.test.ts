import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.js';
import { assertSingleProduct, productsCounted } from './promotions.checker.js';

describe('the single-product checker', () => {
  it('names the products a rule set counts: its listed shares, and the default for the rest', () => {
    expect([...productsCounted({}, 10_000)].sort()).toEqual(['casino', 'lottery', 'sports']);
    expect([...productsCounted({ RNG: 10_000, LIVE: 1000 }, 0)]).toEqual(['casino']);
    expect([...productsCounted({ SPORTS: 10_000, ESPORTS: 5000 }, 0)]).toEqual(['sports']);
    // Every sports and lottery type switched off: the default counts casino only.
    const offSportsAndLottery = { SPORTS: 0, ESPORTS: 0, COCKFIGHT: 0, LOTT: 0, ELOTT: 0 };
    expect([...productsCounted(offSportsAndLottery, 10_000)]).toEqual(['casino']);
    expect([...productsCounted({ RNG: 10_000, LOTT: 1 }, 0)].sort()).toEqual(['casino', 'lottery']);
  });

  it('refuses a mix only when the site asks for single-product promotions', () => {
    const mixed = { contributions: { RNG: 10_000, SPORTS: 5000 }, defaultContributionBp: 0 };
    expect(() => assertSingleProduct(mixed, false)).not.toThrow();
    let refusal: unknown;
    try {
      assertSingleProduct(mixed, true);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('PROMOTION_MIXED_PRODUCT');
    expect(() =>
      assertSingleProduct({ contributions: { RNG: 10_000 }, defaultContributionBp: 0 }, true),
    ).not.toThrow();
    // No contributions at all (no wagering rules): nothing to mix.
    expect(() => assertSingleProduct({ percentBp: 1000 }, true)).not.toThrow();
  });
});
