import { randomBytes } from 'node:crypto';
import type { Language } from '@khela/contract';
import {
  CHAT_HISTORY_LIMIT,
  type ChatLaunchRequest,
  type ChatLaunchValue,
  type ChatMessageValue,
  type ChatModelListValue,
  type ChatValue,
} from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { tooManyRequests } from '../accounts/accounts.limits.js';
import {
  CHAT_LIMITS,
  type ChatEnv,
  hashVisitorToken,
  presentMessage,
  pushToChat,
  sanitiseChatText,
  stateEvent,
} from './chat.model.js';
import * as repo from './chat.repo.js';

/** Who is calling a player chat route: a real member by session, or a visitor by token. */
export type ChatCaller =
  | { kind: 'member'; memberId: bigint; username: string }
  | { kind: 'visitor'; visitor: repo.VisitorRow };

/** The in-house chat's entry in the model list (first: it is what the chat-room modal opens). */
const IN_HOUSE = { model: 'KHELA', kind: 'chat', url: null, sort: 0 } as const;
/** Its label in the caller's language (the configured links keep their own labels). */
const IN_HOUSE_LABEL: Record<Language, string> = { en: 'Live chat', bn: 'লাইভ চ্যাট' };

/**
 * The player's and the visitor's side of the live chat (decision 0065): the model list, launching
 * (a member gets their open chat back; a visitor gets a fresh random token, stored hashed, that
 * expires), history, sending and closing. None of these checks the site status: during
 * maintenance and for blocked addresses the chat is how people reach support.
 */
