import { randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { accountsClient, answerValue } from '../../test/accounts-client.js';
import { useTestApp } from '../../test/harness.js';
import * as repo from './accounts.repo.js';

/**
 * Password guessing against one account from many addresses, and a
 * 10,000-attempt credential-stuffing run, against production hashing (Argon2id defaults). The
 * app trusts X-Forwarded-For here (TRUST_PROXY=true), as it would behind a load balancer, so
 * every attempt can come from its own address. Settings are cached as in production.
 */
const t = useTestApp({ env: { TRUST_PROXY: 'true', SETTINGS_CACHE_MS: '2000' } });
const api = accountsClient(t);

type Outcome = { status: number; code: string | undefined };

async function attempt(username: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-lang': 'en' },
    payload: JSON.stringify({ username, password, ...extra }),
  });
  const body = res.json<{ code?: string; value: unknown }>();
  return { status: res.statusCode, code: body.code, value: body.value };
}

/** Runs `count` jobs with at most `parallel` in flight. */
async function pool<T>(count: number, parallel: number, job: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await job(index);
      }
    }),
  );
  return results;
}

/** Pings GET /health every `everyMs` until stopped; returns the latencies. */
function watchHealth(everyMs: number) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      latencies.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { samples: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
    },
  };
}

const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, o) => {
    const key = o.status === 200 ? 'SUCCESS' : (o.code ?? String(o.status));
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/** The owner, from their own address: a captcha if asked for, then in. */
async function ownerLogsIn(username: string, password: string, ip: string) {
  const first = await attempt(username, password, ip);
  if (first.status === 200) return first;
  expect(first.code).toBe('INVALID_CAPTCHA');
  expect(first.value).toEqual({ captcha: true });
  return attempt(username, password, ip, await api.captcha());
}

describe('login abuse', () => {
  it('(a) 1,000 wrong passwords against one account from 1,000 addresses: none succeeds, the owner still gets in', async () => {
    const started = performance.now();
    const outcomes = await pool(1_000, 50, (i) =>
      attempt('demo', `guess-${i}`, `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    const durationMs = performance.now() - started;
    const counts = tally(outcomes);
    // Guessers who also solve captchas (a captcha farm) still need the password.
    for (let i = 0; i < 10; i++) {
      const res = await attempt('demo', `farm-${i}`, `100.65.0.${i + 1}`, await api.captcha());
      expect(res).toMatchObject({ status: 401, code: 'LOGIN_FAILED', value: { captcha: true } });
    }
    console.info('abuse (a)', { attempts: 1_000, durationMs: Math.round(durationMs), counts });
    expect(counts.SUCCESS).toBeUndefined();
    // Only the attempts before the captcha line cost a password check.
    expect(counts.LOGIN_FAILED).toBeLessThanOrEqual(3);
    expect(counts.INVALID_CAPTCHA).toBeGreaterThanOrEqual(997);
    const owner = await ownerLogsIn('demo', 'demo1234', '192.0.2.10');
    expect(owner.status).toBe(200);
  });

  it('(b) 10,000-attempt credential stuffing: no wrong login succeeds, /health stays fast, owners get in', async () => {
    // Real accounts besides the seeded ones, with passwords no list contains.
    const real = Array.from({ length: 20 }, (_, i) => ({
      username: `realuser${i}`,
      password: `Real-${i}-Pa55!`,
    }));
    for (const account of real) {
      await repo.insertMember(t.ctx.database.db, {
        username: account.username,
        passwordHash: await hash(account.password),
        firstTimeLogin: false,
      });
    }
    const usernames = [
      'demo',
      'agent01',
      'house01',
      'newbie',
      ...real.map((r) => r.username),
      ...Array.from({ length: 276 }, (_, i) => `leaked${i}`),
    ];
    const passwords = [
      'password',
      'qwerty',
      '12345678',
      '111111',
      'iloveyou',
      'demo123',
      'demo12345',
      'agent123',
      'house123',
      'Passw0rd!',
      ...Array.from({ length: 190 }, (_, i) => `leak-${i}`),
    ];
    const addresses = Array.from(
      { length: 2_500 },
      (_, i) => `10.${Math.floor(i / 250)}.${i % 250}.${((i * 7) % 250) + 1}`,
    );
    const noisy = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];

    const health = watchHealth(20);
    const started = performance.now();
    const outcomes = await pool(10_000, 64, async () => {
      const username = usernames[randomInt(usernames.length)] ?? 'demo';
      const password = passwords[randomInt(passwords.length)] ?? 'x';
      // One attempt in ten comes from a few noisy bots; the rest from a wide botnet.
      const ip =
        randomInt(10) === 0
          ? (noisy[randomInt(noisy.length)] ?? '')
          : (addresses[randomInt(addresses.length)] ?? '');
      const res = await attempt(username, password, ip);
      return { status: res.status, code: res.code };
    });
    const durationMs = performance.now() - started;
    const latency = await health.stop();
    const counts = tally(outcomes);
    console.info('abuse (b)', {
      attempts: outcomes.length,
      durationMs: Math.round(durationMs),
      attemptsPerSecond: Math.round(outcomes.length / (durationMs / 1000)),
      counts,
      health: {
        samples: latency.samples,
        p50Ms: Math.round(latency.p50),
        p99Ms: Math.round(latency.p99),
        maxMs: Math.round(latency.max),
      },
    });

    expect(outcomes).toHaveLength(10_000);
    expect(counts.SUCCESS).toBeUndefined();
    // Every account crossed its captcha line within its first few guesses.
    expect(counts.LOGIN_FAILED ?? 0).toBeLessThan(usernames.length * 3 + 200);
    // The noisy addresses were cut off after 30 failures each.
    expect(counts.TOO_MANY_REQUESTS ?? 0).toBeGreaterThan(500);
    expect(latency.samples).toBeGreaterThan(20);
    expect(latency.p99).toBeLessThan(1_000);

    // The owners, from their own addresses, still get in (with a captcha where one is asked).
    expect((await ownerLogsIn('demo', 'demo1234', '192.0.2.20')).status).toBe(200);
    expect((await ownerLogsIn('realuser3', 'Real-3-Pa55!', '192.0.2.21')).status).toBe(200);
    const agent = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/session/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.22' },
      payload: JSON.stringify({ username: 'agent01', password: 'agent1234', ...(await api.captcha()) }),
    });
    expect(agent.statusCode).toBe(200);
    expect(answerValue({ status: 200, body: agent.json(), headers: {} }).userName).toBe('agent01');
  }, 180_000);
});
