import type { AppContext } from '../../platform/context.js';
import { createDepositChannels } from './payments.deposits.channel-settings.js';
import { createDepositOrders } from './payments.deposits.create.js';
import { createDepositExpiry } from './payments.deposits.expiry.js';
import { createDepositQueries } from './payments.deposits.member.js';
import { createDepositBase, type DepositDeps } from './payments.deposits.model.js';
import * as repo from './payments.deposits.repo.js';
import { createDepositReview } from './payments.deposits.review.js';
import { createDepositWebhooks } from './payments.deposits.webhook.js';

export { DEPOSIT_RETURN_PATH, type DepositDeps, webhookPathOf } from './payments.deposits.model.js';

/**
 * Deposit orders: created by a member on an open, enabled channel; paid by an operator (manual
 * channels, or any pending order) or by a verified gateway webhook; the ledger credit is
 * `wallet.post` keyed `deposit:<order id>` in the same transaction as the state change, after the
 * order row is locked, so retries, concurrent webhooks and a webhook racing an operator credit once.
 * Each use case lives in its own file; this puts them together as the module's one service.
 */
export function createDepositService(ctx: AppContext, deps: DepositDeps) {
  const base = createDepositBase(ctx, deps);
  const { create } = createDepositOrders(ctx, deps, base);
  const { list, get } = createDepositQueries(base);
  const { queue, approve, reject } = createDepositReview(ctx, base);
  const { webhook, webhookLog } = createDepositWebhooks(ctx, base);
  const { expireOverdue } = createDepositExpiry(ctx, base);

  return {
    channels: createDepositChannels(ctx, deps, base),
    /** Whether the member has any paid deposit (the promotions module's first-deposit offer). */
    hasPaidDeposit: (memberId: bigint) => repo.hasPaidDeposit(ctx.database.db, memberId),
    /** The member's paid deposits in `currency` over [from, to) (the points mall's amount requirement). */
    paidDepositsMinor: (memberId: bigint, currency: string, from: Date, to: Date) =>
      repo.paidDepositsBetween(ctx.database.db, memberId, currency, from, to),
    create,
    list,
    get,
    // Operator side
    queue,
    approve,
    reject,
    // Gateway webhooks
    webhook,
    webhookLog,
    /** Expires pending orders past their time (the job); answers how many. */
    expireOverdue,
    /** The sandbox gateway shipped with the project (its pages: payments.gateway.sandbox.routes.ts). */
    sandbox: base.sandbox,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
