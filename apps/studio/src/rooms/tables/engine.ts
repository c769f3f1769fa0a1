import { createHash, randomBytes } from 'node:crypto';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { CREDIT_BATCH, createPostings, type Delivery } from '../../outbox-sender.js';
import type { WalletClient } from '../../wallet-client.js';
import type { RoomHub } from '../hub.js';
import type { TableVariant } from '../kinds.js';
import type {
  HistoryEntry,
  MyBet,
  RoundView,
  SpotTotal,
  TableInfo,
  TableOutcome,
  TableSnapshot,
} from './api.js';
import type {
  NewRound,
  PlacementRow,
  RoundRow,
  StoredSpot,
  TablePlayer,
  TablePosting,
  TableStore,
} from './store.js';
import { dealTable, isSpot, opposedSpot, roadsOf, spotReturn } from './variants.js';

/**
 * The live tables' room engine (issue 21, decision 0076). Each table runs rounds on a fixed clock:
 * round n opens at offset + n × cycle, takes bets for `betMs`, is dealt at close (its coup drawn
 * from the round's committed seed and the digest of its bets), animated for `dealMs`, settled, and
 * the next opens. Bets are `debit`s (one per placement, in the player's wallet round of the table
 * round); settlement closes each player's round with one `credit`, written pending in the statement
 * that settles the round and sent in `credits` batches. Every step is a guarded statement: a crash
 * at any point only delays (`tick` finds unfinished rounds and pending postings and finishes them).
 */

export type TableConfig = TableInfo & { offsetMs: number };

export type TableTiming = { betMs: number; dealMs: number; resultMs: number };

export const TABLE_TIMING: TableTiming = { betMs: 15_000, dealMs: 8_000, resultMs: 4_000 };

/** The studio's tables: two or three of each variant, with their limits (BDT). */
export const STUDIO_TABLES: readonly TableConfig[] = [
  table('BAC-1', 'baccarat', 'Baccarat 1', 'বাকারা ১', '10.00', '5000.00', '20000.00', 0),
  table('BAC-2', 'baccarat', 'Baccarat 2 VIP', 'বাকারা ২ ভিআইপি', '100.00', '50000.00', '200000.00', 9_000),
  table('BAC-3', 'baccarat', 'Speed Baccarat', 'স্পিড বাকারা', '10.00', '5000.00', '20000.00', 18_000),
  table('DT-1', 'dragon-tiger', 'Dragon Tiger 1', 'ড্রাগন টাইগার ১', '10.00', '5000.00', '20000.00', 3_000),
  table('DT-2', 'dragon-tiger', 'Dragon Tiger 2', 'ড্রাগন টাইগার ২', '50.00', '20000.00', '80000.00', 12_000),
  table('RL-1', 'roulette', 'Roulette 1', 'রুলেট ১', '10.00', '2000.00', '20000.00', 6_000),
  table('RL-2', 'roulette', 'Roulette 2 VIP', 'রুলেট ২ ভিআইপি', '50.00', '10000.00', '100000.00', 15_000),
  table('AB-1', 'andar-bahar', 'Andar Bahar 1', 'আন্দর বাহার ১', '10.00', '5000.00', '20000.00', 21_000),
  table('AB-2', 'andar-bahar', 'Andar Bahar 2', 'আন্দর বাহার ২', '50.00', '20000.00', '80000.00', 24_000),
];

/**
 * `count` tables: the studio's nine first, then more of each kind in turn ("BAC-4", "DT-3" …), each
 * with its own offset so their rounds do not all close at once.
 */
