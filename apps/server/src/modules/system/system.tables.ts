import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site settings and feature flags, keyed by code (spec section 1: codes such as CHNGPASSVERIF3). */
export const siteSetting = pgTable('site_setting', {
  code: text('code').primaryKey(),
  module: text('module').notNull(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** CIDR allow/deny rules deciding status 2 (region/IP restricted). */
export const ipRule = pgTable(
  'ip_rule',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    action: text('action').notNull(),
    cidr: text('cidr').notNull().unique(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ip_rule_action_check', sql`${t.action} in ('allow', 'deny')`)],
);
