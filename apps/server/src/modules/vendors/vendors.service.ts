import { randomBytes, randomUUID } from 'node:crypto';
import {
  VENDOR_CALL_SCHEMAS,
  type VendorCall,
  type VendorProtocolStatus,
  type VendorRequest,
} from '@khela/contract';
import { isCurrencyCode, toDecimalString, tryParseAmount } from '@khela/money';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { retriedTransaction } from '../../platform/db/pg-errors.js';
import type { PlayableGame } from '../games/games.launch.repo.js';
import type { AccountRef, PostInput } from '../wallet/wallet.model.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './vendors.repo.js';
import { canonicalJson, sha256Hex, signatureMatches, timestampAge } from './vendors.signature.js';

/** The vendor code of our own studio: its secret may come from config (KHELA_STUDIO_SECRET). */
export const STUDIO_VENDOR = 'KHELA';

export type VendorDeps = {
  wallet: WalletService;
  /** Unexpected failures (answered INTERNAL_ERROR with the reference). */
  logError?: (error: unknown, reference: string) => void;
};

/** What the route sends back (the exact bytes) and what the call log keeps. */
export type VendorAnswer = {
  body: string;
  status: VendorProtocolStatus;
  vendorCode: string | undefined;
  transactionId: string | undefined;
  replayed: boolean;
  /** Whether the call's log row was written with its transaction (the route logs the others). */
  logged: boolean;
};

/** What the route knows of a call for its log row; the service adds the answer. */
export type CallLogContext = {
  headers: Record<string, string>;
  receivedAt: Date;
  /** performance.now() when the call arrived. */
  started: number;
};

type Answered = { body: string; replayed: boolean; logged: boolean };
/** The log row of a fresh call with this answer (undefined when the route logs it). */
type LogOf = (response: string) => repo.NewCallLog | undefined;
type Done = {
  response: string;
  outcome: 'posted' | 'refused';
  walletOperationId?: string;
  /** Claimed (and logged) by the body's own last statement. */
  claimed?: boolean;
};
/** The transaction id's finished row and the call's log row, for the body's last statement. */
type Finish = (done: Done) => { claim: repo.Claim; log: repo.NewCallLog | undefined };

/** The id was claimed by another transaction meanwhile: roll back, and let its row answer. */
class Taken extends Error {}

/** How long an enabled vendor's secret is kept in memory (decision 0028). */
const CREDENTIAL_TTL_MS = 5_000;

/** A vendor's secrets as kept in memory: `until` is performance.now() ms, `untilMs` epoch ms. */
type KeptCredential = {
  secret: string;
  previous: { secret: string; untilMs: number } | undefined;
  until: number;
};

type Headers = {
  vendor?: string | undefined;
  timestamp?: string | undefined;
  signature?: string | undefined;
};

/** A refusal decided before anything was stored: answered, never recorded as the transaction's answer. */
class Refusal extends Error {
  constructor(
    readonly status: Exclude<VendorProtocolStatus, 'OK'>,
    readonly detail?: string,
    readonly balance?: string,
  ) {
    super(status);
  }
}

type Player = {
  memberId: bigint;
  session: repo.GameSessionRow;
  currency: string;
  playMoney: boolean;
  /** The player's account these calls move: cash, or play money for a trial account. */
  account: AccountRef;
  /** Where the player's money goes to and comes from. */
  counterparty: AccountRef;
};

function json(value: Record<string, unknown>): string {
  return JSON.stringify(value);
}

function refusalBody(refusal: Refusal): string {
  return json({
    status: refusal.status,
    ...(refusal.detail ? { message: refusal.detail } : {}),
    ...(refusal.balance === undefined ? {} : { balance: refusal.balance }),
  });
}

/**
 * The seamless-wallet API (packages/contract/src/vendor-protocol.ts): every call a vendor makes
 * while a player plays, turned into wallet commands and bet records. Money moves only through
 * the wallet, inside the same database transaction that stores the vendor's transaction id and
 * the exact answer, so a replay (even a concurrent one) posts once and answers byte for byte.
 */
