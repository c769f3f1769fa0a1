import type { GameListItem } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gameForSport } from './sports-board-rules';

const game = (vassalage: string, gameClassify: string, over: Partial<GameListItem> = {}) =>
  ({
    nodeId: `${vassalage}-${gameClassify}`,
    gameCode: `${vassalage}_${gameClassify}`,
    vassalage,
    gameClassify,
    maintenance: false,
    ...over,
  }) as GameListItem;

describe('the game a board event opens', () => {
  it("prefers the studio's game of the event's sport, then the studio's, then any of its sport", () => {
    const games = [game('SBO', 'CRICKET'), game('KHELA', 'FOOTBALL'), game('KHELA', 'CRICKET')];
    expect(gameForSport(games, 'cricket')?.nodeId).toBe('KHELA-CRICKET');
    expect(gameForSport(games, 'kabaddi')?.vassalage).toBe('KHELA');
    expect(gameForSport([game('SBO', 'FOOTBALL'), game('SBO', 'CRICKET')], 'cricket')?.nodeId).toBe(
      'SBO-CRICKET',
    );
    expect(gameForSport([game('IM', 'MOBA'), game('IM', 'SHOOTER')], 'cs2')?.nodeId).toBe('IM-SHOOTER');
  });

  it('never opens a game under maintenance, and has none to open in an empty lane', () => {
    expect(
      gameForSport([game('KHELA', 'CRICKET', { maintenance: true }), game('SBO', 'FOOTBALL')], 'cricket')
        ?.nodeId,
    ).toBe('SBO-FOOTBALL');
    expect(gameForSport([], 'cricket')).toBeUndefined();
  });
});
