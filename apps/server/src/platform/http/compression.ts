import fastifyCompress from '@fastify/compress';
import type { HttpApp } from './types.js';

/** Answers smaller than this go as they are: compressing them saves no round trip. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers (JSON from the API, pages the build did not compress ahead) with Brotli or
 * gzip, whichever the browser prefers, once they reach 1 KB. Types that are compressed already
 * (PNG, JPEG, WebP, fonts…) are left alone (mime-db's `compressible`), and so is anything that
 * already carries a Content-Encoding (the web build's own .br and .gz copies).
 *
 * Request bodies are not decompressed: no API takes compressed bodies, and signed or encrypted
 * bodies (vendor calls, payload encryption) are checked on exactly the bytes that arrived.
 */
export async function installCompression(app: HttpApp): Promise<void> {
  // onRoute hooks run in the order added: this one marks every route before the plugin's sees it.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
  });
}
