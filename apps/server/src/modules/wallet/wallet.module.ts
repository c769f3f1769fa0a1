import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import { walletInternalRoutes, walletPlayerRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

export const RECONCILE_JOB = 'wallet-reconcile';

export function createWalletModule(ctx: AppContext) {
  const service = createWalletService(ctx);
  return {
    service,
    routes(app: HttpApp, guards: AuthGuards, currency: () => Promise<{ code: string; symbol: string }>) {
      walletPlayerRoutes(app, service, guards, currency);
      if (ctx.config.internalApiToken) walletInternalRoutes(app, service, ctx.config.internalApiToken);
    },
    /** Reconciliation every 5 minutes (spec: the ledger is checked continuously). */
    async jobs(runner: JobRunner) {
      await runner.every(RECONCILE_JOB, '*/5 * * * *', () => service.reconcile('schedule'));
    },
  };
}
