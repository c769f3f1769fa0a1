import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import { game } from '../games/games.catalogue.tables.js';

/** The records pages: betting record, profit and loss, account record (decision 0021). */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

type Game = typeof game.$inferSelect;
let rng: Game;
let fish: Game;
let demo = '';
let playerId = '';

async function khelaGame(gameType: string): Promise<Game> {
  const [row] = await t.ctx.database.db
    .select()
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, gameType), eq(game.supportPlay, 1)))
    .limit(1);
  if (!row) throw new Error(`no KHELA ${gameType} game`);
  return row;
}

async function round(node: Game, stake: string, win: string | undefined) {
  const base = { playerId, currency: 'BDT', roundId: id('r'), gameCode: node.gameCode };
  expect((await vendor.call('debit', { ...base, transactionId: id('d'), amount: stake })).body.status).toBe(
    'OK',
  );
  if (win !== undefined) {
    expect((await vendor.call('credit', { ...base, transactionId: id('c'), amount: win })).body.status).toBe(
      'OK',
    );
  }
}

type Page<T> = {
  list: T[];
  total: number;
  totalPages: number;
  pageNo: number;
  totals: Record<string, string>;
};
type Bet = {
  vendor: string;
  vendorName: string;
  gameType: string;
  gameName: string;
  stake: string;
  win: string;
  profit: string;
  status: string;
};
const get = <T>(path: string, token = demo, lang: 'en' | 'bn' = 'en') =>
  api.call<T>('GET', path, { token, lang });
