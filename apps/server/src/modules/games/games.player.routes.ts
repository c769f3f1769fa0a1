import {
  envelope,
  FavouriteChange,
  FavouriteChangeValue,
  FavouriteIdsQuery,
  FavouriteIdsValue,
  FavouriteListQuery,
  FavouriteListValue,
  RecentGamesQuery,
  RecentGamesValue,
} from '@khela/contract';
import { type AuthGuards, principalOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import type { PlayerGamesService } from './games.player.service.js';

/** Favourites and recent games (T): any signed-in account, trial included; a guest gets NOT_LOGGED_IN. */
export function playerGamesRoutes(app: HttpApp, player: PlayerGamesService, guards: AuthGuards) {
  app.get(
    '/wps/relay/favorites',
    {
      ...guards.session,
      schema: {
        tags: ['games'],
        summary: "The caller's favourite node ids, newest first (up to 999)",
        querystring: FavouriteIdsQuery,
        response: { 200: envelope(FavouriteIdsValue) },
      },
    },
    async (request) => ok(await player.favouriteIds(principalOf(request), request.query.pageSize)),
  );
  app.get(
    '/wps/relay/favorites/list',
    {
      ...guards.session,
      schema: {
        tags: ['games'],
        summary: "The caller's favourite games, paged (content, pageNum, totalPages)",
        querystring: FavouriteListQuery,
        response: { 200: envelope(FavouriteListValue) },
      },
    },
    async (request) => ok(await player.favouriteList(principalOf(request), request.query, request.lang)),
  );
  app.post(
    '/wps/relay/favorites',
    {
      ...guards.session,
      schema: {
        tags: ['games'],
        summary: 'Adds a favourite (nodeId, vendor, gameType); adding twice is harmless',
        body: FavouriteChange,
        response: { 200: envelope(FavouriteChangeValue) },
      },
    },
    async (request) => ok(await player.addFavourite(principalOf(request), request.body)),
  );
  app.delete(
    '/wps/relay/favorites',
    {
      ...guards.session,
      schema: {
        tags: ['games'],
        summary: 'Removes a favourite (nodeId, vendor, gameType); removing one not there is harmless',
        body: FavouriteChange,
        response: { 200: envelope(FavouriteChangeValue) },
      },
    },
    async (request) => ok(await player.removeFavourite(principalOf(request), request.body)),
  );
  app.get(
    '/wps/relay/recentGames',
    {
      ...guards.session,
      schema: {
        tags: ['games'],
        summary: 'The games the caller launched, latest first (list, totalPages)',
        querystring: RecentGamesQuery,
        response: { 200: envelope(RecentGamesValue) },
      },
    },
    async (request) => ok(await player.recentGames(principalOf(request), request.query, request.lang)),
  );
}
