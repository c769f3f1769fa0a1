import type {
  ConvertPointRequest,
  ConvertPointValue,
  GoodsListValue,
  PointBalanceValue,
  PointsConfigValue,
  PointsTxnListValue,
  RedeemListValue,
  RedeemPointRewardRequest,
  RedeemValue,
} from '@khela/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest, contractValue } from '../../api/http';
import { useRealtimeEvent } from '../../api/realtime';
import { memberKeys } from '../../api/session';
import { useLanguage } from '../../stores/language';
import { useSessionToken } from '../../stores/session';

/** The points mall's data (decision 0062): the member's parts keyed under member, so a logout drops them. */
export const pointsKeys = {
  goods: (language: string) => ['points', 'goods', language] as const,
  config: ['points', 'config'] as const,
  balance: (token: string | null) => [...memberKeys.all, 'points', 'balance', token] as const,
  redeems: (token: string | null, page: number, language: string) =>
    [...memberKeys.all, 'points', 'redeems', token, page, language] as const,
  details: (token: string | null, page: number, language: string) =>
    [...memberKeys.all, 'points', 'details', token, page, language] as const,
};

export const POINTS_PAGE_SIZE = 10;

/**
 * Refetches my points, redeems and details when the server nudges (`member.refresh`: points
 * earned, a redeem approved or rejected), so the pages change without a reload.
 */
export function usePointsLive(): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [...memberKeys.all, 'points'] });
  }, [queryClient]);
  useRealtimeEvent('member.refresh', refresh);
}

/** GET /wps/relay/getPointReward: the goods on show (guests too). */
export function useGoods() {
  const language = useLanguage();
  return useQuery({
    queryKey: pointsKeys.goods(language),
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/getPointReward', contractValue<GoodsListValue>(), { signal }),
    retry: false,
  });
}

/** GET /wps/relay/getPointConfig: the conversion rule. */
export function usePointConfig() {
  return useQuery({
    queryKey: pointsKeys.config,
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/getPointConfig', contractValue<PointsConfigValue>(), { signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** GET /wps/relay/MCS2_getPointBalance (T): only for a real account. */
export function usePointBalance(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/MCS2_getPointBalance', contractValue<PointBalanceValue>(), { signal }),
    enabled: enabled && token !== null,
    retry: false,
  });
}

/** GET /wps/relay/getRedeemPointList (T): my redeems, one page. */
export function useRedeems(page: number) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: pointsKeys.redeems(token, page, language),
    queryFn: ({ signal }) =>
      apiRequest(
        `/wps/relay/getRedeemPointList?page=${page}&pageSize=${POINTS_PAGE_SIZE}`,
        contractValue<RedeemListValue>(),
        { signal },
      ),
    enabled: token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/relay/ODSFE2_MemTransDet (T): my points transactions, one page. */
export function usePointDetails(page: number) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: pointsKeys.details(token, page, language),
    queryFn: ({ signal }) =>
      apiRequest(
        `/wps/relay/ODSFE2_MemTransDet?page=${page}&pageSize=${POINTS_PAGE_SIZE}`,
        contractValue<PointsTxnListValue>(),
        { signal },
      ),
    enabled: token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** POST /wps/relay/redeemPointReward (T, E). */
export function redeemGoods(input: RedeemPointRewardRequest): Promise<RedeemValue> {
  return apiRequest('/wps/relay/redeemPointReward', contractValue<RedeemValue>(), {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}

/** POST /wps/relay/convertPoint (T, E). */
export function convertPoints(input: ConvertPointRequest): Promise<ConvertPointValue> {
  return apiRequest('/wps/relay/convertPoint', contractValue<ConvertPointValue>(), {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}
