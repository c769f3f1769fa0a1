import { registerMessages } from '../namespaces';
import { bnInbox } from './bn-inbox';
import { enInbox } from './en-inbox';

export const INBOX_NS = 'inbox';

/**
 * Adds the messageV2 page's texts for Bengali and English.
 * Called by the page's module, so the texts come with its chunk, never with the first view.
 */
export function registerInboxMessages(): void {
  registerMessages(INBOX_NS, bnInbox, enInbox);
}
