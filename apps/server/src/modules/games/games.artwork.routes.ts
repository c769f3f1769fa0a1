import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HttpApp } from '../../platform/http/types.js';
import type { ArtworkService, Picture } from './games.artwork.service.js';

/**
 * A week: pictures change only when a game is renamed or the drawing code changes, and the ETag
 * makes the check after that a 304 with no body.
 */
const PICTURE_MAX_AGE_S = 7 * 24 * 3600;

const VendorFile = z.object({ file: z.string().max(80) });
const GameFile = z.object({ vendor: z.string().max(40), file: z.string().max(80) });

function send(request: FastifyRequest, reply: FastifyReply, picture: Picture) {
  reply
    .header('cache-control', `public, max-age=${PICTURE_MAX_AGE_S}`)
    .header('etag', picture.etag)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened on its own is a document: no scripts, no fetches, whatever it held.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === picture.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(picture.svg);
}

/** The catalogue's pictures: game artwork, vendor marks and game-type pictures, all drawn here. */
export function artworkRoutes(app: HttpApp, artwork: ArtworkService) {
  const tags = ['games'];
  // The static segment wins over the parametric one below, so `vendors` is never read as a vendor code.
  app.get(
    '/game-icons/vendors/:file',
    { schema: { tags, summary: 'A game vendor’s logo (SVG): the spec’s lagerIcon', params: VendorFile } },
    async (request, reply) => send(request, reply, await artwork.vendorLogo(request.params.file)),
  );
  app.get(
    '/game-icons/:vendor/:file',
    {
      schema: {
        tags,
        summary: 'A game’s artwork (SVG), drawn from its type, vendor, name and code: the iconUrl',
        params: GameFile,
      },
    },
    async (request, reply) =>
      send(request, reply, await artwork.gamePicture(request.params.vendor, request.params.file)),
  );
  app.get(
    '/game-icons/:file',
    { schema: { tags, summary: 'A game type’s picture (SVG)', params: VendorFile } },
    async (request, reply) => send(request, reply, artwork.typePicture(request.params.file)),
  );
}
