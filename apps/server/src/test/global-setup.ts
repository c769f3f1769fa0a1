import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testTargets } from '../platform/config.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import './provided-context.js';

/**
 * Once per `vitest run`: migrate one database and let every test file copy it instead of creating
 * and migrating its own. On PGlite that skips initdb inside WebAssembly (about 2.5 s of a file's
 * 3.5 s start); on PostgreSQL `CREATE DATABASE … TEMPLATE` copies the files instead of replaying
 * every migration. Files still run `runMigrations`, which finds nothing pending.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const targets = testTargets();
  if (targets.databaseKind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await runMigrations(database);
    if (!database.dumpDataDir) throw new Error('PGlite database without dumpDataDir');
    const dump = await database.dumpDataDir();
    await database.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'khela-test-template-'));
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabaseTemplate', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const name = `khela_tpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: targets.pgUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(targets.pgUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  project.provide('testDatabaseTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: targets.pgUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await dropper.end();
  };
}
