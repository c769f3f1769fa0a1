import type { FavouriteListValue, GameListItem, RecentGamesValue } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import * as repo from './games.catalogue.repo.js';

const t = useTestApp();
const { call, gameList, login, trial, fieldsOf } = gamesClient(t);

let member = '';
let games: GameListItem[] = [];
const change = (g: GameListItem | undefined) => ({
  nodeId: g?.nodeId,
  vendor: g?.vassalage,
  gameType: g?.gameType,
});

/** A member of its own, for a test that reads back the whole favourites list. */
const ownMember = async () => (await createMemberSession(t, { prefix: 'fav' })).token;

beforeAll(async () => {
  member = await login();
  games = (await gameList('gameType=RNG&vassalage=KHELA&pageSize=5')).body.value.games;
});

describe('favourites and recent need a session', () => {
  it('answers NOT_LOGGED_IN to a guest and to a stale token on every call', async () => {
    const calls: ['GET' | 'POST' | 'DELETE', string, unknown][] = [
      ['GET', '/wps/relay/favorites', undefined],
      ['GET', '/wps/relay/favorites/list', undefined],
      ['POST', '/wps/relay/favorites', change(games[0])],
      ['DELETE', '/wps/relay/favorites', change(games[0])],
      ['GET', '/wps/relay/recentGames', undefined],
    ];
    for (const [method, url, body] of calls) {
      for (const token of [undefined, 'not-a-session']) {
        const res = await call(method, url, { body, ...(token ? { token } : {}) });
        expect(res.status, `${method} ${url}`).toBe(401);
        expect(res.body).toMatchObject({
          code: 'NOT_LOGGED_IN',
          message: 'You are not logged in, please login',
        });
      }
    }
  });
});

describe('favourites', () => {
  it('adds, lists newest first, adds twice harmlessly, removes', async () => {
    const mine = await ownMember();
    const [a, b] = games;
    const added = await call('POST', '/wps/relay/favorites', { token: mine, body: change(a) });
    expect(added.body.value).toEqual({ nodeId: a?.nodeId, favourite: true });
    await call('POST', '/wps/relay/favorites', {
      token: mine,
      body: { ...change(b), nodeId: Number(b?.nodeId) },
    });
    await call('POST', '/wps/relay/favorites', { token: mine, body: change(a) });
    const ids = await call<string[]>('GET', '/wps/relay/favorites?pageSize=999', { token: mine });
    expect(new Set(ids.body.value)).toEqual(new Set([a?.nodeId, b?.nodeId]));
    expect(ids.body.value).toHaveLength(2);
    const list = await call<FavouriteListValue>('GET', '/wps/relay/favorites/list?pageNum=1&pageSize=18', {
      token: mine,
    });
    expect(list.body.value).toMatchObject({ pageNum: 1, total: 2, totalPages: 1 });
    expect(list.body.value.content.map((g) => g.gameName).sort()).toEqual([a?.gameName, b?.gameName].sort());
    const paged = await call<FavouriteListValue>('GET', '/wps/relay/favorites/list?pageNum=2&pageSize=1', {
      token: mine,
    });
    expect(paged.body.value).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.body.value.content).toHaveLength(1);
    const fish = await call<FavouriteListValue>('GET', '/wps/relay/favorites/list?gameType=FISH', {
      token: mine,
    });
    expect(fish.body.value).toMatchObject({ content: [], total: 0 });
    const removed = await call('DELETE', '/wps/relay/favorites', { token: mine, body: change(a) });
    expect(removed.body.value).toEqual({ nodeId: a?.nodeId, favourite: false });
    expect((await call('DELETE', '/wps/relay/favorites', { token: mine, body: change(a) })).status).toBe(200);
    const left = await call<string[]>('GET', '/wps/relay/favorites', { token: mine });
    expect(left.body.value).toEqual([b?.nodeId]);
  });

  it('keeps each account its own list; a trial account may keep favourites', async () => {
    const guestPlayer = await trial();
    expect((await call<string[]>('GET', '/wps/relay/favorites', { token: guestPlayer })).body.value).toEqual(
      [],
    );
    const res = await call('POST', '/wps/relay/favorites', { token: guestPlayer, body: change(games[3]) });
    expect(res.status).toBe(200);
    const mine = await call<string[]>('GET', '/wps/relay/favorites', { token: member });
    expect(mine.body.value).not.toContain(games[3]?.nodeId);
  });

  it('refuses a game that does not exist or does not match its vendor and lane', async () => {
    const g = games[2];
    for (const body of [
      { ...change(g), nodeId: '999999999' },
      { ...change(g), vendor: 'PG' },
      { ...change(g), gameType: 'FISH' },
    ]) {
      const res = await call('POST', '/wps/relay/favorites', { token: member, body });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'GAME_NOT_FOUND', message: 'This game is not available' });
    }
    const bn = await call('POST', '/wps/relay/favorites', {
      token: member,
      lang: 'bn',
      body: { ...change(g), nodeId: `1${'0'.repeat(15)}` },
    });
    expect(bn.body.message).toBe('এই গেমটি উপলব্ধ নয়');
  });

  it('takes an e-sports game under its lane, not under sports', async () => {
    const mine = await ownMember();
    const esport = (await gameList('gameType=ESPORTS')).body.value.games[0];
    const wrong = await call('POST', '/wps/relay/favorites', {
      token: mine,
      body: { ...change(esport), gameType: 'SPORTS' },
    });
    expect(wrong.body.code).toBe('GAME_NOT_FOUND');
    expect((await call('POST', '/wps/relay/favorites', { token: mine, body: change(esport) })).status).toBe(
      200,
    );
    const list = await call<FavouriteListValue>('GET', '/wps/relay/favorites/list?gameType=ESPORTS', {
      token: mine,
    });
    expect(list.body.value.content.map((x) => x.nodeId)).toEqual([esport?.nodeId]);
  });

  it('refuses malformed changes naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...change(games[0]), nodeId: 'abc' }, 'body.nodeId'],
      [{ ...change(games[0]), nodeId: '1'.repeat(19) }, 'body.nodeId'],
      [{ ...change(games[0]), vendor: 'P G' }, 'body.vendor'],
      [{ nodeId: games[0]?.nodeId, vendor: 'KHELA' }, 'body.gameType'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/wps/relay/favorites', { token: member, body });
      expect(res.status, field).toBe(400);
      expect(fieldsOf(res), field).toEqual([field]);
    }
    const tooMany = await call('GET', '/wps/relay/favorites?pageSize=1000', { token: member });
    expect(fieldsOf(tooMany)).toEqual(['query.pageSize']);
  });
});

