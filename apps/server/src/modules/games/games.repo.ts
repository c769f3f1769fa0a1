import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { betRecord } from '../vendors/vendors.tables.js';
import { game } from './games.catalogue.tables.js';
import { winnerBoardEntry } from './games.tables.js';

export type WinnerRow = Pick<
  typeof winnerBoardEntry.$inferSelect,
  'customerName' | 'gameName' | 'gameCategory' | 'winAmountMinor' | 'currency' | 'iconUrl' | 'wonAt'
>;

/**
 * The largest wins, optionally of one game category (ALL: every category): real settled,
 * real-money rounds of the bet records first; while there are fewer than `limit` of them the
 * demo rows (source = 'demo') fill the board, sorted together by amount.
 */
export async function topWins(tx: Tx, gameCategory: string, limit: number): Promise<WinnerRow[]> {
  const real = await tx
    .select({
      customerName: betRecord.username,
      gameName: game.nameEn,
      gameCategory: betRecord.gameType,
      winAmountMinor: betRecord.winMinor,
      currency: betRecord.currency,
      iconUrl: game.iconUrl,
      wonAt: betRecord.settledAt,
    })
    .from(betRecord)
    .innerJoin(game, and(eq(game.vassalage, betRecord.vendorCode), eq(game.gameCode, betRecord.gameCode)))
    .where(
      and(
        eq(betRecord.status, 'settled'),
        eq(betRecord.playMoney, false),
        gt(betRecord.winMinor, 0n),
        gameCategory === 'ALL' ? undefined : eq(betRecord.gameType, gameCategory),
      ),
    )
    .orderBy(desc(betRecord.winMinor), desc(betRecord.settledAt))
    .limit(limit);
  const wins: WinnerRow[] = real.map((r) => ({ ...r, wonAt: r.wonAt ?? new Date(0) }));
  if (wins.length >= limit) return wins;
  const demo = await tx
    .select()
    .from(winnerBoardEntry)
    .where(
      and(
        eq(winnerBoardEntry.source, 'demo'),
        gameCategory === 'ALL' ? undefined : eq(winnerBoardEntry.gameCategory, gameCategory),
      ),
    )
    .orderBy(desc(winnerBoardEntry.winAmountMinor), desc(winnerBoardEntry.wonAt))
    .limit(limit - wins.length);
  return [...wins, ...demo].sort((a, b) =>
    a.winAmountMinor === b.winAmountMinor
      ? b.wonAt.getTime() - a.wonAt.getTime()
      : a.winAmountMinor > b.winAmountMinor
        ? -1
        : 1,
  );
}

export async function insertWins(tx: Tx, rows: (typeof winnerBoardEntry.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(winnerBoardEntry).values(rows);
}

export async function countWins(tx: Tx): Promise<number> {
  return (await tx.select({ id: winnerBoardEntry.id }).from(winnerBoardEntry)).length;
}
