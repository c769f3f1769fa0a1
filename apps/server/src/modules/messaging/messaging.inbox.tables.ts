import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Platform messages (messageV2, decision 0060). One row per message, whoever it goes to: an
 * operator's message to everyone, a segment or one player (`kind` 'operator', `audience` as
 * composed), or a system message on an event (`kind` the event: 'deposit.credited', …).
 * Texts are stored in BN and EN as sanitised at send time.
 */
export const inboxMessage = pgTable(
  'inbox_message',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** The composed audience (InboxAudience); null for a system message. */
    audience: jsonb('audience'),
    titleBn: text('title_bn').notNull(),
    titleEn: text('title_en').notNull(),
    bodyBn: text('body_bn').notNull(),
    bodyEn: text('body_en').notNull(),
    /** How many recipient rows were written (the audience resolved at send time). */
    recipientCount: integer('recipient_count').notNull(),
    /** The operator who sent it (username and id); null for a system message. */
    sentBy: text('sent_by'),
    operatorId: text('operator_id'),
    /** A system message's event key ('deposit:42'): the same event never writes a second message. */
    dedupeKey: text('dedupe_key'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inbox_message_dedupe').on(t.dedupeKey),
    index('inbox_message_kind_id').on(t.kind, t.id),
  ],
);

/**
 * One row per member a message reaches, written when it is sent (decision 0060: recipients are
 * materialised, so the unread count is one index range and exact). Read and delete are the
 * member's own state; delete is soft (the operator's read counts keep it).
 */
export const inboxRecipient = pgTable(
  'inbox_recipient',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    messageId: bigint('message_id', { mode: 'bigint' })
      .notNull()
      .references(() => inboxMessage.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The member's list, newest first: one backward scan of the key.
    primaryKey({ columns: [t.memberId, t.messageId] }),
    // The badge: the member's unread, undeleted rows only.
    index('inbox_recipient_unread').on(t.memberId).where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    // The composer's read counts per message.
    index('inbox_recipient_read').on(t.messageId).where(sql`${t.readAt} is not null`),
  ],
);
