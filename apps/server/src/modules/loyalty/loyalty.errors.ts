import type { ErrorCode } from '@khela/contract';

/**
 * The loyalty module's refusals (texts in the contract's catalogue, errors/loyalty-*.ts, each with
 * when it is thrown), one list per part (vip, points and the mall, missions), plus the shared
 * codes each part also throws. module-errors.test.ts reads every exported list.
 */

/** VIP levels (decision 0063). */
export const LOYALTY_VIP_ERRORS = [
  'VIP_LADDER_INVALID',
  'VIP_LEVEL_NOT_FOUND',
  'PLAYER_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

/** Missions and the leaderboard (decision 0064). */
export const LOYALTY_MISSIONS_ERRORS = [
  'MISSION_NOT_FOUND',
  'MISSION_NOT_COMPLETED',
  'MISSION_ALREADY_CLAIMED',
  'MISSION_INVALID',
] as const satisfies readonly ErrorCode[];

/** Points and the points mall (decision 0062), plus the wallet's refusals they pass on. */
export const LOYALTY_POINTS_ERRORS = [
  'POINTS_NOT_ENOUGH',
  'POINTS_CONVERT_NOT_AVAILABLE',
  'POINTS_CONVERT_INVALID',
  'POINTS_CONFIG_INVALID',
  'GOODS_NOT_FOUND',
  'GOODS_SOLD_OUT',
  'GOODS_LIMIT_REACHED',
  'GOODS_DEPOSIT_REQUIRED',
  'GOODS_VALID_BET_REQUIRED',
  'GOODS_ADDRESS_REQUIRED',
  'GOODS_INVALID',
  'REDEEM_NOT_FOUND',
  'REDEEM_ALREADY_DECIDED',
  'WALLET_INSUFFICIENT_FUNDS',
  'WALLET_INVALID_OPERATION',
] as const satisfies readonly ErrorCode[];
