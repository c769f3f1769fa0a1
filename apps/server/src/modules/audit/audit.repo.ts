import { and, asc, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { auditEntry } from './audit.tables.js';

export type AuditRow = typeof auditEntry.$inferSelect;
export type NewAuditRow = Omit<typeof auditEntry.$inferInsert, 'id'>;

/**
 * Arbitrary constant: the transaction-scoped advisory lock that serialises appends to the chain.
 * Held until the writer's transaction ends, so the next writer reads a committed chain head.
 */
const AUDIT_CHAIN_LOCK_ID = 72_011_022;

/** Takes the chain lock for the rest of the transaction `tx` (waits for any other writer). */
export async function lockChain(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK_ID})`);
}

/** The last entry of the chain (call under lockChain), or undefined while it is empty. */
export async function chainHead(tx: Tx): Promise<{ seq: bigint; hash: string } | undefined> {
  const rows = await tx
    .select({ seq: auditEntry.seq, hash: auditEntry.hash })
    .from(auditEntry)
    .orderBy(desc(auditEntry.seq))
    .limit(1);
  return rows[0];
}

export async function insertEntry(tx: Tx, row: NewAuditRow): Promise<void> {
  await tx.insert(auditEntry).values(row);
}

/** Entries after `afterSeq` in chain order, at most `limit` (verification pages through these). */
export async function entriesAfter(tx: Tx, afterSeq: bigint, limit: number): Promise<AuditRow[]> {
  return tx
    .select()
    .from(auditEntry)
    .where(gt(auditEntry.seq, afterSeq))
    .orderBy(asc(auditEntry.seq))
    .limit(limit);
}

export type AuditFilter = {
  actorKind?: string | undefined;
  actorId?: string | undefined;
  actorName?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function conditionsOf(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actorKind) where.push(eq(auditEntry.actorKind, filter.actorKind));
  if (filter.actorId) where.push(eq(auditEntry.actorId, filter.actorId));
  if (filter.actorName) where.push(sql`lower(${auditEntry.actorName}) = lower(${filter.actorName})`);
  if (filter.action) where.push(eq(auditEntry.action, filter.action));
  if (filter.targetType) where.push(eq(auditEntry.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditEntry.targetId, filter.targetId));
  if (filter.from) where.push(gte(auditEntry.at, filter.from));
  if (filter.to) where.push(lt(auditEntry.at, filter.to));
  return where;
}

/** One page of entries matching the filter, newest first, and how many match in all. */
export async function searchEntries(
  tx: Tx,
  filter: AuditFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(...conditionsOf(filter));
  const [rows, counted] = await Promise.all([
    tx
      .select()
      .from(auditEntry)
      .where(where)
      .orderBy(page.order === 'asc' ? asc(auditEntry.seq) : desc(auditEntry.seq))
      .offset(page.offset)
      .limit(page.limit),
    tx.select({ total: sql<number>`count(*)::int` }).from(auditEntry).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
