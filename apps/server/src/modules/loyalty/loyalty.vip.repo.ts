import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { vipBonus, vipChange, vipLadder, vipMember, vipRun } from './loyalty.vip.tables.js';

export type VipMemberRow = typeof vipMember.$inferSelect;
export type VipChangeRow = typeof vipChange.$inferSelect;
export type NewVipChange = typeof vipChange.$inferInsert;
export type NewVipBonus = typeof vipBonus.$inferInsert;

export async function ladderRow(tx: Tx): Promise<{ rules: unknown; updatedAt: Date } | undefined> {
  const [row] = await tx
    .select({ rules: vipLadder.rules, updatedAt: vipLadder.updatedAt })
    .from(vipLadder)
    .where(eq(vipLadder.id, 1));
  return row;
}

export async function saveLadder(tx: Tx, rules: unknown, now: Date) {
  await tx
    .insert(vipLadder)
    .values({ id: 1, rules, updatedAt: now })
    .onConflictDoUpdate({ target: vipLadder.id, set: { rules, updatedAt: now } });
}

/** Writes the ladder only when there is none (the demo seed). */
export async function seedLadder(tx: Tx, rules: unknown, now: Date) {
  await tx.insert(vipLadder).values({ id: 1, rules, updatedAt: now }).onConflictDoNothing();
}

export async function memberOf(tx: Tx, memberId: bigint): Promise<VipMemberRow | undefined> {
  const [row] = await tx.select().from(vipMember).where(eq(vipMember.memberId, memberId));
  return row;
}

/**
 * The member's VIP row, locked for the caller's transaction (made on first use, level 0 from
 * `startedAt`): every evaluation and manual change of the member queues here.
 */
export async function lockMember(
  tx: Tx,
  memberId: bigint,
  startedAt: Date,
  now: Date,
): Promise<VipMemberRow> {
  await tx
    .insert(vipMember)
    .values({ memberId, rank: 0, since: null, startedAt, evaluatedUntil: startedAt, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(vipMember).where(eq(vipMember.memberId, memberId)).for('update');
  if (!row) throw new Error(`vip member ${memberId} neither inserted nor found`);
  return row;
}

export async function setMember(
  tx: Tx,
  memberId: bigint,
  state: { rank: number; since: Date | null; evaluatedUntil: Date },
  now: Date,
) {
  await tx
    .update(vipMember)
    .set({ ...state, updatedAt: now })
    .where(eq(vipMember.memberId, memberId));
}

export async function insertChanges(tx: Tx, rows: NewVipChange[]) {
  if (rows.length > 0) await tx.insert(vipChange).values(rows);
}

export async function changesOf(tx: Tx, memberId: bigint, limit: number): Promise<VipChangeRow[]> {
  return tx
    .select()
    .from(vipChange)
    .where(eq(vipChange.memberId, memberId))
    .orderBy(desc(vipChange.at), desc(vipChange.id))
    .limit(limit);
}

/** Records a bonus unless its reference exists: true when this call recorded it. */
export async function insertBonus(tx: Tx, row: NewVipBonus): Promise<boolean> {
  const inserted = await tx.insert(vipBonus).values(row).onConflictDoNothing().returning({ id: vipBonus.id });
  return inserted.length > 0;
}

/** Members whose rank is among `ranks`, in id order. */
export async function membersAtRanks(tx: Tx, ranks: number[]): Promise<bigint[]> {
  if (ranks.length === 0) return [];
  const rows = await tx
    .select({ memberId: vipMember.memberId })
    .from(vipMember)
    .where(inArray(vipMember.rank, ranks))
    .orderBy(vipMember.memberId);
  return rows.map((r) => r.memberId);
}

/** VIP members (rank ≥ 1) the rule has not run for up to `before`: a retention boundary awaits them. */
export async function vipMembersBehind(tx: Tx, before: Date): Promise<bigint[]> {
  const rows = await tx
    .select({ memberId: vipMember.memberId })
    .from(vipMember)
    .where(and(sql`${vipMember.rank} > 0`, lt(vipMember.evaluatedUntil, before)))
    .orderBy(vipMember.memberId);
  return rows.map((r) => r.memberId);
}

/**
 * The rank each member held at `at` (the last change at or before it), for those whose rank then
 * was at least 1: the periodic bonus's payees.
 */
export async function ranksAt(tx: Tx, at: Date): Promise<{ memberId: bigint; rank: number }[]> {
  const rows = await queryRows<{ member_id: string; to_rank: number }>(
    tx,
    sql`select member_id::text as member_id, to_rank from (
          select distinct on (member_id) member_id, to_rank
          from vip_change where at <= ${at}
          order by member_id, at desc, id desc
        ) last where to_rank > 0 order by member_id`,
  );
  return rows.map((r) => ({ memberId: BigInt(r.member_id), rank: Number(r.to_rank) }));
}

/** One member's valid bets per slot over [from, to) in `currency` (vendors_member_valid_bets). */
export async function validBetSlots(
  tx: Tx,
  memberId: bigint,
  currency: string,
  from: Date,
  to: Date,
): Promise<{ at: Date; amountMinor: bigint }[]> {
  if (to <= from) return [];
  const rows = await queryRows<{ bucket_start: Date | string; stake: string }>(
    tx,
    sql`select v.bucket_start, v.stake_minor::text as stake
        from vendors_member_valid_bets(${memberId}, ${from}, ${to}) v
        where v.currency = ${currency} order by v.bucket_start`,
  );
  return rows.map((r) => ({ at: new Date(r.bucket_start), amountMinor: BigInt(r.stake) }));
}

/** The members with a valid bet in [from, to) in `currency` (vendors_valid_bets), in id order. */
export async function membersWithValidBets(
  tx: Tx,
  currency: string,
  from: Date,
  to: Date,
): Promise<bigint[]> {
  if (to <= from) return [];
  const rows = await queryRows<{ member_id: string }>(
    tx,
    sql`select v.member_id::text as member_id from vendors_valid_bets(${from}, ${to}) v
        where v.currency = ${currency} and v.stake_minor <> 0 order by v.member_id`,
  );
  return rows.map((r) => BigInt(r.member_id));
}

export async function runOf(tx: Tx, key: string) {
  const [row] = await tx.select().from(vipRun).where(eq(vipRun.key, key));
  return row;
}

export async function startRun(tx: Tx, key: string, now: Date) {
  await tx.insert(vipRun).values({ key, status: 'running', startedAt: now }).onConflictDoNothing();
}

export async function finishRun(tx: Tx, key: string, paidCount: number, paidMinor: bigint, now: Date) {
  await tx
    .update(vipRun)
    .set({ status: 'done', paidCount, paidMinor, finishedAt: now })
    .where(eq(vipRun.key, key));
}

/** Moves the sweep's cursor forward (never back). */
export async function setScanCursor(tx: Tx, until: Date, now: Date) {
  await tx
    .insert(vipRun)
    .values({ key: 'scan', status: 'cursor', until, startedAt: now })
    .onConflictDoUpdate({
      target: vipRun.key,
      set: { until: sql`greatest(${vipRun.until}, excluded.until)`, finishedAt: now },
    });
}

/** Bonuses paid to a member (for tests and the history). */
export async function bonusesOf(tx: Tx, memberId: bigint) {
  return tx.select().from(vipBonus).where(eq(vipBonus.memberId, memberId)).orderBy(vipBonus.id);
}
