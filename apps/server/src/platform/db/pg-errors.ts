import type { Tx } from './client.js';

/** PostgreSQL error codes worth one more try: deadlock detected, serialization failure. */
export const RETRYABLE_PG_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, looked for through the `cause` chain drivers and Drizzle wrap it in. */
export function pgCodeOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code.length === 5) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * Runs `fn` in one transaction of `db`; a deadlock or serialisation failure (PostgreSQL) rolls it
 * back and runs it again, up to `attempts` times, with a short growing pause. `fn` must be safe to
 * re-run: everything it wrote was rolled back.
 */
export async function retriedTransaction<T>(
  db: { transaction: <R>(fn: (tx: Tx) => Promise<R>) => Promise<R> },
  fn: (tx: Tx) => Promise<T>,
  attempts = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_PG_CODES.has(pgCodeOf(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 5));
    }
  }
}
