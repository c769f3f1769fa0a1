import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { JobsPriority } from './priority.js';

/**
 * PostgreSQL connections per server: twice the cores plus two (PostgreSQL's rule of thumb for a
 * CPU-bound database on the same machine). More backends than that only queue on the CPU: on 2
 * cores the seamless-wallet p99 at 500 calls/s was 13 ms with 6 and 439 ms with 20 (decision 0042).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 2 * availableParallelism() + 2;

/**
 * The only place that reads process.env. Everything below receives a typed Config.
 * A wrong value stops the start with one line naming the variable.
 */
const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const TrustProxy = z
  .string()
  .transform((raw, ctx): boolean | number | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((s) => s.trim());
    if (list.every((item) => /^[0-9a-f.:/]+$/.test(item))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'expected false, true, a hop count, or a comma list of IPs/CIDRs',
    });
    return z.NEVER;
  })
  .default(false);

const Url = (protocols: string[]) =>
  z
    .string()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `expected a URL starting with ${protocols.join(' or ')}//`,
    )
    .optional();

/** A provider's address: https, or http on the loopback address only (tests, local development). */
const ProviderUrl = z
  .string()
  .max(500)
  .regex(
    /^(https:\/\/[^\s/?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)(\/[^\s?#]*)?$/,
    'expected an https:// URL (http only on the loopback address)',
  );

/** Where the in-process fake phone provider answers (PHONE_PROVIDER=fake; decision 0087). */
export const FAKE_PHONE_PROVIDER_PATH = '/wps/test/phone-provider';
const FIREBASE_API_URL = 'https://identitytoolkit.googleapis.com/v1';
const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * External phone verification for registration (decision 0087): the browser verifies the number
 * with the provider, registration carries the provider's ID token, the server checks it against
 * `issuer`, `projectId` (the audience) and the keys at `jwksUrl` (null: the in-process fake's own).
 */
export type PhoneProviderConfig = {
  kind: 'firebase' | 'fake';
  /** Sent by the browser as firebaseChannel. */
  channel: string;
  projectId: string;
  /** The provider's public web API key (the browser sends it as ?key=). */
  apiKey: string;
  /** The phone-auth API base the browser calls; a path is this site (the fake). */
  apiUrl: string;
  issuer: string;
  jwksUrl: string | null;
};

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: Url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: Url(['redis:', 'rediss:']),
  LOG_LEVEL: LogLevel.default('info'),
  TRUST_PROXY: TrustProxy,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  BACKOFFICE_DIST_DIR: z.string().optional(),
  /** Uploaded files (proof images); default <DATA_DIR>/uploads. Never inside a served web root. */
  UPLOAD_DIR: z.string().min(1).optional(),
  WALLET_SYSTEM_SHARDS: z.coerce.number().int().min(1).max(256).default(16),
  /** The studio's (vendor KHELA) seamless-wallet secret; overrides the stored one when set. */
  KHELA_STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Seamless-wallet calls: how far X-Khela-Timestamp may be from our clock (ms). */
  VENDOR_REPLAY_WINDOW_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** How long a game launch token may wait for the vendor's authenticate (ms). */
  VENDOR_LAUNCH_TOKEN_TTL_MS: z.coerce.number().int().min(5000).max(3_600_000).default(120_000),
  /** A vendor game session lasts this long after its last debit or balance call (ms). */
  VENDOR_SESSION_TTL_MS: z.coerce.number().int().min(10_000).max(86_400_000).default(1_800_000),
  /** Mount the game studio (apps/studio) in this process at /studio/ (false: it runs elsewhere). */
  STUDIO_MOUNT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How often the studio's book moves its feed and settles bets (ms); 0: never on its own (tests). */
  BOOK_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How often the studio's rooms (live tables, crash …) check their clocks (ms); 0: never on their own (tests). */
  ROOM_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** How many live tables the studio runs (the first nine are its named tables; more repeat the kinds). */
  ROOM_TABLES: z.coerce.number().int().min(1).max(200).default(9),
  INTERNAL_API_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Strict-Transport-Security max-age on answers served over HTTPS; 0 (default) sends none. Set it
   * once the site answers only over HTTPS: browsers then refuse plain HTTP for that long.
   */
  HSTS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(63_072_000).default(0),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * External phone verification for registration (decision 0087): off (SMS codes from this site),
   * firebase (a Firebase project's phone auth) or fake (the local fake provider at
   * /wps/test/phone-provider; the demo and browser tests, refused in production).
   */
  PHONE_PROVIDER: z.enum(['off', 'firebase', 'fake']).default('off'),
  PHONE_PROVIDER_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{3,62}$/, 'expected a project id (lowercase letters, digits, -)')
    .optional(),
  PHONE_PROVIDER_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'expected the web API key')
    .optional(),
  /** Overrides for another provider of the same protocol (or a local one in tests). */
  PHONE_PROVIDER_API_URL: ProviderUrl.optional(),
  PHONE_PROVIDER_ISSUER: z.string().min(1).max(300).optional(),
  PHONE_PROVIDER_JWKS_URL: ProviderUrl.optional(),
  PHONE_PROVIDER_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,32}$/, 'expected 2-32 letters, digits, _ or -')
    .optional(),
  TEST_HOOKS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * JOBS=off: this process serves requests only and runs no scheduled jobs (another instance
   * does: pg-boss hands each job to one of the instances that run them).
   */
  JOBS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /**
   * JOBS_PRIORITY=background: an instance that runs the jobs and serves no players runs at
   * niceness 19, and so do its database sessions when PostgreSQL runs on this host (decision 0050).
   */
  JOBS_PRIORITY: z.enum(['normal', 'background']).default('normal'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof LogLevel>;
  trustProxy: boolean | number | string[];
  bodyLimitBytes: number;
  settingsCacheMs: number;
  shutdownTimeoutMs: number;
  webDistDir: string;
  backofficeDistDir: string;
  /** Local upload storage (platform/storage); outside both web roots. */
  uploadDir: string;
  seedDemo: boolean;
  /** Bearer token for trusted service-to-service routes (/wps/internal/*); unset = those routes are off. */
  internalApiToken: string | undefined;
  /** Rows each system account (house, vendor …) is spread over, so bets do not queue on one row. */
  walletSystemShards: number;
  /** Seamless-wallet API (modules/vendors). */
  khelaStudioSecret: string | undefined;
  vendorReplayWindowMs: number;
  vendorLaunchTokenTtlMs: number;
  vendorSessionTtlMs: number;
  /** STUDIO_MOUNT: serve the studio's games at /studio/ from this process (default true). */
  studioMount: boolean;
  /** BOOK_TICK_MS: the studio book's feed and settlement tick; 0 = only when called (tests). */
  bookTickMs: number;
  /** ROOM_TICK_MS: the studio rooms' clock check; 0 = only when called (tests). */
  roomTickMs: number;
  /** ROOM_TABLES: how many live tables the studio runs. */
  roomTables: number;
  /** HSTS_MAX_AGE_SECONDS: Strict-Transport-Security over HTTPS; 0 = not sent. */
  hstsMaxAgeSeconds: number;
  /** NODE_ENV: development prints outbox messages (SMS and email codes) in the log. */
  environment: 'development' | 'production' | 'test';
  /**
   * TEST_HOOKS=true adds routes only browser tests need (reading a captcha answer). Never in
   * production: refused there at start.
   */
  testHooks: boolean;
  /** PHONE_PROVIDER…: external phone verification for registration; null = SMS codes from this site. */
  phoneProvider: PhoneProviderConfig | null;
  /** JOBS: whether this process runs the scheduled jobs (default on). */
  jobs: boolean;
  /** JOBS_PRIORITY: a jobs-only instance and its local database sessions in the background. */
  jobsPriority: JobsPriority;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env, repoRoot = '.'): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const shown = present[name] === undefined ? '' : ` (got "${present[name]}")`;
    throw new ConfigError(`Invalid configuration: ${name}${shown}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  if (e.TEST_HOOKS && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_HOOKS (got "true"): not allowed when NODE_ENV=production',
    );
  }
  if (e.JOBS_PRIORITY === 'background' && !e.JOBS) {
    throw new ConfigError(
      'Invalid configuration: JOBS_PRIORITY (got "background"): only for an instance with JOBS=on',
    );
  }
  const phoneProvider = phoneProviderOf(e);
  const webDistDir = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  const backofficeDistDir = path.resolve(
    e.BACKOFFICE_DIST_DIR ?? path.join(repoRoot, 'apps/backoffice/dist'),
  );
  const uploadDir = path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'));
  const inside = (dir: string, root: string) => dir === root || dir.startsWith(root + path.sep);
  if (inside(uploadDir, webDistDir) || inside(uploadDir, backofficeDistDir)) {
    throw new ConfigError(
      `Invalid configuration: UPLOAD_DIR (got "${uploadDir}"): must be outside the web roots`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    settingsCacheMs: e.SETTINGS_CACHE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    webDistDir,
    backofficeDistDir,
    uploadDir,
    seedDemo: e.SEED_DEMO,
    internalApiToken: e.INTERNAL_API_TOKEN,
    walletSystemShards: e.WALLET_SYSTEM_SHARDS,
    khelaStudioSecret: e.KHELA_STUDIO_SECRET,
    vendorReplayWindowMs: e.VENDOR_REPLAY_WINDOW_MS,
    vendorLaunchTokenTtlMs: e.VENDOR_LAUNCH_TOKEN_TTL_MS,
    vendorSessionTtlMs: e.VENDOR_SESSION_TTL_MS,
    studioMount: e.STUDIO_MOUNT,
    bookTickMs: e.BOOK_TICK_MS,
    roomTickMs: e.ROOM_TICK_MS,
    roomTables: e.ROOM_TABLES,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    environment: e.NODE_ENV,
    testHooks: e.TEST_HOOKS,
    phoneProvider,
    jobs: e.JOBS,
    jobsPriority: e.JOBS_PRIORITY,
  };
}

/** PHONE_PROVIDER and its details: a Firebase project needs its id and web API key. */
function phoneProviderOf(e: z.infer<typeof EnvSchema>): PhoneProviderConfig | null {
  if (e.PHONE_PROVIDER === 'off') return null;
  if (e.PHONE_PROVIDER === 'fake') {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Invalid configuration: PHONE_PROVIDER (got "fake"): not allowed when NODE_ENV=production',
      );
    }
    const projectId = e.PHONE_PROVIDER_PROJECT_ID ?? 'khela-demo';
    return {
      kind: 'fake',
      channel: e.PHONE_PROVIDER_CHANNEL ?? 'fake',
      projectId,
      apiKey: e.PHONE_PROVIDER_API_KEY ?? 'khela-fake-api-key',
      apiUrl: `${FAKE_PHONE_PROVIDER_PATH}/v1`,
      issuer: `khela-fake-phone-provider/${projectId}`,
      jwksUrl: null,
    };
  }
  const projectId = e.PHONE_PROVIDER_PROJECT_ID;
  const apiKey = e.PHONE_PROVIDER_API_KEY;
  if (!projectId || !apiKey) {
    const missing = projectId ? 'PHONE_PROVIDER_API_KEY' : 'PHONE_PROVIDER_PROJECT_ID';
    throw new ConfigError(`Invalid configuration: ${missing}: required when PHONE_PROVIDER=firebase`);
  }
  return {
    kind: 'firebase',
    channel: e.PHONE_PROVIDER_CHANNEL ?? 'firebase',
    projectId,
    apiKey,
    apiUrl: (e.PHONE_PROVIDER_API_URL ?? FIREBASE_API_URL).replace(/\/+$/, ''),
    issuer: e.PHONE_PROVIDER_ISSUER ?? `https://securetoken.google.com/${projectId}`,
    jwksUrl: e.PHONE_PROVIDER_JWKS_URL ?? FIREBASE_JWKS_URL,
  };
}

