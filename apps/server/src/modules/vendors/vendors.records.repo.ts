import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
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

// ── Bet records of an agent's team (decision 0046) ─────────────────────────────────────

/**
 * Whose rounds: one member (`memberId`), or a whole team: everyone whose tree path is under
 * `teamPath` except `exceptMemberId` (the agent itself).
 */
export type TeamRecordFilter = {
  teamPath: string;
  exceptMemberId: bigint;
  memberId?: bigint | undefined;
  currency: string;
  /** Inclusive start, exclusive end, on the time the round opened. */
  from: Date;
  to: Date;
};

export type TeamRecordRow = Pick<
  BetRecordRow,
  'id' | 'vendorCode' | 'gameCode' | 'gameType' | 'currency' | 'stakeMinor' | 'winMinor' | 'refundedMinor'
> & { username: string; status: string; openedAt: Date; settledAt: Date | null };

/**
 * The team's real-money rounds, newest first, paged, with sums over all of them. The team comes
 * from the accounts module's read function (accounts_member_team, decision 0028), joined by path
 * in the same statement; the round's own range bounds the scan (bet_record_opened or, for one
 * member, bet_record_member_opened).
 */
export async function teamRecords(
  tx: Tx,
  filter: TeamRecordFilter,
  page: number,
  pageSize: number,
): Promise<{
  rows: TeamRecordRow[];
  total: number;
  sums: { stakeMinor: bigint; winMinor: bigint; refundedMinor: bigint };
}> {
  // Ids travel as text: both drivers bind a string, not every one binds a bigint.
  const one = filter.memberId?.toString() ?? null;
  const where = sql`t.path <@ ${filter.teamPath}::ltree and t.member_id <> ${filter.exceptMemberId.toString()}::bigint
    and (${one}::bigint is null or b.member_id = ${one}::bigint)
    and b.opened_at >= ${filter.from} and b.opened_at < ${filter.to}
    and b.currency = ${filter.currency} and not b.play_money`;
  const from = sql`bet_record b join accounts_member_team() t on t.member_id = b.member_id`;
  const [rows, [sums]] = await Promise.all([
    queryRows<Record<string, string | Date | null>>(
      tx,
      sql`select b.id::text as id, b.vendor_code, b.game_code, b.game_type, b.currency, t.username,
          b.stake_minor::text as stake, b.win_minor::text as win, b.refunded_minor::text as refunded,
          b.status, b.opened_at, b.settled_at
        from ${from} where ${where}
        order by b.opened_at desc, b.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<Record<string, string>>(
      tx,
      sql`select count(*)::text as n, coalesce(sum(b.stake_minor), 0)::text as stake,
          coalesce(sum(b.win_minor), 0)::text as win, coalesce(sum(b.refunded_minor), 0)::text as refunded
        from ${from} where ${where}`,
    ),
  ]);
  const at = (value: string | Date | null | undefined) => (value == null ? null : new Date(value));
  return {
    rows: rows.map((r) => ({
      id: BigInt(String(r.id)),
      vendorCode: String(r.vendor_code),
      gameCode: String(r.game_code),
      gameType: String(r.game_type),
      currency: String(r.currency),
      username: String(r.username),
      stakeMinor: BigInt(String(r.stake)),
      winMinor: BigInt(String(r.win)),
      refundedMinor: BigInt(String(r.refunded)),
      status: String(r.status),
      openedAt: at(r.opened_at) ?? new Date(0),
      settledAt: at(r.settled_at),
    })),
    total: Number(sums?.n ?? 0),
    sums: {
      stakeMinor: BigInt(sums?.stake ?? 0),
      winMinor: BigInt(sums?.win ?? 0),
      refundedMinor: BigInt(sums?.refunded ?? 0),
    },
  };
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
