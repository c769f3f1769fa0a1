import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testRedisUrl } from '../../test/harness.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './ratelimit.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same behaviour from both implementations: callers cannot tell them apart. */
function contract(name: string, make: () => RateLimiter, enabled = true) {
  describe.runIf(enabled)(`${name} rate limiter`, () => {
    it('allows up to the limit in a window, then refuses with the time left', async () => {
      const limiter = make();
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push(await limiter.hit('k', 3, 60_000));
      expect(seen.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(seen.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
      expect(seen[3]?.count).toBe(4);
      expect(seen[3]?.retryAfterMs).toBeGreaterThan(59_000);
      expect(seen[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
      await limiter.close();
    });

    it('opens a new window once the old one closes', async () => {
      const limiter = make();
      expect((await limiter.hit('w', 1, 60)).allowed).toBe(true);
      expect((await limiter.hit('w', 1, 60)).allowed).toBe(false);
      await sleep(120);
      expect(await limiter.hit('w', 1, 60)).toMatchObject({ allowed: true, count: 1 });
      await limiter.close();
    });

    it('peeks without counting, refunds and resets', async () => {
      const limiter = make();
      expect(await limiter.peek('p', 2)).toEqual({ allowed: true, count: 0, remaining: 2, retryAfterMs: 0 });
      await limiter.hit('p', 2, 60_000);
      await limiter.hit('p', 2, 60_000);
      expect(await limiter.peek('p', 2)).toMatchObject({ allowed: true, count: 2, remaining: 0 });
      await limiter.refund('p');
      expect((await limiter.peek('p', 2)).count).toBe(1);
      await limiter.refund('p');
      await limiter.refund('p'); // never below zero
      expect((await limiter.peek('p', 2)).count).toBe(0);
      await limiter.refund('missing');
      expect((await limiter.peek('missing', 2)).count).toBe(0);
      await limiter.hit('p', 2, 60_000);
      await limiter.reset('p');
      expect((await limiter.peek('p', 2)).count).toBe(0);
      await limiter.close();
    });

    it('counts concurrent hits exactly once each (a limit of 1 is a single-use lock)', async () => {
      const limiter = make();
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('lock', 1, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(1);
      expect(Math.max(...results.map((r) => r.count))).toBe(50);
      await limiter.close();
    });

    it('keeps keys apart', async () => {
      const limiter = make();
      await limiter.hit('a', 1, 60_000);
      expect((await limiter.hit('b', 1, 60_000)).allowed).toBe(true);
      await limiter.close();
    });
  });
}

contract('memory', () => createMemoryRateLimiter());
contract(
  'redis',
  () => createRedisRateLimiter(testRedisUrl ?? '', `khela-rl-test:${randomBytes(4).toString('hex')}:`),
  testRedisUrl !== undefined,
);

describe('memory rate limiter bounds', () => {
  it('holds at most maxKeys windows, dropping expired and then the oldest', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter({ now: () => now, maxKeys: 3 });
    await limiter.hit('old', 5, 10);
    await limiter.hit('a', 5, 1000);
    await limiter.hit('b', 5, 1000);
    now = 20; // 'old' has expired: it is swept first
    await limiter.hit('c', 5, 1000);
    expect((await limiter.peek('a', 5)).count).toBe(1);
    await limiter.hit('d', 5, 1000); // full of live windows: the oldest ('a') goes
    expect((await limiter.peek('a', 5)).count).toBe(0);
    expect((await limiter.peek('b', 5)).count).toBe(1);
    expect((await limiter.peek('d', 5)).count).toBe(1);
  });

  it('follows the injected clock', async () => {
    let now = 1_000;
    const limiter = createMemoryRateLimiter({ now: () => now });
    await limiter.hit('t', 1, 500);
    expect((await limiter.hit('t', 1, 500)).retryAfterMs).toBe(500);
    now += 499;
    expect((await limiter.hit('t', 1, 500)).allowed).toBe(false);
    now += 1;
    expect((await limiter.hit('t', 1, 500)).allowed).toBe(true);
  });
});
