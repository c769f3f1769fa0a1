import type { ErrorCode } from '@khela/contract';

/**
 * The promotions module's refusals (texts in the contract's catalogue, errors/promotions.ts, each
 * with when it is thrown), plus the shared codes it also throws.
 */
export const PROMOTIONS_ERRORS = [
  'BONUS_NOT_FOUND',
  'BONUS_NOT_ACTIVE',
  'BONUS_WAGERING_LOCKED',
  'BONUS_RULES_INVALID',
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_ACTIVE',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_ALREADY_JOINED',
  'PROMOTION_RULES_INVALID',
  'PROMOTION_WAGERING_TOO_HIGH',
  'ENVELOPE_NOT_FOUND',
  'ENVELOPE_CLOSED',
  'ENVELOPE_EMPTY',
  'ENVELOPE_ALREADY_GRABBED',
  'ENVELOPE_RULES_INVALID',
  'PLAYER_NOT_FOUND',
] as const satisfies readonly ErrorCode[];
