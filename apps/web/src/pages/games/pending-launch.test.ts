import { describe, expect, it } from 'vitest';
import { rememberLaunch, takePendingLaunch } from './pending-launch';

const game = (vassalage: string, gameType: 'RNG' | 'LOTT', supportPlay: 0 | 1) => ({
  nodeId: '12',
  gameCode: `${vassalage}_${gameType}_0001`,
  vassalage,
  gameType,
  gameName: 'A game',
  supportPlay,
  maintenance: false,
});

describe('the game a guest chose before logging in', () => {
  it('starts on the page the game plays on: a lottery page for a lottery game', () => {
    rememberLaunch(game('TCG_LOTTO_VN', 'LOTT', 0), '/lott');
    const pending = takePendingLaunch();
    expect(pending?.from).toBe('/lott');
    expect(pending?.to).toMatch(/^\/vnLottery\?gameCode=TCG_LOTTO_VN_LOTT_0001&/);
    expect(takePendingLaunch()).toBeNull();
    rememberLaunch(game('PG', 'RNG', 0), '/rng');
    expect(takePendingLaunch()?.to).toMatch(/^\/seamless\?/);
  });

  it('keeps only a game with free play', () => {
    rememberLaunch(game('LOTT', 'LOTT', 1), '/lott');
    expect(takePendingLaunch()).toBeNull();
  });
});
