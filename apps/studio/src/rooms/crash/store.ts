import type { Sql } from '../../book/engine/store.js';
import { big, num, opt, parsed, type Row, storeBase } from '../../store-kit.js';
import type { StoredChain } from './curve.js';

/**
 * The crash rooms' storage (decision 0077), in a schema of its own: each room's hash chains (their
 * commitment stored before their first round), the rounds, the bets (one per player per round,
 * each its own wallet round) and the outbox of wallet postings. Every state change is one
 * statement guarded by the state it expects, so a repeated or concurrent call changes nothing
 * twice, and a posting is written pending in the statement that makes it due.
 */

export type RoundState = 'betting' | 'flying' | 'ended' | 'settled';
export type BetState = 'placing' | 'open' | 'cashed' | 'won' | 'lost' | 'rejected';
export type PostingKind = 'debit' | 'rollback' | 'credit';

export type ChainRow = StoredChain & { room: string; chainNo: number };

export type RoundRow = {
  roundId: string;
  room: string;
  chainNo: number;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  state: RoundState;
  publicValue: string | undefined;
  /** The crash point (hundredths), fixed at close; secret until the round ends. */
  point: number | undefined;
  /** The payout cap as a multiplier (hundredths), fixed at close. */
  cap: number | undefined;
  startedAt: number | undefined;
  /** The instant the flight ends: the crash, or the cap reached. Secret until then. */
  endsAt: number | undefined;
  bets: number | undefined;
  endedAt: number | undefined;
};

export type BetRow = {
  betId: string;
  roundId: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  nickname: string;
  requestId: string;
  stakeMinor: bigint;
  /** Auto cash-out target (hundredths). */
  auto: number | undefined;
  placedAt: number;
  state: BetState;
  cashout: number | undefined;
  cashedAt: number | undefined;
  payoutMinor: bigint | undefined;
  rejectReason: string | undefined;
};

export type NewBet = Omit<BetRow, 'state' | 'cashout' | 'cashedAt' | 'payoutMinor' | 'rejectReason'>;

export type PostingRow = {
  transactionId: string;
  betId: string;
  vendorCode: string;
  kind: PostingKind;
  body: string;
  status: 'pending' | 'done' | 'refused' | 'abandoned';
  createdAt: number;
};

/** Why a bet statement wrote nothing. */
export class BetRefusal extends Error {
  constructor(readonly code: 'BETTING_CLOSED' | 'ALREADY_BET' | 'DUPLICATE_REQUEST') {
    super(code);
  }
}

function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.chains (
       room text NOT NULL,
       chain_no integer NOT NULL,
       length integer NOT NULL,
       every integer NOT NULL,
       kept jsonb NOT NULL,
       commitment text NOT NULL,
       created_at bigint NOT NULL,
       PRIMARY KEY (room, chain_no))`,
    `CREATE TABLE IF NOT EXISTS ${s}.rounds (
       round_id text PRIMARY KEY,
       room text NOT NULL,
       chain_no integer NOT NULL,
       round_no integer NOT NULL,
       opens_at bigint NOT NULL,
       closes_at bigint NOT NULL,
       state text NOT NULL DEFAULT 'betting',
       public_value text,
       point integer,
       cap integer,
       started_at bigint,
       ends_at bigint,
       bets integer,
       ended_at bigint,
       UNIQUE (room, chain_no, round_no))`,
    // One live round per room: a restart or a second tick never opens two.
    `CREATE UNIQUE INDEX IF NOT EXISTS rounds_live_idx ON ${s}.rounds (room) WHERE state IN ('betting', 'flying')`,
    `CREATE INDEX IF NOT EXISTS rounds_room_idx ON ${s}.rounds (room, chain_no DESC, round_no DESC)`,
    `CREATE INDEX IF NOT EXISTS rounds_ended_idx ON ${s}.rounds (ended_at) WHERE state = 'ended'`,
    `CREATE TABLE IF NOT EXISTS ${s}.bets (
       bet_id text PRIMARY KEY,
       round_id text NOT NULL,
       vendor_code text NOT NULL,
       player_id text NOT NULL,
       currency text NOT NULL,
       game_code text NOT NULL,
       nickname text NOT NULL,
       request_id text NOT NULL,
       stake_minor bigint NOT NULL,
       auto integer,
       placed_at bigint NOT NULL,
       state text NOT NULL DEFAULT 'placing',
       cashout integer,
       cashed_at bigint,
       payout_minor bigint,
       reject_reason text,
       CONSTRAINT bets_request_key UNIQUE (vendor_code, player_id, request_id))`,
    `CREATE UNIQUE INDEX IF NOT EXISTS bets_one_idx ON ${s}.bets (round_id, vendor_code, player_id)
       WHERE state <> 'rejected'`,
    `CREATE INDEX IF NOT EXISTS bets_round_idx ON ${s}.bets (round_id, bet_id)`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
       transaction_id text PRIMARY KEY,
       bet_id text NOT NULL,
       vendor_code text NOT NULL,
       kind text NOT NULL,
       body text NOT NULL,
       status text NOT NULL DEFAULT 'pending',
       refusal text,
       created_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE INDEX IF NOT EXISTS postings_bet_idx ON ${s}.postings (bet_id)`,
  ];
}

