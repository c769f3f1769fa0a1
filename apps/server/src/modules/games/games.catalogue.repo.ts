import { and, asc, count, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  game,
  gameCatalogueVersion,
  gameFavourite,
  gameRecentPlay,
  gameVendor,
} from './games.catalogue.tables.js';
import { escapeLike, type LaneScope } from './games.lanes.js';

export type VendorRow = typeof gameVendor.$inferSelect;
export type GameRow = typeof game.$inferSelect;
export type NewGame = typeof game.$inferInsert;

/** What a lobby page can filter on; every part is optional and AND-ed. */
export type GameFilter = {
  scopes?: LaneScope[];
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  isNew?: boolean | undefined;
  isHot?: boolean | undefined;
  /** Searched as a substring of either name, case-insensitively; `%`, `_` and `\` match literally. */
  nameSearch?: string | undefined;
  /** Vendors switched off: their games are not shown. */
  hiddenVendors: string[];
};

function scopeCondition(scope: LaneScope): SQL | undefined {
  return and(
    eq(game.gameType, scope.gameType),
    scope.vendorsIn ? inArray(game.vassalage, scope.vendorsIn) : undefined,
    scope.vendorsNotIn && scope.vendorsNotIn.length > 0
      ? notInArray(game.vassalage, scope.vendorsNotIn)
      : undefined,
  );
}

function whereOf(filter: GameFilter): SQL | undefined {
  const pattern = filter.nameSearch ? `%${escapeLike(filter.nameSearch.toLowerCase())}%` : undefined;
  return and(
    ne(game.status, 'inactive'),
    filter.hiddenVendors.length > 0 ? notInArray(game.vassalage, filter.hiddenVendors) : undefined,
    filter.scopes ? or(...filter.scopes.map(scopeCondition)) : undefined,
    filter.vassalage ? eq(game.vassalage, filter.vassalage) : undefined,
    filter.gameClassify ? eq(game.gameClassify, filter.gameClassify) : undefined,
    filter.isNew === undefined ? undefined : eq(game.isNew, filter.isNew),
    filter.isHot === undefined ? undefined : eq(game.isHot, filter.isHot),
    pattern ? sql`${game.searchName} like ${pattern} escape '\\'` : undefined,
  );
}

export async function vendors(tx: Tx): Promise<VendorRow[]> {
  return tx.select().from(gameVendor).orderBy(asc(gameVendor.sort), asc(gameVendor.vassalage));
}

/** How many games match a filter (the lobby's total and page count). */
export async function countGames(tx: Tx, filter: GameFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(game).where(whereOf(filter));
  return row?.n ?? 0;
}

/**
 * Deep pages (decision 0023): every SEEK_STRIDE-th game of a filter in lobby order is a seek key;
 * a page starts at the nearest key at or before it and skips fewer than SEEK_STRIDE rows.
 */
export const SEEK_STRIDE = 256;
/** A game's place in lobby order: sort, then node id (a string, so the key survives JSON caches). */
export type SeekKey = [sort: number, nodeId: string];
/** Where a page read starts: the key of the game at `position` (0-based) in the filter's order. */
export type SeekStart = { key: SeekKey; position: number };

/**
 * The catalogue version: a statement trigger bumps it on every write to `game` (migration 0016),
 * so anything cached from the catalogue's order is keyed by it. 0 before the first write.
 */
export async function catalogueVersion(tx: Tx): Promise<number> {
  const [row] = await tx.select({ version: gameCatalogueVersion.version }).from(gameCatalogueVersion);
  return row?.version ?? 0;
}

/** The seek keys of a filter: the games at positions 0, SEEK_STRIDE, 2 × SEEK_STRIDE, … */
export async function seekKeys(tx: Tx, filter: GameFilter): Promise<SeekKey[]> {
  const ranked = tx
    .select({
      sort: game.sort,
      nodeId: game.nodeId,
      position: sql<string>`row_number() over (order by ${game.sort}, ${game.nodeId}) - 1`.as('position'),
    })
    .from(game)
    .where(whereOf(filter))
    .as('ranked');
  const rows = await tx
    .select({ sort: ranked.sort, nodeId: ranked.nodeId })
    .from(ranked)
    .where(sql`${ranked.position} % ${SEEK_STRIDE} = 0`)
    .orderBy(asc(ranked.position));
  return rows.map((r) => [r.sort, r.nodeId.toString()]);
}

/**
 * One page of games in lobby order (sort, then node id); a page past the end is empty. With
 * `from`, the read seeks to that key and skips only the rows between it and the page.
 */
export async function gamePage(
  tx: Tx,
  filter: GameFilter,
  pageNo: number,
  pageSize: number,
  from?: SeekStart,
): Promise<GameRow[]> {
  const offset = (pageNo - 1) * pageSize;
  const seek = from
    ? sql`(${game.sort}, ${game.nodeId}) >= (${from.key[0]}::integer, ${from.key[1]}::bigint)`
    : undefined;
  return tx
    .select()
    .from(game)
    .where(and(whereOf(filter), seek))
    .orderBy(asc(game.sort), asc(game.nodeId))
    .limit(pageSize)
    .offset(offset - (from?.position ?? 0));
}

/** The first `limit` games of a filter, no count (hot lists, home sections). */
export async function firstGames(tx: Tx, filter: GameFilter, limit: number): Promise<GameRow[]> {
  return tx.select().from(game).where(whereOf(filter)).orderBy(asc(game.sort), asc(game.nodeId)).limit(limit);
}

