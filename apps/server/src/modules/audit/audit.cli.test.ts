import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.js';
import { createMemoryCache } from '../../platform/cache/cache.js';
import { type Database, openDatabase } from '../../platform/db/client.js';
import { runMigrations } from '../../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../../platform/ratelimit/ratelimit.js';
import { createTestDatabase, testConfig, testDatabaseKind } from '../../test/harness.js';
import { createAuditService } from './audit.service.js';

/** `audit:verify` from the command line, against the database the server would use. */
const dir = mkdtempSync(path.join(tmpdir(), 'khela-audit-cli-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** The CLI's environment, and a way to open the same database from the test. */
async function target(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  const env = { LOG_LEVEL: 'silent', DATA_DIR: dir };
  if (testDatabaseKind === 'postgres') {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    const url = test.url ?? '';
    await test.database.close();
    return {
      env: { ...env, DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    };
  }
  return { env, open: () => openDatabase({ kind: 'pglite', dataDir: dir }) };
}

async function withDatabase(open: () => Promise<Database>, work: (database: Database) => Promise<void>) {
  const database = await open();
  try {
    await runMigrations(database);
    await work(database);
  } finally {
    await database.close();
  }
}

async function cli(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['audit:verify'], env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

// Each step starts the CLI on its own database copy: 16 s on a busy CI machine, more on a slower one.
describe('audit:verify', { timeout: 90_000 }, () => {
  it('exits 0 on an intact chain and 1 naming the entry once one is altered', async () => {
    const { env, open } = await target();
    let secondId = '';
    await withDatabase(open, async (database) => {
      const ctx = {
        config: testConfig(),
        database,
        cache: createMemoryCache(),
        rateLimiter: createMemoryRateLimiter(),
        now: () => new Date(),
      };
      const audit = createAuditService(ctx);
      for (const n of [1, 2, 3]) {
        await database.db.transaction((tx) =>
          audit.record(tx, {
            actor: { kind: 'system', id: 'cli-test', name: 'cli test' },
            ip: '127.0.0.1',
            action: 'test.cli',
            target: { type: 'thing', id: String(n) },
            after: { n },
          }),
        );
      }
      const rows = (await database.executeSql('select id::text as id from audit_entry where seq = 2')).rows;
      secondId = String((rows[0] as { id: string }).id);
    });
    const intact = await cli(env);
    expect(intact.code, intact.err).toBe(0);
    expect(intact.out).toMatch(/chain intact, 3 entries, head [0-9a-f]{64}/);

    await withDatabase(open, async (database) => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_entry disable trigger audit_entry_append_only`);
        await tx.execute(sql`update audit_entry set after = '{"n": 20}' where seq = 2`);
        await tx.execute(sql`alter table audit_entry enable trigger audit_entry_append_only`);
      });
    });
    const broken = await cli(env);
    expect(broken.code).toBe(1);
    expect(broken.err).toBe(`audit: chain broken at entry id ${secondId} (after 1 good entries)`);
  });
});
