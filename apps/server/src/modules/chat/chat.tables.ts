import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A chat visitor (decision 0065): someone without a session (the maintenance or blocked page, a
 * guest) who opened a chat. Only the hash of their random token is kept; it expires.
 */
export const chatVisitor = pgTable(
  'chat_visitor',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name'),
    contact: text('contact'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_visitor_expires').on(t.expiresAt)],
);

/**
 * One conversation: a member's or a visitor's, queued → active (an operator took it) → closed.
 * At most one open chat per member and per visitor (partial unique indexes), so two launches at
 * once answer the same chat. Taking is a conditional update on status 'queued': one operator wins.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    visitorId: bigint('visitor_id', { mode: 'bigint' }).references(() => chatVisitor.id),
    /** Username (member) or the visitor's given name, kept for the console and the history search. */
    partyName: text('party_name').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    operatorName: text('operator_name'),
    lastText: text('last_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who closed it: player, visitor or operator:<id>. */
    closedBy: text('closed_by'),
  },
  (t) => [
    uniqueIndex('chat_conversation_open_member')
      .on(t.memberId)
      .where(sql`${t.status} <> 'closed' and ${t.memberId} is not null`),
    uniqueIndex('chat_conversation_open_visitor')
      .on(t.visitorId)
      .where(sql`${t.status} <> 'closed' and ${t.visitorId} is not null`),
    index('chat_conversation_status').on(t.status, t.createdAt),
    index('chat_conversation_operator').on(t.operatorId, t.status),
    index('chat_conversation_party').on(t.partyName, t.closedAt),
    check('chat_conversation_status_check', sql`${t.status} in ('queued', 'active', 'closed')`),
    check('chat_conversation_party_check', sql`(${t.memberId} is null) <> (${t.visitorId} is null)`),
    check('chat_conversation_operator_check', sql`${t.status} <> 'active' or ${t.operatorId} is not null`),
  ],
);

/** The history of a chat, insert-only: every line the player, the visitor or an operator sent. */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    chatId: bigint('chat_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversation.id),
    sender: text('sender').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' }),
    operatorName: text('operator_name'),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_message_chat').on(t.chatId, t.id),
    check('chat_message_sender_check', sql`${t.sender} in ('player', 'visitor', 'operator', 'system')`),
  ],
);
