import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? {
          kind: 'postgres',
          url: config.databaseUrl,
          poolSize: config.databasePoolSize,
          background: config.jobsPriority === 'background',
        }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}
