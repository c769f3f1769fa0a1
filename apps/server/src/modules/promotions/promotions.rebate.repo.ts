import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { promoRebateCursor, promoRebatePaid, promoRebateRun } from './promotions.rebate.tables.js';
import { promoPromotion } from './promotions.tables.js';

export type RebatePaidRow = typeof promoRebatePaid.$inferSelect;
export type NewRebatePaid = typeof promoRebatePaid.$inferInsert;
export type RebateRunRow = typeof promoRebateRun.$inferSelect;
export type RebatePromotionRow = typeof promoPromotion.$inferSelect;

/** One game type's valid stake over an interval (the valid-bet service's definition). */
export type GameTypeStake = { gameType: string; stakeMinor: bigint };

/**
 * The member's rebate cut-off, locked for the caller's transaction (the row is made on first
 * use): parallel claims of one member queue here.
 */
export async function lockCursor(
  tx: Tx,
  memberId: bigint,
  currency: string,
  now: Date,
): Promise<{ cutOff: Date | null }> {
  await tx
    .insert(promoRebateCursor)
    .values({ memberId, currency, cutOff: null, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ cutOff: promoRebateCursor.cutOff })
    .from(promoRebateCursor)
    .where(and(eq(promoRebateCursor.memberId, memberId), eq(promoRebateCursor.currency, currency)))
    .for('update');
  if (!row) throw new Error(`rebate cursor of ${memberId} neither inserted nor found`);
  return row;
}

/** The member's cut-off as it stands (no lock): null before the first rebate. */
export async function cursorOf(tx: Tx, memberId: bigint, currency: string): Promise<Date | null> {
  const [row] = await tx
    .select({ cutOff: promoRebateCursor.cutOff })
    .from(promoRebateCursor)
    .where(and(eq(promoRebateCursor.memberId, memberId), eq(promoRebateCursor.currency, currency)));
  return row?.cutOff ?? null;
}

export async function setCursor(tx: Tx, memberId: bigint, currency: string, cutOff: Date, now: Date) {
  await tx
    .update(promoRebateCursor)
    .set({ cutOff, updatedAt: now })
    .where(and(eq(promoRebateCursor.memberId, memberId), eq(promoRebateCursor.currency, currency)));
}

/**
 * The member's valid stake per game type over the slots of [from, to), read through the
 * valid-bet service's published function vendors_valid_bet_changes (decision 0047): the same
 * definition salaries, wagering and VIP count.
 */
export async function validStakeByGameType(
  tx: Tx,
  memberId: bigint,
  currency: string,
  from: Date,
  to: Date,
): Promise<GameTypeStake[]> {
  if (to <= from) return [];
  const rows = await queryRows<{ game_type: string; stake: string }>(
    tx,
    sql`select c.game_type, sum(c.stake_minor)::text as stake
        from vendors_valid_bet_changes(${from}, ${to}) c
        where c.member_id = ${memberId} and c.currency = ${currency}
        group by c.game_type
        order by c.game_type`,
  );
  return rows
    .map((r) => ({ gameType: r.game_type, stakeMinor: BigInt(r.stake) }))
    .filter((r) => r.stakeMinor !== 0n);
}

/** The members with a valid bet in [from, to) (vendors_valid_bets), in id order. */
export async function membersWithValidBets(
  tx: Tx,
  currency: string,
  from: Date,
  to: Date,
): Promise<bigint[]> {
  const rows = await queryRows<{ member_id: string }>(
    tx,
    sql`select v.member_id::text as member_id
        from vendors_valid_bets(${from}, ${to}) v
        where v.currency = ${currency} and v.stake_minor <> 0
        order by v.member_id`,
  );
  return rows.map((r) => BigInt(r.member_id));
}

/** What the member was paid in rebates against one site day's cap. */
export async function paidOnDay(
  tx: Tx,
  memberId: bigint,
  currency: string,
  localDay: string,
): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${promoRebatePaid.amountMinor}), 0)::text` })
    .from(promoRebatePaid)
    .where(
      and(
        eq(promoRebatePaid.memberId, memberId),
        eq(promoRebatePaid.currency, currency),
        eq(promoRebatePaid.localDay, localDay),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** Records a payment unless its reference exists: the new row, or undefined. */
export async function insertPaid(tx: Tx, row: NewRebatePaid): Promise<RebatePaidRow | undefined> {
  const [inserted] = await tx.insert(promoRebatePaid).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function setPaidBonus(tx: Tx, id: bigint, bonusId: bigint) {
  await tx.update(promoRebatePaid).set({ bonusId }).where(eq(promoRebatePaid.id, id));
}

/** The member's latest rebates, newest first. */
export async function paidOf(tx: Tx, memberId: bigint, limit: number): Promise<RebatePaidRow[]> {
  return tx
    .select()
    .from(promoRebatePaid)
    .where(eq(promoRebatePaid.memberId, memberId))
    .orderBy(desc(promoRebatePaid.createdAt), desc(promoRebatePaid.id))
    .limit(limit);
}

/** The published rebate promotions whose active window overlaps [start, end), in list order. */
export async function rebatePromotions(tx: Tx, start: Date, end: Date): Promise<RebatePromotionRow[]> {
  return tx
    .select()
    .from(promoPromotion)
    .where(
      and(
        eq(promoPromotion.kind, 'rebate'),
        eq(promoPromotion.status, 'published'),
        lt(promoPromotion.activeFrom, end),
        or(isNull(promoPromotion.activeUntil), gt(promoPromotion.activeUntil, start)),
      ),
    )
    .orderBy(asc(promoPromotion.sort), desc(promoPromotion.id));
}

export async function runOf(tx: Tx, localDay: string): Promise<RebateRunRow | undefined> {
  const [row] = await tx.select().from(promoRebateRun).where(eq(promoRebateRun.localDay, localDay));
  return row;
}

export async function startRun(tx: Tx, localDay: string, now: Date) {
  await tx
    .insert(promoRebateRun)
    .values({ localDay, status: 'running', startedAt: now })
    .onConflictDoNothing();
}

export async function finishRun(tx: Tx, localDay: string, paidCount: number, paidMinor: bigint, now: Date) {
  await tx
    .update(promoRebateRun)
    .set({ status: 'done', paidCount, paidMinor, finishedAt: now })
    .where(eq(promoRebateRun.localDay, localDay));
}
