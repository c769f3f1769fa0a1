import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The audit trail (decision 0022): who changed what, when, from where, before and after,
 * and why. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained: `hash` is
 * SHA-256 over the row's canonical content and `prev_hash`, the hash of the row at `seq - 1`.
 * Appends are serialised (an advisory lock held to the end of the writer's transaction), so `seq`
 * has no gaps and the chain never forks; any edit, deletion or reordering breaks verification.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Position in the chain: 1, 2, 3 … without gaps. */
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_entry_seq').on(t.seq),
    index('audit_entry_at').on(t.at),
    index('audit_entry_actor').on(t.actorKind, t.actorId),
    index('audit_entry_target').on(t.targetType, t.targetId),
    index('audit_entry_action').on(t.action),
    check('audit_entry_actor_kind_check', sql`${t.actorKind} in ('operator', 'player', 'system')`),
  ],
);
