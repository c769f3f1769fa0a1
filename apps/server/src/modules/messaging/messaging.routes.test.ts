import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { game } from '../games/games.catalogue.tables.js';

const t = useTestApp();

type Item = {
  id: string;
  type: string;
  title: string;
  groupName: string | null;
  audience: string | null;
  execution: string | null;
};
type Value = {
  banners: Item[];
  notices: { list: Item[]; pageNo: number; totalPages: number; total: number };
  popups: Item[];
  promotions: Item[];
  headlines: Item[];
};

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    headers,
  });
  return {
    status: res.statusCode,
    body: res.json<{ success: boolean; value: Value; code?: string; message: string }>(),
  };
}

async function token(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'demo', password: 'demo1234' },
  });
  return String(res.json<{ value: { token: string } }>().value.token);
}

describe('announcements', () => {
  it('answers banners by group, headlines and promotions in the requested language', async () => {
    const en = await list('types=B,PR,H&platform=W&language=EN');
    expect(en.status).toBe(200);
    const groups = new Set(en.body.value.banners.map((b) => b.groupName));
    expect([...groups].sort()).toEqual(['w_forget', 'w_home', 'w_leftmenu', 'w_login', 'w_register']);
    expect(en.body.value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(en.body.value.promotions).toHaveLength(6);
    expect(en.body.value.headlines[0]?.title).toMatch(/top win/);
    expect(en.body.value.notices.list).toEqual([]);
    const bn = await list('types=H', { 'x-lang': 'bn' });
    expect(bn.body.value.headlines[0]?.title).toMatch(/সর্বোচ্চ জয়/);
  });

  it('pages player notices 9 at a time, newest first', async () => {
    const first = await list('types=PL&language=EN');
    expect(first.body.value.notices).toMatchObject({ pageNo: 1, total: 12, totalPages: 2 });
    expect(first.body.value.notices.list).toHaveLength(9);
    expect(first.body.value.notices.list[0]?.title).toBe('System upgrade complete');
    const second = await list('types=PL&language=EN&pageNo=2');
    expect(second.body.value.notices.list).toHaveLength(3);
    const ids = new Set(
      [...first.body.value.notices.list, ...second.body.value.notices.list].map((n) => n.id),
    );
    expect(ids.size).toBe(12);
    const past = await list('types=PL&pageNo=3');
    expect(past.body.value.notices.list).toEqual([]);
  });

  it('gives popups for the caller: audience B when anonymous, A (with execution F) when signed in', async () => {
    const anonymous = await list('types=PU&language=EN');
    expect(anonymous.body.value.popups.map((p) => [p.audience, p.execution])).toEqual([['B', 'A']]);
    const member = await list('types=PU&language=EN', { authorization: `Bearer ${await token()}` });
    expect(member.body.value.popups.map((p) => [p.audience, p.execution])).toEqual([
      ['A', 'F'],
      ['A', 'A'],
    ]);
    // An invalid token is treated as anonymous, not refused: the home page must still load.
    const stale = await list('types=PU', { authorization: 'Bearer not-a-real-token' });
    expect(stale.body.value.popups.map((p) => p.audience)).toEqual(['B']);
  });

  it('refuses unknown types and other platforms naming the field', async () => {
    const badType = await list('types=B,XX', { 'x-lang': 'en' });
    expect(badType.status).toBe(400);
    expect(badType.body.code).toBe('VALIDATION_FAILED');
    expect(badType.body.message).toContain('query.types');
    expect((await list('platform=H5')).body.code).toBe('VALIDATION_FAILED');
    expect((await list('pageNo=0')).body.code).toBe('VALIDATION_FAILED');
  });

  it('serves one notice by id and a translated not-found for others', async () => {
    const { body } = await list('types=PL&language=EN');
    const id = body.value.notices.list[0]?.id ?? '';
    const one = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/MCSFE_getAnnouncement?id=${id}&language=BN`,
    });
    expect(one.json<{ value: { title: string } }>().value.title).toBe('সিস্টেম আপগ্রেড সম্পন্ন');
    for (const bad of ['999999', 'abc', '1;drop']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/wps/relay/MCSFE_getAnnouncement?id=${encodeURIComponent(bad)}`,
        headers: { 'x-lang': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ code: string; message: string }>()).toMatchObject({
        code: 'ANNOUNCEMENT_NOT_FOUND',
        message: 'This notice is no longer available',
      });
    }
  });
});

describe('winner board', () => {
  it('lists the 20 biggest wins, sorted, names masked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20',
    });
    const rows = res.json<{ value: { customerName: string; winAmount: string; gameName: string }[] }>().value;
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ customerName: 'ra***99', winAmount: '250000.00', currency: 'BDT' });
    // Every game the board names is one a player can find in the catalogue.
    const names = new Set(
      (await t.ctx.database.db.select({ name: game.nameEn }).from(game)).map((row) => row.name),
    );
    expect(rows.filter((row) => !names.has(row.gameName))).toEqual([]);
    const amounts = rows.map((r) => Number(r.winAmount.replace('.', '')));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(rows.some((r) => r.customerName === 'rakib')).toBe(false);
  });

  it('filters by category and bounds the limit', async () => {
    const fish = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getRankList?gameCategory=fish',
    });
    const fishNames = new Set(
      (await t.ctx.database.db.select({ name: game.nameEn }).from(game).where(eq(game.gameType, 'FISH'))).map(
        (row) => row.name,
      ),
    );
    const fishRows = fish.json<{ value: { gameName: string }[] }>().value;
    expect(fishRows).toHaveLength(3);
    expect(fishRows.filter((row) => !fishNames.has(row.gameName))).toEqual([]);
    const tooMany = await t.app.inject({ method: 'GET', url: '/wps/relay/GCSGAME_getRankList?limitNum=500' });
    expect(tooMany.statusCode).toBe(400);
  });
});