/** The process environment: read here only; entry points hand it on (cli.ts, main.ts). */
export function processEnvironment(): Record<string, string | undefined> {
  return process.env;
}

/**
 * Which database and cache the test suite runs on: TEST_DATABASE=pglite (default, in memory) or
 * postgres (a fresh database per test file on TEST_PG_URL); TEST_REDIS_URL switches the cache
 * to Redis.
 */
export function testTargets(env: Record<string, string | undefined> = process.env): {
  databaseKind: 'pglite' | 'postgres';
  pgUrl: string;
  redisUrl: string | undefined;
  /** WALLET_PROPERTY_RUNS; FC_SEED and FC_PATH replay a failing property-test run. */
  propertyRuns: number | undefined;
  replaySeed: number | undefined;
  replayPath: string | undefined;
  /** PATH, handed to servers a test starts as child processes. */
  searchPath: string;
} {
  return {
    databaseKind: env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
    pgUrl: env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: env.TEST_REDIS_URL || undefined,
    propertyRuns: env.WALLET_PROPERTY_RUNS ? Number(env.WALLET_PROPERTY_RUNS) : undefined,
    replaySeed: env.FC_SEED ? Number(env.FC_SEED) : undefined,
    replayPath: env.FC_PATH || undefined,
    searchPath: env.PATH ?? '',
  };
}

