import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (decision 0085): one row per page view or event a consenting visitor's
 * browser sent. Nothing personal: no address, no user agent, no query string; the member id only
 * when the batch came with a session. Insert-only; rows older than the retention are deleted.
 */
export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The pathname the visitor was on. */
    path: text('path').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** The event's own fields (gameCode, vassalage, gameType, channelCode, csType), as validated. */
    props: jsonb('props').$type<Record<string, string>>().notNull(),
    language: text('language'),
    device: text('device'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('analytics_event_occurred').on(t.occurredAt),
    index('analytics_event_name').on(t.name, t.occurredAt),
    check(
      'analytics_event_name_check',
      sql`${t.name} in ('page_view', 'game_launch', 'deposit_start', 'register_start', 'customer_service_open')`,
    ),
  ],
);
