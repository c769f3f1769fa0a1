import type { VendorProtocolStatus } from '@khela/contract';

/** Every protocol status but OK: what a vendor call may be refused with. */
export type RefusalStatus = Exclude<VendorProtocolStatus, 'OK'>;

/**
 * When the vendors module answers each refusal. The protocol's own wording for vendors is
 * VENDOR_PROTOCOL_STATUS_MEANINGS (packages/contract, published in the OpenAPI file); this is
 * the server's side: which check throws it, and whether the answer is kept for the id.
 */
export const REFUSALS: Record<RefusalStatus, string> = {
  INVALID_SIGNATURE:
    'Before anything else: the vendor header is missing, unknown or disabled, or no current or grace-window secret signed the body.',
  STALE_REQUEST: 'The timestamp header is missing, not 10-16 digits, or older than the replay window.',
  INVALID_REQUEST:
    'The body is not JSON or fails the call schema; a rollback names itself or something other than a debit.',
  UNKNOWN_PLAYER:
    'The player id is not a member id, the player never authenticated with this vendor, or the wallet account is frozen or closed.',
  INVALID_TOKEN:
    'authenticate: the launch token is unknown, used, expired, of another vendor, or its login session has ended.',
  SESSION_EXPIRED:
    'debit: the latest game session expired, or ended with the login session that launched it (logout, password change, freeze).',
  WRONG_CURRENCY: "The request's currency is not the game session's currency.",
  INVALID_AMOUNT:
    'The amount is not a decimal of the currency, is negative where not allowed, or zero for a debit or adjust.',
  INSUFFICIENT_FUNDS: 'debit/adjust: the wallet refused the posting; the answer is kept for the id.',
  BET_LIMIT_EXCEEDED:
    'debit: the stake is above the largest stake of a bonus the player is wagering (decision 0051); decided before any money moves, not kept.',
  DUPLICATE_TRANSACTION_CONFLICT:
    'The transaction id was used with another body, or names a rolled-back transaction (a marker).',
  TRANSACTION_ROLLED_BACK: 'debit: a rollback left a marker under this transaction id first.',
  UNKNOWN_ROUND:
    'credit/rollback/endRound (and a debit joining a round): no round of this player and game under that id.',
  ROUND_CLOSED:
    'debit: the round is settled or rolled back; rollback: the round is settled; credit: rolled back.',
  GAME_MAINTENANCE: 'debit: the game or its vendor is in maintenance.',
  GAME_NOT_AVAILABLE: 'debit: the game is unknown, inactive, or has no free trial for a trial player.',
  INTERNAL_ERROR:
    'An unexpected failure (logged with the reference in the message) or a wallet code not mapped here.',
};

/**
 * A refusal decided before anything was stored: answered, never recorded as the transaction's
 * answer, so everything the call did in its transaction rolls back and the vendor may retry the id.
 */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly detail?: string,
    readonly balance?: string,
  ) {
    super(status);
  }
}

/** A refusal's answer bytes. */
export function refusalBody(refusal: Refusal): string {
  return JSON.stringify({
    status: refusal.status,
    ...(refusal.detail ? { message: refusal.detail } : {}),
    ...(refusal.balance === undefined ? {} : { balance: refusal.balance }),
  });
}
