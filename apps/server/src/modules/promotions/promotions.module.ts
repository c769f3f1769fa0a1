import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { BonusEngine } from './promotions.bonus.js';
import { type CatalogueDeps, createCatalogue } from './promotions.catalogue.js';
import { createEnvelopes, type EnvelopeDeps } from './promotions.envelopes.js';
import { promotionsOperatorRoutes, promotionsRoutes } from './promotions.routes.js';
import { createPromotionsService, type PromotionsDeps } from './promotions.service.js';

/**
 * Promotions and bonus money (issue 17, decision 0051). The bonus engine is built before the
 * vendors module (app.ts), which stakes, settles and refunds bonus money through it; this module
 * adds the player's and the operator's calls and the minute job that expires grants and converts
 * any whose wagering was met without a credit noticing.
 */
export function createPromotionsModule(ctx: AppContext, deps: PromotionsDeps & CatalogueDeps & EnvelopeDeps) {
  const engine: BonusEngine = deps.engine;
  const catalogue = createCatalogue(ctx, deps);
  const envelopes = createEnvelopes(ctx, deps);
  // The engine and the catalogue too: jobs, the payments hook and tests reach them through the module.
  const service = { ...createPromotionsService(ctx, deps), engine, catalogue, envelopes };
  return defineModule({
    name: 'promotions',
    service,
    routes: (app, { guards }) => promotionsRoutes(app, guards, service, catalogue, envelopes),
    operatorRoutes: (app, { operatorGuard }) =>
      promotionsOperatorRoutes(app, operatorGuard, service, catalogue, envelopes),
    jobs: async (runner) => {
      await runner.every('promotions-bonus-sweep', '* * * * *', async () => {
        await engine.expireDue();
        await engine.convertMet();
        await envelopes.returnEnded();
      });
    },
  });
}
