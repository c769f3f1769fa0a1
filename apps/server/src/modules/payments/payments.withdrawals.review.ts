import type { WithdrawalStatus } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { operatorView, operatorViews, payoutReferenceOf, revealAccount } from './payments.cashier.js';
import * as cashierRepo from './payments.cashier.repo.js';
import { type Actor, providerAccount, type WithdrawalDeps } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';

/** Confirmation window used when a method row has gone (a method is never deleted today). */
const FALLBACK_CONFIRM_MINUTES = 30;

/**
 * The withdrawal, locked for the rest of the transaction, when it is in one of `allowed`
 * states (and, for a member, theirs): every state change goes through here, so two decisions
 * on one withdrawal run one after the other and the second sees the first's outcome.
 */
export async function lockedWithdrawal(
  tx: Tx,
  id: string,
  allowed: readonly WithdrawalStatus[],
  memberId?: string,
): Promise<repo.WithdrawalRow> {
  const row = await repo.withdrawalById(tx, BigInt(id), true);
  if (!row || (memberId !== undefined && row.memberId !== BigInt(memberId)))
    throw new AppError('WITHDRAWAL_NOT_FOUND');
  if (!(allowed as readonly string[]).includes(row.status))
    throw new AppError('WITHDRAWAL_WRONG_STATE', { status: row.status }, { status: row.status });
  return row;
}

/** One audit entry in the decision's transaction (skipped only where no audit trail is wired). */
export async function auditWithdrawal(
  deps: WithdrawalDeps,
  tx: Tx,
  actor: Actor,
  action: string,
  before: repo.WithdrawalRow,
  after: repo.WithdrawalRow,
  reason?: string,
): Promise<void> {
  const snapshot = (row: repo.WithdrawalRow) => ({
    status: row.status,
    amountMinor: row.amountMinor.toString(),
    confirmation: row.confirmation,
  });
  await deps.audit?.record(tx, {
    actor: { kind: actor.kind, id: actor.id, name: actor.name },
    ip: actor.ip,
    action,
    target: { type: 'withdrawal', id: before.id.toString() },
    before: snapshot(before),
    after: snapshot(after),
    reason,
  });
}

/**
 * The operator's review (docs/decisions/0020): approve and pay out are two steps, so the queue
 * shows what is decided but not yet sent. Reject (from pending or approved) returns the hold to
 * cash; payout posts it to the method's payment-provider account and starts the member's
 * confirmation window.
 */
export function createWithdrawalReview(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;
  // Shown after the decision commits: the member view reads other modules' services, which run
  // outside this transaction (on PGlite's one connection they would wait for it forever).
  const present = (row: repo.WithdrawalRow) => operatorView(db, deps, row);
  /** After the decision committed: the member hears of it (a platform message); never throws. */
  const told = (row: repo.WithdrawalRow, status: 'paid' | 'rejected') =>
    deps.onWithdrawalDecided?.({
      memberId: row.memberId.toString(),
      withdrawalId: row.id.toString(),
      status,
      amountMinor: row.amountMinor,
      currency: row.currency,
      reason: row.rejectReason,
    });

  async function queue(status: WithdrawalStatus, page: { pageNo: number; pageSize: number }) {
    const { rows, total } = await repo.pageWithdrawals(db, { status }, page, 'oldest');
    return { list: await operatorViews(db, deps, rows), ...page, total };
  }

  /** The full payout account number, audited (payments.cashier.ts). */
  function reveal(actor: Actor, id: string) {
    return db.transaction(async (tx) => {
      const row = await repo.withdrawalById(tx, BigInt(id));
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      return revealAccount(tx, deps, actor, row);
    });
  }

  async function approve(actor: Actor, id: string) {
    const decided = await db.transaction(async (tx) => {
      const before = await lockedWithdrawal(tx, id, ['pending']);
      const after = await repo.updateWithdrawal(tx, before.id, {
        status: 'approved',
        reviewedBy: actor.name,
        reviewedAt: ctx.now(),
      });
      await auditWithdrawal(deps, tx, actor, 'payments.withdrawal.approve', before, after);
      return after;
    });
    return present(decided);
  }

  async function reject(actor: Actor, id: string, reason: string) {
    const decided = await db.transaction(async (tx) => {
      const before = await lockedWithdrawal(tx, id, ['pending', 'approved']);
      await deps.wallet.voidHold(
        {
          idempotencyKey: `withdrawal:${before.id}:void`,
          holdId: before.holdId ?? '',
          type: 'withdrawal',
          actor: `operator:${actor.id}`,
          reason: `withdrawal rejected: ${reason}`,
          reference: `withdrawal:${before.id}`,
        },
        tx,
      );
      const after = await repo.updateWithdrawal(tx, before.id, {
        status: 'rejected',
        rejectReason: reason,
        reviewedBy: actor.name,
        reviewedAt: ctx.now(),
      });
      await auditWithdrawal(deps, tx, actor, 'payments.withdrawal.reject', before, after, reason);
      return after;
    });
    await told(decided, 'rejected');
    return present(decided);
  }

  async function payout(actor: Actor, id: string, referenceText: string) {
    // Checked before any lock: a bad reference changes nothing.
    const reference = payoutReferenceOf(referenceText);
    const decided = await db.transaction(async (tx) => {
      const before = await lockedWithdrawal(tx, id, ['approved']);
      const provider = providerAccount(before.methodCode, before.currency);
      await deps.wallet.postHold(
        {
          idempotencyKey: `withdrawal:${before.id}:payout`,
          holdId: before.holdId ?? '',
          type: 'withdrawal',
          to: provider,
          actor: `operator:${actor.id}`,
          reason: 'withdrawal paid out',
          reference: `withdrawal:${before.id}`,
        },
        tx,
      );
      // The fee stays with the house: it never leaves through the channel.
      if (before.feeMinor > 0n)
        await deps.wallet.post(
          {
            idempotencyKey: `withdrawal:${before.id}:fee`,
            type: 'withdrawal',
            transfers: [
              {
                from: provider,
                to: { system: 'house', currency: before.currency },
                amountMinor: before.feeMinor,
              },
            ],
            actor: `operator:${actor.id}`,
            reason: 'withdrawal fee',
            reference: `withdrawal:${before.id}`,
          },
          tx,
        );
      const minutes =
        (await repo.methodByCode(tx, before.methodCode))?.confirmMinutes ?? FALLBACK_CONFIRM_MINUTES;
      const now = ctx.now();
      const after = await repo.updateWithdrawal(tx, before.id, {
        status: 'paid',
        paidBy: actor.name,
        paidAt: now,
        payoutReference: reference,
        confirmDueAt: new Date(now.getTime() + minutes * 60_000),
      });
      await auditWithdrawal(deps, tx, actor, 'payments.withdrawal.payout', before, after, reference);
      return after;
    });
    await told(decided, 'paid');
    return present(decided);
  }

  /**
   * For the member's account record (records module): withdrawal id → the payout reference the
   * operator entered, for the member's own withdrawals among `withdrawalIds`.
   */
  async function payoutReferencesOf(memberId: string, withdrawalIds: readonly string[]) {
    const ids = [...new Set(withdrawalIds)].filter((id) => /^\d{1,19}$/.test(id)).map((id) => BigInt(id));
    const rows = await cashierRepo.payoutReferences(db, BigInt(memberId), ids);
    return new Map(rows.flatMap((r) => (r.reference ? [[r.id.toString(), r.reference] as const] : [])));
  }

  return { queue, reveal, approve, reject, payout, payoutReferencesOf };
}

export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
