import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../platform/db/client.js';
import { walletAlert, walletReconciliation } from './wallet.tables.js';

/**
 * The reconciliation queries: each returns the rows that break one invariant (none when clean).
 * They scan the whole ledger; they run in one REPEATABLE READ snapshot so postings that commit
 * meanwhile cannot produce false alarms.
 */
export type Problem = { check: string; subject: string; detail: string };

export async function balanceMismatches(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ id: string; cached: string; summed: string }>(
    tx,
    sql`select a.id::text, a.balance_minor::text as cached, coalesce(e.total, 0)::text as summed
        from wallet_account a
        left join (select account_id, sum(amount_minor) as total from wallet_entry group by account_id) e
          on e.account_id = a.id
        where a.balance_minor <> coalesce(e.total, 0)`,
  );
  return rows.map((r) => ({
    check: 'cached balance equals the sum of entries',
    subject: `account ${r.id}`,
    detail: `cached ${r.cached}, entries ${r.summed}`,
  }));
}

export async function lastEntryMismatches(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ id: string; cached: string; last: string }>(
    tx,
    sql`select a.id::text, a.balance_minor::text as cached, l.balance_after_minor::text as last
        from wallet_account a
        join lateral (select balance_after_minor from wallet_entry where account_id = a.id order by id desc limit 1) l on true
        where l.balance_after_minor <> a.balance_minor`,
  );
  return rows.map((r) => ({
    check: 'last entry balance equals the account balance',
    subject: `account ${r.id}`,
    detail: `cached ${r.cached}, last entry ${r.last}`,
  }));
}

export async function unbalancedOperations(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ operation_id: string; currency: string; total: string }>(
    tx,
    sql`select operation_id::text, currency, sum(amount_minor)::text as total from wallet_entry
        group by operation_id, currency having sum(amount_minor) <> 0`,
  );
  return rows.map((r) => ({
    check: 'every operation sums to zero',
    subject: `operation ${r.operation_id}`,
    detail: `${r.currency} ${r.total}`,
  }));
}

export async function malformedOperations(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ id: string; status: string; entries: number }>(
    tx,
    sql`select o.id::text, o.status, count(e.id)::int as entries from wallet_operation o
        left join wallet_entry e on e.operation_id = o.id group by o.id, o.status
        having (o.status = 'posted' and count(e.id) < 2) or (o.status = 'refused' and count(e.id) > 0)`,
  );
  return rows.map((r) => ({
    check: 'posted operations have entries, refused ones none',
    subject: `operation ${r.id}`,
    detail: `${r.status} with ${r.entries} entries`,
  }));
}

export async function negativePlayerAccounts(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ id: string; balance: string }>(
    tx,
    sql`select id::text, balance_minor::text as balance from wallet_account where not allow_negative and balance_minor < 0`,
  );
  return rows.map((r) => ({
    check: 'no player account below zero',
    subject: `account ${r.id}`,
    detail: r.balance,
  }));
}

export async function frozenHoldMismatches(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ id: string; balance: string; held: string }>(
    tx,
    sql`select a.id::text, a.balance_minor::text as balance, coalesce(h.total, 0)::text as held
        from wallet_account a
        left join (select frozen_account_id, sum(amount_minor) as total from wallet_hold where status = 'pending' group by frozen_account_id) h
          on h.frozen_account_id = a.id
        where a.kind = 'frozen' and a.balance_minor <> coalesce(h.total, 0)`,
  );
  return rows.map((r) => ({
    check: 'frozen balance equals the pending holds',
    subject: `account ${r.id}`,
    detail: `balance ${r.balance}, held ${r.held}`,
  }));
}

export async function currencyTotals(tx: Tx): Promise<Problem[]> {
  const rows = await queryRows<{ currency: string; total: string }>(
    tx,
    sql`select currency, sum(balance_minor)::text as total from wallet_account group by currency having sum(balance_minor) <> 0`,
  );
  return rows.map((r) => ({
    check: 'all money sums to zero per currency',
    subject: r.currency,
    detail: r.total,
  }));
}

export async function counts(tx: Tx): Promise<{ accounts: number; operations: number }> {
  const rows = await queryRows<{ accounts: number; operations: number }>(
    tx,
    sql`select (select count(*)::int from wallet_account) as accounts, (select count(*)::int from wallet_operation) as operations`,
  );
  return rows[0] ?? { accounts: 0, operations: 0 };
}

export async function recordRun(
  tx: Tx,
  run: {
    startedAt: Date;
    finishedAt: Date;
    trigger: string;
    accountsChecked: number;
    operationsChecked: number;
    problems: Problem[];
  },
): Promise<bigint> {
  const rows = await tx
    .insert(walletReconciliation)
    .values({ ...run, clean: run.problems.length === 0 })
    .returning({ id: walletReconciliation.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('reconciliation insert returned no id');
  if (run.problems.length > 0) {
    await tx.insert(walletAlert).values({
      reconciliationId: id,
      severity: 'critical',
      summary: `${run.problems.length} ledger invariant violation(s): ${[...new Set(run.problems.map((p) => p.check))].join('; ')}`,
    });
  }
  return id;
}
