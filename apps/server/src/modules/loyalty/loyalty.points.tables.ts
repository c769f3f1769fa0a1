import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
 * The points rules (decision 0062): one row (id 1). Earning per game type in basis points of one
 * point per currency unit of valid bet; the conversion of points to cash. Missing until an
 * operator (or the demo seed) saves them: the code's defaults apply.
 */
export const loyaltyPointsConfig = pgTable(
  'loyalty_points_config',
  {
    id: integer('id').primaryKey(),
    /** { [gameType]: rateBp }. */
    rates: jsonb('rates').notNull(),
    defaultRateBp: integer('default_rate_bp').notNull(),
    convertEnabled: boolean('convert_enabled').notNull(),
    convertPoints: bigint('convert_points', { mode: 'bigint' }).notNull(),
    /** Cash of the site currency `convertPoints` points are worth, in minor units. */
    convertCashMinor: bigint('convert_cash_minor', { mode: 'bigint' }).notNull(),
    convertMinPoints: bigint('convert_min_points', { mode: 'bigint' }).notNull(),
    convertStepPoints: bigint('convert_step_points', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('loyalty_points_config_one', sql`${t.id} = 1`)],
);

/**
 * The earning job's watermark (decision 0062): every valid-bet slot before `earnedUntil` has been
 * paid. One row (id 1), locked by the job's transaction, which pays a slot and moves it together.
 */
export const loyaltyPointsCursor = pgTable('loyalty_points_cursor', {
  id: integer('id').primaryKey(),
  earnedUntil: timestamp('earned_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Every points movement as the member's points details show it (ODSFE2_MemTransDet): earned on a
 * slot's valid bets, taken back after a reversal, spent on a redeem, returned on a rejection,
 * converted to cash. The ledger holds the balance; this is its readable journal. `reference` is
 * the ledger operation's idempotency key, so a replay writes no second row.
 */
export const loyaltyPointsTxn = pgTable(
  'loyalty_points_txn',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    /** Signed whole points: positive earned or returned, negative spent or taken back. */
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** The money it is about (valid bet, cash converted to, goods' value) in `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    /** in_process, approved or rejected (a redeem's row follows the redeem). */
    status: text('status').notNull(),
    /** What the remark says, as data: { key, params } rendered in the caller's language. */
    remark: jsonb('remark').notNull(),
    redeemId: bigint('redeem_id', { mode: 'bigint' }),
    reference: text('reference').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('loyalty_points_txn_member').on(t.memberId, t.createdAt),
    index('loyalty_points_txn_redeem').on(t.redeemId),
    check(
      'loyalty_points_txn_kind_check',
      sql`${t.kind} in ('earn', 'reverse', 'redeem', 'refund', 'convert')`,
    ),
    check('loyalty_points_txn_status_check', sql`${t.status} in ('in_process', 'approved', 'rejected')`),
    check('loyalty_points_txn_nonzero', sql`${t.points} <> 0`),
  ],
);

/**
 * Mall goods (decision 0062). `availableQuantity` is taken by a conditional update (never below
 * zero) in the redeem's transaction and given back by a rejection.
 */
export const loyaltyMallGoods = pgTable(
  'loyalty_mall_goods',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** { en, bn }. */
    name: jsonb('name').notNull(),
    imageUrl: text('image_url').notNull(),
    kind: text('kind').notNull(),
    /** The cash or bonus amount in `currency`; null for a physical item. */
    valueMinor: bigint('value_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    pricePoints: bigint('price_points', { mode: 'bigint' }).notNull(),
    requirement: text('requirement').notNull(),
    requirementMinor: bigint('requirement_minor', { mode: 'bigint' }),
    requirementDays: integer('requirement_days'),
    totalQuantity: integer('total_quantity').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    perPlayerLimit: integer('per_player_limit'),
    visible: boolean('visible').notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('loyalty_mall_goods_kind_check', sql`${t.kind} in ('cash', 'bonus', 'physical')`),
    check('loyalty_mall_goods_requirement_check', sql`${t.requirement} in ('none', 'deposit', 'valid_bet')`),
    check('loyalty_mall_goods_available', sql`${t.availableQuantity} >= 0`),
    check('loyalty_mall_goods_price', sql`${t.pricePoints} > 0`),
  ],
);

/**
 * A member's redeems of one goods that count against its per-player limit (in process or
 * approved): taken by a conditional upsert in the redeem's transaction, so parallel redeems of
 * one member cannot pass the limit together; a rejection gives one back.
 */
export const loyaltyMallHolding = pgTable(
  'loyalty_mall_holding',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.goodsId] }),
    check('loyalty_mall_holding_count', sql`${t.count} >= 0`),
  ],
);

/**
 * A redeem (spec section 4: in process, rejected, approved). The points left the member's account
 * for the pool when it was made; a rejection returns them and the stock. The goods as they were
 * when redeemed are kept on the row.
 */
export const loyaltyMallRedeem = pgTable(
  'loyalty_mall_redeem',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    goodsId: bigint('goods_id', { mode: 'bigint' }).notNull(),
    goodsName: jsonb('goods_name').notNull(),
    kind: text('kind').notNull(),
    valueMinor: bigint('value_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    address: text('address'),
    reason: text('reason'),
    requestId: text('request_id').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('loyalty_mall_redeem_request').on(t.memberId, t.requestId),
    index('loyalty_mall_redeem_member').on(t.memberId, t.createdAt),
    index('loyalty_mall_redeem_status').on(t.status, t.createdAt),
    check('loyalty_mall_redeem_status_check', sql`${t.status} in ('in_process', 'approved', 'rejected')`),
  ],
);
