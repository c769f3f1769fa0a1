import { useSyncExternalStore } from 'react';

/**
 * The session token, kept in session storage after login: it lives as
 * long as the tab, and every (T) call sends it as `Authorization: Bearer`. Logging out (or the
 * server answering NOT_LOGGED_IN) clears it, and with it the rest of session storage.
 */
export const SESSION_TOKEN_KEY = 'token';

export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

function browserSessionStorage(): SessionStorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

type Listener = () => void;

export function createSessionStore(storage: () => SessionStorageLike | null) {
  const listeners = new Set<Listener>();
  const read = (): string | null => {
    try {
      return storage()?.getItem(SESSION_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  };
  // Read once, then kept in memory: a blocked storage still leaves the tab logged in.
  let token: string | null | undefined;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get(): string | null {
      if (token === undefined) token = read();
      return token;
    },
    /** After a login (or a login-like answer: registration, reset by phone). */
    set(next: string): void {
      token = next;
      try {
        storage()?.setItem(SESSION_TOKEN_KEY, next);
      } catch {
        // The token stays in memory for this page.
      }
      notify();
    },
    /** Logout or a revoked session: the token and the rest of session storage go. */
    clear(): void {
      if (token === null && read() === null) return;
      token = null;
      try {
        storage()?.clear();
      } catch {
        // Nothing stored to clear.
      }
      notify();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const sessionStore = createSessionStore(browserSessionStorage);

export function getSessionToken(): string | null {
  return sessionStore.get();
}

/** The current token (null when logged out); re-renders on login and logout. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

/** Set at login when the server said firstTimeLogin: execution-F popups show only then. */
export const FIRST_TIME_LOGIN_KEY = 'firstTimeLogin';

export function rememberFirstTimeLogin(firstTimeLogin: boolean): void {
  try {
    const storage = browserSessionStorage();
    if (firstTimeLogin) storage?.setItem(FIRST_TIME_LOGIN_KEY, '1');
    else storage?.removeItem(FIRST_TIME_LOGIN_KEY);
  } catch {
    // Without storage the first-login popup is simply not shown.
  }
}

export function isFirstTimeLogin(): boolean {
  try {
    return browserSessionStorage()?.getItem(FIRST_TIME_LOGIN_KEY) === '1';
  } catch {
    return false;
  }
}
