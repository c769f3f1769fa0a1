import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The seamless-wallet side of the games (packages/contract/src/vendor-protocol.ts).
 * Vendor codes are the catalogue's `vassalage` (game_vendor); no foreign key, so a vendor's
 * secret and history survive catalogue reloads.
 */

/**
 * The secret each vendor signs its wallet calls with (HMAC-SHA256). After a rotation the
 * previous secret is still accepted until `previous_secret_until` (decision 0034), so calls
 * the vendor signed before it switched do not fail.
 */
export const vendorCredential = pgTable('vendor_credential', {
  vendorCode: text('vendor_code').primaryKey(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  previousSecret: text('previous_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/**
 * One-time launch tokens: only the SHA-256 is stored. Bound to the player, the login session,
 * the game, the vendor and the currency; the vendor's authenticate spends it.
 */
export const vendorLaunchToken = pgTable(
  'vendor_launch_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    loginSessionId: text('login_session_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    playMoney: boolean('play_money').notNull(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('vendor_launch_token_member').on(t.memberId, t.createdAt)],
);

/**
 * A player's game session with a vendor, opened by authenticate. Debits need a live one;
 * credits, rollbacks and end of round are accepted after it expired. `ended_at` is set when the
 * login session that launched the game ended (logout, password change, freeze): debits stop at
 * once, and a debit's extension of `expires_at` cannot bring the session back.
 */
export const vendorGameSession = pgTable(
  'vendor_game_session',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    loginSessionId: text('login_session_id').notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    playMoney: boolean('play_money').notNull(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('vendor_game_session_player').on(t.vendorCode, t.memberId, t.expiresAt),
    // Ending a login session finds its game sessions through this index, not by a scan.
    index('vendor_game_session_login').on(t.loginSessionId),
  ],
);

/**
 * Every money call a vendor made, keyed by its transaction id: the idempotency record. The
 * response is stored as the exact bytes sent, so a replay answers byte for byte. A rollback
 * naming an unknown transaction stores a `marker` row under that id, which refuses the late debit.
 */
export const vendorTransaction = pgTable(
  'vendor_transaction',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    /** SHA-256 of the raw request body: same id with another body is a conflict. */
    requestHash: text('request_hash').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    refTransactionId: text('ref_transaction_id'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** posted, refused (nothing moved) or marker. */
    outcome: text('outcome').notNull(),
    walletOperationId: text('wallet_operation_id'),
    /** A posted debit a later rollback refunded. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('vendor_transaction_id_unique').on(t.vendorCode, t.transactionId),
    check(
      'vendor_transaction_kind_check',
      sql`${t.kind} in ('debit', 'credit', 'rollback', 'adjust', 'marker')`,
    ),
    check('vendor_transaction_outcome_check', sql`${t.outcome} in ('posted', 'refused', 'marker')`),
  ],
);

/**
 * Bet records: one row per vendor round, updated by every debit, credit and rollback. The
 * betting-record and profit-and-loss pages read these; the winner board reads settled wins.
 */
export const betRecord = pgTable(
  'bet_record',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** Snapshot for the winner board (masked when shown). */
    username: text('username').notNull(),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull(),
    playMoney: boolean('play_money').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Stake given back by rollbacks. */
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    debitCount: integer('debit_count').notNull().default(0),
    creditCount: integer('credit_count').notNull().default(0),
    status: text('status').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('bet_record_round_unique').on(t.vendorCode, t.roundId),
    index('bet_record_member_opened').on(t.memberId, t.openedAt),
    index('bet_record_opened').on(t.openedAt),
    index('bet_record_settled_win')
      .on(t.winMinor)
      .where(sql`${t.status} = 'settled' and not ${t.playMoney} and ${t.winMinor} > 0`),
    check('bet_record_status_check', sql`${t.status} in ('open', 'settled', 'rolled_back')`),
  ],
);

/** Every vendor call as received and answered, for reconciliation with the vendor's records. */
export const vendorCallLog = pgTable(
  'vendor_call_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: text('vendor_code'),
    call: text('call').notNull(),
    headers: jsonb('headers').notNull(),
    requestBody: text('request_body').notNull(),
    responseBody: text('response_body').notNull(),
    status: text('status').notNull(),
    transactionId: text('transaction_id'),
    replayed: boolean('replayed').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    index('vendor_call_log_vendor_time').on(t.vendorCode, t.receivedAt),
    index('vendor_call_log_transaction').on(t.vendorCode, t.transactionId),
  ],
);

/**
 * Valid bets, the one definition every rule that counts play reads (decision 0046): settled
 * real-money stakes (less refunds) and payouts per member per 5-minute slot in which they settled.
 * Kept by a trigger on bet_record in the settling transaction (vendors/sql/valid_bet_rollup.sql):
 * a change after settlement (a late win, a rollback) lands in the slot where it happens, so a
 * closed period is never rewritten. Play money is left out at the source.
 */
export const validBetBucket = pgTable(
  'valid_bet_bucket',
  {
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    rounds: integer('rounds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bucketStart, t.memberId, t.currency] }),
    index('valid_bet_bucket_member').on(t.memberId, t.bucketStart),
  ],
);

/**
 * Every change a round made to the valid bets (decision 0047), written by the same trigger in the
 * same transaction: settled (counted), adjusted (a settled round changed: a late win, a refund)
 * or reversed (a settled round rolled back), with the amounts it added to its slot. The slot's
 * valid_bet_bucket row is the sum of its changes; these are what a salary line drills down to.
 */
export const validBetChange = pgTable(
  'valid_bet_change',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    bucketStart: timestamp('bucket_start', { withTimezone: true }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    betRecordId: bigint('bet_record_id', { mode: 'bigint' }).notNull(),
    kind: text('kind').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('valid_bet_change_member').on(t.memberId, t.bucketStart),
    check('valid_bet_change_kind_check', sql`${t.kind} in ('settled', 'adjusted', 'reversed')`),
  ],
);
