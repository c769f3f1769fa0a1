import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { feedback, feedbackImage, feedbackPost } from './messaging.feedback.tables.js';

/** SQL of feedback and complaints (decision 0061); the service holds the rules. */

export type FeedbackRow = typeof feedback.$inferSelect;
export type PostRow = typeof feedbackPost.$inferSelect;
export type ImageRow = typeof feedbackImage.$inferSelect;
export type NewImage = typeof feedbackImage.$inferInsert;

export async function insertFeedback(
  tx: Tx,
  row: { memberId: bigint; type: string; at: Date },
): Promise<FeedbackRow> {
  const [inserted] = await tx
    .insert(feedback)
    .values({ memberId: row.memberId, type: row.type, status: 'open', createdAt: row.at, updatedAt: row.at })
    .returning();
  if (!inserted) throw new Error('feedback insert returned nothing');
  return inserted;
}

export async function insertPost(
  tx: Tx,
  row: Pick<
    typeof feedbackPost.$inferInsert,
    'feedbackId' | 'author' | 'operatorId' | 'operatorName' | 'content' | 'createdAt'
  >,
): Promise<PostRow> {
  const [inserted] = await tx.insert(feedbackPost).values(row).returning();
  if (!inserted) throw new Error('feedback post insert returned nothing');
  return inserted;
}

export async function insertImages(tx: Tx, rows: NewImage[]): Promise<void> {
  if (rows.length > 0) await tx.insert(feedbackImage).values(rows);
}

export async function feedbackById(tx: Tx, id: bigint, lock = false): Promise<FeedbackRow | undefined> {
  const query = tx.select().from(feedback).where(eq(feedback.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function setStatus(
  tx: Tx,
  id: bigint,
  set: { status: string; closedBy: string | null; updatedAt: Date },
): Promise<FeedbackRow> {
  const [row] = await tx.update(feedback).set(set).where(eq(feedback.id, id)).returning();
  if (!row) throw new Error(`feedback ${id} vanished under its lock`);
  return row;
}

/** A member's threads, newest activity first, at most `limit`. */
export async function feedbackOf(tx: Tx, memberId: bigint, limit: number): Promise<FeedbackRow[]> {
  return tx
    .select()
    .from(feedback)
    .where(eq(feedback.memberId, memberId))
    .orderBy(desc(feedback.updatedAt), desc(feedback.id))
    .limit(limit);
}

/** The inbox: threads of a status and type (either optional); open first, oldest waiting first. */
export async function inbox(
  tx: Tx,
  filter: { status?: string; type?: string },
  limit: number,
): Promise<FeedbackRow[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(feedback.status, filter.status));
  if (filter.type) where.push(eq(feedback.type, filter.type));
  return tx
    .select()
    .from(feedback)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(
      sql`case ${feedback.status} when 'open' then 0 when 'replied' then 1 else 2 end`,
      sql`case when ${feedback.status} = 'open' then ${feedback.updatedAt} end asc`,
      desc(feedback.updatedAt),
      desc(feedback.id),
    )
    .limit(limit);
}

export async function postsOf(tx: Tx, feedbackIds: bigint[]): Promise<PostRow[]> {
  if (feedbackIds.length === 0) return [];
  return tx
    .select()
    .from(feedbackPost)
    .where(inArray(feedbackPost.feedbackId, feedbackIds))
    .orderBy(asc(feedbackPost.feedbackId), asc(feedbackPost.id));
}

export async function imagesOf(tx: Tx, feedbackIds: bigint[]): Promise<ImageRow[]> {
  if (feedbackIds.length === 0) return [];
  return tx
    .select()
    .from(feedbackImage)
    .where(inArray(feedbackImage.feedbackId, feedbackIds))
    .orderBy(asc(feedbackImage.postId), asc(feedbackImage.position));
}

export async function imageOf(tx: Tx, feedbackId: bigint, imageId: bigint): Promise<ImageRow | undefined> {
  const [row] = await tx
    .select()
    .from(feedbackImage)
    .where(and(eq(feedbackImage.feedbackId, feedbackId), eq(feedbackImage.id, imageId)));
  return row;
}

/** Marks a thread's operator posts read by the player; how many were unread. */
export async function markRepliesRead(tx: Tx, feedbackId: bigint, at: Date): Promise<number> {
  const rows = await tx
    .update(feedbackPost)
    .set({ readAt: at })
    .where(
      and(
        eq(feedbackPost.feedbackId, feedbackId),
        eq(feedbackPost.author, 'operator'),
        isNull(feedbackPost.readAt),
      ),
    )
    .returning({ id: feedbackPost.id });
  return rows.length;
}

/** How many of a member's threads have an operator's post the member has not seen (the badge). */
export async function unreadThreads(tx: Tx, memberId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${feedbackPost.feedbackId})::int` })
    .from(feedbackPost)
    .innerJoin(feedback, eq(feedback.id, feedbackPost.feedbackId))
    .where(
      and(eq(feedback.memberId, memberId), eq(feedbackPost.author, 'operator'), isNull(feedbackPost.readAt)),
    );
  return row?.n ?? 0;
}
