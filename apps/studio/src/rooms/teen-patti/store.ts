import type { Sql } from '../../book/engine/store.js';
import { big, num, opt, parsed, type Row, storeBase } from '../../store-kit.js';

/**
 * Teen Patti's storage (decision 0078), in a schema of its own: hands (seed, who was dealt in,
 * result), every action of a hand in order, and the outbox of wallet postings (each player's boot
 * and stakes as debits of their round, the round's closing credit, rollbacks). Every state change
 * is ONE statement guarded by the hand's state and action count, so a repeated or late call
 * changes nothing; each posting is written pending in the statement of the change it belongs to.
 */

export type HandState = 'starting' | 'playing' | 'settled' | 'voided';
export type PostingKind = 'debit' | 'rollback' | 'credit';
export type PostingStatus = 'pending' | 'done' | 'refused' | 'abandoned';

/** Who was seated at the hand's start (bots included: they have no wallet round). */
export type HandSeat = {
  seat: number;
  key: string;
  nickname: string;
  bot: boolean;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  roundId: string;
};

export type PostingRow = {
  transactionId: string;
  handId: string;
  roundId: string;
  vendorCode: string;
  kind: PostingKind;
  body: string;
  amountMinor: bigint;
  status: PostingStatus;
  createdAt: number;
};

export type NewPosting = Omit<PostingRow, 'status' | 'createdAt' | 'handId'>;

export type HandRow = {
  handId: string;
  tableCode: string;
  handNo: number;
  state: HandState;
  serverSeed: string;
  serverSeedHash: string;
  publicValue: string;
  seats: HandSeat[];
  /** The seats dealt in, in the order they play (set when the boots are taken). */
  dealt: number[] | undefined;
  seq: number;
  rakeMinor: bigint | undefined;
  botNetMinor: bigint | undefined;
  result: unknown;
  startedAt: number;
  endedAt: number | undefined;
};

export type NewAction = { seq: number; seat: number; action: Record<string, unknown>; at: number };

function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.hands (
       hand_id text PRIMARY KEY,
       table_code text NOT NULL,
       hand_no bigint NOT NULL,
       state text NOT NULL,
       server_seed text NOT NULL,
       server_seed_hash text NOT NULL,
       public_value text NOT NULL,
       seats jsonb NOT NULL,
       dealt jsonb,
       seq integer NOT NULL DEFAULT 0,
       rake_minor bigint,
       bot_net_minor bigint,
       result jsonb,
       started_at bigint NOT NULL,
       ended_at bigint,
       UNIQUE (table_code, hand_no))`,
    // One hand in play per table, whoever writes.
    `CREATE UNIQUE INDEX IF NOT EXISTS hands_open_idx ON ${s}.hands (table_code)
       WHERE state IN ('starting', 'playing')`,
    `CREATE TABLE IF NOT EXISTS ${s}.actions (
       hand_id text NOT NULL,
       seq integer NOT NULL,
       seat integer NOT NULL,
       action jsonb NOT NULL,
       at bigint NOT NULL,
       PRIMARY KEY (hand_id, seq))`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
       transaction_id text PRIMARY KEY,
       hand_id text NOT NULL,
       round_id text NOT NULL,
       vendor_code text NOT NULL,
       kind text NOT NULL,
       body text NOT NULL,
       amount_minor bigint NOT NULL,
       status text NOT NULL DEFAULT 'pending',
       refusal text,
       created_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE INDEX IF NOT EXISTS postings_hand_idx ON ${s}.postings (hand_id)`,
    `CREATE INDEX IF NOT EXISTS postings_round_idx ON ${s}.postings (round_id)`,
  ];
}

const HAND_COLUMNS = `hand_id, table_code, hand_no::text AS hand_no, state, server_seed, server_seed_hash,
  public_value, seats, dealt, seq, rake_minor::text AS rake_minor, bot_net_minor::text AS bot_net_minor,
  result, started_at::text AS started_at, ended_at::text AS ended_at`;

