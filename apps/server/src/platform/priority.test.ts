import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.js';
import { testTargets } from './config.js';
import { openDatabase } from './db/client.js';
import { BACKGROUND_NICE, isLocalDatabase } from './priority.js';

describe('isLocalDatabase', () => {
  it('is true for loopback hosts and Unix sockets only', () => {
    expect(isLocalDatabase('postgres://postgres@127.0.0.1:5432/test')).toBe(true);
    expect(isLocalDatabase('postgres://u@localhost/khela')).toBe(true);
    expect(isLocalDatabase('postgres://u@[::1]:5432/khela')).toBe(true);
    expect(isLocalDatabase('postgres:///khela?host=/var/run/postgresql')).toBe(true);
    expect(isLocalDatabase('postgres://u@db.internal:5432/khela')).toBe(false);
    expect(isLocalDatabase('postgres://u@10.0.0.7/khela')).toBe(false);
    expect(isLocalDatabase('not a url')).toBe(false);
  });
});

// Another user's process (the postgres server's backends) may be lowered by root only.
describe.runIf(testDatabaseKind === 'postgres' && process.getuid?.() === 0)(
  'JOBS_PRIORITY=background on a local PostgreSQL',
  () => {
    const pidOf = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
      const { rows } = await database.executeSql('select pg_backend_pid() as pid');
      return Number((rows[0] as { pid: number }).pid);
    };

    it('puts each session of the pool in the background (niceness 19), and none without it', async () => {
      const url = testTargets().pgUrl;
      const background = await openDatabase({ kind: 'postgres', url, poolSize: 1, background: true });
      const plain = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
      try {
        const pid = await pidOf(background);
        expect(await pidOf(background)).toBe(pid);
        expect(getPriority(pid)).toBe(BACKGROUND_NICE);
        const plainPid = await pidOf(plain);
        expect(getPriority(plainPid)).toBe(0);
      } finally {
        await background.close();
        await plain.close();
      }
    });
  },
);
