import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.js';

/** Committed migrations live in src/db/migrations; the built server reads them from there too. */
export const MIGRATIONS_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../../src/db/migrations');

/** Arbitrary constant: the advisory lock that keeps two starting instances from migrating at once. */
const MIGRATION_LOCK_ID = 72_011_001;

/** Applies pending migrations; already-applied ones are skipped (drizzle's journal table). */
export async function runMigrations(database: Database): Promise<void> {
  if (database.target.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