/** `npm run bench:ledger` settings (README, Benchmarks). */
export function ledgerBenchSettings(env: Record<string, string | undefined> = process.env): {
  adminUrl: string;
  clients: number;
  durationS: number;
  rounds: number;
  players: number;
} {
  return {
    adminUrl: env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    // 20 clients on a 20-connection pool unless DATABASE_POOL_SIZE says otherwise: the figures in
    // the README were measured so (group commit needs operations arriving together).
    clients: env.DATABASE_POOL_SIZE ? loadConfig(env).databasePoolSize : 20,
    durationS: Number(env.BENCH_SECONDS ?? 8),
    rounds: Number(env.BENCH_ROUNDS ?? 3),
    players: Number(env.BENCH_PLAYERS ?? 5000),
  };
}

const LobbyBenchEnv = z.object({
  BENCH_PG_URL: Url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/test'),
  BENCH_GAMES: z.coerce.number().int().min(1000).max(1_000_000).default(100_000),
  BENCH_SECONDS: z.coerce.number().min(1).max(600).default(8),
  BENCH_ROUNDS: z.coerce.number().int().min(1).max(10).default(3),
  BENCH_LOBBY_RPS: z.coerce.number().int().min(1).max(5000).default(200),
  BENCH_WALLET_RPS: z.coerce.number().int().min(1).max(5000).default(500),
  BENCH_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(2000),
  BENCH_DEEP_PAGE: z.coerce.number().int().min(2).max(100_000).default(2000),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_480),
  /** Every wallet player holds an active bonus being wagered (issue 17, acceptance 6; decision 0051). */
  BENCH_BONUS: z.enum(['0', '1']).default('0'),
});

