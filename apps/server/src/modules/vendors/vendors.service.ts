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
import { pgCodeOf, RETRYABLE_PG_CODES } from '../../platform/db/pg-errors.js';
import type { PlayableGame } from '../games/games.launch.repo.js';
import type { AccountRef } from '../wallet/wallet.model.js';
import type { OperationResult } from '../wallet/wallet.post.js';
import type { WalletService } from '../wallet/wallet.service.js';
import * as repo from './vendors.repo.js';
import { canonicalJson, sha256Hex, signatureMatches, timestampAge } from './vendors.signature.js';

/** The vendor code of our own studio: its secret may come from config (KHELA_STUDIO_SECRET). */
export const STUDIO_VENDOR = 'KHELA';

export type VendorDeps = {
  wallet: WalletService;
  /** A catalogue game by vendor and code, with its vendor's status. */
  gameByCode: (vendorCode: string, gameCode: string) => Promise<PlayableGame | undefined>;
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

  async function secretOf(vendorCode: string): Promise<string | undefined> {
    if (vendorCode === STUDIO_VENDOR && ctx.config.khelaStudioSecret) return ctx.config.khelaStudioSecret;
    const credential = await repo.credentialOf(db, vendorCode);
    return credential?.enabled ? credential.secret : undefined;
  }

  /** Runs fn in one transaction; on PostgreSQL a deadlock or serialisation failure is retried. */
  async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(fn);
      } catch (error) {
        if (attempt >= 5 || !RETRYABLE_PG_CODES.has(pgCodeOf(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 5));
      }
    }
  }

  // ── Players, amounts, games ───────────────────────────────────────────────────────

  /** A player is known to a vendor through a game session it authenticated. */
  async function playerOf(vendorCode: string, playerId: string, currency?: string): Promise<Player> {
    if (!/^[1-9]\d{0,17}$/.test(playerId)) throw new Refusal('UNKNOWN_PLAYER');
    const memberId = BigInt(playerId);
    const session = await repo.latestGameSession(db, vendorCode, memberId);
    if (!session) throw new Refusal('UNKNOWN_PLAYER');
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
  async function gameFor(vendorCode: string, gameCode: string, player: Player) {
    const found = await deps.gameByCode(vendorCode, gameCode);
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
  function answerToKnown(row: repo.TransactionRow, call: VendorCall, requestHash: string): string {
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
   * body runs in a transaction that claimed the id; its answer is stored with it. A Refusal
   * thrown inside rolls everything back (nothing stored: the vendor may retry the id).
   */
  async function once(
    vendorCode: string,
    call: VendorCall,
    transactionId: string,
    requestHash: string,
    claim: Omit<
      repo.NewTransaction,
      'vendorCode' | 'transactionId' | 'requestHash' | 'responseBody' | 'outcome' | 'createdAt'
    >,
    body: (
      tx: Tx,
    ) => Promise<{ response: string; outcome: 'posted' | 'refused'; walletOperationId?: string }>,
  ): Promise<{ body: string; replayed: boolean }> {
    const fresh = await inTransaction(async (tx) => {
      const id = await repo.claimTransaction(tx, {
        ...claim,
        vendorCode,
        transactionId,
        requestHash,
        outcome: 'refused',
        responseBody: '',
        createdAt: ctx.now(),
      });
      if (id === undefined) return undefined;
      const done = await body(tx);
      await repo.completeTransaction(tx, id, {
        outcome: done.outcome,
        walletOperationId: done.walletOperationId ?? null,
        responseBody: done.response,
      });
      return done.response;
    });
    if (fresh !== undefined) return { body: fresh, replayed: false };
    // Another request claimed the id and has committed by now (the claim waited for it).
    const winner = await repo.transactionOf(db, vendorCode, transactionId);
    if (!winner) throw new Error('vendor transaction claimed but not found');
    return { body: answerToKnown(winner, call, requestHash), replayed: true };
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

  async function debit(vendorCode: string, request: VendorRequest<'debit'>, requestHash: string) {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return { body: answerToKnown(known, 'debit', requestHash), replayed: true };
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    const amountMinor = amountOf(request.amount, player, 'positive');
    const game = await gameFor(vendorCode, request.gameCode, player);
    const now = ctx.now();
    if (player.session.expiresAt <= now) throw new Refusal('SESSION_EXPIRED');
    const answer = await once(
      vendorCode,
      'debit',
      request.transactionId,
      requestHash,
      {
        kind: 'debit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      async (tx) => {
        const round = await repo.lockRound(tx, vendorCode, request.roundId);
        if (round) {
          if (round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
            throw new Refusal('UNKNOWN_ROUND', 'the round belongs to another player or game');
          }
          if (round.status !== 'open') throw new Refusal('ROUND_CLOSED');
        }
        const result = await wallet.execute(
          {
            idempotencyKey: walletKey(vendorCode, request.transactionId),
            type: 'bet',
            transfers: [{ from: player.account, to: player.counterparty, amountMinor }],
            reference: `${vendorCode}:${request.roundId}`,
            actor: actorOf(vendorCode),
          },
          tx,
        );
        if (result.status === 'refused') {
          // Recorded by the wallet under the same key: the refusal is this id's answer for good.
          return { response: refusalBody(refusalOfWallet(result, player)), outcome: 'refused' };
        }
        const open =
          round ??
          (await repo.lockOrOpenRound(tx, {
            vendorCode,
            roundId: request.roundId,
            memberId: player.memberId,
            username: player.session.username,
            gameCode: request.gameCode,
            gameType: game.gameType,
            currency: player.currency,
            playMoney: player.playMoney,
            status: 'open',
            openedAt: now,
            updatedAt: now,
          }));
        await repo.updateRound(tx, open.id, {
          stakeMinor: open.stakeMinor + amountMinor,
          debitCount: open.debitCount + 1,
          updatedAt: now,
        });
        await repo.extendGameSession(
          tx,
          player.session.id,
          new Date(now.getTime() + ctx.config.vendorSessionTtlMs),
        );
        const after = balanceAfter(result, player) ?? 0n;
        return {
          response: json({
            status: 'OK',
            balance: money(player, after),
            transactionId: request.transactionId,
          }),
          outcome: 'posted',
          walletOperationId: result.operationId,
        };
      },
    );
    return answer;
  }

  async function credit(vendorCode: string, request: VendorRequest<'credit'>, requestHash: string) {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return { body: answerToKnown(known, 'credit', requestHash), replayed: true };
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    const amountMinor = amountOf(request.amount, player, 'non-negative');
    // No game checks: the round's debit passed them, and a win is owed even if the game has
    // gone into maintenance or been switched off since (the round must match below).
    // A zero credit moves nothing: its balance is read before the transaction.
    const balanceBefore = amountMinor === 0n ? await balanceMinorOf(player) : 0n;
    const now = ctx.now();
    return once(
      vendorCode,
      'credit',
      request.transactionId,
      requestHash,
      {
        kind: 'credit',
        memberId: player.memberId,
        roundId: request.roundId,
        gameCode: request.gameCode,
        amountMinor,
      },
      async (tx) => {
        const round = await repo.lockRound(tx, vendorCode, request.roundId);
        if (!round || round.memberId !== player.memberId || round.gameCode !== request.gameCode) {
          throw new Refusal('UNKNOWN_ROUND');
        }
        if (round.status === 'rolled_back') throw new Refusal('ROUND_CLOSED', 'the round was rolled back');
        let after = balanceBefore;
        let walletOperationId: string | undefined;
        if (amountMinor > 0n) {
          const result = await wallet.execute(
            {
              idempotencyKey: walletKey(vendorCode, request.transactionId),
              type: 'win',
              transfers: [{ from: player.counterparty, to: player.account, amountMinor }],
              reference: `${vendorCode}:${request.roundId}`,
              actor: actorOf(vendorCode),
            },
            tx,
          );
          if (result.status === 'refused') throw refusalOfWallet(result, player);
          after = balanceAfter(result, player) ?? 0n;
          walletOperationId = result.operationId;
        }
        const settles = request.endRound !== false && round.status === 'open';
        await repo.updateRound(tx, round.id, {
          winMinor: round.winMinor + amountMinor,
          creditCount: round.creditCount + 1,
          updatedAt: now,
          ...(settles ? { status: 'settled', settledAt: now } : {}),
        });
        return {
          response: json({
            status: 'OK',
            balance: money(player, after),
            transactionId: request.transactionId,
          }),
          outcome: 'posted',
          ...(walletOperationId ? { walletOperationId } : {}),
        };
      },
    );
  }

  async function rollback(vendorCode: string, request: VendorRequest<'rollback'>, requestHash: string) {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return { body: answerToKnown(known, 'rollback', requestHash), replayed: true };
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

  async function adjust(vendorCode: string, request: VendorRequest<'adjust'>, requestHash: string) {
    const known = await repo.transactionOf(db, vendorCode, request.transactionId);
    if (known) return { body: answerToKnown(known, 'adjust', requestHash), replayed: true };
    const player = await playerOf(vendorCode, request.playerId, request.currency);
    const signed = amountOf(request.amount, player, 'signed');
    const amountMinor = signed < 0n ? -signed : signed;
    return once(
      vendorCode,
      'adjust',
      request.transactionId,
      requestHash,
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
  ): Promise<{ body: string; replayed: boolean }> {
    const fresh = (body: string) => ({ body, replayed: false });
    switch (call) {
      case 'authenticate':
        return fresh(await authenticate(vendorCode, request as VendorRequest<'authenticate'>));
      case 'balance':
        return fresh(await balance(vendorCode, request as VendorRequest<'balance'>));
      case 'debit':
        return debit(vendorCode, request as VendorRequest<'debit'>, requestHash);
      case 'credit':
        return credit(vendorCode, request as VendorRequest<'credit'>, requestHash);
      case 'rollback':
        return rollback(vendorCode, request as VendorRequest<'rollback'>, requestHash);
      case 'endRound':
        return fresh(await endRound(vendorCode, request as VendorRequest<'endRound'>));
      case 'adjust':
        return adjust(vendorCode, request as VendorRequest<'adjust'>, requestHash);
    }
  }

  /**
   * One vendor call from the raw request: signature and replay window first (nothing happens
   * without them), then the body, then the call. Every outcome is an answer, never a throw.
   */
  async function handle(call: VendorCall, headers: Headers, rawBody: string): Promise<VendorAnswer> {
    const vendorCode =
      headers.vendor && /^[A-Za-z0-9_]{1,32}$/.test(headers.vendor) ? headers.vendor : undefined;
    let transactionId: string | undefined;
    try {
      const secret = vendorCode ? await secretOf(vendorCode) : undefined;
      if (!vendorCode || !secret) throw new Refusal('INVALID_SIGNATURE', 'unknown vendor');
      if (!headers.timestamp || !/^\d{10,16}$/.test(headers.timestamp)) {
        throw new Refusal('STALE_REQUEST', 'missing or malformed timestamp');
      }
      if (!headers.signature || !signatureMatches(secret, headers.timestamp, rawBody, headers.signature)) {
        throw new Refusal('INVALID_SIGNATURE');
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
      const answer = await dispatch(call, vendorCode, request, requestHash);
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
      };
    }
  }

  return {
    handle,
    secretOf,
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

function statusOf(body: string): VendorProtocolStatus {
  const parsed = JSON.parse(body) as { status: VendorProtocolStatus };
  return parsed.status;
}

export type VendorService = ReturnType<typeof createVendorService>;
