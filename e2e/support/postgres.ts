import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * A fresh PostgreSQL database per spec file, for tests that check rows the server stored while it
 * runs (e.g. a member's register method): PGlite is single-process, PostgreSQL is not. SMS and
 * email codes need no database: they come from the TEST_HOOKS outbox route (outbox.ts). Local
 * server with trust auth (scripts/find-postgres.sh); E2E_PG_URL overrides the admin connection.
 */
const ADMIN_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PSQL_TIMEOUT_MS = 30_000;

/** Runs SQL through psql; `vars` become psql variables (:'name' in the SQL), never spliced in. */
export function psql(url: string, sql: string, vars: Record<string, string> = {}): string {
  const args = [url, '-X', '-At', '-v', 'ON_ERROR_STOP=1'];
  for (const [name, value] of Object.entries(vars)) args.push('-v', `${name}=${value}`);
  const result = spawnSync('psql', args, { input: sql, encoding: 'utf8', timeout: PSQL_TIMEOUT_MS });
  if (result.error) throw new Error(`psql could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`psql failed (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates an empty database and returns its URL; the server migrates and seeds it on start. */
export function createDatabase(): { url: string; drop: () => void } {
  const name = `khela_e2e_${randomBytes(6).toString('hex')}`;
  psql(ADMIN_URL, `CREATE DATABASE ${name};`);
  return {
    url: withDatabase(ADMIN_URL, name),
    drop: () => {
      psql(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE);`);
    },
  };
}
