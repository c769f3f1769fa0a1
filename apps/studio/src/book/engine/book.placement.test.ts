import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, harness, openTestDatabase, player, type TestDatabase } from './test-harness.js';
import type { BookLimits, PlaceBetInput } from './types.js';

/** Placement rules: each refusal moves no money and stores nothing. */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const P1 = player('201');
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

/** Four fixtures, F1..F4, with a 2-way market each (home 2.000, away 1.800). */
async function setUp(limits: Partial<BookLimits> = {}): Promise<Harness> {
  const h = harness(database, { limits });
  for (const fixture of ['F1', 'F2', 'F3', 'F4']) {
    h.feed.addFixture(fixture);
    h.feed.addMarket(fixture, `${fixture}-M`, [
      { id: `${fixture}-H`, odds: 2000 },
      { id: `${fixture}-A`, odds: 1800 },
    ]);
  }
  h.wallet.addPlayer(P1.playerId, '500.00', 'token-201');
  await h.book.start();
  return h;
}

/** Places and expects a refusal that changed nothing. */
async function refused(h: Harness, input: PlaceBetInput, code: string) {
  const answer = await h.book.place(P1, input);
  expect(answer).toMatchObject({ ok: false, code });
  expect(h.wallet.balanceOf(P1.playerId)).toBe('500.00');
  expect(h.wallet.calls.filter((entry) => entry.call === 'debit')).toHaveLength(0);
  expect(await h.book.bets(P1, 'open')).toEqual([]);
  expect(await h.book.bets(P1, 'settled')).toEqual([]);
  return answer;
}

