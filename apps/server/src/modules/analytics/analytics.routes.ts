import { ANALYTICS_LIMITS, AnalyticsBatchRequest, AnalyticsBatchValue, envelope } from '@khela/contract';
import type { AuthGuards } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { AnalyticsService } from './analytics.service.js';

/**
 * POST /wps/analytics/events (decision 0085). The chain: the optional session (the member id),
 * then the setting and the per-address limit, all before the body is read; then the schema; then
 * one call. The site sends it with fetch while the page is open and with sendBeacon when it is
 * hidden (a beacon carries no token: those events are stored without a member id).
 */
export function analyticsRoutes(app: HttpApp, analytics: AnalyticsService, guards: AuthGuards) {
  app.post(
    '/wps/analytics/events',
    {
      onRequest: [guards.optional.onRequest, async (request) => analytics.admit(request.ip)],
      bodyLimit: ANALYTICS_LIMITS.bodyMaxBytes,
      schema: {
        tags: ['analytics'],
        summary:
          'First-party analytics: a batch of up to 20 page views and events from a visitor who accepted the consent banner; off when the ANALYTICS setting says so',
        body: AnalyticsBatchRequest,
        response: { 200: envelope(AnalyticsBatchValue) },
      },
    },
    async (request) => ok(await analytics.record(request.body, request.principal?.memberId ?? null)),
  );
}