const bets = async (query: string) => {
  const res = await get<Page<Bet>>(`/wps/member/records/bets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.value;
};

beforeAll(async () => {
  rng = await khelaGame('RNG');
  fish = await khelaGame('FISH');
  demo = await api.login();
  // 23:50 in Dhaka on 10 November: two rounds; 00:10 on the 11th: one more, still open.
  t.setNow(new Date(Date.UTC(2026, 10, 10, 17, 50)));
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token: demo,
    body: { nodeId: rng.nodeId.toString() },
  });
  playerId = String(
    (await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) })).body.playerId,
  );
  await round(rng, '10.00', '25.00');
  await round(fish, '5.00', '0.00');
  t.setNow(new Date(Date.UTC(2026, 10, 10, 18, 10)));
  await round(rng, '2.00', undefined);
});

describe('betting record (personalHistoryCopy)', () => {
  it('cuts days at Dhaka midnight, totals the whole filter and names the games', async () => {
    const day10 = await bets('startDate=2026-11-10&endDate=2026-11-10');
    expect(day10.total).toBe(2);
    expect(day10.list.map((b) => b.gameType)).toEqual(['FISH', 'RNG']);
    expect(day10.totals).toEqual({ stake: '15.00', win: '25.00', profit: '10.00' });
    expect(day10.list[1]).toMatchObject({ stake: '10.00', win: '25.00', profit: '15.00', status: 'settled' });
    expect(day10.list[1]?.gameName).toBe(rng.nameEn);
    // The vendor by the name the lobby shows (its code stays for the filter).
    expect(day10.list[1]).toMatchObject({ vendor: 'KHELA', vendorName: 'Khela Studio' });
    const day11 = await bets('startDate=2026-11-11&endDate=2026-11-11');
    expect(day11.list).toEqual([expect.objectContaining({ stake: '2.00', status: 'open', profit: '-2.00' })]);
  });

  it('filters by game type and vendor, and pages past the end to an empty page', async () => {
    const range = 'startDate=2026-11-10&endDate=2026-11-11';
    expect((await bets(`${range}&gameType=RNG`)).total).toBe(2);
    expect((await bets(`${range}&vendor=KHELA`)).total).toBe(3);
    const none = await bets(`${range}&vendor=PG`);
    expect(none).toMatchObject({ list: [], total: 0, totalPages: 0 });
    expect(none.totals).toEqual({ stake: '0.00', win: '0.00', profit: '0.00' });
    const second = await bets(`${range}&pageSize=1&pageNo=2`);
    expect(second).toMatchObject({ total: 3, totalPages: 3, pageNo: 2 });
    expect(second.list.map((b) => b.gameType)).toEqual(['FISH']);
    expect((await bets(`${range}&pageSize=1&pageNo=4`)).list).toEqual([]);
  });

  it("shows nobody else's rounds", async () => {
    const other = await api.login('player02');
    const res = await get<Page<Bet>>(
      '/wps/member/records/bets?startDate=2026-11-10&endDate=2026-11-11',
      other,
    );
    expect(res.body.value.total).toBe(0);
  });
});

describe('profit and loss (personalProfit)', () => {
  it('sums settled rounds by Dhaka day and game type', async () => {
    const res = await get<{ list: unknown[]; totals: unknown }>(
      '/wps/member/records/profit?startDate=2026-11-10&endDate=2026-11-11',
    );
    expect(res.body.value.list).toEqual([
      { day: '2026-11-10', gameType: 'FISH', rounds: 1, stake: '5.00', win: '0.00', profit: '-5.00' },
      { day: '2026-11-10', gameType: 'RNG', rounds: 1, stake: '10.00', win: '25.00', profit: '15.00' },
    ]);
    expect(res.body.value.totals).toEqual({ rounds: 2, stake: '15.00', win: '25.00', profit: '10.00' });
    const fishOnly = await get<{ list: unknown[] }>(
      '/wps/member/records/profit?startDate=2026-11-10&endDate=2026-11-10&gameType=FISH',
    );
    expect(fishOnly.body.value.list).toHaveLength(1);
  });
});

describe('account record (transactionHistory)', () => {
  type Movement = { type: string; amount: string; balanceAfter: string; status: string; time: string };
  it('lists every movement newest first with the balance after, matching the wallet balance', async () => {
    const res = await get<Page<Movement>>(
      '/wps/member/records/transactions?startDate=2026-11-10&endDate=2026-11-11&group=game',
    );
    const { list, totals } = res.body.value;
    expect(list.map((m) => m.type)).toEqual(['bet', 'bet', 'win', 'bet']);
    expect(list.map((m) => m.amount)).toEqual(['-2.00', '-5.00', '25.00', '-10.00']);
    expect(list.every((m) => m.status === 'completed')).toBe(true);
    expect(totals).toEqual({ in: '25.00', out: '-17.00' });
    const balance = await get<{ balance: string }>('/wps/v2/wallets/balance');
    expect(list[0]?.balanceAfter).toBe(balance.body.value.balance);
    // Each balance after is the one before it plus the movement.
    for (let i = 0; i + 1 < list.length; i++) {
      const [newer, older] = [list[i], list[i + 1]];
      expect(Math.round(Number(newer?.balanceAfter) * 100)).toBe(
        Math.round((Number(older?.balanceAfter) + Number(newer?.amount)) * 100),
      );
    }
    const deposits = await get<Page<Movement>>(
      '/wps/member/records/transactions?startDate=2026-11-10&endDate=2026-11-11&group=deposit',
    );
    expect(deposits.body.value).toMatchObject({ list: [], total: 0, totals: { in: '0.00', out: '0.00' } });
  });
});

describe('date ranges and access', () => {
  const paths = ['transactions', 'bets', 'profit'];
  it('refuses reversed, impossible and too long ranges with translated errors', async () => {
    for (const path of paths) {
      const base = `/wps/member/records/${path}`;
      expect((await get(`${base}?startDate=2026-11-12&endDate=2026-11-11`)).body.code).toBe(
        'RECORDS_DATE_RANGE_INVALID',
      );
      expect((await get(`${base}?startDate=2026-02-30&endDate=2026-03-01`)).body.code).toBe(
        'RECORDS_DATE_RANGE_INVALID',
      );
      const long = await get(`${base}?startDate=2026-08-01&endDate=2026-10-30`);
      expect(long.body).toMatchObject({
        code: 'RECORDS_DATE_RANGE_TOO_LONG',
        message: 'Please choose a date range of at most 90 days',
      });
      expect((await get(`${base}?startDate=2026-08-01&endDate=2026-10-29`)).status).toBe(200);
      expect((await get(`${base}?startDate=2026/11/01&endDate=2026-11-02`)).body.code).toBe(
        'VALIDATION_FAILED',
      );
    }
    const bn = await get('/wps/member/records/bets?startDate=2026-01-01&endDate=2026-12-31', demo, 'bn');
    expect(bn.body.message).toBe('অনুগ্রহ করে সর্বোচ্চ ৯০ দিনের তারিখের পরিসর বেছে নিন');
    expect(
      (await get('/wps/member/records/bets?startDate=2026-11-10&endDate=2026-11-10&pageSize=101')).status,
    ).toBe(400);
  });

  it('refuses guests and trial accounts', async () => {
    const trial = await api.trial();
    for (const path of paths) {
      const url = `/wps/member/records/${path}?startDate=2026-11-10&endDate=2026-11-10`;
      expect((await api.call('GET', url)).body.code).toBe('NOT_LOGGED_IN');
      expect((await api.call('GET', url, { token: trial })).body.code).toBe('IN_NEED_TRUE_ACCOUNT');
    }
  });
});
