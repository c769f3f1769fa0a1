/**
 * bench:sportsbook's book: the studio's engine over the server's database (its tables in their
 * own schema), a scripted feed with the event and the fixtures parlays take legs from, and a
 * wallet client over app.inject exactly as the mounted studio has (studio-mount.ts). The SQL
 * executor and the wallet transport are wrapped to time what the settlement spends where (the
 * meters and the wallet are bench:lottery's too).
 */
import {
  type Book,
  createBook,
  createSqlStore,
  createWalletClient,
  ScriptedFeed,
  type WalletClient,
} from '@khela/studio';

export type { Book };

import type { AppContext } from '../platform/context.js';
import type { BenchApp } from './sportsbook.seed.js';

export const BOOK_SCHEMA = 'bench_book';
export const EVENT_ID = 'ev-main';
export const EVENT_MARKET = 'ev-main-1x2';
/** Fixtures parlay legs come from besides the event (settled before it, in the setup). */
export const OTHER_FIXTURES = 8;
export const SIDES = ['home', 'draw', 'away'] as const;
export type Side = (typeof SIDES)[number];

const EVENT_ODDS: Record<Side, number> = { home: 2100, draw: 3400, away: 3600 };
const OTHER_ODDS: Record<Side, number> = { home: 1900, draw: 3500, away: 4000 };

export const selectionOf = (fixtureId: string, side: Side) => `${fixtureId}-1x2-${side}`;
export const otherFixture = (index: number) => `ev-${index + 1}`;
export const oddsOf = (fixtureId: string, side: Side) =>
  fixtureId === EVENT_ID ? EVENT_ODDS[side] : OTHER_ODDS[side];

/** Statement time by kind (the first words of its text) while `on`. */
export function createSqlMeter(inner: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) {
  const kinds = new Map<string, { count: number; totalMs: number }>();
  let on = false;
  const sql = async (text: string, values?: unknown[]) => {
    if (!on) return inner(text, values);
    const started = performance.now();
    try {
      return await inner(text, values);
    } finally {
      const kind = text.replace(/\s+/g, ' ').trim().slice(0, 72);
      const seen = kinds.get(kind) ?? { count: 0, totalMs: 0 };
      seen.count += 1;
      seen.totalMs += performance.now() - started;
      kinds.set(kind, seen);
    }
  };
  return {
    sql,
    start() {
      kinds.clear();
      on = true;
    },
    stop() {
      on = false;
      return [...kinds.entries()]
        .map(([kind, seen]) => ({ kind, ...seen }))
        .sort((a, b) => b.totalMs - a.totalMs);
    },
  };
}

/** The book's wallet calls while `on`: how many of each, and when each answered (ms). */
export function createCallMeter() {
  const calls: { call: string; ms: number; at: number }[] = [];
  let on = false;
  return {
    note(call: string, startedAt: number) {
      if (on) calls.push({ call, ms: performance.now() - startedAt, at: performance.now() });
    },
    start() {
      calls.length = 0;
      on = true;
    },
    stop() {
      on = false;
      return [...calls];
    },
  };
}

export type BenchBook = {
  book: Book;
  store: ReturnType<typeof createSqlStore>;
  feed: ScriptedFeed;
  meter: ReturnType<typeof createSqlMeter>;
  calls: ReturnType<typeof createCallMeter>;
};

/**
 * The studio's wallet client as studio-mount.ts builds it (app.inject, signed with the server's
 * clock), each call's answer time noted in `calls` (bench:sportsbook and bench:lottery).
 */
export function createBenchWallet(
  app: BenchApp,
  ctx: AppContext,
  calls: ReturnType<typeof createCallMeter>,
): WalletClient {
  return createWalletClient({
    transport: async (url, headers, body) => {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url, headers, payload: body });
      calls.note(url.slice(url.lastIndexOf('/') + 1), started);
      return { statusCode: response.statusCode, body: response.body };
    },
    secretOf: (vendorCode) => app.services.vendors.secretOf(vendorCode),
    now: () => ctx.now().getTime(),
  });
}

export function createBenchBook(app: BenchApp, ctx: AppContext, options: { concurrency: number }): BenchBook {
  const meter = createSqlMeter(ctx.database.executeSql);
  const calls = createCallMeter();
  const store = createSqlStore(meter.sql, { schema: BOOK_SCHEMA });
  const wallet = createBenchWallet(app, ctx, calls);
  const feed = new ScriptedFeed();
  const book = createBook({
    wallet,
    store,
    feed,
    now: () => ctx.now().getTime(),
    // The book's limits (book/limits.ts) but the liability per market: one market holds every bet
    // here, far past what a real book would take on one 1x2. No in-play delay: 100,000 bets in play
    // would each wait 3 s (it is a sleep, no work).
    limits: () => ({
      minStake: '10.00',
      maxStake: '50000.00',
      maxPayout: '1000000.00',
      maxLiability: '10000000000.00',
      inPlayDelayMs: 0,
      cashOutMarginBp: 500,
    }),
    concurrency: options.concurrency,
    logError: (error, context) => console.error(`  book: ${context}:`, error),
  });
  return { book, store, feed, meter, calls };
}

/** The live event (football, 1x2) and the fixtures that parlays add legs from. */
export function scriptFeed(feed: ScriptedFeed): void {
  const market = (fixtureId: string) =>
    SIDES.map((side) => ({ id: selectionOf(fixtureId, side), odds: oddsOf(fixtureId, side) }));
  feed.addFixture(EVENT_ID, { status: 'live', sport: 'football' });
  feed.addMarket(EVENT_ID, EVENT_MARKET, market(EVENT_ID));
  for (let index = 0; index < OTHER_FIXTURES; index += 1) {
    const id = otherFixture(index);
    feed.addFixture(id, { status: 'scheduled', sport: 'football' });
    feed.addMarket(id, `${id}-1x2`, market(id));
  }
}
