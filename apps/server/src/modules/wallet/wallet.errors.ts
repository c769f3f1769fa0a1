import type { ErrorCode } from '@khela/contract';

/**
 * The wallet's refusals (texts in the contract's catalogue). A refusal changes no balance; it is
 * recorded under its idempotency key so a replay answers the same.
 * - WALLET_INSUFFICIENT_FUNDS: a player account would go below zero; value carries the balance.
 * - WALLET_ACCOUNT_FROZEN: money would leave an account an operator froze (credits still land).
 * - WALLET_ACCOUNT_CLOSED: any movement touching a closed account.
 * - WALLET_CURRENCY_MISMATCH: the two sides of a transfer hold different currencies.
 * - WALLET_TRIAL_ISOLATION: play money would meet real money.
 * - WALLET_IDEMPOTENCY_CONFLICT: the key was used before with a different input.
 * - WALLET_HOLD_NOT_FOUND / WALLET_HOLD_NOT_PENDING: post or void of an unknown or settled hold.
 * - WALLET_INVALID_OPERATION: malformed input (zero or negative amount, same account both sides,
 *   too many transfers, bad key); a caller bug, not recorded.
 */
export const WALLET_ERRORS = [
  'WALLET_INSUFFICIENT_FUNDS',
  'WALLET_ACCOUNT_FROZEN',
  'WALLET_ACCOUNT_CLOSED',
  'WALLET_CURRENCY_MISMATCH',
  'WALLET_TRIAL_ISOLATION',
  'WALLET_IDEMPOTENCY_CONFLICT',
  'WALLET_HOLD_NOT_FOUND',
  'WALLET_HOLD_NOT_PENDING',
  'WALLET_INVALID_OPERATION',
] as const satisfies readonly ErrorCode[];

export type WalletErrorCode = (typeof WALLET_ERRORS)[number];
