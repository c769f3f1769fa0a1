import type { ErrorCode } from '@khela/contract';

/**
 * The chat module's refusals (texts in the contract's catalogue, errors/chat.ts; decision 0065).
 * - CHAT_NOT_FOUND: no such chat, or (player, visitor) not the caller's own.
 * - CHAT_CLOSED: sending to, taking, transferring or closing a closed chat.
 * - CHAT_VISITOR_EXPIRED: a visitor token that is unknown or expired (or a trial session without one).
 * - CHAT_ALREADY_TAKEN: another operator took the chat first.
 * - CHAT_NOT_YOURS: replying to, transferring or closing a chat another operator serves, or one not taken yet.
 * - CHAT_TRANSFER_TARGET_INVALID: the transfer's target cannot serve chats or already serves it.
 * Also: NOT_LOGGED_IN (a player route with neither a session nor a visitor token),
 * TOO_MANY_REQUESTS (launches and messages per address, member and visitor) and
 * VALIDATION_FAILED (a message with nothing left after sanitising).
 */
export const CHAT_ERRORS = [
  'CHAT_NOT_FOUND',
  'CHAT_CLOSED',
  'CHAT_VISITOR_EXPIRED',
  'CHAT_ALREADY_TAKEN',
  'CHAT_NOT_YOURS',
  'CHAT_TRANSFER_TARGET_INVALID',
  'NOT_LOGGED_IN',
  'TOO_MANY_REQUESTS',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];

export type ChatErrorCode = (typeof CHAT_ERRORS)[number];
