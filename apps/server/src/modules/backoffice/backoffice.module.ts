import type { AppContext } from '../../platform/context.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import { createOperatorAccount } from './backoffice.account.js';
import { createOperatorGuard } from './backoffice.guard.js';
import { createOperators } from './backoffice.operators.js';
import { createOperatorManagement } from './backoffice.operators.manage.js';
import { operatorAccountRoutes, operatorsRoutes } from './backoffice.operators.routes.js';
import { sessionRoutes } from './backoffice.routes.js';
import { createOperatorSessions } from './backoffice.sessions.js';

/**
 * The back office's operators (issue 8): sessions, and the guard every module's operator routes
 * use. `routes(app)` must run before any other module's routes, so the guard sees them all.
 */
export function createBackofficeModule(
  ctx: AppContext,
  deps: { system: SystemService; audit: AuditService },
) {
  const sessions = createOperatorSessions(ctx, deps);
  const guards = createOperatorGuard(sessions.authenticate);
  const operatorGuard: OperatorGuard = guards.guard;
  const management = createOperatorManagement(ctx, deps);
  const account = createOperatorAccount(ctx, deps);
  const service = {
    sessions,
    operators: createOperators(ctx),
    management,
    /** Every route registered so far with an operator guard, and what it needs. */
    operatorRoutes: guards.routes,
  };
  return {
    service,
    guards,
    operatorGuard,
    routes: (app: HttpApp) => {
      app.decorateRequest('operator', null);
      guards.track(app);
      sessionRoutes(app, sessions, guards);
      operatorAccountRoutes(app, account, guards);
      operatorsRoutes(app, management, guards);
    },
  };
}
