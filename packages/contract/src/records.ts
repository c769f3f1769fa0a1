import { z } from 'zod';

// ── The player's records (the pages transactionHistory, personalHistoryCopy,
// personalProfit; paths are our design, docs/decisions/0021) ─────────────────────────────────
// Days are calendar days in the site's time zone (the site config's timeZone), both ends
// included; a query spans at most RECORDS_MAX_RANGE_DAYS days. Amounts are decimal strings.

export const RECORDS_MAX_RANGE_DAYS = 90;
export const RECORDS_PAGE_SIZE = 20;
export const RECORDS_MAX_PAGE_SIZE = 100;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd')
  .describe("a day in the site's time zone, yyyy-MM-dd");

const Range = {
  startDate: Day,
  endDate: Day,
};
const Paging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(RECORDS_PAGE_SIZE),
};

/** Groups of ledger movements the account record filters by (each maps to wallet operation types). */
export const TRANSACTION_GROUPS = [
  'all',
  'deposit',
  'withdrawal',
  'transfer',
  'game',
  'bonus',
  'adjustment',
] as const;
export type TransactionGroup = (typeof TRANSACTION_GROUPS)[number];
export const TRANSACTION_WALLETS = ['cash', 'frozen', 'bonus'] as const;

export const TransactionQuery = z.object({
  ...Range,
  ...Paging,
  group: z.enum(TRANSACTION_GROUPS).default('all'),
  wallet: z.enum(TRANSACTION_WALLETS).default('cash').describe('which of the player accounts'),
});
export type TransactionQuery = z.infer<typeof TransactionQuery>;

export const TransactionItem = z.object({
  id: z.string(),
  time: z.string(),
  type: z.string().describe('the wallet operation type: deposit, withdrawal, bet, win, transfer …'),
  amount: z.string().describe('signed: negative when money left this account'),
  balanceAfter: z.string(),
  status: z.enum(['completed', 'pending', 'cancelled']),
  counterpart: z.string().nullable().describe('the other player of a transfer (username)'),
  reference: z.string(),
  payoutReference: z
    .string()
    .nullable()
    .describe("a paid-out withdrawal's channel reference (bKash TrxID, bank reference)"),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

export const TransactionValue = z.object({
  list: z.array(TransactionItem),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  currency: z.string(),
  totals: z.object({ in: z.string(), out: z.string() }).describe('over the whole filter, not the page'),
});
export type TransactionValue = z.infer<typeof TransactionValue>;

export const BetQuery = z.object({
  ...Range,
  ...Paging,
  gameType: z.string().trim().max(16).optional(),
  vendor: z.string().trim().max(32).optional(),
});
export type BetQuery = z.infer<typeof BetQuery>;

export const BetItem = z.object({
  id: z.string(),
  roundId: z.string(),
  /** The vendor's code (what the vendor filter takes). */
  vendor: z.string(),
  /** The vendor's name as the lobby shows it; the code when the catalogue no longer lists it. */
  vendorName: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  stake: z.string(),
  win: z.string(),
  profit: z.string().describe('win minus the stake not refunded'),
  status: z.enum(['open', 'settled', 'rolled_back']),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetItem = z.infer<typeof BetItem>;

export const BetValue = z.object({
  list: z.array(BetItem),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNo: z.number().int(),
  currency: z.string(),
  totals: z.object({ stake: z.string(), win: z.string(), profit: z.string() }),
});
export type BetValue = z.infer<typeof BetValue>;

export const ProfitQuery = z.object({
  ...Range,
  gameType: z.string().trim().max(16).optional(),
});
export type ProfitQuery = z.infer<typeof ProfitQuery>;

export const ProfitRow = z.object({
  day: z.string(),
  gameType: z.string(),
  rounds: z.number().int(),
  stake: z.string(),
  win: z.string(),
  profit: z.string(),
});
export const ProfitValue = z.object({
  list: z.array(ProfitRow),
  currency: z.string(),
  totals: z.object({ rounds: z.number().int(), stake: z.string(), win: z.string(), profit: z.string() }),
});
export type ProfitValue = z.infer<typeof ProfitValue>;
