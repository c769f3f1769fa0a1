import { z } from 'zod';
import { loadConfig, processEnvironment } from '../platform/config.js';

/**
 * `npm run bench:lottery` settings (issue 20, acceptance 5), read once from the environment beside
 * the other benches' (platform/config.ts keeps the app's; these are the bench's own).
 */
const LotteryBenchEnv = z.object({
  BENCH_PG_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/test'),
  /** Tickets in the draw when it settles (the acceptance: 200,000). */
  BENCH_TICKETS: z.coerce.number().int().min(100).max(2_000_000).default(200_000),
  /** Players who hold them: one wallet round each, closed by one credit (about 20 tickets a round). */
  BENCH_LOTTERY_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(10_000),
  /** Placements in flight at once while the draw fills (not measured against a target). */
  BENCH_PLACE_CONCURRENCY: z.coerce.number().int().min(1).max(512).default(48),
  /** The engine's tickets per statement when it seals the draw (its default, 5,000, when unset). */
  BENCH_TICKET_PAGE: z.coerce.number().int().min(1).max(100_000).optional(),
  /** The engine's rounds per settlement statement (its default, 500, when unset). */
  BENCH_ROUND_PAGE: z.coerce.number().int().min(1).max(10_000).optional(),
  /** The engine's credits per `credits` call (its default, the protocol's 500, when unset). */
  BENCH_CREDIT_BATCH: z.coerce.number().int().min(1).max(500).optional(),
  /** Other players' seamless-wallet calls per second (debit and credit rounds of a slot game). */
  BENCH_WALLET_RPS: z.coerce.number().int().min(1).max(5000).default(300),
  BENCH_LOAD_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(500),
  /** Seconds of the idle window before the settlement (and after it). */
  BENCH_SECONDS: z.coerce.number().min(1).max(600).default(15),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_483),
  /** Keep the scratch database after the run, to look into it (dropped at the next run). */
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
  /** A file to write a CPU profile of the settlement to (sportsbook.profile.ts). */
  BENCH_PROFILE: z.string().optional(),
});

export type LotteryBenchSettings = ReturnType<typeof lotteryBenchSettings>;

export function lotteryBenchSettings(env: Record<string, string | undefined> = processEnvironment()) {
  const e = LotteryBenchEnv.parse(env);
  return {
    adminUrl: e.BENCH_PG_URL,
    tickets: e.BENCH_TICKETS,
    lotteryPlayers: e.BENCH_LOTTERY_PLAYERS,
    placeConcurrency: e.BENCH_PLACE_CONCURRENCY,
    ticketPage: e.BENCH_TICKET_PAGE,
    roundPage: e.BENCH_ROUND_PAGE,
    creditBatch: e.BENCH_CREDIT_BATCH,
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
