import { Redis } from 'ioredis';

/**
 * Fixed-window counters: the first hit on a key opens a window of `windowMs`; every hit in it
 * counts; the window closes on its own. In memory by default, Redis when REDIS_URL is set, so
 * several server instances share one count. Both answer alike (ratelimit.test.ts runs one
 * contract against both). Counting is atomic, so the counters double as single-use locks
 * (`hit(key, 1, ttl).allowed` is true for exactly one caller).
 */
export type RateLimitResult = {
  /** True while the count, this hit included, is within the limit. */
  allowed: boolean;
  /** Hits counted in the current window (this one included for hit()). */
  count: number;
  remaining: number;
  /** Time until the window closes; 0 when there is no window. */
  retryAfterMs: number;
};

export interface RateLimiter {
  /** Counts one hit and says whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** The current window without counting. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Takes one hit back (an attempt that turned out not to count); never below zero. */
  refund(key: string): Promise<void>;
  /** Forgets the key: the next hit opens a new window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

function result(count: number, limit: number, ttlMs: number): RateLimitResult {
  return {
    allowed: count <= limit,
    count,
    remaining: Math.max(0, limit - count),
    retryAfterMs: count === 0 ? 0 : Math.max(0, ttlMs),
  };
}

export const DEFAULT_MAX_MEMORY_KEYS = 200_000;

/**
 * In-process counters, bounded: past `maxKeys` the expired windows are swept, then the oldest
 * windows are dropped first (they are the nearest to closing anyway).
 */
export function createMemoryRateLimiter(options: { now?: () => number; maxKeys?: number } = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_MEMORY_KEYS;
  const windows = new Map<string, { count: number; endsAt: number }>();

  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    const at = now();
    for (const [key, entry] of windows) if (entry.endsAt <= at) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    async hit(key, limit, windowMs) {
      let entry = live(key);
      if (!entry) {
        makeRoom();
        entry = { count: 0, endsAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return result(entry.count, limit, entry.endsAt - now());
    },
    async peek(key, limit) {
      const entry = live(key);
      return entry ? result(entry.count, limit, entry.endsAt - now()) : result(0, limit, 0);
    },
    async refund(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR opens the window on the first hit; a key left without a TTL (never expected) gets one.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

function pair(reply: unknown): [number, number] {
  if (!Array.isArray(reply)) throw new Error('unexpected rate limiter reply');
  return [Number(reply[0] ?? 0), Number(reply[1] ?? 0)];
}

export function createRedisRateLimiter(url: string, prefix = 'khela:rl:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined); // reported per call instead
  return {
    async hit(key, limit, windowMs) {
      const [count, ttl] = pair(await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs)));
      return result(count, limit, ttl);
    },
    async peek(key, limit) {
      const [raw, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((replies) => [replies?.[0]?.[1], replies?.[1]?.[1]]);
      const count = raw === null || raw === undefined ? 0 : Number(raw);
      return result(count, limit, typeof ttl === 'number' && ttl > 0 ? ttl : 0);
    },
    async refund(key) {
      await redis.eval(REFUND_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, prefix?: string): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl, prefix) : createMemoryRateLimiter();
}
