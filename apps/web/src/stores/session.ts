import { useSyncExternalStore } from 'react';
import { browserStorage } from './language';

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
  /** Whether the last session ended by the member's own sign-out (not the server ending it). */
  let signedOut = false;
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
      signedOut = false;
      try {
        storage()?.setItem(SESSION_TOKEN_KEY, next);
      } catch {
        // The token stays in memory for this page.
      }
      notify();
    },
    /**
     * Logout (`byMember`) or a revoked session: the token and the rest of session storage go.
     */
    clear({ byMember = false }: { byMember?: boolean } = {}): void {
      if (token === null && read() === null) return;
      token = null;
      signedOut = byMember;
      try {
        storage()?.clear();
      } catch {
        // Nothing stored to clear.
      }
      notify();
    },
    /**
     * The member signed out (logout, or into Forgot password): the page they leave sends them
     * where the sign-out goes, not to the login modal, whichever lands first.
     */
    signedOutByMember(): boolean {
      return token === null && signedOut;
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

/**
 * The merchant code (spec section 3, brand configuration: "kept in session and local storage"):
 * remembered from the whitelabel, which loads at every start (the logo), and read back at once by
 * the game calls that carry it (GCSGAME_gameList's merchant, hotGamesV2's and newGameVendor's
 * merchantCode), so no game call waits for the whitelabel. Session storage first; the local copy
 * gives the next visit's first game calls the code too (and survives logout clearing the session).
 * Here beside the token rather than in a module of its own: the first view pays for every chunk.
 */
export const MERCHANT_CODE_KEY = 'merchantCode';
/** The MERCHANTCODE setting's rule: anything else in storage is ignored. */
const MERCHANT_CODE = /^[A-Za-z0-9_-]{2,32}$/;

export type CodeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** `storages`: session storage first, then local storage (either may be null or throw). */
export function createMerchantCodeStore(storages: () => (CodeStorage | null)[]) {
  let code: string | null | undefined;
  /** The first answer of `use` over the storages; a storage that throws is passed over. */
  const first = (use: (storage: CodeStorage | null) => string | null | undefined): string | null => {
    for (const storage of storages()) {
      try {
        const found = use(storage);
        if (found) return found;
      } catch {
        // Blocked or full: the next one (or memory) does.
      }
    }
    return null;
  };
  return {
    /** The code, or null until the whitelabel has been read once on this device. */
    get: (): string | null =>
      (code ??= first((storage) => {
        const value = storage?.getItem(MERCHANT_CODE_KEY);
        return value && MERCHANT_CODE.test(value) ? value : null;
      })),
    /** From the whitelabel: kept in both storages (and in memory when they refuse). */
    remember(next: string): void {
      if (!MERCHANT_CODE.test(next)) return;
      code = next;
      first((storage) => void storage?.setItem(MERCHANT_CODE_KEY, next));
    },
  };
}

export const merchantCodeStore = createMerchantCodeStore(() => [browserSessionStorage(), browserStorage()]);
