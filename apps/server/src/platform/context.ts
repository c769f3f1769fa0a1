import type { Cache } from './cache/cache.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { RateLimiter } from './ratelimit/ratelimit.js';

/** What every module service is built from: infrastructure, no business rules. */
export type AppContext = {
  config: Config;
  database: Database;
  cache: Cache;
  /** Shared counters (memory, or Redis when REDIS_URL is set): rate limits and single-use locks. */
  rateLimiter: RateLimiter;
  /** The time, injectable so tests can move it. */
  now: () => Date;
};
