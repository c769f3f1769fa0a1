import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/harness.js';
import { type Cache, cached, createMemoryCache, createRedisCache } from './cache.js';

/** The same behaviour from both implementations: the app cannot tell them apart. */
function contract(name: string, make: () => Cache, enabled = true) {
  describe.runIf(enabled)(`${name} cache`, () => {
    it('stores, reads, expires and deletes JSON values', async () => {
      const cache = make();
      await cache.set('a', { n: 1, s: 'x' }, 60_000);
      expect(await cache.get('a')).toEqual({ n: 1, s: 'x' });
      await cache.set('short', 1, 30);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await cache.get('short')).toBeUndefined();
      await cache.delete('a');
      expect(await cache.get('a')).toBeUndefined();
      await cache.set('never', 1, 0);
      expect(await cache.get('never')).toBeUndefined();
      await cache.close();
    });

    it('reads through: loads once while the entry lives', async () => {
      const cache = make();
      let loads = 0;
      const load = async () => ++loads;
      expect(await cached(cache, 'k', 60_000, load)).toBe(1);
      expect(await cached(cache, 'k', 60_000, load)).toBe(1);
      expect(loads).toBe(1);
      await cache.close();
    });
  });
}

contract('memory', () => createMemoryCache());
contract(
  'redis',
  () => createRedisCache(testRedisUrl ?? '', `khela-cache-test:${randomBytes(4).toString('hex')}:`),
  testRedisUrl !== undefined,
);
