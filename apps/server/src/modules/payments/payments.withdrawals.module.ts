import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import { createConfirmation } from './payments.confirmation.js';
import { createDisputes } from './payments.disputes.js';
import { createPayoutAccounts } from './payments.payout-accounts.js';
import { createProofs } from './payments.proofs.js';
import { createWithdrawalMethods } from './payments.withdrawals.methods.js';
import type { WithdrawalDeps } from './payments.withdrawals.model.js';
import { withdrawalOperatorRoutes } from './payments.withdrawals.operator-routes.js';
import { createWithdrawalReview } from './payments.withdrawals.review.js';
import { withdrawalMemberRoutes } from './payments.withdrawals.routes.js';
import { createWithdrawals } from './payments.withdrawals.service.js';

export const AUTO_CONFIRM_JOB = 'withdrawal-auto-confirm';

/** The withdrawal half of the payments module (H2): payout accounts to disputes. */
export function createWithdrawalServices(ctx: AppContext, deps: WithdrawalDeps) {
  return {
    payoutAccounts: createPayoutAccounts(ctx, deps),
    withdrawals: createWithdrawals(ctx, deps),
    review: createWithdrawalReview(ctx, deps),
    confirmation: createConfirmation(ctx, deps),
    disputes: createDisputes(ctx, deps),
    proofs: createProofs(ctx, deps),
    methods: createWithdrawalMethods(ctx, deps),
  };
}

export type WithdrawalServices = ReturnType<typeof createWithdrawalServices>;

export async function withdrawalRoutes(
  app: HttpApp,
  services: WithdrawalServices,
  guards: AuthGuards,
  operatorGuard?: OperatorGuard,
) {
  await withdrawalMemberRoutes(app, services, guards);
  if (operatorGuard) withdrawalOperatorRoutes(app, services, operatorGuard);
}

/** Silence counts as received: every minute, paid withdrawals past their window complete. */
export async function withdrawalJobs(runner: JobRunner, services: WithdrawalServices) {
  await runner.every(AUTO_CONFIRM_JOB, '* * * * *', () => services.confirmation.autoConfirmDue());
}
