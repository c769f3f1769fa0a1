import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness, openTestDatabase, player, type TestDatabase } from './test-harness.js';
import type { PlaceBetInput } from './types.js';

/** The money protocol: which wallet calls a bet makes, with which ids and amounts. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const P1 = player('101');
let requests = 0;

function slip(
  type: PlaceBetInput['type'],
  legs: [string, number][],
  stake: string,
  more: Partial<PlaceBetInput> = {},
) {
  requests += 1;
  return {
    type,
    legs: legs.map(([selectionId, odds]) => ({ selectionId, odds })),
    stake,
    acceptOdds: 'none' as const,
    requestId: `req-${requests}`,
    ...more,
  };
}

/** A book with three fixtures of one 1X2 market each (home 2.000, draw 3.000, away 4.000). */
async function setUp(): Promise<Harness> {
  const h = harness(database);
  for (const fixture of ['F1', 'F2', 'F3']) {
    h.feed.addFixture(fixture);
    h.feed.addMarket(fixture, `${fixture}-M`, [
      { id: `${fixture}-H`, odds: 2000, probabilityPpm: 480_000 },
      { id: `${fixture}-D`, odds: 3000, probabilityPpm: 300_000 },
      { id: `${fixture}-A`, odds: 4000, probabilityPpm: 220_000 },
    ]);
  }
  h.wallet.addPlayer(P1.playerId, '1000.00', 'token-101');
  await h.book.start();
  return h;
}

async function placeOk(h: Harness, input: PlaceBetInput) {
  const placed = await h.book.place(P1, input);
  if (!placed.ok) throw new Error(`placement refused: ${placed.code}`);
  return placed.bet;
}

/** The wallet calls of one bet, after its debit, as "call id amount [endRound]". */
function callsOf(h: Harness, betId: string): string[] {
  return h.wallet.calls
    .filter((entry) => entry.body.roundId === betId && entry.status === 'OK')
    .map((entry) => {
      const id = String(entry.body.transactionId).slice(betId.length + 1);
      const amount = entry.body.amount === undefined ? '' : ` ${String(entry.body.amount)}`;
      const end = entry.body.endRound === undefined ? '' : ` end=${String(entry.body.endRound)}`;
      return `${entry.call} ${id}${amount}${end}`;
    });
}

async function settle(
  h: Harness,
  fixture: string,
  results: Record<string, Parameters<Harness['feed']['settle']>[1][string]>,
) {
  h.feed.settle(fixture, results);
  await h.book.tick();
  await h.book.drain();
}

