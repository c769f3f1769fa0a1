/**
 * bench:agents' look inside a run: where the wallet's slow requests fall in the run's phases, what
 * the database's backends wait on meanwhile (pg_stat_activity sampled every SAMPLE_MS), and the
 * CPU each process used. Read-only, on its own connection; what it prints is for finding out why
 * the wallet's p99 grows while a run goes on, not a target.
 */
import pg from 'pg';
import { cpuMs, type Samples, type Summary, summarise } from './lobby.load.js';

const SAMPLE_MS = 50;

/** The requests due between `fromMs` and `toMs` after the load started, summarised. */
export function windowOf(samples: Samples, fromMs: number, toMs: number): Summary {
  const latencies = samples.latencies.filter((_, i) => {
    const due = samples.dueMs[i] ?? Number.NaN;
    return due >= fromMs && due < toMs;
  });
  return summarise(0, [{ latencies, dueMs: [], errors: 0, seconds: (toMs - fromMs) / 1000 }]);
}

/**
 * The calls due inside any of `spans` (a statement's runs, from its start to its end) and those
 * due between them within [fromMs, toMs): whether the wallet's tail comes while a statement runs.
 */
export function insideAndBetween(
  samples: Samples,
  spans: readonly [number, number][],
  fromMs: number,
  toMs: number,
): { inside: Summary; between: Summary } {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const inside: number[] = [];
  const between: number[] = [];
  samples.latencies.forEach((latency, i) => {
    const due = samples.dueMs[i] ?? Number.NaN;
    if (!(due >= fromMs && due < toMs)) return;
    (sorted.some(([a, b]) => due >= a && due < b) ? inside : between).push(latency);
  });
  const of = (latencies: number[], seconds: number) =>
    summarise(0, [{ latencies, dueMs: [], errors: 0, seconds }]);
  const insideS =
    sorted.reduce((sum, [a, b]) => sum + Math.max(0, Math.min(b, toMs) - Math.max(a, fromMs)), 0) / 1000;
  return { inside: of(inside, insideS), between: of(between, (toMs - fromMs) / 1000 - insideS) };
}

export type WaitSample = { atMs: number; who: string; state: string; wait: string };

/**
 * Samples the bench database's backends every SAMPLE_MS until stopped: who (application_name, or
 * the backend type for PostgreSQL's own processes), state and wait event of every one not idle
 * (PostgreSQL's own processes waiting in their main loop count as idle).
 */
export function sampleWaits(url: string): { stop: () => Promise<WaitSample[]> } {
  const client = new pg.Client({ connectionString: url });
  const samples: WaitSample[] = [];
  const started = performance.now();
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const atMs = performance.now() - started;
      const { rows } = await client.query<{ who: string; state: string | null; wait: string | null }>(
        `select coalesce(nullif(application_name, ''), backend_type) as who, state,
                wait_event_type || ':' || wait_event as wait
           from pg_stat_activity
          where pid <> pg_backend_pid() and (state is null or state <> 'idle')
            and wait_event_type is distinct from 'Activity'`,
      );
      for (const r of rows) samples.push({ atMs, who: r.who, state: r.state ?? '-', wait: r.wait ?? 'CPU' });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return samples;
    },
  };
}

/** Counts of (who, wait) among the samples taken between fromMs and toMs, most frequent first. */
export function waitCounts(samples: WaitSample[], fromMs: number, toMs: number, top = 12): string[] {
  const counts = new Map<string, number>();
  for (const s of samples) {
    if (s.atMs < fromMs || s.atMs >= toMs) continue;
    const key = `${s.who} ${s.wait}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, n]) => `${n} × ${key}`);
}

/** Every process of the bench database (backends and PostgreSQL's own), by application or type. */
async function processes(url: string): Promise<{ pid: number; who: string }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number; who: string }>(
    `select pid, coalesce(nullif(application_name, ''), backend_type) as who from pg_stat_activity
      where pid <> pg_backend_pid()`,
  );
  await client.end();
  return rows;
}

/**
 * CPU time per process group between the meter's start and `end()`: the bench's own process, the
 * two instances' Node processes, and the database's processes grouped by application or type.
 * Counted per process: one that started meanwhile counts whole; one that ended meanwhile (a pool
 * closing an idle connection) is lost, so a group's figure is a lower bound.
 */
export async function cpuMeter(url: string, nodes: Record<string, number | undefined>) {
  const read = async () => {
    const list: { who: string; pid: number | undefined }[] = [
      { who: 'bench (load generator)', pid: process.pid },
      ...Object.entries(nodes).map(([who, pid]) => ({ who: `node ${who}`, pid })),
      ...(await processes(url)).map((p) => ({ who: `pg ${p.who}`, pid: p.pid })),
    ];
    return new Map(list.map(({ who, pid }) => [pid, { who, ms: cpuMs(pid) }]));
  };
  const before = await read();
  const startedAt = performance.now();
  return {
    end: async (): Promise<string[]> => {
      const after = await read();
      const seconds = (performance.now() - startedAt) / 1000;
      const totals = new Map<string, number>();
      for (const [pid, { who, ms }] of after) {
        totals.set(who, (totals.get(who) ?? 0) + ms - (before.get(pid)?.ms ?? 0));
      }
      return [...totals.entries()]
        .filter(([, ms]) => ms > 0)
        .sort((a, b) => b[1] - a[1])
        .map(
          ([who, ms]) => `${who}: ${(ms / 1000).toFixed(1)} s CPU (${(ms / 10 / seconds) | 0} % of a core)`,
        );
    },
  };
}
