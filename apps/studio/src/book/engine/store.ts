import type { LegResult, OddsMilli, SystemKind } from '@khela/game-math';
import type { BookCategory, Names } from '../feed/types.js';
import type { BetType, Prefs } from './types.js';

/**
 * The book's storage: bets, their legs, the outbox of wallet postings, player preferences and
 * the feed's state. The SQL implementation is store.sql.ts; every state change there is one
 * statement (conditional on the state it expects), because the executor may hand each statement
 * to a different pool connection, so a multi-statement transaction is not available.
 */

/** A minimal SQL executor: the server passes its `database.executeSql`, tests a PGlite wrapper. */
export type Sql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** placing: the debit is on its way; open: the stake is taken; rejected: no money moved (net). */
export type BetRecordState = 'placing' | 'open' | 'rejected';

/** What a leg shows in bet history, copied at placement (the feed forgets old events). */
export type LegNames = {
  sport: string;
  category: BookCategory;
  event: Names;
  market: Names;
  selection: Names;
};

export type LegRow = {
  betId: string;
  legNo: number;
  selectionId: string;
  marketId: string;
  fixtureId: string;
  odds: OddsMilli;
  /** The feed's settlement of the selection (undefined while open or after a rollback). */
  result: LegResult | undefined;
  /** Voided by a bet_cancel (until a rollback_bet_cancel): counts as void whatever `result` says. */
  cancelled: boolean;
  /** Its settlement was rolled back and no new one has come yet. */
  rolledBack: boolean;
  names: LegNames;
};

export type BetRow = {
  betId: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  requestId: string;
  type: BetType;
  system: SystemKind | undefined;
  stakeMinor: bigint;
  potentialMinor: bigint;
  placedAt: number;
  state: BetRecordState;
  rejectReason: string | undefined;
  /** Every leg has an effective result, or the bet was cashed out in full, or wholly cancelled. */
  final: boolean;
  /** What the bet should have returned by now (see settlement.ts `dueOf`). */
  dueMinor: bigint;
  /** What postings that are done have returned to the player since the debit. */
  returnedMinor: bigint;
  /** The stake the bet still runs on after partial cash-outs. */
  stakeLeftMinor: bigint;
  /** Sum paid by cash-outs. */
  cashedMinor: bigint;
  cashOuts: number;
  /** The wallet round is open (no closing credit or rollback done yet). */
  roundOpen: boolean;
  /** A leg changed since `dueMinor` was computed. */
  dirty: boolean;
  /** Bumped by every change of the bet's legs or cash-outs: the guard of due updates. */
  version: number;
  /** When a posting that failed or was refused is to be tried again (ms). */
  retryAt: number | undefined;
};

export type PostingKind =
  | 'debit' // D: the stake
  | 'debit_rollback' // R0: a debit that got no answer, undone
  | 'settle' // C: closing credit of the round
  | 'cashout' // CO<n>: a cash-out credit (closes the round when in full)
  | 'refund' // R: rollback of the debit of a wholly void bet
  | 'adjust'; // A<n>: a correction after the round closed

export type PostingStatus = 'pending' | 'done' | 'refused' | 'abandoned';

export type PostingRow = {
  transactionId: string;
  betId: string;
  seq: number;
  kind: PostingKind;
  call: 'debit' | 'credit' | 'rollback' | 'adjust';
  /** The exact request body (JSON): a re-send carries the same bytes. */
  body: string;
  /** What the posting adds to the bet's `returned` once done (signed). */
  deltaMinor: bigint;
  closesRound: boolean;
  status: PostingStatus;
  refusal: string | undefined;
  createdAt: number;
};

export type NewBet = Omit<
  BetRow,
  | 'state'
  | 'rejectReason'
  | 'final'
  | 'dueMinor'
  | 'returnedMinor'
  | 'stakeLeftMinor'
  | 'cashedMinor'
  | 'cashOuts'
  | 'roundOpen'
  | 'dirty'
  | 'version'
  | 'retryAt'
>;
export type NewLeg = Omit<LegRow, 'betId' | 'result' | 'cancelled' | 'rolledBack'>;
export type NewPosting = Omit<PostingRow, 'status' | 'refusal'>;

