import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import { analyticsRoutes } from './analytics.routes.js';
import { type AnalyticsDeps, createAnalyticsService } from './analytics.service.js';

/** First-party analytics (decision 0085): the events call and the retention job. */
export function createAnalyticsModule(ctx: AppContext, deps: AnalyticsDeps) {
  const service = createAnalyticsService(ctx, deps);
  return defineModule({
    name: 'analytics',
    service,
    routes: (app, { guards }) => analyticsRoutes(app, service, guards),
    jobs: async (runner) => {
      // Daily, at a quiet hour: events older than the retention go.
      await runner.every('analytics.purge', '40 3 * * *', () => service.purge());
    },
  });
}
