import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { member } from '../accounts/accounts.tables.js';
import { depositOrder } from '../payments/payments.deposits.tables.js';
import { validBetBucket } from '../vendors/vendors.tables.js';
import { promoReferral, promoReferralCode } from './promotions.referral.tables.js';
import { promoPromotion } from './promotions.tables.js';

/** The referral's SQL (decision 0056). */

export type ReferralRow = typeof promoReferral.$inferSelect;
export type NewReferral = typeof promoReferral.$inferInsert;

export async function codeOf(tx: Tx, memberId: bigint, lock = false): Promise<string | undefined> {
  const query = tx
    .select({ code: promoReferralCode.code })
    .from(promoReferralCode)
    .where(eq(promoReferralCode.memberId, memberId));
  const [row] = lock ? await query.for('update') : await query;
  return row?.code;
}

/** Inserts a code unless the member has one or the code is taken; answers whether it was written. */
export async function insertCode(tx: Tx, memberId: bigint, code: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(promoReferralCode)
    .values({ memberId, code, createdAt: at })
    .onConflictDoNothing()
    .returning({ memberId: promoReferralCode.memberId });
  return rows.length > 0;
}

export async function memberOfCode(tx: Tx, code: string): Promise<bigint | undefined> {
  const [row] = await tx
    .select({ memberId: promoReferralCode.memberId })
    .from(promoReferralCode)
    .where(eq(promoReferralCode.code, code));
  return row?.memberId;
}

/** Records an invitee once (the primary key): answers whether it was new. */
export async function insertReferral(tx: Tx, row: NewReferral): Promise<boolean> {
  const rows = await tx
    .insert(promoReferral)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: promoReferral.inviteeId });
  return rows.length > 0;
}

export async function referralOf(tx: Tx, inviteeId: bigint, lock = false): Promise<ReferralRow | undefined> {
  const query = tx.select().from(promoReferral).where(eq(promoReferral.inviteeId, inviteeId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decide(tx: Tx, inviteeId: bigint, set: Partial<NewReferral>): Promise<void> {
  await tx.update(promoReferral).set(set).where(eq(promoReferral.inviteeId, inviteeId));
}

/** A referrer's invitees, newest first, with their usernames. */
export async function inviteesOf(tx: Tx, referrerId: bigint, limit = 200) {
  return tx
    .select({ referral: promoReferral, username: member.username })
    .from(promoReferral)
    .leftJoin(member, eq(member.id, promoReferral.inviteeId))
    .where(eq(promoReferral.referrerId, referrerId))
    .orderBy(desc(promoReferral.registeredAt))
    .limit(limit);
}

/** A referrer's invitees per status. */
export async function countsOf(tx: Tx, referrerId: bigint) {
  const rows = await tx
    .select({ status: promoReferral.status, n: sql<number>`count(*)::int` })
    .from(promoReferral)
    .where(eq(promoReferral.referrerId, referrerId))
    .groupBy(promoReferral.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** The sum of what a referrer earned. */
export async function earnedBy(tx: Tx, referrerId: bigint): Promise<bigint> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${promoReferral.referrerRewardMinor}), 0)::text` })
    .from(promoReferral)
    .where(and(eq(promoReferral.referrerId, referrerId), eq(promoReferral.status, 'rewarded')));
  return BigInt(row?.sum ?? '0');
}

export async function rewardedCount(tx: Tx, referrerId: bigint): Promise<number> {
  return (await countsOf(tx, referrerId)).get('rewarded') ?? 0;
}

/** Pending invitees registered since `since`, oldest first (the sweep). */
export async function pendingSince(tx: Tx, since: Date, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoReferral.inviteeId })
    .from(promoReferral)
    .where(and(eq(promoReferral.status, 'pending'), gte(promoReferral.registeredAt, since)))
    .orderBy(asc(promoReferral.registeredAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Pending invitees registered before `before` (their window may have passed). */
export async function pendingBefore(tx: Tx, before: Date, limit: number): Promise<bigint[]> {
  const rows = await tx
    .select({ id: promoReferral.inviteeId })
    .from(promoReferral)
    .where(and(eq(promoReferral.status, 'pending'), lt(promoReferral.registeredAt, before)))
    .orderBy(asc(promoReferral.registeredAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The newest published referral promotion active at `now`. */
export async function liveReferralPromotion(tx: Tx, now: Date) {
  const [row] = await tx
    .select()
    .from(promoPromotion)
    .where(
      and(
        eq(promoPromotion.kind, 'referral'),
        eq(promoPromotion.status, 'published'),
        sql`${promoPromotion.activeFrom} <= ${now}`,
        sql`(${promoPromotion.activeUntil} is null or ${promoPromotion.activeUntil} > ${now})`,
      ),
    )
    .orderBy(desc(promoPromotion.id))
    .limit(1);
  return row;
}

/** The member's paid deposits in [from, to), in minor units of `currency`. */
export async function paidDeposits(tx: Tx, memberId: bigint, currency: string, from: Date, to: Date) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${depositOrder.amountMinor}), 0)::text` })
    .from(depositOrder)
    .where(
      and(
        eq(depositOrder.memberId, memberId),
        eq(depositOrder.status, 'paid'),
        eq(depositOrder.currency, currency),
        gte(depositOrder.paidAt, from),
        lt(depositOrder.paidAt, to),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

/**
 * The member's valid bets (the one definition, valid_bet_bucket) in the 5-minute slots that start
 * before `to` (nobody bets before registering: no lower bound).
 */
export async function validBets(tx: Tx, memberId: bigint, currency: string, to: Date) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${validBetBucket.stakeMinor}), 0)::text` })
    .from(validBetBucket)
    .where(
      and(
        eq(validBetBucket.memberId, memberId),
        eq(validBetBucket.currency, currency),
        lt(validBetBucket.bucketStart, to),
      ),
    );
  return BigInt(row?.sum ?? '0');
}
