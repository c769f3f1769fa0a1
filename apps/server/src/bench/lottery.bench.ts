/**
 * `npm run bench:lottery` — settle one lottery draw with BENCH_TICKETS (200,000) tickets (issue 20,
 * acceptance 5: ≤ 10 s on PostgreSQL while other players' seamless-wallet p99 at 300/s stays under
 * 100 ms).
 *
 * The real app (studio mounted, BOOK_TICK_MS 0) over a fresh database (khela_bench_lottery on
 * BENCH_PG_URL, dropped afterwards), listening on BENCH_PORT; BENCH_LOTTERY_PLAYERS (10,000)
 * members with cash, each holding a launch of the studio's first ELOTT game; the studio's lottery
 * engine over the server's `executeSql` (its tables in schema bench_lottery, beside the platform's,
 * as mounted) paying through the seamless-wallet API over app.inject, on a clock the bench moves
 * through one draw of the 1-minute 5D game (KL5D1). Then:
 *
 *   place      BENCH_TICKETS tickets through engine.place, the clock inside the draw's window (not
 *              measured against a target; one wallet round per player, a debit per ticket)
 *   seal       the clock past the close, a tick: the draw closed and sealed (not measured)
 *   baseline   other players' slot rounds (debit, credit) over HTTP at BENCH_WALLET_RPS for
 *              BENCH_SECONDS, nothing else running
 *   settle     the clock past the draw time, ONE tick (timed: drawn, every ticket settled, every
 *              round closed by one credit in `credits` batches, 0.00 for a round that lost), until
 *              the draw is 'settled' and no posting is pending — target ≤ 10 s; the same wallet
 *              load running throughout — target p99 < 100 ms
 *   after      the wallet load alone again for BENCH_SECONDS
 *   verify     lottery.verify.ts: counts, returns recomputed from the outcome, bet records, cash,
 *              reconcile
 *
 * Prints a report and writes artifacts/bench-lottery.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchLoad } from './load.worker.js';
import { benchDraw, createBenchLottery, type LotteryEngine, type LotteryStore } from './lottery.engine.js';
import { placeAll } from './lottery.place.js';
import { lotteryBenchSettings } from './lottery.settings.js';
import { verify } from './lottery.verify.js';
import { brief, callLatency, measureSettlement, printStatements, printWindow } from './settlement.window.js';
import { admin, prepareApp, seedPlayers, settleDatabase } from './sportsbook.seed.js';

const settings = lotteryBenchSettings();
const BENCH_DATABASE = 'khela_bench_lottery';
const SETTLE_TARGET_MS = 10_000;
const P99_TARGET_MS = 100;
/** Ticks after the first if a draw is not settled yet (each 20 s later: past the engine's resend delay). */
const EXTRA_TICKS = 3;

