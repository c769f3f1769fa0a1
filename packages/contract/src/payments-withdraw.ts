import { z } from 'zod';
import { PaymentPasswordField } from './accounts-payment-password.js';
import { displayName } from './text-fields.js';
import { AmountText } from './wallet.js';

// ── Withdrawals (paths and states are our design, docs/decisions/0020) ─────────────────────────
// A member binds payout accounts (bank card or mobile wallet), requests a withdrawal with the
// payment password (the amount moves to frozen at once), an operator approves then pays out
// (or rejects: the amount returns), and the member confirms receipt within the method's minutes.

export const MOBILE_WALLET_PROVIDERS = ['BKASH', 'NAGAD', 'ROCKET'] as const;
export const PAYOUT_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
/** Bound payout accounts a member may hold at once. */
export const MAX_PAYOUT_ACCOUNTS = 5;
/** Proof images on one "not received" claim (png/jpg, 5 MB each, at most 3). */
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_IMAGE_BYTES = 5 * 1024 * 1024;
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export const WITHDRAWAL_STATUSES = [
  'pending', // requested, amount frozen, waiting for review
  'approved', // reviewed, waiting for the payout
  'paid', // sent; waiting for the member's confirmation
  'completed', // received (confirmed, full payment, or the confirmation window passed)
  'disputed', // the member says not received; an operator resolves the dispute
  'rejected', // refused by an operator; the amount went back to cash
  'refunded', // dispute resolved as not paid: the amount was credited back
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const CONFIRMATION_RESULTS = ['received', 'not_received', 'full_payment'] as const;
export type ConfirmationResult = (typeof CONFIRMATION_RESULTS)[number];

const Id = z.string().regex(/^\d{1,19}$/);
const Text = (max: number) => z.string().trim().min(1).max(max);

export const BindPayoutAccountRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('bank'),
    bankName: displayName(60),
    accountNumber: z.string().regex(/^\d{6,24}$/),
    branch: displayName(80),
    payeeName: displayName(60),
  }),
  z.strictObject({
    kind: z.literal('ewallet'),
    provider: z.enum(MOBILE_WALLET_PROVIDERS),
    walletNumber: z.string().regex(/^01[3-9]\d{8}$/),
    payeeName: displayName(60),
  }),
]);
export type BindPayoutAccountRequest = z.infer<typeof BindPayoutAccountRequest>;

