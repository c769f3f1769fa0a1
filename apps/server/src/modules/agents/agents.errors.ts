import type { ErrorCode } from '@khela/contract';

/**
 * The agents module's refusals (texts in the contract's catalogue, errors/agents.ts, each with
 * when it is thrown), plus the shared codes it also throws.
 */
export const AGENTS_ERRORS = [
  'NON_AGENT_LOGIN',
  'AGENT_NOT_IN_TEAM',
  'AGENT_CANNOT_OPEN_AGENT',
  'AGENT_CONTRACT_DISABLED',
  'AGENT_CONTRACT_TYPE_NOT_ALLOWED',
  'AGENT_CONTRACT_NOT_DOWNLINE',
  'AGENT_CONTRACT_NONE_OWN',
  'AGENT_CONTRACT_RATE_ABOVE_UPLINE',
  'AGENT_CONTRACT_TIERS_INVALID',
  'AGENT_CONTRACT_NOT_FOUND',
  'AGENT_CONTRACT_NOT_PENDING',
  'AGENT_CONTRACT_NOT_ACTIVE',
  'AGENT_CONTRACT_WRONG_CALL',
  'AGENT_PAYOUT_NOT_AWAITING',
  'AGENT_PERIOD_OPEN',
  'AGENT_MOVE_INVALID',
  'AGENT_TYPE_CHANGE_INVALID',
  'RECORDS_DATE_RANGE_INVALID',
  'RECORDS_DATE_RANGE_TOO_LONG',
  'USERNAME_TAKEN',
  'PLAYER_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export type AgentsErrorCode = (typeof AGENTS_ERRORS)[number];
