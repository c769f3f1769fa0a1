import type { AppContext } from '../../platform/context.js';
import type { HttpApp } from '../../platform/http/types.js';
import { systemRoutes } from './system.routes.js';
import { createSystemService } from './system.service.js';

export function createSystemModule(ctx: AppContext) {
  const service = createSystemService(ctx);
  return { service, routes: (app: HttpApp) => systemRoutes(app, service) };
}
