import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { queryRows } from '../../platform/db/client.js';
import * as checks from './wallet.reconcile.repo.js';

export type ReconciliationReport = {
  id: string;
  trigger: string;
  clean: boolean;
  accountsChecked: number;
  operationsChecked: number;
  problems: checks.Problem[];
  startedAt: string;
  finishedAt: string;
};

/** Arbitrary constant: one reconciliation at a time across every server instance. */
const RECONCILE_LOCK_ID = 72_011_002;
export const RECONCILE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Recomputes every balance from the entries and checks every ledger invariant in one snapshot;
 * records the run, and an alert when anything is off. Returns undefined when another instance
 * is already reconciling.
 */
export async function reconcile(
  ctx: AppContext,
  trigger: 'schedule' | 'manual',
): Promise<ReconciliationReport | undefined> {
  const startedAt = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`);
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK_ID}) as locked`,
    );
    if (!lock?.locked) return undefined;
    const problems = [
      ...(await checks.balanceMismatches(tx)),
      ...(await checks.lastEntryMismatches(tx)),
      ...(await checks.unbalancedOperations(tx)),
      ...(await checks.malformedOperations(tx)),
      ...(await checks.negativePlayerAccounts(tx)),
      ...(await checks.frozenHoldMismatches(tx)),
      ...(await checks.currencyTotals(tx)),
    ];
    const counted = await checks.counts(tx);
    const finishedAt = ctx.now();
    const id = await checks.recordRun(tx, {
      startedAt,
      finishedAt,
      trigger,
      accountsChecked: counted.accounts,
      operationsChecked: counted.operations,
      problems,
    });
    return {
      id: id.toString(),
      trigger,
      clean: problems.length === 0,
      accountsChecked: counted.accounts,
      operationsChecked: counted.operations,
      problems,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
    };
  });
}
