import type {
  DownlineValue,
  MerchantWalletValue,
  TransferDownlineRequest,
  TransferInfoValue,
  TransferUplineRequest,
  TransferValue,
} from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** Transfer calls (decision 0021): upline / downline transfers and the player's wallets. */
export const transferKeys = {
  info: (token: string | null) => [...memberKeys.all, 'transfer-info', token] as const,
  downlines: (token: string | null, username: string, pageNo: number) =>
    [...memberKeys.all, 'downlines', token, username, pageNo] as const,
  wallets: (token: string | null) => [...memberKeys.all, 'merchant-wallets', token] as const,
};

/** GET /wps/transfer/info (T): upline, limits and the cash balance. */
export function useTransferInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: transferKeys.info(token),
    queryFn: ({ signal }) => apiRequest('/wps/transfer/info', contractValue<TransferInfoValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /wps/transfer/upline (T, E). */
export function transferToUpline(input: TransferUplineRequest): Promise<TransferValue> {
  return apiRequest('/wps/transfer/upline', contractValue<TransferValue>(), {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}

/** POST /wps/agent/transfer/downline (T, E; agents). */
export function transferToDownline(input: TransferDownlineRequest): Promise<TransferValue> {
  return apiRequest('/wps/agent/transfer/downline', contractValue<TransferValue>(), {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}

/** GET /wps/agent/downlines (T; agents): direct downline by username prefix. */
export function useDownlines(username: string, pageNo: number, enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: transferKeys.downlines(token, username, pageNo),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ pageNo: String(pageNo), pageSize: '8' });
      if (username) query.set('username', username);
      return apiRequest(`/wps/agent/downlines?${query}`, contractValue<DownlineValue>(), { signal });
    },
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /wps/relay/GCS_merchantWallet (T): the main wallet and any transfer-wallet vendors. */
export function useMerchantWallets() {
  const token = useSessionToken();
  return useQuery({
    queryKey: transferKeys.wallets(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/relay/GCS_merchantWallet', contractValue<MerchantWalletValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** A fresh request id for one intended transfer (the server's idempotency key). */
export const newRequestId = (): string => crypto.randomUUID();