const ROUND_COLUMNS = `round_id, room, chain_no, round_no, opens_at::text AS opens_at, closes_at::text AS closes_at,
  state, public_value, point, cap, started_at::text AS started_at, ends_at::text AS ends_at, bets,
  ended_at::text AS ended_at`;

function roundOf(row: Row): RoundRow {
  return {
    roundId: String(row.round_id),
    room: String(row.room),
    chainNo: num(row.chain_no),
    roundNo: num(row.round_no),
    opensAt: num(row.opens_at),
    closesAt: num(row.closes_at),
    state: String(row.state) as RoundState,
    publicValue: opt(row.public_value, String),
    point: opt(row.point, num),
    cap: opt(row.cap, num),
    startedAt: opt(row.started_at, num),
    endsAt: opt(row.ends_at, num),
    bets: opt(row.bets, num),
    endedAt: opt(row.ended_at, num),
  };
}

/** The bet columns as betOf reads them, of the table under `alias` (a join) or unqualified. */
function betColumns(alias = ''): string {
  const a = alias ? `${alias}.` : '';
  return [
    'bet_id',
    'round_id',
    'vendor_code',
    'player_id',
    'currency',
    'game_code',
    'nickname',
    'request_id',
    'stake_minor::text AS stake_minor',
    'auto',
    'placed_at::text AS placed_at',
    'state',
    'cashout',
    'cashed_at::text AS cashed_at',
    'payout_minor::text AS payout_minor',
    'reject_reason',
  ]
    .map((column) => `${a}${column}`)
    .join(', ');
}
const BET_COLUMNS = betColumns();

function betOf(row: Row): BetRow {
  return {
    betId: String(row.bet_id),
    roundId: String(row.round_id),
    vendorCode: String(row.vendor_code),
    playerId: String(row.player_id),
    currency: String(row.currency),
    gameCode: String(row.game_code),
    nickname: String(row.nickname),
    requestId: String(row.request_id),
    stakeMinor: big(row.stake_minor),
    auto: opt(row.auto, num),
    placedAt: num(row.placed_at),
    state: String(row.state) as BetState,
    cashout: opt(row.cashout, num),
    cashedAt: opt(row.cashed_at, num),
    payoutMinor: opt(row.payout_minor, big),
    rejectReason: opt(row.reject_reason, String),
  };
}

const POSTING_COLUMNS =
  'transaction_id, bet_id, vendor_code, kind, body, status, created_at::text AS created_at';

function postingOf(row: Row): PostingRow {
  return {
    transactionId: String(row.transaction_id),
    betId: String(row.bet_id),
    vendorCode: String(row.vendor_code),
    kind: String(row.kind) as PostingKind,
    body: String(row.body),
    status: String(row.status) as PostingRow['status'],
    createdAt: num(row.created_at),
  };
}

