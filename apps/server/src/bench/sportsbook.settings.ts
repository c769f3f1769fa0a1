import { z } from 'zod';
import { loadConfig, processEnvironment } from '../platform/config.js';

/**
 * `npm run bench:sportsbook` settings (issue 19, acceptance 5), read once from the environment
 * beside the other benches' (platform/config.ts keeps the app's; these are the bench's own).
 */
const SportsbookBenchEnv = z.object({
  BENCH_PG_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/test'),
  /** Open bets on the event when it settles (the acceptance: 100,000). */
  BENCH_BETS: z.coerce.number().int().min(100).max(1_000_000).default(100_000),
  /** Parlays among them, in percent (2 to 4 legs; the rest are singles). */
  BENCH_PARLAY_PERCENT: z.coerce.number().int().min(0).max(100).default(40),
  /** Players who hold the bets (each placed about BENCH_BETS / BENCH_BOOK_PLAYERS). */
  BENCH_BOOK_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(2000),
  /** Placements in flight at once while the open book is built (not measured against a target). */
  BENCH_PLACE_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(48),
  /** The book's parallel wallet postings other than batched credits (the book's default is 8). */
  BENCH_BOOK_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(8),
  /** Other players' seamless-wallet calls per second (debit and credit rounds of a slot game). */
  BENCH_WALLET_RPS: z.coerce.number().int().min(1).max(5000).default(300),
  BENCH_LOAD_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(500),
  /** Seconds of the idle window before the settlement (and after it). */
  BENCH_SECONDS: z.coerce.number().min(1).max(600).default(15),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_482),
  /** Keep the scratch database after the run, to look into it (dropped at the next run). */
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
  /** A file to write a CPU profile of the settlement to (sportsbook.profile.ts). */
  BENCH_PROFILE: z.string().optional(),
});

export type SportsbookBenchSettings = ReturnType<typeof sportsbookBenchSettings>;

export function sportsbookBenchSettings(env: Record<string, string | undefined> = processEnvironment()) {
  const e = SportsbookBenchEnv.parse(env);
  return {
    adminUrl: e.BENCH_PG_URL,
    bets: e.BENCH_BETS,
    parlayPercent: e.BENCH_PARLAY_PERCENT,
    bookPlayers: e.BENCH_BOOK_PLAYERS,
    placeConcurrency: e.BENCH_PLACE_CONCURRENCY,
    bookConcurrency: e.BENCH_BOOK_CONCURRENCY,
    walletRps: e.BENCH_WALLET_RPS,
    loadPlayers: e.BENCH_LOAD_PLAYERS,
    durationS: e.BENCH_SECONDS,
    port: e.BENCH_PORT,
    keepDatabase: e.BENCH_KEEP_DATABASE === '1',
    profile: e.BENCH_PROFILE,
    /** The app's pool (DATABASE_POOL_SIZE, default 20), as deployed. */
    poolSize: loadConfig(env).databasePoolSize,
  };
}
