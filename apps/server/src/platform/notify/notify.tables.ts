import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every SMS and email the platform sends. With the default 'outbox' provider this table is the
 * delivery (the back office and the tests read it); with a real provider it is the audit of what
 * was handed over and whether it was accepted.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(), // sms | email
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(), // register, login, forgot-password, verify-ip …
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(), // stored | sent | failed
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_recipient_time').on(t.recipient, t.createdAt)],
);
