import type { AppContext } from '../../platform/context.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/module.js';
import type { SiteInfo } from '../../platform/site.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { depositJobs } from './payments.deposits.jobs.js';
import type { DepositDeps } from './payments.deposits.model.js';
import { depositRoutes } from './payments.deposits.routes.js';
import { createDepositService } from './payments.deposits.service.js';
import type { AuditRecorder } from './payments.errors.js';
import { createPaymentStats } from './payments.stats.js';
import type { WithdrawalDeps } from './payments.withdrawals.model.js';
import { createWithdrawalServices, withdrawalJobs, withdrawalRoutes } from './payments.withdrawals.module.js';

/** What the payments module needs from the modules above it. */
export type PaymentsDeps = {
  wallet: WalletService;
  /**
   * The back office's audit trail (modules/audit): every operator decision is recorded in the
   * same transaction.
   */
  audit?: AuditRecorder;
  /** The site currency (deposits and withdrawals are in it) and time zone (daily limits, order days). */
  site: SiteInfo;
  logError?: (error: unknown, context: string) => void;
  /** Withdrawals (H2): the payment password and payee name (accounts), proof image storage. */
  accounts: WithdrawalDeps['accounts'];
  /** Turnover (settled real-money stakes) for the cashier's view of a withdrawal. */
  vendors: WithdrawalDeps['vendors'];
  storage: WithdrawalDeps['storage'];
  /** Cash locked by bonuses being wagered (promotions, decision 0051). */
  bonus?: WithdrawalDeps['bonus'];
  /** A deposit was paid, in its transaction (promotions: the deposit bonus, decision 0052). */
  onDepositPaid?: DepositDeps['onDepositPaid'];
  /** A withdrawal was paid out or rejected, after commit (messaging: a system message, decision 0060). */
  onWithdrawalDecided?: WithdrawalDeps['onWithdrawalDecided'];
  /** The member's VIP level's daily withdrawal limits (loyalty, decision 0063). */
  vipLimits?: WithdrawalDeps['vipLimits'];
};

/**
 * Money in and out: payment channels, deposits and the sandbox gateway (H1);
 * withdrawals, payout accounts, confirmation, disputes and proofs (H2).
 */
export function createPaymentsModule(ctx: AppContext, deps: PaymentsDeps) {
  const deposits = createDepositService(ctx, { ...deps, currency: deps.site.currencyCode });
  // ── withdrawals (H2): create services here ──
  const withdrawals = createWithdrawalServices(ctx, deps);

  return defineModule({
    name: 'payments',
    service: {
      channels: deposits.channels,
      deposits,
      // ── withdrawals (H2): expose services here ──
      withdrawals,
      /** Paid deposits and withdrawals per day (back-office dashboard, decision 0027). */
      stats: createPaymentStats(ctx),
    },
    /** Member and operator routes together: each routes file registers both halves of its pages. */
    routes: async (app, { guards, operatorGuard }) => {
      await depositRoutes(app, deposits, guards, operatorGuard);
      // ── withdrawals (H2): register routes here ──
      await withdrawalRoutes(app, withdrawals, guards, operatorGuard);
    },
    jobs: async (runner: JobRunner) => {
      await depositJobs(runner, deposits);
      // ── withdrawals (H2): register jobs here ──
      await withdrawalJobs(runner, withdrawals);
    },
  });
}
