import {
  INBOX_UNREAD_LIST_MAX,
  type InboxMessageItem,
  type InboxPageQuery,
  type InboxPageValue,
  type InboxUnreadCountValue,
  type InboxUnreadValue,
} from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { RealtimeHub } from '../../platform/realtime/realtime.js';
import {
  bonusGranted,
  contractOffered,
  depositCredited,
  withdrawalDecided,
} from './messaging.inbox.events.js';
import * as repo from './messaging.inbox.repo.js';
import { sanitiseRichText } from './messaging.sanitise.js';

/** A system message (loyalty.deps.ts has the same shape): an event's kind and its BN and EN texts. */
export type SystemMessage = {
  kind: string;
  title: Record<'bn' | 'en', string>;
  body: Record<'bn' | 'en', string>;
  /** The event's own key ('deposit:42'): the same event never writes a second message. */
  dedupeKey?: string;
};

export type InboxDeps = {
  realtime: RealtimeHub;
  logError: (error: unknown, context: string) => void;
};

/** Members whose badge is recounted and pushed per query after a send. */
const PUSH_BATCH = 1000;
/** How long a push waits for a message written in someone else's transaction to commit. */
const VISIBLE_WAIT_MS = [25, 50, 100, 200, 400, 800, 1600, 3200];
/** The longest system-message title and body kept (texts come from code, not from people). */
const SYSTEM_TITLE_MAX = 120;
const SYSTEM_BODY_MAX = 2000;

export function itemOf(row: repo.MemberMessageRow): InboxMessageItem {
  return {
    id: row.id.toString(),
    kind: row.kind,
    title: { bn: row.titleBn, en: row.titleEn },
    body: { bn: row.bodyBn, en: row.bodyEn },
    sentAt: row.sentAt.toISOString(),
    read: row.readAt !== null,
  };
}