export function createVendorService(ctx: AppContext, deps: VendorDeps) {
  const db = ctx.database.db;
  const { wallet } = deps;

  /**
   * Enabled vendors' secrets, kept CREDENTIAL_TTL_MS (decision 0028). A signature that does not
   * match the kept secret is checked again against a fresh read, so a changed secret works at
   * once; a disabled vendor is refused at the latest CREDENTIAL_TTL_MS later. Unknown and
   * disabled codes are not kept (any header value would otherwise take memory).
   */
  const credentials = new Map<string, KeptCredential>();

  /** The vendor's current secret and, during a rotation's grace window, the one it replaced. */
  async function keysOf(vendorCode: string, fresh = false): Promise<KeptCredential | undefined> {
    if (vendorCode === STUDIO_VENDOR && ctx.config.khelaStudioSecret) {
      return { secret: ctx.config.khelaStudioSecret, previous: undefined, until: Number.POSITIVE_INFINITY };
    }
    const kept = credentials.get(vendorCode);
    const t = performance.now();
    if (!fresh && kept && kept.until > t) return kept;
    const credential = await repo.credentialOf(db, vendorCode);
    if (!credential?.enabled) {
      credentials.delete(vendorCode);
      return undefined;
    }
    const previous =
      credential.previousSecret && credential.previousSecretUntil
        ? { secret: credential.previousSecret, untilMs: credential.previousSecretUntil.getTime() }
        : undefined;
    const entry = { secret: credential.secret, previous, until: t + CREDENTIAL_TTL_MS };
    credentials.set(vendorCode, entry);
    return entry;
  }

  /** The secret a vendor signs with now (the in-process studio signs its calls with it). */
  async function secretOf(vendorCode: string, fresh = false): Promise<string | undefined> {
    return (await keysOf(vendorCode, fresh))?.secret;
  }

  /** Whether a signature was made with the current secret or a previous one still in its grace window. */
  function signedWithAny(keys: KeptCredential | undefined, signed: (key: string) => boolean): boolean {
    if (!keys) return false;
    if (signed(keys.secret)) return true;
    return (
      keys.previous !== undefined &&
      keys.previous.untilMs > ctx.now().getTime() &&
      signed(keys.previous.secret)
    );
  }

  /** One transaction, retried on deadlock or serialisation failure (PostgreSQL). */
  const inTransaction = <T>(fn: (tx: Tx) => Promise<T>) => retriedTransaction(db, fn);

  // ── Players, amounts, games ───────────────────────────────────────────────────────

  /** A player id is a member id: digits, or the player is unknown. */
  function memberIdOf(playerId: string): bigint {
    if (!/^[1-9]\d{0,17}$/.test(playerId)) throw new Refusal('UNKNOWN_PLAYER');
    return BigInt(playerId);
  }

  /** A player is known to a vendor through a game session it authenticated. */
  async function playerOf(vendorCode: string, playerId: string, currency?: string): Promise<Player> {
    const memberId = memberIdOf(playerId);
    return playerFrom(vendorCode, memberId, await repo.latestGameSession(db, vendorCode, memberId), currency);
  }

  function playerFrom(
    vendorCode: string,
    memberId: bigint,
    session: repo.GameSessionRow | undefined,
    currency: string | undefined,
  ): Player {
    if (!session) throw new Refusal('UNKNOWN_PLAYER');
    const playerId = memberId.toString();
    if (currency !== undefined && currency !== session.currency) {
      throw new Refusal('WRONG_CURRENCY', `the player's currency is ${session.currency}`);
    }
    const playMoney = session.playMoney;
    return {
      memberId,
      session,
      currency: session.currency,
      playMoney,
      account: { player: playerId, kind: playMoney ? 'trial' : 'cash', currency: session.currency },
      counterparty: playMoney
        ? { system: 'trial_bank', currency: session.currency }
        : { system: 'vendor', ownerId: vendorCode, currency: session.currency },
    };
  }

  async function balanceMinorOf(player: Player): Promise<bigint> {
    const balances = await wallet.balancesOf(player.memberId.toString(), player.currency);
    return player.playMoney ? balances.trialMinor : balances.cashMinor;
  }
  const money = (player: Player, minor: bigint) => {
    if (!isCurrencyCode(player.currency)) throw new Refusal('WRONG_CURRENCY');
    return toDecimalString(minor, player.currency);
  };
  const balanceText = async (player: Player) => money(player, await balanceMinorOf(player));

  function amountOf(text: string, player: Player, rule: 'positive' | 'non-negative' | 'signed'): bigint {
    if (!isCurrencyCode(player.currency)) throw new Refusal('WRONG_CURRENCY');
    const parsed = tryParseAmount(text, player.currency, { allowNegative: rule === 'signed' });
    if (!parsed.ok) throw new Refusal('INVALID_AMOUNT', parsed.error.message);
    if (rule !== 'non-negative' && parsed.value === 0n)
      throw new Refusal('INVALID_AMOUNT', 'amount must not be zero');
    return parsed.value;
  }

  /** The game a round is played in; a trial player only plays games with free trial. */
  function playableFor(found: PlayableGame | undefined, player: Player): PlayableGame {
    if (!found || found.status === 'inactive' || found.vendorStatus === 'inactive') {
      throw new Refusal('GAME_NOT_AVAILABLE');
    }
    if (player.playMoney && found.supportPlay !== 0) {
      throw new Refusal('GAME_NOT_AVAILABLE', 'this game has no free trial');
    }
    if (found.status === 'maintenance' || found.vendorStatus === 'maintenance') {
      throw new Refusal('GAME_MAINTENANCE');
    }
    return found;
  }

  /** The player's balance after a posted operation, from its own entries. */
  function balanceAfter(result: OperationResult, player: Player): bigint | undefined {
    const kind = player.playMoney ? 'trial' : 'cash';
    const entry = result.entries.find((e) => e.ownerId === player.memberId.toString() && e.kind === kind);
    return entry === undefined ? undefined : BigInt(entry.balanceAfterMinor);
  }

  function refusalOfWallet(result: OperationResult, player: Player): Refusal {
    const balance =
      result.account?.balanceMinor === undefined
        ? undefined
        : money(player, BigInt(result.account.balanceMinor));
    switch (result.code) {
      case 'WALLET_INSUFFICIENT_FUNDS':
        return new Refusal('INSUFFICIENT_FUNDS', undefined, balance);
      case 'WALLET_ACCOUNT_FROZEN':
      case 'WALLET_ACCOUNT_CLOSED':
        return new Refusal('UNKNOWN_PLAYER', 'the player account is frozen or closed', balance);
      case 'WALLET_CURRENCY_MISMATCH':
        return new Refusal('WRONG_CURRENCY');
      default:
        return new Refusal('INTERNAL_ERROR', result.code);
    }
  }

  const walletKey = (vendorCode: string, transactionId: string) => `vendor:${vendorCode}:${transactionId}`;
  const actorOf = (vendorCode: string) => `vendor:${vendorCode}`;

  // ── Idempotency ────────────────────────────────────────────────────────────────────

  /** The answer to a transaction id seen before: the first answer, a conflict, or a marker. */
  function answerToKnown(row: repo.CallLookup['known'] & {}, call: VendorCall, requestHash: string): string {
    if (row.kind === 'marker') {
      if (call === 'debit') {
        return refusalBody(new Refusal('TRANSACTION_ROLLED_BACK', 'a rollback named this transaction first'));
      }
      return refusalBody(
        new Refusal('DUPLICATE_TRANSACTION_CONFLICT', 'the id names a rolled-back transaction'),
      );
    }
    if (row.requestHash !== requestHash) {
      return refusalBody(
        new Refusal('DUPLICATE_TRANSACTION_CONFLICT', 'this transactionId was used with a different request'),
      );
    }
    return row.responseBody;
  }

  /**
   * Runs a money call once per (vendor, transactionId): replays answer the stored bytes. The
   * body runs in one transaction whose last statement claims the id with the finished row and
   * the exact answer (decision 0028: no separate claim, completion or log round trip). When the
   * id was taken meanwhile — a concurrent duplicate, or a rollback's marker — the claim finds it
   * (after waiting for that transaction), everything is rolled back, and the row that won
   * answers. The wallet's own idempotency key makes a concurrent duplicate post once meanwhile.
   * A Refusal thrown inside rolls everything back (nothing stored: the vendor may retry the id).
   */
  async function once(
    vendorCode: string,
    call: VendorCall,
    transactionId: string,
    requestHash: string,
    logOf: LogOf,
    fields: Omit<
      repo.NewTransaction,
      'vendorCode' | 'transactionId' | 'requestHash' | 'responseBody' | 'outcome' | 'createdAt'
    >,
    body: (tx: Tx, finish: Finish) => Promise<Done>,
    /** False when the body is one statement that is safe alone (no BEGIN/COMMIT round trips). */
    transaction = true,
    /**
     * The call in one statement, tried first (decision 0038): its answer, or undefined when it
     * does not apply or its booking declined (nothing kept): then the body runs as above.
     */
    fast?: (finish: Finish) => Promise<string | undefined>,
  ): Promise<Answered> {
    const createdAt = ctx.now();
    const finish: Finish = (done) => ({
      claim: {
        ...fields,
        vendorCode,
        transactionId,
        requestHash,
        outcome: done.outcome,
        walletOperationId: done.walletOperationId ?? null,
        responseBody: done.response,
        createdAt,
      },
      // The call's log row is written with the transaction: an acknowledged call is logged.
      log: logOf(done.response),
    });
    const run = async (tx: Tx): Promise<Answered> => {
      const done = await body(tx, finish);
      if (!done.claimed) {
        const { claim, log } = finish(done);
        if (!(await repo.claimAndLog(tx, claim, log)).claimed) throw new Taken();
      }
      return { body: done.response, replayed: false, logged: logOf(done.response) !== undefined };
    };
    try {
      const response = fast && (await fast(finish).catch(declinedAsUndefined));
      if (response !== undefined)
        return { body: response, replayed: false, logged: logOf(response) !== undefined };
      return await (transaction ? inTransaction(run) : run(db));
    } catch (error) {
      // Taken, or a refusal or failure a concurrent duplicate explains (the wallet refuses the
      // same key with another request; its round changed meanwhile): the committed row answers.
      const winner = await repo.transactionOf(db, vendorCode, transactionId);
      if (!winner) throw error;
      return replay(winner, call, requestHash);
    }
  }

  const declinedAsUndefined = (error: unknown): undefined => {
    if (repo.isBookingDeclined(error)) return undefined;
    throw error;
  };

  /** Why a debit or credit found no round it may change (the transaction is then rolled back). */
  async function roundRefusal(
    tx: Tx,
    vendorCode: string,
    request: { roundId: string; gameCode: string },
    player: Player,
    call: 'debit' | 'credit',
  ): Promise<Refusal> {
    const round = await repo.lockRound(tx, vendorCode, request.roundId, false);
    if (!round || round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
      return call === 'debit' && round
        ? new Refusal('UNKNOWN_ROUND', 'the round belongs to another player or game')
        : new Refusal('UNKNOWN_ROUND');
    }
    return call === 'debit'
      ? new Refusal('ROUND_CLOSED')
      : new Refusal('ROUND_CLOSED', 'the round was rolled back');
  }

  // ── The calls ──────────────────────────────────────────────────────────────────────

  async function authenticate(vendorCode: string, request: VendorRequest<'authenticate'>) {
    const now = ctx.now();
    const token = await repo.spendLaunchToken(db, sha256Hex(request.token), vendorCode, now);
    if (!token) throw new Refusal('INVALID_TOKEN');
    const sessionId = randomUUID();
    await repo.insertGameSession(db, {
      id: sessionId,
      memberId: token.memberId,
      loginSessionId: token.loginSessionId,
      vendorCode,
      gameCode: token.gameCode,
      currency: token.currency,
      playMoney: token.playMoney,
      username: token.username,
      nickname: token.nickname,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.config.vendorSessionTtlMs),
    });
    const player = await playerOf(vendorCode, token.memberId.toString());
    return json({
      status: 'OK',
      playerId: token.memberId.toString(),
      currency: token.currency,
      balance: await balanceText(player),
      nickname: token.nickname || token.username,
      sessionId,
    });
  }

  async function balance(vendorCode: string, request: VendorRequest<'balance'>) {
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    return json({ status: 'OK', balance: await balanceText(player) });
  }

  /**
   * The transaction id's earlier row and the player's session in one read: a replay answers the
   * stored bytes before anything else is checked.
   */
  async function lookup(
    vendorCode: string,
    request: { transactionId: string; playerId: string },
    also: { gameCode?: string; balance?: boolean },
  ) {
    return repo.callLookup(ctx.database, {
      vendorCode,
      transactionId: request.transactionId,
      memberId: memberIdOf(request.playerId),
      ...also,
    });
  }

  /**
   * The answer a fresh posting will have if the balance read with the lookup still holds, and
   * what its booking then expects (decision 0038): the booking declines otherwise.
   */
  function expectedAfter(
    player: Player,
    before: bigint | undefined,
    delta: bigint,
    entry: number,
    transactionId: string,
  ) {
    if (before === undefined || before + delta < 0n) return undefined; // a refusal: the long way stores it
    const balanceMinor = before + delta;
    const done: Done = {
      response: okBody(money(player, balanceMinor), transactionId),
      outcome: 'posted',
      claimed: true,
    };
    return { done, expected: { entry, balanceMinor } };
  }

  async function debit(
    vendorCode: string,
    request: VendorRequest<'debit'>,
    requestHash: string,
    logOf: LogOf,
  ): Promise<Answered> {
    // The game is read with the lookup; it only matters once the player is known.
    const {
      known,
      session,
      game: found,
      balanceMinor,
    } = await lookup(vendorCode, request, { gameCode: request.gameCode, balance: true });
    if (known) return replay(known, 'debit', requestHash);
    const player = playerFrom(vendorCode, memberIdOf(request.playerId), session, request.currency);
    const amountMinor = amountOf(request.amount, player, 'positive');
    const game = playableFor(found, player);
    const now = ctx.now();
    if (player.session.expiresAt <= now) throw new Refusal('SESSION_EXPIRED');
    const bet: PostInput = {
      idempotencyKey: walletKey(vendorCode, request.transactionId),
      type: 'bet',
      transfers: [{ from: player.account, to: player.counterparty, amountMinor }],
      reference: `${vendorCode}:${request.roundId}`,
      actor: actorOf(vendorCode),
    };
    const booking = (finished: ReturnType<Finish>): repo.DebitBooking => ({
      round: {
        vendorCode,
        roundId: request.roundId,
        memberId: player.memberId,
        username: player.session.username,
        gameCode: request.gameCode,
        gameType: game.gameType,
        currency: player.currency,
        playMoney: player.playMoney,
        stakeMinor: amountMinor,
        status: 'open',
        openedAt: now,
        updatedAt: now,
      },
      sessionId: player.session.id,
      sessionExpiresAt: new Date(now.getTime() + ctx.config.vendorSessionTtlMs),
      ...finished,
    });
    return once(
      vendorCode,
      'debit',
      request.transactionId,
      requestHash,
      logOf,
      {
        kind: 'debit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      async (tx, finish) => {
        // Money first, then the round (one statement with the claim and the log): a round
        // this debit may not join refuses, and the refusal rolls the posting back with the rest.
        const result = await wallet.execute(bet, tx);
        if (result.status === 'refused') {
          // Recorded by the wallet under the same key: the refusal is this id's answer for good.
          return { response: refusalBody(refusalOfWallet(result, player)), outcome: 'refused' };
        }
        const done: Done = {
          response: okBody(money(player, balanceAfter(result, player) ?? 0n), request.transactionId),
          outcome: 'posted',
          walletOperationId: result.operationId,
          claimed: true,
        };
        const written = await repo.debitRound(tx, booking(finish(done)));
        if (!written.claimed) throw new Taken();
        if (written.roundId === undefined) throw await roundRefusal(tx, vendorCode, request, player, 'debit');
        return done;
      },
      true,
      // The posting and its booking in one statement: the player's entry is the first.
      async (finish) => {
        const after = expectedAfter(player, balanceMinor, -amountMinor, 0, request.transactionId);
        if (!after) return undefined;
        await wallet.executeThen(bet, repo.debitBooking(booking(finish(after.done)), after.expected));
        return after.done.response;
      },
    );
  }

  async function credit(
    vendorCode: string,
    request: VendorRequest<'credit'>,
    requestHash: string,
    logOf: LogOf,
  ): Promise<Answered> {
    // The balance is read with the lookup: a zero credit's answer, a win's expected answer.
    const { known, session, balanceMinor } = await lookup(vendorCode, request, { balance: true });
    if (known) return replay(known, 'credit', requestHash);
    const player = playerFrom(vendorCode, memberIdOf(request.playerId), session, request.currency);
    const amountMinor = amountOf(request.amount, player, 'non-negative');
    // No game checks: the round's debit passed them, and a win is owed even if the game has
    // gone into maintenance or been switched off since (the round must match below).
    const balanceBefore = amountMinor === 0n ? (balanceMinor ?? (await balanceMinorOf(player))) : 0n;
    const now = ctx.now();
    const win: PostInput = {
      idempotencyKey: walletKey(vendorCode, request.transactionId),
      type: 'win',
      transfers: [{ from: player.counterparty, to: player.account, amountMinor }],
      reference: `${vendorCode}:${request.roundId}`,
      actor: actorOf(vendorCode),
    };
    const booking = (finished: ReturnType<Finish>): repo.CreditBooking => ({
      vendorCode,
      roundId: request.roundId,
      memberId: player.memberId,
      gameCode: request.gameCode,
      winMinor: amountMinor,
      settles: request.endRound !== false,
      now,
      ...finished,
    });
    return once(
      vendorCode,
      'credit',
      request.transactionId,
      requestHash,
      logOf,
      {
        kind: 'credit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      async (tx, finish) => {
        // Money first, then the round, as in debit: a refused round rolls the posting back.
        let after = balanceBefore;
        let walletOperationId: string | undefined;
        if (amountMinor > 0n) {
          const result = await wallet.execute(win, tx);
          if (result.status === 'refused') throw refusalOfWallet(result, player);
          after = balanceAfter(result, player) ?? 0n;
          walletOperationId = result.operationId;
        }
        const done: Done = {
          response: okBody(money(player, after), request.transactionId),
          outcome: 'posted',
          ...(walletOperationId ? { walletOperationId } : {}),
          claimed: true,
        };
        // Alone (a zero credit): one statement prepared once per connection.
        const written = await repo.creditRound(tx === db ? ctx.database : tx, booking(finish(done)));
        if (written.roundId === undefined)
          throw await roundRefusal(tx, vendorCode, request, player, 'credit');
        if (!written.claimed) throw new Taken();
        return done;
      },
      // A zero credit is that one statement alone.
      amountMinor > 0n,
      // A win: the posting and its booking in one statement; the player's entry is the second.
      async (finish) => {
        const after =
          amountMinor > 0n && expectedAfter(player, balanceMinor, amountMinor, 1, request.transactionId);
        if (!after) return undefined;
        await wallet.executeThen(win, repo.creditBooking(booking(finish(after.done)), after.expected));
        return after.done.response;
      },
    );
  }

  const replay = (known: repo.CallLookup['known'] & {}, call: VendorCall, requestHash: string) => ({
    body: answerToKnown(known, call, requestHash),
    replayed: true,
    logged: false,
  });

  async function rollback(
    vendorCode: string,
    request: VendorRequest<'rollback'>,
    requestHash: string,
    logOf: LogOf,
  ): Promise<Answered> {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return replay(known, 'rollback', requestHash);
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    if (request.refTransactionId === request.transactionId) {
      throw new Refusal('INVALID_REQUEST', 'refTransactionId must name another transaction');
    }
    const balanceBefore = await balanceMinorOf(player);
    const now = ctx.now();
    return once(
      vendorCode,
      'rollback',
      request.transactionId,
      requestHash,
      logOf,
      {
        kind: 'rollback',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        refTransactionId: request.refTransactionId,
      },
      async (tx) => {
        const unchanged = {
          response: json({ status: 'OK', balance: money(player, balanceBefore) }),
          outcome: 'posted' as const,
        };
        let target = await repo.transactionOf(tx, vendorCode, request.refTransactionId, true);
        if (!target) {
          // Unknown: leave a marker in the debit's slot, so the late debit is refused.
          const marker = await repo.claimTransaction(tx, {
            vendorCode,
            transactionId: request.refTransactionId,
            kind: 'marker',
            requestHash: '',
            memberId: player.memberId,
            roundId: request.roundId,
            gameCode: request.gameCode,
            refTransactionId: request.transactionId,
            outcome: 'marker',
            responseBody: '',
            createdAt: now,
          });
          if (marker !== undefined) return unchanged;
          // The debit arrived meanwhile: roll it back like a known one.
          target = await repo.transactionOf(tx, vendorCode, request.refTransactionId, true);
          if (!target) throw new Error('rollback target vanished');
        }
        if (target.kind === 'marker') return unchanged;
        if (target.kind !== 'debit') throw new Refusal('INVALID_REQUEST', 'only a debit can be rolled back');
        if (target.memberId !== player.memberId || target.roundId !== request.roundId) {
          throw new Refusal('UNKNOWN_ROUND', 'the debit belongs to another player or round');
        }
        // A refused debit moved nothing; a rolled-back one was refunded already.
        if (target.outcome !== 'posted' || target.rolledBackAt) return unchanged;
        const round = await repo.lockRound(tx, vendorCode, request.roundId);
        if (!round) throw new Error('posted debit without a bet record');
        if (round.status === 'settled') throw new Refusal('ROUND_CLOSED', 'the round is settled');
        const result = await wallet.execute(
          {
            idempotencyKey: walletKey(vendorCode, request.transactionId),
            type: 'rollback',
            transfers: [{ from: player.counterparty, to: player.account, amountMinor: target.amountMinor }],
            reference: `${vendorCode}:${request.roundId}:${request.refTransactionId}`,
            actor: actorOf(vendorCode),
            reason: `rollback of ${request.refTransactionId}`,
          },
          tx,
        );
        if (result.status === 'refused') throw refusalOfWallet(result, player);
        await repo.markRolledBack(tx, target.id, now);
        const refunded = round.refundedMinor + target.amountMinor;
        await repo.updateRound(tx, round.id, {
          refundedMinor: refunded,
          updatedAt: now,
          ...(refunded >= round.stakeMinor ? { status: 'rolled_back', settledAt: now } : {}),
        });
        return {
          response: json({ status: 'OK', balance: money(player, balanceAfter(result, player) ?? 0n) }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    );
  }

  async function endRound(vendorCode: string, request: VendorRequest<'endRound'>) {
    const player = await playerOf(vendorCode, request.playerId);
    const now = ctx.now();
    await inTransaction(async (tx) => {
      const round = await repo.lockRound(tx, vendorCode, request.roundId);
      if (!round || round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
        throw new Refusal('UNKNOWN_ROUND');
      }
      if (round.status === 'open') {
        await repo.updateRound(tx, round.id, { status: 'settled', settledAt: now, updatedAt: now });
      }
    });
    return json({ status: 'OK', balance: await balanceText(player) });
  }

  async function adjust(
    vendorCode: string,
    request: VendorRequest<'adjust'>,
    requestHash: string,
    logOf: LogOf,
  ): Promise<Answered> {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return replay(known, 'adjust', requestHash);
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    const signed = amountOf(request.amount, player, 'signed');
    const amountMinor = signed < 0n ? -signed : signed;
    return once(
      vendorCode,
      'adjust',
      request.transactionId,
      requestHash,
      logOf,
      { kind: 'adjust', memberId: player.memberId, amountMinor: signed },
      async (tx) => {
        const result = await wallet.execute(
          {
            idempotencyKey: walletKey(vendorCode, request.transactionId),
            type: 'adjustment',
            transfers: [
              signed > 0n
                ? { from: player.counterparty, to: player.account, amountMinor }
                : { from: player.account, to: player.counterparty, amountMinor },
            ],
            reference: `${vendorCode}:adjust`,
            actor: actorOf(vendorCode),
            reason: request.reason,
          },
          tx,
        );
        if (result.status === 'refused') {
          return { response: refusalBody(refusalOfWallet(result, player)), outcome: 'refused' };
        }
        return {
          response: json({ status: 'OK', balance: money(player, balanceAfter(result, player) ?? 0n) }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    );
  }

  // ── Entry point ────────────────────────────────────────────────────────────────────

  async function dispatch(
    call: VendorCall,
    vendorCode: string,
    request: unknown,
    requestHash: string,
    logOf: LogOf,
  ): Promise<Answered> {
    const fresh = (body: string) => ({ body, replayed: false, logged: false });
    switch (call) {
      case 'authenticate':
        return fresh(await authenticate(vendorCode, request as VendorRequest<'authenticate'>));
      case 'balance':
        return fresh(await balance(vendorCode, request as VendorRequest<'balance'>));
      case 'debit':
        return debit(vendorCode, request as VendorRequest<'debit'>, requestHash, logOf);
      case 'credit':
        return credit(vendorCode, request as VendorRequest<'credit'>, requestHash, logOf);
      case 'rollback':
        return rollback(vendorCode, request as VendorRequest<'rollback'>, requestHash, logOf);
      case 'endRound':
        return fresh(await endRound(vendorCode, request as VendorRequest<'endRound'>));
      case 'adjust':
        return adjust(vendorCode, request as VendorRequest<'adjust'>, requestHash, logOf);
    }
  }

  /**
   * One vendor call from the raw request: signature and replay window first (nothing happens
   * without them), then the body, then the call. Every outcome is an answer, never a throw.
   */
  async function handle(
    call: VendorCall,
    headers: Headers,
    rawBody: string,
    log?: CallLogContext,
  ): Promise<VendorAnswer> {
    const vendorCode =
      headers.vendor && /^[A-Za-z0-9_]{1,32}$/.test(headers.vendor) ? headers.vendor : undefined;
    let transactionId: string | undefined;
    try {
      const keys = vendorCode ? await keysOf(vendorCode) : undefined;
      if (!vendorCode || !keys) throw new Refusal('INVALID_SIGNATURE', 'unknown vendor');
      if (!headers.timestamp || !/^\d{10,16}$/.test(headers.timestamp)) {
        throw new Refusal('STALE_REQUEST', 'missing or malformed timestamp');
      }
      const signed = (key: string) =>
        headers.signature !== undefined &&
        signatureMatches(key, headers.timestamp as string, rawBody, headers.signature);
      if (!signedWithAny(keys, signed)) {
        // The kept secrets may be out of date (a rotation meanwhile): one fresh read decides.
        const current = await keysOf(vendorCode, true);
        if (current?.secret === keys.secret || !signedWithAny(current, signed)) {
          throw new Refusal('INVALID_SIGNATURE');
        }
      }
      const age = timestampAge(headers.timestamp, ctx.now());
      if (age === undefined || age > ctx.config.vendorReplayWindowMs) throw new Refusal('STALE_REQUEST');
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(rawBody);
      } catch {
        throw new Refusal('INVALID_REQUEST', 'the body is not JSON');
      }
      const parsed = VENDOR_CALL_SCHEMAS[call].request.safeParse(parsedJson);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Refusal(
          'INVALID_REQUEST',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const request = parsed.data as Record<string, unknown>;
      transactionId = typeof request.transactionId === 'string' ? request.transactionId : undefined;
      const requestHash = sha256Hex(`${call}:${canonicalJson(request)}`);
      const code = vendorCode;
      const logOf: LogOf = (response) =>
        log && {
          vendorCode: code,
          call,
          headers: log.headers,
          requestBody: rawBody,
          responseBody: response,
          status: statusOf(response),
          transactionId: transactionId ?? null,
          replayed: false,
          receivedAt: log.receivedAt,
          durationMs: Math.round(performance.now() - log.started),
        };
      const answer = await dispatch(call, vendorCode, request, requestHash, logOf);
      return { ...answer, status: statusOf(answer.body), vendorCode, transactionId };
    } catch (error) {
      let refusal: Refusal;
      if (error instanceof Refusal) refusal = error;
      else {
        const reference = randomBytes(6).toString('hex');
        deps.logError?.(error, reference);
        refusal = new Refusal('INTERNAL_ERROR', `reference ${reference}`);
      }
      return {
        body: refusalBody(refusal),
        status: refusal.status,
        vendorCode,
        transactionId,
        replayed: false,
        logged: false,
      };
    }
  }

  return {
    handle,
    secretOf,
    /** Drops the kept secrets of a vendor (after a rotation on this instance). */
    forgetCredential: (vendorCode: string) => void credentials.delete(vendorCode),
    /** Logs a call as received and answered (reconciliation). Never fails the call. */
    async logCall(row: repo.NewCallLog): Promise<void> {
      await repo.insertCallLog(db, row);
    },
    /** A one-time launch token for a vendor's authenticate (the launch call issues it). */
    async issueLaunchToken(input: {
      memberId: string;
      loginSessionId: string;
      vendorCode: string;
      gameCode: string;
      currency: string;
      playMoney: boolean;
      username: string;
      nickname: string;
    }): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(24).toString('base64url');
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + ctx.config.vendorLaunchTokenTtlMs);
      await repo.insertLaunchToken(db, {
        tokenHash: sha256Hex(token),
        memberId: BigInt(input.memberId),
        loginSessionId: input.loginSessionId,
        vendorCode: input.vendorCode,
        gameCode: input.gameCode,
        currency: input.currency,
        playMoney: input.playMoney,
        username: input.username,
        nickname: input.nickname,
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },
    /** A player's bet records, newest first (betting-record page, later issue). */
    playerRecords: (filter: repo.RecordFilter, page: number, pageSize: number) =>
      repo.playerRecords(db, filter, page, pageSize),
    /** Profit and loss per day and game type (profit-and-loss page, later issue). */
    dailyProfit: (query: Parameters<typeof repo.dailyProfit>[1]) => repo.dailyProfit(db, query),
  };
}

/** The OK answer of a debit or credit, written without building an object. */
function okBody(balance: string, transactionId: string): string {
  return `{"status":"OK","balance":${JSON.stringify(balance)},"transactionId":${JSON.stringify(transactionId)}}`;
}

function statusOf(body: string): VendorProtocolStatus {
  if (body.startsWith('{"status":"OK"')) return 'OK';
  const parsed = JSON.parse(body) as { status: VendorProtocolStatus };
  return parsed.status;
}

export type VendorService = ReturnType<typeof createVendorService>;
