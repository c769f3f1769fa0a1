import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isLocalDatabase, toBackground } from '../priority.js';

/** The Drizzle handle every repository takes; a transaction is also one of these. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Tx = Db;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined; // undefined: in memory (tests)
      /** Start from this data-directory dump (a test run's migrated template) instead of initdb. */
      loadDataDir?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** Each session of the pool in the background when the server runs on this host (JOBS_PRIORITY). */
      background?: boolean;
    };

export type Database = {
  kind: DatabaseTarget['kind'];
  db: Db;
  /** A round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Plain SQL for infrastructure that brings its own queries (pg-boss). Without parameters it may
   * hold several statements (PGlite needs `exec` for that).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * One hot statement, kept parsed and planned per connection under `name` on PostgreSQL (no
   * parse, analysis or planning per call; the SQL text must be fixed for that name). PGlite runs
   * it as a plain parameterised query.
   */
  prepared<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  target: DatabaseTarget;
  /** PGlite only: the whole data directory as a tarball (a template for test databases). */
  dumpDataDir?: () => Promise<Blob>;
};

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    let dataPath: string | undefined;
    if (target.dataDir) {
      dataPath = path.join(target.dataDir, 'pglite');
      mkdirSync(dataPath, { recursive: true });
    }
    // pg_trgm: the games' name search index (decision 0023); ltree: the agent tree's paths
    // (decision 0046). PostgreSQL ships both in contrib.
    const options = {
      extensions: { pg_trgm, ltree },
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    };
    const client = dataPath ? new PGlite(dataPath, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite({ client }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      target,
      ping: async () => {
        await client.query('select 1');
      },
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
      prepared: async <T>(_name: string, text: string, values: unknown[]) =>
        (await client.query<T>(text, values)).rows,
      close: once(() => client.close()),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize,
    // JOBS_PRIORITY=background (decision 0050): each new session is put there before it is handed out.
    ...(target.background &&
      isLocalDatabase(target.url) && {
        onConnect: async (client: pg.ClientBase) => {
          const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
          if (rows[0]) toBackground(rows[0].pid);
        },
      }),
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    target,
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    prepared: async <T>(name: string, text: string, values: unknown[]) =>
      (await pool.query<T & pg.QueryResultRow>({ name, text, values })).rows,
    close: once(() => pool.end()),
  };
}

/** Closing twice (shutdown racing a test's cleanup) must be harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/**
 * Runs raw SQL (for what the query builder cannot say, such as one-statement CTE writes) and
 * returns its rows; both drivers answer with `{ rows }`.
 */
export async function queryRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('unexpected result shape from execute');
}
