import type {
  BoAgentTreeRow,
  BoAgentTreeValue,
  BoAgentTypesValue,
  BoContractPage,
  BoMoveRequest,
  BoMoveValue,
  BoPayoutDecisionValue,
  BoPayoutPage,
  BoRunPage,
  BoRunRequest,
  BoRunValue,
  ContractOfferRequest,
} from '@khela/contract';
import type { z } from 'zod';
import type { PageRequest } from '../../data-table';
import { boKeys, useApiMutation, useApiQuery } from '../../query';

// Types only (the console ships no zod): the agent routes' contract as the server sends it.
export type AgentTypes = z.infer<typeof BoAgentTypesValue>;
export type AgentTypeRule = AgentTypes['list'][number];
export type TreeRow = BoAgentTreeRow;
export type TreeMove = BoAgentTreeValue['moves'][number];
export type ContractRow = BoContractPage['list'][number];
export type ContractEvent = ContractRow['events'][number];
export type RunRow = BoRunPage['list'][number];
export type RunValue = z.infer<typeof BoRunValue>;
export type RunRequest = z.infer<typeof BoRunRequest>;
export type PayoutRow = BoPayoutPage['list'][number];
export type MoveRequest = z.infer<typeof BoMoveRequest>;
export type MoveValue = z.infer<typeof BoMoveValue>;
export type PayoutDecision = z.infer<typeof BoPayoutDecisionValue>;

/** The operator routes of the agent network (agents.operator.routes.ts), one per endpoint. */
export const AGENT_PATHS = {
  types: '/bo/api/agents/types',
  tree: '/bo/api/agents/tree',
  treeChildren: '/bo/api/agents/tree/children',
  move: '/bo/api/agents/move',
  contracts: '/bo/api/agents/contracts',
  offer: '/bo/api/agents/contracts/offer',
  terminate: (id: string) => `/bo/api/agents/contracts/${encodeURIComponent(id)}/terminate`,
  runs: '/bo/api/agents/runs',
  payouts: '/bo/api/agents/payouts',
  decide: (id: string, approve: boolean) =>
    `/bo/api/agents/payouts/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
} as const;

/** The agent lists take the page and its size only (no sort); at most 100 a page. */
export const agentPaging = (request: PageRequest) => ({ pageNo: request.pageNo, pageSize: request.pageSize });
export const AGENTS_MAX_PAGE = 100;

/** The type rules rarely change: asked once a minute at most. */
export function useAgentTypes() {
  return useApiQuery<AgentTypes>(boKeys.agentTypes, AGENT_PATHS.types, undefined, { staleTime: 60_000 });
}

/** The children of `under` (the tree's tops when ''), with the member's moves. */
export function useAgentTree(under: string) {
  return useApiQuery<BoAgentTreeValue>(
    boKeys.agentTree(under),
    AGENT_PATHS.tree,
    under ? { under } : undefined,
    { keepPrevious: true },
  );
}

/**
 * A change in the agent network: a move changes the tree and ends contracts, an offer or a
 * termination changes the contracts and the tree's rates, a run or a decision the runs and
 * payouts. Every one is audited. So each invalidates the whole agents root and the audit trail.
 */
/** What an agent-network change makes stale: the network's pages and the audit trail. */
export const AGENT_CHANGE_KEYS = [boKeys.agents, boKeys.audit] as const;

export function useAgentChange<T>() {
  return useApiMutation<T>(AGENT_CHANGE_KEYS);
}

export const moveCall = (body: MoveRequest) => ({ path: AGENT_PATHS.move, body });
export const offerCall = (body: ContractOfferRequest) => ({ path: AGENT_PATHS.offer, body });
export const terminateCall = (id: string, reason: string) => ({
  path: AGENT_PATHS.terminate(id),
  body: { reason },
});
export const runCall = (body: RunRequest) => ({ path: AGENT_PATHS.runs, body });
export const decideCall = (id: string, approve: boolean, reason: string) => ({
  path: AGENT_PATHS.decide(id, approve),
  body: { reason },
});
