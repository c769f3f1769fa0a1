import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordStatusValue,
  SetPaymentPasswordRequest,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

/** The payment password calls (decision 0021): status, set the first one, change it. */
const PATH = '/wps/member/password/payment';

export const paymentPasswordKey = (token: string | null) =>
  [...memberKeys.all, 'payment-password', token] as const;

/** GET /wps/member/password/payment (T): whether one is set, and a lock's seconds left. */
export function usePaymentPasswordStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: paymentPasswordKey(token),
    queryFn: ({ signal }) => apiRequest(PATH, contractValue<PaymentPasswordStatusValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /wps/member/password/payment (T, E): the first payment password, with the login password. */
export async function setPaymentPassword(input: SetPaymentPasswordRequest): Promise<void> {
  await apiRequest(PATH, contractValue<null>(), { method: 'POST', body: input, encrypted: true });
}

/** PUT /wps/member/password/payment (T, E): a new payment password, with the current one. */
export async function changePaymentPassword(input: ChangePaymentPasswordRequest): Promise<void> {
  await apiRequest(PATH, contractValue<null>(), { method: 'PUT', body: input, encrypted: true });
}
