import type {
  CreateDepositRequest,
  DepositChannelsValue,
  DepositPageValue,
  DepositStatus,
  DepositValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** The deposit calls (docs/decisions/0019): channels, orders, one order. */
export const depositKeys = {
  all: [...memberKeys.all, 'deposit'] as const,
  channels: (token: string | null) => [...memberKeys.all, 'deposit', 'channels', token] as const,
  list: (token: string | null, pageNo: number, status: DepositStatus | null) =>
    [...memberKeys.all, 'deposit', 'list', token, pageNo, status] as const,
  order: (token: string | null, id: string) => [...memberKeys.all, 'deposit', 'order', token, id] as const,
};

/** GET /wps/deposits/channels (T): the channels with limits, fees, hours and where to pay. */
export function useDepositChannels() {
  const token = useSessionToken();
  return useQuery({
    queryKey: depositKeys.channels(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/deposits/channels', contractValue<DepositChannelsValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** GET /wps/deposits (T): my orders, newest first. Polls while one is pending. */
export function useMyDeposits(pageNo: number, status: DepositStatus | null) {
  const token = useSessionToken();
  const filter = status ? `&status=${status}` : '';
  return useQuery({
    queryKey: depositKeys.list(token, pageNo, status),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/deposits?pageNo=${pageNo}&pageSize=10${filter}`, contractValue<DepositPageValue>(), {
        signal,
      }),
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.list.some((d) => d.status === 'pending') ? 15_000 : false),
  });
}

/** GET /wps/deposits/:id (T): one order (the result view after the gateway). Polls while pending. */
export function useDeposit(id: string | null) {
  const token = useSessionToken();
  return useQuery({
    queryKey: depositKeys.order(token, id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/wps/deposits/${id}`, contractValue<DepositValue>(), { signal }),
    enabled: token !== null && id !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
}

export function createDeposit(input: CreateDepositRequest): Promise<DepositValue> {
  return apiRequest('/wps/deposits', contractValue<DepositValue>(), { method: 'POST', body: input });
}
