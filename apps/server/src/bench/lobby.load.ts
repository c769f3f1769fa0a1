/**
 * bench:lobby's load generator and its measures: an open-loop request schedule, latency
 * percentiles, and CPU time read from /proc for the server and its PostgreSQL backends.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

export type Samples = {
  latencies: number[];
  /** When each latency's request was due, in ms from the loop's start (same order as latencies). */
  dueMs: number[];
  errors: number;
  firstError?: string;
  seconds: number;
};

/**
 * Sends `rate × seconds` requests on a fixed schedule; request n is due at start + n / rate and
 * its latency counts from then (the generator's own lag included), not from when it left. With
 * `stop`, sending ends early once it answers true (bench:agents: load for as long as a run lasts).
 */
export function openLoop(
  rate: number,
  seconds: number,
  send: (n: number) => Promise<unknown>,
  stop?: () => boolean,
): Promise<Samples> {
  const total = Math.round(rate * seconds);
  const gap = 1000 / rate;
  const samples: Samples = { latencies: [], dueMs: [], errors: 0, seconds };
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let n = 0;
  return new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (n < total && start + n * gap <= now) {
        const due = start + n * gap;
        inFlight.push(
          send(n).then(
            () => {
              samples.latencies.push(performance.now() - due);
              samples.dueMs.push(due - start);
            },
            (error: unknown) => {
              samples.errors++;
              samples.firstError ??= error instanceof Error ? error.message : String(error);
            },
          ),
        );
        n++;
      }
      if (n < total && !stop?.()) setTimeout(tick, Math.max(0, start + n * gap - performance.now()));
      else {
        samples.seconds = (performance.now() - start) / 1000;
        void Promise.all(inFlight).then(() => resolve(samples));
      }
    };
    tick();
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export type Summary = {
  rate: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function summarise(rate: number, parts: Samples[]): Summary {
  const all = parts.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const errors = parts.reduce((n, s) => n + s.errors, 0);
  const firstError = parts.find((s) => s.firstError)?.firstError;
  if (firstError) console.log(`    first error: ${firstError}`);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    rate,
    requests: all.length + errors,
    errors,
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    max: round(all[all.length - 1] ?? Number.NaN),
  };
}

// ── CPU time per call (decision 0038) ─────────────────────────────────────────────────────

/** User + system CPU milliseconds a process has used (Linux /proc; 0 once it is gone). */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return 0;
  }
}

/** The server's PostgreSQL backends (its pool's connections to the bench database). */
export async function backendPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.map((r) => r.pid);
}
