import { createHash } from 'node:crypto';
import { type OPERATION_TYPES, PLAYER_ACCOUNT_KINDS, SYSTEM_ACCOUNT_KINDS } from '@khela/contract';

export const PLAYER_KINDS = PLAYER_ACCOUNT_KINDS;
export type PlayerKind = (typeof PLAYER_KINDS)[number];
export const SYSTEM_KINDS = SYSTEM_ACCOUNT_KINDS;
export type SystemKind = (typeof SYSTEM_KINDS)[number];

export type AccountKind = PlayerKind | SystemKind;

/** Kinds that hold play money: they may only move to and from each other. */
const TRIAL_CLASS: ReadonlySet<AccountKind> = new Set(['trial', 'trial_bank']);
export function isTrialClass(kind: AccountKind): boolean {
  return TRIAL_CLASS.has(kind);
}

export function isSystemKind(kind: string): kind is SystemKind {
  return (SYSTEM_KINDS as readonly string[]).includes(kind);
}

export type OperationType = (typeof OPERATION_TYPES)[number];

export const DEFAULT_CURRENCY = 'BDT';

/**
 * System accounts are split over this many rows (config WALLET_SYSTEM_SHARDS, default 16):
 * two concurrent bets land on the same house row 1 time in 16. Changing it later is safe:
 * balances are summed over whatever shard rows exist.
 */
export const DEFAULT_SYSTEM_SHARDS = 16;

/**
 * Bulk payouts (`executeBulk*`: a settlement's `credits` batch, an agents' pay batch) hold their
 * system row for the whole of a long statement, so they take rows of their own after the regular
 * ones (shards … shards + BULK_SHARDS − 1): a player's bet never queues behind one (decision 0072).
 */
export const BULK_SHARDS = 4;

/** Where money comes from or goes to, named the way callers think of it. */
export type AccountRef =
  | { player: string; kind: PlayerKind; currency?: string }
  | { system: SystemKind; ownerId?: string; currency?: string };

export type TransferInput = { from: AccountRef; to: AccountRef; amountMinor: bigint };

export type PostInput = {
  idempotencyKey: string;
  type: OperationType;
  transfers: TransferInput[];
  reference?: string;
  actor: string;
  reason?: string;
};

/** An account identity row: what makes it unique. */
export type AccountKey = { kind: AccountKind; ownerId: string; currency: string; shard: number };

export function accountKeyOf(ref: AccountRef, shard: number): AccountKey {
  if ('player' in ref) {
    return { kind: ref.kind, ownerId: ref.player, currency: ref.currency ?? DEFAULT_CURRENCY, shard: 0 };
  }
  return { kind: ref.system, ownerId: ref.ownerId ?? '', currency: ref.currency ?? DEFAULT_CURRENCY, shard };
}

export function keyString(key: { kind: string; ownerId: string; currency: string; shard: number }): string {
  return `${key.kind}|${key.ownerId}|${key.currency}|${key.shard}`;
}

/** Spread system accounts by the operation's key, so a replay lands on the same shard. */
export function shardFor(idempotencyKey: string, shards: number): number {
  const digest = createHash('sha256').update(idempotencyKey).digest();
  return digest.readUInt16BE(0) % shards;
}

/** A stable hash of what the caller asked for (not of the shard we picked). */
export function inputHashOf(
  input: Omit<PostInput, 'idempotencyKey'>,
  extra: Record<string, string> = {},
): string {
  const canonical = JSON.stringify({
    type: input.type,
    reference: input.reference ?? '',
    actor: input.actor,
    reason: input.reason ?? '',
    extra,
    transfers: input.transfers.map((t) => [
      keyString(accountKeyOf(t.from, 0)),
      keyString(accountKeyOf(t.to, 0)),
      t.amountMinor.toString(),
    ]),
  });
  return createHash('sha256').update(canonical).digest('hex');
}
