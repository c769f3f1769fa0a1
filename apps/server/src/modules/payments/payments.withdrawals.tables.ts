import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * How members are paid out (docs/decisions/0020): one row per method (BANK, BKASH, NAGAD,
 * ROCKET) with its limits, fee and the minutes a member has to confirm receipt.
 */
export const withdrawalMethod = pgTable(
  'withdrawal_method',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(), // bank | ewallet
    currency: text('currency').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    dailyCount: integer('daily_count').notNull(),
    dailyAmountMinor: bigint('daily_amount_minor', { mode: 'bigint' }).notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    confirmMinutes: integer('confirm_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('withdrawal_method_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check('withdrawal_method_fee', sql`${t.feeFixedMinor} >= 0 and ${t.feeBasisPoints} between 0 and 10000`),
    check('withdrawal_method_confirm', sql`${t.confirmMinutes} between 1 and 10080`),
  ],
);

/** A member's bound bank card or mobile wallet. Unbinding keeps the row (status removed). */
export const payoutAccount = pgTable(
  'payout_account',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    methodCode: text('method_code').notNull(),
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    payeeName: text('payee_name').notNull(),
    status: text('status').notNull().default('active'), // active | removed
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_account_member').on(t.memberId),
    uniqueIndex('payout_account_active_number')
      .on(t.memberId, t.provider, t.accountNumber)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A withdrawal: its amount is held in the member's frozen account (wallet hold `holdId`) from
 * the request until the payout posts it to the payment provider, or a rejection returns it.
 * The payout account is copied (provider, number, payee) so unbinding never changes history.
 */
export const withdrawal = pgTable(
  'withdrawal',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    payoutAccountId: bigint('payout_account_id', { mode: 'bigint' }).notNull(),
    methodCode: text('method_code').notNull(),
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    payeeName: text('payee_name').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    holdId: text('hold_id'),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    confirmation: text('confirmation'), // received | not_received | full_payment | auto_received
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    paidBy: text('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payoutReference: text('payout_reference'),
    confirmDueAt: timestamp('confirm_due_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawal_request').on(t.memberId, t.requestId),
    index('withdrawal_member_created').on(t.memberId, t.createdAt),
    index('withdrawal_status_created').on(t.status, t.createdAt),
    /** Team reports sum paid withdrawals by day (payments_member_flows). */
    index('withdrawal_paid').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    index('withdrawal_confirm_due').on(t.confirmDueAt).where(sql`${t.status} = 'paid'`),
    check(
      'withdrawal_amounts',
      sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0 and ${t.feeMinor} < ${t.amountMinor}`,
    ),
  ],
);

/** "Not received": one dispute per withdrawal, resolved by an operator as paid or refunded. */
export const withdrawalDispute = pgTable(
  'withdrawal_dispute',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull(), // open | resolved_paid | resolved_refunded
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawal_dispute_withdrawal').on(t.withdrawalId),
    index('withdrawal_dispute_status').on(t.status, t.createdAt),
  ],
);

/**
 * A proof image of a withdrawal. The bytes live in platform storage under `storageKey` (random,
 * never derived from the member's file name); `fileName` is the sanitised name for display.
 */
export const withdrawalProof = pgTable(
  'withdrawal_proof',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    withdrawalId: bigint('withdrawal_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('withdrawal_proof_withdrawal').on(t.withdrawalId)],
);
