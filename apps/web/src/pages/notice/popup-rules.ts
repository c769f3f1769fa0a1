/**
 * Which announcement popups to show (decision 0011). The server already filters
 * by audience (A signed in, B anonymous); execution is the client's rule:
 * - A: once per session until closed (the closed flag lives in session storage);
 * - B: once until closed, remembered across sessions (local storage);
 * - F: only right after a first-time login, then as A.
 * Closed flags are kept per user id, or "anonymous" when logged out.
 */
export type PopupExecution = 'A' | 'B' | 'F';
export type PopupCandidate = { id: string; execution: PopupExecution | null };
export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const ANONYMOUS_OWNER = 'anonymous';

export function closedKey(owner: string, id: string): string {
  return `popupClosed:${owner}:${id}`;
}

function isClosed(storage: FlagStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

export type PopupContext = {
  owner: string;
  firstTimeLogin: boolean;
  session: FlagStorage | null;
  local: FlagStorage | null;
};

export function popupsToShow<T extends PopupCandidate>(popups: T[], context: PopupContext): T[] {
  return popups.filter((popup) => {
    const key = closedKey(context.owner, popup.id);
    if (popup.execution === 'F' && !context.firstTimeLogin) return false;
    if (popup.execution === 'B') return !isClosed(context.local, key);
    return !isClosed(context.session, key);
  });
}

/** Remembers that the person closed the popup: for the session, or for good with execution B. */
export function rememberClosed(popup: PopupCandidate, context: PopupContext): void {
  const storage = popup.execution === 'B' ? context.local : context.session;
  try {
    storage?.setItem(closedKey(context.owner, popup.id), '1');
  } catch {
    // A blocked storage only means the popup may show again.
  }
}
