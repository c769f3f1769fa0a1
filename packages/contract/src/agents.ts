import { z } from 'zod';

// ── The agent network (docs/decisions/0046). Paths are our design where the spec says "not
// shown"; the four contract-request calls keep the spec's names under /wps/relay/. Days are
// calendar days in the site's time zone; amounts are decimal strings in the site currency; rates
// are basis points (1 bp = 0.01 %): salaries of the team's valid bet, dividends of its net loss.

/** Agent types (spec: 1, 2, 41, 42) and what separates them (decision 0046). */
export const AGENT_TYPE = { top: 1, sub: 2, promoter: 41, house: 42 } as const;
export type AgentType = (typeof AGENT_TYPE)[keyof typeof AGENT_TYPE];

export const CONTRACT_TYPES = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
/** Periods a dividend contract may settle over; salaries settle per day, hour or 5 minutes. */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const MAX_CONTRACT_TIERS = 10;
/** Salary rates are capped at 5 % of valid bet, dividends at 100 % of net loss. */
export const MAX_RATE_BP: Record<ContractType, number> = {
  dividend: 10_000,
  daily: 500,
  hourly: 500,
  realtime: 500,
};

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')
  .describe("a day in the site's time zone, yyyy-MM-dd");
const Paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};
const Page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    pageNo: z.number().int(),
  });
const Username = z.string().trim().min(1).max(64);
/** A zero or positive amount with at most 2 decimals ("0" allowed: the first tier starts at 0). */
const ThresholdText = z
  .string()
  .trim()
  .max(20)
  .regex(/^(?:0|[1-9]\d{0,12})(?:\.\d{1,2})?$/, 'invalid amount');

// ── Contracts ────────────────────────────────────────────────────────────────────────────────

/** One step of a contract's table: from this team valid bet and this many active members, this rate. */
export const ContractTier = z.strictObject({
  minValidBet: ThresholdText.describe("the period's team valid bet from which the tier applies"),
  minActive: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .describe('active members (a valid bet in the period) needed'),
  rateBp: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .describe('basis points of valid bet (salary) or net loss (dividend)'),
});
export type ContractTier = z.infer<typeof ContractTier>;

export const ContractTerms = z.strictObject({
  type: z.enum(CONTRACT_TYPES),
  period: z.enum(DIVIDEND_PERIODS).optional().describe('dividends only (weekly when left out)'),
  tiers: z.array(ContractTier).min(1).max(MAX_CONTRACT_TIERS),
});
export type ContractTerms = z.infer<typeof ContractTerms>;

export const ContractOfferRequest = ContractTerms.extend({
  downline: Username.describe("a direct downline agent's username"),
});
export type ContractOfferRequest = z.infer<typeof ContractOfferRequest>;

export const ContractItem = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_TYPES),
  period: z.string().describe('daily, weekly, semimonthly, monthly (dividend); day, hour, 5min (salaries)'),
  status: z.enum(CONTRACT_STATUSES),
  version: z.number().int(),
  upline: z.string().nullable().describe('null: the house (an operator offered it)'),
  downline: z.string(),
  tiers: z.array(
    z.object({ minValidBet: z.string(), minActive: z.number().int(), rateBp: z.number().int() }),
  ),
  offeredAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z
    .string()
    .nullable()
    .describe('replaced, upline_lowered, upline_ended, moved, upline, operator, withdrawn, rejected'),
});
export type ContractItem = z.infer<typeof ContractItem>;

export const ContractListQuery = z.object({
  side: z
    .enum(['mine', 'downline'])
    .default('mine')
    .describe('mine: contracts I hold; downline: that I offered'),
  downline: Username.optional(),
  type: z.enum(CONTRACT_TYPES).optional(),
  status: z.enum(CONTRACT_STATUSES).optional(),
  ...Paging,
});
export type ContractListQuery = z.infer<typeof ContractListQuery>;
export const ContractListValue = Page(ContractItem);
export type ContractListValue = z.infer<typeof ContractListValue>;

/** The downline's answer to a contract request (the spec's four process calls take this body). */
export const ContractDecisionRequest = z.strictObject({
  id: z.string().regex(/^\d{1,19}$/),
  action: z.enum(['accept', 'reject']),
});
export type ContractDecisionRequest = z.infer<typeof ContractDecisionRequest>;

