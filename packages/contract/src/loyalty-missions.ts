import { z } from 'zod';
import { GameType } from './games.js';
import { MoneyAmountText } from './transfers.js';

// ── Missions and the leaderboard (issue 18, decision 0064; paths not in the spec are ours) ──

/** A mission's period, counted in the site's time zone: a local day, or a week from Monday. */
export const MISSION_PERIODS = ['daily', 'weekly'] as const;
export const MissionPeriod = z.enum(MISSION_PERIODS);
export type MissionPeriod = z.infer<typeof MissionPeriod>;

/**
 * What a mission counts: `deposit` paid deposits (an amount), `bet` valid bets (an amount, of one
 * game type or any), `rounds` settled rounds (a count, of one game type or any), `login` days
 * logged in running (a count).
 */
export const MISSION_KINDS = ['deposit', 'bet', 'rounds', 'login'] as const;
export const MissionKind = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof MissionKind>;

/** How a reward is paid: cash, or bonus money with a wagering requirement (the bonus engine). */
export const MISSION_REWARD_KINDS = ['cash', 'bonus'] as const;
export const MissionRewardKind = z.enum(MISSION_REWARD_KINDS);

const Title = z.strictObject({ bn: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80) });

/** A mission as the player sees it, with the current period's progress. */
export const MissionValue = z.object({
  id: z.string(),
  period: MissionPeriod,
  kind: MissionKind,
  gameType: z.string().nullable(),
  /** In the caller's language. */
  title: z.string(),
  /** An amount (deposit, bet) or a count (rounds, login). */
  target: z.string(),
  progress: z.string(),
  reward: z.string(),
  rewardKind: MissionRewardKind,
  /** The period the progress belongs to (its first local day, yyyy-MM-dd). */
  periodKey: z.string(),
  /** ISO time the period ends (claimable until the next period ends). */
  endsAt: z.string(),
  status: z.enum(['in_progress', 'claimable', 'claimed']),
});
export type MissionValue = z.infer<typeof MissionValue>;

/** GET /wps/relay/MissionSummary: the member centre's badge counts. */
export const MissionSummaryValue = z.object({
  /** Completed, unclaimed missions (the missionLeaderboard badge). */
  claimable: z.number().int(),
  daily: z.object({ total: z.number().int(), completed: z.number().int() }),
  weekly: z.object({ total: z.number().int(), completed: z.number().int() }),
});
export type MissionSummaryValue = z.infer<typeof MissionSummaryValue>;

/** GET /wps/relay/MCSFE_getMissionSummaryDetails: the missions with my progress. */
export const MissionDetailsValue = z.object({
  currency: z.string(),
  claimable: z.number().int(),
  list: z.array(MissionValue),
});
export type MissionDetailsValue = z.infer<typeof MissionDetailsValue>;

/** POST /wps/missions/:id/claim. */
export const MissionClaimValue = z.object({
  missionId: z.string(),
  periodKey: z.string(),
  reward: z.string(),
  rewardKind: MissionRewardKind,
  details: MissionDetailsValue,
});
export type MissionClaimValue = z.infer<typeof MissionClaimValue>;
export const MissionIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const LeaderboardQuery = z.object({
  period: MissionPeriod.default('daily'),
  /** The running period or the one before it (whose prizes are paid). */
  which: z.enum(['current', 'previous']).default('current'),
});
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>;

export const LeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked: the first two and the last character of the username ("ab***9"). */
  name: z.string(),
  validBet: z.string(),
  /** The rank's prize, or null. */
  prize: z.string().nullable(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** GET /wps/relay/MCSFE_getMissionLeaderboard and /wps/relay/MissionLeaderboard (no `me` for a guest). */
export const LeaderboardValue = z.object({
  currency: z.string(),
  period: MissionPeriod,
  periodKey: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Prizes of a past period paid (at its end, once). */
  paid: z.boolean(),
  list: z.array(LeaderboardRow),
  prizes: z.array(z.object({ rank: z.number().int(), amount: z.string() })),
  me: z.object({ rank: z.number().int().nullable(), validBet: z.string() }).nullable(),
});
export type LeaderboardValue = z.infer<typeof LeaderboardValue>;

// ── Back office (loyalty.view / loyalty.manage) ─────────────────────────────────────────────

export const BoMissionInput = z.strictObject({
  period: MissionPeriod,
  kind: MissionKind,
  gameType: GameType.nullable().default(null).describe('bet and rounds: one game type, or null for any'),
  title: Title,
  target: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/)
    .max(20)
    .describe('an amount (deposit, bet) or a whole count (rounds, login days)'),
  rewardKind: MissionRewardKind,
  reward: MoneyAmountText,
  wageringMultiple: z.number().int().min(0).max(100).default(0).describe('bonus rewards: the wagering'),
  active: z.boolean(),
  activeFrom: z.iso.datetime({ offset: true }),
  activeUntil: z.iso.datetime({ offset: true }).nullable(),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type BoMissionInput = z.infer<typeof BoMissionInput>;

export const BoMissionValue = BoMissionInput.extend({
  id: z.string(),
  title: z.object({ bn: z.string(), en: z.string() }),
  gameType: z.string().nullable(),
  activeUntil: z.string().nullable(),
  activeFrom: z.string(),
  updatedAt: z.string(),
});
export type BoMissionValue = z.infer<typeof BoMissionValue>;
export const BoMissionListValue = z.object({ currency: z.string(), list: z.array(BoMissionValue) });

export const BoLeaderboardPrizesInput = z.strictObject({
  period: MissionPeriod,
  /** Rank 1 first; at most 50 ranks. */
  prizes: z.array(MoneyAmountText).max(50),
});
export type BoLeaderboardPrizesInput = z.infer<typeof BoLeaderboardPrizesInput>;
export const BoLeaderboardPrizesValue = z.object({
  currency: z.string(),
  daily: z.array(z.string()),
  weekly: z.array(z.string()),
});
export type BoLeaderboardPrizesValue = z.infer<typeof BoLeaderboardPrizesValue>;

export const BoLeaderboardResultsQuery = z.object({ period: MissionPeriod.default('daily') });
/** Past periods' results: who was paid what, newest period first. */
export const BoLeaderboardResultsValue = z.object({
  currency: z.string(),
  list: z.array(
    z.object({
      period: MissionPeriod,
      periodKey: z.string(),
      status: z.string(),
      paidCount: z.number().int(),
      paidTotal: z.string(),
      finishedAt: z.string().nullable(),
      winners: z.array(
        z.object({ rank: z.number().int(), username: z.string(), validBet: z.string(), amount: z.string() }),
      ),
    }),
  ),
});
export type BoLeaderboardResultsValue = z.infer<typeof BoLeaderboardResultsValue>;
