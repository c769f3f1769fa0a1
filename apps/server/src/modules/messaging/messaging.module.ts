import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { AuditService } from '../audit/audit.service.js';
import { createMessagingOperator } from './messaging.operator.js';
import { messagingOperatorRoutes } from './messaging.operator.routes.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

export function createMessagingModule(ctx: AppContext) {
  const service = createMessagingService(ctx);
  return {
    service,
    routes: (app: HttpApp, guards: AuthGuards) => messagingRoutes(app, service, guards),
    /** The back office's content page (issue 8); registered after the operator guard tracks routes. */
    operatorRoutes: (app: HttpApp, operatorGuard: OperatorGuard, audit: AuditService) =>
      messagingOperatorRoutes(app, createMessagingOperator(ctx, audit), operatorGuard),
  };
}
