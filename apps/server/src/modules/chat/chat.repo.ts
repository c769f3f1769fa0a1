import { and, asc, count, desc, eq, gt, ilike, lt, lte, ne, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { chatConversation, chatMessage, chatVisitor } from './chat.tables.js';

export type VisitorRow = typeof chatVisitor.$inferSelect;
export type ChatRow = typeof chatConversation.$inferSelect;
export type MessageRow = typeof chatMessage.$inferSelect;
export type NewChat = Omit<typeof chatConversation.$inferInsert, 'id'>;
export type NewMessage = Omit<typeof chatMessage.$inferInsert, 'id'>;

export async function insertVisitor(tx: Tx, row: Omit<typeof chatVisitor.$inferInsert, 'id'>) {
  const [inserted] = await tx.insert(chatVisitor).values(row).returning();
  if (!inserted) throw new Error('chat visitor not inserted');
  return inserted;
}

/** The visitor whose token hashes to `tokenHash`, while it has not expired. */
export async function liveVisitor(tx: Tx, tokenHash: string, now: Date): Promise<VisitorRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatVisitor)
    .where(and(eq(chatVisitor.tokenHash, tokenHash), gt(chatVisitor.expiresAt, now)));
  return row;
}

export async function visitorById(tx: Tx, id: bigint): Promise<VisitorRow | undefined> {
  const [row] = await tx.select().from(chatVisitor).where(eq(chatVisitor.id, id));
  return row;
}

/** The member's or the visitor's chat that is not closed (at most one: a partial unique index). */
export async function openChatOf(
  tx: Tx,
  party: { memberId: bigint } | { visitorId: bigint },
): Promise<ChatRow | undefined> {
  const who =
    'memberId' in party
      ? eq(chatConversation.memberId, party.memberId)
      : eq(chatConversation.visitorId, party.visitorId);
  const [row] = await tx
    .select()
    .from(chatConversation)
    .where(and(who, ne(chatConversation.status, 'closed')));
  return row;
}

/** A new chat; undefined when the party already has an open one (a launch racing this one). */
export async function insertChat(tx: Tx, row: NewChat): Promise<ChatRow | undefined> {
  const [inserted] = await tx.insert(chatConversation).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function chatById(tx: Tx, id: bigint): Promise<ChatRow | undefined> {
  const [row] = await tx.select().from(chatConversation).where(eq(chatConversation.id, id));
  return row;
}

/** Appends a message and moves the chat's last line; only while the chat is open. */
export async function appendMessage(tx: Tx, row: NewMessage): Promise<MessageRow | undefined> {
  const [touched] = await tx
    .update(chatConversation)
    .set({ lastText: row.text.slice(0, 200), lastMessageAt: row.createdAt })
    .where(and(eq(chatConversation.id, row.chatId), ne(chatConversation.status, 'closed')))
    .returning({ id: chatConversation.id });
  if (!touched) return undefined;
  const [inserted] = await tx.insert(chatMessage).values(row).returning();
  return inserted;
}

/** A system line (taken, transferred, closed): kept even on the closing update. */
export async function insertSystemMessage(tx: Tx, chatId: bigint, text: string, at: Date) {
  const [inserted] = await tx
    .insert(chatMessage)
    .values({ chatId, sender: 'system', text, createdAt: at })
    .returning();
  if (!inserted) throw new Error('chat system message not inserted');
  return inserted;
}

/** The newest `limit` messages of a chat, oldest first. */
export async function messagesOf(tx: Tx, chatId: bigint, limit: number): Promise<MessageRow[]> {
  const rows = await tx
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chatId))
    .orderBy(desc(chatMessage.id))
    .limit(limit);
  return rows.reverse();
}

/** Takes a queued chat: a conditional update, so of two operators taking at once one wins. */
export async function takeChat(
  tx: Tx,
  id: bigint,
  operator: { id: bigint; name: string },
  now: Date,
): Promise<ChatRow | undefined> {
  const [row] = await tx
    .update(chatConversation)
    .set({ status: 'active', operatorId: operator.id, operatorName: operator.name, takenAt: now })
    .where(and(eq(chatConversation.id, id), eq(chatConversation.status, 'queued')))
    .returning();
  return row;
}

/** Hands an active chat from one operator to another; only while `fromId` still serves it. */
export async function reassignChat(
  tx: Tx,
  id: bigint,
  fromId: bigint,
  to: { id: bigint; name: string },
): Promise<ChatRow | undefined> {
  const [row] = await tx
    .update(chatConversation)
    .set({ operatorId: to.id, operatorName: to.name })
    .where(
      and(
        eq(chatConversation.id, id),
        eq(chatConversation.status, 'active'),
        eq(chatConversation.operatorId, fromId),
      ),
    )
    .returning();
  return row;
}

/** Closes an open chat; undefined when it was already closed. */
export async function closeChat(
  tx: Tx,
  id: bigint,
  closedBy: string,
  now: Date,
): Promise<ChatRow | undefined> {
  const [row] = await tx
    .update(chatConversation)
    .set({ status: 'closed', closedAt: now, closedBy })
    .where(and(eq(chatConversation.id, id), ne(chatConversation.status, 'closed')))
    .returning();
  return row;
}

/** Waiting chats, oldest first. */
export async function queuedChats(tx: Tx, limit: number): Promise<ChatRow[]> {
  return tx
    .select()
    .from(chatConversation)
    .where(eq(chatConversation.status, 'queued'))
    .orderBy(asc(chatConversation.createdAt), asc(chatConversation.id))
    .limit(limit);
}

/** The operator's active chats, most recently talked-in first. */
export async function activeChatsOf(tx: Tx, operatorId: bigint, limit: number): Promise<ChatRow[]> {
  return tx
    .select()
    .from(chatConversation)
    .where(and(eq(chatConversation.status, 'active'), eq(chatConversation.operatorId, operatorId)))
    .orderBy(desc(chatConversation.lastMessageAt))
    .limit(limit);
}

/** Where a queued chat stands: 1 + the queued chats opened before it. */
export async function queuePosition(tx: Tx, chat: ChatRow): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(chatConversation)
    .where(
      and(
        eq(chatConversation.status, 'queued'),
        or(
          lt(chatConversation.createdAt, chat.createdAt),
          and(eq(chatConversation.createdAt, chat.createdAt), lte(chatConversation.id, chat.id)),
        ),
      ),
    );
  return Number(row?.n ?? 1);
}

/** Closed chats, newest first, optionally those whose party name contains `name`. */
export async function closedPage(
  tx: Tx,
  filter: { name?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: ChatRow[]; total: number }> {
  const where = and(
    eq(chatConversation.status, 'closed'),
    filter.name ? ilike(chatConversation.partyName, containsPattern(filter.name)) : undefined,
  );
  const rows = await tx
    .select()
    .from(chatConversation)
    .where(where)
    .orderBy(desc(chatConversation.closedAt), desc(chatConversation.id))
    .offset(page.offset)
    .limit(page.limit);
  const totals = await tx.select({ n: count() }).from(chatConversation).where(where);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}
