import type { AppContext } from '../../platform/context.js';
import { createAuthGuards } from '../../platform/http/auth.js';
import { defineModule } from '../../platform/module.js';
import type { SiteInfo } from '../../platform/site.js';
import type { AuditService } from '../audit/audit.service.js';
import { createPlayersOperator, type PlayersOperatorDeps } from './accounts.operator.js';
import { playersOperatorRoutes } from './accounts.operator.routes.js';
import { permissionRoutes } from './accounts.permissions.routes.js';
import { accountsRoutes } from './accounts.routes.js';
import { type AccountsDeps, createAccountsService } from './accounts.service.js';
import { socialRoutes } from './accounts.social.routes.js';
import { createSocialService } from './accounts.social.service.js';
import { testHookRoutes } from './accounts.test-hooks.routes.js';
import { totpRoutes } from './accounts.totp.routes.js';
import { createTotpService } from './accounts.totp.service.js';

/**
 * Players' accounts: sessions (and the guards of every player route), login, registration,
 * passwords, authenticator, social login; and the back office's players page.
 */
export function createAccountsModule(
  ctx: AppContext,
  deps: AccountsDeps & { vendors: PlayersOperatorDeps['vendors']; audit: AuditService; site: SiteInfo },
) {
  const service = createAccountsService(ctx, deps);
  // Security centre authenticator (TOTP) and social login (OpenID Connect): own services and routes.
  const totp = createTotpService(ctx, deps);
  const social = createSocialService(ctx, deps);
  const players = createPlayersOperator(ctx, deps);
  // Guards for (T) routes: every module's player routes get them through ModuleEnv.
  const guards = createAuthGuards(service.authenticate);
  return defineModule({
    name: 'accounts',
    service,
    totp,
    /** The back office's players page; the dashboard counts players through it. */
    players,
    guards,
    install: (app) => {
      app.decorateRequest('principal', null);
      // Every route from here on is listed with its player guard (a guard outside onRequest fails the start).
      guards.track(app);
    },
    routes: (app, { guards }) => {
      accountsRoutes(app, service, guards, ctx);
      totpRoutes(app, totp, guards);
      // Permission info at start-up (decision 0085).
      permissionRoutes(app, guards, deps.system);
      socialRoutes(app, social);
      testHookRoutes(app, ctx);
    },
    operatorRoutes: (app, { operatorGuard }) => playersOperatorRoutes(app, players, operatorGuard),
  });
}
