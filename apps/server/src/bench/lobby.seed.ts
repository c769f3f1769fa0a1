/**
 * bench:lobby setup, not measured: a fresh PostgreSQL database with the demo catalogue scaled to
 * BENCH_GAMES games, and BENCH_PLAYERS funded players, each logged in (a live login session, as
 * a launch token is only good while the session that launched the game is) with a launch token for
 * one of the wallet vendors' games.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import { MEMBER_TYPE } from '../modules/accounts/accounts.model.js';
import * as accountsRepo from '../modules/accounts/accounts.repo.js';
import { tokenHashOf } from '../modules/accounts/accounts.session.js';
import { DEMO_VENDORS, seedCatalogue } from '../modules/games/games.catalogue.seed.js';
import { game } from '../modules/games/games.catalogue.tables.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { loadConfig, type lobbyBenchSettings } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';

export type LobbyBenchSettings = ReturnType<typeof lobbyBenchSettings>;

export const BENCH_DATABASE = 'khela_bench_lobby';
/** Vendors whose players the wallet phase spreads over (each debit moves money to its vendor account). */
const WALLET_VENDORS = ['KHELA', 'PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL'];

export type BenchPlayer = { playerId: string; vendor: string; gameCode: string; token: string };

export type Prepared = {
  url: string;
  games: number;
  players: BenchPlayer[];
  /** The signing secret of each wallet vendor, read from the database. */
  secrets: Map<string, string>;
};

function urlFor(settings: LobbyBenchSettings, name: string): string {
  const url = new URL(settings.adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the admin connection (creating and dropping the scratch database). */
export async function admin(settings: LobbyBenchSettings, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export async function prepare(settings: LobbyBenchSettings): Promise<Prepared> {
  await admin(settings, `drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin(settings, `create database ${BENCH_DATABASE}`);
  const url = urlFor(settings, BENCH_DATABASE);
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
  const { players, secrets } = await seedWalletPlayers(app, ctx, settings.players, settings.poolSize, {
    bonus: settings.bonus,
  });
  await app.close();
  await database.close();
  return { url, games: counted, players, secrets };
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * `count` funded players spread over the wallet vendors, each logged in (a live login session, as a
 * launch token is only good while the session that launched the game is) with a launch token for
 * one of its vendor's games; and each vendor's signing secret. bench:lobby and bench:agents.
 */
export async function seedWalletPlayers(
  app: BenchApp,
  ctx: AppContext,
  count: number,
  concurrency: number,
  options: { bonus?: boolean } = {},
): Promise<{ players: BenchPlayer[]; secrets: Map<string, string> }> {
  const database = ctx.database;
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
  const passwordHash = await hash(randomBytes(12).toString('hex'));
  const sessionLife = 24 * 60 * 60 * 1000;
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const username = `bench${i}`;
      const member =
        (await accountsRepo.insertMember(database.db, {
          username,
          passwordHash,
          type: MEMBER_TYPE,
          nickname: username,
          firstTimeLogin: false,
          registerMethod: 'SEED',
        })) ?? (await accountsRepo.memberByUsername(database.db, username));
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
        expiresAt: new Date(now.getTime() + sessionLife),
      });
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
      if (options.bonus) {
        // A bonus being wagered (BENCH_BONUS): every call reads its state, every settled round
        // writes a wagering line and looks for a completed one; 1,000 × wagering never completes.
        await app.services.promotions.engine.grant({
          memberId: member.id,
          currency: 'BDT',
          source: 'manual',
          reference: `bench-lobby:bonus:${playerId}`,
          amountMinor: 10_000n,
          wageringRequiredMinor: 10_000_000n,
          contributions: {},
          defaultContributionBp: 10_000,
          maxStakeMinor: null,
          lockedMinor: 0n,
          expiresAt: new Date(now.getTime() + sessionLife * 30),
          actor: 'bench',
        });
      }
      const { token } = await app.services.vendors.issueLaunchToken({
        memberId: playerId,
        loginSessionId: loginSessionId.toString(),
        vendorCode: vendor,
        gameCode,
        currency: 'BDT',
        playMoney: false,
        username,
        nickname: username,
      });
      players[i] = { playerId, vendor, gameCode, token };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secrets = new Map<string, string>();
  for (const vendor of WALLET_VENDORS)
    secrets.set(vendor, (await app.services.vendors.secretOf(vendor)) ?? '');
  return { players, secrets };
}
