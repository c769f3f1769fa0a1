import type { LotteryBet, LotteryOutcome } from '@khela/game-math';
import type { Sql } from '../../book/engine/store.js';
import { big, num, opt, parsed, type Row, storeBase } from '../../store-kit.js';
import type { DrawState, TicketState } from '../api.js';

/**
 * The lottery's storage (decision 0071): draws with their seeds and outcomes, the wallet rounds
 * (one per player, catalogue game and draw), tickets, the exposure per number and draw, and the
 * outbox of wallet postings. PostgreSQL or PGlite, in its own schema. Every state change is one
 * statement guarded by the state it expects (the executor may hand each statement to another
 * pool connection), so a repeated or concurrent call changes nothing twice.
 */

export type { Sql };

export type StoredLine = { bet: LotteryBet; stakeMinor: string };

export type DrawRow = {
  drawId: string;
  gameCode: string;
  drawNo: number;
  province: string | undefined;
  opensAt: number;
  closesAt: number;
  drawAt: number;
  state: DrawState;
  serverSeed: string;
  serverSeedHash: string;
  publicValue: string | undefined;
  outcome: LotteryOutcome | undefined;
  tickets: number | undefined;
};

export type NewDraw = Omit<DrawRow, 'state' | 'publicValue' | 'outcome' | 'tickets'>;

export type TicketRow = {
  ticketId: string;
  roundId: string;
  drawId: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  /** The catalogue game the player launched (the wallet round's game). */
  gameCode: string;
  lotteryCode: string;
  requestId: string;
  lines: StoredLine[];
  stakeMinor: bigint;
  placedAt: number;
  state: TicketState;
  returnMinor: bigint | undefined;
  rejectReason: string | undefined;
};

export type NewTicket = Omit<TicketRow, 'roundId' | 'state' | 'returnMinor' | 'rejectReason'>;

export type PostingKind = 'debit' | 'rollback' | 'credit';
export type PostingStatus = 'pending' | 'done' | 'refused' | 'abandoned';

export type PostingRow = {
  transactionId: string;
  roundId: string;
  ticketId: string | undefined;
  vendorCode: string;
  kind: PostingKind;
  /** The exact request body (JSON): a re-send carries the same bytes. */
  body: string;
  status: PostingStatus;
  createdAt: number;
};

/** An open round of a drawn draw, with its tickets in play. */
export type RoundToSettle = {
  roundId: string;
  vendorCode: string;
  playerId: string;
  currency: string;
  gameCode: string;
  /** A posting of the round (a cancel's rollback) is still on its way: close it later. */
  busy: boolean;
  tickets: { ticketId: string; state: TicketState; lines: StoredLine[]; returnMinor: bigint | undefined }[];
};

export type PlayerKey = { vendorCode: string; playerId: string };

/** Why a placement statement refused (raised inside it, so it changed nothing). */
export class StoreRefusal extends Error {
  constructor(
    readonly code: 'DRAW_CLOSED' | 'LIMIT_REACHED' | 'DUPLICATE_REQUEST',
    readonly target?: string,
  ) {
    super(code);
  }
}

