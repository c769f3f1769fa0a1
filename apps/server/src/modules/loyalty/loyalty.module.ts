import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { LoyaltyDeps } from './loyalty.deps.js';
import { createMissionsPart } from './loyalty.missions.js';
import { createPointsPart } from './loyalty.points.js';
import { createVipPart } from './loyalty.vip.js';

/**
 * Loyalty (issue 18): VIP levels and their benefits, points and the points mall, missions and the
 * leaderboard. Each part lives in its own files (loyalty.vip*, loyalty.points* and loyalty.mall*,
 * loyalty.missions* and loyalty.leaderboard*) and hands this module its routes and jobs. Play
 * reaches them through the valid-bet service's change log (decision 0047), never by reading the
 * vendors' tables.
 */
export function createLoyaltyModule(ctx: AppContext, deps: LoyaltyDeps) {
  const vip = createVipPart(ctx, deps);
  // Points earn at a rate per game type times the member's VIP level's points rate.
  const points = createPointsPart(ctx, { ...deps, vip: vip.service });
  const missions = createMissionsPart(ctx, deps);
  const parts = [vip, points, missions];
  return defineModule({
    name: 'loyalty',
    service: { vip: vip.service, points: points.service, missions: missions.service },
    routes: async (app, { guards }) => {
      for (const part of parts) await part.routes(app, guards);
    },
    operatorRoutes: async (app, { operatorGuard }) => {
      for (const part of parts) await part.operatorRoutes(app, operatorGuard);
    },
    jobs: async (runner) => {
      for (const part of parts) await part.jobs(runner);
    },
  });
}
