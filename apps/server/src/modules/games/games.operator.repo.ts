import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { game, gameVendor } from './games.catalogue.tables.js';

export type GameAdminFilter = {
  vendor?: string | undefined;
  gameType?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
};

const sortColumns = { sort: game.sort, name: game.nameEn, vendor: game.vassalage } as const;

/** Every game (any status), filtered, sorted, one page plus the total (back office). */
export async function gameAdminPage(
  tx: Tx,
  filter: GameAdminFilter,
  page: { offset: number; limit: number; sortBy: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  // % and _ typed by the operator match themselves (escaped, with the escape character named).
  const pattern = filter.q ? containsPattern(filter.q.toLowerCase()) : undefined;
  const where = and(
    filter.vendor ? eq(game.vassalage, filter.vendor) : undefined,
    filter.gameType ? eq(game.gameType, filter.gameType) : undefined,
    filter.status ? eq(game.status, filter.status) : undefined,
    pattern
      ? sql`(${game.searchName} like ${pattern} escape '\\' or lower(${game.gameCode}) like ${pattern} escape '\\')`
      : undefined,
  );
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(game)
      .where(where)
      .orderBy(direction(sortColumns[page.sortBy]), direction(game.nodeId))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(game).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function gameForUpdate(tx: Tx, nodeId: bigint) {
  const rows = await tx.select().from(game).where(eq(game.nodeId, nodeId)).for('update');
  return rows[0];
}

/**
 * Every vendor with its own game count. The count is a grouped query joined by code: a correlated
 * subquery written with Drizzle's columns names them without their table, so inside it
 * `vassalage = vassalage` compared the game table with itself and every vendor got the total.
 */
export async function vendorsWithCounts(tx: Tx) {
  const [vendors, counts] = await Promise.all([
    tx.select().from(gameVendor).orderBy(asc(gameVendor.sort), asc(gameVendor.vassalage)),
    tx.select({ vassalage: game.vassalage, n: count() }).from(game).groupBy(game.vassalage),
  ]);
  const countOf = new Map(counts.map((c) => [c.vassalage, Number(c.n)]));
  return vendors.map((vendor) => ({ vendor, games: countOf.get(vendor.vassalage) ?? 0 }));
}

export async function vendorForUpdate(tx: Tx, vassalage: string) {
  const rows = await tx.select().from(gameVendor).where(eq(gameVendor.vassalage, vassalage)).for('update');
  return rows[0];
}
