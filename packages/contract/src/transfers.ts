import { z } from 'zod';
import { PaymentPasswordField } from './accounts-payment-password.js';

// ── Transfers (paths are our design, docs/decisions/0021) ────────────────────────────────────
// A member sends cash to its upline; an agent to one of its direct downline. Both need the
// payment password and a request id from the client (the idempotency key: a double click or a
// retry moves the money once). Both sides see the movement in their account record.

/** A positive amount with at most 2 decimals, as typed ("125", "125.5", "125.50"). */
const AMOUNT = /^(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/;
export const MoneyAmountText = z
  .string()
  .trim()
  .max(20)
  .superRefine((value, ctx) => {
    if (!AMOUNT.test(value) || !/[1-9]/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'invalid amount', params: { reason: 'invalid_amount' } });
    }
  })
  .describe('a positive decimal string with at most 2 decimals, e.g. "125.50"');

/** The client's id for one intended transfer: the same id again answers the first result. */
export const RequestId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8-64 letters, digits, - or _')
  .describe('a fresh random id per intended transfer (e.g. crypto.randomUUID()); reuse it to retry');

export const TransferUplineRequest = z.strictObject({
  amount: MoneyAmountText,
  paymentPassword: PaymentPasswordField,
  requestId: RequestId,
});
export type TransferUplineRequest = z.infer<typeof TransferUplineRequest>;

export const TransferDownlineRequest = z.strictObject({
  downline: z.string().trim().min(1).max(64).describe("the downline member's username"),
  amount: MoneyAmountText,
  paymentPassword: PaymentPasswordField,
  requestId: RequestId,
});
export type TransferDownlineRequest = z.infer<typeof TransferDownlineRequest>;

export const TransferValue = z.object({
  transferId: z.string().describe('the ledger operation id'),
  amount: z.string(),
  currency: z.string(),
  /** The sender's cash balance right after this transfer. */
  balance: z.string(),
  counterpart: z.string().describe("the receiver's username"),
  createdAt: z.string(),
});
export type TransferValue = z.infer<typeof TransferValue>;

/** GET /wps/transfer/info (T): what the transfer pages need before the form. */
export const TransferInfoValue = z.object({
  upline: z.string().nullable().describe("the upline's username; null when there is none"),
  isAgent: z.boolean().describe('agents may also transfer to their direct downline'),
  currency: z.string(),
  balance: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type TransferInfoValue = z.infer<typeof TransferInfoValue>;

export const DOWNLINE_PAGE_SIZE = 10;
export const DownlineQuery = z.object({
  username: z.string().trim().max(64).optional().describe('username prefix'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(DOWNLINE_PAGE_SIZE),
});
export const DownlineValue = z.object({
  list: z.array(z.object({ username: z.string(), nickname: z.string(), registeredAt: z.string() })),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
});
export type DownlineValue = z.infer<typeof DownlineValue>;

// ── transferFund: the player's wallets (GCS_merchantWallet, GCS_walletTransfer) ───────────────
export const MAIN_WALLET = 'MAIN';

export const MerchantWalletValue = z.object({
  currency: z.string(),
  wallets: z.array(
    z.object({
      code: z.string().describe('MAIN, or a transfer-wallet vendor code'),
      name: z.string(),
      balance: z.string(),
      transferable: z.boolean().describe('false for the main wallet itself'),
    }),
  ),
  /** Seamless vendors play from the main wallet directly: listed so the page can say so. */
  seamlessVendors: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type MerchantWalletValue = z.infer<typeof MerchantWalletValue>;

export const WalletTransferRequest = z.strictObject({
  from: z.string().trim().min(1).max(32).describe('MAIN or a vendor code'),
  to: z.string().trim().min(1).max(32).describe('MAIN or a vendor code'),
  amount: MoneyAmountText,
  requestId: RequestId,
});
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;
