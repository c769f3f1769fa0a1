import { z } from 'zod';
import { AmountText } from './wallet.js';

// ── Deposits (paths, states and the webhook are our design, docs/decisions/0019) ───────────────
// A member picks a payment channel, creates a deposit order, pays (to a shown account, or at the
// gateway), and the order becomes paid when an operator confirms it or the gateway's signed
// webhook arrives; the ledger credit is posted exactly once, keyed by the order id.

/** bank: manual bank transfer; ewallet: manual mobile wallet (bKash, Nagad, Rocket); gateway: redirect + webhook. */
export const PAYMENT_CHANNEL_KINDS = ['bank', 'ewallet', 'gateway'] as const;
export type PaymentChannelKind = (typeof PAYMENT_CHANNEL_KINDS)[number];
/** Who pays the channel's fee: the player (credited amount − fee) or the platform (credited in full). */
export const FEE_BEARERS = ['player', 'platform'] as const;
export type FeeBearer = (typeof FEE_BEARERS)[number];

export const DEPOSIT_STATUSES = [
  'pending', // created; waiting for the payment (gateway) or an operator's check (manual)
  'paid', // confirmed by an operator or a verified webhook; the credit is posted
  'rejected', // refused by an operator (reason given) or failed/cancelled at the gateway
  'expired', // nobody confirmed it within the channel's minutes
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const DEPOSIT_PAGE_SIZE = 10;
export const DEPOSIT_MAX_PAGE_SIZE = 50;

const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const Code = z.string().regex(/^[A-Z0-9_]{2,32}$/);
const OrderId = z.string().regex(/^[1-9]\d{0,17}$/);

/** Where a manual channel's player sends the money. */
export const PayToAccount = z.object({
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
  branch: z.string().nullable(),
  /** e.g. bKash "Send Money" vs "Payment": what the player chooses in the wallet app. */
  instructions: z.string().nullable(),
});
export type PayToAccount = z.infer<typeof PayToAccount>;

export const PaymentChannelValue = z.object({
  code: z.string(),
  kind: z.enum(PAYMENT_CHANNEL_KINDS),
  /** BANK, BKASH, NAGAD, ROCKET or the gateway's name (SANDBOX). */
  provider: z.string(),
  /** In the caller's language. */
  name: z.string(),
  /** Drawn logo: two letters on this colour (no brand assets). */
  initials: z.string(),
  color: z.string(),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
  quickAmounts: z.array(z.string()),
  feeFixed: z.string(),
  feeBasisPoints: z.number().int(),
  feeBearer: z.enum(FEE_BEARERS),
  /** Local opening hours in the site's time zone; equal values mean always open. */
  opensAt: z.string(),
  closesAt: z.string(),
  openNow: z.boolean(),
  /** Manual channels: the account to pay to. Gateways: null. */
  payTo: PayToAccount.nullable(),
});
export type PaymentChannelValue = z.infer<typeof PaymentChannelValue>;

/** GET /wps/deposits/channels (T, member). */
export const DepositChannelsValue = z.object({
  currency: z.string(),
  /** The site's time zone, which the opening hours are in. */
  timeZone: z.string(),
  channels: z.array(PaymentChannelValue),
});
export type DepositChannelsValue = z.infer<typeof DepositChannelsValue>;

/** POST /wps/deposits (T, member). */
export const CreateDepositRequest = z.strictObject({
  channelCode: Code,
  amount: AmountText,
  /** Manual channels: the transaction id the bank or wallet app showed after paying. */
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,40}$/)
    .optional(),
  /** The client's id for this submission: a double click creates one order. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

export const DepositValue = z.object({
  id: z.string(),
  channelCode: z.string(),
  channelKind: z.enum(PAYMENT_CHANNEL_KINDS),
  channelName: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  currency: z.string(),
  /** What the player pays. */
  amount: z.string(),
  fee: z.string(),
  /** What reaches the player's cash when paid: amount − fee when the player bears it. */
  credit: z.string(),
  reference: z.string().nullable(),
  /** Gateway orders while pending: where to pay. */
  redirectUrl: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type DepositValue = z.infer<typeof DepositValue>;

export const DepositIdParams = z.strictObject({ id: OrderId });

const DateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /wps/deposits (T, member): my orders, newest first; dates are days in the site's time zone. */
export const DepositListQuery = z.strictObject({
  status: z.enum(DEPOSIT_STATUSES).optional(),
  channelCode: Code.optional(),
  from: DateText.optional(),
  to: DateText.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEPOSIT_MAX_PAGE_SIZE).default(DEPOSIT_PAGE_SIZE),
});
export type DepositListQuery = z.infer<typeof DepositListQuery>;

