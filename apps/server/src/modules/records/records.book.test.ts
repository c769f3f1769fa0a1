import { createHash, randomBytes } from 'node:crypto';
import type { BetValue, PlayerDetailValue, ProfitValue } from '@khela/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ScriptedFeed } from '../../../../studio/src/book/feed/scripted.js';
import { useTestApp } from '../../test/harness.js';
import { operatorToken } from '../../test/operators.js';
import { bookStore, fundedPlayer, openBook, sportsGame } from '../../test/studio-book.js';
import { SESSION_TTL_MS } from '../accounts/accounts.model.js';
import { insertSession } from '../accounts/accounts.repo.js';

/**
 * The studio book's bets in the records that exist (issue 19): the player's betting record and
 * profit and loss, and the back office's player detail. A bet voided before any credit is paid
 * its stake back by a credit (decision 0066: a rolled-back round could not be corrected if the
 * void is undone), so it shows settled with no profit; a resettled bet shows its corrected win, since
 * the adjust naming the round moves the round's win; the game is named as the catalogue names it.
 */
const t = useTestApp();
const DAY = '2026-11-20';

type Envelope<T> = { success: boolean; value: T; code?: string };

async function sessionOf(memberId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = t.ctx.now();
  await insertSession(t.ctx.database.db, {
    tokenHash: createHash('sha256').update(token).digest('hex'),
    memberId: BigInt(memberId),
    area: 'player',
    loginMethod: 'password',
    ip: '127.0.0.1',
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

async function get<T>(url: string, token: string, lang = 'en'): Promise<T> {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-lang': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<T>>().value;
}

let sports: Awaited<ReturnType<typeof sportsGame>>;
let player: Awaited<ReturnType<typeof fundedPlayer>>;
let token: string;
let voided = '';
let resettled = '';
let owner = '';

beforeAll(async () => {
  // Signed in before the test clock moves (the authenticator code is of the server's clock).
  owner = await operatorToken(t.app, 'owner', { now: t.ctx.now() });
  t.setNow(new Date(`${DAY}T06:00:00Z`));
  sports = await sportsGame(t);
  player = await fundedPlayer(t, sports, 100_000n);
  token = await sessionOf(player.memberId);
  const feed = new ScriptedFeed();
  for (const fixture of ['F1', 'F2']) {
    feed.addFixture(fixture);
    feed.addMarket(fixture, `${fixture}-M`, [
      { id: `${fixture}-H`, odds: 2000 },
      { id: `${fixture}-A`, odds: 1900 },
    ]);
  }
  const { book } = openBook(t, { store: bookStore(t), feed, clock: { now: Date.parse(`${DAY}T06:00:00Z`) } });
  await book.start();
  const place = async (selectionId: string, requestId: string) => {
    const placed = await book.place(player, {
      type: 'single',
      legs: [{ selectionId, odds: 2000 }],
      stake: '10.00',
      acceptOdds: 'none',
      requestId,
    });
    if (!placed.ok) throw new Error(`placement refused: ${placed.code}`);
    return placed.bet.betId;
  };
  voided = await place('F1-H', 'records-void-1');
  resettled = await place('F2-H', 'records-resettle-1');
  const settleAll = async () => {
    await book.tick();
    await book.drain();
  };
  // F1 is abandoned: every bet on its market is void before anything was paid.
  feed.cancel('F1', ['F1-M']);
  // F2 is settled home, corrected to away: paid 20.00, then taken back by an adjust naming the round.
  feed.settle('F2', { 'F2-H': { kind: 'win' }, 'F2-A': { kind: 'lose' } });
  await settleAll();
  feed.rollbackSettlement('F2', ['F2-M']);
  feed.settle('F2', { 'F2-H': { kind: 'lose' }, 'F2-A': { kind: 'win' } });
  await settleAll();
  await book.close();
});

describe('book bets in the player’s betting record', () => {
  it('shows the void with its stake back and no profit, the resettled bet’s corrected win, and the catalogue’s name', async () => {
    const page = await get<BetValue>(
      `/wps/member/records/bets?startDate=${DAY}&endDate=${DAY}&pageNo=1&pageSize=20`,
      token,
    );
    const byRound = new Map(page.list.map((item) => [item.roundId, item]));
    expect(byRound.get(voided)).toMatchObject({
      vendor: 'KHELA',
      gameType: 'SPORTS',
      gameCode: sports.gameCode,
      gameName: sports.nameEn,
      stake: '10.00',
      win: '10.00',
      profit: '0.00',
      status: 'settled',
    });
    expect(byRound.get(resettled)).toMatchObject({
      gameName: sports.nameEn,
      stake: '10.00',
      win: '0.00',
      profit: '-10.00',
      status: 'settled',
    });
    expect(page.totals).toEqual({ stake: '20.00', win: '10.00', profit: '-10.00' });
    const bn = await get<BetValue>(
      `/wps/member/records/bets?startDate=${DAY}&endDate=${DAY}&pageNo=1&pageSize=20`,
      token,
      'bn',
    );
    expect(bn.list.map((item) => item.gameName)).toEqual([sports.nameBn, sports.nameBn]);
  });

  it('counts the void at no profit and the resettled bet at its corrected result in profit and loss', async () => {
    const profit = await get<ProfitValue>(
      `/wps/member/records/profit?startDate=${DAY}&endDate=${DAY}`,
      token,
    );
    expect(profit.list).toEqual([
      { day: DAY, gameType: 'SPORTS', rounds: 2, stake: '20.00', win: '10.00', profit: '-10.00' },
    ]);
  });
});

describe('book bets in the back office’s player detail', () => {
  it('lists both with their status and corrected win', async () => {
    const detail = await get<PlayerDetailValue>(`/bo/api/players/${player.memberId}`, owner);
    const statuses = detail.bets.map((bet) => [bet.gameCode, bet.stake, bet.win, bet.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [sports.gameCode, '10.00', '10.00', 'settled'],
        [sports.gameCode, '10.00', '0.00', 'settled'],
      ]),
    );
    expect(statuses).toHaveLength(2);
  });
});
