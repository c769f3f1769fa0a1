import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemService } from '../system/system.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { accountsRoutes } from './accounts.routes.js';
import { type AccountsDeps, createAccountsService } from './accounts.service.js';
import { socialRoutes } from './accounts.social.routes.js';
import { createSocialService } from './accounts.social.service.js';
import { testHookRoutes } from './accounts.test-hooks.routes.js';
import { totpRoutes } from './accounts.totp.routes.js';
import { createTotpService } from './accounts.totp.service.js';

export function createAccountsModule(
  ctx: AppContext,
  deps: { system: SystemService; wallet: WalletService } & AccountsDeps,
) {
  const service = createAccountsService(ctx, deps);
  // Security centre authenticator (TOTP) and social login (OpenID Connect): own services and routes.
  const totp = createTotpService(ctx, deps);
  const social = createSocialService(ctx, deps);
  return {
    service,
    totp,
    routes: (app: HttpApp, guards: AuthGuards) => {
      accountsRoutes(app, service, guards, ctx);
      totpRoutes(app, totp, guards);
      socialRoutes(app, social);
      testHookRoutes(app, ctx);
    },
  };
}