/** What the bet must still look like for its next posting to be added. */
export type PostingGuard = { returnedMinor: bigint; roundOpen: boolean };

export type PlayerKey = { vendorCode: string; playerId: string };

/** One market's open book: for exposure and the liability limit. */
export type MarketExposure = {
  fixtureId: string;
  marketId: string;
  currency: string;
  openBets: number;
  openStakeMinor: bigint;
  /** Worst case over the market's selections: what winning bets would return minus the stakes. */
  liabilityMinor: bigint;
  /** What the open bets would return if this selection wins (selections with open bets only). */
  potentialBySelection: Map<string, bigint>;
};

export type CancelScope = { marketIds: string[]; startAt?: number | undefined; endAt?: number | undefined };

export interface BookStore {
  /** Creates the schema and tables if missing (idempotent). */
  migrate(): Promise<void>;

  feedState(): Promise<{ seed: number | undefined; cursor: number | undefined }>;
  /** Keeps the first seed ever saved and answers the kept one. */
  saveSeed(seed: number): Promise<number>;
  saveCursor(at: number): Promise<void>;

  /**
   * The bet, its legs and its debit posting in one statement; nothing when the player already
   * placed a bet with this request id (answers that bet's id instead).
   */
  insertBet(bet: NewBet, legs: NewLeg[], debit: NewPosting): Promise<{ inserted: boolean; betId: string }>;
  bet(betId: string): Promise<BetRow | undefined>;
  bets(betIds: string[]): Promise<BetRow[]>;
  betByRequest(player: PlayerKey, requestId: string): Promise<BetRow | undefined>;
  playerBets(player: PlayerKey, filter: 'open' | 'settled', limit: number): Promise<BetRow[]>;
  legsOf(betIds: string[]): Promise<LegRow[]>;
  /** The postings of these bets, by bet and seq. */
  postingsOf(betIds: string[]): Promise<PostingRow[]>;
  /** Rejects a bet that is still placing (its debit was refused or got no answer). */
  rejectBet(
    betId: string,
    reason: string,
    debitStatus: PostingStatus,
    rollback?: NewPosting,
  ): Promise<boolean>;
  /** Writes a recomputed due if the bet's version is still `version`. */
  saveDue(betId: string, version: number, dueMinor: bigint, final: boolean): Promise<boolean>;
  /** `saveDue` for many bets in one statement; answers the bets saved. */
  saveDues(
    dues: { betId: string; version: number; dueMinor: bigint; final: boolean }[],
  ): Promise<Set<string>>;
  /** A cash-out, if the bet is still at `version` with its round open. */
  cashOut(betId: string, version: number, paidMinor: bigint, stakeLeftMinor: bigint): Promise<boolean>;
  setRetry(betId: string, at: number | undefined): Promise<void>;

  /** Adds the next posting unless another is pending or the bet moved on (returned, round). */
  addPosting(posting: NewPosting, expect: PostingGuard): Promise<boolean>;
  /** `addPosting` for many bets (one posting each) in one statement; answers the ids added. */
  addPostings(entries: { posting: NewPosting; expect: PostingGuard }[]): Promise<Set<string>>;
  /** Marks a pending posting done and applies it to its bet; false when it was not pending. */
  postingDone(transactionId: string): Promise<boolean>;
  /** `postingDone` for postings of different bets in one statement; answers the bets updated. */
  postingsDone(transactionIds: string[]): Promise<Set<string>>;
  postingRefused(transactionId: string, refusal: string): Promise<void>;
  pendingPostings(limit: number, createdBefore?: number): Promise<PostingRow[]>;
  /** Open bets to reconcile: changed legs, or a retry that is due. */
  betsToReconcile(now: number, limit: number, afterBetId?: string): Promise<string[]>;

  // Feed messages: each one statement that updates the legs and marks their bets dirty.
  settleSelections(results: { selectionId: string; result: LegResult }[]): Promise<number>;
  clearMarkets(marketIds: string[]): Promise<number>;
  cancelMarkets(scope: CancelScope, cancelled: boolean): Promise<number>;

  exposure(marketIds?: string[], currency?: string): Promise<MarketExposure[]>;

  prefs(player: PlayerKey): Promise<Prefs | undefined>;
  savePrefs(player: PlayerKey, prefs: Prefs): Promise<void>;
}
