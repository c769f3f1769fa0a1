/**
 * `npm run bench:sportsbook` — settle one event with BENCH_BETS (100,000) open bets, singles and
 * parlays (issue 19, acceptance 5; decision 0066), on PostgreSQL.
 *
 * The real app (studio mounted, BOOK_TICK_MS 0) over a fresh database (khela_bench_sportsbook on
 * BENCH_PG_URL, dropped afterwards), listening on BENCH_PORT; the studio's book engine over the
 * server's `executeSql` (its tables in schema bench_book) with a scripted feed, paying through the
 * seamless-wallet API over app.inject as the mounted studio does. Then:
 *
 *   place      BENCH_BETS bets through book.place (checks, debit, outbox), not measured against a
 *              target; the other fixtures parlays take legs from are settled afterwards
 *   baseline   other players' slot rounds (debit, credit) over HTTP at BENCH_WALLET_RPS for
 *              BENCH_SECONDS, nothing else running
 *   settle     ONE bet_settlement for the event, tick, drain, until no posting is pending: every
 *              bet paid (a credit each, 0.00 for a loss) — target ≤ 30 s; the same wallet load
 *              running throughout — target p99 < 100 ms
 *   after      the wallet load alone again for BENCH_SECONDS
 *   verify     every bet final and paid its due, the dues equal to the payouts the bench computes
 *              from the results, the platform's bet records and the ledger agreeing, reconcile clean
 *
 * Prints a report and writes artifacts/bench-sportsbook.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchLoad } from './load.worker.js';
import { brief, callLatency, measureSettlement, printStatements, printWindow } from './settlement.window.js';
import {
  BOOK_SCHEMA,
  createBenchBook,
  EVENT_ID,
  OTHER_FIXTURES,
  otherFixture,
  scriptFeed,
} from './sportsbook.book.js';
import { eventResults, otherResults, placeAll } from './sportsbook.place.js';
import { admin, BENCH_DATABASE, prepareApp, seedPlayers, settleDatabase } from './sportsbook.seed.js';
import { sportsbookBenchSettings } from './sportsbook.settings.js';
import { verify } from './sportsbook.verify.js';

const settings = sportsbookBenchSettings();
const SETTLE_TARGET_MS = 30_000;
const P99_TARGET_MS = 100;

async function main(): Promise<void> {
  console.log(
    `sportsbook benchmark: ${settings.bets} bets (${settings.parlayPercent} % parlays) of ${settings.bookPlayers} ` +
      `players, wallet load ${settings.walletRps}/s, book concurrency ${settings.bookConcurrency}, pool ${settings.poolSize}`,
  );
  const seeding = performance.now();
  const { url, database, ctx, app, gameCode: sportsGameCode } = await prepareApp(settings);
  const players = await seedPlayers(settings, app, ctx, {
    count: settings.bookPlayers,
    gameCode: sportsGameCode,
  });
  console.log(
    `  seeded the site and ${settings.bookPlayers + settings.loadPlayers} players in ${s(seeding)} s`,
  );

  const { book, store, feed, meter, calls } = createBenchBook(app, ctx, {
    concurrency: settings.bookConcurrency,
  });
  await book.start();
  scriptFeed(feed);
  const placement = await placeAll(book, players.studio, {
    bets: settings.bets,
    parlayPercent: settings.parlayPercent,
    concurrency: settings.placeConcurrency,
    gameCode: sportsGameCode,
  });
  console.log(
    `  placed ${placement.placed} bets (${placement.singles} singles, ${placement.parlays} parlays) in ` +
      `${placement.seconds.toFixed(1)} s: ${(placement.placed / placement.seconds).toFixed(0)}/s` +
      (Object.keys(placement.refused).length > 0 ? `, refused ${JSON.stringify(placement.refused)}` : ''),
  );
  // The parlays' other legs end first: the event's result is then the last each bet waits for.
  for (let index = 0; index < OTHER_FIXTURES; index += 1) {
    feed.setFixtureStatus(otherFixture(index), 'ended');
    feed.settle(otherFixture(index), otherResults(index));
  }
  await book.tick(ctx.now().getTime());
  await book.drain();
  settleDatabase(url);

  const others = benchLoad(settings.port, players);
  const window = await measureSettlement(
    {
      url,
      walletRps: settings.walletRps,
      durationS: settings.durationS,
      load: others.load,
      profile: settings.profile,
    },
    async () => {
      meter.start();
      calls.start();
      const started = performance.now();
      feed.setFixtureStatus(EVENT_ID, 'ended');
      feed.settle(EVENT_ID, eventResults());
      await book.tick(ctx.now().getTime());
      const tickMs = performance.now() - started;
      await book.drain();
      const pending = await store.pendingPostings(1);
      return { tickMs, pending, statements: meter.stop(), bookCalls: calls.stop() };
    },
  );
  const { settleMs } = window;
  const { tickMs, pending, statements, bookCalls } = window.result;
  // Settlements go as `credits` batches (decision 0068); a credit alone is a retry or a cash-out.
  const credits = bookCalls.filter((c) => c.call === 'credits' || c.call === 'credit');
  const creditLatency = callLatency(credits, settleMs);
  const money = await verify({ app, ctx, schema: BOOK_SCHEMA, placement, players: players.studio });

  const settledPerS = placement.placed / (settleMs / 1000);
  console.log(`\n── sportsbook: one event, ${placement.placed} open bets`);
  console.log(`  bets                ${placement.singles} singles, ${placement.parlays} parlays`);
  console.log(
    `  settle              ${(settleMs / 1000).toFixed(1)} s (first tick ${(tickMs / 1000).toFixed(1)} s), ` +
      `${settledPerS.toFixed(0)} bets/s, pending after: ${pending.length}   target ≤ ${SETTLE_TARGET_MS / 1000} s: ` +
      `${settleMs <= SETTLE_TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  book's wallet calls ${bookCalls.length} (credits and credit ${credits.length}), each ${brief(creditLatency)}`,
  );
  printWindow(window, P99_TARGET_MS);
  printStatements('book', statements);
  console.log(`  money               ${money.summary}`);

  mkdirSync('artifacts', { recursive: true });
  const result = {
    at: new Date().toISOString(),
    settings: { ...settings, adminUrl: undefined },
    placement: {
      ...placement,
      expectedMinor: String(placement.expectedMinor),
      stakedMinor: String(placement.stakedMinor),
    },
    settleMs,
    tickMs,
    settledPerS,
    wallet: window.wallet,
    bookCredits: creditLatency,
    cpu: window.cpu,
    eventLoop: window.eventLoop,
    loadAverage: window.loadAverage,
    statements: statements.slice(0, 20),
    money,
  };
  writeFileSync('artifacts/bench-sportsbook.json', `${JSON.stringify(result, null, 2)}\n`);

  await book.close();
  await others.close();
  players.client.close();
  await app.close();
  await database.close();
  if (!settings.keepDatabase) await admin(settings, `drop database if exists ${BENCH_DATABASE} with (force)`);
  if (!money.ok || pending.length > 0) throw new Error('the money after the settlement is not right (above)');
}

function s(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
