import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import * as repo from './payments.stats.repo.js';

/** Money in and out per day, for the back office's dashboard (decision 0027). */
export function createPaymentStats(ctx: AppContext) {
  return {
    paidPerDay: (range: { from: Date; to: Date; timeZone: string; currency: string }) =>
      repo.paidPerDay(ctx.database.db, range),
    /** One member's paid deposits over [from, to), in the caller's transaction (VIP levels). */
    memberDeposits: (tx: Tx, memberId: bigint, from: Date, to: Date) =>
      repo.memberDeposits(tx, memberId, from, to),
    /** The members with a paid deposit over [from, to) (VIP levels' sweep). */
    depositors: (from: Date, to: Date) => repo.depositors(ctx.database.db, from, to),
  };
}

export type PaymentStats = ReturnType<typeof createPaymentStats>;
