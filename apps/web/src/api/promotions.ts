import type { BonusDetailsValue, BonusLinesValue, PromotionListValue, PromotionValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../stores/language';
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

/**
 * The promotion list (decision 0052): texts in the page's language, and the caller's status in
 * each when signed in, so it is keyed by both.
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (token: string | null, language: string) => ['promotions', 'list', token, language] as const,
};

/** GET /wps/promotions (guest or member): the published promotions; `status` null for a guest. */
export function usePromotions() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: promotionKeys.list(token, language),
    queryFn: ({ signal }) => apiRequest('/wps/promotions', contractValue<PromotionListValue>(), { signal }),
    retry: false,
  });
}

/** POST /wps/promotions/:id/join (T): joins a deposit promotion; answers it with status `joined`. */
export function joinPromotion(id: string): Promise<PromotionValue> {
  return apiRequest(`/wps/promotions/${encodeURIComponent(id)}/join`, contractValue<PromotionValue>(), {
    method: 'POST',
    body: {},
  });
}
