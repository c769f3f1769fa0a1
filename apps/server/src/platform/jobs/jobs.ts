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

/**
 * How often each queue's worker asks for a due run. The schedules are whole minutes (every 1, 5
 * or 10) and pg-boss's cron check itself runs every 30 s, so a 10 s poll delays nothing that
 * matters, while a poll a second in each of the 15 queues kept an idle server on PGlite busy
 * (15 fetches a second: about a seventh of a core).
 */
const POLL_SECONDS = 10;

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
  const workers = new Map<string, string>();
  return {
    async every(name, cron, handler) {
      await boss.createQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
      const worker = await boss.work(name, { pollingIntervalSeconds: POLL_SECONDS }, async () => {
        await handler();
      });
      workers.set(name, worker);
    },
    async runNow(name) {
      const id = await boss.send(name, {});
      // On demand: the queue's worker looks now, not at its next poll.
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
