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
 * A bonus granted to a player (decision 0051). The player's bonus money is the wallet's `bonus`
 * account; each active grant owns a share of it, `balanceMinor`, and the shares of a player's
 * active grants sum to that account's balance (checked by `bonusReconcile`). Wagering is the sum
 * of the grant's promo_wager_line rows, not a counter; `wageredMinor` caches that sum in the same
 * statement that writes a line. While a grant is active, `lockedMinor` of the player's cash (the
 * qualifying deposit) may not be withdrawn.
 */
export const promoBonus = pgTable(
  'promo_bonus',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** What granted it: first_deposit, reload, rebate, referral, red_envelope, raffle, activity, manual. */
    source: text('source').notNull(),
    /** The promotion it came from, when one did. */
    promotionId: bigint('promotion_id', { mode: 'bigint' }),
    /** Unique: the grant's idempotency (deposit:<id>, manual:<key>, …). */
    reference: text('reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull(),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' }).notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Contribution per game type in basis points ({"RNG": 10000, "LIVE": 1000}); others take `defaultContributionBp`. */
    contributions: jsonb('contributions').notNull().default(sql`'{}'::jsonb`),
    defaultContributionBp: integer('default_contribution_bp').notNull(),
    /** The largest single stake while the grant is active; null: no limit. */
    maxStakeMinor: bigint('max_stake_minor', { mode: 'bigint' }),
    lockedMinor: bigint('locked_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** active, completed (converted to cash), expired, forfeited, lost (spent with nothing at stake). */
    status: text('status').notNull().default('active'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Moved to cash on completion. */
    convertedMinor: bigint('converted_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Taken back on expiry or forfeit, and later wins of its stakes. */
    removedMinor: bigint('removed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Operator or player who granted or forfeited it; free text for the audit. */
    actor: text('actor').notNull(),
  },
  (t) => [
    uniqueIndex('promo_bonus_reference').on(t.reference),
    index('promo_bonus_member').on(t.memberId, t.grantedAt),
    // The hot probes (max stake, the wagering hook, the lock) read only active grants.
    index('promo_bonus_active')
      .on(t.memberId, t.currency, t.grantedAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('promo_bonus_expiry').on(t.expiresAt).where(sql`${t.status} = 'active'`),
    check(
      'promo_bonus_status_check',
      sql`${t.status} in ('active', 'completed', 'expired', 'forfeited', 'lost')`,
    ),
    check(
      'promo_bonus_amounts',
      sql`${t.amountMinor} > 0 and ${t.balanceMinor} >= 0 and ${t.lockedMinor} >= 0`,
    ),
  ],
);

/**
 * Wagering lines: one per change of a settled real-money round of a player while a grant was
 * active (decision 0051), written by the valid-bet roll-up's hook promo_valid_bet: the round,
 * the change (settled, adjusted, reversed), its valid stake, the game type's contribution and the
 * amount it adds (negative for a reversal). Insert-only.
 */
export const promoWagerLine = pgTable(
  'promo_wager_line',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).notNull(),
    betRecordId: bigint('bet_record_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    gameType: text('game_type').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    contributionBp: integer('contribution_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('promo_wager_line_bonus').on(t.bonusId, t.id)],
);

/**
 * The bonus money in a stake (decision 0051): per vendor debit and grant, how much of the stake
 * came from that grant (the rest was cash). A win of the round is split in the same shares; a
 * rollback of the debit returns each part. `status` open → settled or refunded once.
 */
export const promoStakePart = pgTable(
  'promo_stake_part',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }).notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** The whole debit, cash included. */
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    bonusMinor: bigint('bonus_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.transactionId, t.bonusId] }),
    index('promo_stake_part_round').on(t.vendorCode, t.roundId),
    index('promo_stake_part_open').on(t.bonusId).where(sql`${t.status} = 'open'`),
    check('promo_stake_part_status_check', sql`${t.status} in ('open', 'settled', 'refunded')`),
    check('promo_stake_part_positive', sql`${t.bonusMinor} > 0 and ${t.stakeMinor} >= ${t.bonusMinor}`),
  ],
);

/**
 * A promotion the operator publishes (decision 0052): its kind, texts in every language it has,
 * its schedule (visible from, active from, active until), limits, and the kind's rules as JSON
 * checked by the contract's schema for the kind (PROMOTION_RULES). Only the deposit bonuses
 * (first_deposit, reload) pay through the engine so far.
 */
export const promoPromotion = pgTable(
  'promo_promotion',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** draft (only the back office sees it), published, archived. */
    status: text('status').notNull().default('draft'),
    category: text('category').notNull(),
    /** {"en": "…", "bn": "…"} */
    title: jsonb('title').notNull(),
    body: jsonb('body').notNull(),
    rules: jsonb('rules').notNull(),
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    /** Grants per player (1: once per person). */
    perPlayerLimit: integer('per_player_limit').notNull().default(1),
    /** Grants in all; null: no limit. */
    globalLimit: integer('global_limit'),
    issuedCount: integer('issued_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promo_promotion_listed').on(t.status, t.sort, t.id),
    check('promo_promotion_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check(
      'promo_promotion_limits',
      sql`${t.perPlayerLimit} >= 1 and (${t.globalLimit} is null or ${t.globalLimit} >= 1)`,
    ),
  ],
);

/**
 * A player's part in a promotion (decision 0052): joined (waiting for a qualifying deposit),
 * issued (the bonus granted: `bonusId`), or cancelled. One open join per player and promotion
 * (the partial unique index), so parallel joins make one.
 */
export const promoClaim = pgTable(
  'promo_claim',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    promotionId: bigint('promotion_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    /** What issued it (deposit:<id>). */
    reference: text('reference'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_claim_open').on(t.promotionId, t.memberId).where(sql`${t.status} = 'joined'`),
    index('promo_claim_member').on(t.memberId, t.status),
    check('promo_claim_status_check', sql`${t.status} in ('joined', 'issued', 'cancelled')`),
  ],
);

/**
 * A red envelope (decision 0053): an operator funds `totalMinor` for `count` grabs in a time
 * window; the money waits in the envelope's own promotion account (owner `envelope:<id>`), each
 * grab moves a share of it to the member's cash, and what is left returns at expiry. `remaining*`
 * change only under the row's lock, so grabs never take more than was funded.
 */
export const promoEnvelope = pgTable(
  'promo_envelope',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    currency: text('currency').notNull(),
    title: jsonb('title').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    /** The smallest grab; every grab is at least this, so the last ones are never empty. */
    minGrabMinor: bigint('min_grab_minor', { mode: 'bigint' }).notNull(),
    remainingMinor: bigint('remaining_minor', { mode: 'bigint' }).notNull(),
    remainingCount: integer('remaining_count').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** open, returned (expired, the rest back), emptied (every grab taken). */
    status: text('status').notNull().default('open'),
    returnedMinor: bigint('returned_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('promo_envelope_open').on(t.endsAt).where(sql`${t.status} = 'open'`),
    check('promo_envelope_status_check', sql`${t.status} in ('open', 'returned', 'emptied')`),
    check(
      'promo_envelope_amounts',
      sql`${t.count} >= 1 and ${t.minGrabMinor} >= 1 and ${t.totalMinor} >= ${t.minGrabMinor} * ${t.count}
        and ${t.remainingMinor} >= 0 and ${t.remainingCount} >= 0`,
    ),
  ],
);

/** One member's grab of an envelope: one per member and envelope (the primary key). */
export const promoEnvelopeGrab = pgTable(
  'promo_envelope_grab',
  {
    envelopeId: bigint('envelope_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.envelopeId, t.memberId] })],
);
