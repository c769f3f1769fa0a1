import { Redis } from 'ioredis';

/**
 * A small key-value cache with TTLs. In memory by default; Redis when REDIS_URL is set,
 * so several server instances share it. Values are JSON.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

const MAX_MEMORY_ENTRIES = 10_000;

export function createMemoryCache(now: () => number = Date.now): Cache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.value) as T;
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return;
      if (entries.size >= MAX_MEMORY_ENTRIES && !entries.has(key)) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value: JSON.stringify(value), expiresAt: now() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

export function createRedisCache(url: string, prefix = 'khela:'): Cache {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  redis.on('error', () => undefined); // reported per call instead
  return {
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlMs) {
      if (ttlMs <= 0) return;
      await redis.set(prefix + key, JSON.stringify(value), 'PX', ttlMs);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createCache(redisUrl: string | undefined, prefix?: string): Cache {
  return redisUrl ? createRedisCache(redisUrl, prefix) : createMemoryCache();
}

/** Reads through the cache: on a miss, loads and stores for ttlMs. */
export async function cached<T>(
  cache: Cache,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlMs);
  return value;
}