function chainOf(row: Row): ChainRow {
  return {
    room: String(row.room),
    chainNo: num(row.chain_no),
    length: num(row.length),
    every: num(row.every),
    kept: parsed<Record<string, string>>(row.kept),
    commitment: String(row.commitment),
  };
}

export function createCrashStore(sql: Sql, options: { schema?: string } = {}) {
  const { s, rows, outbox, migrate } = storeBase(sql, options.schema ?? 'studio_crash', ddl);

  return {
    postingRefused: outbox.postingRefused,
    postingsDone: outbox.postingsDone,
    /** Pending postings written before `createdBefore` (a crash or a missing answer left them). */
    async pendingPostings(createdBefore: number, limit: number): Promise<PostingRow[]> {
      return (await outbox.pending(POSTING_COLUMNS, createdBefore, limit)).map(postingOf);
    },
    schema: s,
    migrate,

    // ---- chains ---------------------------------------------------------------------------------

    /** Stores a chain unless one with its number exists; answers the stored one (first wins). */
    async ensureChain(chain: ChainRow, at: number): Promise<ChainRow> {
      await sql(
        `INSERT INTO ${s}.chains (room, chain_no, length, every, kept, commitment, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (room, chain_no) DO NOTHING`,
        [
          chain.room,
          chain.chainNo,
          chain.length,
          chain.every,
          JSON.stringify(chain.kept),
          chain.commitment,
          String(at),
        ],
      );
      const found = await this.chain(chain.room, chain.chainNo);
      if (!found) throw new Error('chain not stored');
      return found;
    },

    async chain(room: string, chainNo: number): Promise<ChainRow | undefined> {
      const [row] = await rows(`SELECT * FROM ${s}.chains WHERE room = $1 AND chain_no = $2`, [
        room,
        chainNo,
      ]);
      return row ? chainOf(row) : undefined;
    },

    async latestChain(room: string): Promise<ChainRow | undefined> {
      const [row] = await rows(`SELECT * FROM ${s}.chains WHERE room = $1 ORDER BY chain_no DESC LIMIT 1`, [
        room,
      ]);
      return row ? chainOf(row) : undefined;
    },

    // ---- rounds ---------------------------------------------------------------------------------

    /** Opens a round unless it exists or the room has a live one (answers whether it did). */
    async openRound(
      round: Pick<RoundRow, 'roundId' | 'room' | 'chainNo' | 'roundNo' | 'opensAt' | 'closesAt'>,
    ) {
      const made = await rows(
        `INSERT INTO ${s}.rounds (round_id, room, chain_no, round_no, opens_at, closes_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING round_id`,
        [
          round.roundId,
          round.room,
          round.chainNo,
          round.roundNo,
          String(round.opensAt),
          String(round.closesAt),
        ],
      );
      return made.length > 0;
    },

    async round(roundId: string): Promise<RoundRow | undefined> {
      const [row] = await rows(`SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE round_id = $1`, [roundId]);
      return row ? roundOf(row) : undefined;
    },

    /** The room's newest round (live or not). */
    async latestRound(room: string): Promise<RoundRow | undefined> {
      const [row] = await rows(
        `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE room = $1 ORDER BY chain_no DESC, round_no DESC LIMIT 1`,
        [room],
      );
      return row ? roundOf(row) : undefined;
    },

    /** The room's ended rounds, newest first. */
    async history(
      room: string,
      limit: number,
      before?: { chainNo: number; roundNo: number },
    ): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE room = $1 AND state IN ('ended', 'settled')
             AND (chain_no, round_no) < ($2, $3)
           ORDER BY chain_no DESC, round_no DESC LIMIT $4`,
          [room, before?.chainNo ?? 2_000_000_000, before?.roundNo ?? 2_000_000_000, limit],
        )
      ).map(roundOf);
    },

    /** Rounds ended whose bets are not all settled yet (a crash mid-settlement left them). */
    async roundsToSettle(limit: number): Promise<RoundRow[]> {
      return (
        await rows(
          `SELECT ${ROUND_COLUMNS} FROM ${s}.rounds WHERE state = 'ended' ORDER BY ended_at LIMIT $1`,
          [limit],
        )
      ).map(roundOf);
    },

    /**
     * betting → flying with what the close fixed (public value, point, cap, the flight's start and
     * end), only when no bet still waits for its debit's answer and the open bets are the `bets`
     * the public value sealed.
     */
    async startFlight(input: {
      roundId: string;
      publicValue: string;
      point: number;
      cap: number;
      startedAt: number;
      endsAt: number;
      bets: number;
    }): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.rounds SET state = 'flying', public_value = $2, point = $3, cap = $4, started_at = $5,
           ends_at = $6, bets = $7
         WHERE round_id = $1 AND state = 'betting' AND closes_at <= $5
           AND NOT EXISTS (SELECT 1 FROM ${s}.bets b WHERE b.round_id = $1 AND b.state = 'placing')
           AND (SELECT count(*) FROM ${s}.bets b WHERE b.round_id = $1 AND b.state = 'open') = $7
         RETURNING round_id`,
        [
          input.roundId,
          input.publicValue,
          input.point,
          input.cap,
          String(input.startedAt),
          String(input.endsAt),
          input.bets,
        ],
      );
      return done.length > 0;
    },

    /** flying → ended once its end has come: no cash-out is taken after this. */
    async endFlight(roundId: string, at: number): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.rounds SET state = 'ended', ended_at = $2
         WHERE round_id = $1 AND state = 'flying' AND ends_at <= $2 RETURNING round_id`,
        [roundId, String(at)],
      );
      return done.length > 0;
    },

    /** ended → settled when every bet is settled (or rejected). */
    async roundSettled(roundId: string): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.rounds SET state = 'settled' WHERE round_id = $1 AND state = 'ended'
           AND NOT EXISTS (SELECT 1 FROM ${s}.bets b WHERE b.round_id = $1 AND b.state IN ('placing', 'open', 'cashed'))
         RETURNING round_id`,
        [roundId],
      );
      return done.length > 0;
    },

    // ---- bets -----------------------------------------------------------------------------------

    /**
     * A bet and its debit (pending) in one statement, only while the round takes bets
     * (`opens_at ≤ now < closes_at`, state betting). Refuses (BetRefusal) otherwise, or when the
     * player has a bet in the round or the request id was used.
     */
    async insertBet(bet: NewBet, debit: { transactionId: string; body: string }): Promise<BetRow> {
      try {
        const [row] = await rows(
          `WITH r AS (
             SELECT round_id FROM ${s}.rounds
             WHERE round_id = $1 AND state = 'betting' AND opens_at <= $2 AND closes_at > $2 FOR SHARE),
           b AS (
             INSERT INTO ${s}.bets (bet_id, round_id, vendor_code, player_id, currency, game_code, nickname,
               request_id, stake_minor, auto, placed_at)
             SELECT $3, r.round_id, $4, $5, $6, $7, $8, $9, $10, $11, $2 FROM r
             RETURNING ${BET_COLUMNS}),
           p AS (
             INSERT INTO ${s}.postings (transaction_id, bet_id, vendor_code, kind, body, created_at)
             SELECT $12, b.bet_id, b.vendor_code, 'debit', $13, $2 FROM b)
           SELECT * FROM b`,
          [
            bet.roundId,
            String(bet.placedAt),
            bet.betId,
            bet.vendorCode,
            bet.playerId,
            bet.currency,
            bet.gameCode,
            bet.nickname,
            bet.requestId,
            String(bet.stakeMinor),
            bet.auto ?? null,
            debit.transactionId,
            debit.body,
          ],
        );
        if (!row) throw new BetRefusal('BETTING_CLOSED');
        return betOf(row);
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') {
          const text = `${error instanceof Error ? error.message : ''} ${(error as { constraint?: string }).constraint ?? ''}`;
          throw new BetRefusal(/bets_request_key/.test(text) ? 'DUPLICATE_REQUEST' : 'ALREADY_BET');
        }
        throw error;
      }
    },

    async bet(betId: string): Promise<BetRow | undefined> {
      const [row] = await rows(`SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE bet_id = $1`, [betId]);
      return row ? betOf(row) : undefined;
    },

    async betByRequest(vendorCode: string, playerId: string, requestId: string): Promise<BetRow | undefined> {
      const [row] = await rows(
        `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE vendor_code = $1 AND player_id = $2 AND request_id = $3`,
        [vendorCode, playerId, requestId],
      );
      return row ? betOf(row) : undefined;
    },

    /** The player's bet in a round (not a rejected one). */
    async playerBet(roundId: string, vendorCode: string, playerId: string): Promise<BetRow | undefined> {
      const [row] = await rows(
        `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE round_id = $1 AND vendor_code = $2 AND player_id = $3
           AND state <> 'rejected'`,
        [roundId, vendorCode, playerId],
      );
      return row ? betOf(row) : undefined;
    },

    /** A round's bets in some states, in bet-id order (bytewise: the seal's order). */
    async roundBets(
      roundId: string,
      states: readonly BetState[],
      limit = 100_000,
      after = '',
    ): Promise<BetRow[]> {
      return (
        await rows(
          `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE round_id = $1 AND state = ANY($2::text[])
             AND bet_id COLLATE "C" > $3 ORDER BY bet_id COLLATE "C" LIMIT $4`,
          [roundId, [...states], after, limit],
        )
      ).map(betOf);
    },

    /** The debit was done: placing → open, only while the round still takes part in betting. */
    async betPlaced(betId: string): Promise<boolean> {
      const done = await rows(
        `WITH b AS (
           UPDATE ${s}.bets SET state = 'open'
           WHERE bet_id = $1 AND state = 'placing'
             AND EXISTS (SELECT 1 FROM ${s}.rounds r WHERE r.round_id = ${s}.bets.round_id AND r.state = 'betting')
           RETURNING bet_id),
         p AS (UPDATE ${s}.postings SET status = 'done'
           WHERE transaction_id = $1 || '-D' AND status = 'pending' AND EXISTS (SELECT 1 FROM b))
         SELECT bet_id FROM b`,
        [betId],
      );
      return done.length > 0;
    },

    /**
     * A placing bet leaves the round (debit refused, or no answer): rejected, its debit marked, and
     * the rollback of its debit written pending when one is due — all or nothing.
     */
    async rejectBet(input: {
      betId: string;
      reason: string;
      debitStatus: 'refused' | 'abandoned' | 'done';
      rollback: { transactionId: string; body: string } | undefined;
      at: number;
    }): Promise<boolean> {
      const done = await rows(
        `WITH b AS (
           UPDATE ${s}.bets SET state = 'rejected', reject_reason = $2
           WHERE bet_id = $1 AND state = 'placing' RETURNING bet_id, vendor_code),
         d AS (UPDATE ${s}.postings SET status = $3
           WHERE transaction_id = $1 || '-D' AND status = 'pending' AND EXISTS (SELECT 1 FROM b)),
         rb AS (
           INSERT INTO ${s}.postings (transaction_id, bet_id, vendor_code, kind, body, created_at)
           SELECT $4, b.bet_id, b.vendor_code, 'rollback', $5, $6 FROM b WHERE $4::text IS NOT NULL)
         SELECT bet_id FROM b`,
        [
          input.betId,
          input.reason,
          input.debitStatus,
          input.rollback?.transactionId ?? null,
          input.rollback?.body ?? null,
          String(input.at),
        ],
      );
      return done.length > 0;
    },

    /**
     * A cash-out the server received at `at`, paying `hundredths`: open → cashed, only while the
     * round flies and `at` is before its end (the crash or the cap), and below the bet's own auto
     * cash-out (which came first).
     */
    async cashOut(betId: string, at: number, hundredths: number): Promise<BetRow | undefined> {
      const [row] = await rows(
        `UPDATE ${s}.bets b SET state = 'cashed', cashout = $3, cashed_at = $2
         FROM ${s}.rounds r
         WHERE b.bet_id = $1 AND b.state = 'open' AND r.round_id = b.round_id AND r.state = 'flying'
           AND r.started_at <= $2 AND r.ends_at > $2 AND $3 < least(r.point, r.cap)
           AND (b.auto IS NULL OR b.auto > $3)
         RETURNING ${betColumns('b')}`,
        [betId, String(at), hundredths],
      );
      return row ? betOf(row) : undefined;
    },

    /** Auto cash-outs the flight has passed: open → cashed at their target and its instant. */
    async autoCashOuts(roundId: string, cashed: readonly { betId: string; auto: number; at: number }[]) {
      if (cashed.length === 0) return [];
      return (
        await rows(
          `UPDATE ${s}.bets b SET state = 'cashed', cashout = x.auto, cashed_at = x.at
           FROM unnest($2::text[], $3::integer[], $4::bigint[]) AS x(id, auto, at)
           WHERE b.bet_id = x.id AND b.round_id = $1 AND b.state = 'open' AND b.auto = x.auto
             AND EXISTS (SELECT 1 FROM ${s}.rounds r WHERE r.round_id = $1 AND r.state = 'flying'
               AND x.auto <= least(r.point, r.cap))
           RETURNING b.bet_id`,
          [roundId, cashed.map((c) => c.betId), cashed.map((c) => c.auto), cashed.map((c) => String(c.at))],
        )
      ).map((row) => String(row.bet_id));
    },

    /**
     * Bets of an ended round settled in one statement: each from the state it was read in (a bet
     * that moved meanwhile is left for the next page) to won or lost with its payout, and its one
     * closing credit (0.00 when lost) written pending. Answers the credits written.
     */
    async settleBets(
      roundId: string,
      settled: readonly {
        betId: string;
        from: 'open' | 'cashed';
        won: boolean;
        cashout: number | undefined;
        payoutMinor: bigint;
        credit: { transactionId: string; body: string };
      }[],
      at: number,
    ): Promise<PostingRow[]> {
      if (settled.length === 0) return [];
      return (
        await rows(
          `WITH x AS (
             SELECT * FROM jsonb_to_recordset($2::jsonb)
               AS x(bet_id text, from_state text, won boolean, cashout integer, payout bigint, tx text, body text)),
           b AS (
             UPDATE ${s}.bets b SET state = CASE WHEN x.won THEN 'won' ELSE 'lost' END,
               cashout = x.cashout, payout_minor = x.payout
             FROM x
             WHERE b.bet_id = x.bet_id AND b.round_id = $1 AND b.state = x.from_state
               AND (x.from_state <> 'cashed' OR b.cashout = x.cashout)
               AND EXISTS (SELECT 1 FROM ${s}.rounds r WHERE r.round_id = $1 AND r.state = 'ended')
             RETURNING b.bet_id, b.vendor_code)
           INSERT INTO ${s}.postings (transaction_id, bet_id, vendor_code, kind, body, created_at)
           SELECT x.tx, b.bet_id, b.vendor_code, 'credit', x.body, $3 FROM b JOIN x ON x.bet_id = b.bet_id
           ON CONFLICT (transaction_id) DO NOTHING
           RETURNING ${POSTING_COLUMNS}`,
          [
            roundId,
            JSON.stringify(
              settled.map((entry) => ({
                bet_id: entry.betId,
                from_state: entry.from,
                won: entry.won,
                cashout: entry.cashout ?? null,
                payout: String(entry.payoutMinor),
                tx: entry.credit.transactionId,
                body: entry.credit.body,
              })),
            ),
            String(at),
          ],
        )
      ).map(postingOf);
    },

    // ---- postings -------------------------------------------------------------------------------

    async postingsOfBet(betId: string): Promise<PostingRow[]> {
      return (
        await rows(
          `SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE bet_id = $1 ORDER BY created_at, kind`,
          [betId],
        )
      ).map(postingOf);
    },

    sql,
  };
}

export type CrashStore = ReturnType<typeof createCrashStore>;
