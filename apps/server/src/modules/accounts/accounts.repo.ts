import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { member, memberKnownIp, memberSession, memberTeam, memberTeamHistory } from './accounts.tables.js';

export type MemberRow = typeof member.$inferSelect;
export type NewMember = typeof member.$inferInsert;

export async function memberByUsername(tx: Tx, username: string): Promise<MemberRow | undefined> {
  const rows = await tx.select().from(member).where(sql`lower(${member.username}) = lower(${username})`);
  return rows[0];
}

export async function memberByMobile(
  tx: Tx,
  countryDialingCode: string,
  mobile: string,
): Promise<MemberRow | undefined> {
  const rows = await tx
    .select()
    .from(member)
    .where(and(eq(member.countryDialingCode, countryDialingCode), eq(member.mobile, mobile)));
  return rows[0];
}

/** Affiliate codes are stored upper-case, so the unique index answers the lookup. */
export async function memberByAffiliateCode(tx: Tx, code: string): Promise<MemberRow | undefined> {
  const rows = await tx.select().from(member).where(eq(member.affiliateCode, code.toUpperCase()));
  return rows[0];
}

export async function memberById(tx: Tx, id: bigint): Promise<MemberRow | undefined> {
  const rows = await tx.select().from(member).where(eq(member.id, id));
  return rows[0];
}

/** Inserts a member; null when the username (or mobile) is already taken. */
export async function insertMember(tx: Tx, row: NewMember): Promise<MemberRow | null> {
  const rows = await tx.insert(member).values(row).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function recordLogin(tx: Tx, memberId: bigint, ip: string, at: Date): Promise<void> {
  await tx.update(member).set({ lastLoginAt: at, lastLoginIp: ip }).where(eq(member.id, memberId));
  await tx
    .insert(memberKnownIp)
    .values({ memberId, ip, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({ target: [memberKnownIp.memberId, memberKnownIp.ip], set: { lastSeenAt: at } });
}

export async function isKnownIp(tx: Tx, memberId: bigint, ip: string): Promise<boolean> {
  const rows = await tx
    .select({ ip: memberKnownIp.ip })
    .from(memberKnownIp)
    .where(and(eq(memberKnownIp.memberId, memberId), eq(memberKnownIp.ip, ip)));
  return rows.length > 0;
}

/** Stores a session and returns its id. */
export async function insertSession(tx: Tx, row: typeof memberSession.$inferInsert): Promise<bigint> {
  const rows = await tx.insert(memberSession).values(row).returning({ id: memberSession.id });
  const inserted = rows[0];
  if (!inserted) throw new Error('session was not stored');
  return inserted.id;
}

/** The live session for a token hash, with its member (one indexed lookup per request). */
export async function liveSession(tx: Tx, tokenHash: string, now: Date) {
  const rows = await tx
    .select({ session: memberSession, member })
    .from(memberSession)
    .innerJoin(member, eq(member.id, memberSession.memberId))
    .where(
      and(
        eq(memberSession.tokenHash, tokenHash),
        isNull(memberSession.revokedAt),
        gt(memberSession.expiresAt, now),
      ),
    );
  return rows[0];
}

/** Whether a session by id is live, as authenticate would find it (not revoked, not expired, member active). */
export async function sessionIsLive(tx: Tx, id: bigint, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: memberSession.id })
    .from(memberSession)
    .innerJoin(member, eq(member.id, memberSession.memberId))
    .where(
      and(
        eq(memberSession.id, id),
        isNull(memberSession.revokedAt),
        gt(memberSession.expiresAt, now),
        eq(member.status, 'active'),
      ),
    );
  return rows.length > 0;
}

/** Revokes the session of a token; answers the session it ended, if it was live. */
export async function revokeSession(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(memberSession)
    .set({ revokedAt: now })
    .where(and(eq(memberSession.tokenHash, tokenHash), isNull(memberSession.revokedAt)))
    .returning({ id: memberSession.id, memberId: memberSession.memberId });
  return row;
}

export async function revokeAllSessions(
  tx: Tx,
  memberId: bigint,
  now: Date,
  exceptId?: bigint,
): Promise<bigint[]> {
  const rows = await tx
    .update(memberSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberSession.memberId, memberId),
        isNull(memberSession.revokedAt),
        ...(exceptId === undefined ? [] : [sql`${memberSession.id} <> ${exceptId}`]),
      ),
    )
    .returning({ id: memberSession.id });
  return rows.map((r) => r.id);
}

export async function setPassword(tx: Tx, memberId: bigint, passwordHash: string, at: Date): Promise<void> {
  await tx
    .update(member)
    .set({ passwordHash, passwordChangedAt: at, firstTimeLogin: false, mustChangePassword: false })
    .where(eq(member.id, memberId));
}

export async function clearFirstTimeLogin(tx: Tx, memberId: bigint): Promise<void> {
  await tx.update(member).set({ firstTimeLogin: false }).where(eq(member.id, memberId));
}

