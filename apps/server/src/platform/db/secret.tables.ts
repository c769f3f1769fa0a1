import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets the platform generates for itself and every instance must share (the payload
 * encryption key pair). Never served; only platform code reads it.
 */
export const platformSecret = pgTable('platform_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
