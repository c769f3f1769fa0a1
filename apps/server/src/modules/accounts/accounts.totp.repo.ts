import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { member } from './accounts.tables.js';

export type TotpState = { secret: string | null; enabledAt: Date | null };

/** The member's authenticator secret and when it was enrolled; undefined for an unknown member. */
export async function totpStateOf(tx: Tx, memberId: bigint): Promise<TotpState | undefined> {
  const rows = await tx
    .select({ secret: member.totpSecret, enabledAt: member.totpEnabledAt })
    .from(member)
    .where(eq(member.id, memberId));
  return rows[0];
}

/** Enrols a secret unless one is already enrolled; false when another request enrolled first. */
export async function enableTotp(tx: Tx, memberId: bigint, secret: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(member)
    .set({ totpSecret: secret, totpEnabledAt: at })
    .where(and(eq(member.id, memberId), isNull(member.totpSecret)))
    .returning({ id: member.id });
  return rows.length > 0;
}

/** Removes the enrolled secret, only if it is still the one the code was checked against. */
export async function disableTotp(tx: Tx, memberId: bigint, secret: string): Promise<boolean> {
  const rows = await tx
    .update(member)
    .set({ totpSecret: null, totpEnabledAt: null })
    .where(and(eq(member.id, memberId), eq(member.totpSecret, secret)))
    .returning({ id: member.id });
  return rows.length > 0;
}
