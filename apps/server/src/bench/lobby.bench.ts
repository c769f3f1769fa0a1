/**
 * `npm run bench:lobby` — the lobby and the seamless wallet through real HTTP (issue 6, acceptance 5;
 * decision 0023).
 *
 * Seeds BENCH_GAMES (default 100,000) demo games into a fresh PostgreSQL database
 * (khela_bench_lobby on BENCH_PG_URL), starts the real server (apps/server/dist/main.js) as a child
 * process listening on BENCH_PORT, and drives it with an open-loop generator: requests leave at a
 * fixed arrival rate whatever the answers do, and each latency counts from the moment its request
 * was due, so a slow answer cannot hide the requests queued behind it (no coordinated omission).
 *
 *   page 1     GCSGAME_gameList, slots lane (RNG), page 1 of 18, at BENCH_LOBBY_RPS (200/s)
 *   deep page  the same, a random page from BENCH_DEEP_PAGE (2,000) to the last, at 200/s
 *              page 1 and the deep page alternate in BENCH_ROUNDS rounds, so drift hits both
 *   search     gameName (a catalogue word) under all games, page 1, at 200/s
 *   wallet     signed /vendor/v1 debit and credit pairs (one round each) for BENCH_PLAYERS players
 *              of eight vendors, at BENCH_WALLET_RPS (500/s)
 *
 * Targets: lobby p95 < 30 ms, deep page p95 ≤ 1.5 × page 1 p95, wallet p99 < 100 ms.
 * Prints a table and writes artifacts/bench-lobby.json.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import { NOUNS } from '../modules/games/games.catalogue.names.js';
import { DEMO_VENDORS, seedCatalogue } from '../modules/games/games.catalogue.seed.js';
import { game } from '../modules/games/games.catalogue.tables.js';
import { signVendorBody } from '../modules/vendors/vendors.signature.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { loadConfig, lobbyBenchSettings, processEnvironment } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';

const settings = lobbyBenchSettings();
const DATABASE = 'khela_bench_lobby';
const PAGE_SIZE = 18;
/** Vendors whose players the wallet phase spreads over (each debit moves money to its vendor account). */
const WALLET_VENDORS = ['KHELA', 'PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL'];
const FIRST_MEMBER_ID = 900_000_001;
const serverEntry = path.resolve(fileURLToPath(import.meta.url), '../../main.js');

