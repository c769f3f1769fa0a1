import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { memberIdentity } from './accounts.tables.js';

export type IdentityRow = typeof memberIdentity.$inferSelect;

/** The member a social identity (provider + subject) is linked to. */
export async function identityOf(
  tx: Tx,
  provider: string,
  subject: string,
): Promise<IdentityRow | undefined> {
  const rows = await tx
    .select()
    .from(memberIdentity)
    .where(and(eq(memberIdentity.provider, provider), eq(memberIdentity.subject, subject)));
  return rows[0];
}

/** Links an identity; false when it is already linked (a concurrent first login won). */
export async function insertIdentity(tx: Tx, row: typeof memberIdentity.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(memberIdentity)
    .values(row)
    .onConflictDoNothing()
    .returning({ subject: memberIdentity.subject });
  return rows.length > 0;
}

export async function identitiesOfMember(tx: Tx, memberId: bigint): Promise<IdentityRow[]> {
  return tx.select().from(memberIdentity).where(eq(memberIdentity.memberId, memberId));
}
