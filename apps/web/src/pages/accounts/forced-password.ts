import { useSyncExternalStore } from 'react';

/**
 * After a login that answered changePasswordRequired (default password 123456, or an expired
 * one), the change-password modal must be finished before anything else. The
 * flag lives in session storage beside the token, so a reload does not skip the change, and goes
 * with it at logout (session storage is cleared).
 */
const KEY = 'changePasswordRequired';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Where session storage is refused (private modes): the flag lives for this page only. */
let memory = false;

function read(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return memory;
  }
}

function write(required: boolean): void {
  memory = required;
  try {
    if (required) window.sessionStorage.setItem(KEY, '1');
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

export const forcedPasswordChange = {
  isRequired: read,
  require: () => write(true),
  done: () => write(false),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePasswordChangeRequired(): boolean {
  return useSyncExternalStore(forcedPasswordChange.subscribe, read, () => false);
}
