import { ACTIVITY_APPLICATION_STATUSES } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bnActivity } from './bn-activity';
import { bnPromotions } from './bn-promotions';
import { enActivity } from './en-activity';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('activity application texts', () => {
  it('have the same keys and placeholders in both languages, no Latin digits in Bengali, none shared with the page', () => {
    expect(Object.keys(enActivity).sort()).toEqual(Object.keys(bnActivity).sort());
    for (const [key, text] of Object.entries(bnActivity)) {
      const english = enActivity[key as keyof typeof enActivity];
      expect(placeholders(english), key).toEqual(placeholders(text));
      expect(/[0-9]/.test(text), key).toBe(false);
      expect(/[\u0980-\u09FF]/.test(english), key).toBe(false);
      expect(Object.keys(bnPromotions), key).not.toContain(key);
    }
  });

  it('name every application status and the two new badges', () => {
    for (const status of ACTIVITY_APPLICATION_STATUSES)
      expect(Object.keys(bnActivity)).toContain(`act_status_${status}`);
    expect(Object.keys(bnActivity)).toEqual(
      expect.arrayContaining(['promo_badge_applying', 'promo_badge_rejected']),
    );
  });
});
