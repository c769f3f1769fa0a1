import type { AppContext } from '../../platform/context.js';
import { defineModule } from '../../platform/module.js';
import type { AuditService } from '../audit/audit.service.js';
import { createVendorReports, injectTransport } from '../vendors/vendors.reports.js';
import type { VendorService } from '../vendors/vendors.service.js';
import { createBookOperator } from './games.book.js';
import { catalogueRoutes } from './games.catalogue.routes.js';
import { type CatalogueDeps, createCatalogueService } from './games.catalogue.service.js';
import { createGameKinds, createGameNames } from './games.game-name.js';
import { createGameLaunch, type GameLaunchDeps } from './games.launch.js';
import { type LotteryData, studioLotteryData } from './games.lottery.js';
import { lotteryRoutes } from './games.lottery.routes.js';
import { createLotteryService } from './games.lottery.service.js';
import { createGamesOperator } from './games.operator.js';
import { gamesOperatorRoutes } from './games.operator.routes.js';
import { playerGamesRoutes } from './games.player.routes.js';
import { createPlayerGamesService } from './games.player.service.js';
import { type RoomData, studioRoomData } from './games.rooms.js';
import { roomLobbyRoutes } from './games.rooms.routes.js';
import { createRoomLobbyService } from './games.rooms.service.js';
import { gamesRoutes } from './games.routes.js';
import { createGamesService } from './games.service.js';

/** What the games module needs from the modules above it. */
export type GamesDeps = Omit<GameLaunchDeps, 'player'> & {
  /** The system module's settings with the lane lists. */
  system: { settings: () => Promise<{ ESPORTVENDORS: string[]; COCKFIGHTVENDORS: string[] }> };
  audit: AuditService;
  /** The vendors' secrets: the back office reads the studio book's report signed with KHELA's. */
  vendors: Pick<VendorService, 'secretOf'>;
  /** The lottery menus and results (tests pass a fake); by default the studio mounted in this process. */
  lottery?: LotteryData;
  /** The studio's live rooms for the LIVE, FISH and PVP lobbies (tests pass a fake); by default the mounted studio's. */
  rooms?: RoomData;
};

/** The catalogue and lobby, the player's games, the game launch, and the back office's games page. */
export function createGamesModule(ctx: AppContext, deps: GamesDeps) {
  const laneLists: CatalogueDeps['laneLists'] = async () => {
    const settings = await deps.system.settings();
    return { esportVendors: settings.ESPORTVENDORS, cockfightVendors: settings.COCKFIGHTVENDORS };
  };
  const service = createGamesService(ctx);
  const catalogue = createCatalogueService(ctx, { laneLists });
  const player = createPlayerGamesService(ctx, catalogue);
  // The launch hands a game its one-time token through the vendors module.
  const launch = createGameLaunch(ctx, { ...deps, player });
  return defineModule({
    name: 'games',
    service: {
      ...service,
      catalogue,
      player,
      /** A game's name in a language, the one rule for records, the studio and every other reader. */
      gameName: createGameNames(ctx),
      /** A game's lane and classification (the studio opens its book for sports lanes). */
      gameKind: createGameKinds(ctx, laneLists),
      /** Vendor codes → the names the lobby shows, for records and other readers. */
      vendorNames: catalogue.vendorNames,
    },
    routes: (app, { guards }) => {
      gamesRoutes(app, service);
      catalogueRoutes(app, catalogue);
      playerGamesRoutes(app, player, guards);
      launch.routes(app, guards);
      // The studio is mounted in this process (studio-mount.ts): its lottery API is one app.inject away.
      const lottery =
        deps.lottery ??
        studioLotteryData(injectTransport(app), {
          mounted: ctx.config.studioMount,
          now: ctx.now,
          logError: (error, context) => app.log.warn({ err: error }, context),
        });
      lotteryRoutes(app, createLotteryService(lottery));
      // The studio's rooms with their players now, for the LIVE, FISH and PVP lobbies (issue 21).
      const rooms =
        deps.rooms ??
        studioRoomData(injectTransport(app), {
          mounted: ctx.config.studioMount,
          logError: (error, context) => app.log.warn({ err: error }, context),
        });
      roomLobbyRoutes(app, createRoomLobbyService(ctx, rooms));
    },
    operatorRoutes: (app, { operatorGuard }) =>
      gamesOperatorRoutes(
        app,
        createGamesOperator(ctx, deps.audit),
        operatorGuard,
        // The studio is mounted in this process (studio-mount.ts): its report is one app.inject away.
        createBookOperator(
          ctx,
          deps.audit,
          createVendorReports({
            secretOf: (vendorCode) => deps.vendors.secretOf(vendorCode),
            transport: injectTransport(app),
            now: ctx.now,
            logError: (error, context) => app.log.warn({ err: error }, `vendor report: ${context}`),
          }),
        ),
      ),
  });
}
