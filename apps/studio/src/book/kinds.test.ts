import { describe, expect, it } from 'vitest';
import { bookKindOf } from './kinds.js';

describe('what a catalogue game opens in the book', () => {
  it('opens its lane on the sport its classification names, and never a sport of another lobby', () => {
    expect(bookKindOf('X', { lane: 'SPORTS', classify: 'CRICKET' })).toEqual({
      category: 'sports',
      sport: 'cricket',
    });
    expect(bookKindOf('X', { lane: 'ESPORTS', classify: 'SHOOTER' })).toEqual({
      category: 'esports',
      sport: 'cs2',
    });
    expect(bookKindOf('X', { lane: 'SPORTS', classify: 'DERBY' })).toEqual({ category: 'sports' });
    expect(bookKindOf('X', { lane: 'ESPORTS', classify: 'CRICKET' })).toEqual({ category: 'esports' });
    expect(bookKindOf('X', { lane: 'COCKFIGHT', classify: 'ANY' })).toEqual({
      category: 'cockfight',
      sport: 'cockfight',
    });
    expect(bookKindOf('SBO_SPORTS_0003', undefined)).toEqual({ category: 'sports' });
    expect(bookKindOf('X', { lane: 'RNG', classify: 'CRICKET' })).toBeUndefined();
  });
});
