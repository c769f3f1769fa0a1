import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Announcements (the "Announcement" record, read by MCSFE_getListAnnouncements). Types:
 * B banner (in a group: w_home, w_register, w_leftmenu, w_login, w_forget), PL player notice
 * (the news centre list), PU popup (audience A logged in / B anonymous; execution A every
 * session, B once, F on a first-time login), PR promotion, H headline (the scrolling marquee).
 * Texts per language live in announcement_text; the back office edits both.
 */
export const announcement = pgTable(
  'announcement',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    platform: text('platform').notNull().default('W'),
    groupName: text('group_name'),
    audience: text('audience'),
    execution: text('execution'),
    promotionType: text('promotion_type'),
    promotionId: text('promotion_id'),
    linkageType: text('linkage_type'),
    linkage: text('linkage'),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
    status: text('status').notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcement_type_sort').on(t.type, t.sort),
    check('announcement_type_check', sql`${t.type} in ('B', 'PL', 'PU', 'PR', 'H')`),
    check('announcement_audience_check', sql`${t.audience} is null or ${t.audience} in ('A', 'B')`),
    check('announcement_execution_check', sql`${t.execution} is null or ${t.execution} in ('A', 'B', 'F')`),
    check('announcement_status_check', sql`${t.status} in ('active', 'inactive')`),
  ],
);

export const announcementText = pgTable(
  'announcement_text',
  {
    announcementId: bigint('announcement_id', { mode: 'bigint' })
      .notNull()
      .references(() => announcement.id),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Rich text (sanitised HTML) written by operators. */
    content: text('content').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);
