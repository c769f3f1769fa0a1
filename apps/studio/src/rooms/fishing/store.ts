import type { Sql } from '../../book/engine/store.js';
import type { PostingRow as SenderPosting } from '../../outbox-sender.js';
import { big, parsed, type Row, storeBase } from '../../store-kit.js';

/**
 * The fishing halls' storage (decision 0075), in a schema of its own: a round per magazine (its
 * debit, what its shots spent and its catches won as written window by window, its closing
 * credit), the windows themselves (the record of every shot written) and the outbox of wallet
 * postings. Every state change is ONE statement guarded by the state it expects (and the window
 * number it follows), so a repeated or concurrent call changes nothing twice; each posting is
 * written pending in the statement that makes it due.
 */

export type { Sql };

export type RoundState = 'buying' | 'open' | 'closing' | 'closed' | 'void';
export type PostingKind = 'debit' | 'rollback' | 'credit';
export type PostingStatus = 'pending' | 'done' | 'refused' | 'abandoned';

export type RoundRow = {
  roundId: string;
  hall: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  levelMinor: bigint;
  magazineMinor: bigint;
  spentMinor: bigint;
  winMinor: bigint;
  shots: number;
  catches: number;
  /** Windows written. */
  seq: number;
  state: RoundState;
  openedAt: number;
  activeAt: number;
  creditMinor: bigint | undefined;
};

export type NewRound = Pick<
  RoundRow,
  'roundId' | 'hall' | 'vendorCode' | 'playerId' | 'currency' | 'gameCode' | 'levelMinor' | 'magazineMinor'
>;

export type PostingRow = SenderPosting & {
  roundId: string;
  status: PostingStatus;
  createdAt: number;
};

/** A catch as a window records it. */
export type CatchRecord = {
  fishId: string;
  kind: string;
  stakeMinor: string;
  multiplier: number;
  winMinor: string;
};

export type WindowWrite = {
  shots: number;
  stakeMinor: bigint;
  winMinor: bigint;
  catches: readonly CatchRecord[];
};

export type Written = { transactionId: string; body: string };

function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.rounds (
       round_id text PRIMARY KEY,
       hall text NOT NULL,
       vendor_code text NOT NULL,
       player_id text NOT NULL,
       currency text NOT NULL,
       game_code text NOT NULL,
       level_minor bigint NOT NULL,
       magazine_minor bigint NOT NULL CHECK (magazine_minor > 0),
       spent_minor bigint NOT NULL DEFAULT 0,
       win_minor bigint NOT NULL DEFAULT 0 CHECK (win_minor >= 0),
       shots integer NOT NULL DEFAULT 0,
       catches integer NOT NULL DEFAULT 0,
       seq integer NOT NULL DEFAULT 0,
       state text NOT NULL DEFAULT 'buying',
       opened_at bigint NOT NULL,
       active_at bigint NOT NULL,
       closed_at bigint,
       credit_minor bigint,
       CHECK (spent_minor >= 0 AND spent_minor <= magazine_minor))`,
    `CREATE INDEX IF NOT EXISTS rounds_live_idx ON ${s}.rounds (active_at) WHERE state IN ('buying', 'open')`,
    `CREATE INDEX IF NOT EXISTS rounds_player_idx ON ${s}.rounds (vendor_code, player_id, opened_at DESC)`,
    `CREATE TABLE IF NOT EXISTS ${s}.windows (
       round_id text NOT NULL,
       seq integer NOT NULL,
       shots integer NOT NULL,
       stake_minor bigint NOT NULL,
       win_minor bigint NOT NULL,
       catches jsonb NOT NULL,
       written_at bigint NOT NULL,
       PRIMARY KEY (round_id, seq))`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
       transaction_id text PRIMARY KEY,
       round_id text NOT NULL,
       vendor_code text NOT NULL,
       kind text NOT NULL,
       body text NOT NULL,
       status text NOT NULL DEFAULT 'pending',
       refusal text,
       created_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE INDEX IF NOT EXISTS postings_round_idx ON ${s}.postings (round_id)`,
  ];
}

const ROUND_COLUMNS = `round_id, hall, vendor_code, player_id, currency, game_code, level_minor::text AS level_minor,
  magazine_minor::text AS magazine_minor, spent_minor::text AS spent_minor, win_minor::text AS win_minor, shots,
  catches, seq, state, opened_at::text AS opened_at, active_at::text AS active_at, credit_minor::text AS credit_minor`;

function roundOf(row: Row): RoundRow {
  return {
    roundId: String(row.round_id),
    hall: String(row.hall),
    vendorCode: String(row.vendor_code),
    playerId: String(row.player_id),
    currency: String(row.currency),
    gameCode: String(row.game_code),
    levelMinor: big(row.level_minor),
    magazineMinor: big(row.magazine_minor),
    spentMinor: big(row.spent_minor),
    winMinor: big(row.win_minor),
    shots: Number(row.shots),
    catches: Number(row.catches),
    seq: Number(row.seq),
    state: String(row.state) as RoundState,
    openedAt: Number(row.opened_at),
    activeAt: Number(row.active_at),
    creditMinor:
      row.credit_minor === null || row.credit_minor === undefined ? undefined : big(row.credit_minor),
  };
}

