import {
  envelope,
  GameListItem,
  GameListQuery,
  GameListValue,
  GameMenusQuery,
  GameMenusValue,
  HotGamesQuery,
  NewGameVendorQuery,
  NewGameVendorValue,
  VassGameTypeQuery,
  VassGameTypeValue,
} from '@khela/contract';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { artworkRoutes } from './games.artwork.routes.js';
import type { CatalogueService } from './games.catalogue.service.js';

/** Public catalogue calls (the "Games" group of the API): menus, lobby pages, hot games, vendors and lanes. */
export function catalogueRoutes(app: HttpApp, catalogue: CatalogueService) {
  artworkRoutes(app, catalogue.artwork);
  app.get(
    '/lgw/games/game_menus',
    {
      schema: {
        tags: ['games'],
        summary:
          'Game types with at least one active vendor, in navigation order, each with its vendors; prize mode',
        querystring: GameMenusQuery,
        response: { 200: envelope(GameMenusValue) },
      },
    },
    async () => ok(await catalogue.gameMenus()),
  );
  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: {
        tags: ['games'],
        summary: 'One lobby page: filter by type, vendor, classification, new/hot, name (trimmed); 18 a page',
        querystring: GameListQuery,
        response: { 200: envelope(GameListValue) },
      },
    },
    async (request) => ok(await catalogue.gameList(request.query, request.lang)),
  );
  app.get(
    '/wps/relay/hotGamesV2',
    {
      schema: {
        tags: ['games'],
        summary: 'Hot games of a type or vendor (cached 60 s)',
        querystring: HotGamesQuery,
        response: { 200: envelope(z.array(GameListItem)) },
      },
    },
    async (request) => ok(await catalogue.hotGames(request.query, request.lang)),
  );
  app.get(
    '/wps/relay/getVassGameType',
    {
      schema: {
        tags: ['games'],
        summary: 'The vendors of a game type, each with the classifications it offers',
        querystring: VassGameTypeQuery,
        response: { 200: envelope(VassGameTypeValue) },
      },
    },
    async (request) => ok(await catalogue.vassGameType(request.query.gameType)),
  );
  app.get(
    '/wps/relay/newGameVendor',
    {
      schema: {
        tags: ['games'],
        summary:
          'Vendor lanes: title (game category), cards (vendors), classifications with vendors (cached 60 s)',
        querystring: NewGameVendorQuery,
        response: { 200: envelope(NewGameVendorValue) },
      },
    },
    async () => ok(await catalogue.newGameVendor()),
  );
}