export async function setIcon(tx: Tx, memberId: bigint, icon: number): Promise<void> {
  await tx.update(member).set({ icon }).where(eq(member.id, memberId));
}

/**
 * Stores a payment password hash when the stored one is still `expected` (null: none set yet),
 * so two concurrent sets or changes cannot both win. False when it was changed meanwhile.
 */
export async function setPaymentPasswordHash(
  tx: Tx,
  memberId: bigint,
  expected: string | null,
  paymentPasswordHash: string,
): Promise<boolean> {
  const current =
    expected === null ? isNull(member.paymentPasswordHash) : eq(member.paymentPasswordHash, expected);
  const rows = await tx
    .update(member)
    .set({ paymentPasswordHash })
    .where(and(eq(member.id, memberId), current))
    .returning({ id: member.id });
  return rows.length > 0;
}

/** Links a member to its upline (demo seed; registration sets it at insert). */
export async function setUpline(tx: Tx, memberId: bigint, uplineId: bigint): Promise<void> {
  await tx.update(member).set({ uplineId }).where(eq(member.id, memberId));
}

/** A page of an upline's direct downline (newest first), optionally by username prefix. */
export async function directDownlines(
  tx: Tx,
  uplineId: bigint,
  query: { usernamePrefix?: string | undefined; limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(
    eq(member.uplineId, uplineId),
    ...(query.usernamePrefix
      ? [
          sql`lower(${member.username}) like ${`${query.usernamePrefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
        ]
      : []),
  );
  const [totalRow] = await tx.select({ n: sql<number>`count(*)::int` }).from(member).where(where);
  const rows = await tx
    .select()
    .from(member)
    .where(where)
    .orderBy(desc(member.createdAt), desc(member.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** A member's place in the agent tree: the ids from the top down to it ('17.42.980'), or null. */
export async function teamPathOf(tx: Tx, memberId: bigint): Promise<string | null> {
  const rows = await tx
    .select({ path: memberTeam.path })
    .from(memberTeam)
    .where(eq(memberTeam.memberId, memberId));
  return rows[0]?.path ?? null;
}

/** How many members are in an agent's whole team, at any depth below it (one GiST index scan). */
export async function wholeTeamSize(tx: Tx, agentId: bigint): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberTeam)
    .where(
      sql`${memberTeam.path} <@ (select t.path from ${memberTeam} t where t.member_id = ${agentId}) and ${memberTeam.memberId} <> ${agentId}`,
    );
  return Number(row?.n ?? 0);
}

/** Whether `memberId` is somewhere in `agentId`'s team (below it, at any depth). */
export async function isInTeam(tx: Tx, agentId: bigint, memberId: bigint): Promise<boolean> {
  if (agentId === memberId) return false;
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(memberTeam)
    .where(
      and(
        eq(memberTeam.memberId, memberId),
        sql`${memberTeam.path} <@ (select t.path from ${memberTeam} t where t.member_id = ${agentId})`,
      ),
    );
  return rows.length > 0;
}

/** Usernames of the given member ids (unknown ids are left out). */
export async function usernamesByIds(tx: Tx, ids: bigint[]): Promise<{ id: bigint; username: string }[]> {
  if (ids.length === 0) return [];
  return tx.select({ id: member.id, username: member.username }).from(member).where(inArray(member.id, ids));
}

/**
 * Moves a member (and, by the member_team_move trigger, its whole team) under another upline and
 * keeps the old place in member_team_history. The caller has checked the new upline is not inside
 * the member's team (the trigger refuses it anyway).
 */
export async function moveMember(
  tx: Tx,
  move: {
    memberId: bigint;
    fromUplineId: bigint | null;
    toUplineId: bigint | null;
    operatorId: string;
    reason: string;
    at: Date;
  },
): Promise<number> {
  const teamSize = await wholeTeamSize(tx, move.memberId);
  await tx.update(member).set({ uplineId: move.toUplineId }).where(eq(member.id, move.memberId));
  await tx.insert(memberTeamHistory).values({
    memberId: move.memberId,
    fromUplineId: move.fromUplineId,
    toUplineId: move.toUplineId,
    teamSize: teamSize + 1,
    operatorId: move.operatorId,
    reason: move.reason,
    movedAt: move.at,
  });
  return teamSize + 1;
}

export async function teamHistoryOf(tx: Tx, memberId: bigint) {
  return tx
    .select()
    .from(memberTeamHistory)
    .where(eq(memberTeamHistory.memberId, memberId))
    .orderBy(desc(memberTeamHistory.movedAt));
}

/** An account's type (an operator's agent-type change; the caller checked the rules). */
export async function setMemberType(tx: Tx, memberId: bigint, type: number): Promise<void> {
  await tx.update(member).set({ type }).where(eq(member.id, memberId));
}

/** Account types of a member's direct downline, each once. */
export async function downlineTypes(tx: Tx, memberId: bigint): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ type: member.type })
    .from(member)
    .where(eq(member.uplineId, memberId));
  return rows.map((r) => r.type);
}
