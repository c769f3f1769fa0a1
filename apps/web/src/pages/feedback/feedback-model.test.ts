import { describe, expect, it } from 'vitest';
import { badgeCount, pickFeedbackImages, wordState } from './feedback-model';

const rules = { minWords: 3, maxWords: 5, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 };
const file = (type: string, size = 1000) => ({ type, size });

describe('wordState', () => {
  it('counts words like the server, Bengali and line breaks included, against the bounds', () => {
    expect(wordState('', rules)).toMatchObject({ count: 0, tooFew: true, tooMany: false });
    expect(wordState('one two', rules)).toMatchObject({ count: 2, tooFew: true });
    expect(wordState('  আমার টাকা\nআসেনি  ', rules)).toMatchObject({ count: 3, tooFew: false, tooMany: false });
    expect(wordState('a b c d e', rules)).toMatchObject({ count: 5, tooFew: false, tooMany: false });
    expect(wordState('a b c d e f', rules)).toMatchObject({ count: 6, tooMany: true, min: 3, max: 5 });
  });
});

describe('pickFeedbackImages', () => {
  it('keeps png and jpg up to the limit and names the first refusal', () => {
    expect(pickFeedbackImages([], [file('image/png'), file('image/jpeg')], rules)).toEqual({
      kept: [file('image/png'), file('image/jpeg')],
      refused: null,
    });
    expect(
      pickFeedbackImages([], [file('image/gif'), file('image/png', 6 * 1024 * 1024)], rules).refused,
    ).toBe('type');
    expect(pickFeedbackImages([], [file('image/png', 5 * 1024 * 1024 + 1)], rules)).toEqual({
      kept: [],
      refused: 'size',
    });
    const three = [file('image/png'), file('image/png'), file('image/png')];
    expect(pickFeedbackImages(three, [file('image/jpeg')], rules)).toEqual({ kept: three, refused: 'count' });
  });
});

describe('badgeCount', () => {
  it('shows nothing at zero and caps the number', () => {
    expect(badgeCount(undefined)).toBeNull();
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(2)).toBe(2);
    expect(badgeCount(250)).toBe(100);
  });
});
