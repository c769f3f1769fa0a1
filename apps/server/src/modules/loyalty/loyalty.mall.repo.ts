import { and, asc, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { loyaltyMallGoods, loyaltyMallHolding, loyaltyMallRedeem } from './loyalty.points.tables.js';

export type GoodsRow = typeof loyaltyMallGoods.$inferSelect;
export type NewGoods = typeof loyaltyMallGoods.$inferInsert;
export type RedeemRow = typeof loyaltyMallRedeem.$inferSelect;
export type NewRedeem = typeof loyaltyMallRedeem.$inferInsert;

/** The goods players see at `now`: visible and inside their window, in list order. */
export async function shownGoods(tx: Tx, now: Date): Promise<GoodsRow[]> {
  return tx
    .select()
    .from(loyaltyMallGoods)
    .where(
      and(
        eq(loyaltyMallGoods.visible, true),
        lte(loyaltyMallGoods.activeFrom, now),
        or(isNull(loyaltyMallGoods.activeUntil), gt(loyaltyMallGoods.activeUntil, now)),
      ),
    )
    .orderBy(asc(loyaltyMallGoods.sort), desc(loyaltyMallGoods.id))
    .limit(200);
}

export async function allGoods(tx: Tx): Promise<GoodsRow[]> {
  return tx
    .select()
    .from(loyaltyMallGoods)
    .orderBy(asc(loyaltyMallGoods.sort), desc(loyaltyMallGoods.id))
    .limit(500);
}

export async function goodsById(tx: Tx, id: bigint): Promise<GoodsRow | undefined> {
  const [row] = await tx.select().from(loyaltyMallGoods).where(eq(loyaltyMallGoods.id, id));
  return row;
}

export async function lockGoods(tx: Tx, id: bigint): Promise<GoodsRow | undefined> {
  const [row] = await tx.select().from(loyaltyMallGoods).where(eq(loyaltyMallGoods.id, id)).for('update');
  return row;
}

export async function insertGoods(tx: Tx, row: NewGoods): Promise<GoodsRow> {
  const [inserted] = await tx.insert(loyaltyMallGoods).values(row).returning();
  if (!inserted) throw new Error('goods not inserted');
  return inserted;
}

export async function updateGoods(tx: Tx, id: bigint, set: Partial<NewGoods>): Promise<GoodsRow | undefined> {
  const [row] = await tx.update(loyaltyMallGoods).set(set).where(eq(loyaltyMallGoods.id, id)).returning();
  return row;
}

/** Takes one from the stock if any is left (a conditional update): false when sold out. */
export async function takeStock(tx: Tx, id: bigint): Promise<boolean> {
  const rows = await tx
    .update(loyaltyMallGoods)
    .set({ availableQuantity: sql`${loyaltyMallGoods.availableQuantity} - 1` })
    .where(and(eq(loyaltyMallGoods.id, id), gt(loyaltyMallGoods.availableQuantity, 0)))
    .returning({ id: loyaltyMallGoods.id });
  return rows.length === 1;
}

export async function returnStock(tx: Tx, id: bigint): Promise<void> {
  await tx
    .update(loyaltyMallGoods)
    .set({ availableQuantity: sql`${loyaltyMallGoods.availableQuantity} + 1` })
    .where(eq(loyaltyMallGoods.id, id));
}

/**
 * Counts one more redeem of the goods against the member's limit, if under it (an upsert whose
 * update is conditional): false when the limit is reached. Without a limit it always counts.
 */
export async function takeHolding(tx: Tx, memberId: bigint, goodsId: bigint, limit: number | null) {
  const rows = await tx
    .insert(loyaltyMallHolding)
    .values({ memberId, goodsId, count: 1 })
    .onConflictDoUpdate({
      target: [loyaltyMallHolding.memberId, loyaltyMallHolding.goodsId],
      set: { count: sql`${loyaltyMallHolding.count} + 1` },
      ...(limit === null ? {} : { setWhere: sql`${loyaltyMallHolding.count} < ${limit}` }),
    })
    .returning({ count: loyaltyMallHolding.count });
  const taken = rows[0]?.count;
  return taken !== undefined && (limit === null || taken <= limit);
}

export async function returnHolding(tx: Tx, memberId: bigint, goodsId: bigint): Promise<void> {
  await tx
    .update(loyaltyMallHolding)
    .set({ count: sql`greatest(${loyaltyMallHolding.count} - 1, 0)` })
    .where(and(eq(loyaltyMallHolding.memberId, memberId), eq(loyaltyMallHolding.goodsId, goodsId)));
}

/** How many of each goods were redeemed and not rejected (the editor's counts). */
export async function redeemedCounts(tx: Tx): Promise<Map<bigint, number>> {
  const rows = await tx
    .select({ goodsId: loyaltyMallRedeem.goodsId, n: count() })
    .from(loyaltyMallRedeem)
    .where(sql`${loyaltyMallRedeem.status} <> 'rejected'`)
    .groupBy(loyaltyMallRedeem.goodsId);
  return new Map(rows.map((r) => [r.goodsId, r.n]));
}

export async function redeemByRequest(
  tx: Tx,
  memberId: bigint,
  requestId: string,
): Promise<RedeemRow | undefined> {
  const [row] = await tx
    .select()
    .from(loyaltyMallRedeem)
    .where(and(eq(loyaltyMallRedeem.memberId, memberId), eq(loyaltyMallRedeem.requestId, requestId)));
  return row;
}

export async function insertRedeem(tx: Tx, row: NewRedeem): Promise<RedeemRow> {
  const [inserted] = await tx.insert(loyaltyMallRedeem).values(row).returning();
  if (!inserted) throw new Error('redeem not inserted');
  return inserted;
}

export async function lockRedeem(tx: Tx, id: bigint): Promise<RedeemRow | undefined> {
  const [row] = await tx.select().from(loyaltyMallRedeem).where(eq(loyaltyMallRedeem.id, id)).for('update');
  return row;
}

export async function decideRedeem(
  tx: Tx,
  id: bigint,
  set: { status: string; reason: string | null; decidedBy: string; decidedAt: Date },
): Promise<RedeemRow> {
  const [row] = await tx.update(loyaltyMallRedeem).set(set).where(eq(loyaltyMallRedeem.id, id)).returning();
  if (!row) throw new Error(`redeem ${id} vanished`);
  return row;
}

/** Redeems, newest first, of one member or (null) of everyone, optionally of one status. */
export async function redeems(
  tx: Tx,
  filter: { memberId: bigint | null; status?: string | undefined },
  page: number,
  pageSize: number,
): Promise<{ rows: RedeemRow[]; total: number }> {
  const where = and(
    filter.memberId === null ? undefined : eq(loyaltyMallRedeem.memberId, filter.memberId),
    filter.status === undefined ? undefined : eq(loyaltyMallRedeem.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(loyaltyMallRedeem)
      .where(where)
      .orderBy(desc(loyaltyMallRedeem.createdAt), desc(loyaltyMallRedeem.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ n: count() }).from(loyaltyMallRedeem).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
