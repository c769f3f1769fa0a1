import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../wallet-client.js';
import { type Harness, harness, openTestDatabase, player, type TestDatabase } from './engine/test-harness.js';
import type { PlaceBetInput } from './engine/types.js';
import { bookReportRoutes } from './report.js';

/**
 * The book's exposure report: refused unless signed by the studio's vendor within the replay
 * window, and, once signed, the open bets per event and market with hand-computed liabilities.
 */

const REPORT_SECRET = 'a'.repeat(64);
const OTHER_SECRET = 'b'.repeat(64);
const PATH = '/studio/book/report/exposure';
const P1 = player('301');

let database: TestDatabase;
let h: Harness;
let app: FastifyInstance;
let requests = 0;

function slip(type: PlaceBetInput['type'], legs: [string, number][], stake: string): PlaceBetInput {
  requests += 1;
  return {
    type,
    legs: legs.map(([selectionId, odds]) => ({ selectionId, odds })),
    stake,
    acceptOdds: 'none',
    requestId: `report-${requests}`,
  };
}

function signed(options: { vendor?: string; secret?: string; at?: number; path?: string } = {}) {
  const timestamp = String(options.at ?? h.clock.now);
  return {
    'x-khela-vendor': options.vendor ?? 'KHELA',
    'x-khela-timestamp': timestamp,
    'x-khela-signature': signBody(options.secret ?? REPORT_SECRET, timestamp, options.path ?? PATH),
  };
}

const read = (headers: Record<string, string>, url = PATH) => app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  database = await openTestDatabase();
  // A real clock reading: the timestamp header is unix milliseconds (10 to 16 digits).
  h = harness(database, { clock: { now: Date.UTC(2026, 10, 27, 10) } });
  h.feed.addFixture('F1', {
    home: { en: 'Dhaka', bn: 'ঢাকা' },
    away: { en: 'Sylhet', bn: 'সিলেট' },
    status: 'live',
    sport: 'cricket',
    startsAt: Date.UTC(2026, 10, 27, 9),
  });
  h.feed.addFixture('F2', {
    home: { en: 'Abahani', bn: 'আবাহনী' },
    away: { en: 'Mohammedan', bn: 'মোহামেডান' },
  });
  h.feed.addMarket('F1', 'F1-M', [
    { id: 'F1-H', odds: 2000 },
    { id: 'F1-A', odds: 1800 },
  ]);
  h.feed.addMarket('F2', 'F2-M', [
    { id: 'F2-H', odds: 2000 },
    { id: 'F2-A', odds: 1800 },
  ]);
  h.feed.addMarket(
    'F2',
    'F2-T',
    [
      { id: 'F2-O', odds: 1900 },
      { id: 'F2-U', odds: 1900 },
    ],
    'open',
    { kind: 'over_under', name: { en: 'Total goals 2.5', bn: 'মোট গোল ২.৫' } },
  );
  h.wallet.addPlayer(P1.playerId, '1000.00', 'token-301');
  await h.book.start();
  app = Fastify();
  await app.register(
    async (scope) =>
      bookReportRoutes(scope, {
        book: h.book,
        feed: h.feed,
        secretOf: (vendor) => ({ KHELA: REPORT_SECRET, SBO: OTHER_SECRET })[vendor],
        now: () => h.clock.now,
      }),
    { prefix: '/studio' },
  );
});

afterAll(async () => {
  await app?.close();
  await database.close();
});

