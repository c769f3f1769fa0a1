import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../db/seed.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { loadConfig, testTargets } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { type Database, openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';
import './provided-context.js';

/**
 * Once per `vitest run`: migrate one database, and seed a copy of it with the demo data (small game
 * catalogue), and let every test file copy one of the two instead of creating, migrating and
 * seeding its own. On PGlite that skips initdb inside WebAssembly (about 2.5 s of a file's start)
 * and the seed (1–2 s more); on PostgreSQL `CREATE DATABASE … TEMPLATE` copies the files instead
 * of replaying every migration. Files still run `runMigrations`, which finds nothing pending.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const targets = testTargets();
  if (targets.databaseKind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'khela-test-template-'));
    // A bare PGlite (initdb only) for the studio's engine tests, which make their own schemas:
    // each of their files loads it instead of running initdb in WebAssembly again.
    const bare = new PGlite();
    await bare.waitReady;
    project.provide('testBareTemplate', await dumpBare(bare, path.join(dir, 'pglite-bare.tar')));
    await bare.close();
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await runMigrations(database);
    project.provide('testDatabaseTemplate', await dumpTo(database, path.join(dir, 'pglite.tar')));
    await seedSmallDemo(database);
    project.provide('testSeededTemplate', await dumpTo(database, path.join(dir, 'pglite-seeded.tar')));
    await database.close();
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const suffix = randomBytes(6).toString('hex');
  const empty = `khela_tpl_${suffix}`;
  const seeded = `khela_tpl_seeded_${suffix}`;
  await admin(targets.pgUrl, `create database ${empty}`);
  const emptyDatabase = await openDatabase({
    kind: 'postgres',
    url: withDatabase(targets.pgUrl, empty),
    poolSize: 1,
  });
  await runMigrations(emptyDatabase);
  await emptyDatabase.close();
  await admin(targets.pgUrl, `create database ${seeded} template ${empty}`);
  const seededDatabase = await openDatabase({
    kind: 'postgres',
    url: withDatabase(targets.pgUrl, seeded),
    poolSize: 1,
  });
  await seedSmallDemo(seededDatabase);
  await seededDatabase.close();
  project.provide('testDatabaseTemplate', empty);
  project.provide('testSeededTemplate', seeded);
  project.provide('testBareTemplate', '');
  return async () => {
    for (const name of [empty, seeded]) {
      await admin(targets.pgUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    }
  };
}

/** What `useTestApp` would seed in a file of its own: the demo data with the small catalogue. */
async function seedSmallDemo(database: Database): Promise<void> {
  const ctx: AppContext = {
    config: loadConfig({ SETTINGS_CACHE_MS: '0', LOG_LEVEL: 'silent' }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
  await seedDemo(ctx, { gameCatalogue: 'small' });
  await ctx.cache.close();
  await ctx.rateLimiter.close();
}

async function dumpTo(database: Database, file: string): Promise<string> {
  if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
  const dump = await database.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function dumpBare(database: PGlite, file: string): Promise<string> {
  const dump = await database.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
