import type { AppContext } from '../../platform/context.js';
import * as repo from './games.repo.js';

/** "rahim99" → "ra***99": enough to recognise yourself, not enough to find someone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function createGamesService(ctx: AppContext) {
  const db = ctx.database.db;
  return {
    /** Winner board: the biggest wins first, names masked. */
    async winnerBoard(gameCategory: string, limit: number) {
      const rows = await repo.topWins(db, gameCategory, limit);
      return rows.map((r) => ({
        customerName: maskName(r.customerName),
        gameName: r.gameName,
        winAmountMinor: r.winAmountMinor,
        currency: r.currency,
        iconUrl: r.iconUrl,
      }));
    },
  };
}

export type GamesService = ReturnType<typeof createGamesService>;
