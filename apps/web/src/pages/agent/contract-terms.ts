import {
  CONTRACT_TYPES,
  type ConsolidatedContractsValue,
  type ContractItem,
  type ContractTier,
  type ContractType,
  checkTierDrafts,
  type FeatureFlags,
  MAX_CONTRACT_TIERS,
  type TierDraft,
  type TierField,
} from '@khela/contract';
import type { AgentIncomeMessages } from '../../i18n/bn-agent-income';

/**
 * The pure rules of the contract forms: the tier table's checks (one rule with the server and the
 * back office, in @khela/contract) in this site's message keys, which contract types a site
 * offers, and the pending requests of the consolidated contract answer. No React, no calls: unit
 * tested beside this file.
 */

export type AgentIncomeKey = keyof AgentIncomeMessages;
export type TierProblem = {
  /** The row (0-based), or -1 for the table as a whole. */
  row: number;
  field: TierField | 'table';
  key: AgentIncomeKey;
  values?: Record<string, string | number>;
};
export type TierCheck = { ok: true; tiers: ContractTier[] } | { ok: false; problems: TierProblem[] };

/**
 * Checks the table before it is sent, by the rule the server applies (@khela/contract
 * checkTierDrafts). Every problem is listed, so each field shows its own message.
 */
export function checkTiers(type: ContractType, drafts: readonly TierDraft[]): TierCheck {
  const checked = checkTierDrafts(type, drafts);
  if (checked.ok) return checked;
  return {
    ok: false,
    problems: checked.problems.map((p) => ({
      row: p.row,
      field: p.field,
      key: `ai_tier_${p.code}`,
      ...(p.code === 'count' ? { values: { max: MAX_CONTRACT_TIERS } } : {}),
    })),
  };
}

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
