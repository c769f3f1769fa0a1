import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  payoutAccount,
  withdrawal,
  withdrawalDispute,
  withdrawalMethod,
  withdrawalProof,
} from './payments.withdrawals.tables.js';

export type MethodRow = typeof withdrawalMethod.$inferSelect;
export type PayoutAccountRow = typeof payoutAccount.$inferSelect;
export type WithdrawalRow = typeof withdrawal.$inferSelect;
export type DisputeRow = typeof withdrawalDispute.$inferSelect;
export type ProofRow = typeof withdrawalProof.$inferSelect;

/** Withdrawals still holding or owing money: their payout account may not be unbound. */
export const OPEN_STATUSES = ['pending', 'approved', 'paid', 'disputed'] as const;

// ── Methods ──────────────────────────────────────────────────────────────────────────────
export function methods(tx: Tx): Promise<MethodRow[]> {
  return tx.select().from(withdrawalMethod).orderBy(asc(withdrawalMethod.sortOrder));
}

export async function methodByCode(tx: Tx, code: string): Promise<MethodRow | undefined> {
  const rows = await tx.select().from(withdrawalMethod).where(eq(withdrawalMethod.code, code));
  return rows[0];
}

export async function updateMethod(
  tx: Tx,
  code: string,
  patch: Partial<Omit<MethodRow, 'code' | 'kind'>>,
): Promise<MethodRow | undefined> {
  const rows = await tx
    .update(withdrawalMethod)
    .set(patch)
    .where(eq(withdrawalMethod.code, code))
    .returning();
  return rows[0];
}

// ── Payout accounts ──────────────────────────────────────────────────────────────────────
export function activeAccounts(tx: Tx, memberId: bigint): Promise<PayoutAccountRow[]> {
  return tx
    .select()
    .from(payoutAccount)
    .where(and(eq(payoutAccount.memberId, memberId), eq(payoutAccount.status, 'active')))
    .orderBy(asc(payoutAccount.id));
}

