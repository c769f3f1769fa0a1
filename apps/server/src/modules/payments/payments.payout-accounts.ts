import { type BindPayoutAccountRequest, MAX_PAYOUT_ACCOUNTS, type PayoutAccountValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Principal } from '../../platform/http/auth.js';
import { maskNumber, type WithdrawalDeps } from './payments.withdrawals.model.js';
import * as repo from './payments.withdrawals.repo.js';

export function presentPayoutAccount(row: repo.PayoutAccountRow): PayoutAccountValue {
  return {
    id: row.id.toString(),
    kind: row.kind === 'bank' ? 'bank' : 'ewallet',
    provider: row.provider,
    number: maskNumber(row.accountNumber),
    branch: row.branch,
    payeeName: row.payeeName,
    methodCode: row.methodCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Bound payout accounts (docs/decisions/0020): a bank card pays out through method BANK, a
 * mobile wallet through its provider's method. The payee name must be the member's; a member
 * without one gets it from the first account bound. At most MAX_PAYOUT_ACCOUNTS at once.
 */
export function createPayoutAccounts(ctx: AppContext, deps: WithdrawalDeps) {
  const db = ctx.database.db;

  async function list(principal: Principal): Promise<PayoutAccountValue[]> {
    return (await repo.activeAccounts(db, BigInt(principal.memberId))).map(presentPayoutAccount);
  }

  async function bind(principal: Principal, body: BindPayoutAccountRequest): Promise<PayoutAccountValue> {
    const memberId = BigInt(principal.memberId);
    const fields =
      body.kind === 'bank'
        ? {
            methodCode: 'BANK',
            provider: body.bankName,
            accountNumber: body.accountNumber,
            branch: body.branch,
          }
        : {
            methodCode: body.provider,
            provider: body.provider,
            accountNumber: body.walletNumber,
            branch: null,
          };
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      if (!(await deps.accounts.matchOrClaimPayeeName(tx, principal.memberId, body.payeeName)))
        throw new AppError('PAYEE_NAME_MISMATCH');
      if ((await repo.activeAccounts(tx, memberId)).length >= MAX_PAYOUT_ACCOUNTS)
        throw new AppError('PAYOUT_ACCOUNT_LIMIT', { max: MAX_PAYOUT_ACCOUNTS });
      const row = await repo.insertAccount(tx, {
        memberId,
        kind: body.kind,
        ...fields,
        payeeName: body.payeeName.trim().replace(/\s+/g, ' '),
        createdAt: ctx.now(),
      });
      if (!row) throw new AppError('PAYOUT_ACCOUNT_DUPLICATE');
      return presentPayoutAccount(row);
    });
  }

  /** Unbinds an account no withdrawal in progress pays to (history keeps its copy of it). */
  async function unbind(principal: Principal, id: string): Promise<null> {
    const memberId = BigInt(principal.memberId);
    return db.transaction(async (tx) => {
      await repo.lockMember(tx, memberId);
      const row = await repo.activeAccountOf(tx, memberId, BigInt(id));
      if (!row) throw new AppError('PAYOUT_ACCOUNT_NOT_FOUND');
      if (await repo.hasOpenWithdrawal(tx, row.id)) throw new AppError('PAYOUT_ACCOUNT_IN_USE');
      await repo.removeAccount(tx, row.id, ctx.now());
      return null;
    });
  }

  return { list, bind, unbind };
}

export type PayoutAccounts = ReturnType<typeof createPayoutAccounts>;