function ddl(s: string): string[] {
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.draws (
       draw_id text PRIMARY KEY,
       game_code text NOT NULL,
       draw_no bigint NOT NULL,
       province text,
       opens_at bigint NOT NULL,
       closes_at bigint NOT NULL,
       draw_at bigint NOT NULL,
       state text NOT NULL DEFAULT 'open',
       server_seed text NOT NULL,
       server_seed_hash text NOT NULL,
       public_value text,
       outcome jsonb,
       tickets integer,
       drawn_at bigint,
       settled_at bigint)`,
    `CREATE INDEX IF NOT EXISTS draws_game_idx ON ${s}.draws (game_code, draw_at DESC)`,
    `CREATE INDEX IF NOT EXISTS draws_busy_idx ON ${s}.draws (closes_at) WHERE state <> 'settled'`,
    `CREATE TABLE IF NOT EXISTS ${s}.rounds (
       round_id text PRIMARY KEY,
       draw_id text NOT NULL,
       vendor_code text NOT NULL,
       player_id text NOT NULL,
       currency text NOT NULL,
       game_code text NOT NULL,
       state text NOT NULL DEFAULT 'open',
       return_minor bigint)`,
    `CREATE UNIQUE INDEX IF NOT EXISTS rounds_open_idx ON ${s}.rounds (draw_id, vendor_code, player_id, game_code, currency)
       WHERE state = 'open'`,
    `CREATE INDEX IF NOT EXISTS rounds_draw_idx ON ${s}.rounds (draw_id, state, round_id)`,
    `CREATE TABLE IF NOT EXISTS ${s}.tickets (
       ticket_id text PRIMARY KEY,
       round_id text NOT NULL,
       draw_id text NOT NULL,
       vendor_code text NOT NULL,
       player_id text NOT NULL,
       currency text NOT NULL,
       game_code text NOT NULL,
       lottery_code text NOT NULL,
       request_id text NOT NULL,
       lines jsonb NOT NULL,
       stake_minor bigint NOT NULL,
       placed_at bigint NOT NULL,
       state text NOT NULL DEFAULT 'placing',
       return_minor bigint,
       reject_reason text,
       settled_at bigint,
       UNIQUE (vendor_code, player_id, request_id))
       WITH (fillfactor = 50)`,
    // Settling a ticket changes its state and return in place: no index holds them, and half of
    // each page is left free, so the update is a heap-only tuple that writes no index entry
    // (docs/benchmarks.md, bench:lottery). A draw's tickets are found in ticket-id order, the seal's.
    `ALTER TABLE ${s}.tickets SET (fillfactor = 50)`,
    `DROP INDEX IF EXISTS ${s}.tickets_draw_idx`,
    `CREATE INDEX IF NOT EXISTS tickets_seal_idx ON ${s}.tickets (draw_id, ticket_id COLLATE "C")`,
    `CREATE INDEX IF NOT EXISTS tickets_round_idx ON ${s}.tickets (round_id)`,
    `CREATE INDEX IF NOT EXISTS tickets_player_idx ON ${s}.tickets (vendor_code, player_id, placed_at DESC)`,
    `CREATE TABLE IF NOT EXISTS ${s}.exposure (
       draw_id text NOT NULL,
       currency text NOT NULL,
       target text NOT NULL,
       held_minor bigint NOT NULL,
       PRIMARY KEY (draw_id, currency, target))`,
    `CREATE TABLE IF NOT EXISTS ${s}.postings (
       transaction_id text PRIMARY KEY,
       round_id text NOT NULL,
       ticket_id text,
       vendor_code text NOT NULL,
       kind text NOT NULL,
       body text NOT NULL,
       status text NOT NULL DEFAULT 'pending',
       refusal text,
       created_at bigint NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS postings_pending_idx ON ${s}.postings (created_at) WHERE status = 'pending'`,
    `CREATE INDEX IF NOT EXISTS postings_round_idx ON ${s}.postings (round_id)`,
    // A refusal raised inside a statement undoes all of it (a ticket past a limit adds nothing).
    `CREATE OR REPLACE FUNCTION ${s}.refuse_if(refuse boolean, code text) RETURNS boolean
       LANGUAGE plpgsql AS $$
       BEGIN
         IF refuse THEN RAISE EXCEPTION '%', code USING ERRCODE = 'P0001'; END IF;
         RETURN true;
       END $$`,
    // Sealed means sealed (issue 20): a ticket's lines, stake, draw and owner never change, and
    // once its draw has closed it is neither cancelled nor removed, whoever writes the SQL. The
    // trigger's WHEN keeps settling (state and return only) out of PL/pgSQL.
    `CREATE OR REPLACE FUNCTION ${s}.tickets_guard() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'DELETE' THEN
           IF EXISTS (SELECT 1 FROM ${s}.draws d WHERE d.draw_id = OLD.draw_id AND d.state <> 'open') THEN
             RAISE EXCEPTION 'LOTTERY_TICKET_SEALED' USING ERRCODE = 'P0001';
           END IF;
           RETURN OLD;
         END IF;
         IF NEW.lines IS DISTINCT FROM OLD.lines OR NEW.stake_minor <> OLD.stake_minor
            OR NEW.draw_id <> OLD.draw_id OR NEW.player_id <> OLD.player_id
            OR NEW.vendor_code <> OLD.vendor_code OR NEW.ticket_id <> OLD.ticket_id THEN
           RAISE EXCEPTION 'LOTTERY_TICKET_SEALED' USING ERRCODE = 'P0001';
         END IF;
         IF OLD.state = 'open' AND NEW.state = 'cancelled' AND EXISTS (
             SELECT 1 FROM ${s}.draws d WHERE d.draw_id = OLD.draw_id AND d.state <> 'open') THEN
           RAISE EXCEPTION 'LOTTERY_TICKET_SEALED' USING ERRCODE = 'P0001';
         END IF;
         RETURN NEW;
       END $$`,
    `CREATE OR REPLACE TRIGGER tickets_guard BEFORE UPDATE ON ${s}.tickets
       FOR EACH ROW WHEN (NEW.lines IS DISTINCT FROM OLD.lines OR NEW.stake_minor <> OLD.stake_minor
         OR NEW.draw_id <> OLD.draw_id OR NEW.player_id <> OLD.player_id
         OR NEW.vendor_code <> OLD.vendor_code OR NEW.ticket_id <> OLD.ticket_id
         OR (OLD.state = 'open' AND NEW.state = 'cancelled'))
       EXECUTE FUNCTION ${s}.tickets_guard()`,
    `CREATE OR REPLACE TRIGGER tickets_guard_delete BEFORE DELETE ON ${s}.tickets
       FOR EACH ROW EXECUTE FUNCTION ${s}.tickets_guard()`,
  ];
}

const DRAW_COLUMNS = `draw_id, game_code, draw_no::text AS draw_no, province, opens_at::text AS opens_at,
  closes_at::text AS closes_at, draw_at::text AS draw_at, state, server_seed, server_seed_hash,
  public_value, outcome, tickets`;

function drawOf(row: Row): DrawRow {
  return {
    drawId: String(row.draw_id),
    gameCode: String(row.game_code),
    drawNo: num(row.draw_no),
    province: opt(row.province, String),
    opensAt: num(row.opens_at),
    closesAt: num(row.closes_at),
    drawAt: num(row.draw_at),
    state: String(row.state) as DrawState,
    serverSeed: String(row.server_seed),
    serverSeedHash: String(row.server_seed_hash),
    publicValue: opt(row.public_value, String),
    outcome: opt(row.outcome, (value) => parsed<LotteryOutcome>(value)),
    tickets: opt(row.tickets, num),
  };
}

const TICKET_COLUMNS = `ticket_id, round_id, draw_id, vendor_code, player_id, currency, game_code, lottery_code,
  request_id, lines, stake_minor::text AS stake_minor, placed_at::text AS placed_at, state,
  return_minor::text AS return_minor, reject_reason`;

function ticketOf(row: Row): TicketRow {
  return {
    ticketId: String(row.ticket_id),
    roundId: String(row.round_id),
    drawId: String(row.draw_id),
    vendorCode: String(row.vendor_code),
    playerId: String(row.player_id),
    currency: String(row.currency),
    gameCode: String(row.game_code),
    lotteryCode: String(row.lottery_code),
    requestId: String(row.request_id),
    lines: parsed<StoredLine[]>(row.lines),
    stakeMinor: big(row.stake_minor),
    placedAt: num(row.placed_at),
    state: String(row.state) as TicketState,
    returnMinor: opt(row.return_minor, big),
    rejectReason: opt(row.reject_reason, String),
  };
}

const POSTING_COLUMNS =
  'transaction_id, round_id, ticket_id, vendor_code, kind, body, status, created_at::text AS created_at';

function postingOf(row: Row): PostingRow {
  return {
    transactionId: String(row.transaction_id),
    roundId: String(row.round_id),
    ticketId: opt(row.ticket_id, String),
    vendorCode: String(row.vendor_code),
    kind: String(row.kind) as PostingKind,
    body: String(row.body),
    status: String(row.status) as PostingStatus,
    createdAt: num(row.created_at),
  };
}

/** The refusal a placement statement raised, if that is what failed. */
function refusalOf(error: unknown): StoreRefusal | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  if (code === '23505' && /request_id/.test(`${message} ${(error as { constraint?: string }).constraint}`))
    return new StoreRefusal('DUPLICATE_REQUEST');
  if (code === '23505' && /tickets_vendor_code_player_id_request_id_key/.test(message))
    return new StoreRefusal('DUPLICATE_REQUEST');
  const match = /(LOTTERY_DRAW_CLOSED|LOTTERY_LIMIT):?(.*)$/.exec(message);
  if (!match) return undefined;
  return match[1] === 'LOTTERY_LIMIT'
    ? new StoreRefusal('LIMIT_REACHED', match[2] ?? '')
    : new StoreRefusal('DRAW_CLOSED');
}

export function createLotteryStore(sql: Sql, options: { schema?: string } = {}) {
  const { s, rows, outbox, migrate } = storeBase(sql, options.schema ?? 'studio_lottery', ddl);

  return {
    postingRefused: outbox.postingRefused,
    /** Pending postings written before `createdBefore` (a crash or a missing answer left them). */
    async pendingPostings(createdBefore: number, limit: number): Promise<PostingRow[]> {
      return (await outbox.pending(POSTING_COLUMNS, createdBefore, limit)).map(postingOf);
    },
    schema: s,
    migrate,

    /** Creates draws that do not exist yet (the first seed written for a draw is its seed). */
    async ensureDraws(draws: readonly NewDraw[]): Promise<void> {
      if (draws.length === 0) return;
      await sql(
        `INSERT INTO ${s}.draws (draw_id, game_code, draw_no, province, opens_at, closes_at, draw_at,
           server_seed, server_seed_hash)
         SELECT x.draw_id, x.game_code, x.draw_no, x.province, x.opens_at, x.closes_at, x.draw_at,
           x.server_seed, x.server_seed_hash
         FROM jsonb_to_recordset($1::jsonb) AS x(draw_id text, game_code text, draw_no bigint, province text,
           opens_at bigint, closes_at bigint, draw_at bigint, server_seed text, server_seed_hash text)
         ON CONFLICT (draw_id) DO NOTHING`,
        [
          JSON.stringify(
            draws.map((draw) => ({
              draw_id: draw.drawId,
              game_code: draw.gameCode,
              draw_no: draw.drawNo,
              province: draw.province ?? null,
              opens_at: draw.opensAt,
              closes_at: draw.closesAt,
              draw_at: draw.drawAt,
              server_seed: draw.serverSeed,
              server_seed_hash: draw.serverSeedHash,
            })),
          ),
        ],
      );
    },

    async draw(drawId: string): Promise<DrawRow | undefined> {
      const [row] = await rows(`SELECT ${DRAW_COLUMNS} FROM ${s}.draws WHERE draw_id = $1`, [drawId]);
      return row ? drawOf(row) : undefined;
    },

    async drawsIn(drawIds: readonly string[]): Promise<DrawRow[]> {
      if (drawIds.length === 0) return [];
      return (
        await rows(`SELECT ${DRAW_COLUMNS} FROM ${s}.draws WHERE draw_id = ANY($1::text[])`, [[...drawIds]])
      ).map(drawOf);
    },

    /** A game's drawn draws, newest first. */
    async results(gameCode: string, limit: number, before?: number): Promise<DrawRow[]> {
      return (
        await rows(
          `SELECT ${DRAW_COLUMNS} FROM ${s}.draws
           WHERE game_code = $1 AND state IN ('drawn', 'settled') AND draw_at < $2
           ORDER BY draw_at DESC, draw_id DESC LIMIT $3`,
          [gameCode, String(before ?? Number.MAX_SAFE_INTEGER), limit],
        )
      ).map(drawOf);
    },

    /** Draws with work left whose window has closed by `at` (oldest first). */
    async busyDraws(at: number, limit: number): Promise<DrawRow[]> {
      return (
        await rows(
          `SELECT ${DRAW_COLUMNS} FROM ${s}.draws WHERE state <> 'settled' AND closes_at <= $1
           ORDER BY closes_at, draw_id LIMIT $2`,
          [String(at), limit],
        )
      ).map(drawOf);
    },

    /** open → closed: no ticket is taken or cancelled after this. */
    async closeDraw(drawId: string): Promise<void> {
      await sql(`UPDATE ${s}.draws SET state = 'closed' WHERE draw_id = $1 AND state = 'open'`, [drawId]);
    },

    /** Tickets of a draw still waiting for their debit's answer. */
    async placingTickets(drawId: string): Promise<TicketRow[]> {
      return (
        await rows(`SELECT ${TICKET_COLUMNS} FROM ${s}.tickets WHERE draw_id = $1 AND state = 'placing'`, [
          drawId,
        ])
      ).map(ticketOf);
    },

    /** A page of a draw's tickets in a state, in ticket-id order (bytewise: the seal's order). */
    async ticketPage(
      drawId: string,
      states: readonly TicketState[],
      limit: number,
      after?: string,
    ): Promise<TicketRow[]> {
      return (
        await rows(
          `SELECT ${TICKET_COLUMNS} FROM ${s}.tickets
           WHERE draw_id = $1 AND state = ANY($2::text[]) AND ticket_id COLLATE "C" > $3
           ORDER BY ticket_id COLLATE "C" LIMIT $4`,
          [drawId, [...states], after ?? '', limit],
        )
      ).map(ticketOf);
    },

    /** closed → sealed with the tickets' digest, if no ticket is still placing. */
    async sealDraw(drawId: string, publicValue: string, tickets: number): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.draws SET state = 'sealed', public_value = $2, tickets = $3
         WHERE draw_id = $1 AND state = 'closed'
           AND NOT EXISTS (SELECT 1 FROM ${s}.tickets t WHERE t.draw_id = $1 AND t.state = 'placing')
         RETURNING draw_id`,
        [drawId, publicValue, tickets],
      );
      return done.length > 0;
    },

    /** sealed → drawn with its outcome. */
    async saveOutcome(drawId: string, outcome: LotteryOutcome, at: number): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.draws SET state = 'drawn', outcome = $2::jsonb, drawn_at = $3
         WHERE draw_id = $1 AND state = 'sealed' RETURNING draw_id`,
        [drawId, JSON.stringify(outcome), String(at)],
      );
      return done.length > 0;
    },

    async settledDraw(drawId: string, at: number): Promise<boolean> {
      const done = await rows(
        `UPDATE ${s}.draws SET state = 'settled', settled_at = $2
         WHERE draw_id = $1 AND state = 'drawn'
           AND NOT EXISTS (SELECT 1 FROM ${s}.rounds r WHERE r.draw_id = $1 AND r.state IN ('open', 'settling'))
         RETURNING draw_id`,
        [drawId, String(at)],
      );
      return done.length > 0;
    },

    /**
     * A new ticket, in one statement: joins the player's open round of the draw (or opens one
     * under `newRoundId`), adds its worst case to each target's exposure (refused past
     * `limitMinor`), and writes its debit posting pending. Refuses (StoreRefusal) when the draw
     * no longer takes tickets, a target would pass its limit, or the request id was used.
     */
    async insertTicket(input: {
      ticket: NewTicket;
      newRoundId: string;
      exposure: { target: string; amountMinor: bigint }[];
      limitMinor: bigint;
      debit: (roundId: string) => { transactionId: string; body: string };
      now: number;
    }): Promise<TicketRow> {
      const { ticket } = input;
      // The round is chosen first (its id goes into the debit's body).
      const round = await this.openRound(ticket, input.newRoundId);
      const debit = input.debit(round);
      try {
        const [row] = await rows(
          `WITH d AS (
             SELECT draw_id FROM ${s}.draws
             WHERE draw_id = $1 AND state = 'open' AND closes_at > $2 FOR SHARE),
           ok AS (SELECT ${s}.refuse_if(NOT EXISTS (SELECT 1 FROM d), 'LOTTERY_DRAW_CLOSED') AS ok),
           r AS (SELECT ${s}.refuse_if(NOT EXISTS (
                   SELECT 1 FROM ${s}.rounds WHERE round_id = $3 AND state = 'open'), 'LOTTERY_DRAW_CLOSED') AS ok),
           x AS (SELECT * FROM unnest($4::text[], $5::bigint[]) AS x(target, amount)),
           e AS (
             INSERT INTO ${s}.exposure (draw_id, currency, target, held_minor)
             SELECT $1, $6, x.target, x.amount FROM x, ok, r WHERE ok.ok AND r.ok
             ON CONFLICT (draw_id, currency, target)
               DO UPDATE SET held_minor = ${s}.exposure.held_minor + excluded.held_minor
             RETURNING target, held_minor),
           lim AS (
             SELECT ${s}.refuse_if(coalesce(bool_or(held_minor > $7), false),
               'LOTTERY_LIMIT:' || coalesce((SELECT target FROM e WHERE held_minor > $7 ORDER BY target LIMIT 1), ''))
               AS ok FROM e),
           t AS (
             INSERT INTO ${s}.tickets (ticket_id, round_id, draw_id, vendor_code, player_id, currency, game_code,
               lottery_code, request_id, lines, stake_minor, placed_at, state)
             SELECT $8, $3, $1, $9, $10, $6, $11, $12, $13, $14::jsonb, $15, $2, 'placing' FROM lim WHERE lim.ok
             RETURNING ${TICKET_COLUMNS}),
           p AS (
             INSERT INTO ${s}.postings (transaction_id, round_id, ticket_id, vendor_code, kind, body, created_at)
             SELECT $16, $3, t.ticket_id, $9, 'debit', $17, $2 FROM t)
           SELECT * FROM t`,
          [
            ticket.drawId,
            String(input.now),
            round,
            input.exposure.map((entry) => entry.target),
            input.exposure.map((entry) => String(entry.amountMinor)),
            ticket.currency,
            String(input.limitMinor),
            ticket.ticketId,
            ticket.vendorCode,
            ticket.playerId,
            ticket.gameCode,
            ticket.lotteryCode,
            ticket.requestId,
            JSON.stringify(ticket.lines),
            String(ticket.stakeMinor),
            debit.transactionId,
            debit.body,
          ],
        );
        if (!row) throw new Error('ticket not written');
        return ticketOf(row);
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
    },

    /** The player's open round of the draw for this game, opened under `newRoundId` if none. */
    async openRound(ticket: NewTicket, newRoundId: string): Promise<string> {
      const key = [ticket.drawId, ticket.vendorCode, ticket.playerId, ticket.gameCode, ticket.currency];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const [row] = await rows(
          `WITH found AS (
             SELECT round_id FROM ${s}.rounds
             WHERE draw_id = $1 AND vendor_code = $2 AND player_id = $3 AND game_code = $4 AND currency = $5
               AND state = 'open'),
           made AS (
             INSERT INTO ${s}.rounds (round_id, draw_id, vendor_code, player_id, game_code, currency)
             SELECT $6, $1, $2, $3, $4, $5 WHERE NOT EXISTS (SELECT 1 FROM found)
             ON CONFLICT DO NOTHING RETURNING round_id)
           SELECT round_id FROM found UNION ALL SELECT round_id FROM made`,
          [...key, newRoundId],
        );
        if (row) return String(row.round_id);
      }
      throw new Error('no open round could be found or made');
    },

    async ticket(ticketId: string): Promise<TicketRow | undefined> {
      const [row] = await rows(`SELECT ${TICKET_COLUMNS} FROM ${s}.tickets WHERE ticket_id = $1`, [ticketId]);
      return row ? ticketOf(row) : undefined;
    },

    async ticketByRequest(player: PlayerKey, requestId: string): Promise<TicketRow | undefined> {
      const [row] = await rows(
        `SELECT ${TICKET_COLUMNS} FROM ${s}.tickets WHERE vendor_code = $1 AND player_id = $2 AND request_id = $3`,
        [player.vendorCode, player.playerId, requestId],
      );
      return row ? ticketOf(row) : undefined;
    },

    async playerTickets(player: PlayerKey, filter: 'open' | 'settled', limit: number): Promise<TicketRow[]> {
      const states = filter === 'open' ? ['placing', 'open'] : ['won', 'lost', 'cancelled', 'rejected'];
      return (
        await rows(
          `SELECT ${TICKET_COLUMNS} FROM ${s}.tickets
           WHERE vendor_code = $1 AND player_id = $2 AND state = ANY($3::text[])
           ORDER BY placed_at DESC, ticket_id DESC LIMIT $4`,
          [player.vendorCode, player.playerId, states, limit],
        )
      ).map(ticketOf);
    },

    /** The debit was done: placing → open (false if the ticket had moved on). */
    async ticketPlaced(ticketId: string, debitId: string): Promise<boolean> {
      const done = await rows(
        `WITH p AS (UPDATE ${s}.postings SET status = 'done' WHERE transaction_id = $2 AND status = 'pending')
         UPDATE ${s}.tickets SET state = 'open' WHERE ticket_id = $1 AND state = 'placing' RETURNING ticket_id`,
        [ticketId, debitId],
      );
      return done.length > 0;
    },

    /**
     * A ticket leaves the draw (refused debit, an abandoned one, a cancel): its state, its
     * exposure given back, its round closed when no other ticket keeps it open, and the posting
     * that undoes its debit (a rollback) written pending — all or nothing, from `from` only.
     */
    async releaseTicket(input: {
      ticket: TicketRow;
      from: 'placing' | 'open';
      to: 'rejected' | 'cancelled';
      reason?: string;
      exposure: { target: string; amountMinor: bigint }[];
      debitStatus: PostingStatus | undefined;
      rollback: { transactionId: string; body: string } | undefined;
      now: number;
    }): Promise<boolean> {
      const { ticket } = input;
      try {
        const done = await rows(
          `WITH d AS (
             SELECT draw_id FROM ${s}.draws WHERE draw_id = $2 AND ($4 <> 'cancelled' OR (state = 'open' AND closes_at > $12))
             FOR SHARE),
           t AS (
             UPDATE ${s}.tickets SET state = $4, reject_reason = $5
             WHERE ticket_id = $1 AND state = $3 AND EXISTS (SELECT 1 FROM d) RETURNING ticket_id, round_id),
           x AS (SELECT * FROM unnest($6::text[], $7::bigint[]) AS x(target, amount)),
           e AS (
             UPDATE ${s}.exposure SET held_minor = ${s}.exposure.held_minor - x.amount FROM x, t
             WHERE ${s}.exposure.draw_id = $2 AND ${s}.exposure.currency = $8 AND ${s}.exposure.target = x.target),
           r AS (
             UPDATE ${s}.rounds SET state = 'void' FROM t
             WHERE ${s}.rounds.round_id = t.round_id AND ${s}.rounds.state = 'open'
               AND NOT EXISTS (SELECT 1 FROM ${s}.tickets o WHERE o.round_id = t.round_id
                 AND o.ticket_id <> $1 AND o.state IN ('placing', 'open'))),
           dp AS (
             UPDATE ${s}.postings SET status = $9 FROM t
             WHERE $9::text IS NOT NULL AND ${s}.postings.ticket_id = t.ticket_id
               AND ${s}.postings.kind = 'debit' AND ${s}.postings.status = 'pending'),
           rb AS (
             INSERT INTO ${s}.postings (transaction_id, round_id, ticket_id, vendor_code, kind, body, created_at)
             SELECT $10, t.round_id, t.ticket_id, $13, 'rollback', $11, $12 FROM t WHERE $10::text IS NOT NULL)
           SELECT ticket_id FROM t`,
          [
            ticket.ticketId,
            ticket.drawId,
            input.from,
            input.to,
            input.reason ?? null,
            input.exposure.map((entry) => entry.target),
            input.exposure.map((entry) => String(entry.amountMinor)),
            ticket.currency,
            input.debitStatus ?? null,
            input.rollback?.transactionId ?? null,
            input.rollback?.body ?? null,
            String(input.now),
            ticket.vendorCode,
          ],
        );
        return done.length > 0;
      } catch (error) {
        if (/LOTTERY_TICKET_SEALED/.test(error instanceof Error ? error.message : String(error)))
          return false;
        throw error;
      }
    },

    /**
     * A page of a draw's open rounds (in round-id order) with their tickets still in play: open
     * ones to settle, and won or lost ones (settled by an older engine) counted as they stand.
     * Only what settling needs is read.
     */
    async roundsToSettle(drawId: string, limit: number, after?: string): Promise<RoundToSettle[]> {
      const found = await rows(
        `SELECT r.round_id, r.vendor_code, r.player_id, r.currency, r.game_code,
           EXISTS (SELECT 1 FROM ${s}.postings p WHERE p.round_id = r.round_id AND p.status = 'pending') AS busy,
           (SELECT coalesce(json_agg(json_build_array(t.ticket_id, t.state, t.lines, t.return_minor::text)), '[]')
              FROM ${s}.tickets t WHERE t.round_id = r.round_id AND t.state IN ('open', 'won', 'lost')) AS tickets
         FROM ${s}.rounds r
         WHERE r.draw_id = $1 AND r.state = 'open' AND r.round_id > $2
         ORDER BY r.round_id LIMIT $3`,
        [drawId, after ?? '', limit],
      );
      return found.map((row) => ({
        roundId: String(row.round_id),
        vendorCode: String(row.vendor_code),
        playerId: String(row.player_id),
        currency: String(row.currency),
        gameCode: String(row.game_code),
        busy: row.busy === true,
        tickets: parsed<[string, TicketState, StoredLine[], string | null][]>(row.tickets).map(
          ([ticketId, state, lines, ret]) => ({
            ticketId,
            state,
            lines,
            returnMinor: ret === null ? undefined : BigInt(ret),
          }),
        ),
      }));
    },

    /**
     * Rounds settled in one statement: their open tickets' states and returns, each round out of
     * `open` — to `settling` with its closing credit written pending (the outbox sends it), or to
     * `void` when it has no ticket — so a crash leaves a round whole or untouched. A round another
     * process took already is left alone with its tickets. Answers the postings written.
     */
    async settleRounds(
      tickets: readonly { ticketId: string; returnMinor: bigint }[],
      closing: readonly {
        roundId: string;
        returnMinor: bigint;
        credit?: { transactionId: string; body: string; vendorCode: string };
      }[],
      at: number,
    ): Promise<PostingRow[]> {
      if (closing.length === 0) return [];
      const written = await rows(
        `WITH x AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb)
             AS x(round_id text, ret bigint, transaction_id text, body text, vendor_code text)),
         u AS (
           UPDATE ${s}.rounds r
           SET state = CASE WHEN x.transaction_id IS NULL THEN 'void' ELSE 'settling' END, return_minor = x.ret
           FROM x WHERE r.round_id = x.round_id AND r.state = 'open' RETURNING r.round_id),
         t AS (
           UPDATE ${s}.tickets t
           SET state = CASE WHEN y.r > 0 THEN 'won' ELSE 'lost' END, return_minor = y.r, settled_at = $2
           FROM unnest($3::text[], $4::bigint[]) AS y(id, r), u
           WHERE t.ticket_id = y.id AND t.round_id = u.round_id AND t.state = 'open')
         INSERT INTO ${s}.postings (transaction_id, round_id, ticket_id, vendor_code, kind, body, created_at)
         SELECT x.transaction_id, x.round_id, NULL, x.vendor_code, 'credit', x.body, $2
         FROM x JOIN u ON u.round_id = x.round_id WHERE x.transaction_id IS NOT NULL
         ON CONFLICT (transaction_id) DO NOTHING
         RETURNING ${POSTING_COLUMNS}`,
        [
          JSON.stringify(
            closing.map((entry) => ({
              round_id: entry.roundId,
              ret: String(entry.returnMinor),
              transaction_id: entry.credit?.transactionId ?? null,
              body: entry.credit?.body ?? null,
              vendor_code: entry.credit?.vendorCode ?? null,
            })),
          ),
          String(at),
          tickets.map((ticket) => ticket.ticketId),
          tickets.map((ticket) => String(ticket.returnMinor)),
        ],
      );
      return written.map(postingOf);
    },

    /** Postings done: credits close their rounds (settling → settled). */
    postingsDone: (transactionIds: readonly string[]) =>
      outbox.postingsDoneClosing(transactionIds, 'settling', 'settled'),

    async postingsOfRound(roundId: string): Promise<PostingRow[]> {
      return (
        await rows(`SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE round_id = $1 ORDER BY created_at`, [
          roundId,
        ])
      ).map(postingOf);
    },

    /** What the draw's tickets hold per target (exposure), for the limit's view and tests. */
    async exposure(drawId: string, currency: string): Promise<Map<string, bigint>> {
      const found = await rows(
        `SELECT target, held_minor::text AS held FROM ${s}.exposure WHERE draw_id = $1 AND currency = $2`,
        [drawId, currency],
      );
      return new Map(found.map((row) => [String(row.target), big(row.held)]));
    },

    /** Counts by state of a draw's tickets and rounds (the draw page, tests, the bench). */
    async drawCounts(
      drawId: string,
    ): Promise<{ tickets: Record<string, number>; rounds: Record<string, number> }> {
      const [row] = await rows(
        `SELECT
           (SELECT coalesce(jsonb_object_agg(state, n), '{}'::jsonb) FROM
             (SELECT state, count(*)::int AS n FROM ${s}.tickets WHERE draw_id = $1 GROUP BY state) a) AS tickets,
           (SELECT coalesce(jsonb_object_agg(state, n), '{}'::jsonb) FROM
             (SELECT state, count(*)::int AS n FROM ${s}.rounds WHERE draw_id = $1 GROUP BY state) b) AS rounds`,
        [drawId],
      );
      return {
        tickets: parsed<Record<string, number>>(row?.tickets ?? {}),
        rounds: parsed<Record<string, number>>(row?.rounds ?? {}),
      };
    },

    /** Raw SQL for tests that try to change a sealed ticket. */
    sql,
  };
}

export type LotteryStore = ReturnType<typeof createLotteryStore>;