function urlFor(name: string): string {
  const url = new URL(settings.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

// ── Setup (not measured) ─────────────────────────────────────────────────────────────────

type BenchPlayer = { playerId: string; vendor: string; gameCode: string; token: string };
/** The signing secret of each wallet vendor, read from the database during setup. */
const secrets = new Map<string, string>();

async function prepare(): Promise<{ url: string; games: number; players: BenchPlayer[] }> {
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = urlFor(DATABASE);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: settings.poolSize });
  await runMigrations(database);
  const ctx: AppContext = {
    config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
  // The demo catalogue scaled up: same vendors, types and shares, BENCH_GAMES games in all.
  const demoTotal = DEMO_VENDORS.flatMap((v) => Object.values(v.games)).reduce<number>(
    (a, b) => a + (b ?? 0),
    0,
  );
  const started = performance.now();
  await seedCatalogue(database.db, ctx.now(), demoTotal / settings.games);
  await seedDemo(ctx); // the rest of the demo (settings, credentials, accounts); the catalogue is there
  // As a settled production catalogue would be: statistics and visibility map fresh, pages written.
  execFileSync('psql', [url, '-qc', 'vacuum analyze', '-c', 'checkpoint'], { stdio: 'ignore' });
  const counted = await database.db.$count(game);
  console.log(`  seeded ${counted} games in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const gameOf = new Map<string, string>();
  for (const vendor of WALLET_VENDORS) {
    const [row] = await database.db
      .select({ gameCode: game.gameCode })
      .from(game)
      .where(eq(game.vassalage, vendor))
      .limit(1);
    if (!row) throw new Error(`no game of vendor ${vendor} seeded`);
    gameOf.set(vendor, row.gameCode);
  }
  const players: BenchPlayer[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < settings.players; i = next++) {
      const playerId = String(FIRST_MEMBER_ID + i);
      const vendor = WALLET_VENDORS[i % WALLET_VENDORS.length] ?? 'KHELA';
      const gameCode = gameOf.get(vendor) ?? '';
      await app.services.wallet.post({
        idempotencyKey: `bench-lobby:fund:${playerId}`,
        type: 'deposit',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: 'BENCH' },
            to: { player: playerId, kind: 'cash' },
            amountMinor: 100_000_000n,
          },
        ],
        actor: 'bench',
      });
      const { token } = await app.services.vendors.issueLaunchToken({
        memberId: playerId,
        loginSessionId: `bench-${playerId}`,
        vendorCode: vendor,
        gameCode,
        currency: 'BDT',
        playMoney: false,
        username: `bench${i}`,
        nickname: `bench${i}`,
      });
      players[i] = { playerId, vendor, gameCode, token };
    }
  };
  await Promise.all(Array.from({ length: settings.poolSize }, worker));
  for (const vendor of WALLET_VENDORS)
    secrets.set(vendor, (await app.services.vendors.secretOf(vendor)) ?? '');
  await app.close();
  await database.close();
  return { url, games: counted, players };
}

// ── The server under test ───────────────────────────────────────────────────────────────

async function startServer(url: string): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...processEnvironment(),
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(settings.port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const banner = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('Khela is running'));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
  return { child, banner };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function request(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: settings.port, method, path, headers, agent },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function vendorCall(vendor: string, call: string, payload: Record<string, unknown>) {
  const body = JSON.stringify(payload);
  const timestamp = String(Date.now());
  const answer = await request(
    'POST',
    `/vendor/v1/${call}`,
    {
      'content-type': 'application/json',
      'x-khela-vendor': vendor,
      'x-khela-timestamp': timestamp,
      'x-khela-signature': signVendorBody(secrets.get(vendor) ?? '', timestamp, body),
    },
    body,
  );
  const parsed = JSON.parse(answer.body) as { status: string };
  if (parsed.status !== 'OK') throw new Error(`${call}: ${answer.body.slice(0, 200)}`);
  return parsed;
}

type Page = { success: boolean; value: { games: unknown[]; totalPages: number } };

async function lobby(query: string, expectGames: boolean): Promise<Page['value']> {
  const answer = await request('GET', `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&${query}`, {
    'x-lang': 'en',
  });
  const parsed = JSON.parse(answer.body) as Page;
  if (answer.status !== 200 || !parsed.success) throw new Error(`${query}: ${answer.body.slice(0, 200)}`);
  if (expectGames && parsed.value.games.length === 0) throw new Error(`${query}: no games`);
  return parsed.value;
}

// ── CPU time per call (decision 0038) ─────────────────────────────────────────────────────

/** User + system CPU milliseconds a process has used (Linux /proc; 0 once it is gone). */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** The server's PostgreSQL backends (its pool's connections to the bench database). */
async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}

// ── Open-loop load ───────────────────────────────────────────────────────────────────────

type Samples = { latencies: number[]; errors: number; firstError?: string; seconds: number };

/**
 * Sends `rate × seconds` requests on a fixed schedule; request n is due at start + n / rate and
 * its latency counts from then (the generator's own lag included), not from when it left.
 */
function openLoop(rate: number, seconds: number, send: (n: number) => Promise<unknown>): Promise<Samples> {
  const total = Math.round(rate * seconds);
  const gap = 1000 / rate;
  const samples: Samples = { latencies: [], errors: 0, seconds };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let n = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (n < total && start + n * gap <= now) {
        const due = start + n * gap;
        inFlight.push(
          send(n).then(
            () => {
              samples.latencies.push(performance.now() - due);
            },
            (error: unknown) => {
              samples.errors++;
              samples.firstError ??= error instanceof Error ? error.message : String(error);
            },
          ),
        );
        n++;
      }
      if (n < total) setTimeout(tick, Math.max(0, start + n * gap - performance.now()));
      else void Promise.all(inFlight).then(() => resolve(samples));
    };
    tick();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Summary = {
  rate: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

function summarise(rate: number, parts: Samples[]): Summary {
  const all = parts.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const errors = parts.reduce((n, s) => n + s.errors, 0);
  const firstError = parts.find((s) => s.firstError)?.firstError;
  if (firstError) console.log(`    first error: ${firstError}`);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    rate,
    requests: all.length + errors,
    errors,
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    max: round(all[all.length - 1] ?? Number.NaN),
  };
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const { durationS, rounds, lobbyRps, walletRps } = settings;
  console.log(
    `lobby benchmark: ${settings.games} games, ${durationS} s a phase, ${rounds} rounds, lobby ${lobbyRps}/s, ` +
      `wallet ${walletRps}/s, ${settings.players} players, pool ${settings.poolSize}`,
  );
  const { url, games, players } = await prepare();
  const { child, banner } = await startServer(url);
  console.log(`  ${banner}`);
  try {
    // Sessions: each player's launch token is spent through authenticate, as a vendor would.
    let next = 0;
    const authenticate = async () => {
      for (let p = players[next++]; p; p = players[next++]) {
        await vendorCall(p.vendor, 'authenticate', { token: p.token });
      }
    };
    await Promise.all(Array.from({ length: 16 }, authenticate));

    const lane = `gameType=RNG&pageSize=${PAGE_SIZE}&language=EN`;
    const { totalPages } = await lobby(`${lane}&pageNo=1`, true);
    if (totalPages <= settings.deepPage) throw new Error(`only ${totalPages} pages: lower BENCH_DEEP_PAGE`);
    const deepPageNo = () => settings.deepPage + randomInt(totalPages - settings.deepPage);
    // The first deep page after a catalogue change computes the filter's seek keys once.
    const coldStart = performance.now();
    await lobby(`${lane}&pageNo=${settings.deepPage}`, true);
    const coldDeepMs = performance.now() - coldStart;
    const words = NOUNS.map(([en]) => en.toLowerCase());
    const run = Date.now();
    const page1 = () => lobby(`${lane}&pageNo=1`, true);
    const deep = () => lobby(`${lane}&pageNo=${deepPageNo()}`, true);
    const search = (n: number) =>
      lobby(
        `gameName=${encodeURIComponent(words[n % words.length] ?? 'fortune')}&pageSize=${PAGE_SIZE}`,
        true,
      );
    // Debit and credit alternate: arrival 2k debits round k, arrival 2k + 1 credits it.
    const debits = new Map<number, Promise<unknown>>();
    const wallet = async (n: number) => {
      const roundNo = n >> 1;
      const p = players[roundNo % players.length];
      if (!p) throw new Error('no player');
      const common = {
        playerId: p.playerId,
        currency: 'BDT',
        roundId: `r${run}-${roundNo}`,
        gameCode: p.gameCode,
      };
      if (n % 2 === 0) {
        const debit = vendorCall(p.vendor, 'debit', {
          ...common,
          transactionId: `d${run}-${roundNo}`,
          amount: '1.00',
        });
        debits.set(
          roundNo,
          debit.catch(() => undefined),
        );
        return debit;
      }
      await debits.get(roundNo);
      debits.delete(roundNo);
      return vendorCall(p.vendor, 'credit', {
        ...common,
        transactionId: `c${run}-${roundNo}`,
        amount: roundNo % 3 === 0 ? '2.50' : '0.00',
      });
    };
    console.log('  warming up');
    await openLoop(lobbyRps, 2, (n) => (n % 3 === 0 ? page1() : n % 3 === 1 ? deep() : search(n)));
    await openLoop(walletRps, 2, wallet);

    const page1Parts: Samples[] = [];
    const deepParts: Samples[] = [];
    const roundRatios: number[] = [];
    for (let r = 1; r <= rounds; r++) {
      const a = await openLoop(lobbyRps, durationS, page1);
      const b = await openLoop(lobbyRps, durationS, deep);
      page1Parts.push(a);
      deepParts.push(b);
      const [pa, pb] = [summarise(lobbyRps, [a]).p95, summarise(lobbyRps, [b]).p95];
      roundRatios.push(pb / pa);
      console.log(`  round ${r}: page 1 p95 ${pa} ms, deep p95 ${pb} ms, ratio ${(pb / pa).toFixed(2)}`);
    }
    // A slow spell of the shared machine lands in one phase; the median of the rounds' ratios
    // compares page 1 and the deep page under the same conditions (as bench:ledger does).
    const medianRatio =
      [...roundRatios].sort((x, y) => x - y)[Math.floor(roundRatios.length / 2)] ?? Number.NaN;
    const searchParts = [await openLoop(lobbyRps, durationS, search)];
    const walletParts = [await openLoop(walletRps, durationS, wallet)];
    // What the server sustains at all: closed loop, as many callers as pool connections.
    // CPU per call, which other load on the machine disturbs less than latency: the server's and
    // its backends' (a backend that closes meanwhile is left out of both readings).
    const pidsBefore = await backendPids(url);
    const cpuBefore = new Map(pidsBefore.map((pid) => [pid, cpuMs(pid)]));
    const serverCpuBefore = cpuMs(child.pid);
    let calls = 0;
    const until = performance.now() + durationS * 1000;
    const capacityStart = performance.now();
    const base = 1_000_000_000;
    await Promise.all(
      Array.from({ length: settings.poolSize }, async () => {
        while (performance.now() < until) await wallet(base + calls++);
      }),
    );
    const walletCapacity = Math.round(calls / ((performance.now() - capacityStart) / 1000));
    const serverCpuMsPerCall = (cpuMs(child.pid) - serverCpuBefore) / calls;
    const pidsAfter = await backendPids(url);
    const databaseCpuMsPerCall =
      pidsAfter.reduce((sum, pid) => sum + cpuMs(pid) - (cpuBefore.get(pid) ?? 0), 0) / calls;

    const results = {
      page1: summarise(lobbyRps, page1Parts),
      deep: summarise(lobbyRps, deepParts),
      search: summarise(lobbyRps, searchParts),
      wallet: summarise(walletRps, walletParts),
    };
    const deepOverPage1 = results.deep.p95 / results.page1.p95;
    const targets = {
      lobbyP95Under30ms: Math.max(results.page1.p95, results.deep.p95, results.search.p95) < 30,
      deepWithin1_5xPage1: deepOverPage1 <= 1.5,
      walletP99Under100ms: results.wallet.p99 < 100,
      noErrors: Object.values(results).every((s) => s.errors === 0),
    };
    const row = (name: string, s: Summary) =>
      `${name.padEnd(30)}${String(s.rate).padStart(6)}${String(s.requests).padStart(8)}${String(s.errors).padStart(7)}` +
      `${s.p50.toFixed(2).padStart(9)}${s.p95.toFixed(2).padStart(9)}${s.p99.toFixed(2).padStart(9)}${s.max.toFixed(2).padStart(9)}`;
    console.log(
      `\n${'ms'.padEnd(30)}${'rate/s'.padStart(6)}${'sent'.padStart(8)}${'errors'.padStart(7)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
    );
    console.log(row('lobby page 1 (RNG, 18)', results.page1));
    console.log(row(`lobby deep page (${settings.deepPage}–${totalPages - 1})`, results.deep));
    console.log(row('name search (all, page 1)', results.search));
    console.log(row('wallet debit/credit', results.wallet));
    console.log(`\ncold deep page (seek keys computed): ${coldDeepMs.toFixed(1)} ms`);
    console.log(`wallet capacity (closed loop, ${settings.poolSize} callers): ${walletCapacity} calls/s`);
    console.log(
      `wallet CPU per call: server ${serverCpuMsPerCall.toFixed(3)} ms, PostgreSQL ${databaseCpuMsPerCall.toFixed(3)} ms`,
    );
    console.log(
      `deep / page 1 p95 = ${deepOverPage1.toFixed(2)} pooled, ${medianRatio.toFixed(2)} median of the rounds (target ≤ 1.5)`,
    );
    console.log(`targets: ${JSON.stringify(targets)}`);

    mkdirSync('artifacts', { recursive: true });
    const report = {
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
      },
      settings: { ...settings, adminUrl: undefined, pageSize: PAGE_SIZE, games, totalPages },
      server: banner,
      results,
      coldDeepMs: Math.round(coldDeepMs * 100) / 100,
      walletCapacityPerS: walletCapacity,
      walletCpuMsPerCall: {
        server: Math.round(serverCpuMsPerCall * 1000) / 1000,
        database: Math.round(databaseCpuMsPerCall * 1000) / 1000,
      },
      ratios: {
        deepOverPage1P95: Math.round(deepOverPage1 * 100) / 100,
        deepOverPage1P95Rounds: roundRatios.map((x) => Math.round(x * 100) / 100),
        deepOverPage1P95Median: Math.round(medianRatio * 100) / 100,
      },
      targets,
    };
    writeFileSync('artifacts/bench-lobby.json', `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await admin(`drop database if exists ${DATABASE} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
