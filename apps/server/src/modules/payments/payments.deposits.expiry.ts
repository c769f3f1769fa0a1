import type { AppContext } from '../../platform/context.js';
import type { DepositBase } from './payments.deposits.model.js';
import * as repo from './payments.deposits.repo.js';

/** Orders expired per run; the job runs every minute, so a backlog drains over a few runs. */
const EXPIRE_BATCH = 200;

/** The expiry job's work: pending orders past their channel's minutes become expired. */
export function createDepositExpiry(ctx: AppContext, base: DepositBase) {
  /** Expires pending orders past their time; answers how many. */
  async function expireOverdue(): Promise<number> {
    const now = ctx.now();
    let expired = 0;
    for (const id of await repo.overdueOrderIds(base.db, now, EXPIRE_BATCH)) {
      // Each under its row lock: a webhook or an approval that got there first wins.
      const changed = await base.inTransaction(async (tx) => {
        const order = await repo.orderById(tx, id, true);
        if (order?.status !== 'pending' || order.expiresAt >= now) return false;
        await repo.updateOrder(tx, id, { status: 'expired', closedAt: now });
        return true;
      });
      if (changed) expired += 1;
    }
    return expired;
  }

  return { expireOverdue };
}