export const ContractTerminateRequest = z.strictObject({
  id: z.string().regex(/^\d{1,19}$/),
});

/**
 * The consolidated contract GET (spec section 3): the pending request of each type, for the
 * contract popup. Field names are the spec's.
 */
export const ConsolidatedContractsValue = z.object({
  dailysalreqtype: ContractItem.nullable(),
  divtypereq: ContractItem.nullable(),
  contracthoursalreq: ContractItem.nullable(),
  realtimesalreqtype: ContractItem.nullable(),
});
export type ConsolidatedContractsValue = z.infer<typeof ConsolidatedContractsValue>;

/** What-if: the offer at last closed period's figures, and what accepting it would terminate. */
export const ContractWhatIfValue = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  teamValidBet: z.string(),
  teamNetLoss: z.string(),
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  projectedGross: z.string().describe("the downline's rate on its team figures"),
  wouldTerminate: z.array(ContractItem).describe("the downline's own downline contracts above the new rates"),
  problems: z
    .array(z.string())
    .describe('error codes the offer would be refused with; empty when it may be offered'),
});
export type ContractWhatIfValue = z.infer<typeof ContractWhatIfValue>;

// ── Team ─────────────────────────────────────────────────────────────────────────────────────

export const OVERVIEW_RANGES = ['today', 'yesterday', 'week', 'month', 'custom'] as const;
export const TeamOverviewQuery = z.object({
  range: z.enum(OVERVIEW_RANGES).default('today'),
  startDate: Day.optional(),
  endDate: Day.optional(),
});
export type TeamOverviewQuery = z.infer<typeof TeamOverviewQuery>;

export const TeamFigures = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: z.string(),
  withdrawals: z.string(),
  validBet: z.string(),
  wins: z.string(),
  netLoss: z.string().describe('valid bet minus wins: what the team lost to the house'),
});
export type TeamFigures = z.infer<typeof TeamFigures>;

export const TeamOverviewValue = z.object({
  startDate: z.string(),
  endDate: z.string(),
  currency: z.string(),
  teamSize: z.number().int().describe('everyone below me, any depth'),
  directSize: z.number().int(),
  whole: TeamFigures,
  direct: TeamFigures.describe('my direct downline only'),
});
export type TeamOverviewValue = z.infer<typeof TeamOverviewValue>;

export const TeamListQuery = z.object({
  username: z.string().trim().max(64).optional().describe('a username prefix'),
  under: Username.optional().describe("drill into this downline's own team (must be in my team)"),
  ...Paging,
});
export type TeamListQuery = z.infer<typeof TeamListQuery>;

export const TeamMemberItem = z.object({
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  level: z.number().int().describe('1 = my direct downline'),
  balance: z.string(),
  status: z.string(),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  teamSize: z.number().int(),
  contracts: z.array(z.object({ type: z.enum(CONTRACT_TYPES), topRateBp: z.number().int() })),
});
export type TeamMemberItem = z.infer<typeof TeamMemberItem>;
export const TeamListValue = Page(TeamMemberItem).extend({
  currency: z.string(),
  under: z.string().nullable(),
  path: z.array(z.string()).describe('usernames from me down to the team shown'),
});
export type TeamListValue = z.infer<typeof TeamListValue>;

/** registerCenter: open an account under me; it must change the password at first login. */
export const OpenAccountRequest = z.strictObject({
  username: z.string().trim().min(4).max(16),
  password: z.string().min(6).max(20),
  kind: z.enum(['member', 'agent']),
});
export type OpenAccountRequest = z.infer<typeof OpenAccountRequest>;
export const OpenAccountValue = z.object({ username: z.string(), type: z.number().int() });

export const TeamRangeQuery = z.object({
  startDate: Day,
  endDate: Day,
  username: z.string().trim().max(64).optional().describe('one member of my team'),
  ...Paging,
});
export type TeamRangeQuery = z.infer<typeof TeamRangeQuery>;

