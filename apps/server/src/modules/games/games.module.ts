import type { AppContext } from '../../platform/context.js';
import type { AuthGuards } from '../../platform/http/auth.js';
import type { HttpApp } from '../../platform/http/types.js';
import { catalogueRoutes } from './games.catalogue.routes.js';
import { type CatalogueDeps, createCatalogueService } from './games.catalogue.service.js';
import { playerGamesRoutes } from './games.player.routes.js';
import { createPlayerGamesService } from './games.player.service.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';

/** What the games module needs from the system module: the site settings with the lane lists. */
export type GamesDeps = {
  system: { settings: () => Promise<{ ESPORTVENDORS: string[]; COCKFIGHTVENDORS: string[] }> };
};

export function createGamesModule(ctx: AppContext, deps: GamesDeps) {
  const laneLists: CatalogueDeps['laneLists'] = async () => {
    const settings = await deps.system.settings();
    return { esportVendors: settings.ESPORTVENDORS, cockfightVendors: settings.COCKFIGHTVENDORS };
  };
  const service = createGamesService(ctx);
  const catalogue = createCatalogueService(ctx, { laneLists });
  const player = createPlayerGamesService(ctx, catalogue);
  return {
    service: { ...service, catalogue, player },
    routes: (app: HttpApp, guards: AuthGuards) => {
      gamesRoutes(app, service);
      catalogueRoutes(app, catalogue);
      playerGamesRoutes(app, player, guards);
    },
  };
}
