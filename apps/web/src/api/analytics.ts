import type { AnalyticsBatchRequest } from '@khela/contract';
import { languageStore } from '../stores/language';
import { sessionStore } from '../stores/session';

/** The first-party analytics call (decision 0085); the only place the site sends analytics to. */
export const ANALYTICS_EVENTS_PATH = '/wps/analytics/events';

/**
 * POST /wps/analytics/events while the page is open: with the session (the member id) and
 * `keepalive`, so a batch sent as the visitor navigates away still arrives. The answer is not
 * read: analytics never shows anything to the visitor.
 */
export async function sendAnalyticsBatch(batch: AnalyticsBatchRequest): Promise<void> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-lang': languageStore.get(),
  };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  await fetch(ANALYTICS_EVENTS_PATH, {
    method: 'POST',
    headers,
    body: JSON.stringify(batch),
    keepalive: true,
    credentials: 'same-origin',
  });
}

/**
 * The same batch by navigator.sendBeacon, when the page is being hidden: the browser delivers it
 * after the page is gone. A beacon carries no token, so these events are stored without a member id.
 */
export function beaconAnalyticsBatch(batch: AnalyticsBatchRequest): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  const body = new Blob([JSON.stringify(batch)], { type: 'application/json' });
  return navigator.sendBeacon(ANALYTICS_EVENTS_PATH, body);
}
