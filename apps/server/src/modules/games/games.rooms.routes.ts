import { envelope, RoomLobbyQuery, RoomLobbyValue } from '@khela/contract';
import { ok } from '../../platform/http/envelope.js';
import type { HttpApp } from '../../platform/http/types.js';
import { languageOf } from './games.catalogue.present.js';
import type { RoomLobbyService } from './games.rooms.service.js';

/**
 * The rooms strip of the LIVE, FISH and PVP lobbies (issue 21; contract games-rooms.ts): public
 * like the catalogue (a guest sees the lobby too), read from the studio. Without a studio the
 * list is empty.
 */
export function roomLobbyRoutes(app: HttpApp, rooms: RoomLobbyService) {
  app.get(
    '/wps/relay/roomLobby',
    {
      schema: {
        tags: ['games'],
        summary:
          'The studio rooms of a lobby (LIVE tables; FISH halls and crash; PVP Teen Patti) with their players now, stakes and the game that opens them',
        querystring: RoomLobbyQuery,
        response: { 200: envelope(RoomLobbyValue) },
      },
    },
    async (request, reply) => {
      // The counts move every few seconds; the server reads the studio at most every 2 s anyway.
      reply.header('cache-control', 'public, max-age=2');
      return ok(await rooms.lobby(request.query.type, languageOf(request.query.language, request.lang)));
    },
  );
}