/** `npm run bench:lobby` settings (README, Benchmarks; decision 0023). */
export function lobbyBenchSettings(env: Record<string, string | undefined> = process.env): {
  /** The server the scratch database khela_bench_lobby is created on. */
  adminUrl: string;
  games: number;
  /** Seconds per measured phase. */
  durationS: number;
  /** Page 1 and the deep page are measured in this many alternating rounds. */
  rounds: number;
  lobbyRps: number;
  walletRps: number;
  players: number;
  /** The shallowest deep page asked for (page size 18). */
  deepPage: number;
  port: number;
  poolSize: number;
  bonus: boolean;
} {
  const e = LobbyBenchEnv.parse(env);
  return {
    adminUrl: e.BENCH_PG_URL,
    games: e.BENCH_GAMES,
    durationS: e.BENCH_SECONDS,
    rounds: e.BENCH_ROUNDS,
    lobbyRps: e.BENCH_LOBBY_RPS,
    walletRps: e.BENCH_WALLET_RPS,
    players: e.BENCH_PLAYERS,
    deepPage: e.BENCH_DEEP_PAGE,
    port: e.BENCH_PORT,
    bonus: e.BENCH_BONUS === '1',
    poolSize: loadConfig(env).databasePoolSize,
  };
}

const AgentsBenchEnv = z.object({
  BENCH_PG_URL: Url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/test'),
  BENCH_AGENTS: z.coerce.number().int().min(100).max(1_000_000).default(100_000),
  BENCH_MEMBERS: z.coerce.number().int().min(1000).max(10_000_000).default(1_000_000),
  BENCH_BETS: z.coerce.number().int().min(1000).max(20_000_000).default(2_000_000),
  /** Seconds of each idle wallet window (before and after the run): 9,000 calls, p99 the 90th worst. */
  BENCH_SECONDS: z.coerce.number().min(1).max(600).default(30),
  BENCH_WALLET_RPS: z.coerce.number().int().min(1).max(5000).default(300),
  BENCH_PLAYERS: z.coerce.number().int().min(10).max(100_000).default(1000),
  BENCH_OVERVIEW_CALLS: z.coerce.number().int().min(10).max(10_000).default(60),
  /** Keep the scratch database after the run, to look into its plans (dropped at the next run). */
  BENCH_KEEP_DATABASE: z.enum(['0', '1']).default('0'),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_481),
  /** JOBS_PRIORITY of the jobs instance (decision 0050); normal runs it at the players' priority. */
  BENCH_JOBS_PRIORITY: z.enum(['normal', 'background']).default('background'),
  /** After the run, the wallet under a CPU-only stand-in of the run's pay batches (agents.burn.ts). */
  BENCH_CONTROL: z.enum(['0', '1']).default('1'),
  /**
   * Settlement runs measured, each followed by an idle window (decision 0050): the first over the
   * seeded slot, the others over copies of its stored figures in the slots before it. The target is
   * judged on the calls of all runs against those of all idle windows.
   */
  BENCH_REPEATS: z.coerce.number().int().min(1).max(11).default(5),
});

