/**
 * `npm run bench:rooms` — the studio's live tables on one instance (issue 21, acceptance 5;
 * decision 0076).
 *
 * A fresh PostgreSQL database (BENCH_PG_URL's server) with the demo site; the real app listening
 * on BENCH_PORT, and beside it, in the same process as when mounted, the studio with its rooms
 * running BENCH_TABLES live tables (the nine named ones, then more of each kind), paying through
 * the app's seamless-wallet API over HTTP. BENCH_CONNECTIONS members with cash, each launched into
 * a LIVE game (a studio page launch: the token spent, a table session opened, spread evenly over the
 * tables), connect from BENCH_CLIENT_PROCESSES forked client processes (rooms.clients.ts) and join
 * their table's room. For BENCH_SECONDS every table runs its rounds on its clock (15 s of bets,
 * 8 s of deal, 4 s of result); BENCH_BET_SHARE of the players bet once a round.
 * Measured:
 *   broadcast  each round event (opened, no more bets with the coup, settled) from the instant it
 *              stands for to the client process reading it (the round clock's own lateness included)
 *   wallet     each seamless-wallet call the studio makes (debits of the bets, credits batches of
 *              the settlements), from the studio's send to its answer, over HTTP
 *   bet        a bet frame to its answer, as the player's page sees it
 * Targets: broadcast p99 < 250 ms, wallet p99 < 100 ms. Prints a table and writes
 * artifacts/bench-rooms.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { createWalletClient, httpTransport, studioPlugin, type Transport } from '@khela/studio';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { z } from 'zod';
import { game } from '../modules/games/games.catalogue.tables.js';
import { loadConfig, processEnvironment } from '../platform/config.js';
import { closeClients, openFilesLimit, sleep, startClient, summarise, wallNow } from './socket-bench.js';
import { admin, BOOK_VENDOR, prepareApp, seedBookMembers } from './sportsbook.seed.js';

const RoomsBenchEnv = z.object({
  BENCH_PG_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/test'),
  BENCH_CONNECTIONS: z.coerce.number().int().min(10).max(20_000).default(2000),
  BENCH_TABLES: z.coerce.number().int().min(1).max(200).default(50),
  BENCH_SECONDS: z.coerce.number().min(10).max(1800).default(90),
  BENCH_BET_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  BENCH_CLIENT_PROCESSES: z.coerce.number().int().min(1).max(8).default(1),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_487),
  BENCH_STUDIO_PORT: z.coerce.number().int().min(1).max(65535).default(18_488),
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
});

const e = RoomsBenchEnv.parse(processEnvironment());
const settings = {
  adminUrl: e.BENCH_PG_URL,
  connections: e.BENCH_CONNECTIONS,
  tables: e.BENCH_TABLES,
  seconds: e.BENCH_SECONDS,
  betShare: e.BENCH_BET_SHARE,
  clientProcesses: e.BENCH_CLIENT_PROCESSES,
  port: e.BENCH_PORT,
  studioPort: e.BENCH_STUDIO_PORT,
  keepDatabase: e.BENCH_KEEP_DATABASE === '1',
  poolSize: loadConfig(processEnvironment()).databasePoolSize,
  loadPlayers: 0,
};
const DATABASE = 'khela_bench_rooms';
const TARGET_BROADCAST_P99_MS = 250;
const TARGET_WALLET_P99_MS = 100;

type FromClients =
  | { kind: 'connected'; open: number; failed: number; ms: number }
  | {
      kind: 'collected';
      broadcast: number[];
      bets: number[];
      statuses: Record<string, number>;
      events: Record<string, number>;
      open: number;
    };

async function main(): Promise<void> {
  const limit = openFilesLimit();
  if (limit < settings.connections * 2 + 512)
    throw new Error(
      `open files limit ${limit} is too low: run \`ulimit -n ${settings.connections * 2 + 1024}\` first`,
    );
  console.log(
    `rooms benchmark: ${settings.connections} players on ${settings.tables} live tables, ${settings.seconds} s, ` +
      `${Math.round(settings.betShare * 100)} % bet each round, ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'})`,
  );
  const loadBefore = loadavg();
  const setup = await prepareApp(
    settings,
    { database: DATABASE, gameType: 'LIVE' },
    { STUDIO_MOUNT: 'false' },
  );
  const { app, ctx } = setup;

  // The LIVE games of the studio's vendor, one per table kind: a player's launch names its table.
  const live = await ctx.database.db
    .select({ gameCode: game.gameCode, classify: game.gameClassify })
    .from(game)
    .where(and(eq(game.vassalage, BOOK_VENDOR), eq(game.gameType, 'LIVE'), eq(game.status, 'active')))
    .orderBy(game.nodeId);
  const gameOf = new Map<string, string>();
  for (const row of live) if (!gameOf.has(row.classify)) gameOf.set(row.classify, row.gameCode);
  const CLASSIFY: Record<string, string> = {
    baccarat: 'BACCARAT',
    'dragon-tiger': 'DRAGON_TIGER',
    roulette: 'ROULETTE',
    'andar-bahar': 'ANDAR_BAHAR',
  };

  // The studio beside the app, as mounted, but its wallet calls over HTTP and timed.
  const wallet: number[] = [];
  const walletStatus = new Map<string, number>();
  const timed =
    (inner: Transport): Transport =>
    async (path, headers, body) => {
      const t0 = wallNow();
      const answer = await inner(path, headers, body);
      wallet.push(wallNow() - t0);
      const call = path.split('/').at(-1) ?? '?';
      walletStatus.set(call, (walletStatus.get(call) ?? 0) + 1);
      return answer;
    };
  const secrets = new Map<string, string>();
  secrets.set(BOOK_VENDOR, (await app.services.vendors.secretOf(BOOK_VENDOR)) ?? '');
  const studio = Fastify({ logger: false });
  await studio.register(studioPlugin, {
    prefix: '/studio',
    basePath: '/studio',
    wallet: createWalletClient({
      transport: timed(httpTransport(`http://127.0.0.1:${settings.port}`)),
      secretOf: (code) => secrets.get(code),
    }),
    knownVendor: (code) => secrets.has(code),
    gameKind: async (_vendor, gameCode) => {
      const row = live.find((entry) => entry.gameCode === gameCode);
      return row ? { lane: 'LIVE', classify: row.classify } : undefined;
    },
    rooms: {
      sql: (text, values) => ctx.database.executeSql(text, values),
      tickMs: 250,
      tables: settings.tables,
    },
    logError: (error, context) => console.error(`studio: ${context}`, error),
  });
  await studio.listen({ port: settings.studioPort, host: '127.0.0.1' });
  const lobby = (await (
    await fetch(`http://127.0.0.1:${settings.studioPort}/studio/rooms/api/lobby`)
  ).json()) as {
    rooms: { code: string; variant: string; minStake: string; game: string }[];
  };
  const tables = lobby.rooms.filter((room) => room.game === 'table');
  console.log(`  studio: ${tables.length} tables`);

  // Members with cash, each launched into a table (player i sits at table i mod tables).
  const t0 = wallNow();
  const members = await seedBookMembers(app, ctx, settings.connections, settings.poolSize, (i) => {
    const table = tables[i % tables.length];
    return gameOf.get(CLASSIFY[table?.variant ?? 'baccarat'] ?? 'BACCARAT') ?? '';
  });
  const players: { sessionId: string; variant: string; stake: string }[] = new Array(members.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < members.length; i = next++) {
        const table = tables[i % tables.length];
        const member = members[i];
        if (!table || !member) continue;
        const code = gameOf.get(CLASSIFY[table.variant] ?? 'BACCARAT') ?? '';
        const page = await fetch(
          `http://127.0.0.1:${settings.studioPort}/studio/play/${code}?token=${encodeURIComponent(member.token)}&vendor=${BOOK_VENDOR}&room=${table.code}&lang=en`,
        );
        const html = await page.text();
        const boot = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
        const parsed = boot ? (JSON.parse(boot) as { sessionId?: string; table?: { code: string } }) : {};
        if (!parsed.sessionId || parsed.table?.code !== table.code)
          throw new Error(`launch ${i} did not open table ${table.code}: HTTP ${page.status}`);
        players[i] = { sessionId: parsed.sessionId, variant: table.variant, stake: table.minStake };
      }
    }),
  );
  console.log(`  ${players.length} players seeded and launched in ${((wallNow() - t0) / 1000).toFixed(1)} s`);

  const clients = Array.from({ length: settings.clientProcesses }, () =>
    startClient<FromClients>('./rooms.clients.js'),
  );
  try {
    const url = `ws://127.0.0.1:${settings.studioPort}/studio/rooms/ws`;
    const connectStart = wallNow();
    clients.forEach((client, c) => {
      client.child.send({
        kind: 'connect',
        url,
        players: players.filter((_, i) => i % clients.length === c),
        betShare: settings.betShare,
      });
    });
    const connected = await Promise.all(clients.map((client) => client.next('connected')));
    const opened = connected.reduce((sum, c) => sum + c.open, 0);
    console.log(`  ${opened} sockets joined in ${((wallNow() - connectStart) / 1000).toFixed(1)} s`);
    if (opened !== settings.connections) throw new Error(`only ${opened} of ${settings.connections} joined`);
    // The joins' own traffic is not measured: start clean.
    for (const client of clients) client.child.send({ kind: 'collect' });
    await Promise.all(clients.map((client) => client.next('collected')));
    wallet.length = 0;
    walletStatus.clear();

    console.log(`  running ${settings.seconds} s`);
    await sleep(settings.seconds * 1000);
    for (const client of clients) client.child.send({ kind: 'collect' });
    const collected = await Promise.all(clients.map((client) => client.next('collected')));
    const broadcast = collected.flatMap((c) => c.broadcast);
    const bets = collected.flatMap((c) => c.bets);
    const statuses: Record<string, number> = {};
    const events: Record<string, number> = {};
    for (const c of collected) {
      for (const [k, v] of Object.entries(c.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
      for (const [k, v] of Object.entries(c.events)) events[k] = (events[k] ?? 0) + v;
    }
    const stillOpen = collected.reduce((sum, c) => sum + c.open, 0);
    const results = {
      broadcast: summarise(broadcast),
      wallet: summarise(wallet),
      bet: summarise(bets),
    };
    const betRate = bets.length / settings.seconds;
    const walletRate = wallet.length / settings.seconds;
    const pass =
      results.broadcast.p99 < TARGET_BROADCAST_P99_MS &&
      results.wallet.p99 < TARGET_WALLET_P99_MS &&
      stillOpen === settings.connections &&
      (statuses.OK ?? 0) > 0;
    console.log('');
    console.log('| measure | samples | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [label, s] of [
      ['round broadcast (opened, no more bets, settled)', results.broadcast],
      ['seamless-wallet call (debit, credits)', results.wallet],
      ['bet frame to answer', results.bet],
    ] as const) {
      console.log(`| ${label} | ${s.samples} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
    }
    console.log('');
    console.log(
      `  bets ${bets.length} (${betRate.toFixed(1)}/s; answers ${JSON.stringify(statuses)}), wallet calls ${wallet.length} (${walletRate.toFixed(1)}/s: ${JSON.stringify(Object.fromEntries(walletStatus))})`,
    );
    console.log(`  events received ${JSON.stringify(events)}; sockets open at the end ${stillOpen}`);
    console.log(
      `  load average (1, 5, 15 min): before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `  targets broadcast p99 < ${TARGET_BROADCAST_P99_MS} ms and wallet p99 < ${TARGET_WALLET_P99_MS} ms: ${pass ? 'met' : 'NOT met'}`,
    );
    mkdirSync('artifacts', { recursive: true });
    writeFileSync(
      'artifacts/bench-rooms.json',
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          settings: { ...settings, adminUrl: undefined },
          cores: availableParallelism(),
          loadAverage: { before: loadBefore, after: loadavg() },
          results,
          betRate,
          walletRate,
          statuses,
          events,
          stillOpen,
          pass,
        },
        null,
        2,
      )}\n`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await closeClients(clients);
    await studio.close();
    await app.close();
    await ctx.cache.close();
    await ctx.rateLimiter.close();
    await ctx.database.close();
    if (!settings.keepDatabase) await admin(settings, `drop database if exists ${DATABASE} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
