import type {
  LeaderboardValue,
  MissionClaimValue,
  MissionDetailsValue,
  MissionPeriod,
  MissionSummaryValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** Missions and the board (decision 0064): keyed under member, so a logout drops them. */
export const missionKeys = {
  all: [...memberKeys.all, 'missions'] as const,
  summary: (token: string | null) => [...memberKeys.all, 'missions', 'summary', token] as const,
  details: (token: string | null, language: string) =>
    [...memberKeys.all, 'missions', 'details', token, language] as const,
  board: (token: string | null, period: MissionPeriod, which: 'current' | 'previous') =>
    [...memberKeys.all, 'missions', 'board', token, period, which] as const,
};

/** GET /wps/relay/MissionSummary (T): the missionLeaderboard badge. */
export function useMissionSummary(enabled = true) {
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.summary(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/MissionSummary', contractValue<MissionSummaryValue>(), { signal }),
    enabled: enabled && token !== null,
    retry: false,
    staleTime: 30_000,
  });
}

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (T): the missions with my progress. */
export function useMissions() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: missionKeys.details(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/MCSFE_getMissionSummaryDetails', contractValue<MissionDetailsValue>(), {
        signal,
      }),
    enabled: token !== null,
    retry: false,
  });
}

/** GET /wps/relay/MCSFE_getMissionLeaderboard (T): the day's or week's board, prizes and my rank. */
export function useLeaderboard(period: MissionPeriod, which: 'current' | 'previous') {
  const token = useSessionToken();
  return useQuery({
    queryKey: missionKeys.board(token, period, which),
    queryFn: ({ signal }) =>
      apiRequest(
        `/wps/relay/MCSFE_getMissionLeaderboard?period=${period}&which=${which}`,
        contractValue<LeaderboardValue>(),
        { signal },
      ),
    enabled: token !== null,
    retry: false,
    refetchInterval: 5 * 60_000,
  });
}

/** POST /wps/missions/:id/claim (T): the reward, paid once. */
export function claimMission(id: string): Promise<MissionClaimValue> {
  return apiRequest(`/wps/missions/${encodeURIComponent(id)}/claim`, contractValue<MissionClaimValue>(), {
    method: 'POST',
  });
}
