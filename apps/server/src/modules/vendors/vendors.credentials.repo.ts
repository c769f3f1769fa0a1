import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { vendorCredential } from './vendors.tables.js';

export type CredentialRow = typeof vendorCredential.$inferSelect;

export async function credentialOf(tx: Tx, vendorCode: string): Promise<CredentialRow | undefined> {
  const [row] = await tx.select().from(vendorCredential).where(eq(vendorCredential.vendorCode, vendorCode));
  return row;
}

/** Every vendor's credential row, by vendor code (the back office's secrets list). */
export async function credentials(tx: Tx): Promise<CredentialRow[]> {
  return tx.select().from(vendorCredential).orderBy(vendorCredential.vendorCode);
}

/** The row locked for a rotation: two operators rotating at once take turns. */
export async function credentialForUpdate(tx: Tx, vendorCode: string): Promise<CredentialRow | undefined> {
  const [row] = await tx
    .select()
    .from(vendorCredential)
    .where(eq(vendorCredential.vendorCode, vendorCode))
    .for('update');
  return row;
}

/** A new signing secret; the one it replaces stays valid until `previousSecretUntil`. */
export async function rotateCredential(
  tx: Tx,
  vendorCode: string,
  change: { secret: string; previousSecret: string; previousSecretUntil: Date; rotatedAt: Date },
): Promise<CredentialRow | undefined> {
  const [row] = await tx
    .update(vendorCredential)
    .set(change)
    .where(eq(vendorCredential.vendorCode, vendorCode))
    .returning();
  return row;
}

export async function insertCredentialsIfMissing(
  tx: Tx,
  rows: (typeof vendorCredential.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(vendorCredential).values(rows).onConflictDoNothing();
}