describe('recent games', () => {
  it('lists launched games latest first, filtered and paged', async () => {
    const principal = await t.app.services.accounts.authenticate(member);
    if (!principal) throw new Error('demo session missing');
    const memberId = BigInt(principal.memberId);
    const fish = (await gameList('gameType=FISH&vassalage=JDB&pageSize=2')).body.value.games;
    const played = [games[0], games[1], ...fish];
    const start = t.ctx.now().getTime();
    for (const [i, g] of played.entries()) {
      await repo.recordPlay(
        t.ctx.database.db,
        memberId,
        BigInt(g?.nodeId ?? '0'),
        new Date(start + i * 1000),
      );
    }
    // Playing the first game again moves it to the top.
    await repo.recordPlay(
      t.ctx.database.db,
      memberId,
      BigInt(games[0]?.nodeId ?? '0'),
      new Date(start + 10_000),
    );
    const all = await call<RecentGamesValue>('GET', '/wps/relay/recentGames?page=1&pageSize=18', {
      token: member,
    });
    expect(all.body.value).toMatchObject({ page: 1, total: 4, totalPages: 1 });
    expect(all.body.value.list.map((g) => g.nodeId)).toEqual([
      games[0]?.nodeId,
      fish[1]?.nodeId,
      fish[0]?.nodeId,
      games[1]?.nodeId,
    ]);
    const onlyFish = await call<RecentGamesValue>(
      'GET',
      '/wps/relay/recentGames?gameType=FISH&vassalage=JDB',
      {
        token: member,
      },
    );
    expect(onlyFish.body.value.list.map((g) => g.vassalage)).toEqual(['JDB', 'JDB']);
    const second = await call<RecentGamesValue>('GET', '/wps/relay/recentGames?page=2&pageSize=3', {
      token: member,
    });
    expect(second.body.value).toMatchObject({ total: 4, totalPages: 2 });
    expect(second.body.value.list.map((g) => g.nodeId)).toEqual([games[1]?.nodeId]);
    const beyond = await call<RecentGamesValue>('GET', '/wps/relay/recentGames?page=3&pageSize=3', {
      token: member,
    });
    expect(beyond.body.value).toMatchObject({ list: [], total: 4, totalPages: 2 });
    const someoneElse = await call<RecentGamesValue>('GET', '/wps/relay/recentGames', {
      token: await trial(),
    });
    expect(someoneElse.body.value.list).toEqual([]);
    expect(fieldsOf(await call('GET', '/wps/relay/recentGames?page=0', { token: member }))).toEqual([
      'query.page',
    ]);
  });
});
