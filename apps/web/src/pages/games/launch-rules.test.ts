import type { GameVendorItem } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gameRouteOf, navTargetOf, opensPopup, pathOfType } from './game-routes';
import { GAME_PAGE_PATH, gamePagePathOf, gamePageSearch, gamePageUrl, launchRefusal } from './launch-rules';

const guest = { isLogin: false, isTrial: false };
const trial = { isLogin: true, isTrial: true };
const member = { isLogin: true, isTrial: false };
const free = { supportPlay: 0 as const, maintenance: false };
const real = { supportPlay: 1 as const, maintenance: false };

describe('game launch', () => {
  it('asks a guest to log in first, whatever the game', () => {
    expect(launchRefusal(free, guest)).toBe('login');
    expect(launchRefusal({ ...real, maintenance: true }, guest)).toBe('login');
  });

  it('gives a trial account the real-account dialog unless the game offers free play', () => {
    expect(launchRefusal(real, trial)).toBe('realAccount');
    expect(launchRefusal(free, trial)).toBeNull();
  });

  it('does not start a game under maintenance', () => {
    expect(launchRefusal({ ...real, maintenance: true }, member)).toBe('maintenance');
    expect(launchRefusal({ ...free, maintenance: true }, trial)).toBe('maintenance');
  });

  it('starts any other game for a member', () => {
    expect(launchRefusal(real, member)).toBeNull();
    expect(launchRefusal(free, member)).toBeNull();
  });

  it('puts what a reload needs into the game page URL', () => {
    const search = gamePageSearch({
      nodeId: '12',
      gameCode: 'PG_RNG_0001',
      vassalage: 'PG',
      gameType: 'RNG',
      gameName: 'Golden & "Lucky"',
      supportPlay: 1,
      maintenance: false,
    });
    expect(Object.fromEntries(search)).toEqual({
      gameCode: 'PG_RNG_0001',
      nodeId: '12',
      vassalage: 'PG',
      gameType: 'RNG',
      name: 'Golden & "Lucky"',
    });
  });
});

describe('where a launched game plays', () => {
  const game = (vassalage: string, gameType: 'RNG' | 'LOTT' | 'ELOTT' | 'LIVE') => ({
    nodeId: '7',
    gameCode: `${vassalage}_${gameType}_0001`,
    vassalage,
    gameType,
    gameName: 'Khela Lottery 5D Lotto · 3 min',
    supportPlay: 1 as const,
    maintenance: false,
  });

  it('plays a lottery game on its vendor’s lottery page (spec section 2)', () => {
    expect(gamePagePathOf(game('LOTT', 'LOTT'))).toBe('/lottery');
    expect(gamePagePathOf(game('KHELA', 'ELOTT'))).toBe('/lottery');
    expect(gamePagePathOf(game('TCG_SEA', 'LOTT'))).toBe('/seaLottery');
    expect(gamePagePathOf(game('TCG_LOTTO_VN', 'LOTT'))).toBe('/vnLottery');
  });

  it('plays every other game on /seamless', () => {
    expect(gamePagePathOf(game('KHELA', 'RNG'))).toBe(GAME_PAGE_PATH);
    expect(gamePagePathOf(game('PT', 'LIVE'))).toBe('/seamless');
  });

  it('puts the game page and what a reload needs in one address', () => {
    const url = new URL(gamePageUrl(game('TCG_SEA', 'LOTT')), 'http://khela.test');
    expect(url.pathname).toBe('/seaLottery');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      gameCode: 'TCG_SEA_LOTT_0001',
      nodeId: '7',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
    });
  });
});

const vendor = (vassalage: string): GameVendorItem => ({
  vassalage,
  displayName: vassalage,
  lagerIcon: null,
  gameType: 'LIVE',
  status: 'active',
  transferWallet: false,
});

describe('game routes and navigation', () => {
  it('knows every game-type route, as a game centre or a game list centre', () => {
    expect(gameRouteOf('/rng')?.kind).toBe('list');
    expect(gameRouteOf('/FISH')?.kind).toBe('list');
    expect(gameRouteOf('/hot')?.gameType).toBe('HOT');
    expect(gameRouteOf('/live')?.kind).toBe('centre');
    expect(gameRouteOf('/elott')?.gameType).toBe('ELOTT');
    expect(gameRouteOf('/promotions')).toBeUndefined();
  });

  it('sends PVP, FISH, RNG and types with several vendors to their page, a single vendor straight to it', () => {
    expect(navTargetOf('RNG', [vendor('PG')])).toBe('/rng');
    expect(navTargetOf('LIVE', [vendor('PT'), vendor('BGS')])).toBe('/live');
    expect(navTargetOf('COCKFIGHT', [vendor('SV388')])).toBe('/sports?vendor=SV388');
    expect(navTargetOf('LOTT', [vendor('LOTT')])).toBe('/lott?vendor=LOTT');
  });

  it('opens vassalage (lottery) vendors in the game popup', () => {
    expect(opensPopup(vendor('LOTT'))).toBe(true);
    expect(opensPopup(vendor('TCG_LOTTO_VN'))).toBe(true);
    expect(opensPopup(vendor('PG'))).toBe(false);
  });

  it('has a page for every type (cockfight lives in the sports centre)', () => {
    expect(pathOfType('COCKFIGHT')).toBe('/sports');
    expect(pathOfType('ESPORTS')).toBe('/esports');
  });
});

describe('game texts (text keys)', () => {
  it('carry game_maintenance and in_popup_prompt in Bengali and English', async () => {
    const { bn } = await import('../../i18n/bn');
    const { en } = await import('../../i18n/en');
    for (const key of ['game_maintenance', 'in_popup_prompt', 'in_need_true_account'] as const) {
      expect(bn[key], key).toMatch(/[\u0980-\u09FF]/);
      expect(en[key], key).not.toBe('');
      expect(en[key], key).not.toBe(bn[key]);
    }
  });
});
