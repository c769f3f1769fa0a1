import {
  type GameListItem,
  type GameMenusValue,
  LOTTERY_CLASSIFICATIONS,
  lotteryCodeFor,
  type NewGameVendorValue,
  type VassGameTypeValue,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../platform/cache/cache.js';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { LOTTERY_NAMES } from './games.catalogue.names.js';
import * as repo from './games.catalogue.repo.js';
import { DEMO_VENDORS, seededGameCount } from './games.catalogue.seed.js';
import { createCatalogueService } from './games.catalogue.service.js';

// The full demo catalogue (10,272 games): the lobby is tested at the size players see.
const t = useTestApp({ gameCatalogue: 'full' });
const api = gamesClient(t);
const { call, gameList, fieldsOf } = api;

const seededCount = (code: string, type: string) => seededGameCount(code, type);
const totalGames = DEMO_VENDORS.flatMap((v) =>
  Object.keys(v.games).map((type) => seededCount(v.code, type)),
).reduce((a, b) => a + b, 0);

describe('game menus', () => {
  it('lists lanes with vendors in navigation order, sports split by the configured lists', async () => {
    const res = await call<GameMenusValue>('GET', '/lgw/games/game_menus');
    expect(res.status).toBe(200);
    const { menus, prizeMode } = res.body.value;
    expect(menus.map((m) => m.gameType)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'COCKFIGHT',
    ]);
    const vendorsOf = (type: string) =>
      menus.find((m) => m.gameType === type)?.vendors.map((v) => v.vassalage);
    expect(vendorsOf('SPORTS')).toEqual(['KHELA', 'SBO']);
    expect(vendorsOf('ESPORTS')).toEqual(['IMES', 'TFG']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['SV388']);
    expect(vendorsOf('LOTT')).toEqual(['LOTT', 'TCG_SEA', 'TCG_LOTTO_VN']);
    expect(vendorsOf('RNG')?.[0]).toBe('KHELA');
    expect(menus[0]?.vendors[0]).toMatchObject({
      displayName: 'Khela Studio',
      lagerIcon: expect.any(String),
    });
    expect(prizeMode).toBe('ELOTT');
  });

  it('drops a lane without an active vendor and falls back to prize mode LOTT without a lottery vendor', async () => {
    const db = t.ctx.database.db;
    const lotteryVendors = ['LOTT', 'TCG_SEA', 'TCG_LOTTO_VN'];
    for (const code of lotteryVendors) await repo.setVendorStatus(db, code, 'inactive');
    await repo.setVendorStatus(db, 'SV388', 'maintenance');
    try {
      const { menus, prizeMode } = (await call<GameMenusValue>('GET', '/lgw/games/game_menus')).body.value;
      expect(menus.map((m) => m.gameType)).not.toContain('LOTT');
      expect(menus.map((m) => m.gameType)).not.toContain('COCKFIGHT');
      expect(prizeMode).toBe('LOTT');
      const lott = await gameList('gameType=LOTT');
      expect(lott.body.value.total).toBe(0);
      const cock = await gameList('gameType=COCKFIGHT');
      expect(cock.body.value.games[0]?.maintenance).toBe(true);
    } finally {
      for (const code of lotteryVendors) await repo.setVendorStatus(db, code, 'active');
      await repo.setVendorStatus(db, 'SV388', 'active');
    }
  });
});

