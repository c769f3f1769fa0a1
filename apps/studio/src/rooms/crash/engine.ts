import { randomBytes } from 'node:crypto';
import {
  CRASH_EDGE_BPS,
  CRASH_MAX_HUNDREDTHS,
  CrashChain,
  crashPoint,
  verifyCrashRound,
} from '@khela/game-math';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { CREDIT_BATCH, createPostings } from '../../outbox-sender.js';
import type { WalletClient } from '../../wallet-client.js';
import type { RoomEvent } from '../hub.js';
import { capMultiplier, chainSeed, multiplierAt, payoutOf, sealBets, timeOf } from './curve.js';
import {
  BetRefusal,
  type BetRow,
  type ChainRow,
  type CrashStore,
  type PostingRow,
  type RoundRow,
} from './store.js';

/**
 * The crash rooms' engine (issue 21, decision 0077): per room a round clock — a betting window,
 * the flight on the published curve, its end at the crash point (or the payout cap), a pause —
 * with the points from the room's hash chain (decision 0073), bets as `debit`s (each its own
 * wallet round), cash-outs decided by the server's clock at the instant they were received, and
 * each bet closed by one `credit` written pending in the statement that settles it.
 */

export type CrashPlayer = {
  vendorCode: string;
  playerId: string;
  currency: string;
  /** The catalogue game launched: the wallet round's game. */
  gameCode: string;
  nickname: string;
};

export type CrashRoomInfo = { code: string; name: { bn: string; en: string } };
export const CRASH_ROOMS: readonly CrashRoomInfo[] = [
  { code: 'CRASH-1', name: { en: 'Khela Crash', bn: 'খেলা ক্র্যাশ' } },
];

/** Stakes and the round's payout cap, as amounts of the player's currency. */
export type CrashLimits = { minStake: string; maxStake: string; maxPayout: string };
export const DEFAULT_CRASH_LIMITS: CrashLimits = {
  minStake: '10.00',
  maxStake: '10000.00',
  maxPayout: '1000000.00',
};

export type CrashTiming = {
  /** The betting window. */
  bettingMs: number;
  /** Between a round's end and the next window. */
  pauseMs: number;
  /** How long a bet whose debit has no answer yet holds the flight after close. */
  placingGraceMs: number;
};
export const DEFAULT_CRASH_TIMING: CrashTiming = { bettingMs: 7000, pauseMs: 3000, placingGraceMs: 2000 };

/** A pending posting this old is sent again (its sender died or got no answer). */
const RESEND_AFTER_MS = 10_000;
const SETTLE_PAGE = 500;
const HISTORY = 30;
const newId = () => randomBytes(10).toString('hex');

export type BetView = {
  nickname: string;
  stake: string;
  currency: string;
  auto?: string;
  state: 'placing' | 'open' | 'cashed' | 'won' | 'lost';
  cashout?: string;
  win?: string;
};

export type RoundView = {
  roundId: string;
  room: string;
  chainNo: number;
  roundNo: number;
  /** The chain's commitment: SHA-256 of round 1's seed, public before its first round. */
  commitment: string;
  state: 'betting' | 'flying' | 'ended';
  opensAt: number;
  closesAt: number;
  publicValue?: string;
  /** The cap as a multiplier ("1234.56"), when the bets could reach the round's maximum payout. */
  cap?: string;
  startedAt?: number;
  /** After the end only: the point, the seed and when it ended. */
  point?: string;
  capped?: boolean;
  seed?: string;
  endsAt?: number;
};

export type RoundRecord = RoundView & {
  previous: string;
  edgeBps: number;
  verified?: { ok: true } | { ok: false; reason: string };
};

export type HistoryEntry = { roundId: string; roundNo: number; point: string; capped: boolean };

export type PlaceInput = { stake: unknown; auto?: unknown; requestId: unknown };
export type PlaceFailure =
  | {
      code:
        | 'INVALID_STAKE'
        | 'INVALID_AUTO'
        | 'INVALID_REQUEST'
        | 'BETTING_CLOSED'
        | 'BETTING_NOT_OPEN'
        | 'ALREADY_BET'
        | 'WALLET_UNAVAILABLE'
        | 'WALLET_REFUSED'
        | 'SESSION_EXPIRED'
        | 'ROOM_NOT_FOUND';
    }
  | { code: 'STAKE_TOO_LOW' | 'STAKE_TOO_HIGH'; min: string; max: string }
  | { code: 'INSUFFICIENT_FUNDS'; balance?: string };
