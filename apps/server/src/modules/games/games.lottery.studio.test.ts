import { LOTTERY_CODES, type LotteryMenusValue, type LotteryOpenedValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';

/**
 * The relay calls on the studio mounted in the app (the default LotteryData): the studio's real
 * answers parse against the contract's schema of them (StudioLotteryGamesAnswer), and every call
 * answers in its shape.
 */
const t = useTestApp();
const { call } = gamesClient(t);

describe('lottery data from the mounted studio', () => {
  it('answers the menus, rooms and results in their shapes, only lotteries the site knows', async () => {
    const menus = await call<LotteryMenusValue>('GET', '/wps/relay/getLabby');
    expect(menus.status).toBe(200);
    // The studio runs all 13 lotteries: its answer parses against the contract's schema.
    expect(menus.body.value.games.map((game) => game.gameCode).sort()).toEqual([...LOTTERY_CODES].sort());
    for (const url of [
      '/wps/relay/vnlottMenus',
      '/lgw/vn/games/game_menu',
      '/wps/relay/GLS2_roomList',
      '/wps/relay/lottRecent',
      '/lgw/vn/games/recent',
    ]) {
      expect((await call('GET', url)).status, url).toBe(200);
    }
    const opened = await call<LotteryOpenedValue>('GET', '/lotto/lgw/games/opened/numero?gameCode=KL5D1');
    expect(opened.status).toBe(200);
    expect(opened.body.value).toMatchObject({ gameCode: 'KL5D1', gameName: '5D Lotto · 1 min' });
    expect(Array.isArray(opened.body.value.results)).toBe(true);
  });
});
