import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A player's application to an `activity` promotion (decision 0057): a remark and up to three
 * private images; an operator approves it (the reward issued once: `amountMinor`, and `bonusId`
 * for bonus money) or rejects it with a reason. `status` moves applying → issued | rejected once,
 * under the row's lock, so two reviewers deciding at once decide once. One open application per
 * player and promotion (the partial unique index).
 */
export const promoApplication = pgTable(
  'promo_application',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    promotionId: bigint('promotion_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    remark: text('remark').notNull(),
    /** applying (under review), issued (approved and paid), rejected. */
    status: text('status').notNull().default('applying'),
    /** cash or bonus, as the rules said when it was approved. */
    reward: text('reward').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    rejectReason: text('reject_reason'),
    /** operator:<id> */
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promo_application_open').on(t.promotionId, t.memberId).where(sql`${t.status} = 'applying'`),
    index('promo_application_member').on(t.memberId, t.id),
    index('promo_application_queue').on(t.status, t.id),
    check('promo_application_status_check', sql`${t.status} in ('applying', 'issued', 'rejected')`),
    check('promo_application_reward_check', sql`${t.reward} in ('cash', 'bonus')`),
    check('promo_application_remark_length', sql`char_length(${t.remark}) <= 140`),
    check(
      'promo_application_issued',
      sql`${t.status} <> 'issued' or (${t.amountMinor} is not null and ${t.amountMinor} > 0)`,
    ),
  ],
);

/** An application's image: where the bytes are in private storage, and what they are (by content). */
export const promoApplicationImage = pgTable(
  'promo_application_image',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: bigint('application_id', { mode: 'bigint' }).notNull(),
    /** 1..3, the order the player gave. */
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [
    uniqueIndex('promo_application_image_position').on(t.applicationId, t.position),
    check('promo_application_image_position_check', sql`${t.position} between 1 and 3`),
  ],
);