export function studioTables(count: number): TableConfig[] {
  const out = STUDIO_TABLES.slice(0, count);
  const kinds = [STUDIO_TABLES[0], STUDIO_TABLES[3], STUDIO_TABLES[5], STUDIO_TABLES[7]] as TableConfig[];
  const numbers = new Map<string, number>([
    ['baccarat', 3],
    ['dragon-tiger', 2],
    ['roulette', 2],
    ['andar-bahar', 2],
  ]);
  for (let k = out.length; k < count; k += 1) {
    const base = kinds[k % kinds.length] as TableConfig;
    const n = (numbers.get(base.variant) ?? 0) + 1;
    numbers.set(base.variant, n);
    const prefix = base.code.replace(/-\d+$/, '');
    const digits = String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
    out.push({
      ...base,
      code: `${prefix}-${n}`,
      name: { en: base.name.en.replace(/\d+$/, String(n)), bn: base.name.bn.replace(/[০-৯]+$/, digits) },
      offsetMs: (k * 541) % 27_000,
    });
  }
  return out;
}

function table(
  code: string,
  variant: TableVariant,
  en: string,
  bn: string,
  minStake: string,
  maxStake: string,
  maxTotal: string,
  offsetMs: number,
): TableConfig {
  return { code, variant, name: { en, bn }, minStake, maxStake, maxTotal, offsetMs };
}

export type BetInput = { roundId: string; bets: { spot: string; stake: string }[]; requestId: string };

