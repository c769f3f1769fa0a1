import type { ReferralValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** The referral page's data, keyed under member (a logout drops it). */
export const referralKeys = {
  mine: (token: string | null, language: string) => [...memberKeys.all, 'referral', token, language] as const,
};

/** GET /wps/promotions/referral (T): my code and link, the rules, counts and invitees (decision 0056). */
export function useReferral() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: referralKeys.mine(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/referral', contractValue<ReferralValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}
