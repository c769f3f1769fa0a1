import {
  type DashboardValue as Dashboard,
  DashboardValue,
  envelope,
  type OutboxPage as Outbox,
  type OutboxQuery as OutboxFilter,
  OutboxPage,
  OutboxQuery,
} from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';

const tags = ['back office: dashboard and messages'];

/** The dashboard and the SMS/email outbox (decision 0027): read-only pages. */
export function backofficePagesRoutes(
  app: HttpApp,
  pages: { dashboard: () => Promise<Dashboard>; outbox: (query: OutboxFilter) => Promise<Outbox> },
  operatorGuard: OperatorGuard,
) {
  app.get(
    '/bo/api/dashboard',
    {
      onRequest: operatorGuard('dashboard.view'),
      schema: {
        tags,
        summary:
          "Today's and this month's deposits, withdrawals, bets, wins, GGR, new and active players; 30 days' series (Asia/Dhaka days)",
        response: { 200: envelope(DashboardValue) },
      },
    },
    async () => ok(await pages.dashboard()),
  );
  app.get(
    '/bo/api/messages/outbox',
    {
      onRequest: operatorGuard('messages.view'),
      schema: {
        tags,
        summary: 'Every SMS and email the platform sent (the outbox), filtered and paged',
        querystring: OutboxQuery,
        response: { 200: envelope(OutboxPage) },
      },
    },
    async (request) => ok(await pages.outbox(request.query)),
  );
}
