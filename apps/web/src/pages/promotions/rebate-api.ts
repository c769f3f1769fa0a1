import type { RebateClaimValue, RebatePageValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** The rebate (decision 0054): keyed under member, so a logout drops it. */
export const rebateKeys = {
  all: [...memberKeys.all, 'rebate'] as const,
  mine: (token: string | null, language: string) => [...memberKeys.all, 'rebate', token, language] as const,
};

/** GET /wps/promotions/rebate (T): valid bet, rate and rebate per game type, what can be claimed, history. */
export function useRebate() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: rebateKeys.mine(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/rebate', contractValue<RebatePageValue>(), { signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: 5 * 60_000,
  });
}

/** POST /wps/promotions/rebate/claim (T): pays everything accrued, once. */
export function claimRebate(): Promise<RebateClaimValue> {
  return apiRequest('/wps/promotions/rebate/claim', contractValue<RebateClaimValue>(), { method: 'POST' });
}
