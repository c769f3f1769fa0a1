import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { betRecord, vendorCallLog } from './vendors.tables.js';

export type BetRecordRow = typeof betRecord.$inferSelect;
export type NewCallLog = typeof vendorCallLog.$inferInsert;

// ── Bet records, as the records pages read them ─────────────────────────────────────

export type RecordFilter = {
  memberId: bigint;
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  /** Inclusive start, exclusive end, on the time the round opened. */
  from?: Date | undefined;
  to?: Date | undefined;
};

function recordWhere(filter: RecordFilter) {
  return and(
    eq(betRecord.memberId, filter.memberId),
    filter.gameType ? eq(betRecord.gameType, filter.gameType) : undefined,
    filter.vendorCode ? eq(betRecord.vendorCode, filter.vendorCode) : undefined,
    filter.from ? gte(betRecord.openedAt, filter.from) : undefined,
    filter.to ? lt(betRecord.openedAt, filter.to) : undefined,
  );
}

/** A player's bet records, newest first, paged (betting-record page). */
export async function playerRecords(
  tx: Tx,
  filter: RecordFilter,
  page: number,
  pageSize: number,
): Promise<{
  rows: BetRecordRow[];
  total: number;
  /** Sums over every record the filter matches (not just the page). */
  sums: { stakeMinor: bigint; winMinor: bigint; refundedMinor: bigint };
}> {
  const where = recordWhere(filter);
  const [rows, [totals]] = await Promise.all([
    tx
      .select()
      .from(betRecord)
      .where(where)
      .orderBy(desc(betRecord.openedAt), desc(betRecord.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx
      .select({
        total: count(),
        stake: sql<string>`coalesce(sum(${betRecord.stakeMinor}), 0)`,
        win: sql<string>`coalesce(sum(${betRecord.winMinor}), 0)`,
        refunded: sql<string>`coalesce(sum(${betRecord.refundedMinor}), 0)`,
      })
      .from(betRecord)
      .where(where),
  ]);
  return {
    rows,
    total: totals?.total ?? 0,
    sums: {
      stakeMinor: BigInt(totals?.stake ?? 0),
      winMinor: BigInt(totals?.win ?? 0),
      refundedMinor: BigInt(totals?.refunded ?? 0),
    },
  };
}

export type DailyProfitRow = {
  day: string;
  gameType: string;
  rounds: number;
  stakeMinor: bigint;
  winMinor: bigint;
  /** The player's profit: win minus the stake that was not refunded. */
  profitMinor: bigint;
};

/**
 * Profit and loss per day (in the given time zone) and game type, of settled rounds of one
 * player (or all players when memberId is undefined), real money only.
 */
export async function dailyProfit(
  tx: Tx,
  query: Omit<RecordFilter, 'memberId'> & { memberId?: bigint | undefined; timeZone: string },
): Promise<DailyProfitRow[]> {
  const day = sql<string>`to_char((${betRecord.openedAt} at time zone ${query.timeZone})::date, 'YYYY-MM-DD')`;
  const stake = sql<string>`coalesce(sum(${betRecord.stakeMinor} - ${betRecord.refundedMinor}), 0)`;
  const win = sql<string>`coalesce(sum(${betRecord.winMinor}), 0)`;
  const rows = await tx
    .select({ day, gameType: betRecord.gameType, rounds: count(), stake, win })
    .from(betRecord)
    .where(
      and(
        query.memberId === undefined ? undefined : eq(betRecord.memberId, query.memberId),
        eq(betRecord.status, 'settled'),
        eq(betRecord.playMoney, false),
        query.gameType ? eq(betRecord.gameType, query.gameType) : undefined,
        query.vendorCode ? eq(betRecord.vendorCode, query.vendorCode) : undefined,
        query.from ? gte(betRecord.openedAt, query.from) : undefined,
        query.to ? lt(betRecord.openedAt, query.to) : undefined,
      ),
    )
    // By position: the time zone is a parameter, and each use of it would be a new one.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1 desc`, sql`2`);
  return rows.map((r) => {
    const stakeMinor = BigInt(r.stake);
    const winMinor = BigInt(r.win);
    return {
      day: r.day,
      gameType: r.gameType,
      rounds: Number(r.rounds),
      stakeMinor,
      winMinor,
      profitMinor: winMinor - stakeMinor,
    };
  });
}

// ── Call log ─────────────────────────────────────────────────────────────────────────

export async function insertCallLog(tx: Tx, row: NewCallLog): Promise<void> {
  await tx.insert(vendorCallLog).values(row);
}

export async function callLogOf(tx: Tx, vendorCode: string, limit: number) {
  return tx
    .select()
    .from(vendorCallLog)
    .where(eq(vendorCallLog.vendorCode, vendorCode))
    .orderBy(desc(vendorCallLog.id))
    .limit(limit);
}
