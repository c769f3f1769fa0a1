import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperationType, PlayerKind } from './wallet.model.js';
import { walletAccount, walletEntry, walletHold, walletOperation } from './wallet.tables.js';

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
  /**
   * The other side of this entry's transfer (a player's owner id and kind, or a system kind with
   * an empty owner): who the money came from or went to, e.g. the upline of a transfer.
   */
  counterpart: { kind: string; ownerId: string } | null;
  /**
   * 'pending' while the hold this operation reserved is unsettled, 'voided' once it was
   * returned, 'posted' otherwise (every entry is a posted movement; refusals leave none).
   */
  status: 'posted' | 'pending' | 'voided';
};

/** The other side of each entry of `entries`: the entry with the same operation and transfer index. */
async function counterparts(
  tx: Tx,
  entries: { operationId: bigint; transferIndex: number; accountId: bigint }[],
): Promise<Map<string, { kind: string; ownerId: string }>> {
  const found = new Map<string, { kind: string; ownerId: string }>();
  if (entries.length === 0) return found;
  const rows = await tx
    .select({
      operationId: walletEntry.operationId,
      transferIndex: walletEntry.transferIndex,
      accountId: walletEntry.accountId,
      kind: walletAccount.kind,
      ownerId: walletAccount.ownerId,
    })
    .from(walletEntry)
    .innerJoin(walletAccount, eq(walletAccount.id, walletEntry.accountId))
    .where(
      inArray(
        walletEntry.operationId,
        entries.map((e) => e.operationId),
      ),
    );
  for (const entry of entries) {
    const other = rows.find(
      (r) =>
        r.operationId === entry.operationId &&
        r.transferIndex === entry.transferIndex &&
        r.accountId !== entry.accountId,
    );
    if (other) found.set(`${entry.operationId}:${entry.transferIndex}:${entry.accountId}`, other);
  }
  return found;
}

/** A player's ledger movements, newest first, paged and filtered by account kind, type and time. */
export async function accountHistory(
  tx: Tx,
  q: HistoryQuery,
): Promise<{
  rows: HistoryRow[];
  total: number;
  totalPages: number;
  /** Sums over every entry the filter matches (not just the page): money in, money out (≤ 0). */
  totals: { inMinor: bigint; outMinor: bigint };
}> {
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
  if (accounts.length === 0)
    return { rows: [], total: 0, totalPages: 0, totals: { inMinor: 0n, outMinor: 0n } };
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
  const [totalRow] = await tx
    .select({
      n: count(),
      inMinor: sql<string>`coalesce(sum(case when ${walletEntry.amountMinor} > 0 then ${walletEntry.amountMinor} end), 0)`,
      outMinor: sql<string>`coalesce(sum(case when ${walletEntry.amountMinor} < 0 then ${walletEntry.amountMinor} end), 0)`,
    })
    .from(walletEntry)
    .where(where);
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
      transferIndex: walletEntry.transferIndex,
      holdStatus: walletHold.status,
    })
    .from(walletEntry)
    .innerJoin(walletOperation, eq(walletOperation.id, walletEntry.operationId))
    .leftJoin(walletHold, eq(walletHold.id, walletEntry.operationId))
    .where(where)
    .orderBy(desc(walletEntry.createdAt), desc(walletEntry.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const total = totalRow?.n ?? 0;
  const others = await counterparts(tx, entries);
  return {
    total,
    totalPages: Math.ceil(total / q.pageSize),
    totals: { inMinor: BigInt(totalRow?.inMinor ?? 0), outMinor: BigInt(totalRow?.outMinor ?? 0) },
    rows: entries.map(({ accountId, entryId, operationId, transferIndex, holdStatus, ...rest }) => ({
      ...rest,
      entryId: entryId.toString(),
      operationId: operationId.toString(),
      kind: kindOf.get(accountId) ?? '',
      counterpart: others.get(`${operationId}:${transferIndex}:${accountId}`) ?? null,
      status: holdStatus === 'pending' ? 'pending' : holdStatus === 'voided' ? 'voided' : 'posted',
    })),
  };
}
