import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import {
  promoRaffle,
  promoRaffleEntry,
  promoRafflePrize,
  promoRaffleTicket,
} from './promotions.raffle.tables.js';
import { promoClaim, promoPromotion } from './promotions.tables.js';

export type RaffleRow = typeof promoRaffle.$inferSelect;
export type NewRaffle = typeof promoRaffle.$inferInsert;
export type TicketRow = typeof promoRaffleTicket.$inferSelect;
export type NewTicket = typeof promoRaffleTicket.$inferInsert;
export type EntryRow = typeof promoRaffleEntry.$inferSelect;
export type PrizeRow = typeof promoRafflePrize.$inferSelect;
export type NewPrize = typeof promoRafflePrize.$inferInsert;
export type PromotionRow = typeof promoPromotion.$inferSelect;

/** Writes a raffle's commitment unless it has one; answers the new row, or undefined. */
export async function insertRaffle(tx: Tx, row: NewRaffle): Promise<RaffleRow | undefined> {
  const [inserted] = await tx.insert(promoRaffle).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function raffleById(tx: Tx, id: bigint, lock = false): Promise<RaffleRow | undefined> {
  const query = tx.select().from(promoRaffle).where(eq(promoRaffle.promotionId, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRaffle(tx: Tx, id: bigint, patch: Partial<NewRaffle>): Promise<void> {
  await tx.update(promoRaffle).set(patch).where(eq(promoRaffle.promotionId, id));
}

/** Raffles of published promotions visible at `now`, with their promotion, newest draw first. */
export async function visibleRaffles(tx: Tx, now: Date) {
  return tx
    .select({ raffle: promoRaffle, promotion: promoPromotion })
    .from(promoRaffle)
    .innerJoin(promoPromotion, eq(promoPromotion.id, promoRaffle.promotionId))
    .where(and(eq(promoPromotion.status, 'published'), lte(promoPromotion.visibleFrom, now)))
    .orderBy(sql`${promoRaffle.drawAt} desc`, sql`${promoRaffle.promotionId} desc`);
}

export async function raffleWithPromotion(tx: Tx, id: bigint) {
  const [row] = await tx
    .select({ raffle: promoRaffle, promotion: promoPromotion })
    .from(promoRaffle)
    .innerJoin(promoPromotion, eq(promoPromotion.id, promoRaffle.promotionId))
    .where(eq(promoRaffle.promotionId, id));
  return row;
}

/** The open raffles a member has joined whose ticket sales are running at `now`. */
export async function joinedOpenRaffles(tx: Tx, memberId: bigint, now: Date): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoRaffle.promotionId })
    .from(promoRaffle)
    .innerJoin(promoPromotion, eq(promoPromotion.id, promoRaffle.promotionId))
    .innerJoin(
      promoClaim,
      and(
        eq(promoClaim.promotionId, promoRaffle.promotionId),
        eq(promoClaim.memberId, memberId),
        eq(promoClaim.status, 'joined'),
      ),
    )
    .where(
      and(
        eq(promoRaffle.status, 'open'),
        eq(promoPromotion.status, 'published'),
        lte(promoPromotion.activeFrom, now),
        sql`${promoRaffle.closesAt} > ${now}`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether the member holds an open join of the raffle. */
export async function hasJoined(tx: Tx, raffleId: bigint, memberId: bigint): Promise<boolean> {
  const [row] = await tx
    .select({ id: promoClaim.id })
    .from(promoClaim)
    .where(
      and(
        eq(promoClaim.promotionId, raffleId),
        eq(promoClaim.memberId, memberId),
        eq(promoClaim.status, 'joined'),
      ),
    );
  return row !== undefined;
}

export async function entryOf(tx: Tx, raffleId: bigint, memberId: bigint): Promise<EntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoRaffleEntry)
    .where(and(eq(promoRaffleEntry.raffleId, raffleId), eq(promoRaffleEntry.memberId, memberId)));
  return row;
}

export async function saveEntry(tx: Tx, row: EntryRow): Promise<void> {
  await tx
    .insert(promoRaffleEntry)
    .values(row)
    .onConflictDoUpdate({
      target: [promoRaffleEntry.raffleId, promoRaffleEntry.memberId],
      set: {
        depositTickets: row.depositTickets,
        turnoverTickets: row.turnoverTickets,
        updatedAt: row.updatedAt,
      },
    });
}

export async function insertTickets(tx: Tx, rows: NewTicket[]): Promise<void> {
  if (rows.length > 0) await tx.insert(promoRaffleTicket).values(rows);
}

/** Whether a reference (deposit:<id>) already earned tickets in the raffle. */
export async function referenceEarned(tx: Tx, raffleId: bigint, reference: string): Promise<boolean> {
  const [row] = await tx
    .select({ no: promoRaffleTicket.no })
    .from(promoRaffleTicket)
    .where(and(eq(promoRaffleTicket.raffleId, raffleId), eq(promoRaffleTicket.reference, reference)))
    .limit(1);
  return row !== undefined;
}

/** Every ticket of a raffle in number order (the public list). */
export async function ticketsOf(tx: Tx, raffleId: bigint): Promise<TicketRow[]> {
  return tx
    .select()
    .from(promoRaffleTicket)
    .where(eq(promoRaffleTicket.raffleId, raffleId))
    .orderBy(asc(promoRaffleTicket.no));
}

export async function ticketNosOf(tx: Tx, raffleId: bigint, memberId: bigint): Promise<number[]> {
  const rows = await tx
    .select({ no: promoRaffleTicket.no })
    .from(promoRaffleTicket)
    .where(and(eq(promoRaffleTicket.raffleId, raffleId), eq(promoRaffleTicket.memberId, memberId)))
    .orderBy(asc(promoRaffleTicket.no));
  return rows.map((r) => r.no);
}

/** A member's ticket counts per raffle (the reward centre). */
export async function ticketCountsOf(tx: Tx, memberId: bigint) {
  return queryRows<{ raffle_id: string; tickets: number }>(
    tx,
    sql`select raffle_id::text, count(*)::int as tickets from promo_raffle_ticket
        where member_id = ${memberId} group by raffle_id`,
  );
}

export async function playersOf(tx: Tx, raffleId: bigint): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(distinct member_id)::int as n from promo_raffle_ticket where raffle_id = ${raffleId}`,
  );
  return row?.n ?? 0;
}

export async function usernameOf(tx: Tx, memberId: bigint): Promise<string> {
  const [row] = await queryRows<{ username: string }>(
    tx,
    sql`select username from member where id = ${memberId}`,
  );
  return row?.username ?? String(memberId);
}

/**
 * The valid-bet turnover (decision 0046: vendors_valid_bets) of every member holding an open
 * join of the raffle, over [from, to) in the raffle's currency.
 */
export async function turnoverOfJoined(tx: Tx, raffleId: bigint, currency: string, from: Date, to: Date) {
  const rows = await queryRows<{ member_id: string; stake: string }>(
    tx,
    sql`select c.member_id::text, v.stake_minor::text as stake
        from promo_claim c
        join vendors_valid_bets(${from}, ${to}) v on v.member_id = c.member_id and v.currency = ${currency}
        where c.promotion_id = ${raffleId} and c.status = 'joined' and v.stake_minor > 0`,
  );
  return rows.map((r) => ({ memberId: BigInt(r.member_id), stakeMinor: BigInt(r.stake) }));
}

/** Open raffles whose draw time has come. */
export async function dueRaffleIds(tx: Tx, now: Date): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoRaffle.promotionId })
    .from(promoRaffle)
    .where(and(eq(promoRaffle.status, 'open'), lte(promoRaffle.drawAt, now)));
  return rows.map((r) => r.id);
}

/** Open raffles still selling tickets by turnover (the roll-up). */
export async function openRaffles(tx: Tx, now: Date): Promise<RaffleRow[]> {
  return tx
    .select()
    .from(promoRaffle)
    .where(and(eq(promoRaffle.status, 'open'), sql`${promoRaffle.committedAt} <= ${now}`));
}

export async function insertPrizes(tx: Tx, rows: NewPrize[]): Promise<void> {
  if (rows.length > 0) await tx.insert(promoRafflePrize).values(rows).onConflictDoNothing();
}

export async function prizesOf(tx: Tx, raffleId: bigint): Promise<PrizeRow[]> {
  return tx
    .select()
    .from(promoRafflePrize)
    .where(eq(promoRafflePrize.raffleId, raffleId))
    .orderBy(asc(promoRafflePrize.slot));
}

export async function prizesOfMember(tx: Tx, memberId: bigint, raffleIds?: bigint[]): Promise<PrizeRow[]> {
  return tx
    .select()
    .from(promoRafflePrize)
    .where(
      and(
        eq(promoRafflePrize.memberId, memberId),
        raffleIds ? inArray(promoRafflePrize.raffleId, raffleIds) : undefined,
      ),
    )
    .orderBy(asc(promoRafflePrize.raffleId), asc(promoRafflePrize.slot));
}

export async function prizeById(tx: Tx, id: bigint): Promise<PrizeRow | undefined> {
  const [row] = await tx.select().from(promoRafflePrize).where(eq(promoRafflePrize.id, id));
  return row;
}

/**
 * Marks a claimable prize paid; answers the row only to the one caller that changed it, so
 * parallel claims (and the job) pay it once.
 */
export async function takePrize(
  tx: Tx,
  id: bigint,
  paidAt: Date,
  paidBy: string,
): Promise<PrizeRow | undefined> {
  const [row] = await tx
    .update(promoRafflePrize)
    .set({ status: 'paid', paidAt, paidBy })
    .where(and(eq(promoRafflePrize.id, id), eq(promoRafflePrize.status, 'claimable')))
    .returning();
  return row;
}

export async function setPrizeBonus(tx: Tx, id: bigint, bonusId: bigint): Promise<void> {
  await tx.update(promoRafflePrize).set({ bonusId }).where(eq(promoRafflePrize.id, id));
}

/** Claimable prizes whose claim time is over (the job pays them). */
export async function duePrizeIds(tx: Tx, now: Date): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoRafflePrize.id })
    .from(promoRafflePrize)
    .where(and(eq(promoRafflePrize.status, 'claimable'), lte(promoRafflePrize.claimBy, now)));
  return rows.map((r) => r.id);
}
