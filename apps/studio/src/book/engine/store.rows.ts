import type { LegResult, SystemKind } from '@khela/game-math';
import type { Row } from '../../store-kit.js';
import { big, num } from '../../store-kit.js';
import type {
  BetRecordState,
  BetRow,
  LegNames,
  LegRow,
  NewPosting,
  PostingKind,
  PostingRow,
  PostingStatus,
} from './store.js';
import type { BetType } from './types.js';

/**
 * The book's tables (created by `ddl`, idempotent) and how their rows map to the store's
 * shapes. Drivers return bigint columns as strings (or bigint): every read goes through `big`.
 */
export { big, num, type Row, SCHEMA_PATTERN } from '../../store-kit.js';

export function optionalText(value: unknown): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

/** Leg results as text: the kind, and a dead heat's share ("dead-heat:1/2"). */
export function encodeResult(result: LegResult): string {
  return result.kind === 'dead-heat' ? `dead-heat:${result.share.num}/${result.share.den}` : result.kind;
}

export function decodeResult(text: string | undefined): LegResult | undefined {
  if (text === undefined) return undefined;
  const heat = /^dead-heat:(\d+)\/(\d+)$/.exec(text);
  if (heat) return { kind: 'dead-heat', share: { num: BigInt(heat[1] ?? '1'), den: BigInt(heat[2] ?? '1') } };
  return { kind: text as Exclude<LegResult['kind'], 'dead-heat'> };
}

