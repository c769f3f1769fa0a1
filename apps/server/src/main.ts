import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { seedDemo } from './db/seed.js';
import { createCache } from './platform/cache/cache.js';
import { type Config, ConfigError, loadConfig, processEnvironment } from './platform/config.js';
import { acquireDataDirLock } from './platform/db/data-dir-lock.js';
import { runMigrations } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open.js';
import { startJobRunner } from './platform/jobs/jobs.js';
import { toBackground } from './platform/priority.js';
import { createRateLimiter } from './platform/ratelimit/ratelimit.js';
import { shiftedNow } from './platform/test-clock.js';

const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(processEnvironment(), repoRoot);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  // A jobs-only instance in the background (decision 0050); its database sessions follow.
  if (config.jobsPriority === 'background') toBackground();
  // PGlite is single-process: refuse to open a data directory another server or the CLI holds.
  if (!config.databaseUrl) acquireDataDirLock(config.dataDir);
  const database = await openConfiguredDatabase(config);
  await runMigrations(database);
  const cache = createCache(config.redisUrl);
  const rateLimiter = createRateLimiter(config.redisUrl);
  // Browser tests may move the clock (test hooks only): see platform/test-clock.ts.
  const ctx = { config, database, cache, rateLimiter, now: config.testHooks ? shiftedNow : () => new Date() };
  if (config.seedDemo) await seedDemo(ctx);

  let shuttingDown = false;
  const app = await buildApp(ctx, { serveWeb: true, isShuttingDown: () => shuttingDown });
  await app.listen({ port: config.port, host: config.host });
  // JOBS=off: requests only; the scheduled jobs run on another instance.
  const jobs = config.jobs
    ? await startJobRunner(database, (message, error) => app.log.error({ err: error }, message))
    : undefined;
  if (jobs) await app.registerJobs(jobs);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `Khela is running at http://${shownHost}:${port}/ (database: ${database.kind}${
      database.kind === 'pglite' ? ` in ${config.dataDir}` : ''
    }, cache: ${config.redisUrl ? 'redis' : 'memory'})\n`,
  );

  // Graceful shutdown: stop taking requests, finish the ones in flight, close the database.
  const stop = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    force.unref();
    await app.close();
    await jobs?.stop();
    await cache.close();
    await rateLimiter.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Khela failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
