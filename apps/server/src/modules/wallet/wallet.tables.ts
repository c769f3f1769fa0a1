import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Enums, not CHECK constraints: the ledger's hot statements do not re-read a check per call. */
export const walletAccountStatus = pgEnum('wallet_account_status', ['open', 'frozen', 'closed']);
export const walletOperationStatus = pgEnum('wallet_operation_status', ['posted', 'refused']);

/**
 * An account holds one currency. Player accounts belong to a player (ownerId) and may never go
 * below zero; system accounts (house, vendor, …) may, and are split into `shard`s so that every
 * bet crediting "the house" does not queue behind one row lock. The logical house balance is the
 * sum of its shards. `balanceMinor` is a cache of the sum of the account's entries (checked by
 * reconciliation).
 */
export const walletAccount = pgTable(
  'wallet_account',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    ownerId: text('owner_id').notNull().default(''),
    currency: text('currency').notNull(),
    shard: smallint('shard').notNull().default(0),
    allowNegative: boolean('allow_negative').notNull(),
    status: walletAccountStatus('status').notNull().default('open'),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_account_identity').on(t.kind, t.ownerId, t.currency, t.shard),
    check('wallet_account_non_negative', sql`${t.allowNegative} or ${t.balanceMinor} >= 0`),
  ],
);

/**
 * One business operation (deposit, bet, win …): the unit of idempotency. `inputHash` is the
 * SHA-256 of the canonical input, so the same key with a different input is recognised and
 * refused. A refused operation is recorded too (status refused, no entries) so a replay gets the
 * same refusal: `result` holds its code, the refused account's position and balance. A posted
 * operation's result is `{}` (its entries are the record); rows written before migration 0010
 * hold the full first answer, which replays return as it is.
 */
export const walletOperation = pgTable(
  'wallet_operation',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull(),
    inputHash: text('input_hash').notNull(),
    type: text('type').notNull(),
    reference: text('reference').notNull().default(''),
    actor: text('actor').notNull(),
    reason: text('reason').notNull().default(''),
    status: walletOperationStatus('status').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_operation_key').on(t.idempotencyKey)],
);

/**
 * Ledger rows: insert-only (a trigger refuses UPDATE and DELETE). One statement trigger checks
 * every INSERT's new rows (migration 0010): each names an existing operation and an existing
 * account in that account's currency, and the rows of each operation sum to zero per currency.
 * (It replaces foreign keys: one query per statement instead of one per row and key; accounts
 * and operations can never be deleted, so nothing they protect against can happen.)
 * A transfer is two entries with the same transferIndex: minus on the source, plus on the
 * destination. `balanceAfterMinor` is the account's balance right after this entry.
 */
export const walletEntry = pgTable(
  'wallet_entry',
  {
    id: bigint('id', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    operationId: bigint('operation_id', { mode: 'bigint' }).notNull(),
    transferIndex: integer('transfer_index').notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed by operation first: one index serves both uniqueness and "the entries of operation X".
    primaryKey({ name: 'wallet_entry_pkey', columns: [t.operationId, t.id] }),
    index('wallet_entry_account_time').on(t.accountId, t.createdAt, t.id),
    check('wallet_entry_nonzero', sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * A two-phase hold: money moved from the player's cash to their frozen account at reserve time,
 * then either posted on to its destination or voided back. The status moves pending → posted or
 * pending → voided exactly once (a conditional update).
 */
export const walletHold = pgTable(
  'wallet_hold',
  {
    /** The id of the operation that reserved it: a replayed reserve finds its hold by that. */
    id: bigint('id', { mode: 'bigint' })
      .primaryKey()
      .references(() => walletOperation.id),
    sourceAccountId: bigint('source_account_id', { mode: 'bigint' }).notNull(),
    frozenAccountId: bigint('frozen_account_id', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    settleOperationId: bigint('settle_operation_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('wallet_hold_status_check', sql`${t.status} in ('pending', 'posted', 'voided')`),
    check('wallet_hold_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** Each reconciliation run and what it found; an alert is a run with problems. */
export const walletReconciliation = pgTable('wallet_reconciliation', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  trigger: text('trigger').notNull(),
  accountsChecked: integer('accounts_checked').notNull(),
  operationsChecked: integer('operations_checked').notNull(),
  problems: jsonb('problems').notNull(),
  clean: boolean('clean').notNull(),
});

export const walletAlert = pgTable('wallet_alert', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
  reconciliationId: bigint('reconciliation_id', { mode: 'bigint' })
    .notNull()
    .references(() => walletReconciliation.id),
  severity: text('severity').notNull(),
  summary: text('summary').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
});
