import type { AppContext } from '../../platform/context.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';

/** Missions and the leaderboard (issue 18). Placeholder until the missions part lands. */
export function createMissionsPart(_ctx: AppContext, _deps: LoyaltyDeps) {
  const service = {};
  const part: LoyaltyPart = {
    routes: () => undefined,
    operatorRoutes: () => undefined,
    jobs: async () => undefined,
  };
  return { service, ...part };
}
