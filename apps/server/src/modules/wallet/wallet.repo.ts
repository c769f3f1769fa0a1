import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../platform/db/client.js';
import type { AccountKey } from './wallet.model.js';
import type { OperationResult } from './wallet.post.js';
import { walletAccount, walletHold, walletOperation } from './wallet.tables.js';

export type AccountRow = typeof walletAccount.$inferSelect;
export type HoldRow = typeof walletHold.$inferSelect;

/** Opens accounts that do not exist yet; an account that exists is left as it is. */
export async function createAccounts(
  tx: Tx,
  accounts: (AccountKey & { allowNegative: boolean })[],
): Promise<void> {
  if (accounts.length === 0) return;
  await tx.insert(walletAccount).values(accounts).onConflictDoNothing();
}

/**
 * What wallet_execute answers (migration 0010): the facts the caller cannot know — the
 * operation's id, the entries' account ids and balances after (in transfer order: source, then
 * destination), and for a refusal its code and the refused account's position (1-based) and
 * balance. `createdAt` only on a replay; `legacy` is the full stored answer of an operation
 * written before migration 0010.
 */
export type ExecuteAnswer = {
  replayed: boolean;
  operationId: string;
  inputHash: string;
  createdAt?: string;
  status: 'posted' | 'refused';
  code: string | null;
  refusedAt: number | null;
  balanceMinor: string | null;
  entryAccounts: string[];
  entryBalances: string[];
  legacy?: Omit<OperationResult, 'operationId'> | null;
};

/**
 * One operation in one statement: see the wallet_execute migration for what it does. Outside a
 * caller's transaction it runs as a statement prepared once per connection (the hot path: no
 * parsing or planning per operation); inside one, through that transaction.
 */
export async function executeOperation(
  target: { tx: Tx } | { database: Database },
  payload: Record<string, unknown>,
): Promise<ExecuteAnswer> {
  const argument = JSON.stringify(payload);
  const rows =
    'tx' in target
      ? await queryRows<{ answer: ExecuteAnswer | string }>(
          target.tx,
          sql`select wallet_execute(${argument}::jsonb) as answer`,
        )
      : await target.database.prepared<{ answer: ExecuteAnswer | string }>(
          'wallet_execute',
          'select wallet_execute($1::jsonb) as answer',
          [argument],
        );
  const answer = rows[0]?.answer;
  if (answer === undefined) throw new Error('wallet_execute returned nothing');
  return typeof answer === 'string' ? (JSON.parse(answer) as ExecuteAnswer) : answer;
}

/**
 * One operation and the caller's follow-up in one statement (wallet_execute_then, migration 0022):
 * `thenFn(answer, thenArgs)` runs after the posting in the same transaction, and if it raises,
 * nothing is kept. Prepared once per connection; autocommit, so no BEGIN or COMMIT round trip.
 */
export async function executeThen(
  database: Database,
  payload: Record<string, unknown>,
  thenFn: string,
  thenArgs: unknown,
): Promise<ExecuteAnswer & { followed: unknown }> {
  const rows = await database.prepared<{ answer: (ExecuteAnswer & { followed: unknown }) | string }>(
    'wallet_execute_then',
    'select wallet_execute_then($1::jsonb, $2::text, $3::jsonb) as answer',
    [JSON.stringify(payload), thenFn, JSON.stringify(thenArgs)],
  );
  const answer = rows[0]?.answer;
  if (answer === undefined) throw new Error('wallet_execute_then returned nothing');
  return typeof answer === 'string' ? (JSON.parse(answer) as ExecuteAnswer & { followed: unknown }) : answer;
}

/**
 * Several operations in one transaction and one round trip (wallet_execute_batch): `locks` is the
 * union of their accounts in the one locking order; the answers come back in the same order.
 */
export async function executeBatch(
  database: Database,
  locks: unknown[],
  operations: Record<string, unknown>[],
): Promise<ExecuteAnswer[]> {
  const rows = await database.prepared<{ answers: ExecuteAnswer[] | string }>(
    'wallet_execute_batch',
    'select wallet_execute_batch($1::jsonb) as answers',
    [JSON.stringify({ locks, operations })],
  );
  const answers = rows[0]?.answers;
  if (answers === undefined) throw new Error('wallet_execute_batch returned nothing');
  return typeof answers === 'string' ? (JSON.parse(answers) as ExecuteAnswer[]) : answers;
}

export async function setAccountStatus(
  tx: Tx,
  key: AccountKey,
  status: 'open' | 'frozen' | 'closed',
): Promise<number> {
  const rows = await tx
    .update(walletAccount)
    .set({ status })
    .where(
      and(
        eq(walletAccount.kind, key.kind),
        eq(walletAccount.ownerId, key.ownerId),
        eq(walletAccount.currency, key.currency),
      ),
    )
    .returning({ id: walletAccount.id });
  return rows.length;
}

/** Whether an operation with this idempotency key was already recorded (posted or refused). */
export async function operationKeyExists(tx: Tx, idempotencyKey: string): Promise<boolean> {
  const rows = await tx
    .select({ id: walletOperation.id })
    .from(walletOperation)
    .where(eq(walletOperation.idempotencyKey, idempotencyKey))
    .limit(1);
  return rows.length > 0;
}

export async function accountsOfOwner(tx: Tx, ownerId: string, kinds: string[]): Promise<AccountRow[]> {
  return tx
    .select()
    .from(walletAccount)
    .where(and(eq(walletAccount.ownerId, ownerId), inArray(walletAccount.kind, kinds)))
    .orderBy(walletAccount.kind, walletAccount.currency);
}

/** Sum over the shards of a system account. */
export async function systemBalance(
  tx: Tx,
  kind: string,
  ownerId: string,
  currency: string,
): Promise<bigint> {
  const rows = await tx
    .select({ total: sql<string>`coalesce(sum(${walletAccount.balanceMinor}), 0)::text` })
    .from(walletAccount)
    .where(
      and(
        eq(walletAccount.kind, kind),
        eq(walletAccount.ownerId, ownerId),
        eq(walletAccount.currency, currency),
      ),
    );
  return BigInt(rows[0]?.total ?? '0');
}

// ── Holds ────────────────────────────────────────────────────────────────────────────

export async function accountById(tx: Tx, id: bigint): Promise<AccountRow | undefined> {
  const rows = await tx.select().from(walletAccount).where(eq(walletAccount.id, id));
  return rows[0];
}

/** Reads a hold without locking (to build the operation; the lock is taken in the transaction). */
export async function holdById(tx: Tx, holdId: bigint): Promise<HoldRow | undefined> {
  const rows = await tx.select().from(walletHold).where(eq(walletHold.id, holdId));
  return rows[0];
}
