import {
  CONTRACT_TYPES,
  type ConsolidatedContractsValue,
  type ContractItem,
  type ContractType,
  checkTierDraftsAs,
  type FeatureFlags,
  type KeyedTierProblem,
  type TierDraft,
  type TierProblemCode,
} from '@khela/contract';
import type { AgentIncomeMessages } from '../../i18n/bn-agent-income';

/**
 * The pure rules of the contract forms: the tier table's checks (one rule with the server and the
 * back office, in @khela/contract) in this site's message keys, which contract types a site
 * offers, and the pending requests of the consolidated contract answer. No React, no calls: unit
 * tested beside this file.
 */

export type AgentIncomeKey = keyof AgentIncomeMessages;
export type TierProblem = KeyedTierProblem<`ai_tier_${TierProblemCode}`>;

/**
 * Checks the table before it is sent, by the rule the server applies (@khela/contract
 * checkTierDrafts). Every problem is listed, so each field shows its own message.
 */
export const checkTiers = (type: ContractType, drafts: readonly TierDraft[]) =>
  checkTierDraftsAs(type, drafts, 'ai_tier_');

/** The site flag that turns each contract type on. */
export const CONTRACT_TYPE_FLAG = {
  dividend: 'agentDividend',
  daily: 'agentDailySalary',
  hourly: 'agentHourlySalary',
  realtime: 'agentRealtimeSalary',
} as const satisfies Record<ContractType, keyof FeatureFlags>;

type ContractFlags = Pick<FeatureFlags, (typeof CONTRACT_TYPE_FLAG)[ContractType]>;

/** The contract types the site offers, in the spec's order; none while the flags are unknown. */
export function enabledContractTypes(features: ContractFlags | undefined): ContractType[] {
  if (!features) return [];
  return CONTRACT_TYPES.filter((type) => features[CONTRACT_TYPE_FLAG[type]]);
}

/** Which field of the consolidated answer carries the pending request of each type (spec names). */
export const PENDING_FIELD = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
} as const satisfies Record<ContractType, keyof ConsolidatedContractsValue>;

/** The pending requests of the consolidated answer, dividend first. */
export function pendingRequests(value: ConsolidatedContractsValue | undefined): ContractItem[] {
  if (!value) return [];
  return CONTRACT_TYPES.flatMap((type) => {
    const item = value[PENDING_FIELD[type]];
    return item && item.status === 'offered' ? [item] : [];
  });
}
