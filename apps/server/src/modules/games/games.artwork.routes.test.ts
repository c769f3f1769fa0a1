import type { GameMenusValue } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { DEMO_VENDORS } from './games.catalogue.seed.js';

const t = useTestApp();
const { call, gameList } = gamesClient(t);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-lang': 'en', ...headers } });
  return { status: res.statusCode, headers: res.headers, body: res.body };
}

function expectPicture(res: Awaited<ReturnType<typeof get>>, url: string) {
  expect(res.status, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/);
  expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
}

describe('game icons', () => {
  it('answers a picture for every icon URL the lobby gives, each different', async () => {
    const urls: string[] = [];
    for (const lane of ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT']) {
      const page = (await gameList(`gameType=${lane}&pageSize=18`)).body.value;
      expect(page.games.length, lane).toBeGreaterThan(0);
      for (const game of page.games) {
        expect(game.showIcon).toBe(game.iconUrl);
        urls.push(String(game.iconUrl));
      }
    }
    const bodies = new Set<string>();
    for (const url of urls) {
      const res = await get(url);
      expectPicture(res, url);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(urls.length);
  });

  it('caches for a week and answers 304 to the same ETag', async () => {
    const [game] = (await gameList('gameType=RNG&pageSize=1')).body.value.games;
    const url = String(game?.iconUrl);
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a game type’s shared picture for rows that still point at one', async () => {
    for (const type of ['rng', 'fish', 'live', 'pvp', 'sports', 'lott', 'elott']) {
      expectPicture(await get(`/game-icons/${type}.svg`), type);
    }
  });

  it.each([
    '/game-icons/pg/NO_SUCH_GAME.svg',
    '/game-icons/nobody/PG_RNG_0001.svg',
    '/game-icons/pg/PG_RNG_0001.png',
    '/game-icons/pg/PG_RNG_0001',
    '/game-icons/pg/%3Cscript%3E.svg',
    '/game-icons/p%22g/PG_RNG_0001.svg',
    '/game-icons/vendors/nobody.svg',
    '/game-icons/vendors/..%2F..%2Fetc.svg',
    '/game-icons/casino.svg',
  ])('answers 404 in the envelope for %s', async (url) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('vendor logos', () => {
  it('answers each vendor’s own mark at the URL the menus give', async () => {
    const menus = (await call<GameMenusValue>('GET', '/lgw/games/game_menus')).body.value.menus;
    const icons = new Map(menus.flatMap((m) => m.vendors.map((v) => [v.vassalage, v.lagerIcon] as const)));
    expect([...icons.keys()].sort()).toEqual(DEMO_VENDORS.map((v) => v.code).sort());
    const bodies = new Set<string>();
    for (const [code, url] of icons) {
      const res = await get(String(url));
      expectPicture(res, code);
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(DEMO_VENDORS.length);
  });
});
