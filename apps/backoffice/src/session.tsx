import type {
  OperatorLoginRequest,
  OperatorLoginValue,
  OperatorSessionValue,
  OperatorView,
} from '@khela/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { boRequest, onSessionEnded, tokenStore } from './api';

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
  const [state, setState] = useState<SessionState>(() =>
    tokenStore.get() ? { kind: 'checking' } : { kind: 'signed-out', ended: false },
  );

  useEffect(() => {
    if (state.kind !== 'checking') return;
    let cancelled = false;
    boRequest<OperatorSessionValue>('/bo/api/session/me')
      .then((value) => {
        if (!cancelled) setState({ kind: 'signed-in', operator: value.operator });
      })
      .catch(() => {
        if (cancelled) return;
        tokenStore.set(null);
        setState({ kind: 'signed-out', ended: false });
      });
    return () => {
      cancelled = true;
    };
  }, [state.kind]);

  useEffect(() => onSessionEnded(() => setState({ kind: 'signed-out', ended: true })), []);

  const login = useCallback(async (request: OperatorLoginRequest) => {
    const value = await boRequest<OperatorLoginValue>('/bo/api/session/login', {
      method: 'POST',
      body: request,
    });
    tokenStore.set(value.token);
    setState({ kind: 'signed-in', operator: value.operator });
  }, []);

  const logout = useCallback(async () => {
    try {
      await boRequest<null>('/bo/api/session', { method: 'DELETE' });
    } catch {
      // Signed out locally whatever the server says.
    }
    tokenStore.set(null);
    setState({ kind: 'signed-out', ended: false });
  }, []);

  const refresh = useCallback(async () => {
    const value = await boRequest<OperatorSessionValue>('/bo/api/session/me');
    setState({ kind: 'signed-in', operator: value.operator });
  }, []);

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
