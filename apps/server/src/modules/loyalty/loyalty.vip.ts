import type { AppContext } from '../../platform/context.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';

/** VIP levels (issue 18). Placeholder until the VIP part lands: nobody is VIP. */
export function createVipPart(_ctx: AppContext, _deps: LoyaltyDeps) {
  const service = {
    /** Member info's VIP flags. */
    vipOf: async (_memberId: bigint) => ({ hasVip: false, vipLabel: '', rankLevel: 0 }),
    /** The points rate of the member's level, in basis points of the base rate (10000 = 1×). */
    pointsRateBasisPoints: async (_memberId: bigint) => 10_000,
  };
  const part: LoyaltyPart = {
    routes: () => undefined,
    operatorRoutes: () => undefined,
    jobs: async () => undefined,
  };
  return { service, ...part };
}
export type VipService = ReturnType<typeof createVipPart>['service'];
