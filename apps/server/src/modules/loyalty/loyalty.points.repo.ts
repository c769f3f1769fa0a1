import { and, count, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { loyaltyPointsConfig, loyaltyPointsCursor, loyaltyPointsTxn } from './loyalty.points.tables.js';

export type PointsConfigRow = typeof loyaltyPointsConfig.$inferSelect;
export type NewPointsConfig = typeof loyaltyPointsConfig.$inferInsert;
export type PointsTxnRow = typeof loyaltyPointsTxn.$inferSelect;
export type NewPointsTxn = typeof loyaltyPointsTxn.$inferInsert;

export async function configOf(tx: Tx): Promise<PointsConfigRow | undefined> {
  const [row] = await tx.select().from(loyaltyPointsConfig).where(eq(loyaltyPointsConfig.id, 1));
  return row;
}

export async function saveConfig(tx: Tx, row: Omit<NewPointsConfig, 'id'>): Promise<void> {
  await tx
    .insert(loyaltyPointsConfig)
    .values({ ...row, id: 1 })
    .onConflictDoUpdate({ target: loyaltyPointsConfig.id, set: row });
}

/** Inserts the rules unless some exist (the demo seed). */
export async function seedConfig(tx: Tx, row: Omit<NewPointsConfig, 'id'>): Promise<void> {
  await tx
    .insert(loyaltyPointsConfig)
    .values({ ...row, id: 1 })
    .onConflictDoNothing();
}

/** The earning watermark as it stands (no lock): null before the first pass. */
export async function cursorOf(tx: Tx): Promise<Date | null> {
  const [row] = await tx
    .select({ earnedUntil: loyaltyPointsCursor.earnedUntil })
    .from(loyaltyPointsCursor)
    .where(eq(loyaltyPointsCursor.id, 1));
  return row?.earnedUntil ?? null;
}

/** The earning watermark, locked for the caller's transaction (the row is made on first use). */
export async function lockCursor(tx: Tx, now: Date): Promise<Date | null> {
  await tx
    .insert(loyaltyPointsCursor)
    .values({ id: 1, earnedUntil: null, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ earnedUntil: loyaltyPointsCursor.earnedUntil })
    .from(loyaltyPointsCursor)
    .where(eq(loyaltyPointsCursor.id, 1))
    .for('update');
  return row?.earnedUntil ?? null;
}

export async function setCursor(tx: Tx, earnedUntil: Date, now: Date): Promise<void> {
  await tx
    .update(loyaltyPointsCursor)
    .set({ earnedUntil, updatedAt: now })
    .where(eq(loyaltyPointsCursor.id, 1));
}

/** The start of the first slot in [from, to) holding valid bets (from the start when `from` is null). */
export async function nextBetSlot(tx: Tx, from: Date | null, to: Date): Promise<Date | null> {
  const [row] = await queryRows<{ slot: string | Date | null }>(
    tx,
    sql`select min(bucket_start) as slot from vendors_valid_bet_slots(${from}, ${to})`,
  );
  return row?.slot ? new Date(row.slot) : null;
}

/** One member's valid stake of one game type in a slot. */
export type SlotStake = { memberId: bigint; gameType: string; stakeMinor: bigint };

/**
 * The valid stake per member and game type of the slots in [from, to) in `currency`, read through
 * the valid-bet service's published function (decision 0047): reversals are negative changes.
 */
export async function slotStakes(tx: Tx, currency: string, from: Date, to: Date): Promise<SlotStake[]> {
  const rows = await queryRows<{ member_id: string; game_type: string; stake: string }>(
    tx,
    sql`select c.member_id::text as member_id, c.game_type, sum(c.stake_minor)::text as stake
        from vendors_valid_bet_changes(${from}, ${to}) c
        where c.currency = ${currency}
        group by c.member_id, c.game_type
        order by c.member_id, c.game_type`,
  );
  return rows.map((r) => ({
    memberId: BigInt(r.member_id),
    gameType: r.game_type,
    stakeMinor: BigInt(r.stake),
  }));
}

/** The member's valid bet in `currency` over [from, to) (a goods requirement). */
export async function validBetOf(
  tx: Tx,
  memberId: bigint,
  currency: string,
  from: Date,
  to: Date,
): Promise<bigint> {
  const [row] = await queryRows<{ stake: string | null }>(
    tx,
    sql`select coalesce(sum(v.stake_minor), 0)::text as stake
        from vendors_valid_bets(${from}, ${to}) v
        where v.member_id = ${memberId} and v.currency = ${currency}`,
  );
  return BigInt(row?.stake ?? '0');
}

/** Journals a movement unless its reference exists (a replay). */
export async function insertTxn(tx: Tx, row: NewPointsTxn): Promise<void> {
  await tx.insert(loyaltyPointsTxn).values(row).onConflictDoNothing();
}

/** A redeem's journal row follows the redeem's status. */
export async function setRedeemTxnStatus(tx: Tx, redeemId: bigint, status: string): Promise<void> {
  await tx
    .update(loyaltyPointsTxn)
    .set({ status })
    .where(and(eq(loyaltyPointsTxn.redeemId, redeemId), eq(loyaltyPointsTxn.kind, 'redeem')));
}

/** The member's points movements, newest first, one page, with the total count. */
export async function txnsOf(
  tx: Tx,
  memberId: bigint,
  page: number,
  pageSize: number,
): Promise<{ rows: PointsTxnRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(loyaltyPointsTxn)
      .where(eq(loyaltyPointsTxn.memberId, memberId))
      .orderBy(desc(loyaltyPointsTxn.createdAt), desc(loyaltyPointsTxn.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ n: count() }).from(loyaltyPointsTxn).where(eq(loyaltyPointsTxn.memberId, memberId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
