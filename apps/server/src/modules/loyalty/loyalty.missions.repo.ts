import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import {
  loyaltyLoginStreak,
  loyaltyMission,
  loyaltyMissionCursor,
  loyaltyMissionProgress,
} from './loyalty.missions.tables.js';

export type MissionRow = typeof loyaltyMission.$inferSelect;
export type NewMission = typeof loyaltyMission.$inferInsert;
export type ProgressRow = typeof loyaltyMissionProgress.$inferSelect;

/** Every mission, in the editor's order. */
export async function allMissions(tx: Tx): Promise<MissionRow[]> {
  return tx.select().from(loyaltyMission).orderBy(asc(loyaltyMission.sort), asc(loyaltyMission.id));
}

/** The missions active at `at` (flag on, inside the window), in list order. */
export async function activeMissions(tx: Tx, at: Date): Promise<MissionRow[]> {
  return tx
    .select()
    .from(loyaltyMission)
    .where(
      and(
        eq(loyaltyMission.active, true),
        lte(loyaltyMission.activeFrom, at),
        or(isNull(loyaltyMission.activeUntil), gt(loyaltyMission.activeUntil, at)),
      ),
    )
    .orderBy(asc(loyaltyMission.sort), asc(loyaltyMission.id));
}

export async function missionsByIds(tx: Tx, ids: bigint[]): Promise<MissionRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(loyaltyMission).where(inArray(loyaltyMission.id, ids));
}

export async function missionById(tx: Tx, id: bigint): Promise<MissionRow | undefined> {
  const [row] = await tx.select().from(loyaltyMission).where(eq(loyaltyMission.id, id));
  return row;
}

export async function insertMission(tx: Tx, row: NewMission): Promise<MissionRow> {
  const [inserted] = await tx.insert(loyaltyMission).values(row).returning();
  if (!inserted) throw new Error('mission not inserted');
  return inserted;
}

export async function updateMission(
  tx: Tx,
  id: bigint,
  row: Omit<NewMission, 'createdAt'>,
): Promise<MissionRow | undefined> {
  const [updated] = await tx.update(loyaltyMission).set(row).where(eq(loyaltyMission.id, id)).returning();
  return updated;
}

/** Takes the change-log cursor for this transaction (made at `start` the first time) and answers it. */
export async function lockCursor(tx: Tx, start: Date, now: Date): Promise<Date> {
  await tx.insert(loyaltyMissionCursor).values({ id: 1, until: start, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ until: loyaltyMissionCursor.until })
    .from(loyaltyMissionCursor)
    .where(eq(loyaltyMissionCursor.id, 1))
    .for('update');
  if (!row) throw new Error('mission cursor neither inserted nor found');
  return row.until;
}

export async function setCursor(tx: Tx, until: Date, now: Date): Promise<void> {
  await tx.update(loyaltyMissionCursor).set({ until, updatedAt: now }).where(eq(loyaltyMissionCursor.id, 1));
}

/** The local period key of a timestamp column in SQL: its day, or the Monday of its week. */
const dayKey = (column: ReturnType<typeof sql>, timeZone: string) =>
  sql`to_char((${column} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
const weekKey = (column: ReturnType<typeof sql>, timeZone: string) =>
  sql`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;

/**
 * Counts the valid-bet changes of the slots in [from, to) — read only through the vendors'
 * published function (decision 0047) — into the bet and rounds missions' progress and the
 * leaderboard scores, each change in the period of its slot. The caller holds the cursor.
 */
export async function applyChanges(
  tx: Tx,
  c: { from: Date; to: Date; currency: string; timeZone: string; now: Date },
): Promise<bigint[]> {
  const bucket = sql`ch.bucket_start`;
  const touched = await queryRows<{ member_id: string }>(
    tx,
    sql`with ch as (
          select member_id, bucket_start, game_type, kind, stake_minor
          from vendors_valid_bet_changes(${c.from}, ${c.to}) where currency = ${c.currency}
        )
        insert into loyalty_mission_progress as p (mission_id, member_id, period_key, progress, updated_at)
        select m.id, ch.member_id,
               case when m.period = 'daily' then ${dayKey(bucket, c.timeZone)} else ${weekKey(bucket, c.timeZone)} end,
               sum(case when m.kind = 'bet' then ch.stake_minor
                        when ch.kind = 'settled' then 1 when ch.kind = 'reversed' then -1 else 0 end)::bigint,
               ${c.now}
        from ch join loyalty_mission m
          on m.kind in ('bet', 'rounds') and m.active
         and (m.game_type is null or m.game_type = ch.game_type)
         and ch.bucket_start >= m.active_from and (m.active_until is null or ch.bucket_start < m.active_until)
        group by 1, 2, 3
        on conflict (mission_id, member_id, period_key)
          do update set progress = p.progress + excluded.progress, updated_at = excluded.updated_at
        returning member_id::text as member_id`,
  );
  for (const [period, key] of [
    ['daily', dayKey(bucket, c.timeZone)],
    ['weekly', weekKey(bucket, c.timeZone)],
  ] as const) {
    await tx.execute(
      sql`insert into loyalty_leaderboard_score as s (period, period_key, member_id, valid_bet_minor, reached_at)
          select ${period}, ${key}, ch.member_id, sum(ch.stake_minor)::bigint, max(ch.at)
          from vendors_valid_bet_changes(${c.from}, ${c.to}) ch
          where ch.currency = ${c.currency}
          group by 2, 3
          on conflict (period, period_key, member_id) do update
            set valid_bet_minor = s.valid_bet_minor + excluded.valid_bet_minor,
                reached_at = case when excluded.valid_bet_minor > 0 then excluded.reached_at else s.reached_at end`,
    );
  }
  await markCompleted(tx, c.now);
  return [...new Set(touched.map((r) => r.member_id))].map(BigInt);
}

