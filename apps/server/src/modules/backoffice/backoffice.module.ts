import type { AppContext } from '../../platform/context.js';
import type { OperatorGuard } from '../../platform/http/operator-auth.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SystemService } from '../system/system.service.js';
import { createOperatorAccount } from './backoffice.account.js';
import { createDashboard, type DashboardDeps } from './backoffice.dashboard.js';
import { createOperatorGuard } from './backoffice.guard.js';
import { createOperators } from './backoffice.operators.js';
import { createOperatorManagement } from './backoffice.operators.manage.js';
import { operatorAccountRoutes, operatorsRoutes } from './backoffice.operators.routes.js';
import { createOutboxView } from './backoffice.outbox.js';
import { backofficePagesRoutes } from './backoffice.pages.routes.js';
import { sessionRoutes } from './backoffice.routes.js';
import { createOperatorSessions } from './backoffice.sessions.js';

/**
 * The back office's operators: sessions, and the guard every module's operator routes use (its
 * `install` starts the list of operator routes before any module registers one); the dashboard,
 * which adds up the other modules' aggregates, and the SMS/email outbox page.
 */
export function createBackofficeModule(
  ctx: AppContext,
  deps: { system: SystemService; audit: AuditService } & Omit<DashboardDeps, 'now'>,
) {
  const sessions = createOperatorSessions(ctx, deps);
  const guards = createOperatorGuard(sessions.authenticate);
  const operatorGuard: OperatorGuard = guards.guard;
  const management = createOperatorManagement(ctx, deps);
  const account = createOperatorAccount(ctx, deps);
  const pages = { dashboard: createDashboard({ ...deps, now: ctx.now }), outbox: createOutboxView(ctx) };
  const service = {
    sessions,
    operators: createOperators(ctx),
    management,
    /** Every route registered since install with an operator guard, and what it needs. */
    operatorRoutes: guards.routes,
  };
  return defineModule({
    name: 'backoffice',
    service,
    guards,
    operatorGuard,
    install: (app) => {
      app.decorateRequest('operator', null);
      guards.track(app);
    },
    operatorRoutes: (app) => {
      sessionRoutes(app, sessions, guards);
      operatorAccountRoutes(app, account, guards);
      operatorsRoutes(app, management, guards);
      backofficePagesRoutes(app, pages, operatorGuard);
    },
  });
}
