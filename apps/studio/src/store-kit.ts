import type { Sql } from './book/engine/store.js';

/**
 * What every studio store shares (the book, the lottery, the rooms): row reading — drivers give
 * bigint columns as strings (or bigints) and JSON as text or objects — the schema name's check,
 * and the outbox's common statements on `<schema>.postings` (transaction_id, status, refusal,
 * created_at), which the shared sender (outbox-sender.ts) records its answers with.
 */
export type Row = Record<string, unknown>;

export const SCHEMA_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

/** The schema name, checked (it is written into statements). */
export function checkedSchema(name: string): string {
  if (!SCHEMA_PATTERN.test(name)) throw new Error(`invalid schema name ${name}`);
  return name;
}

export const num = (value: unknown): number => (typeof value === 'number' ? value : Number(String(value)));

export function big(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  return BigInt(String(value));
}

export const opt = <T>(value: unknown, map: (v: unknown) => T): T | undefined =>
  value === null || value === undefined ? undefined : map(value);

export const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * What every store starts from: its checked schema, a row reader, its `migrate()` (the `ddl`
 * statements once per process; a failed attempt is tried again on the next call) and the outbox's
 * common statements.
 */
export function storeBase(sql: Sql, schema: string, ddl: (s: string) => string[]) {
  const s = checkedSchema(schema);
  let migrated: Promise<void> | undefined;
  return {
    s,
    rows: async (text: string, values?: unknown[]) => (await sql(text, values)).rows as Row[],
    outbox: outboxStatements(sql, s),
    migrate(): Promise<void> {
      migrated ??= (async () => {
        for (const statement of ddl(s)) await sql(statement);
      })().catch((error: unknown) => {
        migrated = undefined;
        throw error;
      });
      return migrated;
    },
  };
}

/** The outbox statements every store has alike. */
export function outboxStatements(sql: Sql, s: string) {
  const rows = async (text: string, values?: unknown[]) => (await sql(text, values)).rows as Row[];
  return {
    /** Answered postings: pending → done. Answers how many moved. */
    async postingsDone(transactionIds: readonly string[]): Promise<number> {
      if (transactionIds.length === 0) return 0;
      return (
        await rows(
          `UPDATE ${s}.postings SET status = 'done' WHERE transaction_id = ANY($1::text[]) AND status = 'pending'
           RETURNING transaction_id`,
          [[...transactionIds]],
        )
      ).length;
    },

    async postingRefused(transactionId: string, refusal: string): Promise<void> {
      await sql(
        `UPDATE ${s}.postings SET status = 'refused', refusal = $2 WHERE transaction_id = $1 AND status = 'pending'`,
        [transactionId, refusal],
      );
    },

    /**
     * Answered postings: pending → done, and the rounds their credits close moved `from` → `to`
     * (the lottery's settling → settled, the fishing hall's closing → closed).
     */
    async postingsDoneClosing(transactionIds: readonly string[], from: string, to: string): Promise<number> {
      if (transactionIds.length === 0) return 0;
      return (
        await rows(
          `WITH p AS (
             UPDATE ${s}.postings SET status = 'done'
             WHERE transaction_id = ANY($1::text[]) AND status = 'pending' RETURNING round_id, kind)
           UPDATE ${s}.rounds r SET state = $3
           FROM p WHERE p.kind = 'credit' AND r.round_id = p.round_id AND r.state = $2
           RETURNING r.round_id`,
          [[...transactionIds], from, to],
        )
      ).length;
    },

    /** Pending postings written before `createdBefore`, oldest first, as `columns` reads them. */
    async pending(columns: string, createdBefore: number, limit: number): Promise<Row[]> {
      return rows(
        `SELECT ${columns} FROM ${s}.postings WHERE status = 'pending' AND created_at < $1::bigint
         ORDER BY created_at, transaction_id LIMIT $2`,
        [String(createdBefore), limit],
      );
    },
  };
}
