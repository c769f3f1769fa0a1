import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { inboxMessage, inboxRecipient } from './messaging.inbox.tables.js';

export type InboxMessageRow = typeof inboxMessage.$inferSelect;
export type NewInboxMessage = Omit<typeof inboxMessage.$inferInsert, 'id'>;
export type MemberMessageRow = InboxMessageRow & { readAt: Date | null };

/** Recipient rows per insert statement: well under PostgreSQL's 65,535 bind parameters. */
const RECIPIENT_BATCH = 5000;

const unread = (memberId: bigint) =>
  and(eq(inboxRecipient.memberId, memberId), isNull(inboxRecipient.readAt), isNull(inboxRecipient.deletedAt));

export async function insertMessage(tx: Tx, row: NewInboxMessage): Promise<bigint> {
  const [inserted] = await tx.insert(inboxMessage).values(row).returning({ id: inboxMessage.id });
  if (!inserted) throw new Error('inbox message not written');
  return inserted.id;
}

/** The message a system event already wrote (its dedupe key), if any. */
export async function messageIdByDedupe(tx: Tx, key: string): Promise<bigint | undefined> {
  const rows = await tx
    .select({ id: inboxMessage.id })
    .from(inboxMessage)
    .where(eq(inboxMessage.dedupeKey, key));
  return rows[0]?.id;
}

export async function insertRecipients(tx: Tx, messageId: bigint, memberIds: readonly bigint[]) {
  for (let start = 0; start < memberIds.length; start += RECIPIENT_BATCH) {
    const batch = memberIds
      .slice(start, start + RECIPIENT_BATCH)
      .map((memberId) => ({ memberId, messageId }));
    await tx.insert(inboxRecipient).values(batch).onConflictDoNothing();
  }
}

export async function unreadCount(tx: Tx, memberId: bigint): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(inboxRecipient).where(unread(memberId));
  return row?.n ?? 0;
}

/** Unread counts of many members at once (members with none are left out). */
export async function unreadCounts(tx: Tx, memberIds: readonly bigint[]): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: inboxRecipient.memberId, n: count() })
    .from(inboxRecipient)
    .where(
      and(
        inArray(inboxRecipient.memberId, [...memberIds]),
        isNull(inboxRecipient.readAt),
        isNull(inboxRecipient.deletedAt),
      ),
    )
    .groupBy(inboxRecipient.memberId);
  return new Map(rows.map((r) => [r.memberId.toString(), r.n]));
}

const memberColumns = { message: inboxMessage, readAt: inboxRecipient.readAt };
const joined = (tx: Tx) =>
  tx
    .select(memberColumns)
    .from(inboxRecipient)
    .innerJoin(inboxMessage, eq(inboxMessage.id, inboxRecipient.messageId));

/** One page of the member's messages (not deleted), newest first, and how many there are. */
export async function memberPage(
  tx: Tx,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberMessageRow[]; total: number }> {
  const where = and(eq(inboxRecipient.memberId, memberId), isNull(inboxRecipient.deletedAt));
  const [total] = await tx.select({ n: count() }).from(inboxRecipient).where(where);
  const rows = await joined(tx)
    .where(where)
    .orderBy(desc(inboxRecipient.messageId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => ({ ...r.message, readAt: r.readAt })), total: total?.n ?? 0 };
}

/** The member's newest unread messages. */
export async function unreadRows(tx: Tx, memberId: bigint, limit: number): Promise<MemberMessageRow[]> {
  const rows = await joined(tx).where(unread(memberId)).orderBy(desc(inboxRecipient.messageId)).limit(limit);
  return rows.map((r) => ({ ...r.message, readAt: r.readAt }));
}

/** Marks one of the member's messages read (kept when already read); false when it is not theirs. */
export async function markRead(tx: Tx, memberId: bigint, messageId: bigint, now: Date): Promise<boolean> {
  const rows = await tx
    .update(inboxRecipient)
    .set({ readAt: sql`coalesce(${inboxRecipient.readAt}, ${now})` })
    .where(
      and(
        eq(inboxRecipient.memberId, memberId),
        eq(inboxRecipient.messageId, messageId),
        isNull(inboxRecipient.deletedAt),
      ),
    )
    .returning({ id: inboxRecipient.messageId });
  return rows.length > 0;
}

export async function markAllRead(tx: Tx, memberId: bigint, now: Date): Promise<number> {
  const rows = await tx
    .update(inboxRecipient)
    .set({ readAt: now })
    .where(unread(memberId))
    .returning({ id: inboxRecipient.messageId });
  return rows.length;
}

/** Hides one of the member's messages from them; false when it is not theirs or already deleted. */
export async function softDelete(tx: Tx, memberId: bigint, messageId: bigint, now: Date): Promise<boolean> {
  const rows = await tx
    .update(inboxRecipient)
    .set({ deletedAt: now })
    .where(
      and(
        eq(inboxRecipient.memberId, memberId),
        eq(inboxRecipient.messageId, messageId),
        isNull(inboxRecipient.deletedAt),
      ),
    )
    .returning({ id: inboxRecipient.messageId });
  return rows.length > 0;
}

/** One page of the operators' messages, newest first, with how many recipients read each. */
export async function sentPage(
  tx: Tx,
  page: { limit: number; offset: number },
): Promise<{ rows: (InboxMessageRow & { readCount: number })[]; total: number }> {
  const where = eq(inboxMessage.kind, 'operator');
  const [total] = await tx.select({ n: count() }).from(inboxMessage).where(where);
  const rows = await tx
    .select()
    .from(inboxMessage)
    .where(where)
    .orderBy(desc(inboxMessage.id))
    .limit(page.limit)
    .offset(page.offset);
  const ids = rows.map((r) => r.id);
  const reads =
    ids.length === 0
      ? []
      : await tx
          .select({ messageId: inboxRecipient.messageId, n: count() })
          .from(inboxRecipient)
          .where(and(inArray(inboxRecipient.messageId, ids), isNotNull(inboxRecipient.readAt)))
          .groupBy(inboxRecipient.messageId);
  const readOf = new Map(reads.map((r) => [r.messageId.toString(), r.n]));
  return {
    rows: rows.map((r) => ({ ...r, readCount: readOf.get(r.id.toString()) ?? 0 })),
    total: total?.n ?? 0,
  };
}

/** Whether the member has a row for the message (seen from outside the transaction that wrote it). */
export async function isRecipient(tx: Tx, memberId: bigint, messageId: bigint): Promise<boolean> {
  const rows = await tx
    .select({ id: inboxRecipient.messageId })
    .from(inboxRecipient)
    .where(and(eq(inboxRecipient.memberId, memberId), eq(inboxRecipient.messageId, messageId)));
  return rows.length > 0;
}
