import { z } from 'zod';

/**
 * Khela seamless-wallet protocol (ARCHITECTURE "Games and vendors").
 *
 * A vendor's game server calls Khela to move a player's money while the player plays:
 * HTTP POST, JSON body, to `/vendor/v1/<call>`, HTTP 200 for every protocol-level outcome,
 * `{ status: "OK" | <VendorProtocolStatus>, ... }` in the body. Vendor-facing only: codes need no
 * translation. The OpenAPI document is docs/vendor-protocol.openapi.yaml.
 *
 * Signing: `X-Khela-Signature = hex(HMAC-SHA256(vendorSecret, timestamp + "." + rawBody))`,
 * `X-Khela-Timestamp` = unix milliseconds, `X-Khela-Vendor` = vendor code (e.g. KHELA).
 * A request outside the replay window (±30 s by default) or with a bad signature is refused
 * and changes nothing.
 *
 * Idempotency: by (vendor, transactionId). A replay of the same body returns the first
 * response byte for byte; the same id with a different body answers
 * DUPLICATE_TRANSACTION_CONFLICT.
 *
 * Rounds: a debit opens a round (roundId, unique per vendor) or joins an open one; a credit
 * adds its win and settles the round unless it says `endRound: false`; endRound settles it.
 * Credits to a settled round are accepted (they add to its win); debits to it are ROUND_CLOSED.
 * A rollback refunds one known debit of an open round (a settled round answers ROUND_CLOSED);
 * naming an unknown debit it answers OK and leaves a marker that refuses that debit later.
 *
 * Player: `playerId` is the id authenticate returned. A trial (play-money) player is debited
 * and credited on play money only, and only in games with free trial.
 *
 * Amounts and balances: decimal strings in major units of the currency ("12.50"), with no
 * more fraction digits than the currency has.
 */

export const VENDOR_PROTOCOL_PREFIX = '/vendor/v1';

export const VENDOR_CALLS = [
  'authenticate',
  'balance',
  'debit',
  'credit',
  'credits',
  'rollback',
  'endRound',
  'adjust',
] as const;
export type VendorCall = (typeof VENDOR_CALLS)[number];

/** Header names (HTTP headers are case-insensitive; Fastify exposes them lower-cased). */
export const VENDOR_HEADERS = {
  vendor: 'X-Khela-Vendor',
  timestamp: 'X-Khela-Timestamp',
  signature: 'X-Khela-Signature',
} as const;

/** Default replay window in milliseconds (server-configurable). */
export const VENDOR_REPLAY_WINDOW_MS = 30_000;

