import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { outboxMessage } from './notify.tables.js';

export type OutboxRow = typeof outboxMessage.$inferSelect;
export type NewOutboxRow = typeof outboxMessage.$inferInsert;
export type Channel = 'sms' | 'email';

export async function insertOutboxMessage(tx: Tx, row: NewOutboxRow): Promise<OutboxRow> {
  const rows = await tx.insert(outboxMessage).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('outbox message was not stored');
  return inserted;
}

/** The newest messages to one recipient, newest first (the tests and the back office read these). */
export async function latestMessagesTo(
  tx: Tx,
  recipient: string,
  options: { channel?: Channel; limit?: number } = {},
): Promise<OutboxRow[]> {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 100);
  return tx
    .select()
    .from(outboxMessage)
    .where(
      and(
        eq(outboxMessage.recipient, recipient),
        ...(options.channel ? [eq(outboxMessage.channel, options.channel)] : []),
      ),
    )
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(limit);
}
