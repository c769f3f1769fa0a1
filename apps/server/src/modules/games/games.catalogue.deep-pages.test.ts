import { GameListQuery } from '@khela/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Cache, createMemoryCache } from '../../platform/cache/cache.js';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './games.catalogue.repo.js';
import { createCatalogueService } from './games.catalogue.service.js';
import { game } from './games.catalogue.tables.js';

/**
 * Deep lobby pages (decision 0023): pages past the first SEEK_STRIDE rows seek to cached keys
 * instead of skipping rows with OFFSET. Every page must be exactly what OFFSET gives, before and
 * after the catalogue changes. The small catalogue (about 530 games) already spans two strides.
 */
const t = useTestApp();
const { gameList } = gamesClient(t);
const db = () => t.ctx.database.db;

/** The lobby order of a filter read in one go (no paging at all): what the pages must add up to. */
const orderOf = async (filter: Omit<repo.GameFilter, 'hiddenVendors'>) =>
  (await repo.gamePage(db(), { hiddenVendors: [], ...filter }, 1, 100_000)).map((g) => g.nodeId.toString());

/** Every page of a query, in page order, as node ids. */
async function walk(query: string, pageSize: number): Promise<{ ids: string[]; pages: number }> {
  const first = (await gameList(`${query}&pageSize=${pageSize}&pageNo=1`)).body.value;
  const ids = first.games.map((g) => g.nodeId);
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo++) {
    const page = (await gameList(`${query}&pageSize=${pageSize}&pageNo=${pageNo}`)).body.value;
    expect(page.games.length, `${query} page ${pageNo}`).toBe(
      pageNo < first.totalPages ? pageSize : first.total - pageSize * (first.totalPages - 1),
    );
    ids.push(...page.games.map((g) => g.nodeId));
  }
  return { ids, pages: first.totalPages };
}

/** A page deep enough to seek (its first row is past the first stride). */
const deepPageOf = (pageSize: number) => Math.floor(repo.SEEK_STRIDE / pageSize) + 2;

