import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { outboxMessage } from '../../platform/notify/notify.tables.js';

export type OutboxFilter = {
  channel?: string | undefined;
  recipient?: string | undefined;
  purpose?: string | undefined;
  status?: string | undefined;
};

/** The SMS and email outbox for the back office's messages page: filtered, newest first by default. */
export async function outboxPage(
  tx: Tx,
  filter: OutboxFilter,
  page: { offset: number; limit: number; order: 'asc' | 'desc' },
) {
  const where = and(
    filter.channel ? eq(outboxMessage.channel, filter.channel) : undefined,
    filter.recipient ? sql`${outboxMessage.recipient} like ${containsPattern(filter.recipient)}` : undefined,
    filter.purpose ? eq(outboxMessage.purpose, filter.purpose) : undefined,
    filter.status ? eq(outboxMessage.status, filter.status) : undefined,
  );
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(outboxMessage)
      .where(where)
      .orderBy(direction(outboxMessage.createdAt), direction(outboxMessage.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(outboxMessage).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
