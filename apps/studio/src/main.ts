import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { studioPlugin } from './plugin.js';
import { createWalletClient, httpTransport } from './wallet-client.js';

/**
 * The studio on its own (`npm run start -w apps/studio`), talking to a Khela server over HTTP.
 *
 *   STUDIO_PORT          port to listen on (default 8090)
 *   STUDIO_HOST          address (default 0.0.0.0)
 *   KHELA_BASE_URL       the Khela server (default http://127.0.0.1:8080)
 *   STUDIO_SECRETS       vendor signing secrets, "KHELA=<secret>,PG=<secret>"
 *   KHELA_STUDIO_SECRET  shorthand for the KHELA vendor's secret
 *   STUDIO_DATABASE_URL  the book's PostgreSQL (its tables in schema studio_book); without it the
 *                        book keeps its bets in an embedded PGlite under STUDIO_DATA_DIR
 *                        (default ./data/studio)
 *
 * Standalone, the game pages live at `/studio/play/<gameCode>` on this port, so a Khela launch
 * URL works against it by swapping the host.
 */
function secretsFromEnv(env: NodeJS.ProcessEnv): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const pair of (env.STUDIO_SECRETS ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at > 0) secrets.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  if (env.KHELA_STUDIO_SECRET) secrets.set('KHELA', env.KHELA_STUDIO_SECRET);
  return secrets;
}

const env = process.env;
const port = Number(env.STUDIO_PORT ?? 8090);
const host = env.STUDIO_HOST ?? '0.0.0.0';
const khela = env.KHELA_BASE_URL ?? 'http://127.0.0.1:8080';
const secrets = secretsFromEnv(env);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`STUDIO_PORT: not a port (${env.STUDIO_PORT})`);
if (secrets.size === 0) throw new Error('set KHELA_STUDIO_SECRET or STUDIO_SECRETS (vendor signing secrets)');

/** The book's database: bets stay open for hours, so they live in a database, never in memory. */
async function bookSql(): Promise<(text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>> {
  if (env.STUDIO_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.STUDIO_DATABASE_URL, max: 10 });
    return async (text, values) => ({ rows: (await pool.query(text, values)).rows });
  }
  const dir = path.resolve(env.STUDIO_DATA_DIR ?? './data/studio');
  mkdirSync(dir, { recursive: true });
  const db = new PGlite(dir);
  await db.waitReady;
  return async (text, values) =>
    values && values.length > 0
      ? { rows: (await db.query(text, values)).rows }
      : { rows: (await db.exec(text)).at(-1)?.rows ?? [] };
}

const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
const sql = await bookSql();
await app.register(studioPlugin, {
  prefix: '/studio',
  basePath: '/studio',
  wallet: createWalletClient({ transport: httpTransport(khela), secretOf: (code) => secrets.get(code) }),
  knownVendor: (code) => secrets.has(code),
  book: { sql },
  lottery: { sql },
  rooms: { sql },
  reportSecretOf: (code) => secrets.get(code),
  lobbyBase: khela,
  logError: (error, context) => app.log.error({ err: error }, `studio: ${context}`),
});
app.get('/', async (_request, reply) => reply.redirect('/studio/verify'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port, host });
