import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';

const t = useTestApp();

type Envelope<T = unknown> = { success: boolean; value: T; code?: string };
type Game = {
  id: string;
  vendor: string;
  gameCode: string;
  gameType: string;
  status: string;
  isHot: boolean;
  sort: number;
};
type Page = { list: Game[]; total: number };

async function call<T = unknown>(method: 'GET' | 'PUT', url: string, token?: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>() };
}

const audits = async (action: string, id: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.ctx.database.db,
        sql`select count(*)::text as n from audit_entry where action = ${action} and target_id = ${id}`,
      )
    )[0]?.n,
  );

const hotIds = async (gameType: string, vendor: string) =>
  (
    await call<{ nodeId: string }[]>('GET', `/wps/relay/hotGamesV2?gameType=${gameType}&vassalage=${vendor}`)
  ).body.value.map((g) => String(g.nodeId));

describe('back office: games', () => {
  it('lists games filtered and sorted; a hot flag shows in the cached player list at once', async () => {
    const token = await operatorToken(t.app, 'admin');
    const page = await call<Page>(
      'GET',
      '/bo/api/games?vendor=PG&gameType=RNG&sortBy=sort&pageSize=50',
      token,
    );
    expect(page.status).toBe(200);
    expect(page.body.value.total).toBeGreaterThan(0);
    expect(page.body.value.list.every((g) => g.vendor === 'PG' && g.gameType === 'RNG')).toBe(true);
    const sorts = page.body.value.list.map((g) => g.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const cold = page.body.value.list.find((g) => !g.isHot && g.status === 'active');
    if (!cold) throw new Error('no cold PG game in the seed');
    expect(await hotIds('RNG', 'PG')).not.toContain(cold.id); // now cached without it
    const hot = await call<Game>('PUT', `/bo/api/games/${cold.id}`, token, {
      isHot: true,
      sort: 0,
      reason: 'promo week',
    });
    expect(hot.body.value).toMatchObject({ id: cold.id, isHot: true, sort: 0 });
    expect(await hotIds('RNG', 'PG')).toContain(cold.id);
    expect(await audits('games.game.update', cold.id)).toBe(1);

    const maintenance = await call<Game>('PUT', `/bo/api/games/${cold.id}`, token, { status: 'maintenance' });
    expect(maintenance.body.value.status).toBe('maintenance');
    expect(await audits('games.game.update', cold.id)).toBe(2);
  });

  it('refuses bad input without changing anything', async () => {
    const token = await operatorToken(t.app, 'owner');
    const [game] = (await call<Page>('GET', '/bo/api/games?pageSize=1', token)).body.value.list;
    if (!game) throw new Error('no games');
    const audited = await audits('games.game.update', game.id);
    for (const body of [{}, { status: 'broken' }, { sort: -1 }, { isHot: 'yes' }]) {
      expect((await call('PUT', `/bo/api/games/${game.id}`, token, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await call('PUT', '/bo/api/games/99999999', token, { isNew: true })).body.code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await call('GET', '/bo/api/games?status=gone', token)).status).toBe(400);
    const again = (await call<Page>('GET', `/bo/api/games?pageSize=1`, token)).body.value.list[0];
    expect(again).toEqual(game);
    expect(await audits('games.game.update', game.id)).toBe(audited);
  });

  it('puts a vendor in maintenance and back, audited each time', async () => {
    const token = await operatorToken(t.app, 'admin');
    const vendors = await call<{ vendor: string; status: string; games: number }[]>(
      'GET',
      '/bo/api/games/vendors',
      token,
    );
    const pg = vendors.body.value.find((v) => v.vendor === 'PG');
    expect(pg?.games).toBeGreaterThan(0);
    const down = await call<{ status: string }>('PUT', '/bo/api/games/vendors/PG', token, {
      status: 'maintenance',
    });
    expect(down.body.value.status).toBe('maintenance');
    const up = await call<{ status: string }>('PUT', '/bo/api/games/vendors/PG', token, { status: 'active' });
    expect(up.body.value.status).toBe('active');
    expect(await audits('games.vendor.update', 'PG')).toBe(2);
    expect((await call('PUT', '/bo/api/games/vendors/NOPE', token, { status: 'active' })).body.code).toBe(
      'GAME_VENDOR_NOT_FOUND',
    );
  });
});
