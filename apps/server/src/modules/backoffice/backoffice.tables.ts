import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * People who run the site from the back office. A different kind of account from
 * `member`: an operator token never passes a player guard, nor the reverse. Password (Argon2id)
 * plus a mandatory authenticator (TOTP); optionally only from the addresses in `ip_allow_list`
 * (CIDRs; empty means any address).
 */
export const operator = pgTable(
  'operator',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    displayName: text('display_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** RFC 6238 secret (base32); every operator has one, login needs a code from it once enrolled. */
    totpSecret: text('totp_secret').notNull(),
    /**
     * When the operator proved their authenticator holds the secret; null: not yet (a new
     * operator or a second-factor reset enrols at the next sign-in; decision 0036).
     */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** Set by creation and by an owner's password reset; cleared when the operator picks their own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    ipAllowList: text('ip_allow_list').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').notNull().default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_username_lower').on(sql`lower(${t.username})`),
    check('operator_status_check', sql`${t.status} in ('active', 'disabled')`),
    check(
      'operator_role_check',
      sql`${t.role} in ('owner', 'admin', 'finance', 'risk', 'content', 'support')`,
    ),
  ],
);

/**
 * An operator's signed-in session. Only the SHA-256 of the token is stored. It ends after
 * BOSESSION idle minutes without a request (sliding `last_seen_at`), at `expires_at` whatever the
 * activity, or at logout (`revoked_at`).
 */
export const operatorSession = pgTable(
  'operator_session',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    operatorId: bigint('operator_id', { mode: 'bigint' })
      .notNull()
      .references(() => operator.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_session_token').on(t.tokenHash),
    index('operator_session_operator').on(t.operatorId),
  ],
);
