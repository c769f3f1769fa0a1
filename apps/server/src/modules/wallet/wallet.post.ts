import type { Database, Tx } from '../../platform/db/client.js';
import { pgCodeOf, RETRYABLE_PG_CODES } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import { batcherFor } from './wallet.batch.js';
import type { WalletErrorCode } from './wallet.errors.js';
import {
  type AccountKey,
  type AccountRef,
  accountKeyOf,
  BULK_SHARDS,
  isSystemKind,
  isTrialClass,
  keyString,
  type OperationType,
  PLAYER_KINDS,
  type PostInput,
  shardFor,
} from './wallet.model.js';
import * as repo from './wallet.repo.js';

/** What an operation answered, stored with it and returned verbatim to every replay. */
export type OperationResult = {
  operationId: string;
  idempotencyKey: string;
  type: OperationType;
  reference: string;
  status: 'posted' | 'refused';
  code?: WalletErrorCode;
  /** For a refusal about an account: which one, and its balance at that moment. */
  account?: { kind: string; ownerId: string; currency: string; balanceMinor: string };
  entries: {
    accountId: string;
    kind: string;
    ownerId: string;
    currency: string;
    amountMinor: string;
    balanceAfterMinor: string;
  }[];
  createdAt: string;
};

export class WalletRefusal extends AppError {
  constructor(readonly result: OperationResult) {
    super(result.code ?? 'WALLET_INVALID_OPERATION', { detail: result.code ?? '' }, result);
  }
}

/** Transfers one operation may carry: what any caller, a route included, may ask for at once. */
export const MAX_TRANSFERS = 32;
/**
 * Transfers one bulk operation may carry (executeBulk: server-initiated payouts, every transfer
 * from a system account). Measured on PostgreSQL 15 (docs/sql-functions.md): wallet_execute posts
 * 1,000 transfers in about 25 ms and 2,000 in about 55 ms, linear in the count, so a bigger
 * operation saves nothing per transfer; the bound keeps the accounts one operation locks, and the
 * time it holds them, small.
 */
export const MAX_BULK_TRANSFERS = 2_000;
const MAX_KEY_LENGTH = 200;
const MAX_TEXT_LENGTH = 500;
const MAX_AMOUNT_MINOR = 10n ** 18n; // far above any real amount, far below bigint overflow in SQL
const MAX_ATTEMPTS = 5;

/** A caller bug: refused at once, not recorded. */
export function invalid(detail: string): AppError {
  return new AppError('WALLET_INVALID_OPERATION', { detail });
}

export function validatePost(input: PostInput, maxTransfers = MAX_TRANSFERS): void {
  if (!input.idempotencyKey || input.idempotencyKey.length > MAX_KEY_LENGTH) throw invalid('idempotency key');
  if (!input.actor || input.actor.length > MAX_TEXT_LENGTH) throw invalid('actor');
  if ((input.reason ?? '').length > MAX_TEXT_LENGTH || (input.reference ?? '').length > MAX_TEXT_LENGTH) {
    throw invalid('reason or reference too long');
  }
  if (input.transfers.length === 0 || input.transfers.length > maxTransfers) throw invalid('transfer count');
  for (const t of input.transfers) {
    if (typeof t.amountMinor !== 'bigint' || t.amountMinor <= 0n || t.amountMinor > MAX_AMOUNT_MINOR) {
      throw invalid('amount must be a positive whole number of minor units');
    }
    for (const ref of [t.from, t.to]) {
      if ('player' in ref && (!ref.player || !(PLAYER_KINDS as readonly string[]).includes(ref.kind))) {
        throw invalid('player account');
      }
      if ('system' in ref && !isSystemKind(ref.system)) throw invalid('system account');
    }
    if (keyString(accountKeyOf(t.from, 0)) === keyString(accountKeyOf(t.to, 0)))
      throw invalid('same account on both sides');
  }
}

/**
 * A bulk operation: every rule of validatePost up to MAX_BULK_TRANSFERS transfers, and every
 * transfer from a system account, so a bulk operation can pay out but never take a player's money.
 */
