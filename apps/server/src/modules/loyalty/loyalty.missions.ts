import type { Language, RewardItemValue } from '@khela/contract';
import type { AppContext } from '../../platform/context.js';
import type { LoyaltyDeps, LoyaltyPart } from './loyalty.deps.js';
import { createLeaderboard } from './loyalty.leaderboard.js';
import { createMissionsEditor } from './loyalty.missions.editor.js';
import { missionsOperatorRoutes, missionsRoutes } from './loyalty.missions.routes.js';
import { createMissions } from './loyalty.missions.service.js';

/**
 * Missions and the leaderboard (issue 18, decision 0064): daily and weekly missions whose progress
 * comes from events (the valid-bet change log, deposits, logins), claimed once through the reward
 * centre; a board per day and week by valid bet with prizes paid once at each period's end.
 */
export function createMissionsPart(ctx: AppContext, deps: LoyaltyDeps) {
  const missions = createMissions(ctx, deps);
  const leaderboard = createLeaderboard(ctx, deps);
  const editor = createMissionsEditor(ctx, deps);
  const service = {
    ...missions,
    leaderboard,
    editor,
    /** The reward centre's source (bound into promotions in app.ts): missions and prizes. */
    async rewardItems(memberId: bigint, lang: Language): Promise<RewardItemValue[]> {
      const [a, b] = await Promise.all([
        missions.rewardItems(memberId, lang),
        leaderboard.rewardItems(memberId, lang),
      ]);
      return [...a, ...b];
    },
  };
  const part: LoyaltyPart = {
    routes: async (app, guards) => {
      // The deposit hook's currency and zone until the first call reads them afresh.
      await missions.site().catch(() => undefined);
      missionsRoutes(app, guards, missions, leaderboard);
    },
    operatorRoutes: (app, operatorGuard) => missionsOperatorRoutes(app, operatorGuard, editor, leaderboard),
    jobs: async (runner) => {
      // Each closed valid-bet slot into mission progress and the boards, once (own cursor).
      await runner.every('loyalty-missions-play', '* * * * *', async () => {
        await missions.syncPlay();
      });
      // Ended days and weeks: the leaderboard's prizes, once per period.
      await runner.every('loyalty-leaderboard-prizes', '*/5 * * * *', async () => {
        await missions.syncPlay();
        await leaderboard.payEnded();
      });
    },
  };
  return { service, ...part };
}

export type MissionsService = ReturnType<typeof createMissionsPart>['service'];
