import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { member } from './accounts.tables.js';

export async function payeeNameOf(tx: Tx, memberId: bigint): Promise<string | null | undefined> {
  const rows = await tx.select({ payeeName: member.payeeName }).from(member).where(eq(member.id, memberId));
  return rows[0] ? rows[0].payeeName : undefined;
}

/** Sets the payee name only while it is empty; answers the name the member has afterwards. */
export async function claimPayeeName(tx: Tx, memberId: bigint, name: string): Promise<string | null> {
  await tx
    .update(member)
    .set({ payeeName: name })
    .where(and(eq(member.id, memberId), or(isNull(member.payeeName), sql`btrim(${member.payeeName}) = ''`)));
  return (await payeeNameOf(tx, memberId)) ?? null;
}

/** What the cashier's desk shows of each member: name, type, state and payee name. */
export function payoutProfilesOf(tx: Tx, memberIds: bigint[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: member.id,
      username: member.username,
      type: member.type,
      status: member.status,
      payeeName: member.payeeName,
    })
    .from(member)
    .where(inArray(member.id, memberIds));
}
