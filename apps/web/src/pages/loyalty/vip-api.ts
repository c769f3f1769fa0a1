import type { VipPageValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** The VIP page (decision 0063): keyed under member, so a logout drops it and member.refresh refetches it. */
export const vipKeys = {
  mine: (token: string | null, language: string) => [...memberKeys.all, 'vip', token, language] as const,
};

/** GET /wps/vip (T): the ladder with its benefits, my level, my progress and my retention. */
export function useVip() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: vipKeys.mine(token, language),
    queryFn: ({ signal }) => apiRequest('/wps/vip', contractValue<VipPageValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}
