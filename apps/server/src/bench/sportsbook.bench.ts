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
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { backendPids, cpuMs, openLoop, type Samples, type Summary, summarise } from './lobby.load.js';
import { walletCalls } from './lobby.server.js';
import {
  BOOK_SCHEMA,
  createBenchBook,
  EVENT_ID,
  OTHER_FIXTURES,
  otherFixture,
  scriptFeed,
} from './sportsbook.book.js';
import { eventResults, otherResults, placeAll } from './sportsbook.place.js';
import { startProfile } from './sportsbook.profile.js';
import { admin, BENCH_DATABASE, prepareApp, seedPlayers, settleDatabase } from './sportsbook.seed.js';
import { sportsbookBenchSettings } from './sportsbook.settings.js';
import { verify } from './sportsbook.verify.js';

const settings = sportsbookBenchSettings();
const SETTLE_TARGET_MS = 30_000;
const P99_TARGET_MS = 100;
const WARM_UP_S = 5;

const brief = (s: Summary) =>
  `${s.requests} calls, ${s.errors} errors, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms`;

async function main(): Promise<void> {
  console.log(
    `sportsbook benchmark: ${settings.bets} bets (${settings.parlayPercent} % parlays) of ${settings.bookPlayers} ` +
      `players, wallet load ${settings.walletRps}/s, book concurrency ${settings.bookConcurrency}, pool ${settings.poolSize}`,
  );
  const seeding = performance.now();
  const { url, database, ctx, app, sportsGameCode } = await prepareApp(settings);
  const players = await seedPlayers(settings, app, ctx, sportsGameCode);
  console.log(
    `  seeded the site and ${settings.bookPlayers + settings.loadPlayers} players in ${s(seeding)} s`,
  );

  const { book, store, feed, meter, calls } = createBenchBook(app, ctx, {
    concurrency: settings.bookConcurrency,
  });
  await book.start();
  scriptFeed(feed);
  const placement = await placeAll(book, players.book, {
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

  const send = walletCalls(players.load, players.client.vendorCall);
  // Unmeasured warm-up: right after the checkpoint every first write of a page logs it whole.
  await openLoop(settings.walletRps, WARM_UP_S, send);
  const baseline = await openLoop(settings.walletRps, settings.durationS, send);
  console.log(`  baseline  ${brief(summarise(settings.walletRps, [baseline]))}`);

  const pids = await backendPids(url);
  const pgCpuBefore = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  const cpuBefore = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let settling = true;
  const during = openLoop(settings.walletRps, 3600, send, () => !settling);
  const stopProfile = await startProfile(settings.profile);
  meter.start();
  calls.start();
  loop.enable();
  const started = performance.now();
  feed.setFixtureStatus(EVENT_ID, 'ended');
  feed.settle(EVENT_ID, eventResults());
  await book.tick(ctx.now().getTime());
  const tickMs = performance.now() - started;
  await book.drain();
  const pending = await store.pendingPostings(1);
  const settleMs = performance.now() - started;
  settling = false;
  loop.disable();
  const statements = meter.stop();
  const bookCalls = calls.stop();
  const cpu = process.cpuUsage(cpuBefore);
  await stopProfile();
  // Backends the pool closed meanwhile read 0: only those alive throughout are counted.
  const pgCpuMs = pids.reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (pgCpuBefore.get(pid) ?? 0)), 0);
  const load: Samples = await during;
  const after = await openLoop(settings.walletRps, settings.durationS, send);

  const base = summarise(settings.walletRps, [baseline]);
  const settle = summarise(settings.walletRps, [load]);
  const idleAfter = summarise(settings.walletRps, [after]);
  // Settlements go as `credits` batches (decision 0068); a credit alone is a retry or a cash-out.
  const credits = bookCalls.filter((c) => c.call === 'credits' || c.call === 'credit');
  const creditLatency = summarise(0, [
    { latencies: credits.map((c) => c.ms), dueMs: [], errors: 0, seconds: settleMs / 1000 },
  ]);
  const money = await verify({ app, ctx, schema: BOOK_SCHEMA, placement, players: players.book });

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
  console.log(`  wallet baseline     ${brief(base)}`);
  console.log(
    `  wallet settling     ${brief(settle)}   ratio p99 ${(settle.p99 / base.p99).toFixed(2)} ×   ` +
      `target p99 < ${P99_TARGET_MS} ms: ${settle.p99 < P99_TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  wallet after        ${brief(idleAfter)}`);
  console.log(
    `  CPU during settle   node ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms ` +
      `(${((cpu.user + cpu.system) / 10 / settleMs).toFixed(0)} % of one core), PostgreSQL backends ${pgCpuMs} ms; ` +
      `event loop delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
  );
  console.log('  book statements (time summed over concurrent statements):');
  for (const statement of statements.slice(0, 10)) {
    console.log(
      `    ${statement.totalMs.toFixed(0).padStart(7)} ms ${String(statement.count).padStart(7)} × ${statement.kind}`,
    );
  }
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
    wallet: { baseline: base, settling: settle, after: idleAfter },
    bookCredits: creditLatency,
    cpu: { nodeMs: (cpu.user + cpu.system) / 1000, postgresMs: pgCpuMs },
    eventLoop: { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 },
    statements: statements.slice(0, 20),
    money,
  };
  writeFileSync('artifacts/bench-sportsbook.json', `${JSON.stringify(result, null, 2)}\n`);

  await book.close();
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
