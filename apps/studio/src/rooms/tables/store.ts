import type { Sql } from '../../book/engine/store.js';
import type { PostingRow } from '../../outbox-sender.js';
import { num, parsed, type Row, storeBase } from '../../store-kit.js';
import type { TableOutcome } from './api.js';

/**
 * The live tables' storage (decision 0076): rounds (made as their window opens, seed committed),
 * the players' wallet rounds (one per player, catalogue game and table round), placements (one
 * `debit` each, holding one or more spots) and the outbox of postings. PostgreSQL or PGlite in a
 * schema of its own. Every state change is one statement guarded by the state it expects.
 *
 * A round moves open → closed (no more placements: the close waits for placements holding the
 * round's row) → dealt (placements still placing voided with a rollback; the public value is the
 * digest of the placed ones; the coup stored) → settled (every placed placement's return, the
 * players' rounds closed and their credits written pending, in one statement).
 */

export type RoundState = 'open' | 'closed' | 'dealt' | 'settled';
export type PlacementState = 'placing' | 'placed' | 'refused' | 'void';

export type RoundRow = {
  roundId: string;
  tableCode: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  settlesAt: number;
  state: RoundState;
  serverSeed: string;
  serverSeedHash: string;
  publicValue: string | undefined;
  outcome: TableOutcome | undefined;
};

export type NewRound = Omit<RoundRow, 'state' | 'publicValue' | 'outcome'>;

export type TablePlayer = { vendorCode: string; playerId: string; currency: string; gameCode: string };

export type StoredSpot = { spot: string; stakeMinor: string };

export type PlacementRow = {
  placementId: string;
  playerRoundId: string;
  roundId: string;
  requestId: string;
  spots: StoredSpot[];
  stakeMinor: bigint;
  state: PlacementState;
};

export type TablePosting = PostingRow & {
  playerRoundId: string;
  placementId: string | undefined;
  createdAt: number;
};

/** A player's round of a dealt table round, with its placed placements. */
export type PlayerRoundToSettle = TablePlayer & {
  playerRoundId: string;
  placements: { placementId: string; spots: StoredSpot[] }[];
};

function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.rounds (
       round_id text PRIMARY KEY,
       table_code text NOT NULL,
       round_no bigint NOT NULL,
       opens_at bigint NOT NULL,
       closes_at bigint NOT NULL,
       settles_at bigint NOT NULL,
       state text NOT NULL DEFAULT 'open',
       server_seed text NOT NULL,
       server_seed_hash text NOT NULL,
       public_value text,
       outcome jsonb,
       settled_at bigint)`,
    `CREATE INDEX IF NOT EXISTS rounds_table_idx ON ${s}.rounds (table_code, round_no DESC)`,
    `CREATE INDEX IF NOT EXISTS rounds_busy_idx ON ${s}.rounds (closes_at) WHERE state <> 'settled'`,
    `CREATE TABLE IF NOT EXISTS ${s}.player_rounds (
       player_round_id text PRIMARY KEY,
       round_id text NOT NULL,
       vendor_code text NOT NULL,
       player_id text NOT NULL,
       currency text NOT NULL,
       game_code text NOT NULL,
       state text NOT NULL DEFAULT 'open',
       return_minor bigint,
       UNIQUE (round_id, vendor_code, player_id, game_code, currency))`,
    `CREATE TABLE IF NOT EXISTS ${s}.placements (
       placement_id text PRIMARY KEY,
       player_round_id text NOT NULL,
       round_id text NOT NULL,
       request_id text NOT NULL,
       spots jsonb NOT NULL,
       stake_minor bigint NOT NULL CHECK (stake_minor > 0),
       state text NOT NULL DEFAULT 'placing',
       return_minor bigint,
       placed_at bigint NOT NULL,
       UNIQUE (player_round_id, request_id))`,
    `CREATE INDEX IF NOT EXISTS placements_round_idx ON ${s}.placements (round_id, state)`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
       transaction_id text PRIMARY KEY,
       player_round_id text NOT NULL,
       placement_id text,
       vendor_code text NOT NULL,
       kind text NOT NULL,
       body text NOT NULL,
       status text NOT NULL DEFAULT 'pending',
       refusal text,
       created_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE INDEX IF NOT EXISTS postings_round_idx ON ${s}.postings (player_round_id)`,
  ];
}

