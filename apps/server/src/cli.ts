import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { errorMessage } from '@khela/contract';
import { createAuditService } from './modules/audit/audit.service.js';
import { CliUsageError, parseCommand, runCommand } from './modules/system/system.cli.js';
import { createSystemService } from './modules/system/system.service.js';
import { createCache } from './platform/cache/cache.js';
import { ConfigError, loadConfig, processEnvironment } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import { acquireDataDirLock, DataDirLockedError } from './platform/db/data-dir-lock.js';
import { runMigrations } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open.js';
import { AppError } from './platform/http/app-error.js';
import { createMemoryRateLimiter } from './platform/ratelimit/ratelimit.js';

/**
 * `npm run settings -- <command>`: operator commands on site settings and IP rules.
 * Same environment as the server (DATA_DIR or DATABASE_URL, REDIS_URL so the shared cache is
 * cleared too). Exit codes: 0 done, 1 refused or failed, 2 bad usage. Messages are one line.
 */
const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../..');

export type CliOutput = { out(line: string): void; err(line: string): void };

const stdio: CliOutput = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

export async function runCli(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliOutput = stdio,
): Promise<number> {
  let release: (() => void) | undefined;
  try {
    // `audit:verify` walks the audit chain (decision 0022); every other command is a settings one.
    const command = argv[0] === 'audit:verify' && argv.length === 1 ? 'audit:verify' : parseCommand(argv);
    const config = loadConfig(env, repoRoot);
    if (!config.databaseUrl) release = acquireDataDirLock(config.dataDir);
    const database = await openConfiguredDatabase(config);
    const cache = createCache(config.redisUrl);
    try {
      await runMigrations(database);
      const ctx = { config, database, cache, rateLimiter: createMemoryRateLimiter(), now: () => new Date() };
      if (command === 'audit:verify') return await verifyAudit(ctx, io);
      const system = createSystemService(ctx);
      for (const line of await runCommand(system, command)) io.out(line);
      return 0;
    } finally {
      await cache.close();
      await database.close();
    }
  } catch (error) {
    return report(error, io);
  } finally {
    release?.();
  }
}

/** Exit 0 when every entry of the audit chain checks out, 1 at the first that does not. */
async function verifyAudit(ctx: AppContext, io: CliOutput): Promise<number> {
  const result = await createAuditService(ctx).verify();
  if (result.ok) {
    io.out(`audit: chain intact, ${result.checked} entries, head ${result.headHash ?? 'none (empty)'}`);
    return 0;
  }
  io.err(`audit: chain broken at entry id ${result.firstBadId} (after ${result.checked - 1} good entries)`);
  return 1;
}

function report(error: unknown, io: CliOutput): number {
  if (error instanceof CliUsageError) {
    io.err(`settings: ${error.message}`);
    return 2;
  }
  if (error instanceof DataDirLockedError) {
    io.err(
      `settings: a Khela server (pid ${error.pid}) is using DATA_DIR ${error.dataDir}: stop the server first ` +
        '(PGlite allows one process; with DATABASE_URL the CLI can run beside the server)',
    );
    return 1;
  }
  if (error instanceof AppError) {
    io.err(`settings: ${errorMessage(error.code, 'en', error.params)}`);
    return 1;
  }
  if (error instanceof ConfigError) {
    io.err(`settings: ${error.message}`);
    return 1;
  }
  io.err(`settings: failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
}

// Entry point: the environment comes from config.ts, the one module that reads it.
const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  runCli(process.argv.slice(2), processEnvironment()).then((code) => {
    process.exitCode = code;
  });
}
