import { randomBytes, randomUUID } from 'node:crypto';
import {
  CompiledSlot,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  isClientSeed,
  ProvablyFairSource,
  type RoundResult,
  type SpinResult,
  verify,
} from '@khela/game-math';
import { isCurrencyCode, toDecimalString, tryParseAmount } from '@khela/money';
import { GAME_CODE_PATTERN, nameFromCode, studioGameFor } from './game-map.js';
import type { StudioGame } from './games/index.js';
import { type WalletClient, WalletTransportError } from './wallet-client.js';

/**
 * The studio as a game vendor: sessions, spins paid through the seamless wallet, provably-fair
 * seeds. State lives in memory (a session's seed pair and nonce); the money lives in Khela's
 * ledger, and every round is recomputable from its revealed seeds, so nothing here needs a table.
 *
 * A spin: debit the stake (transaction `<round>-D`), play the whole round (base spin and every
 * free spin) on ProvablyFairSource(serverSeed, clientSeed, nonce), credit the win with
 * endRound (transaction `<round>-C`, "0.00" on a loss). Free spins never debit. A debit that
 * got no answer is rolled back (refTransactionId = the debit); a credit that got no answer is
 * retried with the same transaction id (the wallet is idempotent) until it lands.
 */

/** Draw algorithm of a round's seeds; a new algorithm is a new version (decision 0005). */
export const FAIR_ALGORITHM = 'khela-slot-v1';

export type Lang = 'bn' | 'en';

export type StudioOptions = {
  wallet: WalletClient;
  /** Vendor code a launch signs with when the page does not say (studio games: KHELA). */
  defaultVendor?: string;
  /** Vendor codes the studio holds a secret for (to read the vendor from a demo game code). */
  knownVendor?: (vendorCode: string) => Promise<boolean> | boolean;
  /** The catalogue's display name of a game, if the studio runs beside the catalogue. */
  gameName?: (vendorCode: string, gameCode: string, lang: Lang) => Promise<string | undefined>;
  sessionTtlMs?: number;
  maxSessions?: number;
  now?: () => number;
  logError?: (error: unknown, context: string) => void;
};

type Seeds = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

export type RevealedSeeds = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonces: number;
};

type Session = {
  id: string;
  vendorCode: string;
  gameCode: string;
  game: StudioGame;
  slot: CompiledSlot;
  playerId: string;
  currency: string;
  nickname: string;
  balance: string;
  lang: Lang;
  name: string;
  seeds: Seeds;
  revealed: RevealedSeeds[];
  busy: boolean;
  lastUsed: number;
};

export type StudioFailure =
  | 'SESSION_NOT_FOUND'
  | 'INVALID_STAKE'
  | 'INVALID_CLIENT_SEED'
  | 'SPIN_IN_PROGRESS'
  | 'INSUFFICIENT_FUNDS'
  | 'GAME_MAINTENANCE'
  | 'SESSION_EXPIRED'
  | 'WALLET_REFUSED'
  | 'WALLET_UNAVAILABLE'
  | 'INVALID_TOKEN'
  | 'INVALID_GAME';

