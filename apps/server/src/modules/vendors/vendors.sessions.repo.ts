import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { vendorGameSession, vendorLaunchToken } from './vendors.tables.js';

export type LaunchTokenRow = typeof vendorLaunchToken.$inferSelect;
export type GameSessionRow = typeof vendorGameSession.$inferSelect;

export async function insertLaunchToken(tx: Tx, row: typeof vendorLaunchToken.$inferInsert): Promise<void> {
  await tx.insert(vendorLaunchToken).values(row);
}

/** Spends a token once: only an unused, unexpired token of this vendor comes back. */
export async function spendLaunchToken(
  tx: Tx,
  tokenHash: string,
  vendorCode: string,
  now: Date,
): Promise<LaunchTokenRow | undefined> {
  const [row] = await tx
    .update(vendorLaunchToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(vendorLaunchToken.tokenHash, tokenHash),
        eq(vendorLaunchToken.vendorCode, vendorCode),
        isNull(vendorLaunchToken.usedAt),
        gt(vendorLaunchToken.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function insertGameSession(tx: Tx, row: typeof vendorGameSession.$inferInsert): Promise<void> {
  await tx.insert(vendorGameSession).values(row);
}

/** The player's latest game session with the vendor, live or not: who the player is to the vendor. */
export async function latestGameSession(
  tx: Tx,
  vendorCode: string,
  memberId: bigint,
): Promise<GameSessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(vendorGameSession)
    .where(and(eq(vendorGameSession.vendorCode, vendorCode), eq(vendorGameSession.memberId, memberId)))
    .orderBy(desc(vendorGameSession.expiresAt))
    .limit(1);
  return row;
}

/**
 * Ends the game sessions the given login sessions opened, with every vendor: one indexed update.
 * Their expiry is brought down too, so a live session of another login is the player's latest.
 */
export async function endGameSessions(
  tx: Tx,
  memberId: bigint,
  loginSessionIds: string[],
  now: Date,
): Promise<void> {
  if (loginSessionIds.length === 0) return;
  await tx
    .update(vendorGameSession)
    .set({
      endedAt: now,
      expiresAt: sql`least(${vendorGameSession.expiresAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        inArray(vendorGameSession.loginSessionId, loginSessionIds),
        eq(vendorGameSession.memberId, memberId),
        isNull(vendorGameSession.endedAt),
      ),
    );
}
