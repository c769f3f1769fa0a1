import { type OperatorPermission, type OperatorRole, roleHolds } from '@khela/contract';
import { useEffect, useState } from 'react';
import type { MessageKey } from './messages';

/** The console lives under /backoffice/ (vite base); pages are its first path segment. */
export const BASE_PATH = '/backoffice/';

export type PageId =
  | 'dashboard'
  | 'players'
  | 'agents'
  | 'payments'
  | 'games'
  | 'site'
  | 'content'
  | 'promotions'
  | 'loyalty'
  | 'messages'
  | 'inbox'
  | 'feedback'
  | 'chat'
  | 'audit'
  | 'operators';

/** Every console page, the permission it needs (the server's guard on its API), in menu order. */
export const PAGES: readonly { id: PageId; label: MessageKey; permission: OperatorPermission }[] = [
  { id: 'payments', label: 'nav_payments', permission: 'payments.view' },
  { id: 'players', label: 'nav_players', permission: 'players.view' },
  // After payments and players: every role holding agents.view lands on payments as before.
  { id: 'agents', label: 'nav_agents', permission: 'agents.view' },
  { id: 'games', label: 'nav_games', permission: 'games.manage' },
  { id: 'site', label: 'nav_site', permission: 'site.view' },
  { id: 'content', label: 'nav_content', permission: 'content.manage' },
  // After content: the content role (promotions.manage) still lands on the content page.
  { id: 'promotions', label: 'nav_promotions', permission: 'promotions.view' },
  // Issue 18: VIP, points, mall, missions (tabs in pages/loyalty/loyalty-tabs.ts).
  { id: 'loyalty', label: 'nav_loyalty', permission: 'loyalty.view' },
  // After content so each role still lands on the page it landed on before (decision 0027).
  { id: 'dashboard', label: 'nav_dashboard', permission: 'dashboard.view' },
  { id: 'messages', label: 'nav_messages', permission: 'messages.view' },
  // Issue 18, decision 0060: the platform-message composer (the content role composes too).
  { id: 'inbox', label: 'nav_inbox', permission: 'messages.compose' },
  // Issue 18, decision 0061: after messages, so the support role still lands where it did.
  { id: 'feedback', label: 'nav_feedback', permission: 'feedback.reply' },
  // Issue 18, decision 0065: the chat console, after feedback (landing pages unchanged).
  { id: 'chat', label: 'nav_chat', permission: 'chat.serve' },
  { id: 'audit', label: 'nav_audit', permission: 'audit.view' },
  { id: 'operators', label: 'nav_operators', permission: 'operators.manage' },
];

/** The pages a role may open (roleHolds: the same matrix the server's guard uses). */
export function pagesFor(role: OperatorRole) {
  return PAGES.filter((page) => roleHolds(role, page.permission));
}

export function pageOfPath(pathname: string): string {
  const rest = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : '';
  return rest.split('/')[0] ?? '';
}

/** The second path segment: a page's own sub-page (site/registration …), '' when none. */
export function subPageOfPath(pathname: string): string {
  const rest = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : '';
  return rest.split('/')[1] ?? '';
}

const listeners = new Set<() => void>();

export function navigate(page: string, options: { replace?: boolean } = {}): void {
  const url = `${BASE_PATH}${page}`;
  // The same page again: nothing to do, unless a query (a filter, an open row) is to be left.
  if (window.location.pathname === url && !window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

/** The current page segment; follows navigate() and the browser's back and forward. */
export function useCurrentPage(): string {
  return usePathPart(pageOfPath);
}

/** The current sub-page segment (see subPageOfPath). */
export function useSubPage(): string {
  return usePathPart(subPageOfPath);
}

function usePathPart(partOf: (pathname: string) => string): string {
  const [page, setPage] = useState(() => partOf(window.location.pathname));
  useEffect(() => onLocationChange(() => setPage(partOf(window.location.pathname))), [partOf]);
  return page;
}

/**
 * Calls `listener` after navigate(), locationChanged() (url-query.ts changes the query) and the
 * browser's back and forward; returns the unsubscribe.
 */
export function onLocationChange(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** Tells the listeners that the address changed without navigate() (a pushState of the query). */
export function locationChanged(): void {
  for (const listener of listeners) listener();
}
