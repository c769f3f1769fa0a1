import {
  type BoChatHistoryPage,
  type BoChatHistoryQuery,
  type BoChatOperatorsValue,
  type BoChatPlayerContext,
  type BoChatQueueValue,
  type BoChatValue,
  CHAT_HISTORY_LIMIT,
  type ChatMessageValue,
} from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import { operatorActor } from '../audit/audit.service.js';
import {
  CHAT_LIMITS,
  type ChatEnv,
  OPEN_WITHDRAWAL_STATUSES,
  presentMessage,
  presentSummary,
  pushToChat,
  sanitiseChatText,
  stateEvent,
} from './chat.model.js';
import * as repo from './chat.repo.js';

/**
 * The operators' side of the live chat (decision 0065): the queue and my chats, one chat with the
 * player's context, take (a conditional update: of two operators taking at once, one wins),
 * reply, transfer, close, and the closed chats' history. Take, transfer and close are audited in
 * their transaction; every change is pushed after its commit.
 */
export function createChatOperator({ ctx, deps }: ChatEnv) {
  const db = ctx.database.db;

  async function queue(operator: OperatorPrincipal): Promise<BoChatQueueValue> {
    const queued = await repo.queuedChats(db, CHAT_LIMITS.queueLimit);
    const mine = await repo.activeChatsOf(db, BigInt(operator.operatorId), CHAT_LIMITS.mineLimit);
    return { queued: queued.map(presentSummary), mine: mine.map(presentSummary) };
  }

  /** Balance, the last deposits and the open withdrawals of a member (through wallet and payments). */
  async function contextOf(memberId: string, username: string): Promise<BoChatPlayerContext> {
    const currency = await deps.site.currencyCode();
    const balances = await deps.balancesOf(memberId, currency);
    const deposits = await deps.recentDeposits(memberId, CHAT_LIMITS.lastDeposits);
    const withdrawals = (
      await Promise.all(
        OPEN_WITHDRAWAL_STATUSES.map((status) =>
          deps.withdrawalsIn(memberId, status, CHAT_LIMITS.openWithdrawalsPerStatus),
        ),
      )
    )
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return {
      memberId,
      username,
      currency,
      cash: wireAmount(balances.cashMinor, currency),
      bonus: wireAmount(balances.bonusMinor, currency),
      frozen: wireAmount(balances.frozenMinor, currency),
      lastDeposits: deposits.map((d) => ({
        id: d.id,
        amount: d.amount,
        status: d.status,
        channelName: d.channelName,
        createdAt: d.createdAt,
      })),
      openWithdrawals: withdrawals.map((w) => ({
        id: w.id,
        amount: w.amount,
        status: w.status,
        createdAt: w.createdAt,
      })),
    };
  }

  async function present(tx: Tx, chat: repo.ChatRow): Promise<BoChatValue> {
    const messages = await repo.messagesOf(tx, chat.id, CHAT_HISTORY_LIMIT);
    const visitor = chat.visitorId === null ? undefined : await repo.visitorById(tx, chat.visitorId);
    return {
      chat: presentSummary(chat),
      visitor: visitor ? { name: visitor.name, contact: visitor.contact, ip: visitor.ip } : null,
      context: chat.memberId === null ? null : await contextOf(chat.memberId.toString(), chat.partyName),
      messages: messages.map(presentMessage),
    };
  }

  async function found(tx: Tx, id: string): Promise<repo.ChatRow> {
    const chat = await repo.chatById(tx, BigInt(id));
    if (!chat) throw new AppError('CHAT_NOT_FOUND');
    return chat;
  }

  /** The chat, still active and served by this operator; else why not. */
  async function servedBy(tx: Tx, operator: OperatorPrincipal, id: string): Promise<repo.ChatRow> {
    const chat = await found(tx, id);
    if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
    if (chat.status !== 'active' || chat.operatorId !== BigInt(operator.operatorId)) {
      throw new AppError('CHAT_NOT_YOURS');
    }
    return chat;
  }

  async function nameOf(operator: OperatorPrincipal): Promise<string> {
    const serving = await deps.servingOperators();
    return serving.find((o) => o.id === operator.operatorId)?.name ?? operator.username;
  }

  async function view(id: string): Promise<BoChatValue> {
    return present(db, await found(db, id));
  }

  async function take(operator: OperatorPrincipal, id: string): Promise<BoChatValue> {
    const name = await nameOf(operator);
    const taken = await retriedTransaction(db, async (tx) => {
      const row = await repo.takeChat(tx, BigInt(id), { id: BigInt(operator.operatorId), name }, ctx.now());
      if (!row) {
        const chat = await found(tx, id);
        throw new AppError(chat.status === 'closed' ? 'CHAT_CLOSED' : 'CHAT_ALREADY_TAKEN');
      }
      await repo.insertSystemMessage(tx, row.id, 'taken', ctx.now());
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'chat.take',
        target: { type: 'chat', id },
        before: { status: 'queued' },
        after: { status: row.status, operatorId: operator.operatorId },
      });
      return row;
    });
    pushToChat(deps.realtime, taken, stateEvent(taken));
    deps.realtime.toOperators('chat', { type: 'chat.queue' });
    return present(db, taken);
  }

  async function reply(operator: OperatorPrincipal, id: string, text: string): Promise<ChatMessageValue> {
    const chat = await servedBy(db, operator, id);
    const clean = sanitiseChatText(text);
    if (clean === '') throw new AppError('VALIDATION_FAILED', { detail: 'text is empty' });
    const row = await repo.appendMessage(db, {
      chatId: chat.id,
      sender: 'operator',
      operatorId: BigInt(operator.operatorId),
      operatorName: chat.operatorName,
      text: clean,
      createdAt: ctx.now(),
    });
    if (!row) throw new AppError('CHAT_CLOSED');
    const message = presentMessage(row);
    pushToChat(deps.realtime, chat, { type: 'chat.message', chatId: chat.id.toString(), message });
    return message;
  }

  async function transfer(operator: OperatorPrincipal, id: string, targetId: string): Promise<BoChatValue> {
    const target = (await deps.servingOperators()).find((o) => o.id === targetId);
    if (!target || targetId === operator.operatorId) throw new AppError('CHAT_TRANSFER_TARGET_INVALID');
    const moved = await retriedTransaction(db, async (tx) => {
      const before = await servedBy(tx, operator, id);
      const row = await repo.reassignChat(tx, before.id, BigInt(operator.operatorId), {
        id: BigInt(target.id),
        name: target.name,
      });
      if (!row) throw new AppError('CHAT_NOT_YOURS');
      await repo.insertSystemMessage(tx, row.id, 'transferred', ctx.now());
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'chat.transfer',
        target: { type: 'chat', id },
        before: { operatorId: operator.operatorId },
        after: { operatorId: target.id },
      });
      return row;
    });
    pushToChat(deps.realtime, moved, stateEvent(moved));
    deps.realtime.toOperator(operator.operatorId, stateEvent(moved));
    deps.realtime.toOperator(target.id, { type: 'chat.queue' });
    deps.realtime.toOperator(operator.operatorId, { type: 'chat.queue' });
    return present(db, moved);
  }

  /** Closes the operator's own chat, or a queued one nobody took (spam, a visitor who left). */
  async function close(operator: OperatorPrincipal, id: string): Promise<BoChatValue> {
    const { before, closed } = await retriedTransaction(db, async (tx) => {
      const before = await found(tx, id);
      if (before.status === 'closed') throw new AppError('CHAT_CLOSED');
      if (before.status === 'active' && before.operatorId !== BigInt(operator.operatorId)) {
        throw new AppError('CHAT_NOT_YOURS');
      }
      const closed = await repo.closeChat(tx, before.id, `operator:${operator.operatorId}`, ctx.now());
      if (!closed) throw new AppError('CHAT_CLOSED');
      await repo.insertSystemMessage(tx, closed.id, 'closed_by_operator', ctx.now());
      await deps.audit.record(tx, {
        ...operatorActor(operator),
        action: 'chat.close',
        target: { type: 'chat', id },
        before: { status: before.status },
        after: { status: closed.status },
      });
      return { before, closed };
    });
    pushToChat(deps.realtime, before, stateEvent(closed));
    deps.realtime.toOperators('chat', { type: 'chat.queue' });
    return present(db, closed);
  }

  async function operators(): Promise<BoChatOperatorsValue> {
    return { list: await deps.servingOperators() };
  }

  async function history(query: BoChatHistoryQuery): Promise<BoChatHistoryPage> {
    const { rows, total } = await repo.closedPage(
      db,
      { name: query.name },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return {
      list: rows.map(presentSummary),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  return { queue, view, take, reply, transfer, close, operators, history };
}

export type ChatOperator = ReturnType<typeof createChatOperator>;
