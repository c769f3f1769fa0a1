import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { winnerBoardEntry } from './games.tables.js';

export type WinnerRow = typeof winnerBoardEntry.$inferSelect;

/** The largest wins, optionally of one game category; ALL means every category. */
export async function topWins(tx: Tx, gameCategory: string, limit: number): Promise<WinnerRow[]> {
  const query = tx.select().from(winnerBoardEntry);
  const filtered =
    gameCategory === 'ALL' ? query : query.where(eq(winnerBoardEntry.gameCategory, gameCategory));
  return filtered.orderBy(desc(winnerBoardEntry.winAmountMinor), desc(winnerBoardEntry.wonAt)).limit(limit);
}

export async function insertWins(tx: Tx, rows: (typeof winnerBoardEntry.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(winnerBoardEntry).values(rows);
}

export async function countWins(tx: Tx): Promise<number> {
  return (await tx.select({ id: winnerBoardEntry.id }).from(winnerBoardEntry)).length;
}
