import {
  type ContractDecisionRequest,
  ContractItem,
  ContractListValue,
  type ContractOfferRequest,
  type ContractStatus,
  type ContractType,
  ContractWhatIfValue,
  IncomeBetsValue,
  IncomeDetailValue,
  IncomeValue,
  TeamBetValue,
  TeamProfitValue,
  TeamTransactionValue,
} from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue, type ValueCheck } from '../../api/http';
import type { DayRange } from '../../api/records';
import { memberKeys } from '../../api/session';
import { useSessionToken } from '../../stores/session';

/**
 * The agent centre's contract, income and team-record calls (decision 0046). These pages are
 * their own chunk, so the answers are checked against the contract's schemas here. Keys sit
 * under the member keys: logging out drops them with the rest of the session's data.
 */

/** Rows per page on the agent record pages, as on the member records pages. */
export const AGENT_PAGE_SIZE = 10;

export const agentContractKeys = {
  all: [...memberKeys.all, 'agent-contracts'] as const,
  list: (token: string | null, filter: ContractFilter) =>
    [...memberKeys.all, 'agent-contracts', 'list', token, filter] as const,
};
const agentRecordKeys = {
  of: (token: string | null, name: string, filter: unknown) =>
    [...memberKeys.all, 'agent-records', name, token, filter] as const,
};

/**
 * The contract request each type is answered through: the spec keeps these four relay names
 * (section 7, "Rewards and salary"); each takes a ContractDecisionRequest.
 */
export const CONTRACT_DECISION_PATHS = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
  hourly: '/wps/relay/MCS2_processContractHourSalary',
  realtime: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies Record<ContractType, string>;

export type ContractFilter = {
  side: 'mine' | 'downline';
  downline?: string;
  type?: ContractType;
  status?: ContractStatus;
  pageNo?: number;
};

/** Builds a query string from the set values only (an empty filter field is left out). */
export function queryString(filter: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** GET /wps/agent/contracts (T; agents): contracts I hold (mine) or offered to a downline. */
export function useContracts(filter: ContractFilter, enabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentContractKeys.list(token, filter),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/agent/contracts?${queryString({ pageSize: 20, ...filter })}`, ContractListValue, {
        signal,
      }),
    enabled: token !== null && enabled,
    retry: false,
  });
}

/** POST /wps/agent/contracts/what-if (T; agents): the offer at last closed period's figures; writes nothing. */
export function contractWhatIf(body: ContractOfferRequest): Promise<ContractWhatIfValue> {
  return apiRequest('/wps/agent/contracts/what-if', ContractWhatIfValue, { method: 'POST', body });
}

/** POST /wps/agent/contracts/offer (T; agents): offers the contract to a direct downline agent. */
export function offerContract(body: ContractOfferRequest): Promise<ContractItem> {
  return apiRequest('/wps/agent/contracts/offer', ContractItem, { method: 'POST', body });
}

/** Answers that carry no value worth reading (null or an acknowledgement). */
const Acknowledged = contractValue<unknown>();

/** POST /wps/agent/contracts/terminate (T; agents): ends a contract I offered. */
export async function terminateContract(id: string): Promise<void> {
  await apiRequest('/wps/agent/contracts/terminate', Acknowledged, { method: 'POST', body: { id } });
}

/** The downline's answer to a pending request, through the call of its type. */
export async function decideContract(type: ContractType, body: ContractDecisionRequest): Promise<void> {
  await apiRequest(CONTRACT_DECISION_PATHS[type], Acknowledged, { method: 'POST', body });
}

function useAgentRecords<T>(
  name: string,
  path: string,
  schema: ValueCheck<T>,
  filter: Record<string, string | number | undefined>,
  enabled = true,
) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentRecordKeys.of(token, name, filter),
    queryFn: ({ signal }) => apiRequest(`${path}?${queryString(filter)}`, schema, { signal }),
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type IncomeFilter = DayRange & { type: ContractType | ''; pageNo: number };

/** GET /wps/agent/income (T; agents): salaries and dividends paid to me, with their sum. */
export const useIncome = (filter: IncomeFilter) =>
  useAgentRecords('income', '/wps/agent/income', IncomeValue, { ...filter, pageSize: AGENT_PAGE_SIZE });

/** GET /wps/agent/income/<id> (T; agents): one payout's contributing team figures. */
export function useIncomeDetail(id: string | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentRecordKeys.of(token, 'income-detail', id),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/agent/income/${encodeURIComponent(id ?? '')}`, IncomeDetailValue, { signal }),
    enabled: token !== null && id !== null,
    retry: false,
  });
}

/** GET /wps/agent/income/<id>/bets (T; agents): one line of a payout down to its rounds. */
export const useIncomeBets = (id: string, filter: { username: string; pageNo: number }) =>
  useAgentRecords(`income-bets-${id}`, `/wps/agent/income/${encodeURIComponent(id)}/bets`, IncomeBetsValue, {
    ...filter,
    pageSize: AGENT_PAGE_SIZE,
  });

export type TeamRangeFilter = DayRange & { username: string; pageNo: number };

/** GET /wps/agent/team/bets (T; agents): my team's rounds, with totals. */
export const useTeamBets = (filter: TeamRangeFilter) =>
  useAgentRecords('team-bets', '/wps/agent/team/bets', TeamBetValue, {
    ...filter,
    pageSize: AGENT_PAGE_SIZE,
  });

export type TeamProfitFilter = DayRange & { under: string; pageNo: number };

/** GET /wps/agent/team/profit (T; agents): each direct downline's team figures (`under` drills in). */
export const useTeamProfit = (filter: TeamProfitFilter) =>
  useAgentRecords('team-profit', '/wps/agent/team/profit', TeamProfitValue, {
    ...filter,
    pageSize: AGENT_PAGE_SIZE,
  });

/** GET /wps/agent/team/transactions (T; agents): my team's account movements. */
export const useTeamTransactions = (filter: TeamRangeFilter) =>
  useAgentRecords('team-transactions', '/wps/agent/team/transactions', TeamTransactionValue, {
    ...filter,
    pageSize: AGENT_PAGE_SIZE,
  });