export const DepositPageValue = z.object({
  list: z.array(DepositValue),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DepositPageValue = z.infer<typeof DepositPageValue>;

// ── Operator side (/bo/api/payments/*; the back office builds the pages) ──────────────────

export const OperatorDepositValue = DepositValue.extend({
  memberId: z.string(),
  username: z.string(),
  paidVia: z.enum(['operator', 'webhook']).nullable(),
  reviewedBy: z.string().nullable(),
});
export type OperatorDepositValue = z.infer<typeof OperatorDepositValue>;

/** GET /bo/api/payments/deposits: the queue (pending by default), oldest first. */
export const OperatorDepositQuery = z.strictObject({
  status: z.enum(DEPOSIT_STATUSES).default('pending'),
  channelCode: Code.optional(),
  username: z.string().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEPOSIT_MAX_PAGE_SIZE).default(20),
});
export type OperatorDepositQuery = z.infer<typeof OperatorDepositQuery>;

export const OperatorDepositPageValue = DepositPageValue.extend({ list: z.array(OperatorDepositValue) });

export const ApproveDepositRequest = z.strictObject({ note: z.string().trim().max(200).optional() });
export const RejectDepositRequest = z.strictObject({
  reason: z.string().trim().min(2).max(200),
});

export const OperatorChannelValue = PaymentChannelValue.omit({ name: true, openNow: true }).extend({
  nameBn: z.string(),
  nameEn: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  expireMinutes: z.number().int(),
  gateway: z.string().nullable(),
  updatedAt: z.string(),
});
export type OperatorChannelValue = z.infer<typeof OperatorChannelValue>;

export const ChannelCodeParams = z.strictObject({ code: Code });

/** PATCH /bo/api/payments/channels/:code: any subset of the settings. */
export const UpdateChannelRequest = z
  .strictObject({
    enabled: z.boolean(),
    nameBn: z.string().trim().min(1).max(60),
    nameEn: z.string().trim().min(1).max(60),
    min: AmountText,
    max: AmountText,
    quickAmounts: z.array(AmountText).max(8),
    feeFixed: z.string().min(1).max(40),
    feeBasisPoints: z.number().int().min(0).max(10_000),
    feeBearer: z.enum(FEE_BEARERS),
    opensAt: HourMinute,
    closesAt: HourMinute,
    expireMinutes: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60),
    sort: z.number().int().min(0).max(1000),
    payTo: z.strictObject({
      accountName: z.string().trim().min(1).max(80),
      accountNumber: z.string().trim().min(4).max(40),
      bankName: z.string().trim().max(80).nullable(),
      branch: z.string().trim().max(80).nullable(),
      instructions: z.string().trim().max(200).nullable(),
    }),
  })
  .partial();
export type UpdateChannelRequest = z.infer<typeof UpdateChannelRequest>;

// ── Gateway webhook (what the sandbox gateway, and a real adapter, sends us) ──────────────────

/** Headers on a gateway webhook: unix-ms timestamp and hex HMAC-SHA256 of `timestamp.rawBody`. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-gateway-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-gateway-signature';

export const GatewayWebhookResult = z.object({
  orderId: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** true when this delivery changed nothing (a retry of one already applied). */
  duplicate: z.boolean(),
});
export type GatewayWebhookResult = z.infer<typeof GatewayWebhookResult>;