async function main(): Promise<void> {
  console.log(
    `lottery benchmark: ${settings.tickets} tickets of ${settings.lotteryPlayers} players, wallet load ` +
      `${settings.walletRps}/s, place concurrency ${settings.placeConcurrency}, pool ${settings.poolSize}` +
      `${settings.ticketPage ? `, ticket page ${settings.ticketPage}` : ''}` +
      `${settings.roundPage ? `, round page ${settings.roundPage}` : ''}` +
      `${settings.creditBatch ? `, credit batch ${settings.creditBatch}` : ''}`,
  );
  const seeding = performance.now();
  const { url, database, ctx, app, gameCode } = await prepareApp(settings, {
    database: BENCH_DATABASE,
    gameType: 'ELOTT',
  });
  const players = await seedPlayers(settings, app, ctx, { count: settings.lotteryPlayers, gameCode });
  console.log(
    `  seeded the site and ${settings.lotteryPlayers + settings.loadPlayers} players in ${s(seeding)} s`,
  );

  const draw = benchDraw();
  const clock = { now: draw.opensAt + 5_000 };
  const lottery = await createBenchLottery(app, ctx, { ...settings, clock });
  const { engine, store, meter, calls } = lottery;
  await engine.tick(clock.now);
  const placement = await placeAll(engine, players.studio, {
    tickets: settings.tickets,
    concurrency: settings.placeConcurrency,
    gameCode,
    drawId: draw.drawId,
  });
  console.log(
    `  placed ${placement.placed} tickets (${placement.lines} lines: ${JSON.stringify(placement.linesByKind)}) of ` +
      `${placement.playersWithTickets} players in ${placement.seconds.toFixed(1)} s: ` +
      `${(placement.placed / placement.seconds).toFixed(0)}/s` +
      (Object.keys(placement.refused).length > 0 ? `, refused ${JSON.stringify(placement.refused)}` : '') +
      (placement.retried > 0 ? `, ${placement.retried} placed again after throwing` : ''),
  );
  const sealing = performance.now();
  clock.now = draw.closesAt + 1_000;
  await engine.tick(clock.now);
  const sealed = await store.draw(draw.drawId);
  if (sealed?.state !== 'sealed') throw new Error(`draw ${draw.drawId} is ${sealed?.state}, not sealed`);
  console.log(`  closed and sealed ${sealed.tickets} tickets in ${s(sealing)} s`);
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
      clock.now = draw.drawAt + 1_000;
      const { ticks, tickMs } = await settleDraw(engine, store, clock, draw.drawId);
      const pending = await store.pendingPostings(Number.MAX_SAFE_INTEGER, 10);
      return { tickMs, ticks, pending, statements: meter.stop(), lotteryCalls: calls.stop() };
    },
  );
  const { settleMs } = window;
  const { tickMs, ticks, pending, statements, lotteryCalls } = window.result;
  const credits = lotteryCalls.filter((c) => c.call === 'credits');
  const creditLatency = callLatency(credits, settleMs);
  const singles = lotteryCalls.filter((c) => c.call !== 'credits');
  const money = await verify({ app, ctx, store, drawId: draw.drawId, placement, players: players.studio });

  const ticketsPerS = placement.placed / (settleMs / 1000);
  console.log(`\n── lottery: one ${draw.drawId} draw, ${placement.placed} tickets`);
  console.log(
    `  settle              ${(settleMs / 1000).toFixed(1)} s (the drawing tick ${(tickMs / 1000).toFixed(1)} s, ` +
      `${ticks} tick${ticks === 1 ? '' : 's'}), ${ticketsPerS.toFixed(0)} tickets/s, pending after: ${pending.length}` +
      `   target ≤ ${SETTLE_TARGET_MS / 1000} s: ${settleMs <= SETTLE_TARGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log(`  \`credits\` calls     ${credits.length}, each ${brief(creditLatency)}`);
  if (singles.length > 0)
    console.log(`  other wallet calls  ${singles.length} (${[...new Set(singles.map((c) => c.call))]})`);
  printWindow(window, P99_TARGET_MS);
  printStatements('lottery', statements);
  console.log(`  money               ${money.summary}`);

  mkdirSync('artifacts', { recursive: true });
  const result = {
    at: new Date().toISOString(),
    settings: { ...settings, adminUrl: undefined },
    drawId: draw.drawId,
    placement: {
      ...placement,
      placedTickets: undefined,
      stakedMinor: String(placement.stakedMinor),
      ticketsPerS: placement.placed / placement.seconds,
    },
    settleMs,
    tickMs,
    ticks,
    ticketsPerS,
    wallet: window.wallet,
    credits: creditLatency,
    cpu: window.cpu,
    eventLoop: window.eventLoop,
    loadAverage: window.loadAverage,
    statements: statements.slice(0, 20),
    money,
  };
  writeFileSync('artifacts/bench-lottery.json', `${JSON.stringify(result, null, 2)}\n`);

  await others.close();
  players.client.close();
  await app.close();
  await database.close();
  if (!settings.keepDatabase) await admin(settings, `drop database if exists ${BENCH_DATABASE} with (force)`);
  if (!money.ok || pending.length > 0) throw new Error('the money after the settlement is not right (above)');
}

/**
 * The drawing tick, then the engine's own postings drained; a draw left unsettled (a credit with no
 * answer) gets a later tick, whose resend sends what is pending again. Answers the ticks made and
 * how long the first took.
 */
async function settleDraw(
  engine: LotteryEngine,
  store: LotteryStore,
  clock: { now: number },
  drawId: string,
): Promise<{ ticks: number; tickMs: number }> {
  const started = performance.now();
  let tickMs = 0;
  for (let ticks = 1; ; ticks += 1) {
    await engine.tick(clock.now);
    if (ticks === 1) tickMs = performance.now() - started;
    await engine.drain();
    if ((await store.draw(drawId))?.state === 'settled' || ticks > EXTRA_TICKS) return { ticks, tickMs };
    clock.now += 20_000;
  }
}

function s(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
