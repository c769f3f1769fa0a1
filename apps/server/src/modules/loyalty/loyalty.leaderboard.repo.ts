import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  loyaltyLeaderboardPayout,
  loyaltyLeaderboardPrize,
  loyaltyLeaderboardRun,
  loyaltyLeaderboardScore,
  loyaltyMissionCursor,
} from './loyalty.missions.tables.js';

export type ScoreRow = { memberId: bigint; validBetMinor: bigint };
export type PayoutRow = typeof loyaltyLeaderboardPayout.$inferSelect;
export type RunRow = typeof loyaltyLeaderboardRun.$inferSelect;

/** The period's top `limit` (positive valid bet; ties: who got there first). */
export async function top(tx: Tx, period: string, periodKey: string, limit: number): Promise<ScoreRow[]> {
  if (limit <= 0) return [];
  return tx
    .select({
      memberId: loyaltyLeaderboardScore.memberId,
      validBetMinor: loyaltyLeaderboardScore.validBetMinor,
    })
    .from(loyaltyLeaderboardScore)
    .where(
      and(
        eq(loyaltyLeaderboardScore.period, period),
        eq(loyaltyLeaderboardScore.periodKey, periodKey),
        gt(loyaltyLeaderboardScore.validBetMinor, 0n),
      ),
    )
    .orderBy(
      desc(loyaltyLeaderboardScore.validBetMinor),
      asc(loyaltyLeaderboardScore.reachedAt),
      asc(loyaltyLeaderboardScore.memberId),
    )
    .limit(limit);
}

/** The member's score and rank in the period (rank null without a positive valid bet). */
export async function rankOf(
  tx: Tx,
  period: string,
  periodKey: string,
  memberId: bigint,
): Promise<{ rank: number | null; validBetMinor: bigint }> {
  const [mine] = await tx
    .select()
    .from(loyaltyLeaderboardScore)
    .where(
      and(
        eq(loyaltyLeaderboardScore.period, period),
        eq(loyaltyLeaderboardScore.periodKey, periodKey),
        eq(loyaltyLeaderboardScore.memberId, memberId),
      ),
    );
  if (!mine || mine.validBetMinor <= 0n) return { rank: null, validBetMinor: mine?.validBetMinor ?? 0n };
  const [ahead] = await tx
    .select({ n: sql<string>`count(*)::text` })
    .from(loyaltyLeaderboardScore)
    .where(
      and(
        eq(loyaltyLeaderboardScore.period, period),
        eq(loyaltyLeaderboardScore.periodKey, periodKey),
        sql`(${loyaltyLeaderboardScore.validBetMinor} > ${mine.validBetMinor}
             or (${loyaltyLeaderboardScore.validBetMinor} = ${mine.validBetMinor}
                 and (${loyaltyLeaderboardScore.reachedAt}, ${loyaltyLeaderboardScore.memberId}) < (${mine.reachedAt}, ${memberId})))`,
      ),
    );
  return { rank: Number(ahead?.n ?? 0) + 1, validBetMinor: mine.validBetMinor };
}

/** The prizes of a period kind, rank 1 first. */
export async function prizes(tx: Tx, period: string): Promise<bigint[]> {
  const rows = await tx
    .select()
    .from(loyaltyLeaderboardPrize)
    .where(eq(loyaltyLeaderboardPrize.period, period))
    .orderBy(asc(loyaltyLeaderboardPrize.rank));
  return rows.map((r) => r.amountMinor);
}

export async function setPrizes(tx: Tx, period: string, amounts: bigint[]): Promise<void> {
  await tx.delete(loyaltyLeaderboardPrize).where(eq(loyaltyLeaderboardPrize.period, period));
  if (amounts.length === 0) return;
  await tx
    .insert(loyaltyLeaderboardPrize)
    .values(amounts.map((amountMinor, i) => ({ period, rank: i + 1, amountMinor })));
}

/** Where the change-log reading stands: scores of slots before it are complete. */
export async function cursorUntil(tx: Tx): Promise<Date | null> {
  const [row] = await tx.select().from(loyaltyMissionCursor).where(eq(loyaltyMissionCursor.id, 1));
  return row?.until ?? null;
}

/** Claims a period's prize run: true for the one transaction that inserted it. */
export async function claimRun(tx: Tx, period: string, periodKey: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(loyaltyLeaderboardRun)
    .values({ period, periodKey, paidCount: 0, paidMinor: 0n, finishedAt: now })
    .onConflictDoNothing()
    .returning({ period: loyaltyLeaderboardRun.period });
  return rows.length === 1;
}

export async function finishRun(
  tx: Tx,
  period: string,
  periodKey: string,
  paidCount: number,
  paidMinor: bigint,
) {
  await tx
    .update(loyaltyLeaderboardRun)
    .set({ paidCount, paidMinor })
    .where(and(eq(loyaltyLeaderboardRun.period, period), eq(loyaltyLeaderboardRun.periodKey, periodKey)));
}

export async function runOf(tx: Tx, period: string, periodKey: string): Promise<RunRow | undefined> {
  const [row] = await tx
    .select()
    .from(loyaltyLeaderboardRun)
    .where(and(eq(loyaltyLeaderboardRun.period, period), eq(loyaltyLeaderboardRun.periodKey, periodKey)));
  return row;
}

export async function insertPayout(tx: Tx, row: typeof loyaltyLeaderboardPayout.$inferInsert): Promise<void> {
  await tx.insert(loyaltyLeaderboardPayout).values(row);
}

export async function payoutsOf(tx: Tx, period: string, periodKey: string): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(loyaltyLeaderboardPayout)
    .where(
      and(eq(loyaltyLeaderboardPayout.period, period), eq(loyaltyLeaderboardPayout.periodKey, periodKey)),
    )
    .orderBy(asc(loyaltyLeaderboardPayout.rank));
}

/** The latest runs of a period kind, newest first. */
export async function runs(tx: Tx, period: string, limit: number): Promise<RunRow[]> {
  return tx
    .select()
    .from(loyaltyLeaderboardRun)
    .where(eq(loyaltyLeaderboardRun.period, period))
    .orderBy(desc(loyaltyLeaderboardRun.periodKey))
    .limit(limit);
}

/** A member's latest prizes, newest first (the reward centre). */
export async function payoutsOfMember(tx: Tx, memberId: bigint, limit: number): Promise<PayoutRow[]> {
  return tx
    .select()
    .from(loyaltyLeaderboardPayout)
    .where(eq(loyaltyLeaderboardPayout.memberId, memberId))
    .orderBy(desc(loyaltyLeaderboardPayout.createdAt))
    .limit(limit);
}
