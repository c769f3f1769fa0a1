import type { ErrorCode } from '@khela/contract';

/**
 * The games module's refusals (texts in the contract's catalogue, "Games" group): launches,
 * favourites and the back office's catalogue pages.
 * - GAME_NOT_FOUND: a launch, favourite or operator edit names a game that is not in the
 *   catalogue, or whose vendor or game type differ from the ones sent.
 * - LOTTERY_GAME_NOT_FOUND: a lottery data call names a lottery code the studio does not run (or a
 *   Vietnamese call a lottery of another region).
 * - GAME_DISABLED: a launch of a game (or vendor) switched off in the catalogue.
 * - GAME_MAINTENANCE: a launch of a game (or vendor) under maintenance.
 * - IN_NEED_TRUE_ACCOUNT: a trial account launches a game without free play.
 * - FAVOURITE_LIMIT_REACHED: a favourite beyond the limit a player may keep.
 * - GAME_VENDOR_NOT_FOUND: a back-office vendor edit names a vendor that does not exist.
 * - NOT_FOUND: a game picture or vendor logo path that names no game or vendor in the catalogue.
 */
export const GAMES_ERRORS = [
  'GAME_NOT_FOUND',
  'LOTTERY_GAME_NOT_FOUND',
  'GAME_DISABLED',
  'GAME_MAINTENANCE',
  'IN_NEED_TRUE_ACCOUNT',
  'FAVOURITE_LIMIT_REACHED',
  'GAME_VENDOR_NOT_FOUND',
  'NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export type GamesErrorCode = (typeof GAMES_ERRORS)[number];
