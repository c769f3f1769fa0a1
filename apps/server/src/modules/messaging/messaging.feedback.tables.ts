import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A player's feedback or complaint (decision 0061): a type and a thread of posts. `status` moves
 * open (waiting for an operator) → replied → closed; a player's post reopens it (open), an
 * operator's reply makes it replied; either side may close it. Changes take the row's lock.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('open'),
    /** player or operator, once closed; null while the thread is open or replied. */
    closedBy: text('closed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('feedback_member').on(t.memberId, t.id),
    index('feedback_inbox').on(t.status, t.updatedAt),
    check(
      'feedback_type_check',
      sql`${t.type} in ('suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'other')`,
    ),
    check('feedback_status_check', sql`${t.status} in ('open', 'replied', 'closed')`),
    check(
      'feedback_closed_by_check',
      sql`(${t.status} = 'closed') = (${t.closedBy} is not null) and (${t.closedBy} is null or ${t.closedBy} in ('player', 'operator'))`,
    ),
  ],
);

/**
 * One post of a thread: the player's submission (the first post), the player's later replies and
 * the operators' replies. An operator's post is unread by the player until `readAt` is set (the
 * player opened the thread): the badge counts threads with such posts.
 */
export const feedbackPost = pgTable(
  'feedback_post',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedback.id),
    author: text('author').notNull(),
    /** The operator who wrote an operator's post; null on a player's. */
    operatorId: text('operator_id'),
    /** Their username when they wrote it (the back office shows it; players see "customer service"). */
    operatorName: text('operator_name'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('feedback_post_thread').on(t.feedbackId, t.id),
    index('feedback_post_unread')
      .on(t.feedbackId)
      .where(sql`${t.author} = 'operator' and ${t.readAt} is null`),
    check('feedback_post_author_check', sql`${t.author} in ('player', 'operator')`),
    check('feedback_post_operator', sql`(${t.author} = 'operator') = (${t.operatorId} is not null)`),
    check('feedback_post_length', sql`char_length(${t.content}) between 1 and 8000`),
  ],
);

/** An image of a post (the submission's, up to three): where its bytes are in private storage and what they are. */
export const feedbackImage = pgTable(
  'feedback_image',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint('feedback_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedback.id),
    postId: bigint('post_id', { mode: 'bigint' })
      .notNull()
      .references(() => feedbackPost.id),
    /** 1..3, the order the player gave. */
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
  },
  (t) => [
    uniqueIndex('feedback_image_position').on(t.postId, t.position),
    index('feedback_image_thread').on(t.feedbackId),
    check('feedback_image_position_check', sql`${t.position} between 1 and 3`),
  ],
);