describe('deep pages', () => {
  it('adds up, page by page, to the lobby order of every filter (no gap, no repeat)', async () => {
    const cases: [string, Omit<repo.GameFilter, 'hiddenVendors'>][] = [
      ['clientType=3', {}],
      ['gameType=RNG', { scopes: [{ gameType: 'RNG' }] }],
      ['gameType=RNG&vassalage=PG', { scopes: [{ gameType: 'RNG' }], vassalage: 'PG' }],
      ['isNew=0', { isNew: false }],
      ['gameName=e', { nameSearch: 'e' }],
    ];
    for (const [query, filter] of cases) {
      const expected = await orderOf(filter);
      for (const pageSize of [7, 18, 100]) {
        const { ids } = await walk(query, pageSize);
        expect(ids, `${query} pageSize ${pageSize}`).toEqual(expected);
      }
    }
    // The cases reach past the first stride, so the seek path is what was compared: the keys of
    // the all-games filter are cached (one per SEEK_STRIDE games).
    const all = await orderOf({});
    expect(all.length).toBeGreaterThan(repo.SEEK_STRIDE);
    const version = await repo.catalogueVersion(db());
    const keys = await t.ctx.cache.get<repo.SeekKey[]>(`games:seek:${version}:{"hiddenVendors":[]}`);
    expect(keys?.map(([, nodeId]) => nodeId)).toEqual(all.filter((_, i) => i % repo.SEEK_STRIDE === 0));
  });

  it('answers a page past the end as empty with the right totals, also far past the last key', async () => {
    const { ids, pages } = await walk('gameType=RNG', 18);
    for (const pageNo of [pages + 1, pages + 20, 100_000]) {
      const beyond = (await gameList(`gameType=RNG&pageSize=18&pageNo=${pageNo}`)).body.value;
      expect(beyond.games).toEqual([]);
      expect(beyond.total).toBe(ids.length);
    }
  });

  it('reads a deep page from the current catalogue right after a change (no stale keys)', async () => {
    const pageSize = 18;
    const pageNo = deepPageOf(pageSize);
    const query = `gameType=RNG&pageSize=${pageSize}&pageNo=${pageNo}`;
    const expectedPage = async () => {
      const start = (pageNo - 1) * pageSize;
      return (await orderOf({ scopes: [{ gameType: 'RNG' }] })).slice(start, start + pageSize);
    };
    const pageIds = async () => (await gameList(query)).body.value.games.map((g) => g.nodeId);
    const before = await pageIds(); // caches the keys of this filter
    expect(before).toEqual(await expectedPage());
    const [firstGame] = await orderOf({ scopes: [{ gameType: 'RNG' }] });
    const version = await repo.catalogueVersion(db());

    // 1. A game before the page disappears: the page moves up by one.
    await repo.setGameFlags(db(), BigInt(firstGame ?? '0'), { status: 'inactive' });
    expect(await repo.catalogueVersion(db())).toBeGreaterThan(version);
    const afterHide = await pageIds();
    expect(afterHide).toEqual(await expectedPage());
    expect(afterHide.slice(0, -1)).toEqual(before.slice(1));

    // 2. It comes back, then moves to the end of the lobby order.
    await repo.setGameFlags(db(), BigInt(firstGame ?? '0'), { status: 'active', sort: 1_000_000 });
    expect(await pageIds()).toEqual(await expectedPage());

    // 3. New games sorted first push the page down.
    const [template] = await db().select().from(game).where(eq(game.gameType, 'RNG')).limit(1);
    if (!template) throw new Error('no RNG game seeded');
    const { nodeId: _n, searchName: _s, ...row } = template;
    await repo.insertGames(
      db(),
      [1, 2, 3].map((i) => ({ ...row, gameCode: `DEEP_${i}`, sort: -i })),
    );
    const afterInsert = await pageIds();
    expect(afterInsert).toEqual(await expectedPage());
    expect(afterInsert).not.toEqual(afterHide);
  });

  it('loads a missing count and missing seek keys once for requests that miss them together', async () => {
    const memory = createMemoryCache();
    const stored: string[] = [];
    const cache: Cache = {
      ...memory,
      set: async (key, value, ttlMs) => {
        stored.push(key);
        await memory.set(key, value, ttlMs);
      },
    };
    const catalogue = createCatalogueService(
      { ...t.ctx, cache },
      { laneLists: async () => ({ esportVendors: [], cockfightVendors: [] }) },
    );
    const query = GameListQuery.parse({ gameType: 'RNG', pageNo: deepPageOf(18), pageSize: 18 });
    const pages = await Promise.all(Array.from({ length: 8 }, () => catalogue.gameList(query, 'en')));
    expect(new Set(pages.map((p) => JSON.stringify(p))).size).toBe(1);
    expect(pages[0]?.games).toHaveLength(18);
    expect(stored.filter((key) => key.startsWith('games:count:'))).toHaveLength(1);
    expect(stored.filter((key) => key.startsWith('games:seek:'))).toHaveLength(1);
  });

  it('bumps the catalogue version with every write to games, and not with a rolled-back one', async () => {
    const start = await repo.catalogueVersion(db());
    const [one] = await db().select().from(game).orderBy(asc(game.nodeId)).limit(1);
    if (!one) throw new Error('no game seeded');
    await repo.setGameFlags(db(), one.nodeId, { isHot: !one.isHot });
    const afterUpdate = await repo.catalogueVersion(db());
    expect(afterUpdate).toBe(start + 1);
    await expect(
      db().transaction(async (tx) => {
        await repo.setGameFlags(tx, one.nodeId, { isHot: one.isHot });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await repo.catalogueVersion(db())).toBe(afterUpdate);
    // Reads do not bump it.
    await gameList('gameType=RNG&pageNo=30');
    await db().execute(sql`select count(*) from game`);
    expect(await repo.catalogueVersion(db())).toBe(afterUpdate);
    await repo.setGameFlags(db(), one.nodeId, { isHot: one.isHot });
  });
});