export function json(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export const BET_COLUMNS = `bet_id, vendor_code, player_id, currency, game_code, request_id, type, system_kind,
  stake_minor::text AS stake_minor, potential_minor::text AS potential_minor, placed_at::text AS placed_at,
  state, reject_reason, final, due_minor::text AS due_minor, returned_minor::text AS returned_minor,
  stake_left_minor::text AS stake_left_minor, cashed_minor::text AS cashed_minor, cash_outs, round_open,
  dirty, version, retry_at::text AS retry_at`;

export function betOf(row: Row): BetRow {
  return {
    betId: String(row.bet_id),
    vendorCode: String(row.vendor_code),
    playerId: String(row.player_id),
    currency: String(row.currency),
    gameCode: String(row.game_code),
    requestId: String(row.request_id),
    type: String(row.type) as BetType,
    system: optionalText(row.system_kind) as SystemKind | undefined,
    stakeMinor: big(row.stake_minor),
    potentialMinor: big(row.potential_minor),
    placedAt: num(row.placed_at),
    state: String(row.state) as BetRecordState,
    rejectReason: optionalText(row.reject_reason),
    final: row.final === true,
    dueMinor: big(row.due_minor),
    returnedMinor: big(row.returned_minor),
    stakeLeftMinor: big(row.stake_left_minor),
    cashedMinor: big(row.cashed_minor),
    cashOuts: num(row.cash_outs),
    roundOpen: row.round_open === true,
    dirty: row.dirty === true,
    version: num(row.version),
    retryAt: row.retry_at === null || row.retry_at === undefined ? undefined : num(row.retry_at),
  };
}

export function legOf(row: Row): LegRow {
  return {
    betId: String(row.bet_id),
    legNo: num(row.leg_no),
    selectionId: String(row.selection_id),
    marketId: String(row.market_id),
    fixtureId: String(row.fixture_id),
    odds: num(row.odds),
    result: decodeResult(optionalText(row.result)),
    cancelled: row.cancelled === true,
    rolledBack: row.rolled_back === true,
    names: json(row.names) as LegNames,
  };
}

export const POSTING_COLUMNS = `transaction_id, bet_id, seq, kind, call, body, delta_minor::text AS delta_minor,
  closes_round, status, refusal, created_at::text AS created_at`;

export function postingOf(row: Row): PostingRow {
  return {
    transactionId: String(row.transaction_id),
    betId: String(row.bet_id),
    seq: num(row.seq),
    kind: String(row.kind) as PostingKind,
    call: String(row.call) as PostingRow['call'],
    body: String(row.body),
    deltaMinor: big(row.delta_minor),
    closesRound: row.closes_round === true,
    status: String(row.status) as PostingStatus,
    refusal: optionalText(row.refusal),
    createdAt: num(row.created_at),
  };
}

export function postingValues(posting: NewPosting): unknown[] {
  return [
    posting.transactionId,
    posting.betId,
    posting.seq,
    posting.kind,
    posting.call,
    posting.body,
    String(posting.deltaMinor),
    posting.closesRound,
    String(posting.createdAt),
  ];
}

/** Statements that only create what is missing: safe on every start, on any number of instances. */
export function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.bets (
      bet_id text PRIMARY KEY,
      vendor_code text NOT NULL,
      player_id text NOT NULL,
      currency text NOT NULL,
      game_code text NOT NULL,
      request_id text NOT NULL,
      type text NOT NULL,
      system_kind text,
      stake_minor bigint NOT NULL,
      potential_minor bigint NOT NULL,
      placed_at bigint NOT NULL,
      state text NOT NULL CHECK (state IN ('placing', 'open', 'rejected')),
      reject_reason text,
      final boolean NOT NULL DEFAULT false,
      due_minor bigint NOT NULL DEFAULT 0,
      returned_minor bigint NOT NULL DEFAULT 0,
      stake_left_minor bigint NOT NULL,
      cashed_minor bigint NOT NULL DEFAULT 0,
      cash_outs integer NOT NULL DEFAULT 0,
      round_open boolean NOT NULL DEFAULT true,
      dirty boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 0,
      retry_at bigint,
      UNIQUE (vendor_code, player_id, request_id)
    )`,
    // Room on each page for updated rows (a bet is updated 3 or more times, a leg once or twice):
    // updates that touch no indexed column stay on their page (HOT) instead of growing every index.
    `ALTER TABLE ${s}.bets SET (fillfactor = 80)`,
    `CREATE INDEX IF NOT EXISTS bets_player_idx ON ${s}.bets (vendor_code, player_id, placed_at DESC)`,
    `CREATE INDEX IF NOT EXISTS bets_retry_idx ON ${s}.bets (retry_at) WHERE retry_at IS NOT NULL`,
    // The bets to reconcile (dirty = true), found by key: a queue beside the bets, written in the
    // statements that set or clear the flag. An index on `dirty` (or on `final`) would make every
    // result and every due an update of all the bets table's indexes instead of a HOT one
    // (docs/benchmarks.md, session 17).
    `CREATE TABLE IF NOT EXISTS ${s}.dirty (bet_id text PRIMARY KEY)`,
    `DO $$ BEGIN
       IF to_regclass('${s}.bets_dirty_idx') IS NOT NULL THEN
         INSERT INTO ${s}.dirty (bet_id) SELECT bet_id FROM ${s}.bets WHERE dirty ON CONFLICT DO NOTHING;
         DROP INDEX ${s}.bets_dirty_idx;
       END IF;
     END $$`,
    `DROP INDEX IF EXISTS ${s}.bets_unsettled_idx`,
    `CREATE TABLE IF NOT EXISTS ${s}.legs (
      bet_id text NOT NULL,
      leg_no integer NOT NULL,
      selection_id text NOT NULL,
      market_id text NOT NULL,
      fixture_id text NOT NULL,
      odds integer NOT NULL,
      result text,
      cancelled boolean NOT NULL DEFAULT false,
      rolled_back boolean NOT NULL DEFAULT false,
      placed_at bigint NOT NULL,
      names jsonb NOT NULL,
      PRIMARY KEY (bet_id, leg_no)
    )`,
    `ALTER TABLE ${s}.legs SET (fillfactor = 80)`,
    `CREATE INDEX IF NOT EXISTS legs_selection_idx ON ${s}.legs (selection_id)`,
    `CREATE INDEX IF NOT EXISTS legs_market_idx ON ${s}.legs (market_id, placed_at)`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
      transaction_id text PRIMARY KEY,
      bet_id text NOT NULL,
      seq integer NOT NULL,
      kind text NOT NULL,
      call text NOT NULL,
      body text NOT NULL,
      delta_minor bigint NOT NULL,
      closes_round boolean NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'done', 'refused', 'abandoned')),
      refusal text,
      created_at bigint NOT NULL,
      UNIQUE (bet_id, seq)
    )`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE TABLE IF NOT EXISTS ${s}.prefs (
      vendor_code text NOT NULL,
      player_id text NOT NULL,
      odds_format text NOT NULL,
      accept_odds text NOT NULL,
      PRIMARY KEY (vendor_code, player_id)
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.feed_state (
      id integer PRIMARY KEY CHECK (id = 1),
      seed bigint,
      cursor bigint
    )`,
  ];
}
