import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  CACHE_ENTRY_MAX_CHARS,
  type CacheStorage,
  hasMenus,
  isArray,
  readCached,
  sessionCached,
  writeCached,
} from './games-cache';

/** A session storage in memory; `quota` makes every write fail as a full browser storage does. */
function memoryStorage(options: { quota?: boolean } = {}) {
  const items = new Map<string, string>();
  const storage: CacheStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (options.quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { items, get: () => storage };
}

/** Storage switched off (a privacy setting): reaching it throws. */
const noStorage = (): CacheStorage => {
  throw new DOMException('storage switched off', 'SecurityError');
};

const MINUTE = 60_000;
const KEY = 'khela.cache.1.menus';
const menus = { menus: [{ gameType: 'LIVE', vendors: [{ vassalage: 'PT', displayName: 'PT Casino' }] }] };

describe('game cache in session storage', () => {
  it('gives back what was stored, with when, as long as it is younger than its limit', () => {
    const storage = memoryStorage();
    writeCached(storage.get, 'menus', menus, 1_000);
    expect(readCached(storage.get, 'menus', 30 * MINUTE, hasMenus, 1_000 + 29 * MINUTE)).toEqual({
      data: menus,
      at: 1_000,
    });
    // Stored as JSON under a versioned name of its own: other session keys are left alone.
    expect([...storage.items.keys()]).toEqual([KEY]);
    expect(JSON.parse(storage.items.get(KEY) ?? '')).toEqual({ at: 1_000, data: menus });
  });

  it('drops an expired copy, and one stored "in the future" (a changed clock)', () => {
    const storage = memoryStorage();
    writeCached(storage.get, 'menus', menus, 1_000);
    expect(readCached(storage.get, 'menus', 30 * MINUTE, hasMenus, 1_000 + 30 * MINUTE + 1)).toBeUndefined();
    expect(storage.items.size).toBe(0);
    writeCached(storage.get, 'menus', menus, 5_000);
    expect(readCached(storage.get, 'menus', 30 * MINUTE, hasMenus, 4_999)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it('ignores a corrupt copy: not JSON, no time, or not the expected shape (removing what it can read)', () => {
    const storage = memoryStorage();
    storage.items.set(KEY, '{not json');
    expect(readCached(storage.get, 'menus', MINUTE, hasMenus, 1_000)).toBeUndefined();
    for (const raw of ['null', '42', '{"data":{"menus":[]}}', '{"at":"1","data":{"menus":[]}}', '{"at":1}']) {
      storage.items.set(KEY, raw);
      expect(readCached(storage.get, 'menus', MINUTE, hasMenus, 1_000), raw).toBeUndefined();
      expect(storage.items.has(KEY), raw).toBe(false);
    }
    writeCached(storage.get, 'menus', { menus: 'PT' }, 1_000);
    expect(readCached(storage.get, 'menus', MINUTE, hasMenus, 1_000)).toBeUndefined();
    writeCached(storage.get, 'hot', [{ nodeId: '1' }], 1_000);
    expect(readCached(storage.get, 'hot', MINUTE, isArray, 1_000)?.data).toEqual([{ nodeId: '1' }]);
    expect(readCached(storage.get, 'hot', MINUTE, hasMenus, 1_000)).toBeUndefined();
  });

  it('carries on when the storage is full or switched off', () => {
    const full = memoryStorage({ quota: true });
    expect(() => writeCached(full.get, 'menus', menus)).not.toThrow();
    expect(readCached(full.get, 'menus', MINUTE, hasMenus)).toBeUndefined();
    expect(() => writeCached(noStorage, 'menus', menus)).not.toThrow();
    expect(readCached(noStorage, 'menus', MINUTE, hasMenus)).toBeUndefined();
    expect(sessionCached('menus', MINUTE, hasMenus, noStorage).initialData()).toBeUndefined();
    expect(sessionCached('menus', MINUTE, hasMenus, noStorage).fetched(menus)).toBe(menus);
  });

  it('does not store an oversized value (and drops an older copy of it)', () => {
    const storage = memoryStorage();
    writeCached(storage.get, 'hot', ['small'], 1_000);
    writeCached(storage.get, 'hot', ['x'.repeat(CACHE_ENTRY_MAX_CHARS)], 2_000);
    expect(storage.items.size).toBe(0);
  });

  it('paints a reload from the copy at once and still asks the server, then stores the answer', async () => {
    const storage = memoryStorage();
    writeCached(storage.get, 'menus', menus, Date.now() - MINUTE);
    const cached = sessionCached<typeof menus>('menus', 30 * MINUTE, hasMenus, storage.get);
    const fresh = { menus: [...menus.menus, { gameType: 'RNG', vendors: [] }] };
    let calls = 0;
    const client = new QueryClient();
    const observer = new QueryObserver(client, {
      queryKey: ['games', 'menus'],
      queryFn: async () => {
        calls += 1;
        return cached.fetched(fresh);
      },
      // Fresh for five minutes: the copy still counts as stale, so the server is asked.
      staleTime: 5 * MINUTE,
      initialData: cached.initialData,
      initialDataUpdatedAt: cached.initialDataUpdatedAt,
    });
    // The copy is there before any answer.
    expect(observer.getCurrentResult().data).toEqual(menus);
    await new Promise<void>((resolve) => {
      const stop = observer.subscribe((result) => {
        // Structural sharing hands back an equal copy, not the same object.
        if (result.status === 'success' && !result.isFetching && result.data?.menus.length === 2) {
          stop();
          resolve();
        }
      });
    });
    expect(observer.getCurrentResult().data).toEqual(fresh);
    expect(calls).toBe(1);
    expect(readCached(storage.get, 'menus', MINUTE, hasMenus)?.data).toEqual(fresh);
    client.clear();
  });

  it('starts empty without a copy, as before', () => {
    expect(sessionCached('menus', MINUTE, hasMenus, memoryStorage().get).initialData()).toBeUndefined();
  });
});
