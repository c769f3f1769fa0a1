import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../platform/db/client.js';
import { pgCodeOf } from '../../platform/db/pg-errors.js';
import type { NewCallLog } from './vendors.records.repo.js';
import type { NewTransaction } from './vendors.repo.js';
import type { betRecord } from './vendors.tables.js';

// The money calls' bookkeeping functions (migration 0022, decisions 0028 and 0038).

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
  fn: 'vendor_claim' | 'vendor_book_debit' | 'vendor_book_credit' | 'vendor_book_credits',
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

/** One item of a `credits` call paid in the batch's bulk posting (decision 0068). */
export type BatchCredit = {
  transactionId: string;
  requestHash: string;
  memberId: bigint;
  roundId: string;
  gameCode: string;
  winMinor: bigint;
  settles: boolean;
  /** Shown on top of the balance in the answer (decision 0051). */
  bonusMinor: bigint;
  /** The currency's minor-unit digits (the answer's balance is written in the database). */
  scale: number;
  currency: string;
  /** The player's entry among the posting's entries (none for a zero credit). */
  entry: number | undefined;
};

/**
 * The bookkeeping of a `credits` call's bulk posting (vendor_book_credits, decision 0068): every
 * round credited and every id claimed with the answer written from its entry, or nothing kept
 * (declined). It answers each item's bytes, in order.
 */
export function creditsBooking(vendorCode: string, now: Date, items: readonly BatchCredit[]) {
  return {
    fn: 'vendor_book_credits' as const,
    args: {
      vendorCode,
      now: now.toISOString(),
      items: items.map((item, ord) => ({
        ord,
        transaction_id: item.transactionId,
        request_hash: item.requestHash,
        member_id: item.memberId.toString(),
        round_id: item.roundId,
        game_code: item.gameCode,
        currency: item.currency,
        win_minor: item.winMinor.toString(),
        settles: item.settles,
        bonus_minor: item.bonusMinor.toString(),
        scale: item.scale,
        entry: item.entry ?? null,
      })),
    },
  };
}

/** creditsBooking with no posting (every item a zero credit), in the caller's transaction. */
export async function creditsAlone(tx: Tx, booking: ReturnType<typeof creditsBooking>): Promise<unknown> {
  return book(tx, booking.fn, booking.args);
}

/** The answers vendor_book_credits wrote, in the items' order. */
export function creditsBodiesOf(followed: unknown): string[] {
  const row = (typeof followed === 'string' ? JSON.parse(followed) : followed) as { bodies?: unknown } | null;
  if (!row || !Array.isArray(row.bodies) || !row.bodies.every((body) => typeof body === 'string'))
    throw new Error('vendor_book_credits answered no bodies');
  return row.bodies;
}
