import type {
  ChatLaunchRequest,
  ChatLaunchValue,
  ChatMessageValue,
  ChatValue,
  Envelope,
} from '@khela/contract';
import { ApiError, NetworkError, REQUEST_TIMEOUT_MS } from '../../api/http';
import { languageStore } from '../../stores/language';
import { sessionStore } from '../../stores/session';

/** The header a visitor's chat calls carry their token in (the contract's CHAT_VISITOR_HEADER). */
const VISITOR_HEADER = 'x-chat-visitor';
/** Where the visitor token is kept between visits (it expires on the server after a day). */
const VISITOR_KEY = 'khela.chat.visitor';

type StoredVisitor = { token: string; expiresAt: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor token of an earlier launch, while it has not expired. */
export function storedVisitorToken(): string | null {
  try {
    const stored = JSON.parse(storage()?.getItem(VISITOR_KEY) ?? 'null') as StoredVisitor | null;
    if (!stored || typeof stored.token !== 'string' || Date.parse(stored.expiresAt) <= Date.now())
      return null;
    return stored.token;
  } catch {
    return null;
  }
}

function keepVisitorToken(value: ChatLaunchValue): void {
  try {
    if (value.visitorToken && value.visitorExpiresAt) {
      const stored: StoredVisitor = { token: value.visitorToken, expiresAt: value.visitorExpiresAt };
      storage()?.setItem(VISITOR_KEY, JSON.stringify(stored));
    }
  } catch {
    // No storage: the chat still works in this tab.
  }
}

export function forgetVisitorToken(): void {
  try {
    storage()?.removeItem(VISITOR_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * A chat call: like apiRequest (language, session token, the envelope), plus the visitor token.
 * Its own small client, so the first view's HTTP code does not grow for the chat.
 */
async function chatRequest<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  const session = sessionStore.get();
  if (session) headers.authorization = `Bearer ${session}`;
  const visitor = storedVisitorToken();
  if (visitor) headers[VISITOR_HEADER] = visitor;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  let answer: Envelope<T> | null = null;
  try {
    answer = (await response.json()) as Envelope<T>;
  } catch {
    // Not JSON: reported below.
  }
  if (!answer || typeof answer !== 'object') {
    throw new ApiError(`${path} answered ${response.status} without JSON`, response.status, undefined);
  }
  if (!response.ok || !answer.success) {
    if (answer.code === 'CHAT_VISITOR_EXPIRED') forgetVisitorToken();
    throw new ApiError(answer.message, response.status, answer.code, answer.value);
  }
  return answer.value as T;
}

/** CBS_launchChat: the caller's open chat or a new one; a visitor's token is kept for next time. */
export async function launchChat(request: ChatLaunchRequest): Promise<ChatLaunchValue> {
  const value = await chatRequest<ChatLaunchValue>('/wps/relay/CBS_launchChat', {
    method: 'POST',
    body: request,
  });
  keepVisitorToken(value);
  return value;
}

export const chatHistory = (chatId: string) => chatRequest<ChatValue>(`/wps/chat/${chatId}`);

export const sendChatMessage = (chatId: string, text: string) =>
  chatRequest<ChatMessageValue>(`/wps/chat/${chatId}/messages`, { method: 'POST', body: { text } });

export const closeChat = (chatId: string) =>
  chatRequest<ChatValue>(`/wps/chat/${chatId}/close`, { method: 'POST' });

/** Adds messages not yet shown (by id), in id order: a pushed line and the send's answer may both arrive. */
export function mergeMessages(current: ChatMessageValue[], incoming: ChatMessageValue[]): ChatMessageValue[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => {
    const left = BigInt(a.id);
    const right = BigInt(b.id);
    return left < right ? -1 : left > right ? 1 : 0;
  });
}
