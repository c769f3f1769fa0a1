import type { OperatorDepositQuery } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { OperatorPrincipal } from '../../platform/http/operator-auth.js';
import { wireAmount } from '../../platform/http/wire-amount.js';
import type { DepositBase } from './payments.deposits.model.js';
import { presentDepositForOperator } from './payments.deposits.present.js';
import * as repo from './payments.deposits.repo.js';

/**
 * The back office's side of deposits: the queue, and an operator's approval (the credit) or
 * rejection of a pending order, each audited in the transaction that decides it.
 */
export function createDepositReview(ctx: AppContext, base: DepositBase) {
  const { db } = base;

  /** Pending orders oldest first (the work queue); any other status newest first. */
  async function queue(query: OperatorDepositQuery) {
    const { rows, total } = await repo.orderPage(
      db,
      { status: query.status, channelCode: query.channelCode, username: query.username },
      {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
        oldestFirst: query.status === 'pending',
      },
    );
    const names = await base.channelMap();
    return {
      list: rows.map((r) => presentDepositForOperator(r, names)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: Math.ceil(total / query.pageSize),
    };
  }

  async function approve(id: string, operator: OperatorPrincipal, note?: string) {
    const paid = await base.inTransaction(async (tx) => {
      const order = await base.pendingForUpdate(tx, BigInt(id));
      const updated = await base.markPaid(tx, order, 'operator', `operator:${operator.username}`);
      const row = await repo.updateOrder(tx, order.id, { reviewedBy: operator.username });
      await base.audit(tx, operator, {
        action: 'payments.deposit.approve',
        id,
        before: { status: order.status },
        after: { status: updated.status, credit: wireAmount(order.creditMinor, order.currency) },
        reason: note,
      });
      return row;
    });
    return presentDepositForOperator(paid, await base.channelMap());
  }

  async function reject(id: string, operator: OperatorPrincipal, reason: string) {
    const rejected = await base.inTransaction(async (tx) => {
      const order = await base.pendingForUpdate(tx, BigInt(id));
      const row = await repo.updateOrder(tx, order.id, {
        status: 'rejected',
        rejectReason: reason,
        reviewedBy: operator.username,
        closedAt: ctx.now(),
      });
      await base.audit(tx, operator, {
        action: 'payments.deposit.reject',
        id,
        before: { status: order.status },
        after: { status: row.status },
        reason,
      });
      return row;
    });
    return presentDepositForOperator(rejected, await base.channelMap());
  }

  return { queue, approve, reject };
}
