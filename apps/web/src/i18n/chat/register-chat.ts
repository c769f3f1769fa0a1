import { registerMessages } from '../namespaces';
import { bnChat } from './bn-chat';
import { enChat } from './en-chat';

export const CHAT_NS = 'chat';

/**
 * Adds the chat-room modal's texts for Bengali and English.
 * Called by the modal's module, so the texts come with its chunk, never with the first view.
 */
export function registerChatMessages(): void {
  registerMessages(CHAT_NS, bnChat, enChat);
}
