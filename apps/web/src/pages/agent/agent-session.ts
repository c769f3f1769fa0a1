import { useSyncExternalStore } from 'react';
import { sessionStore, useSessionToken } from '../../stores/session';

/**
 * Whether the current session was opened by the agent login. The server keeps player and agent
 * sessions apart (an agent's team calls need an agent-centre session), so an agent signed in on
 * the player site still logs in at /agent. The token the agent login returned is kept beside the
 * token in session storage: a later login (or logout, which clears session storage) ends it.
 */
const KEY = 'agentSession';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Where session storage is refused: this page only. */
let memory: string | null = null;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

/** After a successful agent login, before its token becomes the session's. */
export function markAgentSession(token: string): void {
  memory = token;
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // Kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const stopSession = sessionStore.subscribe(listener);
  return () => {
    listeners.delete(listener);
    stopSession();
  };
}

/** True while the session's token is the one the agent login gave. */
export function useIsAgentSession(): boolean {
  const token = useSessionToken();
  const agentToken = useSyncExternalStore(subscribe, read, () => null);
  return token !== null && agentToken === token;
}
