import type { AppContext } from '../../platform/context.js';
import type { PayloadKeys } from '../../platform/http/payload-encryption.js';
import type { HttpApp } from '../../platform/http/types.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export function createSystemModule(ctx: AppContext, deps: { payloadKeys?: PayloadKeys } = {}) {
  const service = createSystemService(ctx, deps);
  return { service, routes: (app: HttpApp) => systemRoutes(app, service) };
}