const POSTING_COLUMNS =
  'transaction_id, round_id, vendor_code, kind, body, status, created_at::text AS created_at';

function postingOf(row: Row): PostingRow {
  return {
    transactionId: String(row.transaction_id),
    roundId: String(row.round_id),
    vendorCode: String(row.vendor_code),
    kind: String(row.kind) as PostingKind,
    body: String(row.body),
    status: String(row.status) as PostingStatus,
    createdAt: Number(row.created_at),
  };
}

export function createFishingStore(sql: Sql, options: { schema?: string } = {}) {
  const { s, rows, outbox, migrate } = storeBase(sql, options.schema ?? 'studio_fishing', ddl);

  return {
    postingRefused: outbox.postingRefused,
    /** Pending postings written before `createdBefore` (a crash or a missing answer left them). */
    async pendingPostings(createdBefore: number, limit: number): Promise<PostingRow[]> {
      return (await outbox.pending(POSTING_COLUMNS, createdBefore, limit)).map(postingOf);
    },
    schema: s,
    sql,
    migrate,

    /** A magazine bought: its round (buying) and its debit, pending, in one statement. */
    async buyMagazine(round: NewRound, debit: Written, at: number): Promise<void> {
      await sql(
        `WITH r AS (
           INSERT INTO ${s}.rounds (round_id, hall, vendor_code, player_id, currency, game_code, level_minor,
             magazine_minor, opened_at, active_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8::bigint, $9::bigint, $9::bigint) RETURNING round_id)
         INSERT INTO ${s}.postings (transaction_id, round_id, vendor_code, kind, body, created_at)
         SELECT $10, r.round_id, $3, 'debit', $11, $9::bigint FROM r`,
        [
          round.roundId,
          round.hall,
          round.vendorCode,
          round.playerId,
          round.currency,
          round.gameCode,
          String(round.levelMinor),
          String(round.magazineMinor),
          String(at),
          debit.transactionId,
          debit.body,
        ],
      );
    },

    /** The debit was done: buying → open (false if the round had moved on). */
    async magazineBought(roundId: string, debitId: string): Promise<boolean> {
      const done = await rows(
        `WITH p AS (UPDATE ${s}.postings SET status = 'done' WHERE transaction_id = $2 AND status = 'pending')
         UPDATE ${s}.rounds SET state = 'open' WHERE round_id = $1 AND state = 'buying' RETURNING round_id`,
        [roundId, debitId],
      );
      return done.length > 0;
    },

    /**
     * A magazine that will not be: buying → void, its debit refused (the wallet said no) or
     * abandoned with its rollback written pending (no answer came: it may have landed).
     */
    async voidMagazine(input: {
      roundId: string;
      debitId: string;
      debitStatus: 'refused' | 'abandoned';
      refusal: string;
      rollback: (Written & { vendorCode: string }) | undefined;
      at: number;
    }): Promise<boolean> {
      const done = await rows(
        `WITH r AS (
           UPDATE ${s}.rounds SET state = 'void', closed_at = $6::bigint
           WHERE round_id = $1 AND state = 'buying' RETURNING round_id),
         p AS (
           UPDATE ${s}.postings SET status = $3, refusal = $4 FROM r
           WHERE transaction_id = $2 AND status = 'pending'),
         rb AS (
           INSERT INTO ${s}.postings (transaction_id, round_id, vendor_code, kind, body, created_at)
           SELECT $5, r.round_id, $8, 'rollback', $7, $6::bigint FROM r WHERE $5::text IS NOT NULL)
         SELECT round_id FROM r`,
        [
          input.roundId,
          input.debitId,
          input.debitStatus,
          input.refusal,
          input.rollback?.transactionId ?? null,
          String(input.at),
          input.rollback?.body ?? null,
          input.rollback?.vendorCode ?? null,
        ],
      );
      return done.length > 0;
    },

    /**
     * A window written (shots, stakes, catches added; the window recorded), guarded by the round
     * being open at window `seq`: written twice, it changes nothing the second time. With `credit`
     * the round closes in the same statement (open → closing, its credit pending), and only if the
     * credit is exactly the magazine left plus the catches as written.
     */
    async writeWindow(input: {
      roundId: string;
      seq: number;
      window: WindowWrite;
      at: number;
      credit?: Written & { vendorCode: string; amountMinor: bigint };
    }): Promise<boolean> {
      const { window, credit } = input;
      const done = await rows(
        `WITH r AS (
           UPDATE ${s}.rounds SET spent_minor = spent_minor + $3::bigint, win_minor = win_minor + $4::bigint,
             shots = shots + $5::int, catches = catches + $6::int, seq = seq + 1, active_at = $7::bigint,
             state = CASE WHEN $8::text IS NULL THEN state ELSE 'closing' END,
             credit_minor = CASE WHEN $8::text IS NULL THEN credit_minor ELSE $10::bigint END,
             closed_at = CASE WHEN $8::text IS NULL THEN closed_at ELSE $7::bigint END
           WHERE round_id = $1 AND state = 'open' AND seq = $2::int
             AND ($8::text IS NULL
               OR magazine_minor - spent_minor - $3::bigint + win_minor + $4::bigint = $10::bigint)
           RETURNING round_id, seq),
         w AS (
           INSERT INTO ${s}.windows (round_id, seq, shots, stake_minor, win_minor, catches, written_at)
           SELECT r.round_id, r.seq, $5::int, $3::bigint, $4::bigint, $11::jsonb, $7::bigint FROM r
           WHERE $5::int > 0),
         p AS (
           INSERT INTO ${s}.postings (transaction_id, round_id, vendor_code, kind, body, created_at)
           SELECT $8, r.round_id, $12, 'credit', $9, $7::bigint FROM r WHERE $8::text IS NOT NULL)
         SELECT round_id FROM r`,
        [
          input.roundId,
          input.seq,
          String(window.stakeMinor),
          String(window.winMinor),
          window.shots,
          window.catches.length,
          String(input.at),
          credit?.transactionId ?? null,
          credit?.body ?? null,
          credit ? String(credit.amountMinor) : null,
          JSON.stringify(window.catches),
          credit?.vendorCode ?? null,
        ],
      );
      return done.length > 0;
    },

    async round(roundId: string): Promise<RoundRow | undefined> {
      const [row] = await rows(`SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE round_id = $1`, [roundId]);
      return row ? roundOf(row) : undefined;
    },

    /** Rounds still buying or open (recovery: a dead process's, or idle ones). */
    async liveRounds(limit: number): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE state IN ('buying', 'open')
           ORDER BY active_at, round_id LIMIT $1`,
          [limit],
        )
      ).map(roundOf);
    },

    /** Postings done: credits close their rounds (closing → closed). */
    postingsDone: (transactionIds: readonly string[]) =>
      outbox.postingsDoneClosing(transactionIds, 'closing', 'closed'),

    async postingsOfRound(roundId: string): Promise<PostingRow[]> {
      return (
        await rows(
          `SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE round_id = $1 ORDER BY created_at, kind`,
          [roundId],
        )
      ).map(postingOf);
    },

    async windowsOf(roundId: string): Promise<(WindowWrite & { seq: number })[]> {
      return (
        await rows(
          `SELECT seq, shots, stake_minor::text AS stake_minor, win_minor::text AS win_minor, catches
           FROM ${s}.windows WHERE round_id = $1 ORDER BY seq`,
          [roundId],
        )
      ).map((row) => ({
        seq: Number(row.seq),
        shots: Number(row.shots),
        stakeMinor: big(row.stake_minor),
        winMinor: big(row.win_minor),
        catches: parsed<CatchRecord[]>(row.catches),
      }));
    },

    /** A player's rounds, newest first (tests, the history). */
    async playerRounds(vendorCode: string, playerId: string, limit = 1000): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE vendor_code = $1 AND player_id = $2
           ORDER BY opened_at DESC, round_id DESC LIMIT $3`,
          [vendorCode, playerId, limit],
        )
      ).map(roundOf);
    },

    /** Rounds by state and the sums of what they spent and won (tests, the operator's view). */
    async totals(): Promise<{
      rounds: Record<string, number>;
      shots: number;
      spentMinor: bigint;
      winMinor: bigint;
      pending: number;
    }> {
      const [row] = await rows(
        `SELECT
           (SELECT coalesce(jsonb_object_agg(state, n), '{}'::jsonb) FROM
             (SELECT state, count(*)::int AS n FROM ${s}.rounds GROUP BY state) a) AS rounds,
           (SELECT coalesce(sum(shots), 0)::text FROM ${s}.rounds) AS shots,
           (SELECT coalesce(sum(spent_minor), 0)::text FROM ${s}.rounds) AS spent,
           (SELECT coalesce(sum(win_minor), 0)::text FROM ${s}.rounds) AS win,
           (SELECT count(*)::int FROM ${s}.postings WHERE status = 'pending') AS pending`,
      );
      return {
        rounds: parsed<Record<string, number>>(row?.rounds ?? {}),
        shots: Number(row?.shots ?? 0),
        spentMinor: big(row?.spent ?? 0),
        winMinor: big(row?.win ?? 0),
        pending: Number(row?.pending ?? 0),
      };
    },
  };
}

export type FishingStore = ReturnType<typeof createFishingStore>;
