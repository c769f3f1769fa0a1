import type { Database, Tx } from '../../platform/db/client.js';
import {
  type AccountRef,
  inputHashOf,
  type OperationType,
  type PlayerKind,
  type PostInput,
} from './wallet.model.js';
import { executeOperation, invalid, type OperationResult, validatePost } from './wallet.post.js';
import * as repo from './wallet.repo.js';

/**
 * Two-phase money: reserve moves the amount from the player's account to their frozen account
 * and records a hold; post sends it on to its destination (any unposted remainder goes back);
 * void returns it. A hold settles exactly once: post and void lock the hold row and change it
 * only from pending.
 */
export type ReserveInput = {
  idempotencyKey: string;
  type: OperationType;
  player: string;
  /** The account the money is held from; cash by default. */
  kind?: PlayerKind;
  currency?: string;
  amountMinor: bigint;
  reference?: string;
  actor: string;
  reason?: string;
};

export type ReserveResult = OperationResult & { holdId: string };

export async function reserve(
  database: Database,
  systemShards: number,
  input: ReserveInput,
  now: Date,
  tx?: Tx,
): Promise<ReserveResult> {
  const post: PostInput = {
    idempotencyKey: input.idempotencyKey,
    type: input.type,
    transfers: [
      {
        from: { player: input.player, kind: input.kind ?? 'cash', currency: input.currency },
        to: { player: input.player, kind: 'frozen', currency: input.currency },
        amountMinor: input.amountMinor,
      },
    ],
    reference: input.reference,
    actor: input.actor,
    reason: input.reason,
  };
  validatePost(post);
  const result = await executeOperation(
    database,
    {
      input: post,
      systemShards,
      inputHash: inputHashOf(post, { command: 'reserve' }),
      hold: { action: 'create' },
    },
    now,
    tx,
  );
  return { ...result, holdId: result.operationId };
}

export type SettleInput = {
  idempotencyKey: string;
  holdId: string;
  type: OperationType;
  actor: string;
  reason?: string;
  reference?: string;
};

export type PostHoldInput = SettleInput & { to: AccountRef; amountMinor?: bigint };

/** Sends a held amount (all of it, or `amountMinor` of it with the rest returned) to `to`. */
export async function postHold(
  database: Database,
  systemShards: number,
  input: PostHoldInput,
  now: Date,
  tx?: Tx,
): Promise<OperationResult> {
  return settle(database, systemShards, input, 'posted', now, tx);
}

/** Returns a held amount to the account it was held from. */
export async function voidHold(
  database: Database,
  systemShards: number,
  input: SettleInput,
  now: Date,
  tx?: Tx,
): Promise<OperationResult> {
  return settle(database, systemShards, input, 'voided', now, tx);
}

async function settle(
  database: Database,
  systemShards: number,
  input: SettleInput & { to?: AccountRef; amountMinor?: bigint },
  outcome: 'posted' | 'voided',
  now: Date,
  outerTx?: Tx,
): Promise<OperationResult> {
  if (!/^\d{1,19}$/.test(input.holdId)) throw invalid('hold id');
  const holdId = BigInt(input.holdId);
  // The hold's accounts name the transfers; whether it is still pending is decided under its
  // lock inside the operation.
  const db = outerTx ?? database.db;
  const hold = await repo.holdById(db, holdId);
  const frozen = hold ? await repo.accountById(db, hold.frozenAccountId) : undefined;
  const source = hold ? await repo.accountById(db, hold.sourceAccountId) : undefined;
  // Refs are built from the hold when it exists; an unknown hold still gets a well-formed
  // (refused) operation so the refusal is recorded under its key.
  const owner = frozen?.ownerId ?? 'unknown';
  const currency = hold?.currency;
  const frozenRef: AccountRef = { player: owner, kind: 'frozen', currency };
  const sourceRef: AccountRef = {
    player: owner,
    kind: source?.kind === 'bonus' ? 'bonus' : 'cash',
    currency,
  };
  const held = hold?.amountMinor ?? 1n;
  const postAmount = outcome === 'posted' ? (input.amountMinor ?? held) : 0n;
  if (outcome === 'posted' && (postAmount <= 0n || postAmount > held)) throw invalid('post amount');
  const transfers: PostInput['transfers'] = [];
  if (postAmount > 0n && input.to) transfers.push({ from: frozenRef, to: input.to, amountMinor: postAmount });
  if (held - postAmount > 0n)
    transfers.push({ from: frozenRef, to: sourceRef, amountMinor: held - postAmount });
  const post: PostInput = {
    idempotencyKey: input.idempotencyKey,
    type: input.type,
    transfers,
    reference: input.reference ?? input.holdId,
    actor: input.actor,
    reason: input.reason,
  };
  validatePost(post);
  return executeOperation(
    database,
    {
      input: post,
      systemShards,
      inputHash: inputHashOf(post, {
        command: outcome,
        holdId: input.holdId,
        amount: String(input.amountMinor ?? ''),
      }),
      hold: { action: outcome, id: holdId },
    },
    now,
    outerTx,
  );
}
