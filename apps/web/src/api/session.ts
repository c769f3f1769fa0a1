import {
  AGENT_TYPES,
  type LoginValue,
  type MemberInfoValue,
  TRIAL_TYPE,
  type WalletBalanceValue,
} from '@khela/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { rememberFirstTimeLogin, sessionStore, useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';

/**
 * The session reads every page's shell makes (the "Session", "Member" and "Wallet" calls):
 * login state, member info, balance, logout. They are apart from accounts.ts so the first view
 * loads them without the login and registration calls (decision 0014); accounts.ts re-exports them.
 */

const MEMBER_KEY = ['member'] as const;
export const memberKeys = {
  all: MEMBER_KEY,
  info: (token: string | null) => [...MEMBER_KEY, 'info', token] as const,
  balance: (token: string | null) => [...MEMBER_KEY, 'balance', token] as const,
  totp: (token: string | null) => [...MEMBER_KEY, 'totp', token] as const,
};

/** A login-like answer (login, registration, reset by phone) as far as the session needs it. */
type SessionStart = Pick<LoginValue, 'token' | 'firstTimeLogin'>;

/** DELETE /wps/session/logout (T): revokes the token on the server. */
export async function logout(): Promise<void> {
  await apiRequest('/wps/session/logout', contractValue<null>(), { method: 'DELETE' });
}

/** GET /wps/member/info (T): loaded whenever there is a session; keyed by the token. */
export function useMemberInfo() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.info(token),
    queryFn: ({ signal }) => apiRequest('/wps/member/info', contractValue<MemberInfoValue>(), { signal }),
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
    queryFn: ({ signal }) =>
      apiRequest('/wps/v2/wallets/balance', contractValue<z.infer<typeof WalletBalanceValue>>(), { signal }),
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

/** Login state: isLogin from the token, isTrial and isAgent from member info. */
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
export function useStartSession(): (value: SessionStart) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (value: SessionStart) => {
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
    sessionStore.clear({ byMember: true });
    queryClient.removeQueries({ queryKey: memberKeys.all });
  }, [queryClient]);
}
