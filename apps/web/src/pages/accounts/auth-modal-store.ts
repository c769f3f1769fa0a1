import { useSyncExternalStore } from 'react';
import { track } from '../../analytics/track';

/**
 * Which account modal is open. One at a time; the forced
 * change-password flow is not here: it follows the session (see forced-password.ts).
 */
export type AuthModal = 'login' | 'register' | 'forgotPassword' | 'changePassword';

type Listener = () => void;

function createAuthModalStore() {
  let current: AuthModal | null = null;
  const listeners = new Set<Listener>();
  const set = (next: AuthModal | null) => {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): AuthModal | null => current,
    open: (modal: AuthModal) => {
      if (modal === 'register' && current !== 'register') track({ name: 'register_start' });
      set(modal);
    },
    close: () => set(null),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authModalStore = createAuthModalStore();

export function useAuthModal(): AuthModal | null {
  return useSyncExternalStore(authModalStore.subscribe, authModalStore.get, () => null);
}
