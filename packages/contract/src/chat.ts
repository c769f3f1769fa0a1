import { z } from 'zod';
import { BoPageQuery, boPage } from './backoffice-api.js';
import { CS_TYPES } from './system.js';
import { plainText } from './text-fields.js';

// ── Live customer chat (issue 18, docs/decisions/0065) ──────────────────────────────────────
// CBS_modelList and CBS_launchChat (spec section 7), the chat-room modal's calls, and the back
// office's chat console. A visitor (no session: the maintenance or blocked page, a guest) proves
// who they are with the visitor token CBS_launchChat gave them, in the X-Chat-Visitor header.

/** The header a visitor's chat calls carry their visitor token in. */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';
/** The longest message a player, a visitor or an operator may send. */
export const CHAT_TEXT_MAX = 1000;
/** Messages one history answer holds at most (the newest). */
export const CHAT_HISTORY_LIMIT = 200;

export const CHAT_STATUSES = ['queued', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SENDERS = ['player', 'visitor', 'operator', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
/** Where a chat was opened from (the console shows it; a blocked visitor may need a different answer). */
export const CHAT_SOURCES = ['site', 'maintenance', 'blocked', 'agent'] as const;
export type ChatSource = (typeof CHAT_SOURCES)[number];

const Id = z.string().regex(/^[1-9]\d{0,18}$/);
export const ChatIdParams = z.strictObject({ id: Id });

/**
 * A chat model the customer-service menu offers: the in-house chat (`KHELA`, kind chat, opened in
 * the chat-room modal) and every configured customer-service link (LIVECHAT, TELEGRAM, …; kind
 * link, opened in a window).
 */
export const ChatModel = z.object({
  model: z.enum(['KHELA', ...CS_TYPES]),
  kind: z.enum(['chat', 'link']),
  label: z.string(),
  url: z
    .string()
    .nullable()
    .describe("a link's path, encrypted as the site config's customer-service paths (decision 0085)"),
  sort: z.number().int(),
});
export type ChatModel = z.infer<typeof ChatModel>;
export const ChatModelListValue = z.object({ models: z.array(ChatModel) });
export type ChatModelListValue = z.infer<typeof ChatModelListValue>;

/** Message text: trimmed, 1..1000 characters; line breaks kept; shown as plain text everywhere. */
export const ChatText = z.string().trim().min(1).max(CHAT_TEXT_MAX);

/** CBS_launchChat: a visitor may give a name and a contact (phone or email) for the operator. */
export const ChatLaunchRequest = z.strictObject({
  name: plainText(40).optional(),
  contact: plainText(80).optional(),
  source: z.enum(CHAT_SOURCES).default('site'),
});
export type ChatLaunchRequest = z.input<typeof ChatLaunchRequest>;

export const ChatSendRequest = z.strictObject({ text: ChatText });
export type ChatSendRequest = z.infer<typeof ChatSendRequest>;

export const ChatMessageValue = z.object({
  id: z.string(),
  from: z.enum(CHAT_SENDERS),
  text: z.string(),
  at: z.string(),
  /** The operator's display name on an operator's message. */
  operatorName: z.string().nullable(),
});
export type ChatMessageValue = z.infer<typeof ChatMessageValue>;

/** One chat as its player or visitor sees it: status, who serves it, and the history. */
export const ChatValue = z.object({
  chatId: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** member: a logged-in player's chat; visitor: a chat proven by the visitor token. */
  as: z.enum(['member', 'visitor']),
  operatorName: z.string().nullable(),
  /** Position in the queue while queued (1 = next); null otherwise. */
  queuePosition: z.number().int().nullable(),
  messages: z.array(ChatMessageValue),
});
export type ChatValue = z.infer<typeof ChatValue>;

/** CBS_launchChat's answer: the chat, and for a visitor the token its later calls carry. */
export const ChatLaunchValue = ChatValue.extend({
  visitorToken: z.string().nullable(),
  visitorExpiresAt: z.string().nullable(),
});
export type ChatLaunchValue = z.infer<typeof ChatLaunchValue>;

// ── Back office: the chat console ──────────────────────────────────────────────────────────

/** A chat in the console's lists. */
export const BoChatSummary = z.object({
  chatId: z.string(),
  status: z.enum(CHAT_STATUSES),
  source: z.enum(CHAT_SOURCES),
  /** member or visitor, with the name to show (username, or the visitor's own name). */
  party: z.enum(['member', 'visitor']),
  name: z.string(),
  memberId: z.string().nullable(),
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  lastText: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  closedAt: z.string().nullable(),
});
export type BoChatSummary = z.infer<typeof BoChatSummary>;

export const BoChatQueueValue = z.object({
  /** Waiting chats, oldest first. */
  queued: z.array(BoChatSummary),
  /** The calling operator's active chats. */
  mine: z.array(BoChatSummary),
});
export type BoChatQueueValue = z.infer<typeof BoChatQueueValue>;

/** The player's context beside the conversation (members only; visitors have none). */
export const BoChatPlayerContext = z.object({
  memberId: z.string(),
  username: z.string(),
  currency: z.string(),
  cash: z.string(),
  bonus: z.string(),
  frozen: z.string(),
  lastDeposits: z.array(
    z.object({
      id: z.string(),
      amount: z.string(),
      status: z.string(),
      channelName: z.string(),
      createdAt: z.string(),
    }),
  ),
  openWithdrawals: z.array(
    z.object({ id: z.string(), amount: z.string(), status: z.string(), createdAt: z.string() }),
  ),
});
export type BoChatPlayerContext = z.infer<typeof BoChatPlayerContext>;

export const BoChatValue = z.object({
  chat: BoChatSummary,
  visitor: z
    .object({ name: z.string().nullable(), contact: z.string().nullable(), ip: z.string() })
    .nullable(),
  context: BoChatPlayerContext.nullable(),
  messages: z.array(ChatMessageValue),
});
export type BoChatValue = z.infer<typeof BoChatValue>;

export const BoChatTransferRequest = z.strictObject({ operatorId: Id });
export type BoChatTransferRequest = z.infer<typeof BoChatTransferRequest>;

/** Operators a chat may be transferred to: active, and their role holds chat.serve. */
export const BoChatOperatorsValue = z.object({
  list: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BoChatOperatorsValue = z.infer<typeof BoChatOperatorsValue>;

/** Closed chats, newest first, searchable by the player's username (or a visitor's name). */
export const BoChatHistoryQuery = BoPageQuery.extend({
  name: z.string().trim().min(1).max(40).optional(),
});
export type BoChatHistoryQuery = z.infer<typeof BoChatHistoryQuery>;
export const BoChatHistoryPage = boPage(BoChatSummary);
export type BoChatHistoryPage = z.infer<typeof BoChatHistoryPage>;
