import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { member, memberKnownIp, memberSession } from '../accounts/accounts.tables.js';
import { payoutAccount } from '../payments/payments.withdrawals.tables.js';
import { promoIdentity, promoRiskFlag } from './promotions.referral.tables.js';
import { promoBonus, promoClaim } from './promotions.tables.js';

/**
 * The abuse checks' SQL (decision 0056). What the platform records about a member is read here,
 * by member id only (indexed in its own module): the profile, the addresses signed in from, the
 * sessions' user agents and the payout accounts. promo_identity holds what was read, so the
 * other direction (every member with a value) is one index probe.
 */

export type IdentityKind = 'ip' | 'device' | 'payee' | 'mobile';
export type RiskFlagRow = typeof promoRiskFlag.$inferSelect;

/** The raw identity of a member as its own modules recorded it. */
export async function recordedIdentity(tx: Tx, memberId: bigint) {
  const [profile] = await tx
    .select({
      mobile: member.mobile,
      countryDialingCode: member.countryDialingCode,
      payeeName: member.payeeName,
      registerIp: member.registerIp,
    })
    .from(member)
    .where(eq(member.id, memberId));
  const [ips, sessions, payouts] = await Promise.all([
    tx.select({ ip: memberKnownIp.ip }).from(memberKnownIp).where(eq(memberKnownIp.memberId, memberId)),
    tx
      .selectDistinct({ ip: memberSession.ip, userAgent: memberSession.userAgent })
      .from(memberSession)
      .where(eq(memberSession.memberId, memberId))
      .limit(200),
    tx
      .select({ payeeName: payoutAccount.payeeName, accountNumber: payoutAccount.accountNumber })
      .from(payoutAccount)
      .where(eq(payoutAccount.memberId, memberId)),
  ]);
  return { profile, ips: ips.map((r) => r.ip), sessions, payouts };
}

export async function addIdentities(
  tx: Tx,
  memberId: bigint,
  values: { kind: IdentityKind; value: string }[],
  at: Date,
): Promise<void> {
  if (values.length === 0) return;
  await tx
    .insert(promoIdentity)
    .values(values.map((v) => ({ ...v, memberId, seenAt: at })))
    .onConflictDoNothing();
}

/** Other members sharing a value of these kinds with `memberId`: each with the kinds shared. */
export async function sharingMembers(
  tx: Tx,
  memberId: bigint,
  kinds: readonly IdentityKind[],
): Promise<{ memberId: bigint; kind: IdentityKind; value: string }[]> {
  const mine = tx
    .select({ kind: promoIdentity.kind, value: promoIdentity.value })
    .from(promoIdentity)
    .where(and(eq(promoIdentity.memberId, memberId), inArray(promoIdentity.kind, [...kinds])));
  const rows = await tx
    .select({ memberId: promoIdentity.memberId, kind: promoIdentity.kind, value: promoIdentity.value })
    .from(promoIdentity)
    .where(
      and(
        sql`(${promoIdentity.kind}, ${promoIdentity.value}) in (${mine})`,
        ne(promoIdentity.memberId, memberId),
      ),
    )
    .limit(500);
  return rows.map((r) => ({ ...r, kind: r.kind as IdentityKind }));
}

/** The kinds two members share (at least one value of each). */
export async function sharedKinds(tx: Tx, a: bigint, b: bigint): Promise<IdentityKind[]> {
  const theirs = tx
    .select({ kind: promoIdentity.kind, value: promoIdentity.value })
    .from(promoIdentity)
    .where(eq(promoIdentity.memberId, b));
  const rows = await tx
    .selectDistinct({ kind: promoIdentity.kind })
    .from(promoIdentity)
    .where(
      and(eq(promoIdentity.memberId, a), sql`(${promoIdentity.kind}, ${promoIdentity.value}) in (${theirs})`),
    );
  return rows.map((r) => r.kind as IdentityKind);
}

/** Which of `memberIds` joined or were issued promotion `promotionId`. */
export async function claimantsAmong(tx: Tx, promotionId: bigint, memberIds: bigint[]): Promise<bigint[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ memberId: promoClaim.memberId })
    .from(promoClaim)
    .where(
      and(
        eq(promoClaim.promotionId, promotionId),
        inArray(promoClaim.memberId, memberIds),
        inArray(promoClaim.status, ['joined', 'issued']),
      ),
    );
  return rows.map((r) => r.memberId);
}

/**
 * Raises a flag, or adds to the open one of the same member and kind (one open flag each): the
 * newest detail replaces the old, with a count of how often it was raised.
 */
export async function raiseFlag(
  tx: Tx,
  memberId: bigint,
  kind: string,
  detail: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx
    .insert(promoRiskFlag)
    .values({ memberId, kind, detail: { ...detail, times: 1 }, createdAt: at })
    .onConflictDoUpdate({
      target: [promoRiskFlag.memberId, promoRiskFlag.kind],
      targetWhere: sql`${promoRiskFlag.status} = 'open'`,
      set: {
        detail: sql`excluded.detail || jsonb_build_object('times', coalesce((${promoRiskFlag.detail}->>'times')::int, 1) + 1)`,
      },
    });
}

export async function flags(tx: Tx, status: 'open' | 'cleared', limit = 200) {
  return tx
    .select({ flag: promoRiskFlag, username: member.username })
    .from(promoRiskFlag)
    .leftJoin(member, eq(member.id, promoRiskFlag.memberId))
    .where(eq(promoRiskFlag.status, status))
    .orderBy(desc(promoRiskFlag.createdAt), desc(promoRiskFlag.id))
    .limit(limit);
}

export async function flagsOf(tx: Tx, memberId: bigint): Promise<RiskFlagRow[]> {
  return tx.select().from(promoRiskFlag).where(eq(promoRiskFlag.memberId, memberId));
}

/** Clears an open flag: the cleared row, or undefined when none was open. */
export async function clearFlag(tx: Tx, id: bigint, by: string, note: string, at: Date) {
  const [row] = await tx
    .update(promoRiskFlag)
    .set({ status: 'cleared', clearedAt: at, clearedBy: by, note })
    .where(and(eq(promoRiskFlag.id, id), eq(promoRiskFlag.status, 'open')))
    .returning();
  return row;
}

/** Members with at least `min` deposit-promotion bonuses forfeited since `since`, with the count. */
export async function forfeitersSince(tx: Tx, since: Date, min: number) {
  const forfeited = sql<number>`count(*)::int`;
  return tx
    .select({ memberId: promoBonus.memberId, forfeited })
    .from(promoBonus)
    .where(
      and(
        eq(promoBonus.status, 'forfeited'),
        gte(promoBonus.grantedAt, since),
        inArray(promoBonus.source, ['first_deposit', 'reload']),
      ),
    )
    .groupBy(promoBonus.memberId)
    .having(sql`count(*) >= ${min}`);
}