/** The exact string the HMAC is computed over. */
export function vendorSigningInput(timestamp: string | number, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** Protocol status codes (vendor-facing; not in the player error catalogue). */
export const VENDOR_PROTOCOL_STATUSES = [
  'OK',
  'INVALID_SIGNATURE',
  'STALE_REQUEST',
  'INVALID_REQUEST',
  'UNKNOWN_PLAYER',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'WRONG_CURRENCY',
  'INVALID_AMOUNT',
  'INSUFFICIENT_FUNDS',
  'BET_LIMIT_EXCEEDED',
  'DUPLICATE_TRANSACTION_CONFLICT',
  'TRANSACTION_ROLLED_BACK',
  'UNKNOWN_ROUND',
  'ROUND_CLOSED',
  'GAME_MAINTENANCE',
  'GAME_NOT_AVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type VendorProtocolStatus = (typeof VENDOR_PROTOCOL_STATUSES)[number];
export const VendorProtocolStatusSchema = z.enum(VENDOR_PROTOCOL_STATUSES);

/** What each status means (used in the OpenAPI document). */
export const VENDOR_PROTOCOL_STATUS_MEANINGS: Record<VendorProtocolStatus, string> = {
  OK: 'Done (or a byte-identical replay of a call that was done).',
  INVALID_SIGNATURE: 'Missing, unknown or disabled vendor, missing or wrong signature. Nothing changed.',
  STALE_REQUEST: 'X-Khela-Timestamp missing, not a number, or outside the replay window. Nothing changed.',
  INVALID_REQUEST: 'The body is not JSON or misses/mistypes a field. Nothing changed.',
  UNKNOWN_PLAYER: 'No such player, or the player may not play this game with this vendor.',
  INVALID_TOKEN: 'authenticate: the launch token is unknown, expired, already used or not for this vendor.',
  SESSION_EXPIRED:
    'debit: the player has no live game session with this vendor (sessions last 30 min after the last debit; credits, rollbacks and endRound are still accepted).',
  WRONG_CURRENCY: "The currency is not the player's wallet currency.",
  INVALID_AMOUNT: 'Amount not a decimal string, negative, zero where not allowed, or too many decimals.',
  INSUFFICIENT_FUNDS:
    'debit/adjust: the player cannot cover the amount; `balance` carries the current balance.',
  BET_LIMIT_EXCEEDED:
    'debit: the stake is above the largest stake allowed while the player wagers a bonus; `balance` carries the playable balance. Nothing changed.',
  DUPLICATE_TRANSACTION_CONFLICT: 'This transactionId was already used with a different body.',
  TRANSACTION_ROLLED_BACK: 'debit: a rollback naming this transactionId arrived first; the debit is refused.',
  UNKNOWN_ROUND: 'credit/endRound: no debit opened this round for this player and game.',
  ROUND_CLOSED: 'debit: the round was already settled or rolled back.',
  GAME_MAINTENANCE: 'debit: the game or its vendor is under maintenance (credits are still accepted).',
  GAME_NOT_AVAILABLE: 'The game code is not in the catalogue for this vendor, or is disabled.',
  INTERNAL_ERROR: 'Unexpected failure; retry with the same transactionId.',
};

const Id = z.string().min(1).max(128);
/** Decimal text; semantic checks (sign, precision) answer INVALID_AMOUNT, not INVALID_REQUEST. */
export const VendorAmount = z.string().min(1).max(40).describe('decimal string in major units, e.g. "12.50"');
export const VendorCurrency = z.string().min(3).max(8).describe('ISO currency code, e.g. BDT');

export const AuthenticateRequest = z.object({ token: z.string().min(1).max(512) });
export const BalanceRequest = z.object({ playerId: Id, currency: VendorCurrency });
export const DebitRequest = z.object({
  playerId: Id,
  currency: VendorCurrency,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  amount: VendorAmount,
});
export const CreditRequest = z.object({
  playerId: Id,
  currency: VendorCurrency,
  transactionId: Id,
  roundId: Id,
  gameCode: Id,
  amount: VendorAmount.describe('may be "0.00" for a losing round'),
  endRound: z.boolean().optional(),
});
/** Most credits one `credits` call may carry. */
export const VENDOR_MAX_BATCH_CREDITS = 500;
/**
 * Many credits in one call (a sportsbook settling an event): each item is exactly a `credit`
 * request with its own transactionId and is answered exactly as that credit alone would be (the
 * same bytes, the same idempotency: a later `credit` with the same id and body replays it). The
 * call is not atomic: each item is done or refused on its own. A transactionId may appear once.
 */
export const CreditsRequest = z.object({
  credits: z.array(CreditRequest).min(1).max(VENDOR_MAX_BATCH_CREDITS),
});
export const RollbackRequest = z.object({
  playerId: Id,
  currency: VendorCurrency,
  transactionId: Id,
  refTransactionId: Id,
  roundId: Id,
  gameCode: Id,
});
export const EndRoundRequest = z.object({ playerId: Id, roundId: Id, gameCode: Id });
export const AdjustRequest = z.object({
  playerId: Id,
  currency: VendorCurrency,
  transactionId: Id,
  amount: VendorAmount.describe('signed: positive credits the player, negative debits'),
  reason: z.string().min(1).max(200),
  /**
   * A correction of a settled round (a sportsbook's resettlement): the round's win moves by the
   * amount, so the betting record and the valid bets show the corrected result. Both or neither.
   */
  roundId: Id.optional(),
  gameCode: Id.optional(),
});

const Ok = z.literal('OK');
export const AuthenticateResponse = z.object({
  status: Ok,
  playerId: z.string(),
  currency: z.string(),
  balance: z.string(),
  nickname: z.string(),
  sessionId: z.string(),
});
export const BalanceResponse = z.object({ status: Ok, balance: z.string() });
export const DebitResponse = z.object({ status: Ok, balance: z.string(), transactionId: z.string() });
export const CreditResponse = z.object({ status: Ok, balance: z.string(), transactionId: z.string() });
/** Any refusal; `balance` is present for INSUFFICIENT_FUNDS (and whenever the player is known). */
export const VendorErrorResponse = z.object({
  status: VendorProtocolStatusSchema.exclude(['OK']),
  message: z.string().optional(),
  balance: z.string().optional(),
});
/** One answer per item, in the request's order: each what that `credit` alone answers. */
export const CreditsResponse = z.object({
  status: Ok,
  results: z.array(z.union([CreditResponse, VendorErrorResponse])),
});
export const RollbackResponse = z.object({ status: Ok, balance: z.string() });
export const EndRoundResponse = z.object({ status: Ok, balance: z.string() });
export const AdjustResponse = z.object({ status: Ok, balance: z.string() });

export const VENDOR_CALL_SCHEMAS = {
  authenticate: { request: AuthenticateRequest, response: AuthenticateResponse },
  balance: { request: BalanceRequest, response: BalanceResponse },
  debit: { request: DebitRequest, response: DebitResponse },
  credit: { request: CreditRequest, response: CreditResponse },
  credits: { request: CreditsRequest, response: CreditsResponse },
  rollback: { request: RollbackRequest, response: RollbackResponse },
  endRound: { request: EndRoundRequest, response: EndRoundResponse },
  adjust: { request: AdjustRequest, response: AdjustResponse },
} as const satisfies Record<VendorCall, { request: z.ZodType; response: z.ZodType }>;

export type VendorRequest<C extends VendorCall> = z.infer<(typeof VENDOR_CALL_SCHEMAS)[C]['request']>;
export type VendorOkResponse<C extends VendorCall> = z.infer<(typeof VENDOR_CALL_SCHEMAS)[C]['response']>;
export type VendorErrorResponse = z.infer<typeof VendorErrorResponse>;
export type VendorResponse<C extends VendorCall> = VendorOkResponse<C> | VendorErrorResponse;

/**
 * Game launch URL of every demo vendor: the studio mounted in the server at `/studio/`.
 * `/studio/play/<gameCode>?token=<launchToken>&lang=<bn|en>&lobby=<return url>&vendor=<vendor code>[&room=<room code>]`
 * (the studio plays every demo vendor's games and signs its wallet calls as that vendor).
 */
export const STUDIO_MOUNT_PATH = '/studio';
export function studioLaunchUrl(input: {
  gameCode: string;
  token: string;
  lang: 'bn' | 'en';
  lobby: string;
  vendor?: string;
  /** The room a LIVE, FISH or PVP game opens (`&room=`, the lobby's room card). */
  room?: string;
  base?: string;
}): string {
  const query = new URLSearchParams({ token: input.token, lang: input.lang, lobby: input.lobby });
  if (input.vendor) query.set('vendor', input.vendor);
  if (input.room) query.set('room', input.room);
  return `${input.base ?? ''}${STUDIO_MOUNT_PATH}/play/${encodeURIComponent(input.gameCode)}?${query.toString()}`;
}