export const PayoutAccountValue = z.object({
  id: z.string(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  /** The bank's name, or BKASH / NAGAD / ROCKET. */
  provider: z.string(),
  /** The account or wallet number, masked but for the last 4 digits. */
  number: z.string(),
  branch: z.string().nullable(),
  payeeName: z.string(),
  /** The withdrawal method this account pays out through (BANK, BKASH, NAGAD, ROCKET). */
  methodCode: z.string(),
  createdAt: z.string(),
});
export type PayoutAccountValue = z.infer<typeof PayoutAccountValue>;

export const WithdrawalMethodValue = z.object({
  code: z.string(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  currency: z.string(),
  min: z.string(),
  max: z.string(),
  dailyCount: z.number().int(),
  dailyAmount: z.string(),
  /** Fixed fee per request plus a share in basis points, taken from the amount paid out. */
  feeFixed: z.string(),
  feeBasisPoints: z.number().int(),
  confirmMinutes: z.number().int(),
  enabled: z.boolean(),
});
export type WithdrawalMethodValue = z.infer<typeof WithdrawalMethodValue>;

/** GET /wps/withdrawals/options (T, member): everything the withdraw page needs. */
export const WithdrawOptionsValue = z.object({
  currency: z.string(),
  cash: z.string(),
  frozen: z.string(),
  /** Cash kept back by bonuses still being wagered (decision 0051), and what may be withdrawn now. */
  locked: z.string(),
  withdrawable: z.string(),
  payeeName: z.string().nullable().describe('null until the first payout account sets it'),
  maxAccounts: z.number().int(),
  accounts: z.array(PayoutAccountValue),
  methods: z.array(WithdrawalMethodValue),
  /** Today's use (a day in the site's time zone) per method code. */
  usedToday: z.array(z.object({ methodCode: z.string(), count: z.number().int(), amount: z.string() })),
});
export type WithdrawOptionsValue = z.infer<typeof WithdrawOptionsValue>;

/** POST /wps/withdrawals (T, member). */
export const CreateWithdrawalRequest = z.strictObject({
  payoutAccountId: Id,
  amount: AmountText,
  paymentPassword: PaymentPasswordField,
  /** The client's id for this submission: a double click creates one withdrawal. */
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequest>;

export const ProofValue = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(PROOF_IMAGE_TYPES),
  sizeBytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
});
export type ProofValue = z.infer<typeof ProofValue>;

export const DisputeValue = z.object({
  id: z.string(),
  withdrawalId: z.string(),
  status: z.enum(['open', 'resolved_paid', 'resolved_refunded']),
  note: z.string(),
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type DisputeValue = z.infer<typeof DisputeValue>;

export const WithdrawalValue = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  methodCode: z.string(),
  currency: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What reaches the payout account: amount − fee. */
  payout: z.string(),
  account: z.object({ provider: z.string(), number: z.string(), payeeName: z.string() }),
  rejectReason: z.string().nullable(),
  confirmation: z.enum([...CONFIRMATION_RESULTS, 'auto_received']).nullable(),
  /** While paid: when silence starts to count as received. */
  confirmDueAt: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  proofs: z.array(ProofValue),
  dispute: DisputeValue.nullable(),
  /** The channel's own id of the payout (bKash TrxID, bank reference), once paid out. */
  payoutReference: z.string().nullable(),
});
export type WithdrawalValue = z.infer<typeof WithdrawalValue>;

const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);

/** GET /wps/withdrawals (T, member): my withdrawals, newest first. */
export const WithdrawalListQuery = z.strictObject({
  pageNo,
  pageSize,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
});
export const WithdrawalPageValue = z.object({
  list: z.array(WithdrawalValue),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type WithdrawalPageValue = z.infer<typeof WithdrawalPageValue>;

export const WithdrawalIdParams = z.strictObject({ id: Id });
export const ProofParams = z.strictObject({ id: Id, proofId: Id });

/** POST /wps/withdrawals/:id/proofs (T, member): the raw image bytes; its name in `fileName`. */
export const UploadProofQuery = z.strictObject({ fileName: z.string().min(1).max(200) });

/** POST /wps/withdrawals/:id/confirmation (T, member). */
export const ConfirmWithdrawalRequest = z.strictObject({
  result: z.enum(CONFIRMATION_RESULTS),
  /** For not_received: what happened (optional). */
  note: z.string().trim().max(500).optional(),
});
export type ConfirmWithdrawalRequest = z.infer<typeof ConfirmWithdrawalRequest>;

// ── Operator side (/bo/api/payments/…) ─────────────────────────────────────────────────────
export const OperatorWithdrawalQuery = z.strictObject({
  pageNo,
  pageSize,
  status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
});
/**
 * What the cashier looks at before paying out (docs/decisions/0043): each flag is a fact worth a
 * second look, never a verdict.
 * - turnover_below_deposit: settled real-money stakes since the last paid deposit are below it
 * - no_paid_deposit: the member never had a deposit credited
 * - payee_name_differs: the payee on the withdrawal is not the member's payee name now
 * - account_frozen: the member's account is locked or disabled
 * - new_payout_account: the payout account was bound less than 24 hours before the request
 */
export const CASHIER_RISK_FLAGS = [
  'turnover_below_deposit',
  'no_paid_deposit',
  'payee_name_differs',
  'account_frozen',
  'new_payout_account',
] as const;
export type CashierRiskFlag = (typeof CASHIER_RISK_FLAGS)[number];

export const CashierMemberValue = z.object({
  id: z.string(),
  /** null when the member row is gone (never expected; shown as the id). */
  username: z.string().nullable(),
  /** Account type: 0 member, 4 trial, 1/2/41/42 agents, 9 house. */
  type: z.number().int().nullable(),
  /** Settled real-money stakes (stake minus refunds) since the last paid deposit, or ever. */
  turnover: z.string(),
  lastDeposit: z.object({ amount: z.string(), paidAt: z.string() }).nullable(),
  flags: z.array(z.enum(CASHIER_RISK_FLAGS)),
});
export type CashierMemberValue = z.infer<typeof CashierMemberValue>;

export const OperatorWithdrawalValue = WithdrawalValue.extend({
  memberId: z.string(),
  member: CashierMemberValue,
  reviewedBy: z.string().nullable(),
  paidBy: z.string().nullable(),
});
export type OperatorWithdrawalValue = z.infer<typeof OperatorWithdrawalValue>;

/** POST /bo/api/payments/withdrawals/:id/account (payout permission, audited): the full number. */
export const RevealedPayoutAccountValue = z.object({
  withdrawalId: z.string(),
  provider: z.string(),
  number: z.string(),
  payeeName: z.string(),
});
export type RevealedPayoutAccountValue = z.infer<typeof RevealedPayoutAccountValue>;
export const OperatorWithdrawalPageValue = z.object({
  list: z.array(OperatorWithdrawalValue),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export const RejectWithdrawalRequest = z.strictObject({ reason: Text(500) });
/**
 * A payout reference as the channels write them (bKash TrxID, bank reference): 4 to 64 letters,
 * digits and - _ / . once trimmed. The server checks it and answers WITHDRAWAL_PAYOUT_REFERENCE_INVALID.
 */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9_./-]{4,64}$/;
export const PayoutWithdrawalRequest = z.strictObject({
  /** The channel's own transaction id of the payout: required, shown to the member. */
  reference: z.string().max(200),
});
export const OperatorDisputeQuery = z.strictObject({
  pageNo,
  pageSize,
  status: z.enum(['open', 'resolved_paid', 'resolved_refunded']).default('open'),
});
export const OperatorDisputePageValue = z.object({
  list: z.array(OperatorWithdrawalValue),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export const ResolveDisputeRequest = z.strictObject({
  outcome: z.enum(['paid', 'refund']),
  /** The evidence the decision rests on (the channel's statement, the proofs looked at). */
  note: Text(1000),
});

export const WithdrawalMethodParams = z.strictObject({ code: z.string().regex(/^[A-Z][A-Z0-9_]{1,19}$/) });
/** PATCH /bo/api/payments/withdrawal-methods/:code (payments.channels.manage): any subset. */
export const UpdateWithdrawalMethodRequest = z
  .strictObject({
    enabled: z.boolean(),
    min: AmountText,
    max: AmountText,
    dailyCount: z.number().int().min(1).max(1000),
    dailyAmount: AmountText,
    feeFixed: z.string().min(1).max(40),
    feeBasisPoints: z.number().int().min(0).max(10_000),
    confirmMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60),
  })
  .partial();
export type UpdateWithdrawalMethodRequest = z.infer<typeof UpdateWithdrawalMethodRequest>;
