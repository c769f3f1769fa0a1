import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each member's rebate cut-off (decision 0054): the valid bets of slots from `cutOff` on are not
 * rebated yet. A payment moves it forward in the transaction that pays; the row is also the lock
 * a claim takes, so parallel claims of one member take turns and the second finds nothing left.
 */
export const promoRebateCursor = pgTable(
  'promo_rebate_cursor',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Null until the first payment: the promotion's start is the cut-off. */
    cutOff: timestamp('cut_off', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.currency] })],
);

/**
 * A rebate paid (decision 0054): the valid bets of [fromAt, toAt) per game type (`lines`), what
 * they accrued, what was paid (up to the day's cap) as cash or as a bonus. One row per member and
 * start of interval: an interval is never paid twice. Insert-only.
 */
export const promoRebatePaid = pgTable(
  'promo_rebate_paid',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    promotionId: bigint('promotion_id', { mode: 'bigint' }).notNull(),
    /** auto_daily (the daily job) or manual (the player's claim). */
    mode: text('mode').notNull(),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    /** The site day whose cap it counts against (YYYY-MM-DD). */
    localDay: text('local_day').notNull(),
    /** [{ gameType, stakeMinor, rateBp, amountMinor }] as strings. */
    lines: jsonb('lines').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    accruedMinor: bigint('accrued_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** cash or bonus. */
    paidAs: text('paid_as').notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    /** The ledger operation's idempotency key. */
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promo_rebate_paid_member').on(t.memberId, t.createdAt),
    index('promo_rebate_paid_day').on(t.memberId, t.currency, t.localDay),
    check('promo_rebate_paid_mode_check', sql`${t.mode} in ('auto_daily', 'manual')`),
    check('promo_rebate_paid_as_check', sql`${t.paidAs} in ('cash', 'bonus')`),
    check('promo_rebate_paid_positive', sql`${t.amountMinor} > 0 and ${t.toAt} > ${t.fromAt}`),
  ],
);

/** The daily job's runs (decision 0054): one per site day, done when every member was paid. */
export const promoRebateRun = pgTable('promo_rebate_run', {
  localDay: text('local_day').primaryKey(),
  status: text('status').notNull(),
  paidCount: bigint('paid_count', { mode: 'number' }).notNull().default(0),
  paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
