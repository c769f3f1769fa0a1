import type { AppContext } from '../../platform/context.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { PayloadKeys } from '../../platform/http/payload-encryption.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { AuditService } from '../audit/audit.service.js';
import { createSystemContentOperator } from './system.content.operator.js';
import { systemContentOperatorRoutes } from './system.content.operator.routes.js';
import { createSystemOperator } from './system.operator.js';
import { systemOperatorRoutes } from './system.operator.routes.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export function createSystemModule(ctx: AppContext, deps: { payloadKeys?: PayloadKeys } = {}) {
  const service = createSystemService(ctx, deps);
  return {
    service,
    routes: (app: HttpApp) => systemRoutes(app, service),
    /** The back office's site and content pages (issue 8); registered after the operator guard tracks routes. */
    operatorRoutes: (app: HttpApp, operatorGuard: OperatorGuard, audit: AuditService) => {
      systemOperatorRoutes(app, createSystemOperator(service, audit), operatorGuard);
      // Help centre, resources, customer service (decision 0030); changes drop the cached reads.
      const content = createSystemContentOperator(ctx, { audit, invalidate: service.invalidate });
      systemContentOperatorRoutes(app, content, operatorGuard);
    },
  };
}