export function validateBulk(input: PostInput): void {
  validatePost(input, MAX_BULK_TRANSFERS);
  if (input.transfers.some((t) => !('system' in t.from)))
    throw invalid('bulk transfers come from a system account');
}

/** Where each ref lands for this operation: system refs on the key's shard. */
function resolve(
  input: PostInput,
  shards: number,
  bulk = false,
): { keys: AccountKey[]; pairs: [AccountKey, AccountKey, bigint][] } {
  const shard = bulk
    ? shards + shardFor(input.idempotencyKey, BULK_SHARDS)
    : shardFor(input.idempotencyKey, shards);
  const byString = new Map<string, AccountKey>();
  const key = (ref: AccountRef) => {
    const k = accountKeyOf(ref, shard);
    const s = keyString(k);
    const known = byString.get(s);
    if (known) return known;
    byString.set(s, k);
    return k;
  };
  const pairs = input.transfers.map((t): [AccountKey, AccountKey, bigint] => [
    key(t.from),
    key(t.to),
    t.amountMinor,
  ]);
  // One order for every operation (wallet_execute locks the accounts in the order given), so
  // operations on the same accounts queue instead of deadlocking.
  const keys = [...byString.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, k]) => k);
  return { keys, pairs };
}

/** Checks the rules that do not depend on balances: currencies and play-money isolation. */
function staticRefusal(pairs: [AccountKey, AccountKey, bigint][]): WalletErrorCode | undefined {
  for (const [from, to] of pairs) {
    if (from.currency !== to.currency) return 'WALLET_CURRENCY_MISMATCH';
    if (isTrialClass(from.kind) !== isTrialClass(to.kind)) return 'WALLET_TRIAL_ISOLATION';
  }
  return undefined;
}

export type OperationPlan = {
  input: PostInput;
  /** How many rows each system account is spread over. */
  systemShards: number;
  /** A bulk payout: its system rows are the bulk ones after the regular shards. */
  bulk?: boolean;
  inputHash: string;
  /** A reserve creates a hold; a post or void settles one (locked, must be pending). */
  hold?: { action: 'create' } | { action: 'posted' | 'voided'; id: bigint };
};

/** What wallet_execute takes for a plan, and the accounts and transfers its answer is read against. */
function payloadOf(plan: OperationPlan, now: Date) {
  const { input } = plan;
  const { keys, pairs } = resolve(input, plan.systemShards, plan.bulk);
  const index = new Map(keys.map((k, i) => [keyString(k), i + 1]));
  const payload = {
    key: input.idempotencyKey,
    hash: plan.inputHash,
    type: input.type,
    reference: input.reference ?? '',
    actor: input.actor,
    reason: input.reason ?? '',
    now: now.toISOString(),
    accounts: keys.map((k) => ({ ...k, allowNegative: isSystemKind(k.kind) })),
    transfers: pairs.map(([from, to, amount]) => ({
      from: index.get(keyString(from)),
      to: index.get(keyString(to)),
      amount: amount.toString(),
    })),
    refusal: staticRefusal(pairs) ?? null,
    holdId: plan.hold && plan.hold.action !== 'create' ? plan.hold.id.toString() : null,
    holdAction: plan.hold?.action ?? null,
  };
  /** The result of what the database answered for this payload. */
  const resultFrom = (answer: repo.ExecuteAnswer): OperationResult => {
    if (answer.inputHash !== plan.inputHash) throw new AppError('WALLET_IDEMPOTENCY_CONFLICT');
    if (answer.legacy) return { ...answer.legacy, operationId: answer.operationId };
    return resultOf(input, keys, pairs, answer, payload.now);
  };
  return { payload, resultFrom };
}

/** Runs `attempt` again (up to MAX_ATTEMPTS) after a deadlock or serialisation failure, unless in a caller's transaction. */
async function retried<T>(run: (attempt: number) => Promise<T>, inCallerTx: boolean): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (inCallerTx || attempt >= MAX_ATTEMPTS || !RETRYABLE_PG_CODES.has(pgCodeOf(error))) throw error;
      await new Promise((resolveDelay) => setTimeout(resolveDelay, attempt * 5));
    }
  }
}

