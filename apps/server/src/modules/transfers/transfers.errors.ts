import type { ErrorCode } from '@khela/contract';

/**
 * The transfers module's refusals (texts in the contract's catalogue, "Transfers" group). Money
 * moves only through the wallet: a wallet refusal is passed on with its code alone, because its
 * value names ledger accounts (the receiver's among them). Also passed on from accounts:
 * TRANSFER_NOT_DOWNLINE, NON_AGENT_LOGIN and the PAYMENT_PASSWORD_* checks.
 * - TRANSFER_NO_UPLINE: a member without an upline asks to transfer to the upline.
 * - VALIDATION_FAILED: an amount with more decimals than the site currency has (value.fields names it).
 * - TRANSFER_AMOUNT_BELOW_MIN / TRANSFER_AMOUNT_ABOVE_MAX: outside the transfer limits; nothing moves.
 * - TRANSFER_WALLET_UNAVAILABLE: a wallet transfer names a wallet that is not a transfer-wallet
 *   vendor of this site (or the main wallet on both sides).
 * - WALLET_INSUFFICIENT_FUNDS: the sender's cash does not cover the amount.
 * - WALLET_ACCOUNT_FROZEN / WALLET_ACCOUNT_CLOSED: the sender's account is frozen, or either is closed.
 * - WALLET_CURRENCY_MISMATCH / WALLET_TRIAL_ISOLATION: the two accounts hold different
 *   currencies, or play money would meet real money.
 * - WALLET_IDEMPOTENCY_CONFLICT: the transfer's request id was used before with another input.
 * - WALLET_INVALID_OPERATION: a malformed movement the checks above should have stopped (a bug).
 */
export const TRANSFERS_ERRORS = [
  'TRANSFER_NO_UPLINE',
  'VALIDATION_FAILED',
  'TRANSFER_AMOUNT_BELOW_MIN',
  'TRANSFER_AMOUNT_ABOVE_MAX',
  'TRANSFER_WALLET_UNAVAILABLE',
  'WALLET_INSUFFICIENT_FUNDS',
  'WALLET_ACCOUNT_FROZEN',
  'WALLET_ACCOUNT_CLOSED',
  'WALLET_CURRENCY_MISMATCH',
  'WALLET_TRIAL_ISOLATION',
  'WALLET_IDEMPOTENCY_CONFLICT',
  'WALLET_INVALID_OPERATION',
] as const satisfies readonly ErrorCode[];

export type TransfersErrorCode = (typeof TRANSFERS_ERRORS)[number];