describe('placement', () => {
  it('places a single, a parlay and a trixie at the odds they were accepted at', async () => {
    const h = await setUp();
    const single = await h.book.place(P1, slip('single', [['F1-H', 2000]], '10.00'));
    expect(single).toMatchObject({
      ok: true,
      balance: '490.00',
      bet: { state: 'open', potentialReturn: '20.00' },
    });
    const parlay = await h.book.place(
      P1,
      slip(
        'parlay',
        [
          ['F1-A', 1800],
          ['F2-H', 2000],
        ],
        '10.00',
      ),
    );
    expect(parlay).toMatchObject({
      ok: true,
      bet: { potentialReturn: '36.00', pendingReason: 'not_started' },
    });
    const trixie = await h.book.place(
      P1,
      slip(
        'system',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
          ['F3-H', 2000],
        ],
        '4.00',
        { system: 'trixie' },
      ),
    );
    // 3 doubles at 4.000 and a treble at 8.000 on 1.00 each.
    expect(trixie).toMatchObject({
      ok: true,
      bet: { type: 'system', system: 'trixie', potentialReturn: '20.00' },
    });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('476.00');
    expect(await h.book.exposure()).toContainEqual({
      fixtureId: 'F1',
      marketId: 'F1-M',
      openBets: 3,
      openStake: '24.00',
      // F1-H wins: the single's 20.00 and the trixie's 20.00, less the 24.00 staked on the market.
      liability: '16.00',
      currency: 'BDT',
    });
  });

  it('refuses malformed slips', async () => {
    const h = await setUp();
    await refused(h, slip('single', [], '10.00'), 'INVALID_SLIP');
    await refused(
      h,
      slip(
        'single',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
        ],
        '10.00',
      ),
      'INVALID_SLIP',
    );
    await refused(h, slip('parlay', [['F1-H', 2000]], '10.00'), 'INVALID_SLIP');
    const thirteen = Array.from({ length: 13 }, (_, index): [string, number] => [`X${index}`, 2000]);
    await refused(h, slip('parlay', thirteen, '10.00'), 'INVALID_SLIP');
    await refused(
      h,
      slip(
        'parlay',
        [
          ['F1-H', 2000],
          ['F1-A', 1800],
        ],
        '10.00',
      ),
      'INVALID_SLIP',
    );
    await refused(
      h,
      slip(
        'parlay',
        [
          ['F1-H', 2000],
          ['F1-H', 2000],
        ],
        '10.00',
      ),
      'INVALID_SLIP',
    );
    await refused(
      h,
      slip(
        'system',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
        ],
        '4.00',
        { system: 'trixie' },
      ),
      'INVALID_SLIP',
    );
    await refused(
      h,
      slip(
        'system',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
          ['F3-H', 2000],
        ],
        '4.00',
      ),
      'INVALID_SLIP',
    );
    await refused(
      h,
      slip(
        'system',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
          ['F3-H', 2000],
        ],
        '5.01',
        { system: 'trixie' },
      ),
      'INVALID_SLIP',
    );
    await refused(h, slip('single', [['F1-H', 2000]], '0.00'), 'INVALID_SLIP');
    await refused(h, slip('single', [['F1-H', 2000]], '-1.00'), 'INVALID_SLIP');
    await refused(h, slip('single', [['F1-H', 2000]], '1.005'), 'INVALID_SLIP');
    await refused(h, slip('single', [['F1-H', 2000]], 'ten'), 'INVALID_SLIP');
  });

  it('refuses unknown selections, suspended and closed markets', async () => {
    const h = await setUp();
    await refused(h, slip('single', [['NOPE', 2000]], '10.00'), 'SELECTION_NOT_FOUND');
    h.feed.setMarketStatus('F1-M', 'suspended');
    await refused(h, slip('single', [['F1-H', 2000]], '10.00'), 'MARKET_SUSPENDED');
    h.feed.setMarketStatus('F2-M', 'settled');
    await refused(h, slip('single', [['F2-H', 2000]], '10.00'), 'MARKET_CLOSED');
    h.feed.setFixtureStatus('F3', 'ended');
    await refused(
      h,
      slip(
        'parlay',
        [
          ['F4-H', 2000],
          ['F3-H', 2000],
        ],
        '10.00',
      ),
      'MARKET_CLOSED',
    );
    // A selection the feed gives no chance (a correct score already passed) takes no bet.
    h.feed.setOdds('F4-A', 500_000, 0);
    await refused(h, slip('single', [['F4-A', 500_000]], '10.00'), 'MARKET_CLOSED');
  });

  it('applies the accept-odds setting', async () => {
    const h = await setUp();
    h.feed.setOdds('F1-H', 2100);
    h.feed.setOdds('F2-H', 1900);
    const none = await refused(h, slip('single', [['F1-H', 2000]], '10.00'), 'ODDS_CHANGED');
    expect(none).toMatchObject({ changes: [{ selectionId: 'F1-H', odds: 2100 }] });
    await refused(h, slip('single', [['F2-H', 2000]], '10.00', { acceptOdds: 'higher' }), 'ODDS_CHANGED');
    const higher = await h.book.place(
      P1,
      slip('single', [['F1-H', 2000]], '10.00', { acceptOdds: 'higher' }),
    );
    expect(higher).toMatchObject({ ok: true, bet: { legs: [{ odds: 2100 }], potentialReturn: '21.00' } });
    const any = await h.book.place(P1, slip('single', [['F2-H', 2000]], '10.00', { acceptOdds: 'any' }));
    expect(any).toMatchObject({ ok: true, bet: { legs: [{ odds: 1900 }] } });
  });

  it('refuses stakes, payouts and liabilities over the limits', async () => {
    const h = await setUp({
      minStake: '2.00',
      maxStake: '100.00',
      maxPayout: '150.00',
      maxLiability: '60.00',
    });
    await refused(h, slip('single', [['F1-H', 2000]], '1.99'), 'STAKE_TOO_LOW');
    await refused(h, slip('single', [['F1-H', 2000]], '100.01'), 'STAKE_TOO_HIGH');
    await refused(
      h,
      slip(
        'parlay',
        [
          ['F1-H', 2000],
          ['F2-H', 2000],
        ],
        '40.00',
      ),
      'PAYOUT_TOO_HIGH',
    );
    // 50.00 on F1-H: the book loses 50.00 net if it wins (within 60.00); another 20.00 would make it 70.00.
    expect(await h.book.place(P1, slip('single', [['F1-H', 2000]], '50.00'))).toMatchObject({ ok: true });
    const second = await h.book.place(P1, slip('single', [['F1-H', 2000]], '20.00'));
    expect(second).toMatchObject({ ok: false, code: 'LIABILITY_LIMIT' });
    // The other side of the market lowers the worst case.
    expect(await h.book.place(P1, slip('single', [['F1-A', 1800]], '20.00'))).toMatchObject({ ok: true });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('430.00');
  });

  it('waits out the in-play delay and looks again before the debit', async () => {
    const sleeps: number[] = [];
    const h = harness(database, { limits: { inPlayDelayMs: 4000 }, sleeps });
    h.feed.addFixture('L1', { status: 'live' });
    h.feed.addMarket('L1', 'L1-M', [
      { id: 'L1-H', odds: 2000 },
      { id: 'L1-A', odds: 1800 },
    ]);
    h.wallet.addPlayer(P1.playerId, '500.00', 'token-201b');
    await h.book.start();
    const live = await h.book.place(P1, slip('single', [['L1-H', 2000]], '10.00'));
    expect(live).toMatchObject({ ok: true, bet: { pendingReason: 'in_play' } });
    expect(sleeps).toEqual([4000]);
    // A danger moment during the delay refuses the bet.
    const book = h.book;
    const originalSleep = sleeps.push.bind(sleeps);
    sleeps.push = (...items: number[]) => {
      h.feed.setMarketStatus('L1-M', 'suspended');
      return originalSleep(...items);
    };
    expect(await book.place(P1, slip('single', [['L1-H', 2000]], '10.00'))).toMatchObject({
      ok: false,
      code: 'MARKET_SUSPENDED',
    });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('490.00');
  });

  it('answers the first bet to a repeated request id and maps wallet refusals', async () => {
    const h = await setUp();
    const input = slip('single', [['F1-H', 2000]], '10.00');
    const first = await h.book.place(P1, input);
    const again = await h.book.place(P1, input);
    expect(first.ok && again.ok && again.bet.betId === first.bet.betId).toBe(true);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('490.00');
    const poor = await h.book.place(P1, slip('single', [['F2-H', 2000]], '600.00', { requestId: 'poor' }));
    expect(poor).toEqual({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: '490.00' });
    expect((await h.book.bets(P1, 'settled'))[0]).toMatchObject({
      state: 'rejected',
      rejectReason: 'INSUFFICIENT_FUNDS',
    });
  });

  it('rolls back a debit that got no answer and rejects the bet', async () => {
    const h = await setUp();
    h.wallet.failNext = { call: 'debit', mode: 'http500-after-apply' };
    const answer = await h.book.place(P1, slip('single', [['F1-H', 2000]], '10.00'));
    expect(answer).toEqual({ ok: false, code: 'WALLET_UNAVAILABLE' });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('500.00');
    const rollback = h.wallet.calls.find((entry) => entry.call === 'rollback');
    expect(String(rollback?.body.transactionId)).toMatch(/-R0$/);
  });

  it('remembers a player\u2019s odds format and accept-odds setting', async () => {
    const h = await setUp();
    expect(await h.book.prefs(P1)).toEqual({ oddsFormat: 'decimal', acceptOdds: 'higher' });
    expect(await h.book.setPrefs(P1, { oddsFormat: 'malay' })).toEqual({
      oddsFormat: 'malay',
      acceptOdds: 'higher',
    });
    await h.book.setPrefs(P1, { acceptOdds: 'any' });
    expect(await h.book.prefs(P1)).toEqual({ oddsFormat: 'malay', acceptOdds: 'any' });
  });
});
