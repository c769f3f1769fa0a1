import type { LaunchGameValue, RecentGamesValue } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import type { GameRow } from './games.catalogue.repo.js';
import * as catalogueRepo from './games.catalogue.repo.js';
import { lobbyPath } from './games.launch.js';

const t = useTestApp();
const { call, login, trial } = gamesClient(t);
const vendor = vendorClient(t);

let paid: GameRow;
let free: GameRow;
let member = '';
const launch = (token: string | undefined, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
  call<LaunchGameValue>('POST', '/wps/game/launchGame', { ...(token ? { token } : {}), body, lang });

beforeAll(async () => {
  [paid] = (await vendor.games(1)) as [GameRow];
  [free] = (await vendor.games(0)) as [GameRow];
  member = await login();
});

describe('POST /wps/game/launchGame', () => {
  it('asks a guest (or a stale session) to log in: 401 NOT_LOGGED_IN, the login popup code', async () => {
    for (const token of [undefined, 'stale-token']) {
      const res = await launch(token, { nodeId: paid.nodeId.toString() });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
    }
  });

  it('launches a member into the studio with a one-time token the vendor authenticates', async () => {
    const res = await launch(
      member,
      {
        nodeId: paid.nodeId.toString(),
        gameCode: paid.gameCode,
        vassalage: paid.vassalage,
        gameType: paid.gameType,
        lobby: 'https://elsewhere.example/slots?x=1',
      },
      'bn',
    );
    expect(res.status).toBe(200);
    const value = res.body.value;
    expect(value).toMatchObject({
      nodeId: paid.nodeId.toString(),
      gameCode: paid.gameCode,
      vassalage: 'KHELA',
      playMoney: false,
    });
    const url = new URL(value.url, 'http://khela.test');
    expect(url.pathname).toBe(`/studio/play/${encodeURIComponent(paid.gameCode)}`);
    expect(url.searchParams.get('lang')).toBe('bn');
    expect(url.searchParams.get('vendor')).toBe('KHELA');
    // The lobby is cut to a path on this site: a launch is no open redirect.
    expect(url.searchParams.get('lobby')).toBe('/slots?x=1');
    expect(new Date(value.expiresAt).getTime()).toBe(
      t.ctx.now().getTime() + t.ctx.config.vendorLaunchTokenTtlMs,
    );
    const auth = await vendor.call('authenticate', { token: tokenOf(value.url) });
    expect(auth.body).toMatchObject({ status: 'OK', currency: 'BDT', balance: expect.any(String) });
    // Bound to the vendor: another vendor cannot spend it, and it is spent once.
    expect((await vendor.call('authenticate', { token: tokenOf(value.url) })).body.status).toBe(
      'INVALID_TOKEN',
    );
  });

  it('launches games of every demo vendor through the studio', async () => {
    const [pg] = (await vendor.games(1, 'PG', 1)) as [GameRow];
    const res = await launch(member, { nodeId: Number(pg.nodeId) });
    expect(res.status).toBe(200);
    expect(res.body.value.url).toMatch(/^\/studio\/play\//);
    const auth = await vendorClient(t, 'PG').call('authenticate', { token: tokenOf(res.body.value.url) });
    expect(auth.body.status).toBe('OK');
  });

  it('sends a trial account to the real-account dialog unless the game has free trial', async () => {
    const token = await trial();
    const refused = await launch(token, { nodeId: paid.nodeId.toString() });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'IN_NEED_TRUE_ACCOUNT' });
    const allowed = await launch(token, { nodeId: free.nodeId.toString() });
    expect(allowed.status).toBe(200);
    expect(allowed.body.value.playMoney).toBe(true);
    const auth = await vendor.call('authenticate', { token: tokenOf(allowed.body.value.url) });
    const trialBalance = (await t.app.services.wallet.balancesOf(String(auth.body.playerId))).trialMinor;
    expect(trialBalance).toBeGreaterThan(0n);
    expect(auth.body.balance).toBe(`${trialBalance / 100n}.${String(trialBalance % 100n).padStart(2, '0')}`);
  });

  it('answers GAME_MAINTENANCE for a game or vendor under maintenance, GAME_DISABLED for a switched-off one', async () => {
    const db = t.ctx.database.db;
    await catalogueRepo.setGameFlags(db, paid.nodeId, { status: 'maintenance' });
    try {
      const res = await launch(member, { nodeId: paid.nodeId.toString() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'GAME_MAINTENANCE', message: 'Game under maintenance' });
      const bn = await launch(member, { nodeId: paid.nodeId.toString() }, 'bn');
      expect(bn.body.message).toBe('গেমটি রক্ষণাবেক্ষণে আছে');
    } finally {
      await catalogueRepo.setGameFlags(db, paid.nodeId, { status: 'active' });
    }
    await catalogueRepo.setVendorStatus(db, 'KHELA', 'maintenance');
    try {
      expect((await launch(member, { nodeId: paid.nodeId.toString() })).body.code).toBe('GAME_MAINTENANCE');
    } finally {
      await catalogueRepo.setVendorStatus(db, 'KHELA', 'active');
    }
    await catalogueRepo.setGameFlags(db, paid.nodeId, { status: 'inactive' });
    try {
      const res = await launch(member, { nodeId: paid.nodeId.toString() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'GAME_DISABLED' });
    } finally {
      await catalogueRepo.setGameFlags(db, paid.nodeId, { status: 'active' });
    }
  });

  it('refuses an unknown node, a mismatched game code and malformed input', async () => {
    expect((await launch(member, { nodeId: '999999999' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await launch(member, { nodeId: paid.nodeId.toString(), gameCode: 'other' })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
    for (const body of [{}, { nodeId: 'abc' }, { nodeId: -1 }, { nodeId: "1' or 1=1" }]) {
      const res = await launch(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('records the launch for the recent list and GCS_recentGame', async () => {
    const token = await login('agent01', 'agent1234');
    await launch(token, { nodeId: free.nodeId.toString() });
    await launch(token, { nodeId: paid.nodeId.toString() });
    const recent = await call<RecentGamesValue>('GET', '/wps/relay/GCS_recentGame?page=1&pageSize=18', {
      token,
    });
    expect(recent.status).toBe(200);
    expect(recent.body.value.list.map((g) => g.nodeId)).toEqual(
      expect.arrayContaining([paid.nodeId.toString(), free.nodeId.toString()]),
    );
    expect(recent.body.value.total).toBe(2);
    expect((await call('GET', '/wps/relay/GCS_recentGame')).status).toBe(401);
  });
});

describe('POST /wps/relay/GCS_gameLaunchFB (a lottery page’s gameCode)', () => {
  const launchByCode = (token: string | undefined, body: Record<string, unknown>, lang: 'en' | 'bn' = 'en') =>
    call<LaunchGameValue>('POST', '/wps/relay/GCS_gameLaunchFB', { ...(token ? { token } : {}), body, lang });
  const sea = 'TCG_SEA_LOTT_0001';

  it('asks a guest to log in first', async () => {
    const res = await launchByCode(undefined, { gameCode: sea });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('NOT_LOGGED_IN');
  });

  it('launches the vendor’s game by its code, or the one game with that code', async () => {
    for (const body of [{ gameCode: sea, vassalage: 'tcg_sea' }, { gameCode: sea }]) {
      const res = await launchByCode(member, { ...body, lobby: '/seaLottery' });
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.value).toMatchObject({
        gameCode: sea,
        vassalage: 'TCG_SEA',
        gameName: 'TCG Sea Lottery 4D Lotto',
        playMoney: false,
      });
      const url = new URL(res.body.value.url, 'http://khela.test');
      expect(url.pathname).toBe(`/studio/play/${sea}`);
      expect(url.searchParams.get('lobby')).toBe('/seaLottery');
      expect(url.searchParams.get('vendor')).toBe('TCG_SEA');
    }
    const bn = await launchByCode(member, { gameCode: sea }, 'bn');
    expect(bn.body.value.gameName).toBe('TCG Sea Lottery ৪ডি লটো');
    const recent = await call<RecentGamesValue>('GET', '/wps/relay/recentGames?gameType=LOTT', {
      token: member,
    });
    expect(recent.body.value.list.map((g) => g.gameCode)).toContain(sea);
  });

  it('refuses a code no game has, another vendor’s, one two vendors share, and malformed input', async () => {
    expect((await launchByCode(member, { gameCode: 'NO_SUCH_GAME' })).body.code).toBe('GAME_NOT_FOUND');
    expect((await launchByCode(member, { gameCode: sea, vassalage: 'LOTT' })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
    const db = t.ctx.database.db;
    await catalogueRepo.insertGames(db, [
      {
        vassalage: 'LOTT',
        gameCode: sea,
        nameEn: 'Twin',
        nameBn: 'যমজ',
        gameType: 'LOTT',
        gameClassify: 'SEA4D',
      },
    ]);
    const twin = await launchByCode(member, { gameCode: sea }, 'bn');
    expect(twin.status).toBe(404);
    expect(twin.body).toMatchObject({ code: 'GAME_NOT_FOUND', message: 'এই গেমটি উপলব্ধ নয়' });
    for (const body of [
      {},
      { gameCode: 'a b' },
      { gameCode: sea, vassalage: 'TCG SEA' },
      { gameCode: 'x'.repeat(65) },
    ]) {
      const res = await launchByCode(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps the trial rule: a game without free trial is IN_NEED_TRUE_ACCOUNT', async () => {
    const res = await launchByCode(await trial(), { gameCode: paid.gameCode, vassalage: paid.vassalage });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('IN_NEED_TRUE_ACCOUNT');
  });
});

describe('lobbyPath', () => {
  it('keeps site paths and cuts everything else to one', () => {
    expect(lobbyPath(undefined)).toBe('/');
    expect(lobbyPath('/slots')).toBe('/slots');
    expect(lobbyPath('https://evil.example/x?y=1#z')).toBe('/x?y=1#z');
    expect(lobbyPath('//evil.example/x')).toBe('/');
    expect(lobbyPath('javascript:alert(1)')).toBe('/');
    expect(lobbyPath('/\\evil.example')).toBe('/');
  });
});