function handOf(row: Row): HandRow {
  return {
    handId: String(row.hand_id),
    tableCode: String(row.table_code),
    handNo: num(row.hand_no),
    state: String(row.state) as HandState,
    serverSeed: String(row.server_seed),
    serverSeedHash: String(row.server_seed_hash),
    publicValue: String(row.public_value),
    seats: parsed<HandSeat[]>(row.seats),
    dealt: opt(row.dealt, (value) => parsed<number[]>(value)),
    seq: num(row.seq),
    rakeMinor: opt(row.rake_minor, big),
    botNetMinor: opt(row.bot_net_minor, big),
    result: opt(row.result, (value) => parsed<unknown>(value)),
    startedAt: num(row.started_at),
    endedAt: opt(row.ended_at, num),
  };
}

const POSTING_COLUMNS = `transaction_id, hand_id, round_id, vendor_code, kind, body, amount_minor::text AS amount_minor,
  status, created_at::text AS created_at`;

function postingOf(row: Row): PostingRow {
  return {
    transactionId: String(row.transaction_id),
    handId: String(row.hand_id),
    roundId: String(row.round_id),
    vendorCode: String(row.vendor_code),
    kind: String(row.kind) as PostingKind,
    body: String(row.body),
    amountMinor: big(row.amount_minor),
    status: String(row.status) as PostingStatus,
    createdAt: num(row.created_at),
  };
}

const postingsJson = (postings: readonly NewPosting[]) =>
  JSON.stringify(
    postings.map((posting) => ({
      transaction_id: posting.transactionId,
      round_id: posting.roundId,
      vendor_code: posting.vendorCode,
      kind: posting.kind,
      body: posting.body,
      amount_minor: String(posting.amountMinor),
    })),
  );

/** The rollback of each of a hand's debits in `debitStates` that has none yet (SQL, in a statement). */
const rollbacksOf = (s: string, hand: string, at: string, only: string) => `
  INSERT INTO ${s}.postings (transaction_id, hand_id, round_id, vendor_code, kind, body, amount_minor, created_at)
  SELECT d.transaction_id || 'V', d.hand_id, d.round_id, d.vendor_code, 'rollback',
    jsonb_build_object('playerId', d.body::jsonb->>'playerId', 'currency', d.body::jsonb->>'currency',
      'transactionId', d.transaction_id || 'V', 'refTransactionId', d.transaction_id,
      'roundId', d.round_id, 'gameCode', d.body::jsonb->>'gameCode')::text,
    d.amount_minor, ${at}
  FROM ${s}.postings d JOIN ${hand} ON d.hand_id = ${hand}.hand_id
  WHERE d.kind = 'debit' AND ${only}
  ON CONFLICT (transaction_id) DO NOTHING
  RETURNING transaction_id`;

