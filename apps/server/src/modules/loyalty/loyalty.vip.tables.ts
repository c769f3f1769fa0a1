import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The VIP ladder (decision 0063): one row (id 1), the operator's last save as the contract's
 * VipLadderInput (amounts as decimal texts of the site currency). No row: no ladder, nobody is VIP.
 */
export const vipLadder = pgTable(
  'vip_ladder',
  {
    id: integer('id').primaryKey(),
    rules: jsonb('rules').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('vip_ladder_one_row', sql`${t.id} = 1`)],
);

/**
 * Each member's VIP standing (decision 0063): the level, since when, and how far the rule has run
 * (`evaluatedUntil`; the rule's history starts at `startedAt`, level 0). The row is also the lock
 * every evaluation of the member takes, so parallel evaluations take turns and the later ones
 * find nothing left to do.
 */
export const vipMember = pgTable(
  'vip_member',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).primaryKey(),
    rank: integer('rank').notNull().default(0),
    since: timestamp('since', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    evaluatedUntil: timestamp('evaluated_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vip_member_rank').on(t.rank), check('vip_member_rank_check', sql`${t.rank} >= 0`)],
);

/**
 * Every level change (decision 0063), insert-only: from, to, why, the figures the rule saw (the
 * window's for an upgrade, the period's for a downgrade), the operator and note of a manual one,
 * and the rule's moment (`at`).
 */
export const vipChange = pgTable(
  'vip_change',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    fromRank: integer('from_rank').notNull(),
    toRank: integer('to_rank').notNull(),
    reason: text('reason').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    operatorId: text('operator_id'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_change_member').on(t.memberId, t.at, t.id),
    check('vip_change_reason_check', sql`${t.reason} in ('upgrade', 'downgrade', 'manual')`),
  ],
);

/**
 * VIP bonuses paid (decision 0063), insert-only: a level-up bonus once per member and level ever
 * (reference vip:level_up:<member>:<rank>), a periodic bonus once per member and period
 * (vip:periodic:<member>:<period>). The reference is the ledger operation's idempotency key.
 */
export const vipBonus = pgTable(
  'vip_bonus',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    rank: integer('rank').notNull(),
    /** The bonus period's key (its first day, YYYY-MM-DD); '' for a level-up bonus. */
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_bonus_member').on(t.memberId, t.createdAt),
    check('vip_bonus_kind_check', sql`${t.kind} in ('level_up', 'periodic')`),
    check('vip_bonus_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** The jobs' claims (decision 0063): 'periodic:<period>' per bonus period, 'scan' for the sweep's cursor. */
export const vipRun = pgTable('vip_run', {
  key: text('key').primaryKey(),
  status: text('status').notNull(),
  /** The sweep's cursor: activity before it has been looked at. */
  until: timestamp('until', { withTimezone: true }),
  paidCount: bigint('paid_count', { mode: 'number' }).notNull().default(0),
  paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
