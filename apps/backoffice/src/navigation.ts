import { type OperatorPermission, type OperatorRole, roleHolds } from '@khela/contract';
import { useEffect, useState } from 'react';
import type { MessageKey } from './messages';

/** The console lives under /backoffice/ (vite base); pages are its first path segment. */
export const BASE_PATH = '/backoffice/';

export type PageId =
  | 'dashboard'
  | 'players'
  | 'payments'
  | 'games'
  | 'site'
  | 'content'
  | 'messages'
  | 'audit';

/** Every console page, the permission it needs (the server's guard on its API), in menu order. */
export const PAGES: readonly { id: PageId; label: MessageKey; permission: OperatorPermission }[] = [
  { id: 'payments', label: 'nav_payments', permission: 'payments.view' },
  { id: 'players', label: 'nav_players', permission: 'players.view' },
  { id: 'games', label: 'nav_games', permission: 'games.manage' },
  { id: 'site', label: 'nav_site', permission: 'site.view' },
  { id: 'content', label: 'nav_content', permission: 'content.manage' },
  // After content so each role still lands on the page it landed on before (decision 0027).
  { id: 'dashboard', label: 'nav_dashboard', permission: 'dashboard.view' },
  { id: 'messages', label: 'nav_messages', permission: 'messages.view' },
  { id: 'audit', label: 'nav_audit', permission: 'audit.view' },
];

/** The pages a role may open (roleHolds: the same matrix the server's guard uses). */
export function pagesFor(role: OperatorRole) {
  return PAGES.filter((page) => roleHolds(role, page.permission));
}

export function pageOfPath(pathname: string): string {
  const rest = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : '';
  return rest.split('/')[0] ?? '';
}

const listeners = new Set<() => void>();

export function navigate(page: string, options: { replace?: boolean } = {}): void {
  const url = `${BASE_PATH}${page}`;
  if (window.location.pathname === url) return;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

/** The current page segment; follows navigate() and the browser's back and forward. */
export function useCurrentPage(): string {
  const [page, setPage] = useState(() => pageOfPath(window.location.pathname));
  useEffect(() => {
    const update = () => setPage(pageOfPath(window.location.pathname));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return page;
}
