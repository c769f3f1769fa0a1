/**
 * bench:agents' instances under test, child processes (forked by agents.bench.ts), each the real
 * app (buildApp) against DATABASE_URL, as deployed (decision 0048): the web instance (argv[3]
 * `web`) listens on PORT and serves the HTTP traffic with JOBS=off; the jobs instance (`jobs`)
 * serves nothing and runs the settlement and the roll-up, with its own small pool. Unlike main.js
 * neither starts a job runner: the scheduled pass would settle the bench's slot (and the empty
 * ones around it) on its own. Its clock runs BENCH_CLOCK_SHIFT_MS (argv[2]) ahead when the bench
 * slot needs it.
 *
 * The settlement service has no timing of its own, so its phases are read off the statements it
 * sends: the pool's and the clients' query functions are wrapped to note when each settlement statement starts and
 * ends, and the statements' text and values are kept for EXPLAIN ANALYZE.
 *
 * Messages: ← { kind: 'settle', start, end } runs services.agents.settlement.settle('realtime', …)
 * and → { kind: 'settled', … }; ← { kind: 'rollup' } runs the scheduled roll-up of the stored team
 * figures (services.agents.rollup.run) and → { kind: 'rolled', slots, totalMs }; ← { kind: 'capture', on } keeps (or stops keeping) the statements
 * that read the team, → { kind: 'captured', statements } when turned off.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../app.js';
import { createCache } from '../platform/cache/cache.js';
import { loadConfig, processEnvironment } from '../platform/config.js';
import { openConfiguredDatabase } from '../platform/db/open.js';
import { toBackground } from '../platform/priority.js';
import { createRateLimiter } from '../platform/ratelimit/ratelimit.js';

/** One kind of statement during a capture: the first one's text and values, when the first started and the last ended. */
export type Statement = {
  name: string;
  text: string;
  values: unknown[];
  count: number;
  firstStartMs: number;
  lastEndMs: number;
  /** Summed durations (statements in flight together overlap). */
  sumMs: number;
  /** During a run: when each one started and ended (the pay batches, to tell the wallet's calls inside them from those between). */
  spans: [number, number][];
};
export type ToServer =
  | { kind: 'settle'; start: string; end: string }
  | { kind: 'rollup' }
  | { kind: 'capture'; on: boolean };
export type FromServer =
  | { kind: 'ready'; banner: string }
  | {
      kind: 'settled';
      outcome: string;
      agents: number;
      paidMinor: string;
      totalMs: number;
      statements: Statement[];
      /** The event loop's longest stall during the run (ms): time the server could not answer anyone. */
      loopDelayMaxMs: number;
      loopDelayP99Ms: number;
    }
  | { kind: 'rolled'; slots: number; totalMs: number }
  | { kind: 'capturing' }
  | { kind: 'captured'; statements: Statement[] }
  | { kind: 'failed'; message: string };

/** Which settlement statement a SQL text is (agents.repo.ts), or undefined for any other. */
export function settlementStatement(text: string): string | undefined {
  if (text.includes('insert into agent_payout')) return 'insertRunPayouts';
  if (text.startsWith('insert into "agent_settlement_run"')) return 'claimRun';
  if (text.startsWith('select distinct') && text.includes('from "agent_payout"')) return 'dueBatches';
  if (text.startsWith('select') && text.includes('from "agent_payout"') && text.includes('run_id'))
    return 'payBatchOf';
  if (text.includes('wallet_execute_then')) return 'payBatch';
  if (text.startsWith('update "agent_payout"')) return 'markPayout';
  if (text.includes("update agent_settlement_run r set status = 'done'")) return 'finishRun';
  return undefined;
}

type Capture = { mode: 'settle' | 'team'; origin: number; statements: Map<string, Statement> };

