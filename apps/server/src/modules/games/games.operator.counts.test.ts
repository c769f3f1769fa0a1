import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';

/** The games page: each vendor's own game count, and a search where % and _ mean themselves. */
const t = useTestApp();

type Envelope<T> = { success: boolean; value: T; code?: string };
type Game = { id: string; vendor: string; gameCode: string; nameEn: string; nameBn: string };

async function get<T>(url: string, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return res.json<Envelope<T>>().value;
}

describe('back office: games per vendor', () => {
  it("gives each vendor its own game count, the same as that vendor's game list", async () => {
    const token = await operatorToken(t.app, 'admin', { now: t.ctx.now() });
    const vendors = await get<{ vendor: string; games: number }[]>('/bo/api/games/vendors', token);
    expect(vendors.length).toBeGreaterThan(1);
    const all = await get<{ total: number }>('/bo/api/games?pageSize=1', token);
    expect(vendors.reduce((sum, v) => sum + v.games, 0)).toBe(all.total);
    for (const v of vendors) {
      const listed = await get<{ total: number }>(`/bo/api/games?vendor=${v.vendor}&pageSize=1`, token);
      expect(v.games, v.vendor).toBe(listed.total);
    }
    expect(new Set(vendors.map((v) => v.games)).size).toBeGreaterThan(1);
  });
});

describe('back office: games search', () => {
  it('finds only games whose name or code holds a % or a _ when searching for it', async () => {
    const token = await operatorToken(t.app, 'admin', { now: t.ctx.now() });
    const [target] = await queryRows<{ node_id: string }>(
      t.ctx.database.db,
      sql`select node_id::text from game order by node_id limit 1`,
    );
    await queryRows(
      t.ctx.database.db,
      sql`update game set name_en = '100% Lucky Wheel' where node_id = ${target?.node_id}::bigint`,
    );
    const percent = await get<{ list: Game[]; total: number }>('/bo/api/games?q=%25&pageSize=50', token);
    expect(percent.list.map((g) => g.id)).toEqual([target?.node_id]);
    expect(percent.total).toBe(1);

    const underscore = await get<{ list: Game[]; total: number }>('/bo/api/games?q=_&pageSize=50', token);
    expect(underscore.list.length).toBeGreaterThan(0);
    for (const g of underscore.list) expect(`${g.nameEn} ${g.nameBn} ${g.gameCode}`).toContain('_');
    // A pattern that only matches when _ is a wildcard finds nothing.
    const none = await get<{ total: number }>('/bo/api/games?q=1_0%25&pageSize=1', token);
    expect(none.total).toBe(0);
  });
});
