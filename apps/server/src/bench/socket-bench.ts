import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * What the socket benches share (bench:realtime, bench:rooms): forked client processes spoken to
 * over IPC, latency summaries, and the open-files limit the sockets need.
 */

/** A forked client process (`module` beside this file); `next(kind)` waits for its next message of that kind. */
export function startClient<M extends { kind: string }>(module: string) {
  const child = fork(new URL(module, import.meta.url), [], { stdio: 'inherit' });
  const queue: M[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (message: M) => {
    queue.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  async function next<K extends M['kind']>(kind: K): Promise<Extract<M, { kind: K }>> {
    for (;;) {
      const index = queue.findIndex((m) => m.kind === kind);
      if (index >= 0) return queue.splice(index, 1)[0] as Extract<M, { kind: K }>;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  return { child, next };
}

/** Tells each client to close its sockets and waits until every process has exited. */
export async function closeClients(clients: { child: ReturnType<typeof fork> }[]): Promise<void> {
  for (const client of clients) client.child.send({ kind: 'close' });
  await Promise.all(clients.map((client) => new Promise((resolve) => client.child.once('exit', resolve))));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Samples, p50, p95, p99 and max of latencies (ms, to 0.01). */
export function summarise(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** The open-files limit this process runs under (Linux); the sockets need one each. */
export function openFilesLimit(): number {
  try {
    const line = /Max open files\s+(\S+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const wallNow = () => performance.timeOrigin + performance.now();
