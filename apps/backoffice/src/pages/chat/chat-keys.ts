import type { ChatMessageValue } from '@khela/contract';

/** The console's chat API and its query keys: one root, so a change refetches every chat view. */
export const CHAT_PATH = '/bo/api/chat';
export const chatKey = ['chat'] as const;
export const queueKey = [...chatKey, 'queue'] as const;
export const viewKey = (id: string) => [...chatKey, 'view', id] as const;

/** Adds the lines not yet shown (by id), in id order: a pushed line and a send's answer may both arrive. */
export function mergeLines(current: ChatMessageValue[], incoming: ChatMessageValue[]): ChatMessageValue[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}
