import type { ConfirmWithdrawalRequest, WithdrawalValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import type { Actor, WithdrawalDeps } from './payments.withdrawals.model.js';
import { presentWithdrawal } from './payments.withdrawals.present.js';
import * as repo from './payments.withdrawals.repo.js';
import { auditWithdrawal, lockedWithdrawal } from './payments.withdrawals.review.js';

/** Withdrawals auto-confirmed per job run; the next run (a minute later) takes the rest. */
const AUTO_CONFIRM_BATCH = 200;

const SYSTEM: Actor = { kind: 'system', id: 'withdrawal-auto-confirm', name: 'scheduler', ip: '' };

/**
 * The member's answer once a withdrawal is paid (the "Withdrawal confirmation" step;
 * docs/decisions/0020): received or full payment close it; not received (with proof images
 * uploaded first) opens a dispute for an operator. Silence until the window ends counts as
 * received ("auto_received"), and that is final: no dispute can be opened afterwards.
 */
export function createConfirmation(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function autoReceive(tx: Tx, row: repo.WithdrawalRow): Promise<repo.WithdrawalRow> {
    const after = await repo.updateWithdrawal(tx, row.id, {
      status: 'completed',
      confirmation: 'auto_received',
      confirmedAt: ctx.now(),
    });
    await auditWithdrawal(deps, tx, SYSTEM, 'payments.withdrawal.auto_received', row, after);
    return after;
  }

  const isDue = (row: repo.WithdrawalRow) => row.confirmDueAt !== null && row.confirmDueAt <= ctx.now();

  async function confirm(
    principal: Principal,
    id: string,
    body: ConfirmWithdrawalRequest,
    client: { ip: string },
  ): Promise<WithdrawalValue> {
    const answer = await db.transaction(async (tx) => {
      const before = await lockedWithdrawal(tx, id, ['paid'], principal.memberId);
      // Too late: the window has closed, so it is received whatever the answer says.
      if (isDue(before)) return { late: await autoReceive(tx, before) };
      const actor: Actor = {
        kind: 'player',
        id: principal.memberId,
        name: principal.username,
        ip: client.ip,
      };
      const proofs = await repo.proofsOf(tx, [before.id]);
      if (body.result === 'not_received') {
        if (proofs.length === 0) throw new AppError('WITHDRAWAL_PROOF_REQUIRED');
        const after = await repo.updateWithdrawal(tx, before.id, {
          status: 'disputed',
          confirmation: 'not_received',
          confirmedAt: ctx.now(),
        });
        const dispute = await repo.insertDispute(tx, {
          withdrawalId: before.id,
          memberId: before.memberId,
          note: body.note ?? '',
          status: 'open',
          createdAt: ctx.now(),
        });
        await auditWithdrawal(deps, tx, actor, 'payments.withdrawal.not_received', before, after, body.note);
        return { value: presentWithdrawal(after, proofs, dispute) };
      }
      const after = await repo.updateWithdrawal(tx, before.id, {
        status: 'completed',
        confirmation: body.result,
        confirmedAt: ctx.now(),
      });
      await auditWithdrawal(deps, tx, actor, `payments.withdrawal.${body.result}`, before, after);
      return { value: presentWithdrawal(after, proofs, undefined) };
    });
    if ('late' in answer)
      throw new AppError('WITHDRAWAL_WRONG_STATE', { status: 'completed' }, { status: 'completed' });
    return answer.value;
  }

  /** The scheduled job: every paid withdrawal past its window becomes received. Returns how many. */
  async function autoConfirmDue(): Promise<number> {
    const ids = await repo.dueForAutoConfirm(db, ctx.now(), AUTO_CONFIRM_BATCH);
    let done = 0;
    for (const id of ids) {
      await db.transaction(async (tx) => {
        const row = await repo.withdrawalById(tx, id, true);
        // The member may have answered between the scan and the lock.
        if (row?.status === 'paid' && isDue(row)) {
          await autoReceive(tx, row);
          done++;
        }
      });
    }
    return done;
  }

  return { confirm, autoConfirmDue };
}

export type Confirmation = ReturnType<typeof createConfirmation>;
