import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { platformSecret } from '../db/secret.tables.js';

export async function secretValue(tx: Tx, name: string): Promise<string | undefined> {
  const rows = await tx
    .select({ value: platformSecret.value })
    .from(platformSecret)
    .where(eq(platformSecret.name, name));
  return rows[0]?.value;
}

/** Stores a secret unless one exists under that name: the first instance to get here wins. */
export async function insertSecretIfMissing(tx: Tx, name: string, value: string, at: Date): Promise<void> {
  await tx.insert(platformSecret).values({ name, value, createdAt: at }).onConflictDoNothing();
}
