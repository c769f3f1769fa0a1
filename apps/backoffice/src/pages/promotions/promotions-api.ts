import type {
  BoBonusListValue,
  BonusValue,
  BoPromotionPreviewValue,
  BoPromotionRequest,
  BoPromotionValue,
  DepositBonusRules,
  PromotionKind,
} from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { boRequest } from '../../api';
import { boKeys, useApiMutation, useApiQuery } from '../../query';
import type { GrantBody } from './grant-draft';

// Types only (the console ships no zod): the promotion routes' contract as the server sends it.
export type Promotion = BoPromotionValue;
export type PreviewValue = z.infer<typeof BoPromotionPreviewValue>;
export type Bonus = BonusValue;
export type PlayerBonuses = BoBonusListValue;

/** The operator routes of promotions and bonus money (promotions.routes.ts), one per endpoint. */
export const PROMOTION_PATHS = {
  list: '/bo/api/promotions',
  one: (id: string) => `/bo/api/promotions/${encodeURIComponent(id)}`,
  preview: '/bo/api/promotions/preview',
  bonuses: '/bo/api/promotions/bonuses',
  forfeit: (id: string) => `/bo/api/promotions/bonuses/${encodeURIComponent(id)}/forfeit`,
} as const;

/** Every promotion (a short list: the server sends it whole). */
export function usePromotions() {
  return useApiQuery<{ list: Promotion[] }>(boKeys.promotions, PROMOTION_PATHS.list);
}

/** A create (POST) or a change (PUT) of a promotion; the list and the audit trail are asked again. */
export function usePromotionSave() {
  return useApiMutation<Promotion>([boKeys.promotions, boKeys.audit]);
}
export const saveCall = (id: string | null, body: BoPromotionRequest) =>
  id ? { path: PROMOTION_PATHS.one(id), method: 'PUT' as const, body } : { path: PROMOTION_PATHS.list, body };

/** How long the preview waits after the last key stroke before it asks. */
export const PREVIEW_DELAY_MS = 400;

/**
 * What a sample deposit would get under these rules (POST, but it changes nothing: cached like a
 * read under its input). `input` null waits (rules or deposit not valid yet). The last answer
 * stays on screen while the next one is asked.
 */
export function usePreview(input: { kind: PromotionKind; rules: DepositBonusRules; deposit: string } | null) {
  return useQuery<PreviewValue, unknown>({
    queryKey: [...boKeys.promotionPreview, input],
    queryFn: () => boRequest<PreviewValue>(PROMOTION_PATHS.preview, { method: 'POST', body: input }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A player's bonuses and figures; `username` '' waits. */
export function usePlayerBonuses(username: string) {
  return useApiQuery<PlayerBonuses>(
    boKeys.playerBonusesOf(username),
    username ? PROMOTION_PATHS.bonuses : null,
    { username },
  );
}

/** A grant or a forfeit: the player's bonuses, the players' balances and the audit trail change. */
export function useBonusChange() {
  return useApiMutation<Bonus>([boKeys.playerBonuses, boKeys.players, boKeys.audit, boKeys.dashboard]);
}
export const grantCall = (body: GrantBody, requestId: string) => ({
  path: PROMOTION_PATHS.bonuses,
  body: { ...body, requestId },
});
export const forfeitCall = (id: string, reason: string) => ({
  path: PROMOTION_PATHS.forfeit(id),
  body: { reason },
});
