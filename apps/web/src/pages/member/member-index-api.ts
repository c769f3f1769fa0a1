import type { ConsolidatedFundsValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useSessionToken } from '../../stores/session';

/**
 * GET /wps/member/info/funds/consolidated (T): every balance of the member by purpose. Keyed
 * below the header's balance, so whatever refreshes that one (a reward, a conversion) refreshes
 * these too, and a logout drops them.
 */
export function useConsolidatedFunds() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...memberKeys.balance(token), 'consolidated'] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        '/wps/member/info/funds/consolidated',
        contractValue<z.infer<typeof ConsolidatedFundsValue>>(),
        { signal },
      ),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}
