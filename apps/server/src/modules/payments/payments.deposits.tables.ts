import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Deposits (docs/decisions/0019): the site's payment channels, the players' deposit
 * orders, every gateway webhook as received, and the sandbox gateway's own payments.
 * Amounts are bigint minor units of the channel's currency.
 */

/** A way to pay in: manual bank / mobile wallet (an operator confirms) or a gateway (a webhook confirms). */
export const paymentChannel = pgTable(
  'payment_channel',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: ['bank', 'ewallet', 'gateway'] }).notNull(),
    provider: text('provider').notNull(),
    nameBn: text('name_bn').notNull(),
    nameEn: text('name_en').notNull(),
    initials: text('initials').notNull(),
    color: text('color').notNull(),
    currency: text('currency').notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    quickAmountsMinor: jsonb('quick_amounts_minor').$type<string[]>().notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    feeBearer: text('fee_bearer', { enum: ['player', 'platform'] })
      .notNull()
      .default('platform'),
    /** 'HH:MM' local (Asia/Dhaka); equal values: always open. */
    opensAt: text('opens_at').notNull().default('00:00'),
    closesAt: text('closes_at').notNull().default('00:00'),
    /** A pending order older than this expires. */
    expireMinutes: integer('expire_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    // Manual channels: where the player pays.
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    branch: text('branch'),
    instructions: text('instructions'),
    // Gateway channels: which adapter, and the webhook signing secret it shares with us.
    gateway: text('gateway'),
    webhookSecret: text('webhook_secret'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_channel_limits', sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor}`),
    check('payment_channel_fee', sql`${t.feeFixedMinor} >= 0 and ${t.feeBasisPoints} between 0 and 10000`),
    check(
      'payment_channel_gateway',
      sql`(${t.kind} = 'gateway') = (${t.gateway} is not null and ${t.webhookSecret} is not null)`,
    ),
  ],
);

/** One deposit order. Its id keys the ledger credit (`deposit:<id>`): posted at most once. */
export const depositOrder = pgTable(
  'deposit_order',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    username: text('username').notNull(),
    /** The client's submission id: the same one twice is the same order. */
    requestId: text('request_id').notNull(),
    channelCode: text('channel_code')
      .notNull()
      .references(() => paymentChannel.code),
    channelKind: text('channel_kind', { enum: ['bank', 'ewallet', 'gateway'] }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected', 'expired'] }).notNull(),
    reference: text('reference'),
    gatewayRef: text('gateway_ref'),
    redirectUrl: text('redirect_url'),
    rejectReason: text('reject_reason'),
    paidVia: text('paid_via', { enum: ['operator', 'webhook'] }),
    reviewedBy: text('reviewed_by'),
    walletOperationId: text('wallet_operation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposit_order_request').on(t.memberId, t.requestId),
    unique('deposit_order_gateway_ref').on(t.channelCode, t.gatewayRef),
    index('deposit_order_member').on(t.memberId, t.createdAt),
    index('deposit_order_status').on(t.status, t.createdAt),
    /** Team reports sum paid deposits by day (payments_member_flows). */
    index('deposit_order_paid').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check('deposit_order_amounts', sql`${t.amountMinor} > 0 and ${t.creditMinor} > 0 and ${t.feeMinor} >= 0`),
  ],
);

/** Every gateway webhook as it arrived, with what we made of it (accepted or why refused). */
export const paymentWebhookLog = pgTable(
  'payment_webhook_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    channelCode: text('channel_code').notNull(),
    orderId: text('order_id'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_webhook_log_order').on(t.orderId, t.receivedAt)],
);

/**
 * The sandbox gateway's side (it stands for an outside payment company): its payments, with the
 * merchant's order, amount and where to send the player back and the webhook.
 */
export const sandboxGatewayPayment = pgTable('sandbox_gateway_payment', {
  ref: text('ref').primaryKey(),
  channelCode: text('channel_code').notNull(),
  merchantOrderId: text('merchant_order_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  status: text('status', { enum: ['created', 'paid', 'failed', 'cancelled'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
