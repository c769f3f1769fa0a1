import { describe, expect, it } from 'vitest';
import { gameNameIn } from './games.game-name.js';

describe('gameNameIn', () => {
  const game = { nameBn: 'সোনালী ভাগ্য', nameEn: 'Golden Fortune' };

  it('names a game in Bengali for bn and in English for en', () => {
    expect(gameNameIn(game, 'bn')).toBe('সোনালী ভাগ্য');
    expect(gameNameIn(game, 'en')).toBe('Golden Fortune');
  });

  it('falls back to the English name when the Bengali one is empty, and to nothing without names', () => {
    expect(gameNameIn({ nameBn: '', nameEn: 'Golden Fortune' }, 'bn')).toBe('Golden Fortune');
    expect(gameNameIn({ nameBn: '', nameEn: '' }, 'en')).toBeUndefined();
  });
});
