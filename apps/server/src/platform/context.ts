import type { Cache } from './cache/cache.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** What every module service is built from: infrastructure, no business rules. */
export type AppContext = {
  config: Config;
  database: Database;
  cache: Cache;
  /** The time, injectable so tests can move it. */
  now: () => Date;
};
