import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { operator, operatorSession } from './backoffice.tables.js';

export type OperatorRow = typeof operator.$inferSelect;
export type NewOperatorRow = Omit<typeof operator.$inferInsert, 'id'>;
export type OperatorSessionRow = typeof operatorSession.$inferSelect;

export async function operatorByUsername(tx: Tx, username: string): Promise<OperatorRow | undefined> {
  const rows = await tx.select().from(operator).where(sql`lower(${operator.username}) = lower(${username})`);
  return rows[0];
}

export async function operatorById(tx: Tx, id: bigint): Promise<OperatorRow | undefined> {
  const rows = await tx.select().from(operator).where(eq(operator.id, id));
  return rows[0];
}

/** Inserts an operator unless the username is taken (case-insensitively); the row either way. */
export async function insertOperator(tx: Tx, row: NewOperatorRow): Promise<OperatorRow | undefined> {
  const inserted = await tx.insert(operator).values(row).onConflictDoNothing().returning();
  return inserted[0] ?? operatorByUsername(tx, row.username);
}

export async function recordLogin(tx: Tx, operatorId: bigint, ip: string, at: Date): Promise<void> {
  await tx.update(operator).set({ lastLoginAt: at, lastLoginIp: ip }).where(eq(operator.id, operatorId));
}

export async function insertSession(
  tx: Tx,
  row: Omit<typeof operatorSession.$inferInsert, 'id'>,
): Promise<bigint> {
  const rows = await tx.insert(operatorSession).values(row).returning({ id: operatorSession.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('operator session insert returned no id');
  return id;
}

/** A session by token hash with its operator, unless revoked (expiry is the caller's rule). */
export async function openSession(
  tx: Tx,
  tokenHash: string,
): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
  const rows = await tx
    .select({ session: operatorSession, operator })
    .from(operatorSession)
    .innerJoin(operator, eq(operator.id, operatorSession.operatorId))
    .where(and(eq(operatorSession.tokenHash, tokenHash), isNull(operatorSession.revokedAt)));
  return rows[0];
}

/** Slides the idle window: the session was used at `at`. */
export async function touchSession(tx: Tx, sessionId: bigint, at: Date): Promise<void> {
  await tx.update(operatorSession).set({ lastSeenAt: at }).where(eq(operatorSession.id, sessionId));
}

export async function revokeSession(tx: Tx, sessionId: bigint, at: Date): Promise<boolean> {
  const rows = await tx
    .update(operatorSession)
    .set({ revokedAt: at })
    .where(and(eq(operatorSession.id, sessionId), isNull(operatorSession.revokedAt)))
    .returning({ id: operatorSession.id });
  return rows.length > 0;
}
