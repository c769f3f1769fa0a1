import type { AppContext } from '../../platform/context.js';
import type { JobRunner } from '../../platform/jobs/jobs.js';
import { defineModule } from '../../platform/module.js';
import { walletInternalRoutes, walletPlayerRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

export const RECONCILE_JOB = 'wallet-reconcile';

export function createWalletModule(ctx: AppContext) {
  const service = createWalletService(ctx);
  return defineModule({
    name: 'wallet',
    service,
    routes: (app, { guards, site }) => {
      walletPlayerRoutes(app, service, guards, site.currency);
      if (ctx.config.internalApiToken) walletInternalRoutes(app, service, ctx.config.internalApiToken);
    },
    /** Reconciliation every 5 minutes (spec: the ledger is checked continuously). */
    jobs: async (runner: JobRunner) => {
      await runner.every(RECONCILE_JOB, '*/5 * * * *', () => service.reconcile('schedule'));
    },
  });
}
