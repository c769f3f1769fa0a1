import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, buildApp } from '../app.js';
import { seedDemo } from '../db/seed.js';
import { type Cache, createMemoryCache, createRedisCache } from '../platform/cache/cache.js';
import { type Config, loadConfig, testTargets } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { type Database, openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import './provided-context.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from '../platform/ratelimit/ratelimit.js';

/**
 * Which database the suite runs on: TEST_DATABASE=pglite (default, in memory) or postgres
 * (a fresh database per test file on TEST_PG_URL, dropped afterwards).
 * TEST_REDIS_URL switches the cache to Redis.
 */
const targets = testTargets();
export const testDatabaseKind = targets.databaseKind;
export const testPgUrl = targets.pgUrl;
export const testRedisUrl = targets.redisUrl;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One of the run's templates (test/global-setup.ts), or '' when the run has none. */
function databaseTemplate(which: 'testDatabaseTemplate' | 'testSeededTemplate'): string {
  try {
    return inject(which) ?? '';
  } catch {
    return '';
  }
}

const pgliteTemplates = new Map<string, Blob>();

/**
 * A fresh, migrated database of the configured kind (a copy of one of the run's templates): empty,
 * or with `seeded` the demo data with the small game catalogue already in it. `seeded` is true
 * only when the database is a copy of a seeded template.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
  seeded: boolean;
}> {
  const seededTemplate = options.seeded ? databaseTemplate('testSeededTemplate') : '';
  const template = seededTemplate || databaseTemplate('testDatabaseTemplate');
  const seeded = seededTemplate !== '';
  if (testDatabaseKind === 'pglite') {
    let blob = pgliteTemplates.get(template);
    if (template && !blob) {
      blob = new Blob([readFileSync(template)]);
      pgliteTemplates.set(template, blob);
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir: blob });
    await runMigrations(database);
    return { database, drop: () => database.close(), seeded };
  }
  const name = `khela_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPgUrl });
  await admin.connect();
  // Several files copy the template at once: PostgreSQL refuses a copy while another holds it.
  await retryWhileTemplateBusy(() =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  await admin.end();
  const url = withDatabase(testPgUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  await runMigrations(database);
  return {
    database,
    url,
    seeded,
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: testPgUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function retryWhileTemplateBusy(create: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await create();
      return;
    } catch (error) {
      // 55006 object_in_use: "source database is being accessed by other users".
      const busy = error instanceof Error && 'code' in error && error.code === '55006';
      if (!busy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + randomInt(200)));
    }
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  // The book's feed moves only when a test ticks it.
  return loadConfig({
    SETTINGS_CACHE_MS: '0',
    LOG_LEVEL: 'silent',
    BOOK_TICK_MS: '0',
    ROOM_TICK_MS: '0',
    ...overrides,
  });
}

export type TestApp = {
  app: App;
  ctx: AppContext;
  /** Moves the test clock. */
  setNow(date: Date): void;
};

/**
 * One app and one database per test file (PGlite takes seconds to start).
 * Call at the top of a test file; the returned object is filled in beforeAll.
 */
export function useTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    /**
     * The demo game catalogue to seed: small (1/20, about 530 games) unless a file asks for the
     * full 10,272 (which adds about 3 s to the file's setup on PGlite).
     */
    gameCatalogue?: 'full' | 'small';
    /** Extra routes or hooks for the test, added before the app is readied. */
    extend?: (app: App) => void;
    /** Options passed to buildApp (e.g. a logger stream to assert on logs). */
    build?: Parameters<typeof buildApp>[1];
  } = {},
): TestApp {
  const holder = {} as TestApp;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const smallSeed = options.seed !== false && (options.gameCatalogue ?? 'small') === 'small';
    const { database, drop, seeded } = await createTestDatabase({ seeded: smallSeed });
    const cache: Cache = testRedisUrl
      ? createRedisCache(testRedisUrl, `khela-test:${randomBytes(4).toString('hex')}:`)
      : createMemoryCache();
    const rateLimiter = testRedisUrl
      ? createRedisRateLimiter(testRedisUrl, `khela-test-rl:${randomBytes(4).toString('hex')}:`)
      : createMemoryRateLimiter();
    let now = new Date();
    const ctx: AppContext = {
      config: testConfig(options.env),
      database,
      cache,
      rateLimiter,
      now: () => now,
    };
    if (options.seed !== false && !seeded)
      await seedDemo(ctx, { gameCatalogue: options.gameCatalogue ?? 'small' });
    const app = await buildApp(ctx, { logger: false, ...options.build });
    options.extend?.(app);
    await app.ready();
    Object.assign(holder, { app, ctx, setNow: (date: Date) => (now = date) });
    cleanup = async () => {
      await app.close();
      await cache.close();
      await rateLimiter.close();
      await drop();
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });
  return holder;
}
