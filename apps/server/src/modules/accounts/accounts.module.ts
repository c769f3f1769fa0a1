import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { SystemService } from '../system/system.service.js';
import type { WalletService } from '../wallet/wallet.service.js';
import { accountsRoutes } from './accounts.routes.js';
import { createAccountsService } from './accounts.service.js';

export function createAccountsModule(
  ctx: AppContext,
  deps: { system: SystemService; wallet: WalletService },
) {
  const service = createAccountsService(ctx, deps);
  return { service, routes: (app: HttpApp, guards: AuthGuards) => accountsRoutes(app, service, guards) };
}
