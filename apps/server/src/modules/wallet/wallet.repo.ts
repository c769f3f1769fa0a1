import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import type { AccountKey } from './wallet.model.js';
import type { OperationResult } from './wallet.post.js';
import { walletAccount, walletHold } from './wallet.tables.js';

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

/** What wallet_execute answers: the operation's id, its input hash and its stored result. */
export type ExecuteAnswer = {
  replayed: boolean;
  operationId: string;
  inputHash: string;
  result: Omit<OperationResult, 'operationId'>;
};

/** One operation in one statement: see the wallet_execute migration for what it does. */
export async function executeOperation(tx: Tx, payload: Record<string, unknown>): Promise<ExecuteAnswer> {
  const rows = await queryRows<{ answer: ExecuteAnswer | string }>(
    tx,
    sql`select wallet_execute(${JSON.stringify(payload)}::jsonb) as answer`,
  );
  const answer = rows[0]?.answer;
  if (answer === undefined) throw new Error('wallet_execute returned nothing');
  return typeof answer === 'string' ? (JSON.parse(answer) as ExecuteAnswer) : answer;
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