/**
 * Executes one operation exactly once per idempotency key and returns its result, posted or
 * refused. Business refusals are results, not exceptions; the caller decides whether to throw.
 * The locking, balance rules and writes happen in one database statement (wallet_execute,
 * migration 0010), so an operation costs one round trip; on PostgreSQL, operations that arrive
 * together share that round trip and their commit (wallet.batch.ts), unless `groupCommit` is
 * false (a bulk operation is a batch on its own: sharing its transaction would only make the
 * operations beside it wait for it).
 */
export async function executeOperation(
  database: Database,
  plan: OperationPlan,
  now: Date,
  outerTx?: Tx,
  { groupCommit = true }: { groupCommit?: boolean } = {},
): Promise<OperationResult> {
  const { payload, resultFrom } = payloadOf(plan, now);
  const batcher = outerTx || !groupCommit ? undefined : batcherFor(database);
  return retried(
    async (attempt) =>
      resultFrom(
        attempt === 1 && batcher
          ? await batcher.submit(payload)
          : await repo.executeOperation(outerTx ? { tx: outerTx } : { database }, payload),
      ),
    outerTx !== undefined,
  );
}

/**
 * Executes one operation as executeOperation does and then, in the same statement and
 * transaction, the caller's follow-up SQL function `then.fn(answer, then.args)` (decision 0038):
 * one round trip, no BEGIN or COMMIT. The follow-up writes its own module's tables and may
 * refuse the whole by raising, in which case nothing is kept (the error comes back as thrown).
 */
export async function executeOperationThen(
  database: Database,
  plan: OperationPlan,
  then: { fn: string; args: unknown },
  now: Date,
): Promise<{ result: OperationResult; followed: unknown }> {
  const { payload, resultFrom } = payloadOf(plan, now);
  return retried(async () => {
    const answer = await repo.executeThen(database, payload, then.fn, then.args);
    return { result: resultFrom(answer), followed: answer.followed };
  }, false);
}

/**
 * The operation's result from what the database answered and what the caller asked: the same
 * key with the same input hash has the same accounts and transfers, so a replay rebuilds the
 * first answer exactly.
 */
function resultOf(
  input: PostInput,
  keys: AccountKey[],
  pairs: [AccountKey, AccountKey, bigint][],
  answer: repo.ExecuteAnswer,
  now: string,
): OperationResult {
  const base = {
    operationId: answer.operationId,
    idempotencyKey: input.idempotencyKey,
    type: input.type,
    reference: input.reference ?? '',
    createdAt: answer.createdAt ?? now,
  };
  if (answer.status === 'refused') {
    const refused = answer.refusedAt === null ? undefined : keys[answer.refusedAt - 1];
    return {
      ...base,
      status: 'refused',
      code: (answer.code ?? 'WALLET_INVALID_OPERATION') as WalletErrorCode,
      ...(refused && {
        account: {
          kind: refused.kind,
          ownerId: refused.ownerId,
          currency: refused.currency,
          balanceMinor: answer.balanceMinor ?? '0',
        },
      }),
      entries: [],
    };
  }
  const entries = pairs.flatMap(([from, to, amount], i) =>
    (
      [
        [from, -amount, 2 * i],
        [to, amount, 2 * i + 1],
      ] as const
    ).map(([key, amountMinor, at]) => ({
      accountId: answer.entryAccounts[at] ?? '',
      kind: key.kind,
      ownerId: key.ownerId,
      currency: key.currency,
      amountMinor: amountMinor.toString(),
      balanceAfterMinor: answer.entryBalances[at] ?? '',
    })),
  );
  if (entries.some((e) => e.accountId === '' || e.balanceAfterMinor === '')) {
    throw new Error(
      `wallet_execute answered ${answer.entryAccounts.length} entries for ${pairs.length} transfers`,
    );
  }
  return { ...base, status: 'posted', entries };
}
