import type { GameVendorItem } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gameRouteOf, NAV_GAME_TYPES, navActionOf, opensPopup, pathOfType } from './game-routes';
import {
  GAME_PAGE_PATH,
  gamePagePathOf,
  gamePageSearch,
  gamePageUrl,
  hasPlayNow,
  launchRefusal,
} from './launch-rules';

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

const vendor = (vassalage: string, gameType: GameVendorItem['gameType'] = 'LIVE'): GameVendorItem => ({
  vassalage,
  displayName: vassalage,
  lagerIcon: null,
  gameType,
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

  it('sends PVP, FISH and RNG to their page, even with a single vendor', () => {
    for (const type of ['PVP', 'FISH', 'RNG'] as const) {
      expect(navActionOf(type, [vendor('KHELA', type)]), type).toEqual({
        kind: 'page',
        to: pathOfType(type),
      });
    }
    expect(navActionOf('RNG', [vendor('PG', 'RNG'), vendor('JDB', 'RNG')])).toEqual({
      kind: 'page',
      to: '/rng',
    });
  });

  it('sends a type with several vendors (or none yet) to its page', () => {
    expect(navActionOf('LIVE', [vendor('PT'), vendor('BGS')])).toEqual({ kind: 'page', to: '/live' });
    expect(navActionOf('ESPORTS', [vendor('IMES', 'ESPORTS'), vendor('TFG', 'ESPORTS')])).toEqual({
      kind: 'page',
      to: '/esports',
    });
    expect(navActionOf('LIVE', [])).toEqual({ kind: 'page', to: '/live' });
  });

  it('launches the single vendor of any other type; its address is the page with that vendor', () => {
    const khela = vendor('KHELA', 'ELOTT');
    expect(navActionOf('ELOTT', [khela])).toEqual({
      kind: 'launch',
      to: '/elott?vassalage=KHELA',
      vendor: khela,
    });
    const pt = vendor('PT');
    expect(navActionOf('LIVE', [pt])).toEqual({ kind: 'launch', to: '/live?vassalage=PT', vendor: pt });
    const sv = vendor('SV388', 'COCKFIGHT');
    expect(navActionOf('COCKFIGHT', [sv])).toMatchObject({ kind: 'launch', to: '/sports?vassalage=SV388' });
    // Every navigation type but PVP, FISH and RNG launches when alone.
    const launching = NAV_GAME_TYPES.filter((type) => navActionOf(type, [vendor('X', type)]).kind !== 'page');
    expect(launching).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'ESPORTS']);
  });

  it('opens the game popup list of a single vassalage (lottery) vendor, as its vendor card does', () => {
    const lott = vendor('LOTT', 'LOTT');
    expect(navActionOf('LOTT', [lott])).toEqual({ kind: 'popup', to: '/lott?vassalage=LOTT', vendor: lott });
    expect(navActionOf('LOTT', [vendor('TCG_SEA', 'LOTT')]).kind).toBe('popup');
    expect(navActionOf('LOTT', [lott, vendor('TCG_SEA', 'LOTT')]).kind).toBe('page');
  });

  it('puts a play-now button on every card but a slot’s, and none on a game under maintenance', () => {
    for (const type of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const) {
      expect(hasPlayNow({ gameType: type, maintenance: false }), type).toBe(true);
    }
    expect(hasPlayNow({ gameType: 'RNG', maintenance: false })).toBe(false);
    expect(hasPlayNow({ gameType: 'LIVE', maintenance: true })).toBe(false);
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
