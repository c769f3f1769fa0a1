import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../../stores/language';

/** Whether the header hides the balance; kept across visits on this device. */
const KEY = 'balanceHidden';
const listeners = new Set<() => void>();
/** The current choice; local storage keeps it for the next visit when the browser allows. */
let hidden: boolean | undefined;

const read = (): boolean => {
  if (hidden === undefined) {
    try {
      hidden = browserStorage()?.getItem(KEY) === '1';
    } catch {
      hidden = false;
    }
  }
  return hidden;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useBalanceHidden(): [boolean, (hidden: boolean) => void] {
  const current = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((next: boolean) => {
    hidden = next;
    try {
      browserStorage()?.setItem(KEY, next ? '1' : '0');
    } catch {
      // Only the preference for the next visit is lost.
    }
    for (const listener of listeners) listener();
  }, []);
  return [current, set];
}
