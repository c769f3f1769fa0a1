import { useSyncExternalStore } from 'react';

/**
 * The one game dialog on screen: the real-account warning for a trial
 * account, or a failure's translated message (game_maintenance and the rest). The login modal is
 * the account modals' own.
 */
export type GameAlert = { kind: 'realAccount' } | { kind: 'message'; text: string };

type Listener = () => void;

function createGameAlertStore() {
  let current: GameAlert | null = null;
  const listeners = new Set<Listener>();
  const set = (next: GameAlert | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): GameAlert | null => current,
    show: (alert: GameAlert) => set(alert),
    close: () => set(null),
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const gameAlertStore = createGameAlertStore();

export function useGameAlert(): GameAlert | null {
  return useSyncExternalStore(gameAlertStore.subscribe, gameAlertStore.get, () => null);
}

/**
 * How many pages draw the game dialogs (their GameDialogs): the header's navigation draws them
 * too, as a fallback, only while no page does — so a dialog is never drawn twice.
 */
function createDialogHosts() {
  let count = 0;
  const listeners = new Set<Listener>();
  const set = (next: number) => {
    count = next;
    for (const listener of listeners) listener();
  };
  return {
    get: (): number => count,
    /** A page's host mounts; the returned function unmounts it. */
    add: (): (() => void) => {
      set(count + 1);
      return () => set(count - 1);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const gameDialogHosts = createDialogHosts();

export function usePageDialogHosts(): number {
  return useSyncExternalStore(gameDialogHosts.subscribe, gameDialogHosts.get, () => 0);
}
