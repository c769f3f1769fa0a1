import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { game, gameVendor } from './games.catalogue.tables.js';
import { escapeLike } from './games.lanes.js';

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
  const pattern = filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : undefined;
  const where = and(
    filter.vendor ? eq(game.vassalage, filter.vendor) : undefined,
    filter.gameType ? eq(game.gameType, filter.gameType) : undefined,
    filter.status ? eq(game.status, filter.status) : undefined,
    pattern
      ? sql`(${game.searchName} like ${pattern} or lower(${game.gameCode}) like ${pattern})`
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

export async function vendorsWithCounts(tx: Tx) {
  return tx
    .select({
      vendor: gameVendor,
      games: sql<number>`(select count(*)::int from ${game} where ${game.vassalage} = ${gameVendor.vassalage})`,
    })
    .from(gameVendor)
    .orderBy(asc(gameVendor.sort), asc(gameVendor.vassalage));
}

export async function vendorForUpdate(tx: Tx, vassalage: string) {
  const rows = await tx.select().from(gameVendor).where(eq(gameVendor.vassalage, vassalage)).for('update');
  return rows[0];
}