export type PlaceResult =
  | { ok: true; bet: BetView; roundId: string; balance: string }
  | ({ ok: false } & PlaceFailure);

export type CashOutResult =
  | { ok: true; multiplier: string; win: string; at: number }
  | { ok: false; code: 'NO_BET' | 'NOT_FLYING' | 'TOO_LATE' | 'ROOM_NOT_FOUND' }
  | { ok: false; code: 'ALREADY_CASHED'; multiplier: string };

export type CrashEngineOptions = {
  wallet: WalletClient;
  store: CrashStore;
  now?: () => number;
  publish?: (room: string, event: RoomEvent) => void;
  rooms?: readonly CrashRoomInfo[];
  limits?: (currency: string) => CrashLimits;
  timing?: Partial<CrashTiming>;
  logError?: (error: unknown, context: string) => void;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
  creditBatch?: number;
  /** Rounds per chain (tests make it short) and how often a seed is kept. */
  chainLength?: number;
  chainEvery?: number;
  /** A chain's random last seed (tests pass known ones). */
  newSeed?: () => string;
  edgeBps?: number;
  settlePage?: number;
};

/** "2.35" from 235 hundredths. */
export const multiplierText = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** 235 from "2.35" (or "2.3", "2"); undefined for anything else. */
export function hundredthsOf(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^\d{1,5}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

type Live = {
  info: CrashRoomInfo;
  round: RoundRow | undefined;
  chain: ChainRow | undefined;
  /** The live round's bets (not rejected), by bet id. */
  bets: Map<string, BetRow>;
  /** Cash-outs received and still being written: the flight's end waits for them. */
  cashing: Set<Promise<unknown>>;
  history: HistoryEntry[] | undefined;
  /** Players ("vendor:player") with a bet in the round that ended last: a late cash-out is TOO_LATE. */
  lastEnded: Set<string>;
};

export function createCrashEngine(options: CrashEngineOptions) {
  const { wallet, store } = options;
  const now = options.now ?? Date.now;
  const publish = options.publish ?? (() => {});
  const logError = options.logError ?? (() => {});
  const limitsOf = options.limits ?? (() => DEFAULT_CRASH_LIMITS);
  const timing: CrashTiming = { ...DEFAULT_CRASH_TIMING, ...options.timing };
  const edgeBps = options.edgeBps ?? CRASH_EDGE_BPS;
  const chainLength = options.chainLength ?? 100_000;
  const chainEvery = options.chainEvery ?? 1000;
  const newSeed = options.newSeed ?? (() => randomBytes(32).toString('hex'));
  const settlePage = options.settlePage ?? SETTLE_PAGE;
  const postings = createPostings<PostingRow>({
    wallet,
    store,
    context: 'crash',
    sleep: options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
    retryDelaysMs: options.retryDelaysMs ?? [0, 250, 1000],
    creditBatch: options.creditBatch ?? CREDIT_BATCH,
    logError,
  });
  const rooms = options.rooms ?? CRASH_ROOMS;
  const lives = new Map<string, Live>(
    rooms.map((info) => [
      info.code,
      {
        info,
        round: undefined,
        chain: undefined,
        bets: new Map(),
        cashing: new Set(),
        history: undefined,
        lastEnded: new Set(),
      },
    ]),
  );
  const chains = new Map<string, ChainRow>();

  // ---- chains and rounds ---------------------------------------------------------------------

  async function chainOf(room: string, chainNo: number): Promise<ChainRow> {
    const key = `${room}:${chainNo}`;
    let chain = chains.get(key);
    if (!chain) {
      chain = await store.chain(room, chainNo);
      if (!chain) {
        // A new chain: made and its commitment stored before its first round.
        const made = new CrashChain(newSeed(), chainLength, chainEvery);
        const kept: Record<string, string> = {};
        for (let k = chainEvery; k <= chainLength; k += chainEvery) kept[k] = made.seed(k);
        kept[chainLength] = made.seed(chainLength);
        chain = await store.ensureChain(
          { room, chainNo, length: chainLength, every: chainEvery, kept, commitment: made.commitment },
          now(),
        );
      }
      chains.set(key, chain);
    }
    return chain;
  }

  /** The room's live round, opening the next one (the next seed of its chain) when none is. */
  async function ensureLive(live: Live, at: number): Promise<RoundRow> {
    const room = live.info.code;
    let latest = await store.latestRound(room);
    // A round ended and not settled (elsewhere, or before a restart): this tick's sweep settles it.
    if (latest?.state === 'ended') unsettled = true;
    if (!latest || latest.state === 'ended' || latest.state === 'settled') {
      let chainNo = latest?.chainNo ?? (await store.latestChain(room))?.chainNo ?? 1;
      let roundNo = (latest?.roundNo ?? 0) + 1;
      let chain = await chainOf(room, chainNo);
      if (roundNo > chain.length) {
        chainNo += 1;
        roundNo = 1;
        chain = await chainOf(room, chainNo);
      }
      const opensAt = Math.max(at, (latest?.endedAt ?? at) + (latest ? timing.pauseMs : 0));
      const roundId = `${room}-${chainNo}-${roundNo}`;
      const made = await store.openRound({
        roundId,
        room,
        chainNo,
        roundNo,
        opensAt,
        closesAt: opensAt + timing.bettingMs,
      });
      latest = await store.latestRound(room);
      if (!latest) throw new Error('no round');
      if (made) publish(room, { type: 'round', round: roundView(latest, chain), now: at });
    }
    if (live.round?.roundId !== latest.roundId) {
      live.bets = new Map(
        (await store.roundBets(latest.roundId, ['placing', 'open', 'cashed', 'won', 'lost'])).map((bet) => [
          bet.betId,
          bet,
        ]),
      );
      live.cashing = new Set();
    }
    live.round = latest;
    live.chain = await chainOf(room, latest.chainNo);
    return latest;
  }

  const flightEnd = (round: Pick<RoundRow, 'point' | 'cap'>) =>
    Math.min(round.point ?? 100, round.cap ?? CRASH_MAX_HUNDREDTHS + 1);

  function roundView(round: RoundRow, chain: ChainRow): RoundView {
    const ended = round.state === 'ended' || round.state === 'settled';
    const cap = round.cap !== undefined && round.cap <= CRASH_MAX_HUNDREDTHS ? round.cap : undefined;
    return {
      roundId: round.roundId,
      room: round.room,
      chainNo: round.chainNo,
      roundNo: round.roundNo,
      commitment: chain.commitment,
      state: ended ? 'ended' : round.state === 'flying' ? 'flying' : 'betting',
      opensAt: round.opensAt,
      closesAt: round.closesAt,
      ...(round.publicValue ? { publicValue: round.publicValue } : {}),
      ...(cap !== undefined ? { cap: multiplierText(cap) } : {}),
      ...(round.startedAt !== undefined ? { startedAt: round.startedAt } : {}),
      ...(ended && round.point !== undefined
        ? {
            point: multiplierText(round.point),
            capped: cap !== undefined && cap <= round.point,
            seed: chainSeed(chain, round.roundNo),
            ...(round.endsAt !== undefined ? { endsAt: round.endsAt } : {}),
          }
        : {}),
    };
  }

  /** A bet as the room sees it: the nickname masked, amounts as text. */
  function betView(bet: BetRow, round?: RoundRow): BetView {
    const outcome =
      round && (round.state === 'ended' || round.state === 'settled') ? outcomeOf(bet, round) : undefined;
    const state: BetView['state'] =
      bet.state === 'won' || bet.state === 'lost'
        ? bet.state
        : outcome
          ? outcome.won
            ? 'won'
            : 'lost'
          : bet.state === 'rejected'
            ? 'lost'
            : bet.state;
    const cashout = bet.state === 'won' || bet.state === 'cashed' ? bet.cashout : outcome?.cashout;
    return {
      nickname: maskNickname(bet.nickname),
      stake: money(bet.stakeMinor, bet.currency),
      currency: bet.currency,
      ...(bet.auto !== undefined ? { auto: multiplierText(bet.auto) } : {}),
      state,
      ...(cashout !== undefined
        ? { cashout: multiplierText(cashout), win: money(payoutOf(bet.stakeMinor, cashout), bet.currency) }
        : {}),
    };
  }

  /** How a bet of an ended round comes out: its cash-out, its auto cash-out, the cap, or lost. */
  function outcomeOf(
    bet: BetRow,
    round: Pick<RoundRow, 'point' | 'cap'>,
  ): { won: boolean; cashout: number | undefined } {
    if (bet.state === 'won' || bet.state === 'cashed') return { won: true, cashout: bet.cashout };
    if (bet.state !== 'open') return { won: false, cashout: undefined };
    const end = flightEnd(round);
    if (bet.auto !== undefined && bet.auto <= end) return { won: true, cashout: bet.auto };
    if (round.cap !== undefined && round.cap <= (round.point ?? 100))
      return { won: true, cashout: round.cap };
    return { won: false, cashout: undefined };
  }

  // ---- bets ----------------------------------------------------------------------------------

  function rollbackOf(bet: BetRow) {
    const body = {
      playerId: bet.playerId,
      currency: bet.currency,
      transactionId: `${bet.betId}-R0`,
      refTransactionId: `${bet.betId}-D`,
      roundId: bet.betId,
      gameCode: bet.gameCode,
    };
    return { transactionId: body.transactionId, body: JSON.stringify(body) };
  }

  /** A placing bet whose debit got no answer (or came too late): rejected and its debit rolled back. */
  async function abandon(bet: BetRow, reason: string, debitStatus: 'abandoned' | 'done' = 'abandoned') {
    const rollback = rollbackOf(bet);
    const at = now();
    const released = await store.rejectBet({ betId: bet.betId, reason, debitStatus, rollback, at });
    if (released)
      await postings.deliver([
        {
          ...rollback,
          betId: bet.betId,
          vendorCode: bet.vendorCode,
          kind: 'rollback',
          status: 'pending',
          createdAt: at,
        },
      ]);
  }

  async function place(room: string, player: CrashPlayer, input: PlaceInput): Promise<PlaceResult> {
    const at = now();
    const live = lives.get(room);
    if (!live) return { ok: false, code: 'ROOM_NOT_FOUND' };
    const limits = limitsOf(player.currency);
    if (typeof input.requestId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(input.requestId))
      return { ok: false, code: 'INVALID_REQUEST' };
    const stakeMinor = typeof input.stake === 'string' ? minorOf(input.stake, player.currency) : undefined;
    if (stakeMinor === undefined || stakeMinor <= 0n) return { ok: false, code: 'INVALID_STAKE' };
    const min = minorOf(limits.minStake, player.currency) ?? 0n;
    const max = minorOf(limits.maxStake, player.currency) ?? 0n;
    if (stakeMinor < min || stakeMinor > max)
      return {
        ok: false,
        code: stakeMinor < min ? 'STAKE_TOO_LOW' : 'STAKE_TOO_HIGH',
        min: limits.minStake,
        max: limits.maxStake,
      };
    let auto: number | undefined;
    if (input.auto !== undefined && input.auto !== null && input.auto !== '') {
      auto = hundredthsOf(input.auto);
      if (auto === undefined || auto < 101 || auto > CRASH_MAX_HUNDREDTHS)
        return { ok: false, code: 'INVALID_AUTO' };
    }
    const again = await store.betByRequest(player.vendorCode, player.playerId, input.requestId);
    if (again) return answerExisting(player, again);
    const round = live.round;
    if (round?.state !== 'betting' || at >= round.closesAt) return { ok: false, code: 'BETTING_CLOSED' };
    if (at < round.opensAt) return { ok: false, code: 'BETTING_NOT_OPEN' };
    const betId = `X${newId()}`;
    const debitBody = {
      playerId: player.playerId,
      currency: player.currency,
      transactionId: `${betId}-D`,
      roundId: betId,
      gameCode: player.gameCode,
      amount: money(stakeMinor, player.currency),
    };
    let bet: BetRow;
    try {
      bet = await store.insertBet(
        {
          betId,
          roundId: round.roundId,
          vendorCode: player.vendorCode,
          playerId: player.playerId,
          currency: player.currency,
          gameCode: player.gameCode,
          nickname: player.nickname,
          requestId: input.requestId,
          stakeMinor,
          auto,
          placedAt: at,
        },
        { transactionId: debitBody.transactionId, body: JSON.stringify(debitBody) },
      );
    } catch (error) {
      if (!(error instanceof BetRefusal)) throw error;
      if (error.code === 'DUPLICATE_REQUEST') {
        const first = await store.betByRequest(player.vendorCode, player.playerId, input.requestId);
        if (first) return answerExisting(player, first);
      }
      return { ok: false, code: error.code === 'ALREADY_BET' ? 'ALREADY_BET' : 'BETTING_CLOSED' };
    }
    let answer: Awaited<ReturnType<typeof wallet.call<'debit'>>> | undefined;
    try {
      answer = await wallet.call(player.vendorCode, 'debit', debitBody as never);
      if (answer.status === 'INTERNAL_ERROR') answer = undefined;
    } catch (error) {
      logError(error, 'crash debit');
    }
    if (!answer) {
      await abandon(bet, 'WALLET_UNAVAILABLE');
      return { ok: false, code: 'WALLET_UNAVAILABLE' };
    }
    if (answer.status !== 'OK') {
      await store.rejectBet({
        betId,
        reason: answer.status,
        debitStatus: 'refused',
        rollback: undefined,
        at: now(),
      });
      const balance = 'balance' in answer && typeof answer.balance === 'string' ? answer.balance : undefined;
      if (answer.status === 'INSUFFICIENT_FUNDS')
        return { ok: false, code: 'INSUFFICIENT_FUNDS', ...(balance ? { balance } : {}) };
      if (answer.status === 'SESSION_EXPIRED') return { ok: false, code: 'SESSION_EXPIRED' };
      return { ok: false, code: 'WALLET_REFUSED' };
    }
    if (!(await store.betPlaced(betId))) {
      // The window closed and the flight started meanwhile: the debit is undone.
      await abandon(bet, 'BETTING_CLOSED', 'done');
      return { ok: false, code: 'BETTING_CLOSED' };
    }
    const placed: BetRow = { ...bet, state: 'open' };
    if (live.round?.roundId === placed.roundId) live.bets.set(placed.betId, placed);
    publish(room, { type: 'bet', roundId: placed.roundId, bet: betView(placed), now: now() });
    return { ok: true, bet: betView(placed), roundId: placed.roundId, balance: answer.balance };
  }

  async function answerExisting(player: CrashPlayer, bet: BetRow): Promise<PlaceResult> {
    if (bet.state === 'rejected') {
      if (bet.rejectReason === 'INSUFFICIENT_FUNDS') return { ok: false, code: 'INSUFFICIENT_FUNDS' };
      if (bet.rejectReason === 'BETTING_CLOSED') return { ok: false, code: 'BETTING_CLOSED' };
      return {
        ok: false,
        code: bet.rejectReason === 'WALLET_UNAVAILABLE' ? 'WALLET_UNAVAILABLE' : 'WALLET_REFUSED',
      };
    }
    const round = await store.round(bet.roundId);
    return {
      ok: true,
      bet: betView(bet, round),
      roundId: bet.roundId,
      balance: (await balanceOf(player)) ?? '',
    };
  }

  async function balanceOf(player: Pick<CrashPlayer, 'vendorCode' | 'playerId' | 'currency'>) {
    try {
      const answer = await wallet.call(player.vendorCode, 'balance', {
        playerId: player.playerId,
        currency: player.currency,
      });
      return answer.status === 'OK' ? answer.balance : undefined;
    } catch (error) {
      logError(error, 'crash balance');
      return undefined;
    }
  }

  /**
   * A cash-out the server received at `receivedAt` (the socket frame's arrival): paid at the
   * curve's multiplier at that instant if it is before the flight's end, refused (too late) from
   * the end on. Decided by the statement that writes it.
   */
  function cashOut(
    room: string,
    player: Pick<CrashPlayer, 'vendorCode' | 'playerId'>,
    receivedAt = now(),
  ): Promise<CashOutResult> {
    const live = lives.get(room);
    if (!live) return Promise.resolve({ ok: false, code: 'ROOM_NOT_FOUND' });
    const round = live.round;
    const bet = [...live.bets.values()].find(
      (entry) =>
        entry.vendorCode === player.vendorCode &&
        entry.playerId === player.playerId &&
        entry.state !== 'rejected',
    );
    if (!round || !bet || bet.roundId !== round.roundId)
      return Promise.resolve({
        ok: false,
        code: live.lastEnded.has(`${player.vendorCode}:${player.playerId}`) ? 'TOO_LATE' : 'NO_BET',
      });
    if (bet.state === 'cashed' || bet.state === 'won')
      return Promise.resolve({
        ok: false,
        code: 'ALREADY_CASHED',
        multiplier: multiplierText(bet.cashout ?? 100),
      });
    if (round.state !== 'flying' || round.startedAt === undefined || round.endsAt === undefined)
      return Promise.resolve({ ok: false, code: round.state === 'betting' ? 'NOT_FLYING' : 'TOO_LATE' });
    if (bet.state !== 'open') return Promise.resolve({ ok: false, code: 'TOO_LATE' });
    const hundredths = multiplierAt(receivedAt - round.startedAt);
    if (bet.auto !== undefined && bet.auto <= hundredths)
      return Promise.resolve({ ok: false, code: 'ALREADY_CASHED', multiplier: multiplierText(bet.auto) });
    const work = (async (): Promise<CashOutResult> => {
      const row = await store.cashOut(bet.betId, receivedAt, hundredths);
      if (!row) {
        const current = await store.bet(bet.betId);
        if (current?.state === 'cashed' || (current?.state === 'won' && current.cashout !== undefined))
          return { ok: false, code: 'ALREADY_CASHED', multiplier: multiplierText(current.cashout ?? 100) };
        return { ok: false, code: 'TOO_LATE' };
      }
      if (live.bets.has(row.betId)) live.bets.set(row.betId, row);
      publish(room, { type: 'cashout', roundId: row.roundId, bets: [betView(row)], now: now() });
      return {
        ok: true,
        multiplier: multiplierText(hundredths),
        win: money(payoutOf(row.stakeMinor, hundredths), row.currency),
        at: receivedAt,
      };
    })();
    live.cashing.add(work);
    void work.finally(() => live.cashing.delete(work)).catch(() => {});
    return work;
  }

  // ---- the round's life ----------------------------------------------------------------------

  /** betting → flying: stale placings undone, the bets sealed, the point and the cap fixed. */
  async function close(live: Live, round: RoundRow, chain: ChainRow, at: number): Promise<void> {
    const placing = await store.roundBets(round.roundId, ['placing']);
    if (placing.length > 0) {
      if (at < round.closesAt + timing.placingGraceMs) return;
      for (const bet of placing) await abandon(bet, 'WALLET_UNAVAILABLE');
    }
    const open = await store.roundBets(round.roundId, ['open']);
    const publicValue = sealBets(
      open.map((bet) => ({
        betId: bet.betId,
        playerId: bet.playerId,
        stakeMinor: String(bet.stakeMinor),
        auto: bet.auto ?? null,
      })),
    );
    const point = crashPoint(chainSeed(chain, round.roundNo), publicValue, round.roundNo, edgeBps);
    const cap = capMultiplier(open, (currency) => minorOf(limitsOf(currency).maxPayout, currency) ?? 0n);
    const endsAt = at + timeOf(Math.min(point, cap));
    const started = await store.startFlight({
      roundId: round.roundId,
      publicValue,
      point,
      cap,
      startedAt: at,
      endsAt,
      bets: open.length,
    });
    if (!started) return;
    const flying = await store.round(round.roundId);
    if (!flying) return;
    live.round = flying;
    live.bets = new Map(open.map((bet) => [bet.betId, bet]));
    publish(live.info.code, { type: 'flight', round: roundView(flying, chain), now: at });
  }

  /** During the flight: auto cash-outs passed are written, and the multiplier published. */
  async function fly(live: Live, round: RoundRow, at: number): Promise<void> {
    const startedAt = round.startedAt ?? at;
    const m = multiplierAt(at - startedAt);
    const due = [...live.bets.values()].filter(
      (bet) => bet.state === 'open' && bet.auto !== undefined && bet.auto <= m,
    );
    if (due.length > 0) {
      const done = new Set(
        await store.autoCashOuts(
          round.roundId,
          due.map((bet) => ({
            betId: bet.betId,
            auto: bet.auto as number,
            at: startedAt + timeOf(bet.auto as number),
          })),
        ),
      );
      const cashed: BetView[] = [];
      for (const bet of due)
        if (done.has(bet.betId)) {
          const row: BetRow = {
            ...bet,
            state: 'cashed',
            cashout: bet.auto,
            cashedAt: startedAt + timeOf(bet.auto as number),
          };
          live.bets.set(bet.betId, row);
          cashed.push(betView(row));
        }
      if (cashed.length > 0)
        publish(live.info.code, { type: 'cashout', roundId: round.roundId, bets: cashed, now: at });
    }
    publish(live.info.code, {
      type: 'tick',
      roundId: round.roundId,
      elapsed: at - startedAt,
      m: multiplierText(m),
      now: at,
    });
  }

  /** The flight's end: cash-outs received before it written first, then the round ended and settled. */
  async function finish(live: Live, round: RoundRow, chain: ChainRow, at: number): Promise<void> {
    await Promise.allSettled([...live.cashing]);
    if (!(await store.endFlight(round.roundId, at))) {
      // Ended already (elsewhere, or before a restart): this tick's sweep settles it.
      unsettled = true;
      return;
    }
    const ended = (await store.round(round.roundId)) ?? round;
    live.round = ended;
    const bets = [...live.bets.values()].filter((bet) => bet.state !== 'rejected' && bet.state !== 'placing');
    live.lastEnded = new Set(bets.map((bet) => `${bet.vendorCode}:${bet.playerId}`));
    const view = roundView(ended, chain);
    live.history = [historyOf(ended), ...(live.history ?? [])].slice(0, HISTORY);
    publish(live.info.code, {
      type: 'ended',
      round: view,
      bets: bets.map((bet) => betView(bet, ended)),
      now: at,
    });
    unsettled = true;
    await settle(ended);
  }

  function historyOf(round: RoundRow): HistoryEntry {
    const cap = round.cap ?? CRASH_MAX_HUNDREDTHS + 1;
    return {
      roundId: round.roundId,
      roundNo: round.roundNo,
      point: multiplierText(Math.min(round.point ?? 100, cap)),
      capped: cap <= (round.point ?? 100),
    };
  }

  /**
   * An ended round's bets settled a page at a time: each closes its wallet round with one credit
   * (0.00 when lost) written pending in the statement that settles it; credits go out in
   * `credits` batches while the next page is written.
   */
  async function settle(round: RoundRow): Promise<void> {
    for (const bet of await store.roundBets(round.roundId, ['placing']))
      await abandon(bet, 'WALLET_UNAVAILABLE');
    let sending: Promise<unknown> = Promise.resolve();
    for (let pass = 0; pass < 1000; pass += 1) {
      const page = await store.roundBets(round.roundId, ['open', 'cashed'], settlePage);
      if (page.length === 0) break;
      const entries = page.map((bet) => {
        const outcome = outcomeOf(bet, round);
        const payoutMinor =
          outcome.won && outcome.cashout !== undefined ? payoutOf(bet.stakeMinor, outcome.cashout) : 0n;
        const transactionId = `${bet.betId}-C`;
        const body = {
          playerId: bet.playerId,
          currency: bet.currency,
          transactionId,
          roundId: bet.betId,
          gameCode: bet.gameCode,
          amount: money(payoutMinor, bet.currency),
          endRound: true,
        };
        return {
          betId: bet.betId,
          from: bet.state as 'open' | 'cashed',
          won: outcome.won,
          cashout: outcome.won ? outcome.cashout : undefined,
          payoutMinor,
          credit: { transactionId, body: JSON.stringify(body) },
        };
      });
      const written = await store.settleBets(round.roundId, entries, now());
      await sending;
      sending = postings.deliver(written);
      // A bet that moved meanwhile (a cash-out landed) is read again on the next pass.
    }
    await sending;
    await store.roundSettled(round.roundId);
  }

  /** Pending postings a crash or a missing answer left: sent again with the same bytes. */
  async function resend(createdBefore: number): Promise<void> {
    for (;;) {
      const pending = (await store.pendingPostings(createdBefore, 1000)).filter(
        (entry) => !postings.inFlight.has(entry.transactionId),
      );
      if (pending.length === 0) return;
      for (const debit of pending.filter((entry) => entry.kind === 'debit')) {
        const bet = await store.bet(debit.betId);
        if (bet?.state === 'placing') await abandon(bet, 'WALLET_UNAVAILABLE');
        else await store.postingRefused(debit.transactionId, 'ABANDONED');
      }
      const deliveries = await postings.deliver(pending.filter((entry) => entry.kind !== 'debit'));
      if (deliveries.some((delivery) => delivery.outcome === 'unknown') || pending.length < 1000) return;
    }
  }

  let lastSweep = Number.NEGATIVE_INFINITY;
  /** A round ended or a settlement failed: unsettled rounds are looked for on the next tick. */
  let unsettled = true;

  async function tickRoom(live: Live, at: number): Promise<void> {
    let round = await ensureLive(live, at);
    const chain = live.chain ?? (await chainOf(live.info.code, round.chainNo));
    if (round.state === 'betting' && at >= round.closesAt) {
      await close(live, round, chain, at);
      round = live.round ?? round;
    }
    if (round.state === 'flying') {
      if (at >= (round.endsAt ?? at)) {
        await finish(live, round, chain, at);
        await ensureLive(live, at);
      } else await fly(live, round, at);
    }
  }

  /** Moves every room's clock once: postings resent, rounds ended earlier settled, each room stepped. */
  async function tick(at = now()): Promise<void> {
    // Left-over postings and rounds are looked for once a second, not every tick.
    const sweep = at - lastSweep >= 1000 || at < lastSweep;
    if (sweep) {
      lastSweep = at;
      await resend(at - RESEND_AFTER_MS);
    }
    for (const live of lives.values()) {
      try {
        await tickRoom(live, at);
      } catch (error) {
        logError(error, `crash room ${live.info.code}`);
      }
    }
    // Rounds ended but not settled (a crash mid-settlement, or ended elsewhere): settled now.
    if (!sweep && !unsettled) return;
    unsettled = false;
    for (const round of await store.roundsToSettle(20)) {
      try {
        await settle(round);
      } catch (error) {
        unsettled = true;
        logError(error, `crash settle ${round.roundId}`);
      }
    }
  }

  // ---- what the pages read -------------------------------------------------------------------

  async function history(room: string): Promise<HistoryEntry[]> {
    const live = lives.get(room);
    if (!live) return [];
    live.history ??= (await store.history(room, HISTORY)).map(historyOf);
    return live.history;
  }

  /** What a page joining the room starts from (and resumes from after a reconnect). */
  async function snapshot(room: string, player: Pick<CrashPlayer, 'vendorCode' | 'playerId'>) {
    const live = lives.get(room);
    if (!live) return undefined;
    const at = now();
    const round = live.round ?? (await ensureLive(live, at));
    const chain = live.chain ?? (await chainOf(room, round.chainNo));
    const bets = [...live.bets.values()].filter((bet) => bet.state !== 'rejected' && bet.state !== 'placing');
    const mine = bets.find((bet) => bet.vendorCode === player.vendorCode && bet.playerId === player.playerId);
    return {
      round: roundView(round, chain),
      ...(round.state === 'flying' && round.startedAt !== undefined
        ? { m: multiplierText(multiplierAt(Math.min(at, (round.endsAt ?? at) - 1) - round.startedAt)) }
        : {}),
      bets: bets.map((bet) => betView(bet, round)),
      ...(mine ? { mine: betView(mine, round) } : {}),
      history: await history(room),
      now: at,
    };
  }

  /** A round's fairness record: after its end the seed, the previous seed and whether it recomputes. */
  async function record(roundId: string): Promise<RoundRecord | undefined> {
    const round = await store.round(roundId);
    if (!round) return undefined;
    const chain = await chainOf(round.room, round.chainNo);
    const view = roundView(round, chain);
    const previous = round.roundNo === 1 ? chain.commitment : chainSeed(chain, round.roundNo - 1);
    if (!view.seed || !round.publicValue || round.point === undefined)
      return { ...view, previous: round.roundNo === 1 ? chain.commitment : '', edgeBps };
    const check = verifyCrashRound({
      seed: view.seed,
      previous,
      publicValue: round.publicValue,
      roundNo: round.roundNo,
      pointHundredths: round.point,
      edgeBps,
    });
    return { ...view, previous, edgeBps, verified: check };
  }

  return {
    tick,
    place,
    cashOut,
    balanceOf,
    snapshot,
    history,
    record,
    /** At start: every pending posting (a dead process's) sent again. */
    recover: (at = now()) => resend(at + 1),
    rooms: () => rooms,
    live: (room: string) => lives.get(room)?.round,
    limits: limitsOf,
    edgeBps,
    /** Waits for postings and cash-outs this process is still writing. */
    async drain(): Promise<void> {
      for (const live of lives.values()) await Promise.allSettled([...live.cashing]);
      while (postings.inFlight.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

/** "ni***42": the room shows players, never their whole nickname. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 3) return `${chars[0] ?? '*'}**`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export type CrashEngine = ReturnType<typeof createCrashEngine>;