describe('the exposure report: who may read it', () => {
  it('refuses an unsigned call, a bad signature, a stale or future timestamp and another vendor with 401', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['no headers', {}, 'STALE_REQUEST'],
      ['no signature', { ...signed(), 'x-khela-signature': '' }, 'INVALID_SIGNATURE'],
      ['wrong secret', signed({ secret: OTHER_SECRET }), 'INVALID_SIGNATURE'],
      ['another path signed', signed({ path: '/studio/book/api/lobby' }), 'INVALID_SIGNATURE'],
      ['not hex', { ...signed(), 'x-khela-signature': 'z'.repeat(64) }, 'INVALID_SIGNATURE'],
      ['31 s old', signed({ at: h.clock.now - 31_000 }), 'STALE_REQUEST'],
      ['31 s ahead', signed({ at: h.clock.now + 31_000 }), 'STALE_REQUEST'],
      ['not a number', { ...signed(), 'x-khela-timestamp': 'yesterday' }, 'STALE_REQUEST'],
      // SBO's own secret is valid for SBO's wallet calls, but the book is not SBO's to read.
      ['another vendor', signed({ vendor: 'SBO', secret: OTHER_SECRET }), 'INVALID_SIGNATURE'],
      ['unknown vendor', signed({ vendor: 'NOPE' }), 'INVALID_SIGNATURE'],
    ];
    for (const [name, headers, status] of cases) {
      const reply = await read(headers);
      expect(reply.statusCode, name).toBe(401);
      expect(reply.json(), name).toEqual({ status });
    }
  });

  it('answers a call signed within the window, the query not being part of the signed path', async () => {
    expect((await read(signed({ at: h.clock.now - 29_000 }))).statusCode).toBe(200);
    expect((await read(signed(), `${PATH}?x=1`)).statusCode).toBe(200);
  });
});

describe('the exposure report: what it says', () => {
  it('is empty before any bet', async () => {
    const reply = await read(signed());
    expect(reply.json()).toEqual({
      status: 'OK',
      generatedAt: new Date(h.clock.now).toISOString(),
      events: [],
    });
  });

  it('sums open bets per market and event, largest liability first, and drops a settled market', async () => {
    for (const [type, legs, stake] of [
      ['single', [['F1-H', 2000]], '10.00'],
      [
        'parlay',
        [
          ['F1-A', 1800],
          ['F2-H', 2000],
        ],
        '10.00',
      ],
      ['single', [['F2-H', 2000]], '100.00'],
      ['single', [['F2-O', 1900]], '20.00'],
    ] as const) {
      const placed = await h.book.place(
        P1,
        slip(
          type,
          legs.map(([id, odds]) => [id, odds]),
          stake,
        ),
      );
      expect(placed.ok, `${type} ${stake}`).toBe(true);
    }
    const body = (await read(signed())).json();
    // F2-M: 100 on H (returns 200) and the parlay on H (returns 10 × 1.8 × 2 = 36): 236 − 110.
    // F2-T: 20 on Over returns 38: 38 − 20. F1-M: worst is A, the parlay's 36, less 20 staked.
    expect(body.events).toEqual([
      {
        fixtureId: 'F2',
        event: { en: 'Abahani v Mohammedan', bn: 'আবাহনী বনাম মোহামেডান' },
        sport: 'football',
        category: 'sports',
        startsAt: new Date(0).toISOString(),
        status: 'scheduled',
        currency: 'BDT',
        openBets: 3,
        openStake: '130.00',
        liability: '144.00',
        voidable: false,
        markets: [
          {
            marketId: 'F2-M',
            name: { en: 'Market F2-M', bn: 'Market F2-M' },
            openBets: 2,
            openStake: '110.00',
            liability: '126.00',
          },
          {
            marketId: 'F2-T',
            name: { en: 'Total goals 2.5', bn: 'মোট গোল ২.৫' },
            openBets: 1,
            openStake: '20.00',
            liability: '18.00',
          },
        ],
      },
      {
        fixtureId: 'F1',
        event: { en: 'Dhaka v Sylhet', bn: 'ঢাকা বনাম সিলেট' },
        sport: 'cricket',
        category: 'sports',
        startsAt: '2026-11-27T09:00:00.000Z',
        status: 'live',
        currency: 'BDT',
        openBets: 2,
        openStake: '20.00',
        liability: '16.00',
        voidable: false,
        markets: [
          { marketId: 'F1-M', name: expect.any(Object), openBets: 2, openStake: '20.00', liability: '16.00' },
        ],
      },
    ]);

    // Over/under settles: its market leaves the report, the event's totals follow.
    h.feed.settle('F2', { 'F2-O': { kind: 'lose' }, 'F2-U': { kind: 'win' } });
    await h.book.tick();
    await h.book.drain();
    const after = (await read(signed())).json();
    expect(after.events.map((event: { fixtureId: string }) => event.fixtureId)).toEqual(['F2', 'F1']);
    expect(after.events[0]).toMatchObject({ openBets: 2, openStake: '110.00', liability: '126.00' });
    expect(after.events[0].markets.map((market: { marketId: string }) => market.marketId)).toEqual(['F2-M']);
  });
});

