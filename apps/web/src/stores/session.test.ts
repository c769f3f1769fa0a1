import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_TOKEN_KEY, type SessionStorageLike } from './session';

function memoryStorage(
  initial: Record<string, string> = {},
): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    clear: () => data.clear(),
  };
}

describe('session store', () => {
  it('reads the token kept in session storage (a reload stays logged in)', () => {
    const store = createSessionStore(() => memoryStorage({ [SESSION_TOKEN_KEY]: 'abc' }));
    expect(store.get()).toBe('abc');
  });

  it('stores a new token and tells its listeners', () => {
    const storage = memoryStorage();
    const store = createSessionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('tok');
    expect(store.get()).toBe('tok');
    expect(storage.data.get(SESSION_TOKEN_KEY)).toBe('tok');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears the token and the rest of session storage at logout', () => {
    const storage = memoryStorage({ [SESSION_TOKEN_KEY]: 'tok', changePasswordRequired: '1', other: 'x' });
    const store = createSessionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.data.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tells a member's own sign-out from a session the server ended, until the next login", () => {
    const store = createSessionStore(() => memoryStorage({ [SESSION_TOKEN_KEY]: 'tok' }));
    expect(store.signedOutByMember()).toBe(false);
    store.clear({ byMember: true });
    expect(store.signedOutByMember()).toBe(true);
    store.set('next');
    expect(store.signedOutByMember()).toBe(false);
    store.clear();
    expect(store.signedOutByMember()).toBe(false);
  });

  it('keeps working in memory where the browser refuses storage', () => {
    const refusing: SessionStorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
      clear: () => {
        throw new Error('denied');
      },
    };
    const store = createSessionStore(() => refusing);
    expect(store.get()).toBeNull();
    store.set('tok');
    expect(store.get()).toBe('tok');
    store.clear();
    expect(store.get()).toBeNull();
  });
});
