import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A member's invite code (decision 0056): made the first time the member opens the referral page
 * (or a code is asked for), never changed. Seven characters of an alphabet without look-alikes.
 */
export const promoReferralCode = pgTable(
  'promo_referral_code',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).primaryKey(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('promo_referral_code_code').on(t.code)],
);

/**
 * An invitee: who invited them, recorded at registration (the primary key makes one referrer per
 * invitee). `status` goes pending → rewarded (once: the referrer's and the invitee's rewards are
 * paid in the transaction that sets it), or → refused with the reason the abuse checks found, or →
 * expired (the window passed, or the referrer's limit was reached).
 */
export const promoReferral = pgTable(
  'promo_referral',
  {
    inviteeId: bigint('invitee_id', { mode: 'bigint' }).primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'bigint' }).notNull(),
    code: text('code').notNull(),
    status: text('status').notNull().default('pending'),
    /** self, same_device, same_ip, same_payee, same_mobile (REFERRAL_REFUSALS). */
    refusal: text('refusal'),
    /** The address and user agent of the registration (what "same device" is judged on). */
    registerIp: text('register_ip').notNull(),
    registerUserAgent: text('register_user_agent').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    /** The promotion whose rules rewarded it. */
    promotionId: bigint('promotion_id', { mode: 'bigint' }),
    referrerRewardMinor: bigint('referrer_reward_minor', { mode: 'bigint' }),
    inviteeRewardMinor: bigint('invitee_reward_minor', { mode: 'bigint' }),
    currency: text('currency'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('promo_referral_referrer').on(t.referrerId, t.registeredAt),
    index('promo_referral_pending').on(t.registeredAt).where(sql`${t.status} = 'pending'`),
    check('promo_referral_status_check', sql`${t.status} in ('pending', 'rewarded', 'refused', 'expired')`),
  ],
);

/**
 * The risk queue (decision 0056): what the promotions abuse checks flag for an operator to look
 * at and clear. One open flag per member and kind (a repeat adds to the open one's detail).
 */
export const promoRiskFlag = pgTable(
  'promo_risk_flag',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    /** self_referral, same_person_claim, shared_device, bonus_hunting (RISK_FLAG_KINDS). */
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: text('cleared_by'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('promo_risk_flag_open').on(t.memberId, t.kind).where(sql`${t.status} = 'open'`),
    index('promo_risk_flag_status').on(t.status, t.createdAt),
    check('promo_risk_flag_status_check', sql`${t.status} in ('open', 'cleared')`),
  ],
);

/**
 * What identifies a person, per member, as the abuse checks saw it (decision 0056): kind ip (an
 * address the member registered or signed in from), device (a user agent seen from one address),
 * payee (a payee name, normalised) and mobile (the member's mobile number and payout account
 * numbers, as digits). Written when it matters (registration, a join, a deposit, a referral
 * check), read both ways: a member's values, and every member with a value.
 */
export const promoIdentity = pgTable(
  'promo_identity',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value, t.memberId] }),
    index('promo_identity_member').on(t.memberId),
    check('promo_identity_kind_check', sql`${t.kind} in ('ip', 'device', 'payee', 'mobile')`),
  ],
);
