import i18next from 'i18next';
import { bnChat } from './bn-chat';
import { enChat } from './en-chat';

export const CHAT_NS = 'chat';

/**
 * Adds the chat-room modal's texts for Bengali and English (Portuguese falls back to English).
 * Called by the modal's module, so the texts come with its chunk, never with the first view.
 */
export function registerChatMessages(): void {
  if (i18next.hasResourceBundle('bn', CHAT_NS)) return;
  i18next.addResourceBundle('bn', CHAT_NS, bnChat);
  i18next.addResourceBundle('en', CHAT_NS, enChat);
}
