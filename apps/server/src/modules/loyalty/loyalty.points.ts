import type { AppContext } from '../../platform/context.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';
import type { VipService } from './loyalty.vip.js';

/** Points and the points mall (issue 18). Placeholder until the points part lands. */
export function createPointsPart(_ctx: AppContext, _deps: LoyaltyDeps & { vip: VipService }) {
  const service = {};
  const part: LoyaltyPart = {
    routes: () => undefined,
    operatorRoutes: () => undefined,
    jobs: async () => undefined,
  };
  return { service, ...part };
}
