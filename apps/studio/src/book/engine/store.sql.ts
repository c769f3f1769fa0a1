import type { BookStore, CancelScope, MarketExposure, PlayerKey, Sql } from './store.js';
import {
  BET_COLUMNS,
  betOf,
  big,
  ddl,
  encodeResult,
  json,
  legOf,
  num,
  POSTING_COLUMNS,
  postingOf,
  postingValues,
  type Row,
  SCHEMA_PATTERN,
} from './store.rows.js';
import type { AcceptOdds, Prefs } from './types.js';

/**
 * BookStore over plain SQL (PostgreSQL or PGlite). Every state change is one statement guarded
 * by the state it expects, so a repeated or concurrent call changes nothing twice.
 */

export function createSqlStore(sql: Sql, options: { schema?: string } = {}): BookStore {
  const s = options.schema ?? 'studio_book';
  if (!SCHEMA_PATTERN.test(s)) throw new Error(`invalid schema name ${s}`);
  const rows = async (text: string, values?: unknown[]) => (await sql(text, values)).rows as Row[];
  let migrated: Promise<void> | undefined;
  /** Marks the bets of the legs `l` changed: the flag, a new version, and the queue (ddl's `dirty`). */
  const markDirty = (legsCte: string) =>
    `WITH ${legsCte},
       b AS (UPDATE ${s}.bets SET dirty = true, version = version + 1
             WHERE bet_id IN (SELECT DISTINCT bet_id FROM l) RETURNING bet_id),
       q AS (INSERT INTO ${s}.dirty (bet_id) SELECT bet_id FROM b ON CONFLICT DO NOTHING)
     SELECT bet_id FROM b`;

  return {
    migrate() {
      // Once per store object: every book built over it (a restart in tests) finds it done.
      migrated ??= (async () => {
        for (const statement of ddl(s)) await sql(statement);
      })().catch((error: unknown) => {
        migrated = undefined;
        throw error;
      });
      return migrated;
    },

    async feedState() {
      const [row] = await rows(
        `SELECT seed::text AS seed, cursor::text AS cursor FROM ${s}.feed_state WHERE id = 1`,
      );
      return {
        seed: row?.seed == null ? undefined : num(row.seed),
        cursor: row?.cursor == null ? undefined : num(row.cursor),
      };
    },

    async saveSeed(seed) {
      const [row] = await rows(
        `INSERT INTO ${s}.feed_state (id, seed) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET seed = coalesce(${s}.feed_state.seed, excluded.seed)
         RETURNING seed::text AS seed`,
        [String(seed)],
      );
      return num(row?.seed);
    },

    async saveCursor(at) {
      await sql(
        `INSERT INTO ${s}.feed_state (id, cursor) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET cursor = greatest(coalesce(${s}.feed_state.cursor, 0), excluded.cursor)`,
        [String(at)],
      );
    },

    async insertBet(bet, legs, debit) {
      const legsJson = JSON.stringify(
        legs.map((leg) => ({
          leg_no: leg.legNo,
          selection_id: leg.selectionId,
          market_id: leg.marketId,
          fixture_id: leg.fixtureId,
          odds: leg.odds,
          names: leg.names,
        })),
      );
      const inserted = await rows(
        `WITH b AS (
           INSERT INTO ${s}.bets (bet_id, vendor_code, player_id, currency, game_code, request_id, type,
             system_kind, stake_minor, potential_minor, placed_at, state, stake_left_minor)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'placing', $9)
           ON CONFLICT (vendor_code, player_id, request_id) DO NOTHING
           RETURNING bet_id, placed_at),
         l AS (
           INSERT INTO ${s}.legs (bet_id, leg_no, selection_id, market_id, fixture_id, odds, placed_at, names)
           SELECT b.bet_id, x.leg_no, x.selection_id, x.market_id, x.fixture_id, x.odds, b.placed_at, x.names
           FROM b, jsonb_to_recordset($12::jsonb)
             AS x(leg_no integer, selection_id text, market_id text, fixture_id text, odds integer, names jsonb)),
         p AS (
           INSERT INTO ${s}.postings (transaction_id, bet_id, seq, kind, call, body, delta_minor, closes_round,
             status, created_at)
           SELECT $13, b.bet_id, $14, $15, $16, $17, $18, $19, 'pending', $20 FROM b)
         SELECT bet_id FROM b`,
        [
          bet.betId,
          bet.vendorCode,
          bet.playerId,
          bet.currency,
          bet.gameCode,
          bet.requestId,
          bet.type,
          bet.system ?? null,
          String(bet.stakeMinor),
          String(bet.potentialMinor),
          String(bet.placedAt),
          legsJson,
          ...postingValues(debit).filter((_, index) => index !== 1),
        ],
      );
      if (inserted.length > 0) return { inserted: true, betId: bet.betId };
      const existing = await this.betByRequest(bet, bet.requestId);
      if (!existing) throw new Error(`bet ${bet.betId} was neither inserted nor found`);
      return { inserted: false, betId: existing.betId };
    },

    async bet(betId) {
      const [row] = await rows(`SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE bet_id = $1`, [betId]);
      return row ? betOf(row) : undefined;
    },

    async bets(betIds) {
      if (betIds.length === 0) return [];
      const found = await rows(
        `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE bet_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))`,
        [JSON.stringify(betIds)],
      );
      return found.map(betOf);
    },

    async betByRequest(player, requestId) {
      const [row] = await rows(
        `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE vendor_code = $1 AND player_id = $2 AND request_id = $3`,
        [player.vendorCode, player.playerId, requestId],
      );
      return row ? betOf(row) : undefined;
    },

    async playerBets(player, filter, limit) {
      const where =
        filter === 'open'
          ? `(state = 'placing' OR (state = 'open' AND NOT final))`
          : `(state = 'rejected' OR (state = 'open' AND final))`;
      const found = await rows(
        `SELECT ${BET_COLUMNS} FROM ${s}.bets WHERE vendor_code = $1 AND player_id = $2 AND ${where}
         ORDER BY placed_at DESC, bet_id DESC LIMIT $3`,
        [player.vendorCode, player.playerId, limit],
      );
      return found.map(betOf);
    },

    async legsOf(betIds) {
      if (betIds.length === 0) return [];
      const found = await rows(
        `SELECT bet_id, leg_no, selection_id, market_id, fixture_id, odds, result, cancelled, rolled_back, names
         FROM ${s}.legs WHERE bet_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))
         ORDER BY bet_id, leg_no`,
        [JSON.stringify(betIds)],
      );
      return found.map(legOf);
    },

    async postingsOf(betIds) {
      if (betIds.length === 0) return [];
      const found = await rows(
        `SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE bet_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb)))
         ORDER BY bet_id, seq`,
        [JSON.stringify(betIds)],
      );
      return found.map(postingOf);
    },

    async rejectBet(betId, reason, debitStatus, rollback) {
      const insertRollback = rollback
        ? `, r AS (
             INSERT INTO ${s}.postings (transaction_id, bet_id, seq, kind, call, body, delta_minor, closes_round,
               status, created_at)
             SELECT $4, b.bet_id, $5, $6, $7, $8, $9, $10, 'pending', $11 FROM b)`
        : '';
      const values: unknown[] = [betId, reason, debitStatus];
      if (rollback) values.push(...postingValues(rollback).filter((_, index) => index !== 1));
      const found = await rows(
        `WITH b AS (
           UPDATE ${s}.bets SET state = 'rejected', reject_reason = $2, final = true, round_open = false,
             dirty = false
           WHERE bet_id = $1 AND state = 'placing' RETURNING bet_id),
         d AS (
           UPDATE ${s}.postings SET status = $3
           WHERE bet_id IN (SELECT bet_id FROM b) AND kind = 'debit' AND status = 'pending'),
         q AS (DELETE FROM ${s}.dirty WHERE bet_id = $1 AND EXISTS (SELECT 1 FROM b))
         ${insertRollback}
         SELECT bet_id FROM b`,
        values,
      );
      return found.length > 0;
    },

    async saveDue(betId, version, dueMinor, final) {
      return (await this.saveDues([{ betId, version, dueMinor, final }])).has(betId);
    },

    async saveDues(dues) {
      if (dues.length === 0) return new Set();
      const values = dues.map((due) => ({
        bet_id: due.betId,
        version: due.version,
        due_minor: String(due.dueMinor),
        final: due.final,
      }));
      const found = await rows(
        `WITH u AS (
           UPDATE ${s}.bets b SET due_minor = v.due_minor, final = v.final, dirty = false
           FROM jsonb_to_recordset($1::jsonb) AS v(bet_id text, version integer, due_minor bigint, final boolean)
           WHERE b.bet_id = v.bet_id AND b.version = v.version AND b.state = 'open'
           RETURNING b.bet_id),
         q AS (DELETE FROM ${s}.dirty WHERE bet_id = ANY (ARRAY(SELECT bet_id FROM u)))
         SELECT bet_id FROM u`,
        [JSON.stringify(values)],
      );
      return new Set(found.map((row) => String(row.bet_id)));
    },

    async cashOut(betId, version, paidMinor, stakeLeftMinor) {
      const found = await rows(
        `WITH b AS (
           UPDATE ${s}.bets SET cashed_minor = cashed_minor + $3, stake_left_minor = $4, cash_outs = cash_outs + 1,
             version = version + 1, dirty = true
           WHERE bet_id = $1 AND version = $2 AND state = 'open' AND round_open AND NOT final RETURNING bet_id),
         q AS (INSERT INTO ${s}.dirty (bet_id) SELECT bet_id FROM b ON CONFLICT DO NOTHING)
         SELECT bet_id FROM b`,
        [betId, version, String(paidMinor), String(stakeLeftMinor)],
      );
      return found.length > 0;
    },

    async setRetry(betId, at) {
      await sql(`UPDATE ${s}.bets SET retry_at = $2 WHERE bet_id = $1`, [
        betId,
        at === undefined ? null : String(at),
      ]);
    },

    async addPosting(posting, expect) {
      return (await this.addPostings([{ posting, expect }])).has(posting.transactionId);
    },

    async addPostings(entries) {
      if (entries.length === 0) return new Set();
      const values = entries.map(({ posting, expect }) => ({
        transaction_id: posting.transactionId,
        bet_id: posting.betId,
        seq: posting.seq,
        kind: posting.kind,
        call: posting.call,
        body: posting.body,
        delta_minor: String(posting.deltaMinor),
        closes_round: posting.closesRound,
        created_at: String(posting.createdAt),
        returned_minor: String(expect.returnedMinor),
        round_open: expect.roundOpen,
      }));
      const found = await rows(
        `INSERT INTO ${s}.postings (transaction_id, bet_id, seq, kind, call, body, delta_minor, closes_round,
           status, created_at)
         SELECT v.transaction_id, v.bet_id, v.seq, v.kind, v.call, v.body, v.delta_minor, v.closes_round,
           'pending', v.created_at
         FROM jsonb_to_recordset($1::jsonb) AS v(transaction_id text, bet_id text, seq integer, kind text,
           call text, body text, delta_minor bigint, closes_round boolean, created_at bigint,
           returned_minor bigint, round_open boolean)
         -- Each row by key: a bet's few postings through (bet_id, seq), never the pending index.
         WHERE (SELECT bool_or(p.status = 'pending') FROM ${s}.postings p WHERE p.bet_id = v.bet_id) IS NOT TRUE
           AND (SELECT true FROM ${s}.bets b WHERE b.bet_id = v.bet_id AND b.state = 'open'
                AND b.returned_minor = v.returned_minor AND b.round_open = v.round_open LIMIT 1)
         ON CONFLICT DO NOTHING RETURNING transaction_id`,
        [JSON.stringify(values)],
      );
      return new Set(found.map((row) => String(row.transaction_id)));
    },

    async postingDone(transactionId) {
      return (await this.postingsDone([transactionId])).size > 0;
    },

    async postingsDone(transactionIds) {
      if (transactionIds.length === 0) return new Set();
      // At most one posting of a bet is pending, so each bet row is updated by one posting here.
      // The bets by the join alone (their key, a nested loop over p): a second `= ANY (array)`
      // condition there sorts the whole array again for every row of p (500 × 500 ids: 70 ms).
      const found = await rows(
        `WITH p AS (
           UPDATE ${s}.postings SET status = 'done'
           WHERE transaction_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) AND status = 'pending'
           RETURNING bet_id, kind, delta_minor, closes_round)
         UPDATE ${s}.bets b SET returned_minor = b.returned_minor + p.delta_minor,
           round_open = b.round_open AND NOT p.closes_round,
           state = CASE WHEN p.kind = 'debit' AND b.state = 'placing' THEN 'open' ELSE b.state END
         FROM p WHERE b.bet_id = p.bet_id RETURNING b.bet_id`,
        [JSON.stringify(transactionIds)],
      );
      return new Set(found.map((row) => String(row.bet_id)));
    },

    async postingRefused(transactionId, refusal) {
      await sql(
        `UPDATE ${s}.postings SET status = 'refused', refusal = $2 WHERE transaction_id = $1 AND status = 'pending'`,
        [transactionId, refusal],
      );
    },

    async pendingPostings(limit, createdBefore) {
      const found = await rows(
        `SELECT ${POSTING_COLUMNS} FROM ${s}.postings WHERE status = 'pending' AND created_at < $2
         ORDER BY created_at, transaction_id LIMIT $1`,
        [limit, String(createdBefore ?? Number.MAX_SAFE_INTEGER)],
      );
      return found.map(postingOf);
    },

    async betsToReconcile(now, limit, afterBetId) {
      const found = await rows(
        `SELECT bet_id FROM (
           (SELECT d.bet_id FROM ${s}.dirty d WHERE d.bet_id > $3
              AND (SELECT b.state FROM ${s}.bets b WHERE b.bet_id = d.bet_id) = 'open'
            ORDER BY d.bet_id LIMIT $2)
           UNION
           (SELECT bet_id FROM ${s}.bets WHERE retry_at <= $1 AND state = 'open' AND bet_id > $3
            ORDER BY bet_id LIMIT $2)
         ) t ORDER BY bet_id LIMIT $2`,
        [String(now), limit, afterBetId ?? ''],
      );
      return found.map((row) => String(row.bet_id));
    },

    async settleSelections(results) {
      if (results.length === 0) return 0;
      const values = JSON.stringify(
        results.map((entry) => ({ selection_id: entry.selectionId, result: encodeResult(entry.result) })),
      );
      const found = await rows(
        markDirty(`v AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(selection_id text, result text)),
           l AS (UPDATE ${s}.legs SET result = v.result, rolled_back = false FROM v
                 WHERE ${s}.legs.selection_id = v.selection_id AND ${s}.legs.result IS DISTINCT FROM v.result
                 RETURNING ${s}.legs.bet_id)`),
        [values],
      );
      return found.length;
    },

    async clearMarkets(marketIds) {
      if (marketIds.length === 0) return 0;
      const found = await rows(
        markDirty(`l AS (UPDATE ${s}.legs SET result = NULL, rolled_back = true
                 WHERE market_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) AND result IS NOT NULL
                 RETURNING bet_id)`),
        [JSON.stringify(marketIds)],
      );
      return found.length;
    },

    async cancelMarkets(scope: CancelScope, cancelled: boolean) {
      if (scope.marketIds.length === 0) return 0;
      const found = await rows(
        markDirty(`l AS (UPDATE ${s}.legs SET cancelled = $2
                 WHERE market_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb))) AND cancelled <> $2
                   AND ($3::bigint IS NULL OR placed_at >= $3::bigint)
                   AND ($4::bigint IS NULL OR placed_at <= $4::bigint)
                 RETURNING bet_id)`),
        [
          JSON.stringify(scope.marketIds),
          cancelled,
          scope.startAt === undefined ? null : String(scope.startAt),
          scope.endAt === undefined ? null : String(scope.endAt),
        ],
      );
      return found.length;
    },

    async exposure(marketIds, currency) {
      const found = await rows(
        // The open legs first, through the market index, then their bets by key: never a walk over
        // the bets probing the legs (quadratic when the statistics lag behind a fast-growing book).
        `WITH l AS MATERIALIZED (
           SELECT l.bet_id, l.fixture_id, l.market_id, l.selection_id FROM ${s}.legs l
           WHERE l.result IS NULL AND NOT l.cancelled
             AND ($1::jsonb IS NULL OR l.market_id = ANY (ARRAY(SELECT jsonb_array_elements_text($1::jsonb))))),
         ol AS (
           SELECT l.fixture_id, l.market_id, l.selection_id, b.currency, b.bet_id, b.stake_left_minor AS stake,
             floor(b.potential_minor::numeric * b.stake_left_minor / b.stake_minor)::bigint AS potential
           FROM l JOIN ${s}.bets b ON b.bet_id = l.bet_id
           WHERE b.state IN ('placing', 'open') AND NOT b.final AND ($2::text IS NULL OR b.currency = $2::text)),
         per_selection AS (
           SELECT market_id, currency, jsonb_object_agg(selection_id, potential::text) AS potentials,
             max(potential) AS worst
           FROM (SELECT market_id, currency, selection_id, sum(potential) AS potential FROM ol
                 GROUP BY market_id, currency, selection_id) x
           GROUP BY market_id, currency)
         SELECT m.fixture_id, m.market_id, m.currency, m.open_bets, m.open_stake::text AS open_stake,
           (p.worst - m.open_stake)::text AS liability, p.potentials
         FROM (SELECT min(fixture_id) AS fixture_id, market_id, currency, count(DISTINCT bet_id) AS open_bets,
                 sum(stake) AS open_stake FROM ol GROUP BY market_id, currency) m
         JOIN per_selection p ON p.market_id = m.market_id AND p.currency = m.currency
         ORDER BY m.fixture_id, m.market_id, m.currency`,
        [marketIds === undefined ? null : JSON.stringify(marketIds), currency ?? null],
      );
      return found.map(
        (row): MarketExposure => ({
          fixtureId: String(row.fixture_id),
          marketId: String(row.market_id),
          currency: String(row.currency),
          openBets: num(row.open_bets),
          openStakeMinor: big(row.open_stake),
          liabilityMinor: big(row.liability),
          potentialBySelection: new Map(
            Object.entries(json(row.potentials) as Record<string, string>).map(([id, value]) => [
              id,
              big(value),
            ]),
          ),
        }),
      );
    },

    async prefs(player: PlayerKey) {
      const [row] = await rows(
        `SELECT odds_format, accept_odds FROM ${s}.prefs WHERE vendor_code = $1 AND player_id = $2`,
        [player.vendorCode, player.playerId],
      );
      if (!row) return undefined;
      return {
        oddsFormat: String(row.odds_format) as Prefs['oddsFormat'],
        acceptOdds: String(row.accept_odds) as AcceptOdds,
      };
    },

    async savePrefs(player, prefs) {
      await sql(
        `INSERT INTO ${s}.prefs (vendor_code, player_id, odds_format, accept_odds) VALUES ($1, $2, $3, $4)
         ON CONFLICT (vendor_code, player_id) DO UPDATE SET odds_format = excluded.odds_format,
           accept_odds = excluded.accept_odds`,
        [player.vendorCode, player.playerId, prefs.oddsFormat, prefs.acceptOdds],
      );
    },
  };
}
