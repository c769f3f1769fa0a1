import {
  LoginValue,
  type OpenAccountRequest,
  OpenAccountValue,
  type TeamListQuery,
  TeamListValue,
  type TeamOverviewQuery,
  TeamOverviewValue,
} from '@khela/contract';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSessionToken } from '../stores/session';
import type { LoginInput } from './accounts';
import { apiRequest } from './http';
import { memberKeys } from './session';

/**
 * The agent centre's calls (decision 0046): its login and the team pages. Answers are checked
 * against the contract's schemas (the agent centre is its own chunk, the schema library with it).
 * Keys sit under the member keys, so logout drops them with the rest of the session's data.
 */
export const agentKeys = {
  all: [...memberKeys.all, 'agent'] as const,
  overview: (token: string | null, query: TeamOverviewQuery | null) =>
    [...memberKeys.all, 'agent', 'overview', token, query] as const,
  members: (token: string | null, query: TeamListQuery) =>
    [...memberKeys.all, 'agent', 'members', token, query] as const,
};

/** The downline list's page size (the server allows up to 100). */
export const TEAM_PAGE_SIZE = 20;

/**
 * POST /wps/agent/session/login: the agent centre's login; a non-agent gets NON_AGENT_LOGIN.
 * Answers like the player login (forced password change, captcha, extra verification).
 */
export function agentLogin(input: LoginInput): Promise<LoginValue> {
  return apiRequest('/wps/agent/session/login', LoginValue, { method: 'POST', body: input });
}

/** The overview query as the GET's search string: the range, and its days for a custom one. */
export function overviewSearch(query: TeamOverviewQuery): string {
  const search = new URLSearchParams({ range: query.range });
  if (query.startDate) search.set('startDate', query.startDate);
  if (query.endDate) search.set('endDate', query.endDate);
  return search.toString();
}

/** GET /wps/agent/team/overview (T, agent): team size and the team's figures over a range. */
export function useTeamOverview(query: TeamOverviewQuery | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.overview(token, query),
    // A custom range that is not valid yet asks nothing.
    queryFn:
      query === null
        ? skipToken
        : ({ signal }) =>
            apiRequest(`/wps/agent/team/overview?${overviewSearch(query)}`, TeamOverviewValue, { signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /wps/agent/team/members (T, agent): my downline, or the team of one of them (`under`). */
export function useTeamMembers(query: TeamListQuery) {
  const token = useSessionToken();
  return useQuery({
    queryKey: agentKeys.members(token, query),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ pageNo: String(query.pageNo), pageSize: String(query.pageSize) });
      if (query.username) search.set('username', query.username);
      if (query.under) search.set('under', query.under);
      return apiRequest(`/wps/agent/team/members?${search}`, TeamListValue, { signal });
    },
    enabled: token !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /wps/agent/team/accounts (T, agent): opens a member or agent account under me. */
export function openAccount(body: OpenAccountRequest): Promise<z.infer<typeof OpenAccountValue>> {
  return apiRequest('/wps/agent/team/accounts', OpenAccountValue, { method: 'POST', body });
}
