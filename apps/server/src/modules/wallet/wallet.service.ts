import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { accountHistory, type HistoryQuery } from './wallet.history.js';
import * as holds from './wallet.holds.js';
import {
  type AccountRef,
  accountKeyOf,
  BULK_SHARDS,
  DEFAULT_CURRENCY,
  inputHashOf,
  PLAYER_KINDS,
  type PostInput,
  type SystemKind,
} from './wallet.model.js';
import {
  executeOperation,
  executeOperationThen,
  type OperationResult,
  validateBulk,
  validatePost,
  WalletRefusal,
} from './wallet.post.js';
import { reconcile } from './wallet.reconcile.js';
import * as repo from './wallet.repo.js';
import { type TeamHistoryQuery, teamHistory } from './wallet.team-history.js';

function orThrow<T extends OperationResult>(result: T): T {
  if (result.status === 'refused') throw new WalletRefusal(result);
  return result;
}

/**
 * The only way money moves. Every command takes an idempotency key; the same key with the same
 * input answers the first result, with a different input WALLET_IDEMPOTENCY_CONFLICT.
 * `execute*` return refusals as results; `post*` throw them as WalletRefusal (an AppError).
 * Pass `tx` to make the movement part of the caller's own transaction.
 */
export function createWalletService(ctx: AppContext) {
  const { database } = ctx;
  const shards = ctx.config.walletSystemShards;

  async function execute(input: PostInput, tx?: Tx): Promise<OperationResult> {
    validatePost(input);
    return executeOperation(
      database,
      { input, systemShards: shards, inputHash: inputHashOf(input) },
      ctx.now(),
      tx,
    );
  }

  /** A player's balances in one currency; inside `tx` when given (what that transaction sees). */
  async function balancesOf(player: string, currency = DEFAULT_CURRENCY, tx?: Tx) {
    const rows = await repo.accountsOfOwner(tx ?? database.db, player, [...PLAYER_KINDS]);
    const balance = (kind: string) =>
      rows.find((r) => r.kind === kind && r.currency === currency)?.balanceMinor ?? 0n;
    return {
      currency,
      cashMinor: balance('cash'),
      bonusMinor: balance('bonus'),
      frozenMinor: balance('frozen'),
      pointsMinor: balance('points'),
      trialMinor: balance('trial'),
      commissionMinor: balance('commission'),
      accounts: rows.map((r) => ({
        kind: r.kind,
        currency: r.currency,
        status: r.status,
        balanceMinor: r.balanceMinor,
      })),
    };
  }

  /**
   * An operation checked by `validate`, then the caller's own bookkeeping in the same statement
   * and transaction: the SQL function `then.fn(answer jsonb, args jsonb)`, which writes only its
   * module's tables and may refuse the whole (nothing kept) by raising (decisions 0038, 0048). One
   * round trip, PostgreSQL or PGlite; never shares a group commit.
   */
  async function executeThenChecked(
    validate: (input: PostInput) => void,
    input: PostInput,
    then: { fn: string; args: unknown },
    bulk = false,
  ) {
    validate(input);
    return executeOperationThen(
      database,
      { input, systemShards: shards, bulk, inputHash: inputHashOf(input) },
      then,
      ctx.now(),
    );
  }

  return {
    execute,
    /**
     * `execute`, then the caller's own bookkeeping in the same statement and transaction: the SQL
     * function `then.fn(answer jsonb, args jsonb)`, which writes only its module's tables and may
     * refuse the whole (nothing kept) by raising (decision 0038). One round trip, PostgreSQL or PGlite.
     */
    executeThen: (input: PostInput, then: { fn: string; args: unknown }) =>
      executeThenChecked(validatePost, input, then),
    post: async (input: PostInput, tx?: Tx) => orThrow(await execute(input, tx)),
    /**
     * `execute` for a server-initiated payout (no route reaches it): up to MAX_BULK_TRANSFERS
     * transfers, every one from a system account (else WALLET_INVALID_OPERATION), every other rule
     * as for any operation (one refusal refuses all). Runs alone, outside the group commit.
     */
    executeBulk: async (input: PostInput): Promise<OperationResult> => {
      validateBulk(input);
      return executeOperation(
        database,
        { input, systemShards: shards, bulk: true, inputHash: inputHashOf(input) },
        ctx.now(),
        undefined,
        { groupCommit: false },
      );
    },
    /**
     * `executeBulk`, then the caller's follow-up in the same statement and transaction, as
     * `executeThen` (decision 0048: a settlement pay batch is marked paid with its payment).
     */
    executeBulkThen: (input: PostInput, then: { fn: string; args: unknown }) =>
      executeThenChecked(validateBulk, input, then, true),
    executeReserve: (input: holds.ReserveInput, tx?: Tx) =>
      holds.reserve(database, shards, input, ctx.now(), tx),
    reserve: async (input: holds.ReserveInput, tx?: Tx) =>
      orThrow(await holds.reserve(database, shards, input, ctx.now(), tx)),
    executePostHold: (input: holds.PostHoldInput, tx?: Tx) =>
      holds.postHold(database, shards, input, ctx.now(), tx),
    postHold: async (input: holds.PostHoldInput, tx?: Tx) =>
      orThrow(await holds.postHold(database, shards, input, ctx.now(), tx)),
    executeVoidHold: (input: holds.SettleInput, tx?: Tx) =>
      holds.voidHold(database, shards, input, ctx.now(), tx),
    voidHold: async (input: holds.SettleInput, tx?: Tx) =>
      orThrow(await holds.voidHold(database, shards, input, ctx.now(), tx)),
    balancesOf,
    /** Whether a command with this idempotency key already ran (a caller can tell a replay from a first run). */
    operationKeyExists: (idempotencyKey: string, tx?: Tx) =>
      repo.operationKeyExists(tx ?? database.db, idempotencyKey),
    /** A player's ledger movements, newest first, paged and filtered (records pages). */
    history: (query: HistoryQuery) => accountHistory(database.db, query),
    /** The cash movements of an agent's team (or one member of it), newest first (agent centre). */
    teamHistory: (query: TeamHistoryQuery) => teamHistory(database.db, query),
    /** Recomputes balances from entries and checks every invariant; records the run and any alert. */
    reconcile: (trigger: 'schedule' | 'manual' = 'manual') => reconcile(ctx, trigger),
    /** A system account's balance over all its shards. */
    systemBalance: (kind: SystemKind, ownerId = '', currency = DEFAULT_CURRENCY) =>
      repo.systemBalance(database.db, kind, ownerId, currency),
    /** Freezes (no money out), closes (no movement) or reopens a player account. */
    async setAccountStatus(ref: AccountRef, status: 'open' | 'frozen' | 'closed', inTx?: Tx): Promise<void> {
      const key = accountKeyOf(ref, 0);
      // A system account's status holds for every row it is spread over, bulk rows included.
      const rows = 'system' in ref ? shards + BULK_SHARDS : 1;
      const run = async (tx: Tx) => {
        await repo.createAccounts(
          tx,
          Array.from({ length: rows }, (_, shard) => ({ ...key, shard, allowNegative: 'system' in ref })),
        );
        if ((await repo.setAccountStatus(tx, key, status)) === 0)
          throw new AppError('WALLET_INVALID_OPERATION', { detail: 'account' });
      };
      await (inTx ? run(inTx) : database.db.transaction(run));
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
