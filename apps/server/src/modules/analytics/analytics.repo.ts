import { lt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { analyticsEvent } from './analytics.tables.js';

export type NewAnalyticsEvent = typeof analyticsEvent.$inferInsert;

/** Stores a batch in one statement. */
export async function insertEvents(tx: Tx, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(analyticsEvent).values(rows);
}

/** Deletes events that happened before `before`; answers how many went. */
export async function deleteBefore(tx: Tx, before: Date): Promise<number> {
  const gone = await tx
    .delete(analyticsEvent)
    .where(lt(analyticsEvent.occurredAt, before))
    .returning({ id: analyticsEvent.id });
  return gone.length;
}
