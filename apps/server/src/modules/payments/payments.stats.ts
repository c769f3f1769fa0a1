import type { AppContext } from '../../platform/context.js';
import * as repo from './payments.stats.repo.js';

/** Money in and out per day, for the back office's dashboard (decision 0027). */
export function createPaymentStats(ctx: AppContext) {
  return {
    paidPerDay: (range: { from: Date; to: Date; timeZone: string; currency: string }) =>
      repo.paidPerDay(ctx.database.db, range),
  };
}

export type PaymentStats = ReturnType<typeof createPaymentStats>;
