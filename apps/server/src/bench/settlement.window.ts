/**
 * The measured window of bench:sportsbook and bench:lottery: other players' seamless-wallet slot
 * rounds at a fixed rate (lobby.load.ts's open loop, lobby.server.ts's rounds) before, during and
 * after one settlement, with the settlement's wall time, the CPU the process and its PostgreSQL
 * backends spent on it, and the event loop's delay meanwhile.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Load } from './load.worker.js';
import { backendPids, cpuMs, type Summary, summarise } from './lobby.load.js';
import { startProfile } from './sportsbook.profile.js';

/** Unmeasured seconds of load first: right after the checkpoint every first write of a page logs it whole. */
const WARM_UP_S = 5;
/** The load during the settlement stops when it ends; this only bounds a settlement that never does. */
const LONGEST_SETTLEMENT_S = 3600;

export type SettlementWindow<T> = {
  result: T;
  /** From the settlement's start until `settle` answered. */
  settleMs: number;
  wallet: { baseline: Summary; settling: Summary; after: Summary };
  cpu: { nodeMs: number; postgresMs: number };
  eventLoop: { p99Ms: number; maxMs: number };
  /** The machine's 1-minute load average as the settlement started and as the run ended (other work shows here). */
  loadAverage: { settling: number; end: number };
};

export const brief = (s: Summary) =>
  `${s.requests} calls, ${s.errors} errors, p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms`;

/**
 * Warm-up, then `durationS` of the load alone (the baseline), then `settle` under the same load,
 * then `durationS` of the load alone again. `profile`: a CPU profile of the settlement only.
 */
export async function measureSettlement<T>(
  options: {
    url: string;
    walletRps: number;
    durationS: number;
    /** The other players' open loop (load.worker.ts: on its own thread, or in process). */
    load: Load;
    profile: string | undefined;
  },
  settle: () => Promise<T>,
): Promise<SettlementWindow<T>> {
  const { walletRps: rate, durationS, load: openLoop } = options;
  await openLoop(rate, WARM_UP_S);
  const baseline = await openLoop(rate, durationS);
  console.log(`  baseline  ${brief(summarise(rate, [baseline]))}`);

  const pids = await backendPids(options.url);
  const pgCpuBefore = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  const cpuBefore = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let settling = true;
  const during = openLoop(rate, LONGEST_SETTLEMENT_S, () => !settling);
  const stopProfile = await startProfile(options.profile);
  loop.enable();
  const loadSettling = loadavg()[0] ?? 0;
  const started = performance.now();
  let result: T;
  try {
    result = await settle();
  } finally {
    settling = false;
  }
  const settleMs = performance.now() - started;
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  await stopProfile();
  // Backends the pool closed meanwhile read 0: only those alive throughout are counted.
  const postgresMs = pids.reduce(
    (sum, pid) => sum + Math.max(0, cpuMs(pid) - (pgCpuBefore.get(pid) ?? 0)),
    0,
  );
  const load = await during;
  const after = await openLoop(rate, durationS);
  return {
    result,
    settleMs,
    wallet: {
      baseline: summarise(rate, [baseline]),
      settling: summarise(rate, [load]),
      after: summarise(rate, [after]),
    },
    cpu: { nodeMs: (cpu.user + cpu.system) / 1000, postgresMs },
    eventLoop: { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 },
    loadAverage: { settling: loadSettling, end: loadavg()[0] ?? 0 },
  };
}

/** Latency percentiles of one kind of the studio's own wallet calls over the settlement. */
export function callLatency(calls: readonly { ms: number }[], settleMs: number): Summary {
  return summarise(0, [
    { latencies: calls.map((c) => c.ms), dueMs: [], errors: 0, seconds: settleMs / 1000 },
  ]);
}

/** The other players' three windows, the settlement's CPU and the event loop, as both benches print them. */
export function printWindow(window: SettlementWindow<unknown>, p99TargetMs: number): void {
  const { baseline, settling, after } = window.wallet;
  const { cpu, eventLoop, settleMs } = window;
  console.log(`  wallet baseline     ${brief(baseline)}`);
  console.log(
    `  wallet settling     ${brief(settling)}   ratio p99 ${(settling.p99 / baseline.p99).toFixed(2)} ×   ` +
      `target p99 < ${p99TargetMs} ms: ${settling.p99 < p99TargetMs ? 'met' : 'NOT met'}`,
  );
  console.log(`  wallet after        ${brief(after)}`);
  console.log(
    `  CPU during settle   node ${cpu.nodeMs.toFixed(0)} ms (${((cpu.nodeMs * 100) / settleMs).toFixed(0)} % of one ` +
      `core), PostgreSQL backends ${cpu.postgresMs} ms; event loop delay p99 ${eventLoop.p99Ms.toFixed(1)} ms, ` +
      `max ${eventLoop.maxMs.toFixed(1)} ms; machine load average ${window.loadAverage.settling.toFixed(1)} ` +
      `(${window.loadAverage.end.toFixed(1)} at the end)`,
  );
}

/** The engine's statements by kind during the settlement (sportsbook.book.ts's SQL meter), costliest first. */
export function printStatements(
  engine: string,
  statements: { kind: string; count: number; totalMs: number }[],
) {
  console.log(`  ${engine} statements (time summed over concurrent statements):`);
  for (const statement of statements.slice(0, 10)) {
    console.log(
      `    ${statement.totalMs.toFixed(0).padStart(7)} ms ${String(statement.count).padStart(7)} × ${statement.kind}`,
    );
  }
}
