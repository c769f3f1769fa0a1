import type {
  BindPayoutAccountRequest,
  ConfirmWithdrawalRequest,
  CreateWithdrawalRequest,
  Envelope,
  PayoutAccountValue,
  ProofValue,
  WithdrawalPageValue,
  WithdrawalValue,
  WithdrawOptionsValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { languageStore } from '../stores/language';
import { sessionStore, useSessionToken } from '../stores/session';
import { ApiError, apiRequest, contractValue, NetworkError, REQUEST_TIMEOUT_MS } from './http';
import { memberKeys } from './session';

/** The withdrawal calls (docs/decisions/0020): options, payout accounts, requests, confirmation. */
export const withdrawKeys = {
  all: [...memberKeys.all, 'withdraw'] as const,
  options: (token: string | null) => [...memberKeys.all, 'withdraw', 'options', token] as const,
  list: (token: string | null, pageNo: number) =>
    [...memberKeys.all, 'withdraw', 'list', token, pageNo] as const,
};

/** GET /wps/withdrawals/options (T): balances, bound accounts, methods and today's use. */
export function useWithdrawOptions() {
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawKeys.options(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/withdrawals/options', contractValue<WithdrawOptionsValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** GET /wps/withdrawals (T): my withdrawals, newest first. Polls while one awaits a decision. */
export function useMyWithdrawals(pageNo: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawKeys.list(token, pageNo),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/withdrawals?pageNo=${pageNo}&pageSize=10`, contractValue<WithdrawalPageValue>(), {
        signal,
      }),
    enabled: token !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'pending' || w.status === 'approved') ? 15_000 : false,
  });
}

export function bindPayoutAccount(input: BindPayoutAccountRequest): Promise<PayoutAccountValue> {
  return apiRequest('/wps/withdrawals/payout-accounts', contractValue<PayoutAccountValue>(), {
    method: 'POST',
    body: input,
  });
}

export function unbindPayoutAccount(id: string): Promise<null> {
  return apiRequest(`/wps/withdrawals/payout-accounts/${id}`, contractValue<null>(), { method: 'DELETE' });
}

export function requestWithdrawal(input: CreateWithdrawalRequest): Promise<WithdrawalValue> {
  return apiRequest('/wps/withdrawals', contractValue<WithdrawalValue>(), { method: 'POST', body: input });
}

export function confirmWithdrawal(id: string, input: ConfirmWithdrawalRequest): Promise<WithdrawalValue> {
  return apiRequest(`/wps/withdrawals/${id}/confirmation`, contractValue<WithdrawalValue>(), {
    method: 'POST',
    body: input,
  });
}

/**
 * POST /wps/withdrawals/:id/proofs (T): one image as the raw body (the server checks its
 * content; the name travels in the query). Not JSON, so not through apiRequest.
 */
export async function uploadProof(withdrawalId: string, file: File): Promise<ProofValue> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-lang': languageStore.get(),
    'content-type':
      file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : 'application/octet-stream',
  };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(
      `/wps/withdrawals/${withdrawalId}/proofs?fileName=${encodeURIComponent(file.name)}`,
      {
        method: 'POST',
        headers,
        body: file,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4),
        credentials: 'same-origin',
      },
    );
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => null)) as Envelope<ProofValue> | null;
  if (!answer || !response.ok || !answer.success || !answer.value)
    throw new ApiError(
      answer?.message ?? `upload answered ${response.status}`,
      response.status,
      answer?.code,
    );
  return answer.value;
}