/** `npm run bench:agents` settings (README, Benchmarks; decision 0046). */
export function agentsBenchSettings(env: Record<string, string | undefined> = process.env): {
  /** The server the scratch database khela_bench_agents is created on. */
  adminUrl: string;
  agents: number;
  members: number;
  bets: number;
  /** Seconds of the idle wallet baseline. */
  durationS: number;
  walletRps: number;
  players: number;
  overviewCalls: number;
  port: number;
  poolSize: number;
  keepDatabase: boolean;
  jobsPriority: JobsPriority;
  control: boolean;
  repeats: number;
} {
  const e = AgentsBenchEnv.parse(env);
  return {
    adminUrl: e.BENCH_PG_URL,
    agents: e.BENCH_AGENTS,
    members: e.BENCH_MEMBERS,
    bets: e.BENCH_BETS,
    durationS: e.BENCH_SECONDS,
    walletRps: e.BENCH_WALLET_RPS,
    players: e.BENCH_PLAYERS,
    overviewCalls: e.BENCH_OVERVIEW_CALLS,
    keepDatabase: e.BENCH_KEEP_DATABASE === '1',
    jobsPriority: e.BENCH_JOBS_PRIORITY,
    control: e.BENCH_CONTROL === '1',
    repeats: e.BENCH_REPEATS,
    port: e.BENCH_PORT,
    poolSize: loadConfig(env).databasePoolSize,
  };
}

const RealtimeBenchEnv = z.object({
  BENCH_CONNECTIONS: z.coerce.number().int().min(10).max(50_000).default(2000),
  /** Fan-out rounds to every connected member. */
  BENCH_ROUNDS: z.coerce.number().int().min(1).max(1000).default(20),
  /** Events to one member each, 20 ms apart. */
  BENCH_SINGLES: z.coerce.number().int().min(1).max(100_000).default(500),
  /** Seconds the connections sit idle (through at least one heartbeat) before the fan-out. */
  BENCH_IDLE_SECONDS: z.coerce.number().min(0).max(600).default(30),
  BENCH_PORT: z.coerce.number().int().min(1).max(65535).default(18_490),
  /** Set: the hub fans out through Redis (as with several instances), not in process. */
  BENCH_REDIS_URL: Url(['redis:', 'rediss:']),
  /** Processes the client sockets are spread over (each its own event loop). */
  BENCH_CLIENT_PROCESSES: z.coerce.number().int().min(1).max(16).default(1),
  /**
   * 1: the measured phase (not the setup) runs the bench's processes at a real-time priority
   * (`chrt -f`, root), as if the hub had its cores to itself on a machine other work shares.
   */
  BENCH_FIFO: z.enum(['0', '1']).default('0'),
});

/** `npm run bench:realtime` settings (README, Benchmarks; decision 0059). */
export function realtimeBenchSettings(env: Record<string, string | undefined> = process.env): {
  connections: number;
  rounds: number;
  singles: number;
  idleS: number;
  port: number;
  redisUrl: string | undefined;
  clientProcesses: number;
  fifo: boolean;
} {
  const e = RealtimeBenchEnv.parse(env);
  return {
    connections: e.BENCH_CONNECTIONS,
    rounds: e.BENCH_ROUNDS,
    singles: e.BENCH_SINGLES,
    idleS: e.BENCH_IDLE_SECONDS,
    port: e.BENCH_PORT,
    redisUrl: e.BENCH_REDIS_URL,
    clientProcesses: e.BENCH_CLIENT_PROCESSES,
    fifo: e.BENCH_FIFO === '1',
  };
}
