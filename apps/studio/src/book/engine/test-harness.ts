import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { FakeWallet } from '../../test/fake-wallet.js';
import { createWalletClient, type Transport, type WalletClient } from '../../wallet-client.js';
import { ScriptedFeed } from '../feed/scripted.js';
import { createBook } from './book.js';
import type { BookStore, Sql } from './store.js';
import { createSqlStore } from './store.sql.js';
import type { BookLimits, BookPlayer } from './types.js';

/**
 * Shared set-up of the engine's tests: one database per file (PGlite in memory, or PostgreSQL
 * on TEST_PG_URL when TEST_DATABASE=postgres), a fresh schema per book under test, the fake
 * wallet in process, a scripted feed and a clock the test moves.
 */

export type TestDatabase = { sql: Sql; schema(): string; close(): Promise<void> };

let bare: Blob | undefined;
/**
 * The run's bare PGlite data directory (the root vitest config's global set-up dumps one), so a
 * file skips initdb in WebAssembly (seconds each, far more on a busy machine); undefined outside it.
 */
function bareTemplate(): Blob | undefined {
  if (bare) return bare;
  let file = '';
  try {
    file = (inject as (key: string) => string | undefined)('testBareTemplate') ?? '';
  } catch {
    return undefined;
  }
  if (!file || !existsSync(file)) return undefined;
  bare = new Blob([readFileSync(file)]);
  return bare;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const schemas: string[] = [];
  const schema = () => {
    const name = `book_${randomBytes(6).toString('hex')}`;
    schemas.push(name);
    return name;
  };
  if (process.env.TEST_DATABASE === 'postgres') {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.TEST_PG_URL, max: 8 });
    const sql: Sql = async (text, values) => {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    };
    return {
      sql,
      schema,
      async close() {
        for (const name of schemas) await pool.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
        await pool.end();
      },
    };
  }
  const db = new PGlite(bareTemplate() ? { loadDataDir: bareTemplate() } : {});
  // Started here, in the file's beforeAll (its own time-out), not in the first test's time.
  await db.waitReady;
  const sql: Sql = async (text, values) => {
    const result = await db.query(text, values ?? []);
    return { rows: result.rows };
  };
  return { sql, schema, close: () => db.close() };
}

export const TEST_LIMITS: BookLimits = {
  minStake: '1.00',
  maxStake: '1000.00',
  maxPayout: '50000.00',
  maxLiability: '100000.00',
  inPlayDelayMs: 0,
  cashOutMarginBp: 500,
};

export const SECRET = 'book-test-secret';

export function player(id: string): BookPlayer & { gameCode: string } {
  return {
    vendorCode: 'KHELA',
    playerId: id,
    currency: 'BDT',
    nickname: `nick${id}`,
    gameCode: 'KHELA_SPORTS_0001',
  };
}

export type Harness = ReturnType<typeof harness>;

/** A book over `store`; `transport` wraps the fake wallet's to simulate trouble. */
export function harness(
  database: TestDatabase,
  options: {
    limits?: Partial<BookLimits>;
    wallet?: FakeWallet;
    feed?: ScriptedFeed;
    store?: BookStore;
    transport?: (inner: Transport) => Transport;
    sleeps?: number[];
    clock?: { now: number };
    /** Credits per `credits` call (the book's default otherwise). */
    creditBatch?: number;
  } = {},
) {
  const wallet = options.wallet ?? new FakeWallet({ secrets: { KHELA: SECRET } });
  const feed = options.feed ?? new ScriptedFeed();
  const store = options.store ?? createSqlStore(database.sql, { schema: database.schema() });
  const inner = wallet.transport();
  const client: WalletClient = createWalletClient({
    transport: options.transport ? options.transport(inner) : inner,
    secretOf: () => SECRET,
  });
  const clock = options.clock ?? { now: 1_000_000 };
  const limits: BookLimits = { ...TEST_LIMITS, ...options.limits };
  const sleeps = options.sleeps ?? [];
  const book = createBook({
    wallet: client,
    store,
    feed,
    now: () => clock.now,
    limits: () => limits,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    retryDelaysMs: [0, 0],
    ...(options.creditBatch === undefined ? {} : { creditBatch: options.creditBatch }),
  });
  return { wallet, feed, store, book, clock, limits, sleeps };
}
