import { and, asc, count, desc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.js';
import { containsPattern } from '../../platform/db/like.js';
import { MEMBER_TYPE } from './accounts.model.js';
import { member, memberKnownIp, memberSession } from './accounts.tables.js';

export type PlayerFilter = {
  username?: string | undefined;
  mobile?: string | undefined;
  id?: bigint | undefined;
  status?: string | undefined;
  type?: number | undefined;
  registeredFrom?: Date | undefined;
  registeredTo?: Date | undefined;
};

const sortColumns = {
  id: member.id,
  username: member.username,
  createdAt: member.createdAt,
  lastLoginAt: member.lastLoginAt,
} as const;

/** Back-office player search: filtered, sorted, one page plus the total. */
export async function searchPlayers(
  tx: Tx,
  filter: PlayerFilter,
  page: { offset: number; limit: number; sortBy: keyof typeof sortColumns; order: 'asc' | 'desc' },
) {
  const where = and(
    filter.username
      ? sql`lower(${member.username}) like lower(${containsPattern(filter.username)}) escape '\\'`
      : undefined,
    filter.mobile ? sql`${member.mobile} like ${containsPattern(filter.mobile)} escape '\\'` : undefined,
    filter.id === undefined ? undefined : eq(member.id, filter.id),
    filter.status ? eq(member.status, filter.status) : undefined,
    filter.type === undefined ? undefined : eq(member.type, filter.type),
    filter.registeredFrom ? gte(member.createdAt, filter.registeredFrom) : undefined,
    filter.registeredTo ? lt(member.createdAt, filter.registeredTo) : undefined,
  );
  const column = sortColumns[page.sortBy];
  const direction = page.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(member)
      .where(where)
      .orderBy(
        page.sortBy === 'lastLoginAt' ? sql`${column} ${sql.raw(page.order)} nulls last` : direction(column),
        direction(member.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(member).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The member row, locked for the rest of the transaction when `forUpdate`. */
export async function playerForUpdate(tx: Tx, id: bigint) {
  const rows = await tx.select().from(member).where(eq(member.id, id)).for('update');
  return rows[0];
}

export async function setPlayerStatus(tx: Tx, id: bigint, status: string): Promise<void> {
  await tx.update(member).set({ status }).where(eq(member.id, id));
}

/**
 * A new password chosen by an operator: `must_change_password` is set, so the next password
 * login asks for a new one (decisions 0027, 0036); the player's own change clears it.
 */
export async function setOperatorPassword(tx: Tx, id: bigint, passwordHash: string, at: Date): Promise<void> {
  await tx
    .update(member)
    .set({ passwordHash, passwordChangedAt: at, mustChangePassword: true })
    .where(eq(member.id, id));
}

export async function clearTotp(tx: Tx, id: bigint): Promise<void> {
  await tx.update(member).set({ totpSecret: null, totpEnabledAt: null }).where(eq(member.id, id));
}

/** Ends every live session of the member (after a freeze or a password reset); answers their ids. */
export async function revokeAllSessions(tx: Tx, id: bigint, at: Date): Promise<bigint[]> {
  const rows = await tx
    .update(memberSession)
    .set({ revokedAt: at })
    .where(and(eq(memberSession.memberId, id), isNull(memberSession.revokedAt)))
    .returning({ id: memberSession.id });
  return rows.map((r) => r.id);
}

export async function sessionsOf(tx: Tx, id: bigint, limit: number) {
  return tx
    .select()
    .from(memberSession)
    .where(eq(memberSession.memberId, id))
    .orderBy(desc(memberSession.createdAt), desc(memberSession.id))
    .limit(limit);
}

export async function knownIpsOf(tx: Tx, id: bigint) {
  return tx
    .select()
    .from(memberKnownIp)
    .where(eq(memberKnownIp.memberId, id))
    .orderBy(desc(memberKnownIp.lastSeenAt))
    .limit(100);
}

/** The user agents the member signed in with, most recent first. */
export async function devicesOf(tx: Tx, id: bigint) {
  return tx
    .select({
      userAgent: memberSession.userAgent,
      sessions: count(),
      lastSeenAt: max(memberSession.createdAt),
    })
    .from(memberSession)
    .where(eq(memberSession.memberId, id))
    .groupBy(memberSession.userAgent)
    .orderBy(desc(max(memberSession.createdAt)))
    .limit(50);
}

/**
 * The dashboard counts players: members only (type 0), not agents, trial or house accounts, whose
 * sign-ups and sessions say nothing about the player base.
 */
const isMember = eq(member.type, MEMBER_TYPE);

/** New member registrations and members who signed in, per day in `timeZone`, over [from, to). */
export async function playersPerDay(tx: Tx, from: Date, to: Date, timeZone: string) {
  const day = (column: AnyPgColumn) =>
    sql<string>`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const [registered, active] = await Promise.all([
    tx
      .select({ day: day(member.createdAt), n: count() })
      .from(member)
      .where(and(isMember, gte(member.createdAt, from), lt(member.createdAt, to)))
      .groupBy(sql`1`),
    tx
      .select({
        day: day(memberSession.createdAt),
        n: sql<number>`count(distinct ${memberSession.memberId})::int`,
      })
      .from(memberSession)
      .innerJoin(member, eq(member.id, memberSession.memberId))
      .where(and(isMember, gte(memberSession.createdAt, from), lt(memberSession.createdAt, to)))
      .groupBy(sql`1`),
  ]);
  return { registered, active };
}

/** Distinct members (type 0) who signed in over [from, to) (a month's active players are not a sum of days). */
export async function activePlayers(tx: Tx, from: Date, to: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${memberSession.memberId})::int` })
    .from(memberSession)
    .innerJoin(member, eq(member.id, memberSession.memberId))
    .where(and(isMember, gte(memberSession.createdAt, from), lt(memberSession.createdAt, to)));
  return row?.n ?? 0;
}
