import type {
  OperatorLoginRequest,
  OperatorLoginValue,
  OperatorSessionValue,
  OperatorView,
} from '@khela/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onSessionEnded, tokenStore } from './api';
import { fetchApi, useApiMutation } from './query';

const ME_PATH = '/bo/api/session/me';
const ME_KEY = ['session', 'me'] as const;

type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; ended: boolean }
  | { kind: 'signed-in'; operator: OperatorView };

type Session = {
  state: SessionState;
  login: (request: OperatorLoginRequest) => Promise<void>;
  logout: () => Promise<void>;
  /** Reads the operator again (after they changed their password or enrolled an authenticator). */
  refresh: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

/**
 * The operator's session: the token in sessionStorage, who is signed in (GET /bo/api/session/me
 * on start), and sign-out when the server answers OPERATOR_NOT_LOGGED_IN (idle time-out).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [decided, setDecided] = useState<SessionState>(() =>
    tokenStore.get() ? { kind: 'checking' } : { kind: 'signed-out', ended: false },
  );
  // A stored token is checked once on start; a refused one is dropped (the sign-in form shows).
  const me = useQuery({
    queryKey: ME_KEY,
    queryFn: () =>
      fetchApi<OperatorSessionValue>(ME_PATH).then(
        (value) => value.operator,
        () => {
          tokenStore.set(null);
          return null;
        },
      ),
    enabled: decided.kind === 'checking',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    gcTime: 0,
  });
  const state: SessionState =
    decided.kind !== 'checking' || me.data === undefined
      ? decided
      : me.data
        ? { kind: 'signed-in', operator: me.data }
        : { kind: 'signed-out', ended: false };

  // A stale token refused by that first check is just a sign-in, not a session that ended.
  const checking = useRef(false);
  checking.current = state.kind === 'checking';

  // Nothing one operator's console read is kept for the next one to sign in on this tab.
  const signedOut = useCallback(
    (ended: boolean) => {
      client.clear();
      setDecided({ kind: 'signed-out', ended });
    },
    [client],
  );
  useEffect(() => onSessionEnded(() => checking.current || signedOut(true)), [signedOut]);

  const signIn = useApiMutation<OperatorLoginValue>([]);
  const signOut = useApiMutation<null>([]);
  const login = useCallback(
    async (request: OperatorLoginRequest) => {
      const value = await signIn.mutateAsync({ path: '/bo/api/session/login', body: request });
      tokenStore.set(value.token);
      setDecided({ kind: 'signed-in', operator: value.operator });
    },
    [signIn.mutateAsync],
  );

  const logout = useCallback(async () => {
    try {
      await signOut.mutateAsync({ path: '/bo/api/session', method: 'DELETE' });
    } catch {
      // Signed out locally whatever the server says.
    }
    tokenStore.set(null);
    signedOut(false);
  }, [signOut.mutateAsync, signedOut]);

  const refresh = useCallback(async () => {
    const value = await client.fetchQuery({
      queryKey: [...ME_KEY, 'refresh'],
      queryFn: () => fetchApi<OperatorSessionValue>(ME_PATH),
      staleTime: 0,
      gcTime: 0,
    });
    setDecided({ kind: 'signed-in', operator: value.operator });
  }, [client]);

  const value = useMemo(() => ({ state, login, logout, refresh }), [state, login, logout, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession needs a SessionProvider');
  return context;
}

/** The signed-in operator (pages render only inside the signed-in shell). */
export function useOperator(): OperatorView {
  const { state } = useSession();
  if (state.kind !== 'signed-in') throw new Error('no operator signed in');
  return state.operator;
}
