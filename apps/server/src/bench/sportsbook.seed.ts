/**
 * bench:sportsbook and bench:lottery setup, not measured: a fresh PostgreSQL database with the
 * demo site, the real app (studio mounted, BOOK_TICK_MS 0) listening on a port, the studio's
 * players (members with cash, each with a live game session of one of the studio's games — SPORTS
 * for the book, ELOTT for the lottery — opened through the vendor API's authenticate as the studio
 * does at launch) and the other players whose slot rounds are the background load.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import { MEMBER_TYPE } from '../modules/accounts/accounts.model.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import { tokenHashOf } from '../modules/accounts/accounts.session.js';
import { game } from '../modules/games/games.catalogue.tables.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { loadConfig } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';
import { type BenchPlayer, seedWalletPlayers } from './lobby.seed.js';
import { createBenchClient } from './lobby.server.js';
import type { SportsbookBenchSettings } from './sportsbook.settings.js';

export const BENCH_DATABASE = 'khela_bench_sportsbook';
/** The studio's own vendor: its SPORTS games open the book, its ELOTT games the lottery. */
export const BOOK_VENDOR = 'KHELA';
/** The players' game sessions (the platform's default is 30 minutes). */
const SESSION_TTL_MS = 6 * 60 * 60 * 1000;
/** Each studio player's cash (1,000,000.00 BDT): far more than their stakes. */
export const FUNDS_MINOR = 100_000_000n;

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;
export type BookBenchPlayer = { playerId: string; nickname: string };

/** What the setup reads of a bench's settings (bench:sportsbook's and bench:lottery's). */
export type StudioBenchSettings = Pick<
  SportsbookBenchSettings,
  'adminUrl' | 'poolSize' | 'port' | 'loadPlayers'
>;

/** The scratch database and the studio game whose launches the bench's players hold. */
export type StudioBenchTarget = { database: string; gameType: 'SPORTS' | 'ELOTT' | 'LIVE' };

const SPORTSBOOK: StudioBenchTarget = { database: BENCH_DATABASE, gameType: 'SPORTS' };

export async function admin(
  settings: Pick<StudioBenchSettings, 'adminUrl'>,
  statement: string,
): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export function urlOf(settings: Pick<StudioBenchSettings, 'adminUrl'>, name = BENCH_DATABASE): string {
  const url = new URL(settings.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The scratch database with the demo site, the app over it (listening on the bench port), and
 * the studio's catalogue game of the target's type that the bench's players launch.
 */
export async function prepareApp(
  settings: StudioBenchSettings,
  target: StudioBenchTarget = SPORTSBOOK,
  /** Settings of the app beyond the bench's (bench:rooms: the studio not mounted, it runs beside). */
  overrides: Record<string, string> = {},
) {
  await admin(settings, `drop database if exists ${target.database} with (force)`);
  await admin(settings, `create database ${target.database}`);
  const url = urlOf(settings, target.database);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: settings.poolSize });
  await runMigrations(database);
  const ctx: AppContext = {
    // As deployed, but the book and the lottery tick only when the bench says so, and the players'
    // game sessions outlive the placement (200,000 lottery tickets take half an hour at ~120/s);
    // a session's expiry is only compared, so its length costs nothing.
    config: loadConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      BOOK_TICK_MS: '0',
      SEED_DEMO: 'false',
      VENDOR_SESSION_TTL_MS: String(SESSION_TTL_MS),
      ...overrides,
    }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
  await seedDemo(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: settings.port, host: '127.0.0.1' });
  const [launched] = await database.db
    .select({ gameCode: game.gameCode })
    .from(game)
    .where(
      and(eq(game.vassalage, BOOK_VENDOR), eq(game.gameType, target.gameType), eq(game.status, 'active')),
    )
    .orderBy(game.nodeId)
    .limit(1);
  if (!launched) throw new Error(`no active ${target.gameType} game of ${BOOK_VENDOR} in the demo catalogue`);
  return { url, database, ctx, app, gameCode: launched.gameCode };
}

/**
 * Members with cash, each logged in with a launch token of the studio's game (spent afterwards by
 * the vendor API's authenticate, or by a studio page launch); `gameCode` may differ per member.
 */
export async function seedBookMembers(
  app: BenchApp,
  ctx: AppContext,
  count: number,
  concurrency: number,
  gameCode: string | ((index: number) => string),
): Promise<(BookBenchPlayer & { token: string })[]> {
  const database = ctx.database;
  const passwordHash = await hash(randomBytes(12).toString('hex'));
  const dayMs = 24 * 60 * 60 * 1000;
  const players: (BookBenchPlayer & { token: string })[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const username = `book${i}`;
      const member = await accountsRepo.insertMember(database.db, {
        username,
        passwordHash,
        type: MEMBER_TYPE,
        nickname: username,
        firstTimeLogin: false,
        registerMethod: 'SEED',
      });
      if (!member) throw new Error(`bench member ${username} was not stored`);
      const playerId = member.id.toString();
      const now = ctx.now();
      const loginSessionId = await accountsRepo.insertSession(database.db, {
        tokenHash: tokenHashOf(randomBytes(24).toString('base64url')),
        memberId: member.id,
        area: 'player',
        loginMethod: 'bench',
        ip: '127.0.0.1',
        createdAt: now,
        expiresAt: new Date(now.getTime() + dayMs),
      });
      await app.services.wallet.post({
        idempotencyKey: `bench-sportsbook:fund:${playerId}`,
        type: 'deposit',
        transfers: [
          {
            from: { system: 'payment_provider', ownerId: 'BENCH' },
            to: { player: playerId, kind: 'cash' },
            amountMinor: FUNDS_MINOR,
          },
        ],
        actor: 'bench',
      });
      const { token } = await app.services.vendors.issueLaunchToken({
        memberId: playerId,
        loginSessionId: loginSessionId.toString(),
        vendorCode: BOOK_VENDOR,
        gameCode: typeof gameCode === 'string' ? gameCode : gameCode(i),
        currency: 'BDT',
        playMoney: false,
        username,
        nickname: username,
      });
      players[i] = { playerId, nickname: username, token };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return players;
}

/** Spends each launch token through the vendor API's authenticate, as a vendor does at launch. */
async function authenticateAll(
  client: ReturnType<typeof createBenchClient>,
  players: { vendor: string; token: string }[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < players.length; i = next++) {
      const p = players[i];
      if (p) await client.vendorCall(p.vendor, 'authenticate', { token: p.token });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** The studio's players (`count` of them, on `gameCode`) and the load's players, each with a live game session. */
export async function seedPlayers(
  settings: StudioBenchSettings,
  app: BenchApp,
  ctx: AppContext,
  studio: { count: number; gameCode: string },
) {
  const book = await seedBookMembers(app, ctx, studio.count, settings.poolSize, studio.gameCode);
  const { players: load, secrets } = await seedWalletPlayers(
    app,
    ctx,
    settings.loadPlayers,
    settings.poolSize,
  );
  secrets.set(BOOK_VENDOR, (await app.services.vendors.secretOf(BOOK_VENDOR)) ?? '');
  const client = createBenchClient(settings.port, secrets);
  await authenticateAll(client, [...book.map((p) => ({ vendor: BOOK_VENDOR, token: p.token })), ...load]);
  return { studio: book.map(({ playerId, nickname }) => ({ playerId, nickname })), load, client, secrets };
}

/** Fresh statistics and a checkpoint, as a settled production database would have. */
export function settleDatabase(url: string): void {
  execFileSync('psql', [url, '-qc', 'vacuum analyze', '-c', 'checkpoint'], { stdio: 'ignore' });
}

export type { BenchPlayer };
