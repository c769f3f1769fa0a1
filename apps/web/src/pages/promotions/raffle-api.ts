import type { ClaimRaffleValue, RaffleListValue, RaffleVerifyValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** Raffles (decision 0055): mine keyed under member (a logout drops them); the verifier's data is public. */
export const raffleKeys = {
  all: [...memberKeys.all, 'raffles'] as const,
  mine: (token: string | null, language: string) => [...memberKeys.all, 'raffles', token, language] as const,
  verify: (id: string, language: string) => ['raffle-verify', id, language] as const,
};

/** GET /wps/promotions/raffles (T): each raffle with my tickets, the commitment and the results. */
export function useRaffles() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: raffleKeys.mine(token, language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/raffles', contractValue<RaffleListValue>(), { signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: 60_000,
  });
}

/** GET /wps/promotions/raffles/:id/verify (public): the seed, the ticket list and the winners. */
export function useRaffleVerification(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: raffleKeys.verify(id, language),
    queryFn: ({ signal }) =>
      apiRequest(
        `/wps/promotions/raffles/${encodeURIComponent(id)}/verify`,
        contractValue<RaffleVerifyValue>(),
        { signal },
      ),
    retry: false,
  });
}

/** POST /wps/relay/MCS2_claimRafflePromotion (T): pays my prizes waiting in the raffle. */
export function claimRafflePrizes(promotionId: string): Promise<ClaimRaffleValue> {
  return apiRequest('/wps/relay/MCS2_claimRafflePromotion', contractValue<ClaimRaffleValue>(), {
    method: 'POST',
    body: { promotionId },
  });
}
