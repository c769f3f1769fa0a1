import type { AppContext } from '../../platform/context.js';
import type { HttpApp } from '../../platform/http/types.js';
import { vendorRoutes } from './vendors.routes.js';
import { createVendorService, type VendorDeps } from './vendors.service.js';

/** The seamless-wallet API for game vendors (issue 6): /vendor/v1/*, bet records, launch tokens. */
export function createVendorsModule(ctx: AppContext, deps: VendorDeps) {
  const service = createVendorService(ctx, deps);
  return {
    service,
    routes: (app: HttpApp) => vendorRoutes(app, service),
  };
}
