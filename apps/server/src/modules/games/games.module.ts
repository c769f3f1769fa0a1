import type { AppContext } from '../../platform/context.js';
import type { HttpApp } from '../../platform/http/types.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';

export function createGamesModule(ctx: AppContext) {
  const service = createGamesService(ctx);
  return { service, routes: (app: HttpApp) => gamesRoutes(app, service) };
}
