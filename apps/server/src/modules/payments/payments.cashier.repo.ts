import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { depositOrder } from './payments.deposits.tables.js';
import { payoutAccount, withdrawal } from './payments.withdrawals.tables.js';

export type LastDepositRow = { memberId: bigint; amountMinor: bigint; currency: string; paidAt: Date };

/** Each member's most recent credited deposit (one row per member that has one). */
export async function lastPaidDeposits(tx: Tx, memberIds: bigint[]): Promise<LastDepositRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await tx
    .selectDistinctOn([depositOrder.memberId], {
      memberId: depositOrder.memberId,
      amountMinor: depositOrder.amountMinor,
      currency: depositOrder.currency,
      paidAt: depositOrder.paidAt,
    })
    .from(depositOrder)
    .where(
      and(
        inArray(depositOrder.memberId, memberIds),
        eq(depositOrder.status, 'paid'),
        isNotNull(depositOrder.paidAt),
      ),
    )
    .orderBy(depositOrder.memberId, desc(depositOrder.paidAt), desc(depositOrder.id));
  return rows.flatMap((r) => (r.paidAt ? [{ ...r, paidAt: r.paidAt }] : []));
}

/** When each payout account was bound (removed ones too: a withdrawal keeps its account's id). */
export function payoutAccountsBoundAt(tx: Tx, ids: bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: payoutAccount.id, createdAt: payoutAccount.createdAt })
    .from(payoutAccount)
    .where(inArray(payoutAccount.id, ids));
}

/** The payout references of a member's withdrawals among `ids` (others' withdrawals are left out). */
export function payoutReferences(tx: Tx, memberId: bigint, ids: bigint[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: withdrawal.id, reference: withdrawal.payoutReference })
    .from(withdrawal)
    .where(
      and(
        eq(withdrawal.memberId, memberId),
        inArray(withdrawal.id, ids),
        isNotNull(withdrawal.payoutReference),
      ),
    );
}
