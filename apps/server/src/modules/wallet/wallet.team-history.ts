import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_MAX_RANGE_MS } from './wallet.history.js';

/**
 * Whose movements: one member (`memberId`), or a whole agent team: everyone whose tree path is
 * under `teamPath` except `exceptMemberId` (the agent itself). Cash accounts only.
 */
export type TeamHistoryQuery = {
  teamPath: string;
  exceptMemberId: string;
  memberId?: string | undefined;
  currency: string;
  /** Inclusive start, exclusive end. */
  from: Date;
  to: Date;
  page: number;
  pageSize: number;
};

export type TeamHistoryRow = {
  entryId: string;
  ownerId: string;
  username: string;
  type: string;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  createdAt: Date;
};

/**
 * The cash-account movements of an agent's team (agent centre, decision 0046), newest first,
 * paged. The team comes from the accounts module's read function (accounts_member_team, decision
 * 0028) joined in the same statement: each team member's cash account by its identity index, then
 * its entries of the range by wallet_entry_account_time.
 */
export async function teamHistory(
  tx: Tx,
  q: TeamHistoryQuery,
): Promise<{ rows: TeamHistoryRow[]; total: number; totalPages: number }> {
  if (q.pageSize < 1 || q.pageSize > HISTORY_MAX_PAGE_SIZE || q.page < 1) {
    throw new AppError('WALLET_INVALID_OPERATION', { detail: 'page' });
  }
  if (q.to.getTime() <= q.from.getTime() || q.to.getTime() - q.from.getTime() > HISTORY_MAX_RANGE_MS) {
    throw new AppError('WALLET_INVALID_OPERATION', { detail: 'date range' });
  }
  const one = q.memberId ?? null;
  const from = sql`accounts_member_team() t
    join wallet_account a on a.kind = 'cash' and a.owner_id = t.member_id::text and a.currency = ${q.currency}
    join wallet_entry e on e.account_id = a.id`;
  const where = sql`t.path <@ ${q.teamPath}::ltree and t.member_id <> ${q.exceptMemberId}::bigint
    and (${one}::bigint is null or t.member_id = ${one}::bigint)
    and e.created_at >= ${q.from} and e.created_at < ${q.to}`;
  const [rows, [count]] = await Promise.all([
    queryRows<Record<string, string | Date>>(
      tx,
      sql`select e.id::text as entry_id, t.member_id::text as owner_id, t.username, e.type,
          e.amount_minor::text as amount, e.balance_after_minor::text as balance_after, e.created_at
        from ${from} where ${where}
        order by e.created_at desc, e.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    queryRows<{ n: string }>(tx, sql`select count(*)::text as n from ${from} where ${where}`),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    total,
    totalPages: Math.ceil(total / q.pageSize),
    rows: rows.map((r) => ({
      entryId: String(r.entry_id),
      ownerId: String(r.owner_id),
      username: String(r.username),
      type: String(r.type),
      amountMinor: BigInt(String(r.amount)),
      balanceAfterMinor: BigInt(String(r.balance_after)),
      createdAt: new Date(r.created_at as string | Date),
    })),
  };
}