export type BetFailure =
  | {
      code:
        | 'ROUND_NOT_FOUND'
        | 'BETTING_CLOSED'
        | 'WALLET_UNAVAILABLE'
        | 'WALLET_REFUSED'
        | 'SESSION_EXPIRED';
    }
  | { code: 'INVALID_REQUEST' }
  | { code: 'INVALID_SPOT'; spot: string }
  | { code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH'; spot: string; min: string; max: string }
  | { code: 'TABLE_LIMIT'; max: string }
  | { code: 'BET_OPPOSED'; spot: string; opposed: string }
  | { code: 'INSUFFICIENT_FUNDS'; balance?: string };

export type BetResult = { ok: true; mine: MyBet[]; balance: string } | ({ ok: false } & BetFailure);

export type TableEngineOptions = {
  wallet: WalletClient;
  store: TableStore;
  hub: RoomHub;
  tables?: readonly TableConfig[];
  timing?: TableTiming;
  now?: () => number;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
  newSeed?: () => string;
};

/** A pending posting this old is sent again (its sender died or got no answer). */
const RESEND_AFTER_MS = 10_000;
/** Longest gap between two looks for rounds to move and postings to resend. */
const SWEEP_MS = 1000;
const HISTORY = 72;

export const tableRoom = (code: string) => `table:${code}`;
export const playerRoom = (player: Pick<TablePlayer, 'vendorCode' | 'playerId'>) =>
  `table-player:${player.vendorCode}:${player.playerId}`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const newId = () => randomBytes(12).toString('hex');

export function createTableEngine(options: TableEngineOptions) {
  const { wallet, store, hub } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? (() => {});
  const timing = options.timing ?? TABLE_TIMING;
  const cycle = timing.betMs + timing.dealMs + timing.resultMs;
  const tables = new Map((options.tables ?? STUDIO_TABLES).map((t) => [t.code, t]));
  const newSeed = options.newSeed ?? (() => randomBytes(32).toString('hex'));
  const postings = createPostings<TablePosting>({
    wallet,
    store,
    context: 'tables',
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    retryDelaysMs: options.retryDelaysMs ?? [0, 250, 1000],
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });

  /** What the engine keeps per table: the rounds it knows, history, the room's totals. */
  type TableState = {
    config: TableConfig;
    rounds: Map<string, RoundRow>;
    history: HistoryEntry[];
    historyLoaded: boolean;
    totals: Map<string, { stakeMinor: bigint; players: Set<string> }>;
    totalsRound: string;
    totalsDirty: boolean;
    /** When totals last went out (at most twice a second). */
    totalsAt: number;
  };
  const states = new Map<string, TableState>();
  for (const config of tables.values())
    states.set(config.code, {
      config,
      rounds: new Map(),
      history: [],
      historyLoaded: false,
      totals: new Map(),
      totalsRound: '',
      totalsDirty: false,
      totalsAt: 0,
    });
  type Held = { playerRoundId: string | undefined; placements: PlacementRow[] };
  /** Per round and player: their placements (any state) as this process placed or read them. */
  const held = new Map<string, Map<string, Held>>();
  /** One placement at a time per player (the opposing-bet and table-limit checks read, then write). */
  const playerQueues = new Map<string, Promise<unknown>>();

  function roundNoAt(config: TableConfig, at: number): number {
    return Math.floor((at - config.offsetMs) / cycle);
  }
  function newRound(config: TableConfig, roundNo: number): NewRound {
    const opensAt = config.offsetMs + roundNo * cycle;
    const serverSeed = newSeed();
    return {
      roundId: `${config.code}-${roundNo}`,
      tableCode: config.code,
      roundNo,
      opensAt,
      closesAt: opensAt + timing.betMs,
      settlesAt: opensAt + timing.betMs + timing.dealMs,
      serverSeed,
      serverSeedHash: sha256(serverSeed),
    };
  }
  function viewOf(round: RoundRow): RoundView {
    return {
      roundId: round.roundId,
      table: round.tableCode,
      roundNo: round.roundNo,
      opensAt: round.opensAt,
      closesAt: round.closesAt,
      settlesAt: round.settlesAt,
      nextOpensAt: round.opensAt + cycle,
      serverSeedHash: round.serverSeedHash,
      ...(round.publicValue ? { publicValue: round.publicValue } : {}),
      ...(round.outcome ? { outcome: round.outcome } : {}),
      ...(round.state === 'settled' ? { serverSeed: round.serverSeed } : {}),
    };
  }

  /** The round running at `at` (and the next, committed ahead), written and cached. */
  async function currentRound(state: TableState, at: number): Promise<RoundRow> {
    const n = roundNoAt(state.config, at);
    const ids = [`${state.config.code}-${n}`, `${state.config.code}-${n + 1}`];
    const missing = [n, n + 1]
      .filter((_k, i) => !state.rounds.has(ids[i] as string))
      .map((k) => newRound(state.config, k));
    if (missing.length > 0) {
      await store.ensureRounds(missing);
      for (const id of ids) {
        if (state.rounds.has(id)) continue;
        const row = await store.round(id);
        if (row) state.rounds.set(id, row);
      }
      // Rounds long past are forgotten (their records are in the store).
      for (const [id, row] of state.rounds) if (row.roundNo < n - 2) state.rounds.delete(id);
    }
    const round = state.rounds.get(ids[0] as string);
    if (!round) throw new Error(`round ${ids[0]} not written`);
    return round;
  }

  async function loadHistory(state: TableState): Promise<void> {
    if (state.historyLoaded) return;
    const settled = await store.settledRounds(state.config.code, HISTORY);
    state.history = settled
      .reverse()
      .flatMap((round) =>
        round.outcome ? [{ roundId: round.roundId, roundNo: round.roundNo, outcome: round.outcome }] : [],
      );
    state.historyLoaded = true;
  }

  function totalsView(state: TableState, roundId: string, currency: string): Record<string, SpotTotal> {
    const out: Record<string, SpotTotal> = {};
    if (state.totalsRound !== roundId) return out;
    for (const [spot, total] of state.totals)
      out[spot] = { stake: money(total.stakeMinor, currency), players: total.players.size };
    return out;
  }
  function addTotals(
    state: TableState,
    roundId: string,
    playerKey: string,
    spots: readonly StoredSpot[],
  ): void {
    if (state.totalsRound !== roundId) {
      state.totalsRound = roundId;
      state.totals.clear();
    }
    for (const { spot, stakeMinor } of spots) {
      const total = state.totals.get(spot) ?? { stakeMinor: 0n, players: new Set<string>() };
      total.stakeMinor += BigInt(stakeMinor);
      total.players.add(playerKey);
      state.totals.set(spot, total);
    }
    state.totalsDirty = true;
  }
  /** After a restart the room's totals are read back from the placed bets (one currency: BDT's shown). */
  async function reloadTotals(state: TableState, roundId: string): Promise<void> {
    if (state.totalsRound === roundId) return;
    state.totalsRound = roundId;
    state.totals.clear();
    for (const row of await store.totals(roundId)) {
      const total = state.totals.get(row.spot) ?? { stakeMinor: 0n, players: new Set<string>() };
      total.stakeMinor += row.stakeMinor;
      // Counted players are unknown here: one per holder (a later bet of the same player adds none).
      for (let k = 0; k < row.players; k += 1) total.players.add(`restored:${row.spot}:${k}`);
      state.totals.set(row.spot, total);
    }
  }

  const mineOf = (placements: readonly PlacementRow[], currency: string): MyBet[] => {
    const bySpot = new Map<string, bigint>();
    for (const placement of placements)
      if (placement.state === 'placed' || placement.state === 'placing')
        for (const { spot, stakeMinor } of placement.spots)
          bySpot.set(spot, (bySpot.get(spot) ?? 0n) + BigInt(stakeMinor));
    return [...bySpot].map(([spot, stake]) => ({ spot, stake: money(stake, currency) }));
  };

  /** What a joining player sees: the round now, history, roads, totals, their bets. */
  async function snapshot(tableCode: string, player: TablePlayer): Promise<TableSnapshot> {
    const state = states.get(tableCode);
    if (!state) throw new Error(`no table ${tableCode}`);
    const at = now();
    const round = await currentRound(state, at);
    await loadHistory(state);
    await reloadTotals(state, round.roundId);
    const mine = mineOf(await store.playerPlacements(round.roundId, player), player.currency);
    const roads =
      state.config.variant === 'baccarat' ? roadsOf(state.history.map((h) => h.outcome)) : undefined;
    const { offsetMs: _offset, ...info } = state.config;
    return {
      type: 'table',
      table: info,
      round: viewOf(round),
      history: state.history,
      ...(roads ? { roads } : {}),
      totals: totalsView(state, round.roundId, player.currency),
      players: hub.count(tableRoom(tableCode)),
      mine,
      serverNow: at,
    };
  }

  /** Places bets on a round (one debit), one placement of a player at a time. */
  function place(tableCode: string, player: TablePlayer, input: BetInput): Promise<BetResult> {
    const key = `${player.vendorCode}:${player.playerId}`;
    const previous = playerQueues.get(key) ?? Promise.resolve();
    const run = previous.then(
      () => placeNow(tableCode, player, input),
      () => placeNow(tableCode, player, input),
    );
    playerQueues.set(key, run);
    void run.finally(() => {
      if (playerQueues.get(key) === run) playerQueues.delete(key);
    });
    return run;
  }

  async function placeNow(tableCode: string, player: TablePlayer, input: BetInput): Promise<BetResult> {
    const state = states.get(tableCode);
    if (!state) return { ok: false, code: 'ROUND_NOT_FOUND' };
    const { config } = state;
    const at = now();
    if (input.bets.length === 0 || input.bets.length > 60) return { ok: false, code: 'INVALID_REQUEST' };
    const current = await currentRound(state, at);
    if (input.roundId !== current.roundId) {
      const known = state.rounds.get(input.roundId) ?? (await store.round(input.roundId));
      return {
        ok: false,
        code: known && known.tableCode === tableCode ? 'BETTING_CLOSED' : 'ROUND_NOT_FOUND',
      };
    }
    if (current.state !== 'open' || at >= current.closesAt) return { ok: false, code: 'BETTING_CLOSED' };
    // The request's spots, each once (two stakes on one spot in one request add up).
    const staged = new Map<string, bigint>();
    for (const bet of input.bets) {
      if (!isSpot(config.variant, bet.spot)) return { ok: false, code: 'INVALID_SPOT', spot: bet.spot };
      const stake = minorOf(bet.stake, player.currency);
      if (stake === undefined || stake <= 0n) return { ok: false, code: 'INVALID_REQUEST' };
      staged.set(bet.spot, (staged.get(bet.spot) ?? 0n) + stake);
    }
    const min = minorOf(config.minStake, player.currency) ?? 0n;
    const max = minorOf(config.maxStake, player.currency) ?? 0n;
    const maxTotal = minorOf(config.maxTotal, player.currency) ?? 0n;
    const key = `${player.vendorCode}:${player.playerId}:${player.gameCode}:${player.currency}`;
    const mine = await heldOf(current.roundId, key, player);
    // The same request again: its first answer, whatever the limits say now.
    const repeated = mine.placements.find((placement) => placement.requestId === input.requestId);
    if (repeated) return answerExisting(repeated, player);
    const heldBySpot = new Map<string, bigint>();
    for (const placement of mine.placements)
      if (placement.state === 'placing' || placement.state === 'placed')
        for (const { spot, stakeMinor } of placement.spots)
          heldBySpot.set(spot, (heldBySpot.get(spot) ?? 0n) + BigInt(stakeMinor));
    let total = [...heldBySpot.values()].reduce((sum, v) => sum + v, 0n);
    for (const [spot, stake] of staged) {
      const onSpot = (heldBySpot.get(spot) ?? 0n) + stake;
      if (onSpot < min)
        return { ok: false, code: 'STAKE_TOO_LOW', spot, min: config.minStake, max: config.maxStake };
      if (onSpot > max)
        return { ok: false, code: 'STAKE_TOO_HIGH', spot, min: config.minStake, max: config.maxStake };
      const opposed = opposedSpot(config.variant, spot);
      if (opposed && (heldBySpot.has(opposed) || staged.has(opposed)))
        return { ok: false, code: 'BET_OPPOSED', spot, opposed };
      total += stake;
    }
    if (total > maxTotal) return { ok: false, code: 'TABLE_LIMIT', max: config.maxTotal };

    mine.playerRoundId ??= await store.playerRound(current.roundId, player, `T${newId()}`);
    const { playerRoundId } = mine;
    const placementId = `P${newId()}`;
    const stakeMinor = [...staged.values()].reduce((sum, v) => sum + v, 0n);
    const spots: StoredSpot[] = [...staged].map(([spot, stake]) => ({ spot, stakeMinor: String(stake) }));
    const debitBody = {
      playerId: player.playerId,
      currency: player.currency,
      transactionId: `${placementId}-D`,
      roundId: playerRoundId,
      gameCode: player.gameCode,
      amount: money(stakeMinor, player.currency),
    };
    const debit = { transactionId: debitBody.transactionId, body: JSON.stringify(debitBody) };
    const placement: PlacementRow = {
      placementId,
      playerRoundId,
      roundId: current.roundId,
      requestId: input.requestId,
      spots,
      stakeMinor,
      state: 'placing',
    };
    let written: boolean;
    try {
      written = await store.insertPlacement({ placement, vendorCode: player.vendorCode, debit, now: at });
    } catch (error) {
      // The request id was used before this process knew it (a restart): its first answer.
      if ((error as { code?: unknown }).code !== '23505') throw error;
      const first = await store.placementByRequest(playerRoundId, input.requestId);
      if (!first) throw error;
      return answerExisting(first, player);
    }
    if (!written) return { ok: false, code: 'BETTING_CLOSED' };
    mine.placements.push(placement);
    const [delivery] = await postings.deliver([
      {
        ...debit,
        vendorCode: player.vendorCode,
        kind: 'debit',
        playerRoundId,
        placementId,
        createdAt: at,
      },
    ]);
    return answerDebit(delivery ?? { outcome: 'unknown' }, { placement, mine, player, state });
  }

  /** A player's placements of a round: read once, then kept (one placement of a player at a time). */
  async function heldOf(roundId: string, key: string, player: TablePlayer) {
    let round = held.get(roundId);
    if (!round) {
      round = new Map();
      held.set(roundId, round);
    }
    let mine = round.get(key);
    if (!mine) {
      const placements = await store.playerPlacements(roundId, player);
      mine = { playerRoundId: placements[0]?.playerRoundId, placements };
      round.set(key, mine);
    }
    return mine;
  }

  async function answerDebit(
    delivery: Delivery,
    placed: { placement: PlacementRow; mine: Held; player: TablePlayer; state: TableState },
  ): Promise<BetResult> {
    const { player, placement } = placed;
    if (delivery.outcome === 'done') {
      if (!(await store.placementAnswered(placement.placementId, 'placed'))) {
        placement.state = 'void';
        return { ok: false, code: 'BETTING_CLOSED' };
      }
      placement.state = 'placed';
      addTotals(placed.state, placement.roundId, `${player.vendorCode}:${player.playerId}`, placement.spots);
      return {
        ok: true,
        mine: mineOf(placed.mine.placements, player.currency),
        balance: delivery.balance ?? '',
      };
    }
    if (delivery.outcome === 'refused') {
      await store.placementAnswered(placement.placementId, 'refused');
      placement.state = 'refused';
      if (delivery.status === 'INSUFFICIENT_FUNDS')
        return {
          ok: false,
          code: 'INSUFFICIENT_FUNDS',
          ...(delivery.balance ? { balance: delivery.balance } : {}),
        };
      if (delivery.status === 'SESSION_EXPIRED' || delivery.status === 'PLAYER_NOT_FOUND')
        return { ok: false, code: 'SESSION_EXPIRED' };
      return { ok: false, code: 'WALLET_REFUSED' };
    }
    // No answer: the placement stays placing (it counts against the limits); the close voids it
    // with a rollback unless an answer comes.
    return { ok: false, code: 'WALLET_UNAVAILABLE' };
  }

  async function answerExisting(existing: PlacementRow, player: TablePlayer): Promise<BetResult> {
    if (existing.state === 'placed') {
      const all = await store.playerPlacements(existing.roundId, player);
      return { ok: true, mine: mineOf(all, player.currency), balance: '' };
    }
    if (existing.state === 'refused') return { ok: false, code: 'WALLET_REFUSED' };
    if (existing.state === 'void') return { ok: false, code: 'BETTING_CLOSED' };
    return { ok: false, code: 'WALLET_UNAVAILABLE' };
  }

  function rollbackOf(placement: PlacementRow, player: TablePlayer) {
    const body = {
      playerId: player.playerId,
      currency: player.currency,
      transactionId: `${placement.placementId}-R`,
      refTransactionId: `${placement.placementId}-D`,
      roundId: placement.playerRoundId,
      gameCode: player.gameCode,
    };
    return { transactionId: body.transactionId, body: JSON.stringify(body), vendorCode: player.vendorCode };
  }

  /** open → closed → (placing voided) → dealt: the coup drawn and published. */
  async function deal(state: TableState, round: RoundRow, at: number): Promise<RoundRow> {
    if (round.state === 'open') await store.closeRound(round.roundId);
    let current = (await store.round(round.roundId)) ?? round;
    if (current.state === 'closed') {
      // Placements whose debit got no answer by the close are voided, each with its rollback.
      const written = await store.voidPlacing(current.roundId, rollbackOf, at);
      if (written.length > 0) await postings.deliver(written);
      const ids = await store.placedIds(current.roundId);
      const publicValue = sha256(ids.join('\n'));
      const variant = state.config.variant;
      const outcome = dealTable(variant, current.serverSeed, publicValue, current.roundNo);
      await store.dealRound(current.roundId, publicValue, outcome);
      current = (await store.round(round.roundId)) ?? current;
      if (current.state === 'dealt' || current.state === 'settled') {
        state.rounds.set(current.roundId, current);
        hub.publish(tableRoom(state.config.code), { type: 'dealing', round: viewOf(current) });
      }
    }
    return current;
  }

  /** dealt → settled: every placement's return, one credit per player round, sent in batches. */
  async function settle(state: TableState, round: RoundRow, at: number): Promise<void> {
    const outcome = round.outcome as TableOutcome;
    if (round.state === 'dealt') {
      const players = await store.playerRoundsToSettle(round.roundId);
      const placements: { placementId: string; returnMinor: bigint }[] = [];
      const closing: Parameters<TableStore['settleRound']>[0]['players'] = [];
      for (const player of players) {
        let returnMinor = 0n;
        for (const placement of player.placements) {
          let placementReturn = 0n;
          for (const { spot, stakeMinor } of placement.spots)
            placementReturn += spotReturn(outcome, spot, BigInt(stakeMinor));
          placements.push({ placementId: placement.placementId, returnMinor: placementReturn });
          returnMinor += placementReturn;
        }
        if (player.placements.length === 0) {
          closing.push({ playerRoundId: player.playerRoundId, returnMinor: 0n });
          continue;
        }
        const transactionId = `${player.playerRoundId}-C`;
        const body = {
          playerId: player.playerId,
          currency: player.currency,
          transactionId,
          roundId: player.playerRoundId,
          gameCode: player.gameCode,
          amount: money(returnMinor, player.currency),
          endRound: true,
        };
        closing.push({
          playerRoundId: player.playerRoundId,
          returnMinor,
          credit: { transactionId, vendorCode: player.vendorCode, body: JSON.stringify(body) },
        });
      }
      await store.settleRound({ roundId: round.roundId, placements, players: closing, at });
    }
    const settled = (await store.round(round.roundId)) ?? round;
    if (settled.state !== 'settled') return;
    state.rounds.set(settled.roundId, settled);
    await loadHistory(state);
    if (!state.history.some((entry) => entry.roundId === settled.roundId)) {
      state.history.push({ roundId: settled.roundId, roundNo: settled.roundNo, outcome });
      state.history.sort((a, b) => a.roundNo - b.roundNo);
      if (state.history.length > HISTORY) state.history.splice(0, state.history.length - HISTORY);
    }
    const roads =
      state.config.variant === 'baccarat' ? roadsOf(state.history.map((h) => h.outcome)) : undefined;
    hub.publish(tableRoom(state.config.code), {
      type: 'settled',
      round: viewOf(settled),
      history: state.history,
      ...(roads ? { roads } : {}),
    });
    const credits = await store.postingsOfRound(settled.roundId, 'credit');
    const deliveries = await postings.deliver(credits);
    for (const [k, credit] of credits.entries()) {
      const body = JSON.parse(credit.body) as { playerId: string; amount: string };
      const delivery = deliveries[k];
      hub.publish(playerRoom({ vendorCode: credit.vendorCode, playerId: body.playerId }), {
        type: 'result',
        roundId: settled.roundId,
        table: state.config.code,
        returned: body.amount,
        ...(delivery?.outcome === 'done' && delivery.balance ? { balance: delivery.balance } : {}),
      });
    }
  }

  /** Pending postings left by a crash or a missing answer: sent again (a lost debit's placement waits for its close). */
  async function resend(at: number): Promise<void> {
    const pending = (await store.pendingPostings(at - RESEND_AFTER_MS, 500)).filter(
      (posting) => !postings.inFlight.has(posting.transactionId),
    );
    const others: TablePosting[] = [];
    for (const posting of pending) {
      if (posting.kind !== 'debit') {
        others.push(posting);
        continue;
      }
      const placement = posting.placementId ? await store.placement(posting.placementId) : undefined;
      // A debit whose placement is no longer placing was answered or voided (its rollback undoes it).
      if (placement?.state !== 'placing') await store.postingRefused(posting.transactionId, 'ABANDONED');
    }
    if (others.length > 0) await postings.deliver(others);
  }

  /** Moves every table: rounds written ahead, closed and dealt, settled; totals published; postings resent. */
  async function tick(at = now()): Promise<void> {
    for (const state of states.values()) {
      try {
        const round = await currentRound(state, at);
        for (const roundId of held.keys()) {
          const row = state.rounds.get(roundId);
          if (roundId.startsWith(`${state.config.code}-`) && (!row || row.roundNo < round.roundNo - 1))
            held.delete(roundId);
        }
        if (state.totalsDirty && state.totalsRound === round.roundId && at - state.totalsAt >= 500) {
          state.totalsDirty = false;
          state.totalsAt = at;
          hub.publish(tableRoom(state.config.code), {
            type: 'totals',
            roundId: round.roundId,
            totals: totalsView(state, round.roundId, 'BDT'),
            players: hub.count(tableRoom(state.config.code)),
          });
        }
        const opened = openedAnnounced.get(state.config.code);
        if (opened !== round.roundId && at >= round.opensAt && at < round.closesAt) {
          openedAnnounced.set(state.config.code, round.roundId);
          hub.publish(tableRoom(state.config.code), { type: 'round', round: viewOf(round) });
        }
      } catch (error) {
        logError(error, `table ${state.config.code}`);
      }
    }
    // Rounds to deal or settle, and postings to send again, are looked for at the next round
    // boundary and at most once a second otherwise, not on every tick (an idle studio stays quiet).
    const sweep = at >= nextSweep || at < lastSweep;
    if (!sweep) return;
    lastSweep = at;
    nextSweep = Math.min(at + SWEEP_MS, boundaryAfter(at));
    for (const round of await store.busyRounds(at, 100)) {
      const state = states.get(round.tableCode);
      if (!state) continue;
      try {
        let current = round;
        if (current.state === 'open' || current.state === 'closed') current = await deal(state, current, at);
        if (current.state === 'dealt' && at >= current.settlesAt) await settle(state, current, at);
      } catch (error) {
        logError(error, `table round ${round.roundId}`);
      }
    }
    await resend(at);
  }
  let lastSweep = Number.NEGATIVE_INFINITY;
  let nextSweep = Number.NEGATIVE_INFINITY;
  const openedAnnounced = new Map<string, string>();

  /** The next instant after `at` when some table opens, closes or settles a round. */
  function boundaryAfter(at: number): number {
    let next = Number.POSITIVE_INFINITY;
    for (const config of tables.values()) {
      const opensAt = config.offsetMs + roundNoAt(config, at) * cycle;
      for (const boundary of [
        opensAt + timing.betMs,
        opensAt + timing.betMs + timing.dealMs,
        opensAt + cycle,
      ])
        if (boundary > at && boundary < next) next = boundary;
    }
    return next;
  }

  return {
    tables: [...tables.values()],
    timing,
    cycle,
    snapshot,
    place,
    tick,
    nextBoundary: boundaryAfter,
    /** The round now of a table (tests and the page's boot). */
    current: (tableCode: string) => {
      const state = states.get(tableCode);
      if (!state) throw new Error(`no table ${tableCode}`);
      return currentRound(state, now()).then(viewOf);
    },
    /** A round's public record (the verifier): its seed only once settled. */
    async record(roundId: string): Promise<RoundView | undefined> {
      const round = await store.round(roundId);
      return round ? viewOf(round) : undefined;
    },
    async drain(): Promise<void> {
      await Promise.allSettled([...playerQueues.values()]);
    },
  };
}

export type TableEngine = ReturnType<typeof createTableEngine>;
