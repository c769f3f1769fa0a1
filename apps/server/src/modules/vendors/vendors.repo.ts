import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../platform/db/client.js';
import { pgCodeOf } from '../../platform/db/pg-errors.js';
import type { PlayableGame } from '../games/games.launch.repo.js';
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

/** Every vendor's credential row, by vendor code (the back office's secrets list). */
export async function credentials(tx: Tx): Promise<CredentialRow[]> {
  return tx.select().from(vendorCredential).orderBy(vendorCredential.vendorCode);
}

/** The row locked for a rotation: two operators rotating at once take turns. */
export async function credentialForUpdate(tx: Tx, vendorCode: string): Promise<CredentialRow | undefined> {
  const [row] = await tx
    .select()
    .from(vendorCredential)
    .where(eq(vendorCredential.vendorCode, vendorCode))
    .for('update');
  return row;
}

/** A new signing secret; the one it replaces stays valid until `previousSecretUntil`. */
export async function rotateCredential(
  tx: Tx,
  vendorCode: string,
  change: { secret: string; previousSecret: string; previousSecretUntil: Date; rotatedAt: Date },
): Promise<CredentialRow | undefined> {
  const [row] = await tx
    .update(vendorCredential)
    .set(change)
    .where(eq(vendorCredential.vendorCode, vendorCode))
    .returning();
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

export async function markRolledBack(tx: Tx, id: bigint, at: Date): Promise<void> {
  await tx.update(vendorTransaction).set({ rolledBackAt: at }).where(eq(vendorTransaction.id, id));
}

// ── Rounds (bet records) ─────────────────────────────────────────────────────────────

/** A round, locked for update unless `lock` is false. */
export async function lockRound(
  tx: Tx,
  vendorCode: string,
  roundId: string,
  lock = true,
): Promise<BetRecordRow | undefined> {
  const query = tx
    .select()
    .from(betRecord)
    .where(and(eq(betRecord.vendorCode, vendorCode), eq(betRecord.roundId, roundId)));
  const [row] = lock ? await query.for('update') : await query;
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

// ── The money calls' hot path (decision 0028) ─────────────────────────────────────────

/** What a debit or credit needs to know before its transaction, read in one round trip. */
export type CallLookup = {
  /** The transaction id's row when it was seen before (replay, conflict or rollback marker). */
  known: Pick<TransactionRow, 'kind' | 'requestHash' | 'responseBody'> | undefined;
  /** The player's latest game session with the vendor, live or not. */
  session: GameSessionRow | undefined;
  /** The game asked for, with its vendor's status (as games' playableGameByCode answers it). */
  game: PlayableGame | undefined;
  /** When asked: the balance of the session's account (cash, or play money), 0 if none yet. */
  balanceMinor: bigint | undefined;
};

type CallLookupRow = {
  kind: string | null;
  request_hash: string | null;
  response_body: string | null;
  session_id: string | null;
  login_session_id: string | null;
  game_code: string | null;
  currency: string | null;
  play_money: boolean | null;
  username: string | null;
  nickname: string | null;
  created_ms: string | null;
  expires_ms: string | null;
  node_id: string | null;
  game_type: string | null;
  name_en: string | null;
  name_bn: string | null;
  game_status: string | null;
  support_play: number | null;
  vendor_status: string | null;
  balance_minor: string | null;
};

// Times as epoch milliseconds in text, numbers as text: both drivers answer them alike.
const CALL_LOOKUP_SQL = `select t.kind, t.request_hash, t.response_body,
  s.id as session_id, s.login_session_id, s.game_code, s.currency, s.play_money, s.username, s.nickname,
  (extract(epoch from s.created_at) * 1000)::bigint::text as created_ms,
  (extract(epoch from s.expires_at) * 1000)::bigint::text as expires_ms,
  gm.node_id::text as node_id, gm.game_type, gm.name_en, gm.name_bn, gm.status as game_status,
  gm.support_play, gm.vendor_status,
  case when $5::boolean and s.id is not null then wallet_player_balance(
    $3::text, case when s.play_money then 'trial' else 'cash' end, s.currency
  )::text end as balance_minor
from (select 1) as one
left join vendor_transaction t on t.vendor_code = $1 and t.transaction_id = $2
left join lateral (
  select * from vendor_game_session g
  where g.vendor_code = $1 and g.member_id = $3::bigint
  order by g.expires_at desc limit 1
) s on true
left join lateral games_game_by_code($1, $4) gm on true`;

/**
 * Everything a debit or credit reads before its transaction, in one statement prepared once per
 * connection (decision 0028): the transaction id's earlier row, the player's latest game session,
 * the game (when a code is given) and the session account's balance (when asked). The game and the
 * balance come through the read functions the games and wallet modules publish (migration 0019),
 * never from their tables. Reads only.
 */
export async function callLookup(
  database: Database,
  query: {
    vendorCode: string;
    transactionId: string;
    memberId: bigint;
    gameCode?: string;
    balance?: boolean;
  },
): Promise<CallLookup> {
  const { vendorCode, memberId } = query;
  const [row] = await database.prepared<CallLookupRow>('vendor_call_lookup', CALL_LOOKUP_SQL, [
    vendorCode,
    query.transactionId,
    memberId.toString(),
    query.gameCode ?? null,
    query.balance === true,
  ]);
  if (!row) throw new Error('vendor call lookup returned nothing');
  return {
    known:
      row.kind === null
        ? undefined
        : { kind: row.kind, requestHash: row.request_hash ?? '', responseBody: row.response_body ?? '' },
    session:
      row.session_id === null
        ? undefined
        : {
            id: row.session_id,
            memberId,
            loginSessionId: row.login_session_id ?? '',
            vendorCode,
            gameCode: row.game_code ?? '',
            currency: row.currency ?? '',
            playMoney: row.play_money === true,
            username: row.username ?? '',
            nickname: row.nickname ?? '',
            createdAt: new Date(Number(row.created_ms)),
            expiresAt: new Date(Number(row.expires_ms)),
          },
    game:
      row.node_id === null
        ? undefined
        : {
            nodeId: BigInt(row.node_id),
            vassalage: vendorCode,
            gameCode: query.gameCode ?? '',
            gameType: row.game_type ?? '',
            nameEn: row.name_en ?? '',
            nameBn: row.name_bn ?? '',
            status: row.game_status ?? '',
            supportPlay: Number(row.support_play),
            vendorStatus: row.vendor_status ?? '',
          },
    balanceMinor: row.balance_minor === null ? undefined : BigInt(row.balance_minor),
  };
}

/** A transaction id's row as written once its call is done: the claim and the exact answer. */
export type Claim = NewTransaction & {
  outcome: 'posted' | 'refused';
  responseBody: string;
  createdAt: Date;
};

const big = (value: bigint | null | undefined) => (value == null ? null : value.toString());

/** SQLSTATE of a booking function declining after a posting (migration 0022): nothing was kept. */
const BOOKING_DECLINED = 'KV001';
export const isBookingDeclined = (error: unknown) => pgCodeOf(error) === BOOKING_DECLINED;

/**
 * The arguments of vendor_claim (migration 0022): the transaction id's finished row and, given one,
 * the call's log row. The claim takes the (vendor, transactionId) slot or, when the id is taken,
 * nothing (a concurrent claimer waits on the unique index until the other commits).
 */
function claimArgs(claim: Claim, log: NewCallLog | undefined) {
  return {
    claim: {
      vendorCode: claim.vendorCode,
      transactionId: claim.transactionId,
      kind: claim.kind,
      requestHash: claim.requestHash,
      memberId: big(claim.memberId),
      roundId: claim.roundId ?? null,
      gameCode: claim.gameCode ?? null,
      refTransactionId: claim.refTransactionId ?? null,
      amountMinor: big(claim.amountMinor) ?? '0',
      outcome: claim.outcome,
      walletOperationId: claim.walletOperationId ?? null,
      responseBody: claim.responseBody,
      createdAt: claim.createdAt.toISOString(),
    },
    log: log
      ? {
          vendorCode: log.vendorCode ?? null,
          call: log.call,
          headers: log.headers,
          requestBody: log.requestBody,
          responseBody: log.responseBody,
          status: log.status,
          transactionId: log.transactionId ?? null,
          replayed: log.replayed ?? false,
          receivedAt: log.receivedAt.toISOString(),
          durationMs: log.durationMs,
        }
      : null,
  };
}

/** Whether the claim took the slot (false: the id was taken; the caller rolls back) and the round touched. */
export type Claimed = { claimed: boolean; roundId: bigint | undefined };

/** What a booking function answered: `{claimed, round}` as text or null. */
export function claimedOf(booked: unknown): Claimed {
  const row = (typeof booked === 'string' ? JSON.parse(booked) : booked) as {
    claimed?: string | null;
    round?: string | null;
  } | null;
  return {
    claimed: row?.claimed != null,
    roundId: row?.round == null ? undefined : BigInt(row.round),
  };
}

/**
 * Runs a booking function on its own (no posting before it in the statement): in the caller's
 * transaction, or given the database, alone as a statement prepared once per connection.
 */
async function book(
  target: Tx | Database,
  fn: 'vendor_claim' | 'vendor_book_debit' | 'vendor_book_credit',
  args: unknown,
) {
  const [row] =
    'prepared' in target && 'executeSql' in target
      ? await target.prepared<{ booked: unknown }>(`${fn}_alone`, `select ${fn}(null, $1::jsonb) as booked`, [
          JSON.stringify(args),
        ])
      : await queryRows<{ booked: unknown }>(
          target,
          sql`select ${sql.raw(fn)}(null, ${JSON.stringify(args)}::jsonb) as booked`,
        );
  return row?.booked;
}

/** Claims the transaction id with its finished row and logs the call: one statement. */
export async function claimAndLog(tx: Tx, claim: Claim, log: NewCallLog | undefined): Promise<Claimed> {
  const id = await book(tx, 'vendor_claim', claimArgs(claim, log));
  return { claimed: id != null, roundId: undefined };
}

/**
 * After a posting in the same statement (wallet.executeThen), a booking may only go ahead for a
 * fresh posting that left the player's entry at the balance its answer was written with;
 * otherwise it declines (isBookingDeclined) and nothing of the call is kept.
 */
export type Expected = {
  /** The player's entry among the operation's entries (source, destination per transfer). */
  entry: number;
  balanceMinor: bigint;
};
const expectedArgs = (expected: Expected | undefined) =>
  expected ? { entry: expected.entry, expectBalance: expected.balanceMinor.toString() } : {};

export type DebitBooking = {
  round: typeof betRecord.$inferInsert & { stakeMinor: bigint };
  sessionId: string;
  sessionExpiresAt: Date;
  claim: Claim;
  log: NewCallLog | undefined;
};

/**
 * A posted debit's bookkeeping (vendor_book_debit, migration 0022): claims the transaction id
 * with its answer, logs the call, extends the game session, and opens the round or adds the
 * stake to it (only an open round of this player and game: otherwise no round comes back and
 * the caller refuses). As the follow-up of the posting when `expected` is given.
 */
export function debitBooking(input: DebitBooking, expected?: Expected) {
  const r = input.round;
  return {
    fn: 'vendor_book_debit' as const,
    args: {
      ...claimArgs(input.claim, input.log),
      ...expectedArgs(expected),
      sessionId: input.sessionId,
      sessionExpiresAt: input.sessionExpiresAt.toISOString(),
      round: {
        vendorCode: r.vendorCode,
        roundId: r.roundId,
        memberId: big(r.memberId),
        username: r.username,
        gameCode: r.gameCode,
        gameType: r.gameType,
        currency: r.currency,
        playMoney: r.playMoney,
        stakeMinor: big(r.stakeMinor),
        openedAt: (r.openedAt as Date).toISOString(),
        updatedAt: (r.updatedAt as Date).toISOString(),
      },
    },
  };
}

/** debitBooking in the caller's transaction, after its posting. */
export async function debitRound(tx: Tx, input: DebitBooking): Promise<Claimed> {
  const { fn, args } = debitBooking(input);
  return claimedOf(await book(tx, fn, args));
}

export type CreditBooking = {
  vendorCode: string;
  roundId: string;
  memberId: bigint;
  gameCode: string;
  winMinor: bigint;
  settles: boolean;
  now: Date;
  claim: Claim;
  log: NewCallLog | undefined;
};

/**
 * A credit's bookkeeping (vendor_book_credit, migration 0022), safe as a statement alone (a zero
 * credit runs it without a transaction): locks the player's round of this game unless it was
 * rolled back, claims the transaction id with its answer only if that round exists, logs the
 * call and adds the win (settling an open round when asked) only if the claim took the slot.
 * No round: nothing is written and no round comes back; id taken: `claimed` is false.
 */
export function creditBooking(input: CreditBooking, expected?: Expected) {
  return {
    fn: 'vendor_book_credit' as const,
    args: {
      ...claimArgs(input.claim, input.log),
      ...expectedArgs(expected),
      vendorCode: input.vendorCode,
      roundId: input.roundId,
      memberId: big(input.memberId),
      gameCode: input.gameCode,
      winMinor: big(input.winMinor),
      settles: input.settles,
      now: input.now.toISOString(),
    },
  };
}

/** creditBooking alone (given the database) or in the caller's transaction, after its posting. */
export async function creditRound(tx: Tx | Database, input: CreditBooking): Promise<Claimed> {
  const { fn, args } = creditBooking(input);
  return claimedOf(await book(tx, fn, args));
}