/** Undefined when the member already has this number active with this provider. */
export async function insertAccount(
  tx: Tx,
  row: typeof payoutAccount.$inferInsert,
): Promise<PayoutAccountRow | undefined> {
  const rows = await tx.insert(payoutAccount).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export async function activeAccountOf(
  tx: Tx,
  memberId: bigint,
  id: bigint,
): Promise<PayoutAccountRow | undefined> {
  const rows = await tx
    .select()
    .from(payoutAccount)
    .where(
      and(eq(payoutAccount.id, id), eq(payoutAccount.memberId, memberId), eq(payoutAccount.status, 'active')),
    );
  return rows[0];
}

export async function removeAccount(tx: Tx, id: bigint, now: Date): Promise<void> {
  await tx
    .update(payoutAccount)
    .set({ status: 'removed', removedAt: now })
    .where(and(eq(payoutAccount.id, id), eq(payoutAccount.status, 'active')));
}

export async function hasOpenWithdrawal(tx: Tx, payoutAccountId: bigint): Promise<boolean> {
  const rows = await tx
    .select({ id: withdrawal.id })
    .from(withdrawal)
    .where(
      and(eq(withdrawal.payoutAccountId, payoutAccountId), inArray(withdrawal.status, [...OPEN_STATUSES])),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Serialises one member's payout-account and withdrawal requests (transaction-scoped advisory
 * lock): the account count and the daily limits are read and written by one request at a time.
 */
export async function lockMember(tx: Tx, memberId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`withdraw:${memberId}`}, 0))`);
}

// ── Withdrawals ──────────────────────────────────────────────────────────────────────────
/** Count and total of the member's withdrawals with a method since `since` (rejected ones do not count). */
export async function usageSince(
  tx: Tx,
  memberId: bigint,
  since: Date,
): Promise<{ methodCode: string; count: number; amountMinor: bigint }[]> {
  const rows = await tx
    .select({
      methodCode: withdrawal.methodCode,
      count: count(),
      amountMinor: sql<string>`coalesce(sum(${withdrawal.amountMinor}), 0)::text`,
    })
    .from(withdrawal)
    .where(
      and(
        eq(withdrawal.memberId, memberId),
        gte(withdrawal.createdAt, since),
        ne(withdrawal.status, 'rejected'),
      ),
    )
    .groupBy(withdrawal.methodCode);
  return rows.map((r) => ({
    methodCode: r.methodCode,
    count: Number(r.count),
    amountMinor: BigInt(r.amountMinor),
  }));
}

export async function withdrawalByRequest(
  tx: Tx,
  memberId: bigint,
  requestId: string,
): Promise<WithdrawalRow | undefined> {
  const rows = await tx
    .select()
    .from(withdrawal)
    .where(and(eq(withdrawal.memberId, memberId), eq(withdrawal.requestId, requestId)));
  return rows[0];
}

export async function insertWithdrawal(tx: Tx, row: typeof withdrawal.$inferInsert): Promise<WithdrawalRow> {
  const rows = await tx.insert(withdrawal).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('withdrawal insert returned nothing');
  return inserted;
}

/** The row, locked for the rest of the transaction when `lock` (every state change takes it). */
export async function withdrawalById(tx: Tx, id: bigint, lock = false): Promise<WithdrawalRow | undefined> {
  const query = tx.select().from(withdrawal).where(eq(withdrawal.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updateWithdrawal(
  tx: Tx,
  id: bigint,
  patch: Partial<Omit<WithdrawalRow, 'id' | 'memberId'>>,
): Promise<WithdrawalRow> {
  const rows = await tx.update(withdrawal).set(patch).where(eq(withdrawal.id, id)).returning();
  const updated = rows[0];
  if (!updated) throw new Error(`withdrawal ${id} vanished`);
  return updated;
}

export async function pageWithdrawals(
  tx: Tx,
  filter: { memberId?: bigint; status?: string; ids?: bigint[] },
  page: { pageNo: number; pageSize: number },
  order: 'newest' | 'oldest',
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const where = and(
    filter.memberId === undefined ? undefined : eq(withdrawal.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(withdrawal.status, filter.status),
    filter.ids === undefined ? undefined : inArray(withdrawal.id, filter.ids.length ? filter.ids : [0n]),
  );
  const rows = await tx
    .select()
    .from(withdrawal)
    .where(where)
    .orderBy(order === 'newest' ? desc(withdrawal.id) : asc(withdrawal.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const total = await tx.select({ n: count() }).from(withdrawal).where(where);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/** Paid withdrawals whose confirmation window has passed, oldest first. */
export async function dueForAutoConfirm(tx: Tx, now: Date, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: withdrawal.id })
    .from(withdrawal)
    .where(and(eq(withdrawal.status, 'paid'), lte(withdrawal.confirmDueAt, now)))
    .orderBy(asc(withdrawal.confirmDueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ── Proofs ───────────────────────────────────────────────────────────────────────────────
export function proofsOf(tx: Tx, withdrawalIds: bigint[]): Promise<ProofRow[]> {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(withdrawalProof)
    .where(inArray(withdrawalProof.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalProof.id));
}

export async function insertProof(tx: Tx, row: typeof withdrawalProof.$inferInsert): Promise<ProofRow> {
  const rows = await tx.insert(withdrawalProof).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('proof insert returned nothing');
  return inserted;
}

export async function proofOf(tx: Tx, withdrawalId: bigint, proofId: bigint): Promise<ProofRow | undefined> {
  const rows = await tx
    .select()
    .from(withdrawalProof)
    .where(and(eq(withdrawalProof.id, proofId), eq(withdrawalProof.withdrawalId, withdrawalId)));
  return rows[0];
}

// ── Disputes ─────────────────────────────────────────────────────────────────────────────
export function disputesOf(tx: Tx, withdrawalIds: bigint[]): Promise<DisputeRow[]> {
  if (withdrawalIds.length === 0) return Promise.resolve([]);
  return tx.select().from(withdrawalDispute).where(inArray(withdrawalDispute.withdrawalId, withdrawalIds));
}

export async function insertDispute(tx: Tx, row: typeof withdrawalDispute.$inferInsert): Promise<DisputeRow> {
  const rows = await tx.insert(withdrawalDispute).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('dispute insert returned nothing');
  return inserted;
}

export async function disputeById(tx: Tx, id: bigint, lock = false): Promise<DisputeRow | undefined> {
  const query = tx.select().from(withdrawalDispute).where(eq(withdrawalDispute.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updateDispute(
  tx: Tx,
  id: bigint,
  patch: Partial<Omit<DisputeRow, 'id' | 'withdrawalId' | 'memberId'>>,
): Promise<void> {
  await tx.update(withdrawalDispute).set(patch).where(eq(withdrawalDispute.id, id));
}

export async function disputedWithdrawalIds(
  tx: Tx,
  status: string,
  page: { pageNo: number; pageSize: number },
): Promise<{ ids: bigint[]; total: number }> {
  const rows = await tx
    .select({ id: withdrawalDispute.withdrawalId })
    .from(withdrawalDispute)
    .where(eq(withdrawalDispute.status, status))
    .orderBy(asc(withdrawalDispute.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const total = await tx
    .select({ n: count() })
    .from(withdrawalDispute)
    .where(eq(withdrawalDispute.status, status));
  return { ids: rows.map((r) => r.id), total: Number(total[0]?.n ?? 0) };
}
