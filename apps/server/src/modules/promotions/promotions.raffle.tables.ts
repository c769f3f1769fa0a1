import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A raffle (decision 0055): one per raffle promotion, written in the transaction that publishes
 * it. The secret `seed` (32 CSPRNG bytes, hex) is stored with its SHA-256 `commitment`, which is
 * public from that moment; tickets reference this row, so none can exist before the commitment.
 * At the draw the ticket list's hash (`publicValue`) is fixed and the seed revealed, in the
 * transaction that writes the winners. `rules` is the frozen copy the raffle runs on.
 */
export const promoRaffle = pgTable(
  'promo_raffle',
  {
    promotionId: bigint('promotion_id', { mode: 'bigint' }).primaryKey(),
    currency: text('currency').notNull(),
    rules: jsonb('rules').notNull(),
    seed: text('seed').notNull(),
    commitment: text('commitment').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    /** Ticket sales close (the promotion's end); the draw runs at drawAt (not before close). */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** open (tickets may be issued until closesAt), drawn. */
    status: text('status').notNull().default('open'),
    ticketCount: integer('ticket_count').notNull().default(0),
    publicValue: text('public_value'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('promo_raffle_due').on(t.drawAt).where(sql`${t.status} = 'open'`),
    check('promo_raffle_status_check', sql`${t.status} in ('open', 'drawn')`),
    check('promo_raffle_times', sql`${t.closesAt} <= ${t.drawAt} and ${t.committedAt} <= ${t.closesAt}`),
  ],
);

/**
 * A ticket: numbered 1, 2, … per raffle in issue order (under the raffle row's lock). `holder` is
 * the masked username fixed at issue, as the public ticket list shows it. The foreign key makes a
 * ticket without its raffle's commitment impossible; the check keeps it from predating it.
 */
export const promoRaffleTicket = pgTable(
  'promo_raffle_ticket',
  {
    raffleId: bigint('raffle_id', { mode: 'bigint' })
      .notNull()
      .references(() => promoRaffle.promotionId),
    no: integer('no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    holder: text('holder').notNull(),
    /** What earned it: deposit:<id> or turnover. */
    reference: text('reference').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.no] }),
    index('promo_raffle_ticket_member').on(t.raffleId, t.memberId),
    check('promo_raffle_ticket_no', sql`${t.no} >= 1`),
  ],
);

/**
 * A member's tickets in a raffle, by source: a deposit earns once (its reference recorded in
 * promo_raffle_ticket), turnover tickets are topped up by the roll-up to what the valid bets
 * since joining entitle, never above the per-player cap.
 */
export const promoRaffleEntry = pgTable(
  'promo_raffle_entry',
  {
    raffleId: bigint('raffle_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    depositTickets: integer('deposit_tickets').notNull().default(0),
    turnoverTickets: integer('turnover_tickets').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.memberId] })],
);

/**
 * A prize won at the draw: one row per prize slot (unique), so a draw retried after a crash
 * writes nothing twice. claimable → paid (by MCS2_claimRafflePromotion or, after claimBy, by the
 * job), each payment a conditional update and a wallet operation keyed `raffle:prize:<id>`;
 * pending: a points prize (points are not built yet).
 */
export const promoRafflePrize = pgTable(
  'promo_raffle_prize',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    raffleId: bigint('raffle_id', { mode: 'bigint' }).notNull(),
    slot: integer('slot').notNull(),
    rank: integer('rank').notNull(),
    ticketNo: integer('ticket_no').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    points: integer('points'),
    /** The bonus prize's wagering multiple and life (from the rules at the draw). */
    wageringMultiple: integer('wagering_multiple'),
    expiresInDays: integer('expires_in_days'),
    status: text('status').notNull(),
    claimBy: timestamp('claim_by', { withTimezone: true }),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: text('paid_by'),
  },
  (t) => [
    uniqueIndex('promo_raffle_prize_slot').on(t.raffleId, t.slot),
    index('promo_raffle_prize_member').on(t.memberId, t.status),
    index('promo_raffle_prize_due').on(t.claimBy).where(sql`${t.status} = 'claimable'`),
    check('promo_raffle_prize_status_check', sql`${t.status} in ('claimable', 'paid', 'pending')`),
    check('promo_raffle_prize_kind_check', sql`${t.kind} in ('cash', 'bonus', 'points')`),
  ],
);
