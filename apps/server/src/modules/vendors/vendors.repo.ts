import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { BetRecordRow } from './vendors.records.repo.js';
import { betRecord, vendorTransaction } from './vendors.tables.js';

/**
 * All SQL of the vendors module, one file per concern; this one holds the transaction ids
 * (idempotency records) and the rounds the money calls lock, and re-exports the others.
 */
export * from './vendors.booking.repo.js';
export * from './vendors.credentials.repo.js';
export * from './vendors.lookup.repo.js';
export * from './vendors.records.repo.js';
export * from './vendors.sessions.repo.js';

export type TransactionRow = typeof vendorTransaction.$inferSelect;
export type NewTransaction = typeof vendorTransaction.$inferInsert;

// ── Transactions (idempotency records) ────────────────────────────────────────────────

export async function transactionOf(
  tx: Tx,
  vendorCode: string,
  transactionId: string,
  forUpdate = false,
): Promise<TransactionRow | undefined> {
  const query = tx
    .select()
    .from(vendorTransaction)
    .where(
      and(eq(vendorTransaction.vendorCode, vendorCode), eq(vendorTransaction.transactionId, transactionId)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Claims the (vendor, transactionId) slot. Answers the new row's id, or undefined when the id
 * is taken (a concurrent claimer waits here on PostgreSQL until the first one commits).
 */
export async function claimTransaction(tx: Tx, row: NewTransaction): Promise<bigint | undefined> {
  const [inserted] = await tx
    .insert(vendorTransaction)
    .values(row)
    .onConflictDoNothing({ target: [vendorTransaction.vendorCode, vendorTransaction.transactionId] })
    .returning({ id: vendorTransaction.id });
  return inserted?.id;
}

export async function markRolledBack(tx: Tx, id: bigint, at: Date): Promise<void> {
  await tx.update(vendorTransaction).set({ rolledBackAt: at }).where(eq(vendorTransaction.id, id));
}

// ── Rounds (bet records) ─────────────────────────────────────────────────────────────

/** A round, locked for update unless `lock` is false. */
export async function lockRound(
  tx: Tx,
  vendorCode: string,
  roundId: string,
  lock = true,
): Promise<BetRecordRow | undefined> {
  const query = tx
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendorCode, vendorCode), eq(betRecord.roundId, roundId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRound(
  tx: Tx,
  id: bigint,
  patch: Partial<
    Pick<
      BetRecordRow,
      | 'stakeMinor'
      | 'winMinor'
      | 'refundedMinor'
      | 'debitCount'
      | 'creditCount'
      | 'status'
      | 'settledAt'
      | 'updatedAt'
    >
  >,
): Promise<void> {
  await tx.update(betRecord).set(patch).where(eq(betRecord.id, id));
}