/** Adds `amount` to the members' progress on these missions in these periods (deposits). */
export async function addProgress(
  tx: Tx,
  memberId: bigint,
  lines: { missionId: bigint; periodKey: string }[],
  amount: bigint,
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(loyaltyMissionProgress)
    .values(lines.map((l) => ({ ...l, memberId, progress: amount, updatedAt: now })))
    .onConflictDoUpdate({
      target: [
        loyaltyMissionProgress.missionId,
        loyaltyMissionProgress.memberId,
        loyaltyMissionProgress.periodKey,
      ],
      set: { progress: sql`${loyaltyMissionProgress.progress} + excluded.progress`, updatedAt: now },
    });
  await markCompleted(tx, now);
}

/** Raises the progress to at least `value` (login days running). */
export async function raiseProgress(
  tx: Tx,
  memberId: bigint,
  lines: { missionId: bigint; periodKey: string; value: bigint }[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(loyaltyMissionProgress)
    .values(
      lines.map((l) => ({
        missionId: l.missionId,
        periodKey: l.periodKey,
        memberId,
        progress: l.value,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        loyaltyMissionProgress.missionId,
        loyaltyMissionProgress.memberId,
        loyaltyMissionProgress.periodKey,
      ],
      set: { progress: sql`greatest(${loyaltyMissionProgress.progress}, excluded.progress)`, updatedAt: now },
    });
  await markCompleted(tx, now);
}

/** Marks the rows touched at `now` whose progress reached the mission's target. */
async function markCompleted(tx: Tx, now: Date): Promise<void> {
  await tx.execute(
    sql`update loyalty_mission_progress p set completed_at = ${now}
        from loyalty_mission m
        where m.id = p.mission_id and p.updated_at = ${now} and p.completed_at is null
          and p.progress >= m.target_minor`,
  );
}

/** The member's progress rows of periods from `fromKey` on. */
export async function progressOf(tx: Tx, memberId: bigint, fromKey: string): Promise<ProgressRow[]> {
  return tx
    .select()
    .from(loyaltyMissionProgress)
    .where(
      and(
        eq(loyaltyMissionProgress.memberId, memberId),
        sql`${loyaltyMissionProgress.periodKey} >= ${fromKey}`,
      ),
    )
    .orderBy(desc(loyaltyMissionProgress.periodKey));
}

/**
 * Marks one completed, unclaimed row claimed with its reward: the one statement that decides a
 * claim (parallel claims wait on the row and find it claimed). Undefined when nothing was claimable.
 */
export async function markClaimed(
  tx: Tx,
  key: { missionId: bigint; memberId: bigint; periodKey: string },
  rewardMinor: bigint,
  now: Date,
): Promise<ProgressRow | undefined> {
  const [row] = await tx
    .update(loyaltyMissionProgress)
    .set({ claimedAt: now, rewardMinor })
    .where(
      and(
        eq(loyaltyMissionProgress.missionId, key.missionId),
        eq(loyaltyMissionProgress.memberId, key.memberId),
        eq(loyaltyMissionProgress.periodKey, key.periodKey),
        sql`${loyaltyMissionProgress.completedAt} is not null`,
        isNull(loyaltyMissionProgress.claimedAt),
      ),
    )
    .returning();
  return row;
}

/** Locks the member's login run (made the first time) and answers it. */
export async function lockStreak(
  tx: Tx,
  memberId: bigint,
): Promise<{ lastDay: string; days: number } | null> {
  const [row] = await tx
    .select({ lastDay: loyaltyLoginStreak.lastDay, days: loyaltyLoginStreak.days })
    .from(loyaltyLoginStreak)
    .where(eq(loyaltyLoginStreak.memberId, memberId))
    .for('update');
  return row ?? null;
}

export async function saveStreak(tx: Tx, memberId: bigint, lastDay: string, days: number): Promise<void> {
  await tx
    .insert(loyaltyLoginStreak)
    .values({ memberId, lastDay, days })
    .onConflictDoUpdate({ target: loyaltyLoginStreak.memberId, set: { lastDay, days } });
}