export function createChatPlayer({ ctx, deps }: ChatEnv) {
  const db = ctx.database.db;

  async function limit(key: string, max: number, windowMs: number) {
    const hit = await ctx.rateLimiter.hit(key, max, windowMs);
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  }

  /**
   * The caller of a chat route: a real member's session outranks a visitor token (a member who once
   * chatted as a visitor); a visitor, or a trial session, is known by the token alone.
   */
  async function callerOf(
    principal: Principal | null,
    visitorToken: string | undefined,
  ): Promise<ChatCaller> {
    if (principal && !principal.isTrial) {
      return { kind: 'member', memberId: BigInt(principal.memberId), username: principal.username };
    }
    if (visitorToken) {
      const visitor = await repo.liveVisitor(db, hashVisitorToken(visitorToken), ctx.now());
      if (!visitor) throw new AppError('CHAT_VISITOR_EXPIRED');
      return { kind: 'visitor', visitor };
    }
    if (principal) throw new AppError('CHAT_VISITOR_EXPIRED');
    throw new AppError('NOT_LOGGED_IN');
  }

  function partyOf(caller: ChatCaller) {
    return caller.kind === 'member' ? { memberId: caller.memberId } : { visitorId: caller.visitor.id };
  }

  /** The caller's own chat; anyone else's answers CHAT_NOT_FOUND, as if it did not exist. */
  async function ownChat(tx: Tx, caller: ChatCaller, id: string): Promise<repo.ChatRow> {
    const chat = await repo.chatById(tx, BigInt(id));
    const mine =
      chat &&
      (caller.kind === 'member' ? chat.memberId === caller.memberId : chat.visitorId === caller.visitor.id);
    if (!chat || !mine) throw new AppError('CHAT_NOT_FOUND');
    return chat;
  }

  async function present(tx: Tx, chat: repo.ChatRow, caller: ChatCaller): Promise<ChatValue> {
    const messages = await repo.messagesOf(tx, chat.id, CHAT_HISTORY_LIMIT);
    return {
      chatId: chat.id.toString(),
      status: chat.status as ChatValue['status'],
      as: caller.kind,
      operatorName: chat.operatorName,
      queuePosition: chat.status === 'queued' ? await repo.queuePosition(tx, chat) : null,
      messages: messages.map(presentMessage),
    };
  }

  /** CBS_modelList: the in-house chat first, then the configured customer-service links. */
  async function modelList(lang: Language): Promise<ChatModelListValue> {
    const links = await deps.customerService();
    return {
      models: [
        { ...IN_HOUSE, label: IN_HOUSE_LABEL[lang] },
        ...links.map((item) => ({
          model: item.csType,
          kind: 'link' as const,
          label: item.label,
          url: item.path,
          sort: item.sort,
        })),
      ],
    };
  }

  /** A new visitor and the token that proves it (the only time the token exists in clear). */
  async function newVisitor(request: ChatLaunchRequest, fallbackName: string | undefined, ip: string) {
    const token = randomBytes(32).toString('base64url');
    const now = ctx.now();
    const visitor = await repo.insertVisitor(db, {
      tokenHash: hashVisitorToken(token),
      name: request.name ?? fallbackName ?? null,
      contact: request.contact ?? null,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHAT_LIMITS.visitorTtlMs),
    });
    return { visitor, token };
  }

  /**
   * CBS_launchChat: the caller's open chat, or a new queued one. A member is known by the session;
   * a visitor by the token of an earlier launch, or gets a new one (a trial session too: a trial
   * account has nothing an operator could look up).
   */
  async function launch(
    principal: Principal | null,
    visitorToken: string | undefined,
    request: ChatLaunchRequest,
    ip: string,
  ): Promise<ChatLaunchValue> {
    await limit(`chat:launch:ip:${ip}`, CHAT_LIMITS.launchesPerIp, CHAT_LIMITS.launchWindowMs);
    let caller: ChatCaller;
    let token: string | null = null;
    if (principal && !principal.isTrial) {
      await limit(
        `chat:launch:m:${principal.memberId}`,
        CHAT_LIMITS.launchesPerMember,
        CHAT_LIMITS.launchWindowMs,
      );
      caller = { kind: 'member', memberId: BigInt(principal.memberId), username: principal.username };
    } else {
      const known = visitorToken
        ? await repo.liveVisitor(db, hashVisitorToken(visitorToken), ctx.now())
        : undefined;
      if (known && visitorToken) {
        caller = { kind: 'visitor', visitor: known };
        token = visitorToken;
      } else {
        const created = await newVisitor(request, principal?.username, ip);
        caller = { kind: 'visitor', visitor: created.visitor };
        token = created.token;
      }
    }
    const party = partyOf(caller);
    const now = ctx.now();
    const name =
      caller.kind === 'member' ? caller.username : (caller.visitor.name ?? `visitor-${caller.visitor.id}`);
    let opened = false;
    let chat = await repo.openChatOf(db, party);
    if (!chat) {
      chat = await repo.insertChat(db, {
        ...party,
        partyName: name,
        source: request.source ?? 'site',
        status: 'queued',
        createdAt: now,
        lastMessageAt: now,
      });
      opened = chat !== undefined;
      // A launch racing this one inserted first: both answer that chat.
      chat ??= await repo.openChatOf(db, party);
    }
    if (!chat) throw new Error('chat neither inserted nor found');
    if (opened) deps.realtime.toOperators('chat', { type: 'chat.queue' });
    const value = await present(db, chat, caller);
    return {
      ...value,
      visitorToken: token,
      visitorExpiresAt: caller.kind === 'visitor' ? caller.visitor.expiresAt.toISOString() : null,
    };
  }

  async function history(caller: ChatCaller, id: string): Promise<ChatValue> {
    return present(db, await ownChat(db, caller, id), caller);
  }

  async function send(caller: ChatCaller, id: string, text: string, ip: string): Promise<ChatMessageValue> {
    const sender = caller.kind === 'member' ? `m:${caller.memberId}` : `v:${caller.visitor.id}`;
    await limit(`chat:msg:${sender}`, CHAT_LIMITS.messagesPerSender, CHAT_LIMITS.messageWindowMs);
    await limit(`chat:msg:ip:${ip}`, CHAT_LIMITS.messagesPerIp, CHAT_LIMITS.messageWindowMs);
    const chat = await ownChat(db, caller, id);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    const clean = sanitiseChatText(text);
    if (clean === '') throw new AppError('VALIDATION_FAILED', { detail: 'text is empty' });
    const row = await repo.appendMessage(db, {
      chatId: chat.id,
      sender: caller.kind === 'member' ? 'player' : 'visitor',
      text: clean,
      createdAt: ctx.now(),
    });
    if (!row) throw new AppError('CHAT_CLOSED');
    const message = presentMessage(row);
    pushToChat(deps.realtime, chat, { type: 'chat.message', chatId: chat.id.toString(), message });
    return message;
  }

  /** The player or visitor ends the chat; the operator (or the queue) hears it. */
  async function close(caller: ChatCaller, id: string): Promise<ChatValue> {
    const chat = await ownChat(db, caller, id);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    const closed = await retriedTransaction(db, async (tx) => {
      const row = await repo.closeChat(
        tx,
        chat.id,
        caller.kind === 'member' ? 'player' : 'visitor',
        ctx.now(),
      );
      if (!row) throw new AppError('CHAT_CLOSED');
      await repo.insertSystemMessage(tx, row.id, `closed_by_${caller.kind}`, ctx.now());
      return row;
    });
    pushToChat(deps.realtime, chat, stateEvent(closed));
    if (chat.status === 'queued') deps.realtime.toOperators('chat', { type: 'chat.queue' });
    return present(db, closed, caller);
  }

  /** The realtime hub's visitor authenticator: the visitor a live token belongs to. */
  async function visitorOf(token: string): Promise<{ visitorId: string } | null> {
    if (token.length === 0 || token.length > 128) return null;
    const visitor = await repo.liveVisitor(db, hashVisitorToken(token), ctx.now());
    return visitor ? { visitorId: visitor.id.toString() } : null;
  }

  return { modelList, launch, callerOf, history, send, close, visitorOf };
}

export type ChatPlayer = ReturnType<typeof createChatPlayer>;
