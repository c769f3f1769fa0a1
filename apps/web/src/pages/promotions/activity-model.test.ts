import { describe, expect, it } from 'vitest';
import { activityRulesOf, pickImages, remarkLength, remarkTooLong } from './activity-model';

const file = (type: string, size = 1000) => ({ type, size });

describe('activity form rules', () => {
  it('refuses other types, files over 5 MB and a fourth image, keeping the rest', () => {
    const png = file('image/png');
    const jpg = file('image/jpeg');
    expect(pickImages([], [png, file('image/gif'), jpg])).toEqual({ kept: [png, jpg], refused: 'type' });
    expect(pickImages([png], [file('image/png', 5 * 1024 * 1024 + 1)])).toEqual({
      kept: [png],
      refused: 'size',
    });
    expect(pickImages([png], [file('image/png', 5 * 1024 * 1024)]).refused).toBeNull();
    expect(pickImages([png, png], [jpg, jpg])).toEqual({ kept: [png, png, jpg], refused: 'count' });
  });

  it('counts the remark in characters a person sees, up to 140', () => {
    expect(remarkLength('জয়')).toBe(3);
    expect(remarkTooLong('জ'.repeat(140))).toBe(false);
    expect(remarkTooLong(` ${'x'.repeat(140)} `)).toBe(false);
    expect(remarkTooLong('x'.repeat(141))).toBe(true);
  });

  it('reads an activity’s rules, or nothing for another shape', () => {
    expect(
      activityRulesOf({
        reward: 'bonus',
        amountMode: 'chosen',
        amount: '100.00',
        wageringMultiple: 3,
        imagesRequired: true,
      }),
    ).toEqual({
      reward: 'bonus',
      amountMode: 'chosen',
      amount: '100.00',
      wageringMultiple: 3,
      imagesRequired: true,
    });
    expect(activityRulesOf({ reward: 'points', amountMode: 'fixed', amount: '1' })).toBeNull();
    expect(activityRulesOf({})).toBeNull();
  });
});
