import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The agent network's contracts and pay (decision 0046). Members and the tree belong to the
 * accounts module, valid bets to the vendors module; this module reads them through their
 * published read functions (accounts_member_team, vendors_valid_bets) and moves money only
 * through the wallet.
 */

/** One stored tier: minimum team valid bet (minor units, as text), minimum active members, rate. */
export type StoredTier = { minValidBetMinor: string; minActive: number; rateBp: number };

/**
 * Contract versions between an upline (null: the house, offered by an operator) and a direct
 * downline agent. offered → accepted | rejected; accepted → terminated (by a newer accepted
 * version, the upline, an operator, a move, or automatically when the upline's own rate falls
 * below it). At most one accepted and one offered per (downline, type).
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    uplineId: bigint('upline_id', { mode: 'bigint' }),
    downlineId: bigint('downline_id', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    /** dividend: daily | weekly | semimonthly | monthly; salaries: day | hour | 5min. */
    period: text('period').notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    /** member:<id> or operator:<id>. */
    offeredBy: text('offered_by').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    /** The contract whose acceptance (or end) ended this one, for automatic terminations. */
    endedBy: bigint('ended_by', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('agent_contract_one_accepted').on(t.downlineId, t.type).where(sql`${t.status} = 'accepted'`),
    uniqueIndex('agent_contract_one_offered').on(t.downlineId, t.type).where(sql`${t.status} = 'offered'`),
    index('agent_contract_upline').on(t.uplineId, t.type, t.status),
    index('agent_contract_type_status').on(t.type, t.status),
    check('agent_contract_type_check', sql`${t.type} in ('dividend', 'daily', 'hourly', 'realtime')`),
    check(
      'agent_contract_status_check',
      sql`${t.status} in ('offered', 'accepted', 'rejected', 'terminated')`,
    ),
  ],
);

/** Everything that happened to a contract, automatic terminations included (with their cause). */
export const agentContractEvent = pgTable(
  'agent_contract_event',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentContract.id),
    kind: text('kind').notNull(),
    reason: text('reason'),
    causeContractId: bigint('cause_contract_id', { mode: 'bigint' }),
    /** What the person who acted wrote (an operator's reason for a termination). */
    note: text('note'),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_contract_event_contract').on(t.contractId, t.at)],
);

/**
 * One settlement run per (contract type, period kind, period start): the unique key is the claim,
 * so a second scheduler, a second instance or a retry finds the row and pays nothing again. A
 * run that died mid-way keeps status 'running'; once its lease ran out the next run resumes it.
 */
export const agentSettlementRun = pgTable(
  'agent_settlement_run',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    periodKind: text('period_kind').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(1),
    agents: integer('agents').notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Who asked: schedule, or operator:<id> for a manual (re-)run. */
    trigger: text('trigger').notNull(),
  },
  (t) => [
    unique('agent_settlement_run_claim').on(t.type, t.periodKind, t.periodStart),
    check('agent_settlement_run_status_check', sql`${t.status} in ('running', 'done')`),
  ],
);

/**
 * What one agent earned in one run: the team figures, its rate, the gross, what its downline
 * agents earned on the same turnover (the differential), dividend carry, and the amount paid
 * through the wallet (key agents:pay:<run type>:<period>:<agent>).
 */
export const agentPayout = pgTable(
  'agent_payout',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    runId: bigint('run_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentSettlementRun.id),
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    contractId: bigint('contract_id', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    teamValidBetMinor: bigint('team_valid_bet_minor', { mode: 'bigint' }).notNull(),
    teamNetLossMinor: bigint('team_net_loss_minor', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rateBp: integer('rate_bp').notNull(),
    grossMinor: bigint('gross_minor', { mode: 'bigint' }).notNull(),
    downlineGrossMinor: bigint('downline_gross_minor', { mode: 'bigint' }).notNull(),
    carryInMinor: bigint('carry_in_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    carryOutMinor: bigint('carry_out_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The wallet operation this payout is paid in, with up to PAY_BATCH others of the run (set
     * when the run writes its payouts, so a resumed run posts the same batches again).
     */
    payBatch: integer('pay_batch'),
    /** due (to pay), paid, nothing_due, awaiting_approval, rejected. */
    status: text('status').notNull(),
    walletOperationId: text('wallet_operation_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    /**
     * Written once, true for a payout that waited for an operator's approval: the approval queue's
     * index is on it, not on status, so a pay batch marking its payouts paid changes no indexed
     * column and each row is updated in place (HOT, decision 0050; the table's fillfactor 40
     * leaves the room for it).
     */
    needsApproval: boolean('needs_approval').notNull().default(false),
  },
  (t) => [
    unique('agent_payout_once').on(t.runId, t.agentId),
    index('agent_payout_agent').on(t.agentId, t.type, t.periodStart),
    index('agent_payout_approval').on(t.id).where(sql`${t.needsApproval}`),
    index('agent_payout_batch').on(t.runId, t.payBatch),
    check(
      'agent_payout_status_check',
      sql`${t.status} in ('due', 'paid', 'nothing_due', 'awaiting_approval', 'rejected')`,
    ),
  ],
);

/**
 * Stored team figures (decision 0047): per agent, local day and currency, the valid bets of its
 * whole team and of its direct downline, added slot by slot as the 5-minute job rolls up each
 * closed slot. `*Active` counts members on their first valid bet of the day; `*WeekFirst` and
 * `*MonthFirst` count those whose first of the week (from Monday) or month fell on this day, so a
 * week's or month's distinct active members is the sum of its days' rows.
 */
export const agentTeamDay = pgTable(
  'agent_team_day',
  {
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    wholeStakeMinor: bigint('whole_stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wholePayoutMinor: bigint('whole_payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wholeActive: integer('whole_active').notNull().default(0),
    wholeWeekFirst: integer('whole_week_first').notNull().default(0),
    wholeMonthFirst: integer('whole_month_first').notNull().default(0),
    directStakeMinor: bigint('direct_stake_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    directPayoutMinor: bigint('direct_payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    directActive: integer('direct_active').notNull().default(0),
    directWeekFirst: integer('direct_week_first').notNull().default(0),
    directMonthFirst: integer('direct_month_first').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.currency] })],
);

/**
 * Per closed 5-minute slot, agent and currency, the figures of everyone below the agent (decision
 * 0048): written by the roll-up with the day figures, read by the real-time salary run of the slot
 * (which adds the agent's own play), kept for SLOT_FIGURES_KEPT_MS.
 */
export const agentTeamSlot = pgTable(
  'agent_team_slot',
  {
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    agentId: bigint('agent_id', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    /** Members below the agent with a valid bet (stake > 0) in the slot. */
    active: integer('active').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotStart, t.currency, t.agentId] })],
);

/** Each member's latest rolled-up active day, and the week and month it fell in (decision 0047). */
export const memberActive = pgTable(
  'member_active',
  {
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    weekOf: date('week_of', { mode: 'string' }).notNull(),
    monthOf: date('month_of', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.currency] })],
);

/**
 * The roll-up's watermark (decision 0047): every 5-minute slot before `rolledUntil` is in
 * agent_team_day, none after. One row, locked by the roll-up for its transaction, so two
 * instances never roll the same slot.
 */
export const agentTeamRollup = pgTable(
  'agent_team_rollup',
  {
    id: smallint('id').primaryKey(),
    rolledUntil: timestamp('rolled_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('agent_team_rollup_one_row', sql`${t.id} = 1`)],
);