describe('game list', () => {
  it('answers 18 games a page in lobby order with totals', async () => {
    const res = await gameList('clientType=3&platform=W&merchant=KHELA');
    expect(res.status).toBe(200);
    const page = res.body.value;
    expect(page.games).toHaveLength(18);
    expect(page.total).toBe(totalGames);
    expect(page.totalPages).toBe(Math.ceil(totalGames / 18));
    expect(page.games[0]).toMatchObject({
      isGame: 1,
      iconUrl: expect.stringMatching(/^\/game-icons\/.+\.svg$/),
    });
  });

  it('filters by type, vendor, classification and the new and hot flags', async () => {
    const pg = (await gameList('gameType=RNG&vassalage=pg&pageSize=100')).body.value;
    expect(pg.total).toBe(seededCount('PG', 'RNG'));
    expect(pg.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    const sorted = pg.games.map((g) => g.nodeId);
    expect(new Set(sorted).size).toBe(100);
    const slots = (await gameList('gameType=RNG&vassalage=PG&gameClassify=slot&pageSize=100')).body.value;
    expect(slots.games.every((g) => g.gameClassify === 'SLOT')).toBe(true);
    expect(slots.total).toBeLessThan(pg.total);
    const fresh = (await gameList('gameType=FISH&isNew=1&pageSize=100')).body.value;
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.games.every((g) => g.isNew === 1 && g.gameType === 'FISH')).toBe(true);
    const hot = (await gameList('isHot=true&pageSize=100')).body.value;
    expect(hot.games.every((g) => g.isHot === 1)).toBe(true);
    const all = (await gameList('gameType=ALL&vassalage=ALL&gameClassify=ALL')).body.value;
    expect(all.total).toBe(totalGames);
  });

  it('shows e-sports and cockfight vendors in their own lanes, not under sports', async () => {
    const esports = (await gameList('gameType=ESPORTS&pageSize=100')).body.value.games;
    expect(new Set(esports.map((g) => g.vassalage))).toEqual(new Set(['IMES', 'TFG']));
    expect(esports.every((g) => g.gameType === 'ESPORTS')).toBe(true);
    const sports = (await gameList('gameType=SPORTS&pageSize=100')).body.value.games;
    expect(new Set(sports.map((g) => g.vassalage))).toEqual(new Set(['KHELA', 'SBO']));
    const cockfight = (await gameList('gameType=COCKFIGHT')).body.value;
    expect(cockfight.total).toBe(seededCount('SV388', 'SPORTS'));
  });

  it('names games in the asked language: the query language wins over the caller', async () => {
    const en = (await gameList('vassalage=KHELA&pageSize=1&language=EN')).body.value.games[0];
    const bn = (
      await call<{ games: GameListItem[] }>('GET', '/wps/relay/GCSGAME_gameList?vassalage=KHELA&pageSize=1', {
        lang: 'bn',
      })
    ).body.value.games[0];
    expect(en?.nodeId).toBe(bn?.nodeId);
    expect(en?.gameName).toMatch(/^[A-Za-z ]+/);
    expect(bn?.gameName).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('game name search', () => {
  it('trims, ignores case and matches either language', async () => {
    const golden = (await gameList(`gameType=RNG&gameName=${encodeURIComponent('  gOLDen  ')}&pageSize=100`))
      .body.value;
    expect(golden.total).toBeGreaterThan(0);
    expect(golden.games.every((g) => g.gameName.toLowerCase().includes('golden'))).toBe(true);
    const bangla = (await gameList(`gameType=RNG&gameName=${encodeURIComponent('সোনালী')}`)).body.value;
    expect(bangla.total).toBe(golden.total);
    const blank = (await gameList(`gameName=${encodeURIComponent('   ')}`)).body.value;
    expect(blank.total).toBe(totalGames);
  });

  it('matches quotes, %, _ and backslash literally (no names contain them) and never fails', async () => {
    for (const odd of [
      "'",
      '"',
      "O'Brien",
      '%',
      '_',
      '\\',
      '%_%',
      '\\%',
      "'; drop table game; --",
      'golden%',
    ]) {
      const res = await gameList(`gameName=${encodeURIComponent(odd)}`);
      expect(res.status, odd).toBe(200);
      expect(res.body.value, odd).toMatchObject({ games: [], total: 0, totalPages: 0 });
    }
    // Still there afterwards.
    expect((await gameList('')).body.value.total).toBe(totalGames);
  });

  it('takes names up to 64 characters and refuses longer ones naming the field', async () => {
    expect((await gameList(`gameName=${'a'.repeat(64)}`)).status).toBe(200);
    const long = await gameList(`gameName=${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(long)).toEqual(['query.gameName']);
    // Spaces around a 64-character name are trimmed before the length is checked.
    expect((await gameList(`gameName=${encodeURIComponent(` ${'a'.repeat(64)} `)}`)).status).toBe(200);
  });
});

describe('game list paging', () => {
  it('pages without overlap; the last page is partial; past the end is empty with the same totals', async () => {
    const query = 'gameType=RNG&vassalage=KHELA';
    const first = (await gameList(`${query}&pageNo=1`)).body.value;
    const second = (await gameList(`${query}&pageNo=2`)).body.value;
    const overlap = first.games.filter((g) => second.games.some((s) => s.nodeId === g.nodeId));
    expect(overlap).toEqual([]);
    const last = (await gameList(`${query}&pageNo=${first.totalPages}`)).body.value;
    expect(last.games).toHaveLength(first.total - (first.totalPages - 1) * 18);
    const beyond = (await gameList(`${query}&pageNo=${first.totalPages + 1}`)).body.value;
    expect(beyond).toMatchObject({ games: [], total: first.total, totalPages: first.totalPages });
    const far = (await gameList(`${query}&pageNo=100000`)).body.value;
    expect(far.games).toEqual([]);
    const big = (await gameList(`${query}&pageSize=100`)).body.value;
    expect(big.games).toHaveLength(Math.min(100, first.total));
    expect(big.totalPages).toBe(Math.ceil(first.total / 100));
  });

  it('refuses bad paging and platform values naming the field', async () => {
    const cases: [string, string][] = [
      ['pageSize=101', 'query.pageSize'],
      ['pageSize=0', 'query.pageSize'],
      ['pageNo=0', 'query.pageNo'],
      ['pageNo=-1', 'query.pageNo'],
      ['pageNo=abc', 'query.pageNo'],
      ['pageNo=1.5', 'query.pageNo'],
      ['clientType=2', 'query.clientType'],
      ['platform=H5', 'query.platform'],
      ['gameType=CHESS', 'query.gameType'],
      ['vassalage=P%20G', 'query.vassalage'],
      ['isNew=yes', 'query.isNew'],
      ['language=FR', 'query.language'],
    ];
    for (const [query, field] of cases) {
      const res = await gameList(query);
      expect(res.status, query).toBe(400);
      expect(fieldsOf(res), query).toEqual([field]);
      expect(res.body.message, query).toContain(field);
    }
    const bn = await call('GET', '/wps/relay/GCSGAME_gameList?pageSize=500', { lang: 'bn' });
    expect(bn.body.message).toMatch(/^অবৈধ ইনপুট/);
  });
});

describe('hot games', () => {
  it('lists hot games of a lane or vendor', async () => {
    const res = await call<GameListItem[]>(
      'GET',
      '/wps/relay/hotGamesV2?merchantCode=KHELA&isPlatform=2&gameType=RNG&platform=W',
    );
    expect(res.status).toBe(200);
    expect(res.body.value.length).toBeGreaterThan(0);
    expect(res.body.value.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const pg = (await call<GameListItem[]>('GET', '/wps/relay/hotGamesV2?vassalage=PG')).body.value;
    expect(pg.every((g) => g.vassalage === 'PG')).toBe(true);
    expect((await call('GET', '/wps/relay/hotGamesV2?isPlatform=1')).status).toBe(400);
  });

  it('serves a repeated call from the cache for 60 s', async () => {
    const url = '/wps/relay/hotGamesV2?gameType=FISH&language=EN';
    const before = (await call<GameListItem[]>('GET', url)).body.value;
    const first = before[0];
    if (!first) throw new Error('no hot fish game seeded');
    await repo.setGameFlags(t.ctx.database.db, BigInt(first.nodeId), { isHot: false });
    const cachedAnswer = (await call<GameListItem[]>('GET', url)).body.value;
    expect(cachedAnswer.map((g) => g.nodeId)).toEqual(before.map((g) => g.nodeId));
    // Another key (BN names) is loaded fresh and no longer has the game.
    const bn = (await call<GameListItem[]>('GET', '/wps/relay/hotGamesV2?gameType=FISH&language=BN')).body
      .value;
    expect(bn.map((g) => g.nodeId)).not.toContain(first.nodeId);
    await repo.setGameFlags(t.ctx.database.db, BigInt(first.nodeId), { isHot: true });
  });

  it('loads again once the 60 s have passed (service on a clock the test moves)', async () => {
    let clockMs = 1_000_000;
    const catalogue = createCatalogueService(
      { ...t.ctx, cache: createMemoryCache(() => clockMs) },
      { laneLists: async () => ({ esportVendors: ['IMES', 'TFG'], cockfightVendors: ['SV388'] }) },
    );
    const query = { isPlatform: 2, gameType: 'PVP', language: 'EN' } as const;
    const before = await catalogue.hotGames(query, 'en');
    const first = before[0];
    if (!first) throw new Error('no hot card game seeded');
    await repo.setGameFlags(t.ctx.database.db, BigInt(first.nodeId), { isHot: false });
    try {
      clockMs += 59_000;
      expect((await catalogue.hotGames(query, 'en')).map((g) => g.nodeId)).toContain(first.nodeId);
      clockMs += 2_000;
      expect((await catalogue.hotGames(query, 'en')).map((g) => g.nodeId)).not.toContain(first.nodeId);
    } finally {
      await repo.setGameFlags(t.ctx.database.db, BigInt(first.nodeId), { isHot: true });
    }
  });
});

describe('vendors of a game type', () => {
  it('lists each vendor of a lane with the classifications it offers', async () => {
    const res = await call<VassGameTypeValue>('GET', '/wps/relay/getVassGameType?gameType=fish');
    expect(res.status).toBe(200);
    const vendors = res.body.value;
    expect(vendors.map((v) => v.vassalage)).toEqual(['KHELA', 'EG2', 'JDB', 'CQ9', 'FC', 'JL']);
    expect(vendors[0]).toMatchObject({ gameType: 'FISH', gameClassify: ['ARCADE', 'FISHING'] });
    const esports = (await call<VassGameTypeValue>('GET', '/wps/relay/getVassGameType?gameType=ESPORTS')).body
      .value;
    expect(esports.map((v) => v.vassalage)).toEqual(['IMES', 'TFG']);
    const missing = await call('GET', '/wps/relay/getVassGameType');
    expect(fieldsOf(missing)).toEqual(['query.gameType']);
  });
});

describe('kinds of a lane', () => {
  const KINDS: Record<string, readonly string[]> = {
    SPORTS: ['CRICKET', 'FOOTBALL', 'KABADDI'],
    ESPORTS: ['MOBA', 'SHOOTER'],
    COCKFIGHT: ['DERBY'],
    // Lottery games are classified by the family of studio lotteries they open.
    LOTT: LOTTERY_CLASSIFICATIONS.LOTT,
    ELOTT: LOTTERY_CLASSIFICATIONS.ELOTT,
  };

  it.each(Object.entries(KINDS))('offers only kinds of %s games in that lane', async (lane, kinds) => {
    const vendors = (await call<VassGameTypeValue>('GET', `/wps/relay/getVassGameType?gameType=${lane}`)).body
      .value;
    const offered = [...new Set(vendors.flatMap((v) => v.gameClassify))];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((kind) => !kinds.includes(kind))).toEqual([]);
    const lanes = (await call<NewGameVendorValue>('GET', '/wps/relay/newGameVendor?platform=html5-desktop'))
      .body.value;
    const chips = lanes.find((l) => l.title === lane)?.gameClassify.map((c) => c.gameClassify) ?? [];
    expect(chips.filter((kind) => !kinds.includes(kind))).toEqual([]);
  });
});

describe('lottery games', () => {
  it('are named for the studio lottery they open, Bengali names without Latin digits', async () => {
    const games = [
      ...(await gameList('gameType=LOTT&pageSize=100&language=EN')).body.value.games,
      ...(await gameList('gameType=ELOTT&pageSize=100&language=EN')).body.value.games,
    ];
    expect(games).toHaveLength(
      ['LOTT', 'TCG_SEA', 'TCG_LOTTO_VN'].reduce((sum, code) => sum + seededCount(code, 'LOTT'), 0) +
        seededCount('KHELA', 'ELOTT'),
    );
    const bnNames = new Map(
      [
        ...(await gameList('gameType=LOTT&pageSize=100&language=BN')).body.value.games,
        ...(await gameList('gameType=ELOTT&pageSize=100&language=BN')).body.value.games,
      ].map((g) => [g.nodeId, g.gameName]),
    );
    for (const game of games) {
      const code = lotteryCodeFor({
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        lane: game.gameType,
        classify: game.gameClassify,
      });
      if (!code) throw new Error(`${game.gameCode} opens no lottery`);
      expect(game.gameName, game.gameCode).toContain(LOTTERY_NAMES[code].en);
      const bn = bnNames.get(game.nodeId) ?? '';
      expect(bn, game.gameCode).toContain(LOTTERY_NAMES[code].bn);
      expect(bn, game.gameCode).not.toMatch(/[0-9]/);
    }
    // A vendor's games never share a name.
    const names = games.map((g) => `${g.vassalage}/${g.gameName}`);
    expect(new Set(names).size).toBe(names.length);
    const sea = games.filter((g) => g.vassalage === 'TCG_SEA');
    expect(sea.map((g) => g.gameName)).toEqual(['TCG Sea Lottery 4D Lotto', 'TCG Sea Lottery 4D Lotto #2']);
    expect(sea.every((g) => g.gameClassify === 'SEA4D')).toBe(true);
    const vn = games.filter((g) => g.vassalage === 'TCG_LOTTO_VN').map((g) => g.gameName);
    expect(vn.sort()).toEqual([
      'TCG Vietnam Lottery · Central',
      'TCG Vietnam Lottery · North',
      'TCG Vietnam Lottery · South',
    ]);
  });
});

describe('vendor lanes', () => {
  it('answers lanes with cards and classifications, cached', async () => {
    const url = '/wps/relay/newGameVendor?platform=html5-desktop';
    const lanes = (await call<NewGameVendorValue>('GET', url)).body.value;
    expect(lanes.map((l) => l.title)).toContain('ESPORTS');
    const live = lanes.find((l) => l.title === 'LIVE');
    expect(live?.cards.map((c) => c.vassalage)).toEqual(['KHELA', 'PT', 'BGS']);
    expect(live?.gameClassify.find((c) => c.gameClassify === 'BACCARAT')?.vendors).toEqual([
      'BGS',
      'KHELA',
      'PT',
    ]);
    await repo.setVendorStatus(t.ctx.database.db, 'BGS', 'inactive');
    try {
      const again = (await call<NewGameVendorValue>('GET', url)).body.value;
      expect(again).toEqual(lanes);
    } finally {
      await repo.setVendorStatus(t.ctx.database.db, 'BGS', 'active');
    }
    expect((await call('GET', '/wps/relay/newGameVendor?platform=W')).status).toBe(400);
  });
});