export const TeamBetItem = z.object({
  id: z.string(),
  username: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.string(),
  win: z.string(),
  profit: z.string(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const TeamBetValue = Page(TeamBetItem).extend({
  currency: z.string(),
  totals: z.object({ stake: z.string(), win: z.string(), profit: z.string() }),
});
export type TeamBetValue = z.infer<typeof TeamBetValue>;

/** User loss: each direct downline's team figures over the range (drill in with `under`). */
export const TeamProfitQuery = z.object({
  startDate: Day,
  endDate: Day,
  under: Username.optional(),
  ...Paging,
});
export type TeamProfitQuery = z.infer<typeof TeamProfitQuery>;
export const TeamProfitItem = z.object({
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int(),
  validBet: z.string(),
  wins: z.string(),
  netLoss: z.string(),
  rounds: z.number().int(),
});
export const TeamProfitValue = Page(TeamProfitItem).extend({
  currency: z.string(),
  under: z.string().nullable(),
  totals: z.object({ validBet: z.string(), wins: z.string(), netLoss: z.string() }),
});
export type TeamProfitValue = z.infer<typeof TeamProfitValue>;

export const TeamTransactionItem = z.object({
  id: z.string(),
  username: z.string(),
  time: z.string(),
  type: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
});
export const TeamTransactionValue = Page(TeamTransactionItem).extend({ currency: z.string() });
export type TeamTransactionValue = z.infer<typeof TeamTransactionValue>;

// ── Income (salaries and dividends paid to me) ───────────────────────────────────────────────

export const PAYOUT_STATUSES = ['due', 'paid', 'nothing_due', 'awaiting_approval', 'rejected'] as const;
export const IncomeQuery = z.object({
  type: z.enum(CONTRACT_TYPES).optional(),
  startDate: Day,
  endDate: Day,
  ...Paging,
});
export type IncomeQuery = z.infer<typeof IncomeQuery>;
export const IncomeItem = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_TYPES),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamValidBet: z.string(),
  teamNetLoss: z.string(),
  activeMembers: z.number().int(),
  rateBp: z.number().int(),
  gross: z.string().describe('my rate on my team figures'),
  downlineGross: z.string().describe('what my downline agents earned on the same turnover'),
  carryIn: z.string().describe('dividends: a losing period carried in (negative or 0)'),
  amount: z.string().describe('what I was paid'),
  carryOut: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  paidAt: z.string().nullable(),
});
export type IncomeItem = z.infer<typeof IncomeItem>;
export const IncomeValue = Page(IncomeItem).extend({ currency: z.string(), sum: z.string() });
export type IncomeValue = z.infer<typeof IncomeValue>;

/** One payout's drill-down: the contributing team figures, per direct downline and my own members. */
export const IncomeDetailValue = z.object({
  payout: IncomeItem,
  lines: z.array(
    z.object({
      username: z.string(),
      isAgent: z.boolean(),
      validBet: z.string(),
      netLoss: z.string(),
      activeMembers: z.number().int(),
      rateBp: z
        .number()
        .int()
        .describe("the downline agent's own rate (0 for members and agents without one)"),
      gross: z.string(),
    }),
  ),
  currency: z.string(),
});
export type IncomeDetailValue = z.infer<typeof IncomeDetailValue>;

/** One line of a payout's drill-down, down to its rounds: the line's member (`username`), paged. */
export const IncomeBetsQuery = z.object({
  username: Username.describe(
    "the detail line's member: a direct downline (with its team) or the agent itself",
  ),
  ...Paging,
});
export type IncomeBetsQuery = z.infer<typeof IncomeBetsQuery>;

/**
 * A change a round made to the valid bets in the payout's period (decision 0047): settled (the
 * round counted), adjusted (a settled round changed later: a late win, a refund) or reversed (a
 * settled round rolled back). Amounts are what it added to the period: negative for a reversal.
 */
export const IncomeBetItem = z.object({
  id: z.string(),
  username: z.string(),
  kind: z.enum(['settled', 'adjusted', 'reversed']),
  vendor: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  roundId: z.string(),
  validBet: z.string(),
  payout: z.string(),
  netLoss: z.string(),
  at: z.string(),
});
export type IncomeBetItem = z.infer<typeof IncomeBetItem>;
export const IncomeBetsValue = Page(IncomeBetItem).extend({
  currency: z.string(),
  /** Over every change of the line in the period: its valid bet, payout and net loss in the detail. */
  totals: z.object({ validBet: z.string(), payout: z.string(), netLoss: z.string() }),
});
export type IncomeBetsValue = z.infer<typeof IncomeBetsValue>;
