import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.jobs).toBe(true);
  });

  it('JOBS=off runs no jobs in this process; anything but on or off is refused', () => {
    expect(loadConfig({ JOBS: 'off' }).jobs).toBe(false);
    expect(loadConfig({ JOBS: 'on', NODE_ENV: 'production' }).jobs).toBe(true);
    expect(() => loadConfig({ JOBS: 'no' })).toThrow(ConfigError);
  });

  it('JOBS_PRIORITY is normal by default, background only for an instance that runs the jobs', () => {
    expect(loadConfig({}).jobsPriority).toBe('normal');
    expect(loadConfig({ JOBS_PRIORITY: 'background' }).jobsPriority).toBe('background');
    expect(() => loadConfig({ JOBS_PRIORITY: 'low' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS: 'off', JOBS_PRIORITY: 'background' })).toThrow(
      /only for an instance with JOBS=on/,
    );
    expect(loadConfig({ JOBS: 'off', JOBS_PRIORITY: 'normal' }).jobsPriority).toBe('normal');
  });

  it('reads typed values', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/khela',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@db:5432/khela',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'debug',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/test'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['BODY_LIMIT_BYTES', '-1'],
  ])('a wrong %s stops with one line naming it', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const message = (thrown as Error).message;
    expect(message.startsWith(`Invalid configuration: ${name} (got "${value}")`)).toBe(true);
    expect(message).not.toContain('\n');
  });
});