describe('the money protocol of a bet', () => {
  it('a won single: debit the stake, credit the return with endRound', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    expect(h.wallet.balanceOf(P1.playerId)).toBe('990.00');
    await settle(h, 'F1', { 'F1-H': { kind: 'win' }, 'F1-D': { kind: 'lose' }, 'F1-A': { kind: 'lose' } });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00', 'credit C 20.00 end=true']);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1010.00');
    const [view] = await h.book.bets(P1, 'settled');
    expect(view).toMatchObject({ betId: bet.betId, state: 'won', returned: '20.00' });
  });

  it('a lost single: credit 0.00 with endRound', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    await settle(h, 'F1', { 'F1-H': { kind: 'lose' } });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00', 'credit C 0.00 end=true']);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('990.00');
    expect((await h.book.bets(P1, 'settled'))[0]?.state).toBe('lost');
  });

  it('a void single: its stake comes back as a credit (a rolled-back round could not be corrected)', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    await settle(h, 'F1', { 'F1-H': { kind: 'void' } });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00', 'credit C 10.00 end=true']);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1000.00');
    expect((await h.book.bets(P1, 'settled'))[0]).toMatchObject({ state: 'void', returned: '10.00' });
  });

  it('a 3-leg parlay with a void leg pays the other two at their odds', async () => {
    const h = await setUp();
    const bet = await placeOk(
      h,
      slip(
        'parlay',
        [
          ['F1-H', 2000],
          ['F2-D', 3000],
          ['F3-A', 4000],
        ],
        '10.00',
      ),
    );
    expect(bet.potentialReturn).toBe('240.00');
    await settle(h, 'F1', { 'F1-H': { kind: 'win' } });
    expect((await h.book.bets(P1, 'open'))[0]?.pendingReason).toBe('other_legs');
    await settle(h, 'F2', { 'F2-D': { kind: 'void' } });
    await settle(h, 'F3', { 'F3-A': { kind: 'win' } });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00', 'credit C 80.00 end=true']);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1070.00');
  });

  it('settle → rollback → resettle → rollback → resettle: adjusts net to the last result', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    await settle(h, 'F1', { 'F1-H': { kind: 'win' } });
    h.feed.rollbackSettlement('F1', ['F1-M']);
    await h.book.tick();
    await h.book.drain();
    expect((await h.book.bets(P1, 'open'))[0]?.pendingReason).toBe('resettling');
    await settle(h, 'F1', { 'F1-H': { kind: 'half-win' } });
    h.feed.rollbackSettlement('F1', ['F1-M']);
    await h.book.tick();
    await settle(h, 'F1', { 'F1-H': { kind: 'lose' } });
    expect(callsOf(h, bet.betId)).toEqual([
      'debit D 10.00',
      'credit C 20.00 end=true',
      'adjust A3 -20.00',
      'adjust A4 15.00',
      'adjust A5 -15.00',
    ]);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('990.00');
    const adjust = h.wallet.calls.find((entry) => entry.call === 'adjust');
    expect(adjust?.body).toMatchObject({ roundId: bet.betId, gameCode: P1.gameCode });
  });

  it('a bet_cancel voids only the bets placed inside its window, and its rollback restores them', async () => {
    const h = await setUp();
    h.clock.now = 1_000;
    const early = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    h.clock.now = 5_000;
    const late = await placeOk(h, slip('single', [['F1-D', 3000]], '10.00'));
    h.clock.now = 10_000;
    h.feed.cancel('F1', ['F1-M'], { startAt: 4_000, endAt: 6_000 });
    await h.book.tick();
    await h.book.drain();
    expect(callsOf(h, late.betId)).toEqual(['debit D 10.00', 'credit C 10.00 end=true']);
    expect(callsOf(h, early.betId)).toEqual(['debit D 10.00']);
    h.feed.rollbackCancel('F1', ['F1-M'], { startAt: 4_000, endAt: 6_000 });
    await settle(h, 'F1', { 'F1-H': { kind: 'lose' }, 'F1-D': { kind: 'win' } });
    expect(callsOf(h, early.betId)).toEqual(['debit D 10.00', 'credit C 0.00 end=true']);
    expect(callsOf(h, late.betId)).toEqual(['debit D 10.00', 'credit C 10.00 end=true', 'adjust A3 20.00']);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1010.00');
  });

  it('a full cash-out credits the offer and closes the round; the result changes nothing', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    const [open] = await h.book.bets(P1, 'open');
    // 10.00 × 0.48 × 2.000 × 95% = 9.12
    expect(open?.cashOut).toBe('9.12');
    const cashed = await h.book.cashOut(P1, bet.betId, '9.12', 100);
    expect(cashed).toMatchObject({ ok: true, paid: '9.12', balance: '999.12' });
    await settle(h, 'F1', { 'F1-H': { kind: 'win' } });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00', 'credit CO2 9.12 end=true']);
    expect((await h.book.bets(P1, 'settled'))[0]).toMatchObject({ state: 'cashed_out', returned: '9.12' });
  });

  it('a partial cash-out pays part and the bet runs on its stake left', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    expect(await h.book.cashOut(P1, bet.betId, '9.00', 50)).toEqual({
      ok: false,
      code: 'CASHOUT_CHANGED',
      offer: '9.12',
    });
    const cashed = await h.book.cashOut(P1, bet.betId, '9.12', 50);
    expect(cashed).toMatchObject({ ok: true, paid: '4.56' });
    await settle(h, 'F1', { 'F1-H': { kind: 'win' } });
    // The 5.00 of stake left wins 10.00.
    expect(callsOf(h, bet.betId)).toEqual([
      'debit D 10.00',
      'credit CO2 4.56 end=false',
      'credit C 10.00 end=true',
    ]);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1004.56');
  });

  it('cashes out a system bet by bet: half a trixie, the rest runs on and wins', async () => {
    const h = await setUp();
    const legs: [string, number][] = [
      ['F1-H', 2000],
      ['F2-H', 2000],
      ['F3-H', 2000],
    ];
    const bet = await placeOk(h, slip('system', legs, '40.00', { system: 'trixie' }));
    // 10.00 a bet: each double 10.00 × (0.48 × 2)² × 0.95 = 8.75, the treble × 0.96³ = 8.40.
    const [open] = await h.book.bets(P1, 'open');
    expect(open?.cashOut).toBe('34.65');
    const cashed = await h.book.cashOut(P1, bet.betId, '34.65', 50);
    expect(cashed).toMatchObject({ ok: true, paid: '17.32' });
    for (const fixture of ['F1', 'F2', 'F3']) await settle(h, fixture, { [`${fixture}-H`]: { kind: 'win' } });
    // 5.00 a bet runs on: three doubles at 4.000 and the treble at 8.000 return 100.00.
    expect(callsOf(h, bet.betId)).toEqual([
      'debit D 40.00',
      'credit CO2 17.32 end=false',
      'credit C 100.00 end=true',
    ]);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1077.32');
  });

  it('refuses a cash-out while the market is suspended', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-H', 2000]], '10.00'));
    h.feed.setMarketStatus('F1-M', 'suspended');
    expect((await h.book.bets(P1, 'open'))[0]?.cashOut).toBeUndefined();
    expect(await h.book.cashOut(P1, bet.betId, '9.12', 100)).toEqual({
      ok: false,
      code: 'CASHOUT_UNAVAILABLE',
    });
    expect(callsOf(h, bet.betId)).toEqual(['debit D 10.00']);
    expect(await h.book.cashOut(player('999'), bet.betId, '9.12', 100)).toEqual({
      ok: false,
      code: 'BET_NOT_FOUND',
    });
  });

  it('a refused take-back stays outstanding and is tried again later, never doubled', async () => {
    const h = await setUp();
    const bet = await placeOk(h, slip('single', [['F1-A', 4000]], '100.00'));
    await settle(h, 'F1', { 'F1-A': { kind: 'win' } });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('1300.00');
    // The player spends the win elsewhere.
    const spent = h.wallet.players.get(P1.playerId);
    if (spent) spent.balanceMinor = 5000n;
    h.feed.rollbackSettlement('F1', ['F1-M']);
    await h.book.tick();
    await h.book.drain();
    expect((await h.book.bets(P1, 'open'))[0]?.correction).toBe('-400.00');
    expect(h.wallet.balanceOf(P1.playerId)).toBe('50.00');
    // Nothing is posted again before the retry time.
    await h.book.tick();
    expect(h.wallet.calls.filter((entry) => entry.call === 'adjust')).toHaveLength(1);
    if (spent) spent.balanceMinor = 100_000n;
    h.clock.now += 11 * 60_000;
    await h.book.tick();
    await h.book.drain();
    expect(h.wallet.balanceOf(P1.playerId)).toBe('600.00');
    expect(callsOf(h, bet.betId)).toEqual([
      'debit D 100.00',
      'credit C 400.00 end=true',
      'adjust A4 -400.00',
    ]);
    expect((await h.book.bets(P1, 'open'))[0]?.correction).toBeUndefined();
  });
});
