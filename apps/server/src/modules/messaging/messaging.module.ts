import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import { messagingRoutes } from './messaging.routes.js';
import { createMessagingService } from './messaging.service.js';

export function createMessagingModule(ctx: AppContext) {
  const service = createMessagingService(ctx);
  return { service, routes: (app: HttpApp, guards: AuthGuards) => messagingRoutes(app, service, guards) };
}
