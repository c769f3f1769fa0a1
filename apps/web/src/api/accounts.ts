import {
  AGENT_TYPES,
  type LoginRequest,
  LoginValue,
  type LoginVerifyRequest,
  MemberInfoValue,
  TRIAL_TYPE,
  WalletBalanceValue,
} from '@khela/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { rememberFirstTimeLogin, sessionStore, useSessionToken } from '../stores/session';
import { apiRequest } from './http';

/** Session and member calls of spec section 7 ("Session", "Member", "Wallet"). */

export type LoginInput = z.input<typeof LoginRequest>;

/** POST /wps/session/login (E): username + password, or mobile + SMS code. */
export function login(input: LoginInput): Promise<LoginValue> {
  return apiRequest('/wps/session/login', LoginValue, { method: 'POST', body: input, encrypted: true });
}

/** POST /wps/session/login/verify: the extra step after VERIFICATION_REQUIRED. */
export function verifyLogin(input: z.input<typeof LoginVerifyRequest>): Promise<LoginValue> {
  return apiRequest('/wps/session/login/verify', LoginValue, {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}

/** POST /wps/session/login/freeplay: a new trial account (type 4) with play money. */
export function loginFreeplay(): Promise<LoginValue> {
  return apiRequest('/wps/session/login/freeplay', LoginValue, { method: 'POST', body: {} });
}

/** DELETE /wps/session/logout (T): revokes the token on the server. */
export async function logout(): Promise<void> {
  await apiRequest('/wps/session/logout', z.null(), { method: 'DELETE' });
}

const MEMBER_KEY = ['member'] as const;
export const memberKeys = {
  all: MEMBER_KEY,
  info: (token: string | null) => [...MEMBER_KEY, 'info', token] as const,
  balance: (token: string | null) => [...MEMBER_KEY, 'balance', token] as const,
};

/** GET /wps/member/info (T): loaded whenever there is a session; keyed by the token. */
export function useMemberInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => apiRequest('/wps/member/info', MemberInfoValue, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /wps/v2/wallets/balance (T): the header's balance (play money for a trial account). */
export function useBalance() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.balance(token),
    queryFn: ({ signal }) => apiRequest('/wps/v2/wallets/balance', WalletBalanceValue, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: false,
  });
}

export type LoginState = {
  isLogin: boolean;
  /** Known once member info has loaded; false until then. */
  isTrial: boolean;
  isAgent: boolean;
  /** Logged in, member info still on its way: who it is is not known yet. */
  isResolving: boolean;
  member: MemberInfoValue | undefined;
};

/** Spec section 3 "Login state": isLogin from the token, isTrial and isAgent from member info. */
export function useLoginState(): LoginState {
  const token = useSessionToken();
  const info = useMemberInfo();
  const type = info.data?.type;
  return {
    isLogin: token !== null,
    isTrial: type === TRIAL_TYPE,
    isAgent: type !== undefined && AGENT_TYPES.some((agentType) => agentType === type),
    isResolving: token !== null && info.isPending,
    member: info.data,
  };
}

/**
 * Starts a session from a login-like answer (login, registration, reset by phone): the token goes
 * to session storage and member info loads.
 */
export function useStartSession(): (value: LoginValue) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (value: LoginValue) => {
      rememberFirstTimeLogin(value.firstTimeLogin);
      sessionStore.set(value.token);
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
    [queryClient],
  );
}

/** Ends the session locally: token and session storage cleared, member data dropped. */
export function useEndSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    sessionStore.clear();
    queryClient.removeQueries({ queryKey: memberKeys.all });
  }, [queryClient]);
}
