import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import type { Database } from '../db/client.js';
import { type JobRunner, startJobRunner } from './jobs.js';

describe('job runner (pg-boss on the configured database)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let runner: JobRunner;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    runner = await startJobRunner(database, () => undefined);
  });
  afterAll(async () => {
    await runner?.stop();
    await drop();
  });

  it('runs a scheduled job on demand, once per request', async () => {
    let runs = 0;
    await runner.every('test-job', '0 0 1 1 *', async () => {
      runs++;
    });
    expect(await runner.runNow('test-job')).toMatch(/[0-9a-f-]{36}/);
    const deadline = Date.now() + 15_000;
    while (runs === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(1);
    const rows = await database.executeSql("select name, cron from pgboss.schedule where name = 'test-job'");
    expect(rows.rows).toEqual([{ name: 'test-job', cron: '0 0 1 1 *' }]);
  });
});
