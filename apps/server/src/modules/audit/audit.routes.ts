import { AuditPageValue, AuditSearchQuery, envelope } from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { createAuditSearch } from './audit.search.js';

export function auditRoutes(
  app: HttpApp,
  search: ReturnType<typeof createAuditSearch>,
  operatorGuard: OperatorGuard,
) {
  app.get(
    '/bo/api/audit',
    {
      onRequest: operatorGuard('audit.view'),
      schema: {
        tags: ['back office'],
        summary: 'The audit trail, newest first: filter by actor, action, target and time (audit.view)',
        querystring: AuditSearchQuery,
        response: { 200: envelope(AuditPageValue) },
      },
    },
    async (request) => ok(await search(request.query)),
  );
}
