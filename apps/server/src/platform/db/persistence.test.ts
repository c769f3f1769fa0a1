import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed.js';
import { createSystemService } from '../../modules/system/system.service.js';
import { createTestDatabase, testConfig, testDatabaseKind } from '../../test/harness.js';
import { createMemoryCache } from '../cache/cache.js';
import { createMemoryRateLimiter } from '../ratelimit/ratelimit.js';
import { type Database, type DatabaseTarget, openDatabase, queryRows } from './client.js';
import { runMigrations } from './migrate.js';

/** What a restart must keep: applied migrations, seed rows, and data written before. */
async function snapshot(database: Database) {
  const count = async (query: ReturnType<typeof sql>) => {
    const rows = await queryRows<{ n: number }>(database.db, query);
    return Number(rows[0]?.n);
  };
  return {
    migrations: await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    settings: await count(sql`select count(*)::int as n from site_setting`),
    members: await count(sql`select count(*)::int as n from member`),
    walletOperations: await count(sql`select count(*)::int as n from wallet_operation`),
  };
}

/** One "server start": open, migrate, seed (what main.ts does). */
async function start(target: DatabaseTarget): Promise<Database> {
  const database = await openDatabase(target);
  await runMigrations(database);
  await seedDemo({
    config: testConfig(),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  });
  return database;
}

async function setMaintenance(database: Database, enabled: boolean) {
  await database.db.execute(
    sql`update site_setting set value = ${JSON.stringify({ enabled })}::jsonb where code = 'MAINTENANCE'`,
  );
}

describe('data survives a restart; a second start neither re-migrates nor re-seeds', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('on the configured database', async () => {
    let target: DatabaseTarget;
    if (testDatabaseKind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'khela-persist-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      target = { kind: 'pglite', dataDir: dir };
    } else {
      const fresh = await createTestDatabase();
      cleanups.push(fresh.drop);
      await fresh.database.close();
      target = { kind: 'postgres', url: fresh.url ?? '', poolSize: 2 };
    }

    const first = await start(target);
    const before = await snapshot(first);
    expect(before.migrations).toBeGreaterThan(0);
    expect(before.settings).toBeGreaterThan(0);
    await setMaintenance(first, true);
    await first.close();

    const second = await start(target);
    expect(await snapshot(second)).toEqual(before);
    const status = await createSystemService({
      config: testConfig(),
      database: second,
      cache: createMemoryCache(),
      rateLimiter: createMemoryRateLimiter(),
      now: () => new Date(),
    }).getStatus('127.0.0.1');
    expect(status.status).toBe(1);
    await second.close();
    // Two opens of a PGlite directory and two full seeds (10,272 games): slow on a busy machine.
  }, 120_000);

  it.runIf(testDatabaseKind === 'postgres')('two instances starting at once migrate once', async () => {
    const fresh = await createTestDatabase();
    cleanups.push(fresh.drop);
    const target: DatabaseTarget = { kind: 'postgres', url: fresh.url ?? '', poolSize: 2 };
    const [a, b] = await Promise.all([start(target), start(target)]);
    expect(await snapshot(a)).toEqual(await snapshot(b));
    expect((await snapshot(a)).migrations).toBe((await snapshot(fresh.database)).migrations);
    await Promise.all([a.close(), b.close(), fresh.database.close()]);
  });
});
