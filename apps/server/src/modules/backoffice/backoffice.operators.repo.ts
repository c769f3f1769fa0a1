import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import type { NewOperatorRow, OperatorRow } from './backoffice.repo.js';
import { operator, operatorSession } from './backoffice.tables.js';

export type OperatorFilter = {
  username?: string | undefined;
  role?: string | undefined;
  status?: string | undefined;
};

/** The operators page (decision 0036): filtered, newest first, one page plus the total. */
export async function searchOperators(
  tx: Tx,
  filter: OperatorFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.username
      ? sql`lower(${operator.username}) like lower(${containsPattern(filter.username)})`
      : undefined,
    filter.role ? eq(operator.role, filter.role) : undefined,
    filter.status ? eq(operator.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx.select().from(operator).where(where).orderBy(desc(operator.id)).limit(page.limit).offset(page.offset),
    tx.select({ n: count() }).from(operator).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A new operator, or undefined when the username is taken (case-insensitively). */
export async function insertNewOperator(tx: Tx, row: NewOperatorRow): Promise<OperatorRow | undefined> {
  const inserted = await tx.insert(operator).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

/** The operator row, locked until the transaction ends. */
export async function operatorForUpdate(tx: Tx, id: bigint): Promise<OperatorRow | undefined> {
  const rows = await tx.select().from(operator).where(eq(operator.id, id)).for('update');
  return rows[0];
}

/**
 * How many active owners there are besides `exceptId`. Every owner row is locked, in id order, so
 * two owners acting on each other at once queue rather than deadlock, and the second one counts
 * the owners as the first left them.
 */
export async function otherActiveOwners(tx: Tx, exceptId: bigint): Promise<number> {
  const rows = await tx
    .select({ id: operator.id, status: operator.status })
    .from(operator)
    .where(eq(operator.role, 'owner'))
    .orderBy(operator.id)
    .for('update');
  return rows.filter((row) => row.status === 'active' && row.id !== exceptId).length;
}

type OperatorChange = Partial<
  Pick<
    OperatorRow,
    | 'role'
    | 'status'
    | 'passwordHash'
    | 'totpSecret'
    | 'totpEnrolledAt'
    | 'mustChangePassword'
    | 'ipAllowList'
  >
>;

export async function updateOperator(tx: Tx, id: bigint, change: OperatorChange): Promise<OperatorRow> {
  const rows = await tx.update(operator).set(change).where(eq(operator.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error(`operator ${id} vanished inside its transaction`);
  return row;
}

/** Ends the operator's live sessions, except `exceptSessionId` (the caller's own) when given. */
export async function revokeSessionsOf(tx: Tx, operatorId: bigint, at: Date, exceptSessionId?: bigint) {
  await tx
    .update(operatorSession)
    .set({ revokedAt: at })
    .where(
      and(
        eq(operatorSession.operatorId, operatorId),
        isNull(operatorSession.revokedAt),
        exceptSessionId === undefined ? undefined : ne(operatorSession.id, exceptSessionId),
      ),
    );
}
