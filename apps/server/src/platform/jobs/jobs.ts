import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

export type JobHandler = () => Promise<unknown>;

/**
 * Scheduled jobs through pg-boss: the schedule and the queue live in PostgreSQL (or PGlite), so
 * with several server instances each due run is taken by exactly one of them.
 */
export type JobRunner = {
  /** Runs `handler` on a cron schedule (UTC), e.g. every 5 minutes: `*\/5 * * * *`. */
  every(name: string, cron: string, handler: JobHandler): Promise<void>;
  /** Queues one run now (an on-demand trigger), returning the job id. */
  runNow(name: string): Promise<string | null>;
  stop(): Promise<void>;
};

export async function startJobRunner(
  database: Database,
  log: (message: string, error?: unknown) => void,
): Promise<JobRunner> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error: unknown) => log('job runner error', error));
  await boss.start();
  return {
    async every(name, cron, handler) {
      await boss.createQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
      await boss.work(name, { pollingIntervalSeconds: 1 }, async () => {
        await handler();
      });
    },
    runNow: (name) => boss.send(name, {}),
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