function messageIdOf(text: string): bigint {
  if (!/^\d{1,18}$/.test(text)) throw new AppError('INBOX_MESSAGE_NOT_FOUND');
  return BigInt(text);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The member's platform messages (messageV2, decision 0060) and the system messages other modules
 * send on events. Every change of a member's unread count is pushed to their open sockets as
 * `messages.unread { count }` after it commits; the web client then refetches member info.
 */
export function createInbox(ctx: AppContext, deps: InboxDeps) {
  const db = ctx.database.db;

  /** Recounts and pushes the badge of these members (after their change committed); never throws. */
  async function pushUnread(memberIds: readonly string[]): Promise<void> {
    try {
      for (let start = 0; start < memberIds.length; start += PUSH_BATCH) {
        const batch = memberIds.slice(start, start + PUSH_BATCH);
        const counts = await repo.unreadCounts(
          db,
          batch.map((id) => BigInt(id)),
        );
        for (const id of batch)
          deps.realtime.toMember(id, { type: 'messages.unread', count: counts.get(id) ?? 0 });
      }
    } catch (error) {
      deps.logError(error, 'inbox: unread push failed');
    }
  }

  const unreadOf = (memberId: bigint) => repo.unreadCount(db, memberId);

  async function unreadCount(principal: Principal): Promise<InboxUnreadCountValue> {
    // Spec section 6: a trial account skips the unread fetch; it has no messages.
    if (principal.isTrial) return { count: 0 };
    return { count: await unreadOf(BigInt(principal.memberId)) };
  }

  async function unread(principal: Principal): Promise<InboxUnreadValue> {
    if (principal.isTrial) return { count: 0, list: [] };
    const memberId = BigInt(principal.memberId);
    const [count, rows] = await Promise.all([
      unreadOf(memberId),
      repo.unreadRows(db, memberId, INBOX_UNREAD_LIST_MAX),
    ]);
    return { count, list: rows.map(itemOf) };
  }

  async function list(principal: Principal, query: InboxPageQuery): Promise<InboxPageValue> {
    const memberId = BigInt(principal.memberId);
    const { pageNo, pageSize } = query;
    const [page, count] = await Promise.all([
      repo.memberPage(db, memberId, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
      unreadOf(memberId),
    ]);
    return {
      list: page.rows.map(itemOf),
      pageNo,
      pageSize,
      total: page.total,
      totalPages: Math.ceil(page.total / pageSize),
      unread: count,
    };
  }

  /** Runs a change of the member's own state, then answers and pushes the new unread count. */
  async function changed(principal: Principal, change: (memberId: bigint) => Promise<boolean>) {
    const memberId = BigInt(principal.memberId);
    if (!(await change(memberId))) throw new AppError('INBOX_MESSAGE_NOT_FOUND');
    const count = await unreadOf(memberId);
    deps.realtime.toMember(principal.memberId, { type: 'messages.unread', count });
    return { count };
  }

  const read = (principal: Principal, id: string) =>
    changed(principal, (memberId) => repo.markRead(db, memberId, messageIdOf(id), ctx.now()));
  const readAll = (principal: Principal) =>
    changed(principal, async (memberId) => {
      await repo.markAllRead(db, memberId, ctx.now());
      return true;
    });
  const remove = (principal: Principal, id: string) =>
    changed(principal, (memberId) => repo.softDelete(db, memberId, messageIdOf(id), ctx.now()));

  /** Writes one system message to one member in the caller's transaction; its id (or the earlier one). */
  async function writeSystemMessage(tx: Tx, memberId: bigint, message: SystemMessage): Promise<bigint> {
    const existing = message.dedupeKey ? await repo.messageIdByDedupe(tx, message.dedupeKey) : undefined;
    if (existing !== undefined) return existing;
    const id = await repo.insertMessage(tx, {
      kind: message.kind.slice(0, 64),
      audience: null,
      titleBn: message.title.bn.slice(0, SYSTEM_TITLE_MAX),
      titleEn: message.title.en.slice(0, SYSTEM_TITLE_MAX),
      bodyBn: sanitiseRichText(message.body.bn.slice(0, SYSTEM_BODY_MAX)),
      bodyEn: sanitiseRichText(message.body.en.slice(0, SYSTEM_BODY_MAX)),
      recipientCount: 1,
      sentBy: null,
      operatorId: null,
      dedupeKey: message.dedupeKey ?? null,
      sentAt: ctx.now(),
    });
    await repo.insertRecipients(tx, id, [memberId]);
    return id;
  }

  /**
   * A system message on its own (after the event's transaction committed): written, then pushed.
   * Best effort: a failure is logged, never thrown at the event that caused it.
   */
  async function systemMessage(memberId: bigint, message: SystemMessage): Promise<void> {
    try {
      await db.transaction((tx) => writeSystemMessage(tx, memberId, message));
      await pushUnread([memberId.toString()]);
    } catch (error) {
      deps.logError(error, `inbox: system message ${message.kind} not written`);
    }
  }

  /**
   * A system message inside the event's own transaction (a deposit credited): it exists exactly
   * when the event does. The push cannot run before that transaction commits, and this code does
   * not see the commit, so it waits (bounded) until the row is visible outside the transaction;
   * a rolled-back event is never pushed.
   */
  async function systemMessageIn(tx: Tx, memberId: bigint, message: SystemMessage): Promise<void> {
    const id = await writeSystemMessage(tx, memberId, message);
    void pushWhenVisible(memberId, id);
  }

  async function pushWhenVisible(memberId: bigint, messageId: bigint): Promise<void> {
    try {
      for (const waitMs of VISIBLE_WAIT_MS) {
        await sleep(waitMs);
        if (await repo.isRecipient(db, memberId, messageId)) {
          await pushUnread([memberId.toString()]);
          return;
        }
      }
    } catch (error) {
      deps.logError(error, 'inbox: waiting for a system message failed');
    }
  }

  /** Other modules' events that send a system message (app.ts binds them). */
  const events = {
    /** In the deposit's transaction (payments' onDepositPaid), so the message exists exactly when the credit does. */
    depositPaid: (
      tx: Tx,
      deposit: { memberId: bigint; depositId: string; amountMinor: bigint; currency: string },
    ) => systemMessageIn(tx, deposit.memberId, depositCredited(deposit)),
    /** After a withdrawal's payout or rejection committed. */
    withdrawalDecided: (decided: Parameters<typeof withdrawalDecided>[0] & { memberId: string }) =>
      systemMessage(BigInt(decided.memberId), withdrawalDecided(decided)),
    /** In a bonus grant's transaction (the promotions bonus engine): a reward issued. */
    bonusGranted: (
      tx: Tx,
      bonus: {
        id: bigint;
        memberId: bigint;
        amountMinor: bigint;
        currency: string;
        wageringRequiredMinor: bigint;
      },
    ) => systemMessageIn(tx, bonus.memberId, bonusGranted(bonus)),
    /** After a contract offer committed: to the downline it was offered to. */
    contractOffered: (offer: { contractId: string; downlineId: string; type: string }) =>
      systemMessage(BigInt(offer.downlineId), contractOffered(offer)),
  };

  return {
    unreadCount,
    unread,
    list,
    read,
    readAll,
    remove,
    systemMessage,
    systemMessageIn,
    events,
    pushUnread,
    /** Member info's unread count (accounts' unreadMessages). */
    unreadOf,
  };
}

export type Inbox = ReturnType<typeof createInbox>;