export function createTeenPattiStore(sql: Sql, options: { schema?: string } = {}) {
  const { s, rows, outbox, migrate } = storeBase(sql, options.schema ?? 'studio_teen_patti', ddl);

  return {
    postingRefused: outbox.postingRefused,
    postingsDone: outbox.postingsDone,
    schema: s,
    migrate,

    /** The last hand number of each table. */
    async lastHandNos(): Promise<Map<string, number>> {
      const found = await rows(
        `SELECT table_code, max(hand_no)::text AS hand_no FROM ${s}.hands GROUP BY table_code`,
      );
      return new Map(found.map((row) => [String(row.table_code), num(row.hand_no)]));
    },

    /**
     * A new hand (`starting`) with every human's boot debit pending, if its number is free and no
     * other hand of the table is open; false otherwise (nothing written).
     */
    async startHand(
      hand: Pick<
        HandRow,
        | 'handId'
        | 'tableCode'
        | 'handNo'
        | 'serverSeed'
        | 'serverSeedHash'
        | 'publicValue'
        | 'seats'
        | 'startedAt'
      >,
      boots: readonly NewPosting[],
    ): Promise<boolean> {
      try {
        const done = await rows(
          `WITH h AS (
             INSERT INTO ${s}.hands (hand_id, table_code, hand_no, state, server_seed, server_seed_hash,
               public_value, seats, started_at)
             VALUES ($1, $2, $3, 'starting', $4, $5, $6, $7::jsonb, $8)
             ON CONFLICT DO NOTHING RETURNING hand_id),
           p AS (
             INSERT INTO ${s}.postings (transaction_id, hand_id, round_id, vendor_code, kind, body, amount_minor, created_at)
             SELECT x.transaction_id, h.hand_id, x.round_id, x.vendor_code, x.kind, x.body, x.amount_minor, $8
             FROM h, jsonb_to_recordset($9::jsonb) AS x(transaction_id text, round_id text, vendor_code text,
               kind text, body text, amount_minor bigint)
             RETURNING 1)
           SELECT hand_id FROM h`,
          [
            hand.handId,
            hand.tableCode,
            hand.handNo,
            hand.serverSeed,
            hand.serverSeedHash,
            hand.publicValue,
            JSON.stringify(hand.seats),
            String(hand.startedAt),
            postingsJson(boots),
          ],
        );
        return done.length === 1;
      } catch (error) {
        // Another hand of the table is open (the partial unique index): not started.
        if ((error as { code?: unknown }).code === '23505') return false;
        throw error;
      }
    },

    /**
     * One step of a hand, in one statement guarded by its state and action count: the hand moves
     * (state, count, dealt seats, result), its actions are recorded, debits that got no answer are
     * abandoned and rolled back, and new postings are written pending. False: the hand was not in
     * the state expected (nothing written).
     */
    async advance(step: {
      handId: string;
      from: HandState;
      seq: number;
      to: HandState;
      actions?: readonly NewAction[];
      dealt?: readonly number[];
      result?: unknown;
      rakeMinor?: bigint;
      botNetMinor?: bigint;
      /** Pending debits that got no answer: abandoned, and each rolled back. */
      abandon?: readonly string[];
      postings?: readonly NewPosting[];
      at: number;
    }): Promise<boolean> {
      const actions = step.actions ?? [];
      const ended = step.to === 'settled' || step.to === 'voided';
      const done = await rows(
        `WITH h AS (
           UPDATE ${s}.hands SET state = $3, seq = seq + $4,
             dealt = COALESCE($5::jsonb, dealt), result = COALESCE($6::jsonb, result),
             rake_minor = COALESCE($7::bigint, rake_minor), bot_net_minor = COALESCE($8::bigint, bot_net_minor),
             ended_at = CASE WHEN $9::boolean THEN $10::bigint ELSE ended_at END
           WHERE hand_id = $1 AND state = $2 AND seq = $11
           RETURNING hand_id),
         a AS (
           INSERT INTO ${s}.actions (hand_id, seq, seat, action, at)
           SELECT h.hand_id, x.seq, x.seat, x.action, x.at
           FROM h, jsonb_to_recordset($12::jsonb) AS x(seq integer, seat integer, action jsonb, at bigint)
           RETURNING 1),
         ab AS (
           UPDATE ${s}.postings d SET status = 'abandoned' FROM h
           WHERE d.hand_id = h.hand_id AND d.kind = 'debit' AND d.status = 'pending'
             AND d.transaction_id = ANY($13::text[])
           RETURNING 1),
         rb AS (${rollbacksOf(s, 'h', '$10::bigint', `d.status = 'pending' AND d.transaction_id = ANY($13::text[])`)}),
         p AS (
           INSERT INTO ${s}.postings (transaction_id, hand_id, round_id, vendor_code, kind, body, amount_minor, created_at)
           SELECT x.transaction_id, h.hand_id, x.round_id, x.vendor_code, x.kind, x.body, x.amount_minor, $10::bigint
           FROM h, jsonb_to_recordset($14::jsonb) AS x(transaction_id text, round_id text, vendor_code text,
             kind text, body text, amount_minor bigint)
           RETURNING 1)
         SELECT hand_id FROM h`,
        [
          step.handId,
          step.from,
          step.to,
          actions.length,
          step.dealt ? JSON.stringify(step.dealt) : null,
          step.result === undefined ? null : JSON.stringify(step.result),
          step.rakeMinor === undefined ? null : String(step.rakeMinor),
          step.botNetMinor === undefined ? null : String(step.botNetMinor),
          ended,
          String(step.at),
          step.seq,
          JSON.stringify(actions),
          [...(step.abandon ?? [])],
          postingsJson(step.postings ?? []),
        ],
      );
      return done.length === 1;
    },

    /**
     * Voids a hand still starting or playing (a restart cut it, or its storage failed): every
     * stake it took or may have taken is rolled back, in one statement. True when it was open.
     */
    async voidHand(handId: string, at: number): Promise<boolean> {
      const done = await rows(
        `WITH h AS (
           UPDATE ${s}.hands SET state = 'voided', ended_at = $2
           WHERE hand_id = $1 AND state IN ('starting', 'playing') RETURNING hand_id),
         ab AS (
           UPDATE ${s}.postings d SET status = 'abandoned' FROM h
           WHERE d.hand_id = h.hand_id AND d.kind = 'debit' AND d.status = 'pending' RETURNING 1),
         rb AS (${rollbacksOf(s, 'h', '$2::bigint', `d.status IN ('pending', 'done')`)})
         SELECT hand_id FROM h`,
        [handId, String(at)],
      );
      return done.length === 1;
    },

    async hand(handId: string): Promise<HandRow | undefined> {
      const [row] = await rows(`SELECT ${HAND_COLUMNS} FROM ${s}.hands WHERE hand_id = $1`, [handId]);
      return row ? handOf(row) : undefined;
    },

    /** Hands a restart left open. */
    async openHands(): Promise<HandRow[]> {
      return (
        await rows(
          `SELECT ${HAND_COLUMNS} FROM ${s}.hands WHERE state IN ('starting', 'playing') ORDER BY started_at`,
        )
      ).map(handOf);
    },

    async hands(tableCode?: string): Promise<HandRow[]> {
      return (
        await rows(
          `SELECT ${HAND_COLUMNS} FROM ${s}.hands WHERE ($1::text IS NULL OR table_code = $1) ORDER BY started_at, hand_no`,
          [tableCode ?? null],
        )
      ).map(handOf);
    },

    async actions(handId: string): Promise<NewAction[]> {
      return (
        await rows(
          `SELECT seq, seat, action, at::text AS at FROM ${s}.actions WHERE hand_id = $1 ORDER BY seq`,
          [handId],
        )
      ).map((row) => ({
        seq: num(row.seq),
        seat: num(row.seat),
        action: parsed<Record<string, unknown>>(row.action),
        at: num(row.at),
      }));
    },

    /**
     * Pending rollbacks and credits written before `createdBefore` (of one hand, or all), rollbacks
     * first; a round's credit waits while a rollback of that round is pending (the credit closes
     * the round, and a rollback of a closed round is refused).
     */
    async pendingPostings(createdBefore: number, limit: number, handId?: string): Promise<PostingRow[]> {
      return (
        await rows(
          `SELECT ${POSTING_COLUMNS} FROM ${s}.postings p
           WHERE p.status = 'pending' AND p.kind <> 'debit' AND p.created_at < $1
             AND ($3::text IS NULL OR p.hand_id = $3)
             AND NOT (p.kind = 'credit' AND EXISTS (
               SELECT 1 FROM ${s}.postings r WHERE r.round_id = p.round_id AND r.kind = 'rollback' AND r.status = 'pending'))
           ORDER BY (p.kind = 'credit'), p.created_at, p.transaction_id LIMIT $2`,
          [String(createdBefore), limit, handId ?? null],
        )
      ).map(postingOf);
    },

    async postings(handId?: string): Promise<PostingRow[]> {
      return (
        await rows(
          `SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE ($1::text IS NULL OR hand_id = $1)
           ORDER BY created_at, transaction_id`,
          [handId ?? null],
        )
      ).map(postingOf);
    },
  };
}

export type TeenPattiStore = ReturnType<typeof createTeenPattiStore>;
