import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/audit.service.js';
import { createVendorSecrets } from './vendors.operator.js';
import { vendorSecretRoutes } from './vendors.operator.routes.js';
import { vendorRoutes } from './vendors.routes.js';
import { createVendorService, type VendorDeps } from './vendors.service.js';

/**
 * The seamless-wallet API for game vendors: /vendor/v1/*, bet records, launch tokens; and the
 * back office's vendor signing secrets (decision 0034).
 */
export function createVendorsModule(ctx: AppContext, deps: VendorDeps & { audit: AuditService }) {
  const service = createVendorService(ctx, deps);
  const secrets = createVendorSecrets(ctx, { audit: deps.audit, forgetCredential: service.forgetCredential });
  return defineModule({
    name: 'vendors',
    service,
    routes: (app) => vendorRoutes(app, service),
    operatorRoutes: (app, { operatorGuard }) => vendorSecretRoutes(app, secrets, operatorGuard),
  });
}
