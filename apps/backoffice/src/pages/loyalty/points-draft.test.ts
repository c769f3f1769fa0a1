import { describe, expect, it } from 'vitest';
import { blankGoods, goodsBodyOf, ratesOf, ratesText } from './points-draft';

describe('points editor drafts', () => {
  it('reads rate lines and refuses a malformed one', () => {
    expect(ratesOf('RNG=200\n\n LIVE = 100 ')).toEqual({ RNG: 200, LIVE: 100 });
    expect(ratesOf('rng=200')).toBeNull();
    expect(ratesOf('RNG=1.5')).toBeNull();
    expect(ratesOf(ratesText({ FISH: 5 }))).toEqual({ FISH: 5 });
  });

  it('sends the value only for cash and bonus goods, the requirement only when one is chosen', () => {
    const draft = {
      ...blankGoods(new Date('2026-11-21T00:00:00Z')),
      value: '50',
      pricePoints: '100',
      totalQuantity: '5',
    };
    expect(goodsBodyOf(draft)).toMatchObject({
      value: '50',
      requirementAmount: null,
      requirementDays: null,
      perPlayerLimit: null,
    });
    expect(goodsBodyOf({ ...draft, kind: 'physical' }).value).toBeNull();
    const needs = goodsBodyOf({
      ...draft,
      requirement: 'deposit',
      requirementAmount: '500',
      requirementDays: '7',
    });
    expect(needs).toMatchObject({ requirementAmount: '500', requirementDays: 7 });
    expect(goodsBodyOf({ ...draft, pricePoints: '1.5' }).pricePoints).toBeNaN();
  });
});