const ROUND_COLUMNS = `round_id, table_code, round_no, opens_at, closes_at, settles_at, state, server_seed,
  server_seed_hash, public_value, outcome`;

function roundOf(row: Row): RoundRow {
  return {
    roundId: String(row.round_id),
    tableCode: String(row.table_code),
    roundNo: num(row.round_no),
    opensAt: num(row.opens_at),
    closesAt: num(row.closes_at),
    settlesAt: num(row.settles_at),
    state: row.state as RoundState,
    serverSeed: String(row.server_seed),
    serverSeedHash: String(row.server_seed_hash),
    publicValue:
      row.public_value === null || row.public_value === undefined ? undefined : String(row.public_value),
    outcome:
      row.outcome === null || row.outcome === undefined ? undefined : parsed<TableOutcome>(row.outcome),
  };
}

function placementOf(row: Row): PlacementRow {
  return {
    placementId: String(row.placement_id),
    playerRoundId: String(row.player_round_id),
    roundId: String(row.round_id),
    requestId: String(row.request_id),
    spots: parsed<StoredSpot[]>(row.spots),
    stakeMinor: BigInt(String(row.stake_minor)),
    state: row.state as PlacementState,
  };
}

function postingOf(row: Row): TablePosting {
  return {
    transactionId: String(row.transaction_id),
    playerRoundId: String(row.player_round_id),
    placementId:
      row.placement_id === null || row.placement_id === undefined ? undefined : String(row.placement_id),
    vendorCode: String(row.vendor_code),
    kind: row.kind as TablePosting['kind'],
    body: String(row.body),
    createdAt: num(row.created_at),
  };
}

