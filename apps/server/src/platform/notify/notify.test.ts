import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig } from '../../test/harness.js';
import { createMemoryCache } from '../cache/cache.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { createMemoryRateLimiter } from '../ratelimit/ratelimit.js';
import { createNotifier, type InfoLogger } from './notify.js';
import { latestMessagesTo } from './notify.repo.js';

describe('outbox providers', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
  });

  const contextFor = (environment: string, at: Date): AppContext => ({
    config: testConfig({ NODE_ENV: environment }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => at,
  });

  function recorder(): InfoLogger & { lines: { details: Record<string, unknown>; message: string }[] } {
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    return { lines, info: (details, message) => lines.push({ details, message }) };
  }

  it('stores SMS and email in outbox_message, newest first per recipient', async () => {
    const log = recorder();
    const early = createNotifier(contextFor('production', new Date('2030-01-01T00:00:00Z')), log);
    const late = createNotifier(contextFor('production', new Date('2030-01-01T00:01:00Z')), log);
    await early.sms.sendSms({ to: '+8801711111111', purpose: 'register', body: 'code 111111' });
    await late.sms.sendSms({ to: '+8801711111111', purpose: 'login', body: 'code 222222' });
    await late.email.sendEmail({
      to: 'a@khela.test',
      purpose: 'forgot-password',
      subject: 'S',
      body: 'code 333333',
    });
    const sms = await latestMessagesTo(database.db, '+8801711111111');
    expect(sms.map((m) => [m.channel, m.purpose, m.body, m.provider, m.status])).toEqual([
      ['sms', 'login', 'code 222222', 'outbox', 'stored'],
      ['sms', 'register', 'code 111111', 'outbox', 'stored'],
    ]);
    expect(await latestMessagesTo(database.db, '+8801711111111', { limit: 1 })).toHaveLength(1);
    expect(await latestMessagesTo(database.db, 'a@khela.test', { channel: 'sms' })).toEqual([]);
    expect(await latestMessagesTo(database.db, 'a@khela.test', { channel: 'email' })).toMatchObject([
      { subject: 'S', body: 'code 333333' },
    ]);
    // Production never prints a message (codes stay out of the log).
    expect(log.lines).toEqual([]);
  });

  it('prints each message at info level in development', async () => {
    const log = recorder();
    const notifier = createNotifier(contextFor('development', new Date()), log);
    await notifier.sms.sendSms({ to: '+8801722222222', purpose: 'login', body: 'code 444444' });
    expect(log.lines).toMatchObject([
      {
        message: 'outbox sms to +8801722222222',
        details: { channel: 'sms', to: '+8801722222222', purpose: 'login', body: 'code 444444' },
      },
    ]);
  });
});
