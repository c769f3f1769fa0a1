import type { BonusDetailsValue, BonusLinesValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** The bonus money calls (docs/decisions/0051): details, a bonus's wagering lines, forfeit. */
export const bonusKeys = {
  all: [...memberKeys.all, 'bonuses'] as const,
  details: (token: string | null) => [...memberKeys.all, 'bonuses', 'details', token] as const,
  lines: (token: string | null, id: string) => [...memberKeys.all, 'bonuses', 'lines', token, id] as const,
};

/** GET /wps/promotions/bonuses (T): the figures (cash, bonus, locked, withdrawable) and every bonus. */
export function useBonusDetails() {
  const token = useSessionToken();
  return useQuery({
    queryKey: bonusKeys.details(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/bonuses', contractValue<BonusDetailsValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** GET /wps/promotions/bonuses/:id/lines (T): a bonus's wagering lines, newest first; loaded when shown. */
export function useBonusLines(id: string, shown: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: bonusKeys.lines(token, id),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/promotions/bonuses/${id}/lines`, contractValue<BonusLinesValue>(), { signal }),
    enabled: token !== null && shown,
    retry: false,
  });
}

/** POST /wps/promotions/bonuses/:id/forfeit (T): gives an active bonus up; answers the new figures. */
export function forfeitBonus(id: string): Promise<BonusDetailsValue> {
  return apiRequest(`/wps/promotions/bonuses/${id}/forfeit`, contractValue<BonusDetailsValue>(), {
    method: 'POST',
    body: {},
  });
}