export function createTableStore(sql: Sql, options: { schema?: string } = {}) {
  const { s, rows, outbox, migrate } = storeBase(sql, options.schema ?? 'studio_tables', ddl);

  return {
    postingRefused: outbox.postingRefused,
    postingsDone: outbox.postingsDone,
    /** Pending postings written before `createdBefore` (a crash or a missing answer left them). */
    async pendingPostings(createdBefore: number, limit: number): Promise<TablePosting[]> {
      return (await outbox.pending('*', createdBefore, limit)).map(postingOf);
    },
    schema: s,
    migrate,

    /** Writes rounds not yet written (their seeds committed); existing ones are left alone. */
    async ensureRounds(rounds: readonly NewRound[]): Promise<void> {
      if (rounds.length === 0) return;
      await sql(
        `INSERT INTO ${s}.rounds (round_id, table_code, round_no, opens_at, closes_at, settles_at, server_seed, server_seed_hash)
         SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[], $8::text[])
         ON CONFLICT (round_id) DO NOTHING`,
        [
          rounds.map((r) => r.roundId),
          rounds.map((r) => r.tableCode),
          rounds.map((r) => String(r.roundNo)),
          rounds.map((r) => String(r.opensAt)),
          rounds.map((r) => String(r.closesAt)),
          rounds.map((r) => String(r.settlesAt)),
          rounds.map((r) => r.serverSeed),
          rounds.map((r) => r.serverSeedHash),
        ],
      );
    },

    async round(roundId: string): Promise<RoundRow | undefined> {
      const [row] = await rows(`SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE round_id = $1`, [roundId]);
      return row ? roundOf(row) : undefined;
    },

    /** A table's settled rounds, newest first. */
    async settledRounds(tableCode: string, limit: number): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE table_code = $1 AND state = 'settled'
           ORDER BY round_no DESC LIMIT $2`,
          [tableCode, limit],
        )
      ).map(roundOf);
    },

    /** Rounds whose window has closed and that are not settled, oldest first. */
    async busyRounds(at: number, limit: number): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE state <> 'settled' AND closes_at <= $1
           ORDER BY closes_at LIMIT $2`,
          [String(at), limit],
        )
      ).map(roundOf);
    },

    /** The player's round of a table round, opened under `newId` if none. */
    async playerRound(roundId: string, player: TablePlayer, newId: string): Promise<string> {
      const [row] = await rows(
        `WITH made AS (
           INSERT INTO ${s}.player_rounds (player_round_id, round_id, vendor_code, player_id, currency, game_code)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (round_id, vendor_code, player_id, game_code, currency) DO NOTHING
           RETURNING player_round_id)
         SELECT player_round_id FROM made
         UNION ALL
         SELECT player_round_id FROM ${s}.player_rounds
         WHERE round_id = $2 AND vendor_code = $3 AND player_id = $4 AND game_code = $6 AND currency = $5`,
        [newId, roundId, player.vendorCode, player.playerId, player.currency, player.gameCode],
      );
      if (!row) throw new Error('no player round could be found or made');
      return String(row.player_round_id);
    },

    /**
     * A placement and its debit, in one statement, while the round takes bets (its row held FOR
     * SHARE, so the close waits for it). False: the round no longer takes bets.
     */
    async insertPlacement(input: {
      placement: Omit<PlacementRow, 'state'>;
      vendorCode: string;
      debit: { transactionId: string; body: string };
      now: number;
    }): Promise<boolean> {
      const { placement } = input;
      const [row] = await rows(
        `WITH r AS (
           SELECT round_id FROM ${s}.rounds WHERE round_id = $1 AND state = 'open' AND closes_at > $2 FOR SHARE),
         p AS (
           INSERT INTO ${s}.placements (placement_id, player_round_id, round_id, request_id, spots, stake_minor, placed_at)
           SELECT $3, $4, r.round_id, $5, $6::jsonb, $7, $2 FROM r
           RETURNING placement_id),
         d AS (
           INSERT INTO ${s}.postings (transaction_id, player_round_id, placement_id, vendor_code, kind, body, created_at)
           SELECT $8, $4, p.placement_id, $9, 'debit', $10, $2 FROM p)
         SELECT count(*)::int AS n FROM p`,
        [
          placement.roundId,
          String(input.now),
          placement.placementId,
          placement.playerRoundId,
          placement.requestId,
          JSON.stringify(placement.spots),
          String(placement.stakeMinor),
          input.debit.transactionId,
          input.vendorCode,
          input.debit.body,
        ],
      );
      return num(row?.n) > 0;
    },

    async placementByRequest(playerRoundId: string, requestId: string): Promise<PlacementRow | undefined> {
      const [row] = await rows(
        `SELECT * FROM ${s}.placements WHERE player_round_id = $1 AND request_id = $2`,
        [playerRoundId, requestId],
      );
      return row ? placementOf(row) : undefined;
    },

    async placement(placementId: string): Promise<PlacementRow | undefined> {
      const [row] = await rows(`SELECT * FROM ${s}.placements WHERE placement_id = $1`, [placementId]);
      return row ? placementOf(row) : undefined;
    },

    /** The debit's answer: placing → placed or refused (false: it was voided meanwhile). */
    async placementAnswered(placementId: string, state: 'placed' | 'refused'): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.placements SET state = $2 WHERE placement_id = $1 AND state = 'placing' RETURNING placement_id`,
        [placementId, state],
      );
      return done.length > 0;
    },

    /** A player's placements of a round that hold (placed or still placing). */
    async playerPlacements(roundId: string, player: TablePlayer): Promise<PlacementRow[]> {
      return (
        await rows(
          `SELECT p.* FROM ${s}.placements p JOIN ${s}.player_rounds r ON r.player_round_id = p.player_round_id
           WHERE p.round_id = $1 AND r.vendor_code = $2 AND r.player_id = $3 AND r.game_code = $4
             AND r.currency = $5 AND p.state IN ('placing', 'placed')
           ORDER BY p.placed_at, p.placement_id`,
          [roundId, player.vendorCode, player.playerId, player.gameCode, player.currency],
        )
      ).map(placementOf);
    },

    /** The room's placed stakes per spot and currency, and how many players hold each spot. */
    async totals(
      roundId: string,
    ): Promise<{ spot: string; currency: string; stakeMinor: bigint; players: number }[]> {
      return (
        await rows(
          `SELECT x.spot, r.currency, sum((x."stakeMinor")::bigint)::text AS stake, count(DISTINCT r.player_round_id)::int AS players
           FROM ${s}.placements p JOIN ${s}.player_rounds r ON r.player_round_id = p.player_round_id,
             jsonb_to_recordset(p.spots) AS x(spot text, "stakeMinor" text)
           WHERE p.round_id = $1 AND p.state = 'placed'
           GROUP BY x.spot, r.currency`,
          [roundId],
        )
      ).map((row) => ({
        spot: String(row.spot),
        currency: String(row.currency),
        stakeMinor: BigInt(String(row.stake ?? '0')),
        players: num(row.players),
      }));
    },

    /** No more bets: open → closed. Waits for placements holding the round's row. */
    async closeRound(roundId: string): Promise<boolean> {
      return (
        (
          await rows(
            `UPDATE ${s}.rounds SET state = 'closed' WHERE round_id = $1 AND state = 'open' RETURNING round_id`,
            [roundId],
          )
        ).length > 0
      );
    },

    /**
     * A closed round's placements still placing are voided, each with its rollback written pending
     * (`rollback(placementId)` gives its id and body). Answers the postings written.
     */
    async voidPlacing(
      roundId: string,
      rollbacks: (
        placement: PlacementRow,
        player: TablePlayer,
      ) => { transactionId: string; body: string; vendorCode: string },
      at: number,
    ): Promise<TablePosting[]> {
      const placing = (
        await rows(
          `SELECT p.*, r.vendor_code, r.player_id, r.currency, r.game_code
           FROM ${s}.placements p JOIN ${s}.player_rounds r ON r.player_round_id = p.player_round_id
           WHERE p.round_id = $1 AND p.state = 'placing'`,
          [roundId],
        )
      ).map((row) => ({
        placement: placementOf(row),
        player: {
          vendorCode: String(row.vendor_code),
          playerId: String(row.player_id),
          currency: String(row.currency),
          gameCode: String(row.game_code),
        },
      }));
      if (placing.length === 0) return [];
      const written = placing.map(({ placement, player }) => ({
        placement,
        ...rollbacks(placement, player),
      }));
      const done = await rows(
        `WITH x AS (SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
                      AS x(placement_id, player_round_id, transaction_id, vendor_code, body)),
         v AS (
           UPDATE ${s}.placements p SET state = 'void' FROM x
           WHERE p.placement_id = x.placement_id AND p.state = 'placing'
             AND EXISTS (SELECT 1 FROM ${s}.rounds WHERE round_id = $1 AND state = 'closed')
           RETURNING p.placement_id)
         INSERT INTO ${s}.postings (transaction_id, player_round_id, placement_id, vendor_code, kind, body, created_at)
         SELECT x.transaction_id, x.player_round_id, x.placement_id, x.vendor_code, 'rollback', x.body, $7
         FROM x JOIN v ON v.placement_id = x.placement_id
         ON CONFLICT (transaction_id) DO NOTHING
         RETURNING transaction_id`,
        [
          roundId,
          written.map((w) => w.placement.placementId),
          written.map((w) => w.placement.playerRoundId),
          written.map((w) => w.transactionId),
          written.map((w) => w.vendorCode),
          written.map((w) => w.body),
          String(at),
        ],
      );
      const ids = new Set(done.map((row) => String(row.transaction_id)));
      return written
        .filter((w) => ids.has(w.transactionId))
        .map((w) => ({
          transactionId: w.transactionId,
          playerRoundId: w.placement.playerRoundId,
          placementId: w.placement.placementId,
          vendorCode: w.vendorCode,
          kind: 'rollback' as const,
          body: w.body,
          createdAt: at,
        }));
    },

    /** The placed placements' ids of a round, in id order (the public value's input). */
    async placedIds(roundId: string): Promise<string[]> {
      return (
        await rows(
          `SELECT placement_id FROM ${s}.placements WHERE round_id = $1 AND state = 'placed'
           ORDER BY placement_id COLLATE "C"`,
          [roundId],
        )
      ).map((row) => String(row.placement_id));
    },

    /** closed → dealt with the public value and the coup (no placement is placing any more). */
    async dealRound(roundId: string, publicValue: string, outcome: TableOutcome): Promise<boolean> {
      return (
        (
          await rows(
            `UPDATE ${s}.rounds SET state = 'dealt', public_value = $2, outcome = $3::jsonb
             WHERE round_id = $1 AND state = 'closed'
               AND NOT EXISTS (SELECT 1 FROM ${s}.placements WHERE round_id = $1 AND state = 'placing')
             RETURNING round_id`,
            [roundId, publicValue, JSON.stringify(outcome)],
          )
        ).length > 0
      );
    },

    /** A dealt round's player rounds with their placed placements. */
    async playerRoundsToSettle(roundId: string): Promise<PlayerRoundToSettle[]> {
      return (
        await rows(
          `SELECT r.player_round_id, r.vendor_code, r.player_id, r.currency, r.game_code,
             coalesce(json_agg(json_build_object('placementId', p.placement_id, 'spots', p.spots)
               ORDER BY p.placement_id) FILTER (WHERE p.placement_id IS NOT NULL), '[]') AS placements
           FROM ${s}.player_rounds r
           LEFT JOIN ${s}.placements p ON p.player_round_id = r.player_round_id AND p.state = 'placed'
           WHERE r.round_id = $1 AND r.state = 'open'
           GROUP BY r.player_round_id`,
          [roundId],
        )
      ).map((row) => ({
        playerRoundId: String(row.player_round_id),
        vendorCode: String(row.vendor_code),
        playerId: String(row.player_id),
        currency: String(row.currency),
        gameCode: String(row.game_code),
        placements: parsed<{ placementId: string; spots: StoredSpot[] }[]>(row.placements),
      }));
    },

    /**
     * Settles a dealt round in ONE statement: each placed placement's return, each player round
     * closed with its return, their credits written pending, the round settled. False: settled
     * already (or not dealt).
     */
    async settleRound(input: {
      roundId: string;
      placements: { placementId: string; returnMinor: bigint }[];
      players: {
        playerRoundId: string;
        returnMinor: bigint;
        credit?: { transactionId: string; vendorCode: string; body: string };
      }[];
      at: number;
    }): Promise<boolean> {
      const credits = input.players.filter((p) => p.credit);
      const [row] = await rows(
        `WITH r AS (
           UPDATE ${s}.rounds SET state = 'settled', settled_at = $2 WHERE round_id = $1 AND state = 'dealt'
           RETURNING round_id),
         pl AS (
           UPDATE ${s}.placements p SET return_minor = x.ret
           FROM unnest($3::text[], $4::bigint[]) AS x(id, ret), r
           WHERE p.placement_id = x.id AND p.state = 'placed'
           RETURNING p.placement_id),
         pr AS (
           UPDATE ${s}.player_rounds p SET state = 'settled', return_minor = x.ret
           FROM unnest($5::text[], $6::bigint[]) AS x(id, ret), r
           WHERE p.player_round_id = x.id AND p.state = 'open'
           RETURNING p.player_round_id),
         c AS (
           INSERT INTO ${s}.postings (transaction_id, player_round_id, vendor_code, kind, body, created_at)
           SELECT x.tid, x.pid, x.vendor, 'credit', x.body, $2
           FROM unnest($7::text[], $8::text[], $9::text[], $10::text[]) AS x(tid, pid, vendor, body), r)
         SELECT count(*)::int AS n FROM r`,
        [
          input.roundId,
          String(input.at),
          input.placements.map((p) => p.placementId),
          input.placements.map((p) => String(p.returnMinor)),
          input.players.map((p) => p.playerRoundId),
          input.players.map((p) => String(p.returnMinor)),
          credits.map((p) => p.credit?.transactionId),
          credits.map((p) => p.playerRoundId),
          credits.map((p) => p.credit?.vendorCode),
          credits.map((p) => p.credit?.body),
        ],
      );
      return num(row?.n) > 0;
    },

    async postingsOfRound(roundId: string, kind?: TablePosting['kind']): Promise<TablePosting[]> {
      return (
        await rows(
          `SELECT o.* FROM ${s}.postings o JOIN ${s}.player_rounds r ON r.player_round_id = o.player_round_id
           WHERE r.round_id = $1 AND ($2::text IS NULL OR o.kind = $2) AND o.status = 'pending'`,
          [roundId, kind ?? null],
        )
      ).map(postingOf);
    },

    /** Every posting of a player round (tests and the fairness record). */
    async postingsOf(playerRoundId: string): Promise<(TablePosting & { status: string })[]> {
      return (
        await rows(
          `SELECT * FROM ${s}.postings WHERE player_round_id = $1 ORDER BY created_at, transaction_id`,
          [playerRoundId],
        )
      ).map((row) => ({ ...postingOf(row), status: String(row.status) }));
    },
  };
}

export type TableStore = ReturnType<typeof createTableStore>;
