import i18next from 'i18next';
import { bnInbox } from './bn-inbox';
import { enInbox } from './en-inbox';

export const INBOX_NS = 'inbox';

/**
 * Adds the messageV2 page's texts for Bengali and English (Portuguese falls back to English).
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerInboxMessages(): void {
  if (i18next.hasResourceBundle('bn', INBOX_NS)) return;
  i18next.addResourceBundle('bn', INBOX_NS, bnInbox);
  i18next.addResourceBundle('en', INBOX_NS, enInbox);
}
