import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  betRecord,
  vendorCallLog,
  vendorCredential,
  vendorGameSession,
  vendorLaunchToken,
  vendorTransaction,
} from './vendors.tables.js';

export type CredentialRow = typeof vendorCredential.$inferSelect;
export type LaunchTokenRow = typeof vendorLaunchToken.$inferSelect;
export type GameSessionRow = typeof vendorGameSession.$inferSelect;
export type TransactionRow = typeof vendorTransaction.$inferSelect;
export type NewTransaction = typeof vendorTransaction.$inferInsert;
export type BetRecordRow = typeof betRecord.$inferSelect;
export type NewCallLog = typeof vendorCallLog.$inferInsert;

// ── Credentials ────────────────────────────────────────────────────────────────────

export async function credentialOf(tx: Tx, vendorCode: string): Promise<CredentialRow | undefined> {
  const [row] = await tx.select().from(vendorCredential).where(eq(vendorCredential.vendorCode, vendorCode));
  return row;
}

export async function insertCredentialsIfMissing(
  tx: Tx,
  rows: (typeof vendorCredential.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(vendorCredential).values(rows).onConflictDoNothing();
}

// ── Launch tokens and game sessions ───────────────────────────────────────────────────

export async function insertLaunchToken(tx: Tx, row: typeof vendorLaunchToken.$inferInsert): Promise<void> {
  await tx.insert(vendorLaunchToken).values(row);
}

/** Spends a token once: only an unused, unexpired token of this vendor comes back. */
export async function spendLaunchToken(
  tx: Tx,
  tokenHash: string,
  vendorCode: string,
  now: Date,
): Promise<LaunchTokenRow | undefined> {
  const [row] = await tx
    .update(vendorLaunchToken)
    .set({ usedAt: now })
    .where(
      and(
        eq(vendorLaunchToken.tokenHash, tokenHash),
        eq(vendorLaunchToken.vendorCode, vendorCode),
        isNull(vendorLaunchToken.usedAt),
        gt(vendorLaunchToken.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function insertGameSession(tx: Tx, row: typeof vendorGameSession.$inferInsert): Promise<void> {
  await tx.insert(vendorGameSession).values(row);
}

/** The player's latest game session with the vendor, live or not: who the player is to the vendor. */
export async function latestGameSession(
  tx: Tx,
  vendorCode: string,
  memberId: bigint,
): Promise<GameSessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(vendorGameSession)
    .where(and(eq(vendorGameSession.vendorCode, vendorCode), eq(vendorGameSession.memberId, memberId)))
    .orderBy(desc(vendorGameSession.expiresAt))
    .limit(1);
  return row;
}

export async function extendGameSession(tx: Tx, id: string, expiresAt: Date): Promise<void> {
  await tx
    .update(vendorGameSession)
    .set({ expiresAt })
    .where(and(eq(vendorGameSession.id, id), lt(vendorGameSession.expiresAt, expiresAt)));
}

// ── Transactions (idempotency records) ────────────────────────────────────────────────

export async function transactionOf(
  tx: Tx,
  vendorCode: string,
  transactionId: string,
  forUpdate = false,
): Promise<TransactionRow | undefined> {
  const query = tx
    .select()
    .from(vendorTransaction)
    .where(
      and(eq(vendorTransaction.vendorCode, vendorCode), eq(vendorTransaction.transactionId, transactionId)),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Claims the (vendor, transactionId) slot. Answers the new row's id, or undefined when the id
 * is taken (a concurrent claimer waits here on PostgreSQL until the first one commits).
 */
export async function claimTransaction(tx: Tx, row: NewTransaction): Promise<bigint | undefined> {
  const [inserted] = await tx
    .insert(vendorTransaction)
    .values(row)
    .onConflictDoNothing({ target: [vendorTransaction.vendorCode, vendorTransaction.transactionId] })
    .returning({ id: vendorTransaction.id });
  return inserted?.id;
}

export async function completeTransaction(
  tx: Tx,
  id: bigint,
  patch: { outcome: 'posted' | 'refused'; walletOperationId?: string | null; responseBody: string },
): Promise<void> {
  await tx.update(vendorTransaction).set(patch).where(eq(vendorTransaction.id, id));
}

export async function markRolledBack(tx: Tx, id: bigint, at: Date): Promise<void> {
  await tx.update(vendorTransaction).set({ rolledBackAt: at }).where(eq(vendorTransaction.id, id));
}

// ── Rounds (bet records) ─────────────────────────────────────────────────────────────

/** Creates the round's record if missing, then locks and returns it. */
export async function lockOrOpenRound(tx: Tx, row: typeof betRecord.$inferInsert): Promise<BetRecordRow> {
  await tx
    .insert(betRecord)
    .values(row)
    .onConflictDoNothing({ target: [betRecord.vendorCode, betRecord.roundId] });
  const locked = await lockRound(tx, row.vendorCode, row.roundId);
  if (!locked) throw new Error('bet record vanished');
  return locked;
}

export async function lockRound(
  tx: Tx,
  vendorCode: string,
  roundId: string,
): Promise<BetRecordRow | undefined> {
  const [row] = await tx
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendorCode, vendorCode), eq(betRecord.roundId, roundId)))
    .for('update');
  return row;
}

export async function updateRound(
  tx: Tx,
  id: bigint,
  patch: Partial<
    Pick<
      BetRecordRow,
      | 'stakeMinor'
      | 'winMinor'
      | 'refundedMinor'
      | 'debitCount'
      | 'creditCount'
      | 'status'
      | 'settledAt'
      | 'updatedAt'
    >
  >,
): Promise<void> {
  await tx.update(betRecord).set(patch).where(eq(betRecord.id, id));
}

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
): Promise<{ rows: BetRecordRow[]; total: number }> {
  const where = recordWhere(filter);
  const [rows, [totals]] = await Promise.all([
    tx
      .select()
      .from(betRecord)
      .where(where)
      .orderBy(desc(betRecord.openedAt), desc(betRecord.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx.select({ total: count() }).from(betRecord).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
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
