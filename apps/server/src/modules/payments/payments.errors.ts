import type { ErrorCode } from '@khela/contract';
import type { createAuditService } from '../audit/audit.service.js';

type AuditService = ReturnType<typeof createAuditService>;

/**
 * The payments module's refusals (texts in the contract's catalogue, "Payments" group).
 * Deposits (H1):
 * - PAYMENT_CHANNEL_NOT_FOUND: no enabled channel with that code on this site.
 * - PAYMENT_CHANNEL_CLOSED: the channel is outside its opening hours (Asia/Dhaka).
 * - PAYMENT_AMOUNT_INVALID: not a positive amount with at most 2 decimals.
 * - PAYMENT_AMOUNT_BELOW_MIN / PAYMENT_AMOUNT_ABOVE_MAX: outside the channel's limits.
 * - PAYMENT_REFERENCE_REQUIRED: a manual channel needs the player's transaction reference.
 * - DEPOSIT_NOT_FOUND: no such order of the caller (someone else's order answers the same).
 * - DEPOSIT_NOT_PENDING: the order was already paid, rejected or expired.
 * - PAYMENT_WEBHOOK_SIGNATURE_INVALID / PAYMENT_WEBHOOK_STALE / PAYMENT_WEBHOOK_REFUSED: a
 *   gateway callback that is unsigned, outside the replay window, or for an unknown, expired or
 *   mismatching order (always recorded in the webhook log).
 * - VALIDATION_FAILED: an operator's channel or withdrawal-method edit that breaks its limits, or a
 *   member's order list filtered by a day that does not exist (value.fields names the field).
 * Withdrawals (H2): PAYMENT_WITHDRAW_ERRORS below.
 */
export const PAYMENT_DEPOSIT_ERRORS = [
  'PAYMENT_CHANNEL_NOT_FOUND',
  'PAYMENT_CHANNEL_CLOSED',
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_AMOUNT_BELOW_MIN',
  'PAYMENT_AMOUNT_ABOVE_MAX',
  'PAYMENT_REFERENCE_REQUIRED',
  'DEPOSIT_NOT_FOUND',
  'DEPOSIT_NOT_PENDING',
  'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_WEBHOOK_STALE',
  'PAYMENT_WEBHOOK_REFUSED',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];

/**
 * Withdrawals (H2; docs/decisions/0020). Also thrown: PAYMENT_AMOUNT_* (amount rules),
 * PAYMENT_PASSWORD_* (accounts), WALLET_INSUFFICIENT_FUNDS (the hold; nothing is saved).
 * - PAYOUT_ACCOUNT_LIMIT / _DUPLICATE / _NOT_FOUND / _IN_USE: binding and unbinding rules.
 * - PAYEE_NAME_MISMATCH: the account's holder is not the member's payee name.
 * - WITHDRAWAL_METHOD_DISABLED, WITHDRAWAL_DAILY_COUNT_EXCEEDED, WITHDRAWAL_DAILY_AMOUNT_EXCEEDED.
 * - WITHDRAWAL_NOT_FOUND (someone else's answers the same), WITHDRAWAL_WRONG_STATE (value.status).
 * - WITHDRAWAL_PROOF_REQUIRED: "not received" before any proof image.
 * - PROOF_TOO_LARGE / PROOF_TOO_MANY / PROOF_NOT_IMAGE / PROOF_FILE_NAME_INVALID / PROOF_NOT_FOUND.
 * - DISPUTE_NOT_FOUND, DISPUTE_NOT_OPEN (a dispute resolves once).
 * - WITHDRAWAL_PAYOUT_REFERENCE_INVALID: marking paid out without a well-formed payout reference.
 * - WALLET_IDEMPOTENCY_CONFLICT: a requestId used before for a different amount or account.
 */
export const PAYMENT_WITHDRAW_ERRORS = [
  'PAYOUT_ACCOUNT_LIMIT',
  'PAYOUT_ACCOUNT_DUPLICATE',
  'PAYOUT_ACCOUNT_NOT_FOUND',
  'PAYOUT_ACCOUNT_IN_USE',
  'PAYEE_NAME_MISMATCH',
  'WITHDRAWAL_METHOD_DISABLED',
  'WITHDRAWAL_DAILY_COUNT_EXCEEDED',
  'WITHDRAWAL_DAILY_AMOUNT_EXCEEDED',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_WRONG_STATE',
  'WITHDRAWAL_PROOF_REQUIRED',
  'PROOF_TOO_LARGE',
  'PROOF_TOO_MANY',
  'PROOF_NOT_IMAGE',
  'PROOF_FILE_NAME_INVALID',
  'PROOF_NOT_FOUND',
  'DISPUTE_NOT_FOUND',
  'DISPUTE_NOT_OPEN',
  'WITHDRAWAL_PAYOUT_REFERENCE_INVALID',
  'WALLET_IDEMPOTENCY_CONFLICT',
  /** Cash a bonus being wagered locks (promotions, decision 0051). */
  'BONUS_WAGERING_LOCKED',
] as const satisfies readonly ErrorCode[];

/** The audit service's record call (modules/audit): inside the caller's transaction, so decision and trail commit together. */
export type AuditRecorder = Pick<AuditService, 'record'>;
