import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperationType, PlayerKind } from './wallet.model.js';
import { walletAccount, walletEntry, walletOperation } from './wallet.tables.js';

export const HISTORY_MAX_PAGE_SIZE = 100;
/** How far back one query may reach; a bound on the scan (records pages offer up to 90 days). */
export const HISTORY_MAX_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

export type HistoryQuery = {
  player: string;
  kinds?: PlayerKind[];
  types?: OperationType[];
  currency?: string;
  /** Inclusive start, exclusive end. */
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
};

export type HistoryRow = {
  entryId: string;
  operationId: string;
  type: string;
  reference: string;
  kind: string;
  currency: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  createdAt: Date;
};

/** A player's ledger movements, newest first, paged and filtered by account kind, type and time. */
export async function accountHistory(
  tx: Tx,
  q: HistoryQuery,
): Promise<{ rows: HistoryRow[]; total: number; totalPages: number }> {
  if (q.pageSize < 1 || q.pageSize > HISTORY_MAX_PAGE_SIZE || q.page < 1) {
    throw new AppError('WALLET_INVALID_OPERATION', { detail: 'page' });
  }
  if (q.to.getTime() <= q.from.getTime() || q.to.getTime() - q.from.getTime() > HISTORY_MAX_RANGE_MS) {
    throw new AppError('WALLET_INVALID_OPERATION', { detail: 'date range' });
  }
  const accountFilters = [eq(walletAccount.ownerId, q.player)];
  if (q.kinds?.length) accountFilters.push(inArray(walletAccount.kind, q.kinds));
  if (q.currency) accountFilters.push(eq(walletAccount.currency, q.currency));
  const accounts = await tx
    .select({ id: walletAccount.id, kind: walletAccount.kind })
    .from(walletAccount)
    .where(and(...accountFilters));
  if (accounts.length === 0) return { rows: [], total: 0, totalPages: 0 };
  const kindOf = new Map(accounts.map((a) => [a.id, a.kind]));
  const where = and(
    inArray(
      walletEntry.accountId,
      accounts.map((a) => a.id),
    ),
    gte(walletEntry.createdAt, q.from),
    lt(walletEntry.createdAt, q.to),
    ...(q.types?.length ? [inArray(walletEntry.type, q.types)] : []),
  );
  const [totalRow] = await tx.select({ n: count() }).from(walletEntry).where(where);
  const entries = await tx
    .select({
      entryId: walletEntry.id,
      operationId: walletEntry.operationId,
      type: walletEntry.type,
      reference: walletOperation.reference,
      accountId: walletEntry.accountId,
      currency: walletEntry.currency,
      amountMinor: walletEntry.amountMinor,
      balanceAfterMinor: walletEntry.balanceAfterMinor,
      createdAt: walletEntry.createdAt,
    })
    .from(walletEntry)
    .innerJoin(walletOperation, eq(walletOperation.id, walletEntry.operationId))
    .where(where)
    .orderBy(desc(walletEntry.createdAt), desc(walletEntry.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = totalRow?.n ?? 0;
  return {
    total,
    totalPages: Math.ceil(total / q.pageSize),
    rows: entries.map(({ accountId, entryId, operationId, ...rest }) => ({
      ...rest,
      entryId: entryId.toString(),
      operationId: operationId.toString(),
      kind: kindOf.get(accountId) ?? '',
    })),
  };
}
