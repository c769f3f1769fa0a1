import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths owned by the API: never answered with an SPA page. */
const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/docs',
  '/health',
  '/ready',
  '/api/',
  '/bo/',
  '/vendor/',
  '/studio/',
  '/media/',
];

/**
 * Folders that hold only files (built assets, banners, game artwork). A miss under them is a
 * missing file, never a page: answering it with index.html would hand an <img> an HTML page.
 */
const ASSET_PREFIXES = ['/assets/', '/banners/', '/game-icons/', '/backoffice/assets/'];

/** The last path segment ends in a file extension (`logo.svg`, `app.js`): a file, not a page. */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

/** True when a missing path must answer 404 rather than the app: a file name or an asset folder. */
export function isStaticFilePath(urlPath: string): boolean {
  if (ASSET_PREFIXES.some((p) => urlPath.startsWith(p))) return true;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return FILE_EXTENSION.test(lastSegment);
}

type SpaApp = { prefix: string; dir: string };

/**
 * Serves the built player app at `/` and the back office at `/backoffice/`.
 * Hashed assets are immutable for a year; HTML is revalidated every time so a deploy shows at once.
 * Files the build compressed ahead (.br, .gz) go compressed to browsers that accept them.
 * Returns the fallback that answers unknown GET page paths with the right app's index.html;
 * a missing file (a name with an extension, or anything under an asset folder) gets the 404 envelope.
 */
export async function serveWebApps(
  app: FastifyInstance,
  apps: SpaApp[],
): Promise<(request: FastifyRequest, reply: FastifyReply) => boolean> {
  const mounted = apps.filter((a) => existsSync(path.join(a.dir, 'index.html')));
  for (const [index, spa] of mounted.entries()) {
    await app.register(fastifyStatic, {
      root: spa.dir,
      prefix: spa.prefix,
      decorateReply: index === 0,
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz beside each text file: sent to browsers that take them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  // Longest prefix first so /backoffice/ wins over /.
  const byPrefix = [...mounted].sort((a, b) => b.prefix.length - a.prefix.length);
  return (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const urlPath = request.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => urlPath === p.replace(/\/$/, '') || urlPath.startsWith(p))) return false;
    if (isStaticFilePath(urlPath)) return false;
    const spa = byPrefix.find((a) => urlPath.startsWith(a.prefix) || `${urlPath}/` === a.prefix);
    if (!spa) return false;
    reply.header('cache-control', 'no-cache');
    void reply.sendFile('index.html', spa.dir);
    return true;
  };
}