export class StudioError extends Error {
  constructor(
    readonly code: StudioFailure,
    readonly balance?: string,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

export type PublicSeeds = { serverSeedHash: string; clientSeed: string; nonce: number; algorithm: string };

export type SessionView = {
  sessionId: string;
  gameCode: string;
  slotCode: string;
  name: string;
  lang: Lang;
  nickname: string;
  currency: string;
  balance: string;
  stakes: readonly string[];
  fairness: PublicSeeds;
};

export type SpinView = {
  window: number[][];
  stops: number[];
  lineWins: { line: number; symbol: number; count: number; cells: [number, number][]; win: string }[];
  scatterCount: number;
  scatterWin: string;
  freeSpinsAwarded: number;
  multiplier: number;
  free: boolean;
  win: string;
};

export type SpinOutcome = {
  roundId: string;
  stake: string;
  win: string;
  balance: string;
  currency: string;
  spins: SpinView[];
  freeSpins: number;
  /** The seeds this round was drawn from (the server seed stays secret until rotation). */
  fairness: PublicSeeds;
  /** Where the next round will draw from. */
  next: PublicSeeds;
  creditPending: boolean;
};

const RETRY_DELAYS_MS = [0, 200, 1000];

function publicSeeds(seeds: Seeds): PublicSeeds {
  return {
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    algorithm: FAIR_ALGORITHM,
  };
}

function newSeeds(clientSeed = generateClientSeed()): Seeds {
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createStudio(options: StudioOptions) {
  const { wallet } = options;
  const now = options.now ?? Date.now;
  const ttl = options.sessionTtlMs ?? 30 * 60_000;
  const maxSessions = options.maxSessions ?? 50_000;
  const sessions = new Map<string, Session>();
  const logError = options.logError ?? (() => {});
  const slots = new Map<string, CompiledSlot>();
  /** Credits that could not be delivered yet (retried in the background, same transaction id). */
  const pendingCredits = new Set<Promise<void>>();
  let closed = false;

  function slotOf(game: StudioGame): CompiledSlot {
    let slot = slots.get(game.definition.code);
    if (!slot) {
      slot = new CompiledSlot(game.definition);
      slots.set(game.definition.code, slot);
    }
    return slot;
  }

  function sweep(): void {
    const cutoff = now() - ttl;
    for (const [id, session] of sessions) {
      if (session.lastUsed < cutoff && !session.busy) sessions.delete(id);
    }
    // Still too many: drop the least recently used (Map keeps insertion order; touch re-inserts).
    while (sessions.size >= maxSessions) {
      const oldest = sessions.keys().next().value;
      if (oldest === undefined) break;
      sessions.delete(oldest);
    }
  }

  function sessionOf(sessionId: string): Session {
    const session = sessions.get(sessionId);
    if (!session || session.lastUsed < now() - ttl) throw new StudioError('SESSION_NOT_FOUND');
    session.lastUsed = now();
    sessions.delete(sessionId);
    sessions.set(sessionId, session);
    return session;
  }

  async function vendorFor(gameCode: string, given: string | undefined): Promise<string> {
    if (given && /^[A-Za-z0-9_-]{1,32}$/.test(given)) return given;
    // Demo catalogue codes start with their vendor code ("PG_RNG_0042").
    const prefix = /^([A-Za-z0-9]+)_/.exec(gameCode)?.[1];
    if (prefix && options.knownVendor && (await options.knownVendor(prefix))) return prefix;
    return options.defaultVendor ?? 'KHELA';
  }

  /**
   * Spends a launch token (authenticate): who is playing, as the wallet knows them. Every studio
   * game starts here, the slots and the book alike.
   */
  async function authenticate(input: { gameCode: string; token: string; vendor?: string | undefined }) {
    if (!GAME_CODE_PATTERN.test(input.gameCode)) throw new StudioError('INVALID_GAME');
    if (!input.token || input.token.length > 512) throw new StudioError('INVALID_TOKEN');
    const vendorCode = await vendorFor(input.gameCode, input.vendor);
    let answer: Awaited<ReturnType<WalletClient['call']>>;
    try {
      answer = await wallet.call(vendorCode, 'authenticate', { token: input.token });
    } catch (error) {
      logError(error, 'authenticate');
      throw new StudioError('WALLET_UNAVAILABLE');
    }
    if (answer.status !== 'OK' || !('playerId' in answer))
      throw new StudioError('INVALID_TOKEN', undefined, answer.status);
    return { vendorCode, ...answer };
  }

  /** GET /play: spends the launch token (authenticate) and opens a studio session. */
  async function launch(input: {
    gameCode: string;
    token: string;
    lang: Lang;
    vendor?: string;
  }): Promise<SessionView> {
    const answer = await authenticate(input);
    const { vendorCode } = answer;
    const game = studioGameFor(input.gameCode);
    const name =
      (await options.gameName?.(vendorCode, input.gameCode, input.lang).catch(() => undefined)) ??
      (game.definition.code === input.gameCode ? game.name[input.lang] : nameFromCode(input.gameCode));
    sweep();
    const session: Session = {
      id: randomBytes(18).toString('base64url'),
      vendorCode,
      gameCode: input.gameCode,
      game,
      slot: slotOf(game),
      playerId: answer.playerId,
      currency: answer.currency,
      nickname: answer.nickname,
      balance: answer.balance,
      lang: input.lang,
      name,
      seeds: newSeeds(),
      revealed: [],
      busy: false,
      lastUsed: now(),
    };
    sessions.set(session.id, session);
    return viewOf(session);
  }

  function viewOf(session: Session): SessionView {
    return {
      sessionId: session.id,
      gameCode: session.gameCode,
      slotCode: session.game.definition.code,
      name: session.name,
      lang: session.lang,
      nickname: session.nickname,
      currency: session.currency,
      balance: session.balance,
      stakes: session.game.stakes,
      fairness: publicSeeds(session.seeds),
    };
  }

  function minorOf(text: string, currency: string): bigint | undefined {
    if (!isCurrencyCode(currency)) return undefined;
    const parsed = tryParseAmount(text, currency);
    return parsed.ok ? parsed.value : undefined;
  }

  function money(minor: bigint, currency: string): string {
    if (!isCurrencyCode(currency))
      throw new StudioError('WALLET_REFUSED', undefined, `unknown currency ${currency}`);
    return toDecimalString(minor, currency);
  }

  /** Calls the wallet, retrying transport failures and INTERNAL_ERROR with the same body. */
  async function callWithRetry<C extends 'credit' | 'rollback'>(
    session: Session,
    call: C,
    request: Parameters<WalletClient['call']>[2] & object,
  ) {
    let lastError: unknown;
    for (const delay of RETRY_DELAYS_MS) {
      if (delay) await sleep(delay);
      try {
        const answer = await wallet.call(session.vendorCode, call, request as never);
        if (answer.status !== 'INTERNAL_ERROR') return answer;
        lastError = new Error('INTERNAL_ERROR');
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  function spinView(spin: SpinResult, free: boolean, lineBetMinor: bigint, session: Session): SpinView {
    const lines = session.game.definition.lines;
    const currency = session.currency;
    return {
      window: spin.window,
      stops: spin.stops,
      lineWins: spin.lineWins.map((win) => ({
        line: win.line,
        symbol: win.symbol,
        count: win.count,
        cells: (lines[win.line] ?? []).slice(0, win.count).map((row, reel): [number, number] => [reel, row]),
        win: money(lineBetMinor * BigInt(win.units * spin.multiplier), currency),
      })),
      scatterCount: spin.scatterCount,
      scatterWin: money(lineBetMinor * BigInt(spin.scatterUnits * spin.multiplier), currency),
      freeSpinsAwarded: spin.freeSpinsAwarded,
      multiplier: spin.multiplier,
      free,
      win: money(lineBetMinor * BigInt(spin.units), currency),
    };
  }

  /** POST /api/spin. */
  async function spin(input: { sessionId: string; stake: string }): Promise<SpinOutcome> {
    const session = sessionOf(input.sessionId);
    const { game, currency } = session;
    const lines = BigInt(game.definition.lines.length);
    const stakeMinor = game.stakes.includes(input.stake) ? minorOf(input.stake, currency) : undefined;
    if (stakeMinor === undefined || stakeMinor <= 0n || stakeMinor % lines !== 0n) {
      throw new StudioError('INVALID_STAKE');
    }
    if (session.busy) throw new StudioError('SPIN_IN_PROGRESS');
    session.busy = true;
    try {
      const roundId = `${game.definition.code.slice(0, 3)}-${randomUUID()}`;
      const debitId = `${roundId}-D`;
      const stake = money(stakeMinor, currency);
      const base = { playerId: session.playerId, currency, roundId, gameCode: session.gameCode };
      let debit: Awaited<ReturnType<WalletClient['call']>>;
      try {
        debit = await wallet.call(session.vendorCode, 'debit', {
          ...base,
          transactionId: debitId,
          amount: stake,
        });
        if (debit.status === 'INTERNAL_ERROR') throw new Error('INTERNAL_ERROR');
      } catch (error) {
        // No answer: the debit may or may not have landed. Roll it back (a marker if it did not).
        logError(error, 'debit');
        await callWithRetry(session, 'rollback', {
          playerId: session.playerId,
          currency,
          transactionId: `${roundId}-R`,
          refTransactionId: debitId,
          roundId,
          gameCode: session.gameCode,
        }).catch((rollbackError: unknown) => logError(rollbackError, 'rollback'));
        throw new StudioError('WALLET_UNAVAILABLE');
      }
      if (debit.status !== 'OK') {
        const balance = 'balance' in debit ? debit.balance : undefined;
        if (balance) session.balance = balance;
        if (debit.status === 'INSUFFICIENT_FUNDS') throw new StudioError('INSUFFICIENT_FUNDS', balance);
        if (debit.status === 'GAME_MAINTENANCE') throw new StudioError('GAME_MAINTENANCE', balance);
        if (debit.status === 'UNKNOWN_PLAYER' || (debit.status as string) === 'SESSION_EXPIRED') {
          throw new StudioError('SESSION_EXPIRED', balance);
        }
        throw new StudioError('WALLET_REFUSED', balance, debit.status);
      }
      // The stake is taken: this nonce is spent whatever happens next.
      const seeds = session.seeds;
      const fairness = publicSeeds(seeds);
      const round: RoundResult = session.slot.playRound(
        new ProvablyFairSource(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
      );
      seeds.nonce += 1;
      const lineBetMinor = stakeMinor / lines;
      const winMinor = lineBetMinor * BigInt(round.units);
      const credit = {
        ...base,
        transactionId: `${roundId}-C`,
        amount: money(winMinor, currency),
        endRound: true,
      };
      let balance = debit.balance;
      let creditPending = false;
      try {
        const answer = await callWithRetry(session, 'credit', credit);
        if (answer.status !== 'OK') throw new Error(`credit refused: ${answer.status}`);
        balance = answer.balance;
      } catch (error) {
        logError(error, 'credit');
        creditPending = true;
        deliverLater(session, credit);
      }
      session.balance = balance;
      return {
        roundId,
        stake,
        win: credit.amount,
        balance,
        currency,
        spins: [
          spinView(round.base, false, lineBetMinor, session),
          ...round.free.map((free) => spinView(free, true, lineBetMinor, session)),
        ],
        freeSpins: round.free.length,
        fairness,
        next: publicSeeds(seeds),
        creditPending,
      };
    } finally {
      session.busy = false;
    }
  }

  /** A credit that got no answer: retried with the same transaction id until it lands. */
  function deliverLater(session: Session, credit: Parameters<WalletClient['call']>[2] & object): void {
    const task = (async () => {
      for (let attempt = 0; attempt < 20 && !closed; attempt += 1) {
        await sleep(Math.min(60_000, 2_000 * 2 ** attempt));
        if (closed) return;
        try {
          const answer = await callWithRetry(session, 'credit', credit);
          if (answer.status === 'OK' || answer.status === 'DUPLICATE_TRANSACTION_CONFLICT') return;
        } catch (error) {
          logError(error, 'credit retry');
        }
      }
    })();
    pendingCredits.add(task);
    void task.finally(() => pendingCredits.delete(task));
  }

  /** Reveals the current server seed and starts a new pair (optionally with the player's client seed). */
  function rotateSeeds(input: { sessionId: string; clientSeed?: string | undefined }) {
    const session = sessionOf(input.sessionId);
    if (input.clientSeed !== undefined && !isClientSeed(input.clientSeed))
      throw new StudioError('INVALID_CLIENT_SEED');
    if (session.busy) throw new StudioError('SPIN_IN_PROGRESS');
    const old = session.seeds;
    const revealed: RevealedSeeds = {
      serverSeed: old.serverSeed,
      serverSeedHash: old.serverSeedHash,
      clientSeed: old.clientSeed,
      nonces: old.nonce,
    };
    session.revealed.unshift(revealed);
    session.revealed.length = Math.min(session.revealed.length, 20);
    session.seeds = newSeeds(input.clientSeed ?? old.clientSeed);
    return { revealed, next: publicSeeds(session.seeds) };
  }

  async function balance(input: { sessionId: string }) {
    const session = sessionOf(input.sessionId);
    try {
      const answer = await wallet.call(session.vendorCode, 'balance', {
        playerId: session.playerId,
        currency: session.currency,
      });
      if (answer.status === 'OK') session.balance = answer.balance;
    } catch (error) {
      if (!(error instanceof WalletTransportError)) throw error;
      logError(error, 'balance');
    }
    return { balance: session.balance, currency: session.currency };
  }

  return {
    authenticate,
    /** The vendor a game's wallet calls sign as (the page's, a demo code's prefix, or KHELA). */
    vendorFor,
    launch,
    spin,
    rotateSeeds,
    balance,
    /** For the page's bootstrap (a reload with a live session id). */
    /** A reload of the game page: the live session of this game, in the language asked for. */
    resume(sessionId: string, gameCode: string, lang: Lang): SessionView {
      const session = sessionOf(sessionId);
      if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
      return { ...viewOf(session), lang };
    },
    gameOfSession: (sessionId: string) => sessionOf(sessionId).game,
    /** Waits for background credits (tests) or drops them (shutdown). */
    async close(): Promise<void> {
      closed = true;
      await Promise.allSettled([...pendingCredits]);
    },
    get sessionCount() {
      return sessions.size;
    },
  };
}

export type Studio = ReturnType<typeof createStudio>;

export type VerifyInput = {
  gameCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** The verifier: recomputes a round from revealed seeds (stake-independent: wins in × stake). */
export function verifyRound(input: VerifyInput) {
  const game = studioGameFor(input.gameCode);
  const slot = new CompiledSlot(game.definition);
  const result = verify(input, (source) => slot.playRound(source));
  if (!result.ok) return { ok: false as const, reason: result.reason };
  const lines = game.definition.lines.length;
  const spins = [result.outcome.base, ...result.outcome.free].map((spin, index) => ({
    window: spin.window,
    stops: spin.stops,
    free: index > 0,
    lineWins: spin.lineWins.map((win) => ({ line: win.line, symbol: win.symbol, count: win.count })),
    scatterCount: spin.scatterCount,
    units: spin.units,
  }));
  return {
    ok: true as const,
    slotCode: game.definition.code,
    algorithm: FAIR_ALGORITHM,
    lines,
    units: result.outcome.units,
    /** The round's win as a multiple of the stake (exact: units / lines). */
    winTimesStake: result.outcome.units / lines,
    spins,
  };
}
