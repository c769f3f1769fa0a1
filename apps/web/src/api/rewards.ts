import type { EnvelopeGrabValue, EnvelopeListValue, RewardCenterValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLanguage } from '../stores/language';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** The reward centre and red envelopes (issue 17): keyed under member, so a logout drops them. */
export const rewardKeys = {
  all: [...memberKeys.all, 'rewards'] as const,
  center: (token: string | null, language: string) =>
    [...memberKeys.all, 'rewards', 'center', token, language] as const,
  envelopes: (token: string | null, language: string) =>
    [...memberKeys.all, 'rewards', 'envelopes', token, language] as const,
};

/** GET /wps/promotions/rewards (T): every source's lines, claimable first, with the claimable count. */
export function useRewardCenter() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: rewardKeys.center(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/rewards', contractValue<RewardCenterValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** GET /wps/promotions/envelopes (T): the red envelopes open now, with what the caller grabbed. */
export function useEnvelopes() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: rewardKeys.envelopes(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/envelopes', contractValue<EnvelopeListValue>(), { signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: 30_000,
  });
}

/** POST /wps/promotions/envelopes/:id/grab (T): once per member; answers the amount and the envelope. */
export function grabEnvelope(id: string): Promise<z.infer<typeof EnvelopeGrabValue>> {
  return apiRequest(
    `/wps/promotions/envelopes/${encodeURIComponent(id)}/grab`,
    contractValue<z.infer<typeof EnvelopeGrabValue>>(),
    { method: 'POST', body: {} },
  );
}
