import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gamesClient } from '../../test/games-client.js';
import { useTestApp } from '../../test/harness.js';
import { tokenOf, vendorClient } from '../../test/vendor-client.js';
import { game } from '../games/games.catalogue.tables.js';

/** Bet records (betting-record and profit-and-loss queries) and the winner board's real wins. */
const t = useTestApp();
const api = gamesClient(t);
const vendor = vendorClient(t);
const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

type Game = typeof game.$inferSelect;
let rng: Game;
let fish: Game;
let free: Game;
let playerId = '';
let trialId = '';
const DAY = 86_400_000;
let day0: Date;

async function khelaGame(gameType: string, supportPlay: 0 | 1): Promise<Game> {
  const [row] = await t.ctx.database.db
    .select()
    .from(game)
    .where(and(eq(game.vassalage, 'KHELA'), eq(game.gameType, gameType), eq(game.supportPlay, supportPlay)))
    .limit(1);
  if (!row) throw new Error(`no KHELA ${gameType} game`);
  return row;
}

async function authenticate(token: string, node: Game): Promise<string> {
  const launched = await api.call<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { nodeId: node.nodeId.toString() },
  });
  const auth = await vendor.call('authenticate', { token: tokenOf(launched.body.value.url) });
  return String(auth.body.playerId);
}

/** One round: a debit and, unless open, a credit. */
async function round(player: string, node: Game, stake: string, win: string | undefined) {
  const roundId = id('r');
  const base = { playerId: player, currency: 'BDT', roundId, gameCode: node.gameCode };
  const debit = await vendor.call('debit', { ...base, transactionId: id('d'), amount: stake });
  expect(debit.body.status).toBe('OK');
  if (win !== undefined) {
    const credit = await vendor.call('credit', { ...base, transactionId: id('c'), amount: win });
    expect(credit.body.status).toBe('OK');
  }
  return roundId;
}

type Board = { customerName: string; gameName: string; winAmount: string }[];
const board = async (category = 'ALL') =>
  (await api.call<Board>('GET', `/wps/relay/GCSGAME_getRankList?gameCategory=${category}&limitNum=20`)).body
    .value;

beforeAll(async () => {
  rng = await khelaGame('RNG', 1);
  fish = await khelaGame('FISH', 1);
  free = await khelaGame('RNG', 0);
  day0 = new Date(Date.UTC(2026, 10, 10, 6, 0, 0));
  t.setNow(day0);
  playerId = await authenticate(await api.login(), rng);
  trialId = await authenticate(await api.trial(), free);
});

describe('bet records', () => {
  it('pages a player’s records newest first, filtered by game type, vendor and dates', async () => {
    const r1 = await round(playerId, rng, '10.00', '25.00');
    t.setNow(new Date(day0.getTime() + 60_000));
    const r2 = await round(playerId, fish, '5.00', '0.00');
    t.setNow(new Date(day0.getTime() + DAY));
    playerId = await authenticate(await api.login(), rng); // a new day, a new game session
    const r3 = await round(playerId, rng, '2.00', undefined);
    const vendors = t.app.services.vendors;
    const memberId = BigInt(playerId);
    const all = await vendors.playerRecords({ memberId }, 1, 2);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.roundId)).toEqual([r3, r2]);
    expect((await vendors.playerRecords({ memberId }, 2, 2)).rows.map((r) => r.roundId)).toEqual([r1]);
    expect(all.rows[0]).toMatchObject({ status: 'open', stakeMinor: 200n, winMinor: 0n, gameType: 'RNG' });
    const fishOnly = await vendors.playerRecords({ memberId, gameType: 'FISH' }, 1, 10);
    expect(fishOnly.rows.map((r) => [r.roundId, r.status, r.stakeMinor])).toEqual([[r2, 'settled', 500n]]);
    expect((await vendors.playerRecords({ memberId, vendorCode: 'PG' }, 1, 10)).total).toBe(0);
    const firstDay = await vendors.playerRecords(
      { memberId, from: day0, to: new Date(day0.getTime() + DAY - 1) },
      1,
      10,
    );
    expect(firstDay.rows.map((r) => r.roundId)).toEqual([r2, r1]);
  });

  it('sums profit per day and game type over settled real-money rounds', async () => {
    // A trial round, however big, is play money and stays out.
    trialId = await authenticate(await api.trial(), free);
    await round(trialId, free, '1.00', '500.00');
    const rows = await t.app.services.vendors.dailyProfit({
      memberId: BigInt(playerId),
      timeZone: 'Asia/Dhaka',
    });
    expect(rows).toEqual([
      { day: '2026-11-10', gameType: 'FISH', rounds: 1, stakeMinor: 500n, winMinor: 0n, profitMinor: -500n },
      {
        day: '2026-11-10',
        gameType: 'RNG',
        rounds: 1,
        stakeMinor: 1000n,
        winMinor: 2500n,
        profitMinor: 1500n,
      },
    ]);
    // The day is the site's: 23:30 UTC is the next morning in Dhaka (UTC+6).
    t.setNow(new Date(Date.UTC(2026, 10, 12, 23, 30)));
    playerId = await authenticate(await api.login(), rng);
    await round(playerId, rng, '1.00', '3.00');
    const later = await t.app.services.vendors.dailyProfit({
      memberId: BigInt(playerId),
      timeZone: 'Asia/Dhaka',
      from: new Date(Date.UTC(2026, 10, 12)),
    });
    expect(later).toEqual([
      { day: '2026-11-13', gameType: 'RNG', rounds: 1, stakeMinor: 100n, winMinor: 300n, profitMinor: 200n },
    ]);
  });
});

describe('winner board', () => {
  it('shows real settled wins, masked, merged with the demo rows while fewer than 20', async () => {
    const before = await board();
    expect(before).toHaveLength(20);
    // The trial's 500.00 play-money win is not on the board.
    expect(before.some((r) => r.customerName.startsWith('tr'))).toBe(false);
    // One real win bigger than every demo row leads the board.
    await t.app.services.wallet.post({
      idempotencyKey: id('fund'),
      type: 'deposit',
      transfers: [
        {
          from: { system: 'payment_provider', ownerId: 'TEST' },
          to: { player: playerId, kind: 'cash' },
          amountMinor: 100_000n,
        },
      ],
      actor: 'test',
    });
    await round(playerId, rng, '100.00', '300000.00');
    const after = await board();
    expect(after).toHaveLength(20);
    expect(after[0]).toMatchObject({ customerName: 'd***o', gameName: rng.nameEn, winAmount: '300000.00' });
    expect(after.filter((r) => r.customerName === 'd***o').map((r) => r.winAmount)).toEqual(
      expect.arrayContaining(['300000.00', '25.00']),
    );
    const amounts = after.map((r) => Number(r.winAmount));
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    // Category filter: real FISH rounds had no win, so FISH shows demo rows only.
    expect((await board('FISH')).some((r) => r.customerName === 'd***o')).toBe(false);
  });

  it('shows only real wins once there are 20 of them', async () => {
    for (let i = 0; i < 20; i++) await round(playerId, rng, '1.00', `${i + 1}.00`);
    const rows = await board();
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.customerName === 'd***o')).toBe(true);
    expect(rows[0]?.winAmount).toBe('300000.00');
  });
});