function note(
  current: Capture,
  name: string,
  text: string,
  values: unknown[],
  startMs: number,
  endMs: number,
) {
  // Settlement statements are grouped by what they are; the team reads by their text.
  const key = current.mode === 'settle' ? name : text;
  const seen = current.statements.get(key);
  if (!seen) {
    current.statements.set(key, {
      name,
      text,
      values,
      count: 1,
      firstStartMs: startMs,
      lastEndMs: endMs,
      sumMs: endMs - startMs,
      spans: current.mode === 'settle' ? [[startMs, endMs]] : [],
    });
    return;
  }
  if (current.mode === 'settle') seen.spans.push([startMs, endMs]);
  seen.count++;
  seen.firstStartMs = Math.min(seen.firstStartMs, startMs);
  seen.lastEndMs = Math.max(seen.lastEndMs, endMs);
  seen.sumMs += endMs - startMs;
}
let capture: Capture | undefined;

/** Notes each statement the current capture wants (text, values, start and end). */
function instrumentPool(): void {
  // Pool.query (a statement on its own) and Client.query as a promise (a statement inside a
  // transaction, on the client it checked out). Pool.query calls Client.query with a callback,
  // which returns no promise, so nothing is noted twice.
  for (const target of [pg.Pool.prototype, pg.Client.prototype] as { query: unknown }[]) {
    target.query = wrap(target.query as (...args: unknown[]) => unknown);
  }
}

function wrap(original: (...args: unknown[]) => unknown) {
  return function (this: unknown, ...args: unknown[]): unknown {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
    const values =
      (Array.isArray(args[1]) ? args[1] : (first as { values?: unknown[] } | undefined)?.values) ?? [];
    const current = capture;
    const name = !current
      ? undefined
      : current.mode === 'settle'
        ? settlementStatement(text)
        : text.includes('accounts_member_team')
          ? 'team'
          : undefined;
    const result: unknown = Reflect.apply(original, this, args);
    if (current && name && result instanceof Promise) {
      const startMs = performance.now() - current.origin;
      void result.then(
        () => note(current, name, text, values, startMs, performance.now() - current.origin),
        () => undefined,
      );
    }
    return result;
  };
}

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const shiftMs = Number(process.argv[2] ?? 0);
  const role = process.argv[3] === 'jobs' ? 'jobs' : 'web';
  const config = loadConfig(processEnvironment());
  // As main.ts does: a jobs instance in the background, its sessions too (decision 0050).
  if (config.jobsPriority === 'background') toBackground();
  instrumentPool();
  const database = await openConfiguredDatabase(config);
  const ctx = {
    config,
    database,
    cache: createCache(config.redisUrl),
    rateLimiter: createRateLimiter(config.redisUrl),
    now: () => new Date(Date.now() + shiftMs),
  };
  const app = await buildApp(ctx, { logger: false });
  if (role === 'web') await app.listen({ port: config.port, host: config.host });
  send({
    kind: 'ready',
    banner:
      role === 'web'
        ? `web instance on ${config.host}:${config.port}, pool ${config.databasePoolSize}`
        : `jobs instance (no HTTP), pool ${config.databasePoolSize}, priority ${config.jobsPriority}`,
  });

  process.on('message', (message: ToServer) => {
    if (message.kind === 'capture') {
      if (message.on) {
        capture = { mode: 'team', origin: performance.now(), statements: new Map() };
        send({ kind: 'capturing' });
      } else {
        send({ kind: 'captured', statements: [...(capture?.statements.values() ?? [])] });
        capture = undefined;
      }
      return;
    }
    if (message.kind === 'rollup') {
      const started = performance.now();
      app.services.agents.rollup.run().then(
        (slots) => send({ kind: 'rolled', slots, totalMs: performance.now() - started }),
        (error: unknown) =>
          send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const period = { kind: '5min' as const, start: new Date(message.start), end: new Date(message.end) };
    const run: Capture = { mode: 'settle', origin: performance.now(), statements: new Map() };
    capture = run;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    app.services.agents.settlement.settle('realtime', period, 'bench').then(
      (outcome) => {
        const totalMs = performance.now() - run.origin;
        loop.disable();
        capture = undefined;
        send({
          kind: 'settled',
          outcome: outcome.outcome,
          agents: outcome.agents,
          paidMinor: outcome.paidMinor.toString(),
          totalMs,
          statements: [...run.statements.values()],
          loopDelayMaxMs: loop.max / 1e6,
          loopDelayP99Ms: loop.percentile(99) / 1e6,
        });
      },
      (error: unknown) =>
        send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  send({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
