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
} from 'drizzle-orm/pg-core';

/**
 * A mission (decision 0064): daily or weekly (site time zone), what it counts, its target (minor
 * units for deposit and bet, a count for rounds and login days), its reward and its window.
 */
export const loyaltyMission = pgTable(
  'loyalty_mission',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    /** bet and rounds: one game type, or null for any. */
    gameType: text('game_type'),
    /** { bn, en }. */
    title: jsonb('title').notNull(),
    targetMinor: bigint('target_minor', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    wageringMultiple: integer('wagering_multiple').notNull().default(0),
    active: boolean('active').notNull(),
    activeFrom: timestamp('active_from', { withTimezone: true }).notNull(),
    activeUntil: timestamp('active_until', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('loyalty_mission_period_check', sql`${t.period} in ('daily', 'weekly')`),
    check('loyalty_mission_kind_check', sql`${t.kind} in ('deposit', 'bet', 'rounds', 'login')`),
    check('loyalty_mission_reward_kind_check', sql`${t.rewardKind} in ('cash', 'bonus')`),
    check('loyalty_mission_positive', sql`${t.targetMinor} > 0 and ${t.rewardMinor} > 0`),
  ],
);

/**
 * A member's progress on a mission in one period (its first local day). Completion is sticky (a
 * later reversal lowers the progress, not the completion); `claimedAt` is set once, by the
 * conditional update that pays the reward, so a reward is paid once however claims race.
 */
export const loyaltyMissionProgress = pgTable(
  'loyalty_mission_progress',
  {
    missionId: bigint('mission_id', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    periodKey: text('period_key').notNull(),
    progress: bigint('progress', { mode: 'bigint' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.periodKey] }),
    index('loyalty_mission_progress_member').on(t.memberId, t.periodKey),
  ],
);

/** A member's run of days logged in (site days): the login missions' progress. */
export const loyaltyLoginStreak = pgTable('loyalty_login_streak', {
  memberId: bigint('member_id', { mode: 'bigint' }).primaryKey(),
  lastDay: text('last_day').notNull(),
  days: integer('days').notNull(),
});

/**
 * Where the missions' reading of the valid-bet change log stands (one row, id 1): every change of
 * a slot before `until` is counted, in the transaction that moved it.
 */
export const loyaltyMissionCursor = pgTable('loyalty_mission_cursor', {
  id: integer('id').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A member's valid bet in a leaderboard period, kept by the same reading of the change log. */
export const loyaltyLeaderboardScore = pgTable(
  'loyalty_leaderboard_score',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    /** When the score last grew: of two equal scores, the earlier one ranks first. */
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodKey, t.memberId] }),
    index('loyalty_leaderboard_score_rank').on(t.period, t.periodKey, t.validBetMinor, t.reachedAt),
  ],
);

/** The prize of each rank, per period kind, set by operators. */
export const loyaltyLeaderboardPrize = pgTable(
  'loyalty_leaderboard_prize',
  {
    period: text('period').notNull(),
    rank: integer('rank').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.rank] }),
    check('loyalty_leaderboard_prize_positive', sql`${t.amountMinor} > 0 and ${t.rank} > 0`),
  ],
);

/**
 * One leaderboard period's prize run: claimed by inserting the row in the transaction that pays
 * every prize, so a period pays once on any number of instances and however often the job runs.
 */
export const loyaltyLeaderboardRun = pgTable(
  'loyalty_leaderboard_run',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    paidCount: integer('paid_count').notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.periodKey] })],
);

/** A prize paid: one row per period and rank. */
export const loyaltyLeaderboardPayout = pgTable(
  'loyalty_leaderboard_payout',
  {
    period: text('period').notNull(),
    periodKey: text('period_key').notNull(),
    rank: integer('rank').notNull(),
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.periodKey, t.rank] }),
    index('loyalty_leaderboard_payout_member').on(t.memberId, t.createdAt),
  ],
);
