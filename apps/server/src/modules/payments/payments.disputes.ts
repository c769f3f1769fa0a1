import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { TransferInput } from '../wallet/wallet.model.js';
import { operatorView, operatorViews } from './payments.cashier.js';
import { type Actor, providerAccount, type WithdrawalDeps } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';
import { auditWithdrawal, lockedWithdrawal } from './payments.withdrawals.review.js';

export type DisputeStatus = 'open' | 'resolved_paid' | 'resolved_refunded';

/**
 * Disputes opened by "not received" (docs/decisions/0020). An operator checks the channel's
 * own records and the member's proof images, then resolves:
 * - paid: the money did arrive; the withdrawal completes, the note keeps the evidence;
 * - refund: it did not; the full amount goes back to the member's cash, from the provider
 *   account the payout went to (and the fee from the house), once: the dispute row is locked
 *   and changes only from open, and the wallet key `withdrawal:<id>:refund` cannot post twice.
 */
export function createDisputes(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function queue(status: DisputeStatus, page: { pageNo: number; pageSize: number }) {
    const { ids, total } = await repo.disputedWithdrawalIds(db, status, page);
    const { rows } = await repo.pageWithdrawals(
      db,
      { ids },
      { pageNo: 1, pageSize: page.pageSize },
      'oldest',
    );
    return { list: await operatorViews(db, deps, rows), ...page, total };
  }

  async function resolve(actor: Actor, disputeId: string, outcome: 'paid' | 'refund', note: string) {
    const decided = await db.transaction(async (tx) => {
      const dispute = await repo.disputeById(tx, BigInt(disputeId), true);
      if (!dispute) throw new AppError('DISPUTE_NOT_FOUND');
      if (dispute.status !== 'open') throw new AppError('DISPUTE_NOT_OPEN');
      const before = await lockedWithdrawal(tx, dispute.withdrawalId.toString(), ['disputed']);
      if (outcome === 'refund') {
        const cash = { player: before.memberId.toString(), kind: 'cash' as const, currency: before.currency };
        const transfers: TransferInput[] = [
          {
            from: providerAccount(before.methodCode, before.currency),
            to: cash,
            amountMinor: before.amountMinor - before.feeMinor,
          },
        ];
        if (before.feeMinor > 0n)
          transfers.push({
            from: { system: 'house', currency: before.currency },
            to: cash,
            amountMinor: before.feeMinor,
          });
        await deps.wallet.post(
          {
            idempotencyKey: `withdrawal:${before.id}:refund`,
            type: 'withdrawal',
            transfers,
            actor: `operator:${actor.id}`,
            reason: `withdrawal dispute refunded: ${note}`,
            reference: `withdrawal:${before.id}`,
          },
          tx,
        );
      }
      await repo.updateDispute(tx, dispute.id, {
        status: outcome === 'refund' ? 'resolved_refunded' : 'resolved_paid',
        resolutionNote: note,
        resolvedBy: actor.name,
        resolvedAt: ctx.now(),
      });
      const after = await repo.updateWithdrawal(tx, before.id, {
        status: outcome === 'refund' ? 'refunded' : 'completed',
      });
      await auditWithdrawal(deps, tx, actor, `payments.dispute.${outcome}`, before, after, note);
      return after;
    });
    // After the commit: the member view reads other modules' services outside this transaction.
    return operatorView(db, deps, decided);
  }

  return { queue, resolve };
}

export type Disputes = ReturnType<typeof createDisputes>;
