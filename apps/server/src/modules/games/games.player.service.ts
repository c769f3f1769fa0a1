import {
  FAVOURITE_LIMIT,
  type FavouriteChange,
  type FavouriteListValue,
  type GameType,
  type Language,
  type RecentGamesValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { laneFilter, languageOf, presentGame, totalPagesOf } from './games.catalogue.present.js';
import * as repo from './games.catalogue.repo.js';
import type { CatalogueService } from './games.catalogue.service.js';
import { laneTypeOf } from './games.lanes.js';

type PageQuery = { pageSize: number; gameType?: GameType | undefined; language?: 'BN' | 'EN' | undefined };

/** Favourites and recent games of the signed-in player (the /favorite and /recent pages; the "Favourite" record). */
export function createPlayerGamesService(ctx: AppContext, catalogue: CatalogueService) {
  const db = ctx.database.db;
  const memberOf = (principal: Principal) => BigInt(principal.memberId);

  /** The node a change names, checked against its vendor and lane as the client sent them. */
  async function namedGame(change: FavouriteChange) {
    const current = await catalogue.view();
    const row = await repo.gameById(db, BigInt(change.nodeId));
    const matches =
      row !== undefined &&
      row.status !== 'inactive' &&
      !current.hidden.includes(row.vassalage) &&
      row.vassalage === change.vendor &&
      laneTypeOf(row.vassalage, row.gameType, current.lists) === change.gameType;
    if (!matches) throw new AppError('GAME_NOT_FOUND');
    return row;
  }

  return {
    /** Node ids, newest first (fetched up to 999 at once). */
    async favouriteIds(principal: Principal, limit: number): Promise<string[]> {
      return (await repo.favouriteIds(db, memberOf(principal), limit)).map((id) => id.toString());
    },

    async favouriteList(
      principal: Principal,
      query: PageQuery & { pageNum: number },
      callerLanguage: Language,
    ): Promise<FavouriteListValue> {
      const current = await catalogue.view();
      const filter = laneFilter(current, query.gameType);
      const page = await repo.favouritePage(db, memberOf(principal), filter, query.pageNum, query.pageSize);
      const language = languageOf(query.language, callerLanguage);
      return {
        content: page.rows.map((r) => presentGame(r, language, current)),
        pageNum: query.pageNum,
        total: page.total,
        totalPages: totalPagesOf(page.total, query.pageSize),
      };
    },

    /** Adding twice is harmless; a player keeps at most FAVOURITE_LIMIT. */
    async addFavourite(principal: Principal, change: FavouriteChange) {
      const row = await namedGame(change);
      const memberId = memberOf(principal);
      await db.transaction(async (tx) => {
        if ((await repo.countFavourites(tx, memberId)) >= FAVOURITE_LIMIT) {
          const already = (await repo.favouriteIds(tx, memberId, FAVOURITE_LIMIT)).includes(row.nodeId);
          if (!already) throw new AppError('FAVOURITE_LIMIT_REACHED', { limit: FAVOURITE_LIMIT });
        }
        await repo.addFavourite(tx, memberId, row.nodeId, ctx.now());
      });
      return { nodeId: row.nodeId.toString(), favourite: true };
    },

    /** Removing one that is not there is harmless (a double click must not fail). */
    async removeFavourite(principal: Principal, change: FavouriteChange) {
      await repo.removeFavourite(db, memberOf(principal), BigInt(change.nodeId));
      return { nodeId: change.nodeId, favourite: false };
    },

    async recentGames(
      principal: Principal,
      query: PageQuery & { page: number; vassalage?: string | undefined },
      callerLanguage: Language,
    ): Promise<RecentGamesValue> {
      const current = await catalogue.view();
      const filter = { ...laneFilter(current, query.gameType), vassalage: query.vassalage };
      const page = await repo.recentPage(db, memberOf(principal), filter, query.page, query.pageSize);
      const language = languageOf(query.language, callerLanguage);
      return {
        list: page.rows.map((r) => ({
          ...presentGame(r, language, current),
          lastPlayedAt: r.lastPlayedAt.toISOString(),
        })),
        page: query.page,
        total: page.total,
        totalPages: totalPagesOf(page.total, query.pageSize),
      };
    },

    /** Records a launch for the recent list (the launch call of the next slice uses it). */
    async recordPlay(memberId: string, nodeId: string): Promise<void> {
      await repo.recordPlay(db, BigInt(memberId), BigInt(nodeId), ctx.now());
    },
  };
}

export type PlayerGamesService = ReturnType<typeof createPlayerGamesService>;
