import { AGENT_TYPE, type ContractType } from '@khela/contract';

/**
 * What each agent type may do (decision 0046): the one table account opening, contract offers,
 * settlement and the back office read. Types not listed here (members, trials, house accounts)
 * are not agents and may do none of it.
 */
export type AgentTypeRule = {
  type: number;
  name: string;
  /** Account types this agent may open under itself in the agent centre. */
  opens: readonly number[];
  /** Agent types it may sit under (null: the house, no upline agent). */
  under: readonly (number | null)[];
  /** Contract types it may hold (and so offer on to its own downline). */
  contracts: readonly ContractType[];
};

const MEMBER = 0;
const ALL: readonly ContractType[] = ['dividend', 'daily', 'hourly', 'realtime'];

export const AGENT_TYPE_RULES: readonly AgentTypeRule[] = [
  {
    type: AGENT_TYPE.top,
    name: 'top agent',
    opens: [AGENT_TYPE.sub, AGENT_TYPE.promoter, MEMBER],
    under: [null],
    contracts: ALL,
  },
  {
    type: AGENT_TYPE.sub,
    name: 'sub-agent',
    opens: [AGENT_TYPE.sub, AGENT_TYPE.promoter, MEMBER],
    under: [AGENT_TYPE.top, AGENT_TYPE.sub],
    contracts: ALL,
  },
  {
    type: AGENT_TYPE.promoter,
    name: 'promoter',
    opens: [MEMBER],
    under: [AGENT_TYPE.top, AGENT_TYPE.sub],
    contracts: ['daily', 'hourly', 'realtime'],
  },
  {
    type: AGENT_TYPE.house,
    name: 'house agent',
    opens: [AGENT_TYPE.house, MEMBER],
    under: [null, AGENT_TYPE.house],
    contracts: [],
  },
];

export function agentRuleOf(type: number): AgentTypeRule | undefined {
  return AGENT_TYPE_RULES.find((rule) => rule.type === type);
}

/** The account type an agent opens for "a sub-agent": its own kind for house agents, type 2 otherwise. */
export function subAgentTypeFor(agentType: number): number | undefined {
  const rule = agentRuleOf(agentType);
  if (!rule) return undefined;
  if (rule.opens.includes(AGENT_TYPE.house)) return AGENT_TYPE.house;
  return rule.opens.includes(AGENT_TYPE.sub) ? AGENT_TYPE.sub : undefined;
}

export const mayHoldContract = (agentType: number, contract: ContractType) =>
  agentRuleOf(agentType)?.contracts.includes(contract) ?? false;

/** Whether an account of `childType` may sit under an upline of `uplineType` (null: the house). */
export function mayBeUnder(childType: number, uplineType: number | null): boolean {
  const rule = agentRuleOf(childType);
  if (!rule) return uplineType === null || agentRuleOf(uplineType) !== undefined;
  return rule.under.includes(uplineType);
}
