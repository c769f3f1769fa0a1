/**
 * `npm run bench:ledger` — wallet throughput beside raw pgbench, measured in one run.
 *
 * On PostgreSQL with the production pool size (DATABASE_POOL_SIZE, default 20) and as many
 * concurrent clients as connections:
 *   pgbench  TPC-B-like (scale = clients, so pgbench itself is not bottlenecked on branch rows)
 *   (a)      transfers between random pairs of many independent player accounts
 *   (b)      bets: every transfer also credits the house (16 shards, the production setting)
 *   (b1)     the same bets with the house on ONE row, to show what sharding buys
 *   PGlite   (a) on the embedded database (one connection)
 * pgbench, (a) and (b) run in BENCH_ROUNDS interleaved rounds (default 3), each measurement
 * right after a checkpoint; the ratios are taken within each round and the median is reported,
 * so a slow spell of the machine (seen here: pgbench alone varies 3,400–6,900 tps from run to
 * run) moves both sides of a ratio instead of one.
 */
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { createWalletService, type WalletService } from '../modules/wallet/wallet.service.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { ledgerBenchSettings, loadConfig } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { type Database, openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';

const { adminUrl, clients, durationS, rounds, players } = ledgerBenchSettings();

function urlFor(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function recreate(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return urlFor(name);
}

async function drop(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const PGBENCH_DB = 'khela_bench_pgbench';

function pgbenchInit(): void {
  execFileSync(
    'psql',
    [
      adminUrl,
      '-qc',
      `drop database if exists ${PGBENCH_DB} with (force)`,
      '-c',
      `create database ${PGBENCH_DB}`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync('pgbench', ['-i', '-q', '-s', String(clients), urlFor(PGBENCH_DB)], { stdio: 'ignore' });
}

function pgbench(): number {
  checkpoint();
  const out = execFileSync(
    'pgbench',
    ['-n', '-c', String(clients), '-j', '2', '-T', String(durationS), urlFor(PGBENCH_DB)],
    { encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!match?.[1]) throw new Error(`could not read pgbench tps from:\n${out}`);
  return Number(match[1]);
}

/**
 * Every measurement starts right after a checkpoint, so none of them pays for another's dirty
 * pages or starts in the middle of one (the first write to each page after a checkpoint logs the
 * whole page, which otherwise lands on whichever phase comes next).
 */
function checkpoint(): void {
  execFileSync('psql', [adminUrl, '-qc', 'checkpoint'], { stdio: 'ignore' });
}

function contextFor(database: Database, shards: number): AppContext {
  const config = loadConfig({ LOG_LEVEL: 'silent', WALLET_SYSTEM_SHARDS: String(shards) });
  return {
    config,
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
}

async function fund(wallet: WalletService, count: number, prefix: string): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      await wallet.post({
        idempotencyKey: `${prefix}:fund:${i}`,
        type: 'deposit',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: 'BENCH' },
            to: { player: `${prefix}${i}`, kind: 'cash' },
            amountMinor: 1_000_000_000n,
          },
        ],
        actor: 'bench',
      });
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
}

/** Runs `clients` loops of `op` for the duration; returns operations per second. */
async function measure(op: (n: number) => Promise<unknown>): Promise<number> {
  checkpoint();
  let count = 0;
  let sequence = 0;
  const deadline = performance.now() + durationS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        await op(sequence++);
        count++;
      }
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

function pair(prefix: string): [string, string] {
  const a = randomInt(players);
  let b = randomInt(players - 1);
  if (b >= a) b++;
  return [`${prefix}${a}`, `${prefix}${b}`];
}

type Round = { pgbench: number; a: number; b: number };

async function ledgerOnPostgres(): Promise<{ rounds: Round[]; b1: number }> {
  const name = 'khela_bench_ledger';
  const url = await recreate(name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: clients });
  await runMigrations(database);
  const sharded = createWalletService(contextFor(database, 16));
  const oneRow = createWalletService(contextFor(database, 1));
  await fund(sharded, players, 'p');
  pgbenchInit();
  const run = Date.now();
  const transfer = (label: string) => async (n: number) => {
    const [from, to] = pair('p');
    await sharded.post({
      idempotencyKey: `${label}:${run}:${n}`,
      type: 'transfer',
      transfers: [
        { from: { player: from, kind: 'cash' }, to: { player: to, kind: 'cash' }, amountMinor: 1n },
      ],
      actor: 'bench',
    });
  };
  const bet = (wallet: WalletService, label: string) => async (n: number) => {
    const player = `p${randomInt(players)}`;
    await wallet.post({
      idempotencyKey: `${label}:${run}:${n}`,
      type: 'bet',
      transfers: [{ from: { player, kind: 'cash' }, to: { system: 'house', ownerId: 'b' }, amountMinor: 1n }],
      actor: 'bench',
    });
  };
  const results: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    const round = {
      pgbench: pgbench(),
      a: await measure(transfer(`a${r}`)),
      b: await measure(bet(sharded, `b${r}`)),
    };
    console.log(
      `  round ${r}: pgbench ${round.pgbench.toFixed(0)} tps, (a) ${round.a.toFixed(0)}/s, (b) ${round.b.toFixed(0)}/s` +
        `   (a)/pgbench ${(round.a / round.pgbench).toFixed(2)}, (b)/(a) ${(round.b / round.a).toFixed(2)}`,
    );
    results.push(round);
  }
  const b1 = await measure(bet(oneRow, 'one-row'));
  const report = await sharded.reconcile('manual');
  if (!report?.clean)
    throw new Error(`reconciliation after the benchmark is not clean: ${JSON.stringify(report?.problems)}`);
  await database.close();
  await drop(name);
  await drop(PGBENCH_DB);
  return { rounds: results, b1 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function ledgerOnPglite(): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await runMigrations(database);
  const wallet = createWalletService(contextFor(database, 16));
  const count = Math.min(players, 1000);
  await fund(wallet, count, 'q');
  const rate = await measure(async (n) => {
    const a = randomInt(count);
    const b = (a + 1 + randomInt(count - 1)) % count;
    await wallet.post({
      idempotencyKey: `l:${n}`,
      type: 'transfer',
      transfers: [
        { from: { player: `q${a}`, kind: 'cash' }, to: { player: `q${b}`, kind: 'cash' }, amountMinor: 1n },
      ],
      actor: 'bench',
    });
  });
  await database.close();
  return rate;
}

async function main(): Promise<void> {
  console.log(
    `ledger benchmark: ${clients} clients = pool size, ${durationS} s per measurement, ${rounds} rounds, ${players} players`,
  );
  const { rounds: results, b1 } = await ledgerOnPostgres();
  const pgb = median(results.map((r) => r.pgbench));
  const a = median(results.map((r) => r.a));
  const b = median(results.map((r) => r.b));
  const aOverPgbench = median(results.map((r) => r.a / r.pgbench));
  const bOverA = median(results.map((r) => r.b / r.a));
  console.log(`pgbench TPC-B-like           ${pgb.toFixed(0).padStart(8)} tps (median)`);
  console.log(
    `(a) independent transfers    ${a.toFixed(0).padStart(8)} /s   (a)/pgbench = ${aOverPgbench.toFixed(2)}  (target ≥ 0.60; median of the rounds' ratios)`,
  );
  console.log(
    `(b) bets to house, 16 shards ${b.toFixed(0).padStart(8)} /s   (b)/(a)     = ${bOverA.toFixed(2)}  (target ≥ 0.50)`,
  );
  console.log(
    `(b1) bets to house, 1 row    ${b1.toFixed(0).padStart(8)} /s   (b1)/(a)    = ${(b1 / a).toFixed(2)}`,
  );
  const lite = await ledgerOnPglite();
  console.log(
    `PGlite (a), one connection   ${lite.toFixed(0).padStart(8)} /s   PGlite/(a)  = ${(lite / a).toFixed(2)}`,
  );
  mkdirSync('artifacts', { recursive: true });
  const result = {
    at: new Date().toISOString(),
    clients,
    durationS,
    players,
    rounds: results,
    pgbenchTps: pgb,
    a,
    b,
    b1,
    pglite: lite,
    ratios: { aOverPgbench, bOverA, b1OverA: b1 / a },
  };
  writeFileSync('artifacts/bench-ledger.json', `${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
