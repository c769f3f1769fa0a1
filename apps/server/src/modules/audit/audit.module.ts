import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import { auditRoutes } from './audit.routes.js';
import { createAuditSearch } from './audit.search.js';
import { createAuditService } from './audit.service.js';

/**
 * The audit trail every changing operator action writes to (decision 0022): `service.record`
 * inside the change's transaction, `service.verify` for the chain, and the search route.
 */
export function createAuditModule(ctx: AppContext) {
  const service = createAuditService(ctx);
  const search = createAuditSearch(ctx);
  return defineModule({
    name: 'audit',
    service,
    operatorRoutes: (app, { operatorGuard }) => auditRoutes(app, search, operatorGuard),
  });
}