/** Which classifications each vendor offers under a filter (getVassGameType, vendor lanes). */
export async function vendorClassifications(
  tx: Tx,
  filter: GameFilter,
): Promise<{ vassalage: string; gameType: string; gameClassify: string }[]> {
  return tx
    .selectDistinct({ vassalage: game.vassalage, gameType: game.gameType, gameClassify: game.gameClassify })
    .from(game)
    .where(whereOf(filter))
    .orderBy(asc(game.vassalage), asc(game.gameType), asc(game.gameClassify));
}

export async function gameById(tx: Tx, nodeId: bigint): Promise<GameRow | undefined> {
  const rows = await tx.select().from(game).where(eq(game.nodeId, nodeId));
  return rows[0];
}

// ── Favourites ────────────────────────────────────────────────────────────────────────
export async function favouriteIds(tx: Tx, memberId: bigint, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ nodeId: gameFavourite.nodeId })
    .from(gameFavourite)
    .where(eq(gameFavourite.memberId, memberId))
    .orderBy(desc(gameFavourite.addedAt), desc(gameFavourite.nodeId))
    .limit(limit);
  return rows.map((r) => r.nodeId);
}

export async function countFavourites(tx: Tx, memberId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(gameFavourite)
    .where(eq(gameFavourite.memberId, memberId));
  return row?.n ?? 0;
}

/** Adds a favourite; adding one already there changes nothing. */
export async function addFavourite(tx: Tx, memberId: bigint, nodeId: bigint, at: Date): Promise<void> {
  await tx.insert(gameFavourite).values({ memberId, nodeId, addedAt: at }).onConflictDoNothing();
}

export async function removeFavourite(tx: Tx, memberId: bigint, nodeId: bigint): Promise<void> {
  await tx
    .delete(gameFavourite)
    .where(and(eq(gameFavourite.memberId, memberId), eq(gameFavourite.nodeId, nodeId)));
}

/** A member's favourite games, newest first, one page and the total. */
export async function favouritePage(
  tx: Tx,
  memberId: bigint,
  filter: GameFilter,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(gameFavourite.memberId, memberId), whereOf(filter));
  const [total] = await tx
    .select({ n: count() })
    .from(gameFavourite)
    .innerJoin(game, eq(game.nodeId, gameFavourite.nodeId))
    .where(where);
  const rows = await tx
    .select({ g: game })
    .from(gameFavourite)
    .innerJoin(game, eq(game.nodeId, gameFavourite.nodeId))
    .where(where)
    .orderBy(desc(gameFavourite.addedAt), desc(gameFavourite.nodeId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows: rows.map((r) => r.g), total: total?.n ?? 0 };
}

// ── Recent play ───────────────────────────────────────────────────────────────────────
/** Records a launch: the game moves to the top of the member's recent list. */
export async function recordPlay(tx: Tx, memberId: bigint, nodeId: bigint, at: Date): Promise<void> {
  await tx
    .insert(gameRecentPlay)
    .values({ memberId, nodeId, lastPlayedAt: at })
    .onConflictDoUpdate({
      target: [gameRecentPlay.memberId, gameRecentPlay.nodeId],
      set: { lastPlayedAt: at },
    });
}

export async function recentPage(
  tx: Tx,
  memberId: bigint,
  filter: GameFilter,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: (GameRow & { lastPlayedAt: Date })[]; total: number }> {
  const where = and(eq(gameRecentPlay.memberId, memberId), whereOf(filter));
  const [total] = await tx
    .select({ n: count() })
    .from(gameRecentPlay)
    .innerJoin(game, eq(game.nodeId, gameRecentPlay.nodeId))
    .where(where);
  const rows = await tx
    .select({ g: game, lastPlayedAt: gameRecentPlay.lastPlayedAt })
    .from(gameRecentPlay)
    .innerJoin(game, eq(game.nodeId, gameRecentPlay.nodeId))
    .where(where)
    .orderBy(desc(gameRecentPlay.lastPlayedAt), desc(gameRecentPlay.nodeId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { rows: rows.map((r) => ({ ...r.g, lastPlayedAt: r.lastPlayedAt })), total: total?.n ?? 0 };
}

// ── Operators and the seed ────────────────────────────────────────────────────────────
export async function setVendorStatus(tx: Tx, vassalage: string, status: VendorRow['status']): Promise<void> {
  await tx.update(gameVendor).set({ status }).where(eq(gameVendor.vassalage, vassalage));
}

export async function setGameFlags(
  tx: Tx,
  nodeId: bigint,
  flags: Partial<Pick<GameRow, 'isHot' | 'isNew' | 'status' | 'sort'>>,
): Promise<void> {
  await tx.update(game).set(flags).where(eq(game.nodeId, nodeId));
}

export async function countVendors(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(gameVendor);
  return row?.n ?? 0;
}

export async function insertVendors(tx: Tx, rows: (typeof gameVendor.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(gameVendor).values(rows);
}

export async function insertGames(tx: Tx, rows: NewGame[]): Promise<void> {
  if (rows.length > 0) await tx.insert(game).values(rows);
}

/** What a game's generated picture is drawn from; undefined for an unknown code. */
export async function artworkGame(
  tx: Tx,
  vassalage: string,
  gameCode: string,
): Promise<Pick<GameRow, 'vassalage' | 'gameCode' | 'gameType' | 'gameClassify' | 'nameEn'> | undefined> {
  const [row] = await tx
    .select({
      vassalage: game.vassalage,
      gameCode: game.gameCode,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      nameEn: game.nameEn,
    })
    .from(game)
    .where(and(eq(game.vassalage, vassalage), eq(game.gameCode, gameCode)));
  return row;
}