describe('an operator voids a stale event (decision 0069)', () => {
  const voidPath = (fixtureId: string) => `/studio/book/report/events/${fixtureId}/void`;
  const voidEvent = (
    fixtureId: string,
    headers: Record<string, string> = signed({ path: voidPath(fixtureId) }),
  ) => app.inject({ method: 'POST', url: voidPath(fixtureId), headers });

  it('is refused unsigned, signed over another path, or by another vendor, and changes nothing', async () => {
    for (const headers of [
      {},
      signed(),
      signed({ path: voidPath('F2'), vendor: 'SBO', secret: OTHER_SECRET }),
    ]) {
      const answer = await voidEvent('F2', headers);
      expect(answer.statusCode).toBe(401);
    }
    expect((await read(signed())).json().events).toHaveLength(2);
  });

  it('is refused while the feed still runs the event, and for an event with no open bets', async () => {
    const live = await voidEvent('F1');
    expect(live.statusCode).toBe(409);
    expect(live.json()).toEqual({ status: 'EVENT_NOT_STALE' });
    // F2 started long ago but is still scheduled: it takes bets, so it is the feed's.
    expect((await voidEvent('F2')).statusCode).toBe(409);
    // Forgotten by the feed and never bet on: nothing to void.
    expect((await voidEvent('F9')).json()).toEqual({ status: 'EVENT_NOT_FOUND' });
    expect((await voidEvent('F..%2F')).statusCode).toBe(404);
    expect(h.wallet.balanceOf(P1.playerId)).toBe('860.00');
  });

  it('voids the open legs: a single is refunded, a parlay goes on at odds 1 on that leg', async () => {
    h.feed.setFixtureStatus('F2', 'ended');
    const report = (await read(signed())).json();
    expect(
      report.events.map((e: { fixtureId: string; voidable: boolean }) => [e.fixtureId, e.voidable]),
    ).toEqual([
      ['F2', true],
      ['F1', false],
    ]);
    const answer = await voidEvent('F2');
    expect(answer.statusCode).toBe(200);
    // F2-T was settled before: only F2-M had open legs (the 100 single and the parlay).
    expect(answer.json()).toEqual({ status: 'OK', fixtureId: 'F2', markets: 1, bets: 2 });
    expect(h.wallet.balanceOf(P1.playerId)).toBe('960.00');
    expect((await read(signed())).json().events.map((e: { fixtureId: string }) => e.fixtureId)).toEqual([
      'F1',
    ]);
    // Once done, again: nothing open is left.
    expect((await voidEvent('F2')).json()).toEqual({ status: 'EVENT_NOT_FOUND' });
    // A late result of the voided market changes nothing; F1's result settles the parlay on one leg:
    // 10 × 1.8 (F1-A) × 1 (the void leg) = 18; the 10 single on F1-H loses.
    h.feed.settle('F2', { 'F2-H': { kind: 'lose' }, 'F2-A': { kind: 'win' } });
    h.feed.settle('F1', { 'F1-H': { kind: 'lose' }, 'F1-A': { kind: 'win' } });
    await h.book.tick();
    await h.book.drain();
    expect(h.wallet.balanceOf(P1.playerId)).toBe('978.00');
  });
});
