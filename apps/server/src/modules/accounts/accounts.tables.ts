import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Everyone who signs in to the player site or the agent centre. `type` follows the spec:
 * 0 member, 4 trial (play money only), 1, 2, 41, 42 agents; 9 a non-member account (house,
 * test or system) that may not sign in to the player site. The wallet knows a member by `id`
 * (as text).
 */
export const member = pgTable(
  'member',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    type: smallint('type').notNull().default(0),
    status: text('status').notNull().default('active'),
    nickname: text('nickname').notNull().default(''),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    payeeName: text('payee_name'),
    idNumber: text('id_number'),
    /** qqNum, line, whatsapp, facebook, wechat as given at registration. */
    contacts: jsonb('contacts').notNull().default({}),
    uplineId: bigint('upline_id', { mode: 'bigint' }),
    affiliateCode: text('affiliate_code'),
    referralCode: text('referral_code'),
    recommenderId: text('recommender_id'),
    language: text('language').notNull().default('BN'),
    /** Avatar: one of the site's MEMBER_ICON_COUNT built-in icons (the /wps/member/info/icon call). */
    icon: smallint('icon').notNull().default(1),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an operator's password reset; the next password login must pick a new one (decision 0036). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    registerIp: text('register_ip').notNull().default(''),
    registerUrl: text('register_url').notNull().default(''),
    registerMethod: text('register_method').notNull().default('WEB'),
    domain: text('domain').notNull().default(''),
    /** RFC 6238 secret (base32) once the member enrolled an authenticator app; null otherwise. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('member_mobile').on(t.countryDialingCode, t.mobile),
    uniqueIndex('member_affiliate_code').on(t.affiliateCode),
    index('member_upline').on(t.uplineId),
    /** New members in a range (the agents' team overview). */
    index('member_created').on(t.createdAt),
    check('member_status_check', sql`${t.status} in ('active', 'locked', 'disabled')`),
    check('member_icon_check', sql`${t.icon} between 1 and 12`),
  ],
);

/** PostgreSQL's `ltree` label path ('17.42.980'): PGlite loads it from its contrib bundle. */
const ltree = customType<{ data: string }>({ dataType: () => 'ltree' });

/**
 * Where a member stands in the agent tree (decision 0046): `path` is the member ids from the top of
 * the tree down to the member itself, so a whole team is `path <@ agent's path` (GiST index) and a
 * direct downline is `member.upline_id = agent` (b-tree). Kept by triggers on `member` (insert, and
 * an upline change, which moves the member's whole team with it), whatever code writes the member.
 */
export const memberTeam = pgTable(
  'member_team',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => member.id),
    path: ltree('path').notNull(),
  },
  (t) => [
    index('member_team_path').using('gist', t.path),
    // A team is also one range of this index (ids are digits: see agents.team.repo.ts teamSizes), so
    // its size is an index-only count.
    index('member_team_path_order').using('btree', t.path),
  ],
);

/**
 * Moves of a member (and its whole team) under another upline (decision 0046): an operator action,
 * audited; the member's old place is kept here.
 */
export const memberTeamHistory = pgTable(
  'member_team_history',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => member.id),
    fromUplineId: bigint('from_upline_id', { mode: 'bigint' }),
    toUplineId: bigint('to_upline_id', { mode: 'bigint' }),
    /** Members moved with it (its whole team, itself included). */
    teamSize: bigint('team_size', { mode: 'number' }).notNull(),
    operatorId: text('operator_id').notNull(),
    reason: text('reason').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('member_team_history_member').on(t.memberId, t.movedAt)],
);

/**
 * A signed-in session. The token itself is never stored: only its SHA-256, so a leaked table
 * cannot be replayed. Revocation and expiry are checked on every request.
 */
export const memberSession = pgTable(
  'member_session',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => member.id),
    /** player or agent: an agent-centre session does not open the player site and back. */
    area: text('area').notNull(),
    loginMethod: text('login_method').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_session_token').on(t.tokenHash), index('member_session_member').on(t.memberId)],
);

/** Addresses a member has signed in from: a new one may ask for extra verification. */
export const memberKnownIp = pgTable(
  'member_known_ip',
  {
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => member.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** A social (OpenID Connect) identity linked to a member: provider + subject is the identity. */
export const memberIdentity = pgTable(
  'member_identity',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => member.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('member_identity_member').on(t.memberId)],
);
