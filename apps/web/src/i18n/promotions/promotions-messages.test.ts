import { PROMOTION_CATEGORIES, PROMOTION_KINDS } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bnPromotions } from './bn-promotions';
import { enPromotions } from './en-promotions';

const BENGALI_SCRIPT = /[\u0980-\u09FF]/;
const LATIN_DIGIT = /[0-9]/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('promotions message sets', () => {
  it('have the same keys and placeholders in Bengali and English, none empty', () => {
    expect(Object.keys(enPromotions).sort()).toEqual(Object.keys(bnPromotions).sort());
    for (const [key, text] of Object.entries(bnPromotions)) {
      const english = enPromotions[key as keyof typeof enPromotions];
      expect(text.trim(), key).not.toBe('');
      expect(english.trim(), key).not.toBe('');
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(BENGALI_SCRIPT.test(english), key).toBe(false);
    }
  });

  it('write no Latin digits in Bengali (numbers come in through placeholders)', () => {
    for (const [key, text] of Object.entries(bnPromotions)) expect(LATIN_DIGIT.test(text), key).toBe(false);
  });

  it('name every promotion kind, category and badge the page can show', () => {
    const keys = Object.keys(bnPromotions);
    for (const kind of PROMOTION_KINDS) expect(keys).toContain(`promo_kind_${kind}`);
    for (const category of ['all', ...PROMOTION_CATEGORIES])
      expect(keys).toContain(`promo_category_${category}`);
    for (const badge of ['open', 'joined', 'issued', 'close', 'coming_soon'])
      expect(keys).toContain(`promo_badge_${badge}`);
  });
});
