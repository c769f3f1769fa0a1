import { createHash } from 'node:crypto';
import {
  type BoChatSummary,
  CHAT_SOURCES,
  type ChatMessageValue,
  type ChatSource,
  type ChatStatus,
  type CustomerServiceItem,
  type DepositValue,
  INVISIBLE_CHARACTERS,
  type WithdrawalValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import type { SiteInfo } from '../../platform/site.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChatRow, MessageRow } from './chat.repo.js';

/** Every bound of the chat module in one place (decision 0065). */
export const CHAT_LIMITS = {
  /** A visitor token lives this long; the visitor launches again after it. */
  visitorTtlMs: 24 * 60 * 60 * 1000,
  /** Launches per address and per member in a window (each may create a visitor and a chat). */
  launchesPerIp: 20,
  launchesPerMember: 10,
  launchWindowMs: 10 * 60 * 1000,
  /** Messages per sender (member, visitor) and per address in a window. */
  messagesPerSender: 30,
  messagesPerIp: 120,
  messageWindowMs: 60 * 1000,
  /** The console's lists. */
  queueLimit: 100,
  mineLimit: 100,
  /** The player context: the last deposits shown, open withdrawals read per status. */
  lastDeposits: 5,
  openWithdrawalsPerStatus: 10,
} as const;

/** Withdrawals still in motion (the money has not settled either way). */
export const OPEN_WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'disputed'] as const;

/** What the chat module needs from the modules above it (app.ts binds them). */
export type ChatDeps = {
  audit: AuditService;
  realtime: RealtimeHub;
  site: SiteInfo;
  /** The site config's enabled customer-service entries (LIVECHAT, TELEGRAM, …), in their order. */
  customerService: () => Promise<CustomerServiceItem[]>;
  /** The member's balances in the site currency (wallet). */
  balancesOf: (
    memberId: string,
    currency: string,
  ) => Promise<{ cashMinor: bigint; bonusMinor: bigint; frozenMinor: bigint }>;
  /** The member's newest deposit orders (payments). */
  recentDeposits: (memberId: string, limit: number) => Promise<DepositValue[]>;
  /** The member's withdrawals in one status, newest first (payments). */
  withdrawalsIn: (memberId: string, status: string, limit: number) => Promise<WithdrawalValue[]>;
  /** Active operators whose role holds chat.serve (the back office), with the name players see. */
  servingOperators: () => Promise<{ id: string; name: string }[]>;
};

export type ChatEnv = { ctx: AppContext; deps: ChatDeps };

/** A visitor's token is kept only as this hash. */
export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Message text as stored: plain text, never markup (every screen renders it as text). Line ends
 * become \n, invisible and direction-changing characters go, runs of blank lines shrink to one,
 * and the ends are trimmed. Control characters never arrive (the platform refuses them).
 */
export function sanitiseChatText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(new RegExp(INVISIBLE_CHARACTERS.source, 'g'), '')
    .replace(/\t/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function presentMessage(row: MessageRow): ChatMessageValue {
  return {
    id: row.id.toString(),
    from: row.sender as ChatMessageValue['from'],
    text: row.text,
    at: row.createdAt.toISOString(),
    operatorName: row.operatorName,
  };
}

export function sourceOf(text: string): ChatSource {
  return CHAT_SOURCES.find((source) => source === text) ?? 'site';
}

export function presentSummary(row: ChatRow): BoChatSummary {
  return {
    chatId: row.id.toString(),
    status: row.status as ChatStatus,
    source: sourceOf(row.source),
    party: row.memberId === null ? 'visitor' : 'member',
    name: row.partyName,
    memberId: row.memberId?.toString() ?? null,
    operatorId: row.operatorId?.toString() ?? null,
    operatorName: row.operatorName,
    lastText: row.lastText,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * The realtime pushes of a change (after its commit): the chat's player or visitor, and its
 * operator, or channel 'chat' while nobody serves it. Best effort; history is the record.
 */
export function pushToChat(
  realtime: RealtimeHub,
  chat: ChatRow,
  event: { type: string } & Record<string, unknown>,
) {
  if (chat.memberId !== null) realtime.toMember(chat.memberId.toString(), event);
  if (chat.visitorId !== null) realtime.toVisitor(chat.visitorId.toString(), event);
  if (chat.operatorId !== null) realtime.toOperator(chat.operatorId.toString(), event);
  else realtime.toOperators('chat', event);
}

export function stateEvent(chat: ChatRow) {
  return {
    type: 'chat.state',
    chatId: chat.id.toString(),
    status: chat.status,
    ...(chat.operatorName ? { operatorName: chat.operatorName } : {}),
  };
}
