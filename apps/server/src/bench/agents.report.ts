/** bench:agents' report: the table, the targets, and artifacts/bench-agents.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { AgentsBenchSettings, Prepared } from './agents.seed.js';
import type { FromServer, Statement } from './agents.server.js';
import type { Summary } from './lobby.load.js';

export type RunPhases = {
  totalMs: number;
  claimMs: number;
  /** The one statement that computes the team figures and the pay and writes the payouts. */
  payoutsMs: number;
  walletPaymentsMs: number;
  /** Batches marked paid: one wallet operation each, of up to PAY_BATCH agents. */
  paymentBatches: number;
  finishMs: number;
};

/** One settlement run under the wallet load and the idle window after it (BENCH_REPEATS). */
export type Repeat = { slot: string; totalMs: number; agents: number; during: Summary; after: Summary };

export type AgentsRun = {
  settings: AgentsBenchSettings;
  prepared: Prepared;
  banner: string;
  run: Extract<FromServer, { kind: 'settled' }>;
  phases: RunPhases;
  wallet: {
    baseline: Summary;
    duringRun: Summary;
    after: Summary;
    duringRollup: Summary;
    /** BENCH_CONTROL: during a CPU-only stand-in of the run's pay batches (agents.burn.ts). */
    duringControl?: Summary;
  };
  /** The stand-in's priority, and how long it burnt of every how long (ms). */
  control?: { priority: string; busyMs: number; periodMs: number };
  /** Every run, the first included, with the idle window after it. */
  repeats: Repeat[];
  /** The calls of all runs, and of all idle windows (the baseline and each run's after). */
  pooled: { duringRuns: Summary; idle: Summary };
  rollup: Extract<FromServer, { kind: 'rolled' }>;
  overview: Summary;
  overviewBody: unknown;
  teamStatements: Statement[];
  plans: Record<string, string>;
};

const ms = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(0));

function walletRow(name: string, s: Summary): string {
  return (
    `${name.padEnd(34)}${String(s.requests).padStart(7)}${String(s.errors).padStart(7)}` +
    `${s.p50.toFixed(2).padStart(9)}${s.p95.toFixed(2).padStart(9)}${s.p99.toFixed(2).padStart(9)}${s.max.toFixed(2).padStart(9)}`
  );
}

/** Prints the table and the targets, and writes the JSON report. */
export function report(r: AgentsRun): void {
  const { phases, wallet, overview, run, prepared, pooled, repeats } = r;
  const p99Growth = wallet.duringRun.p99 / wallet.baseline.p99 - 1;
  const pooledGrowth = pooled.duringRuns.p99 / pooled.idle.p99 - 1;
  const targets = {
    runWithin30s: repeats.every((x) => x.totalMs <= 30_000),
    walletP99GrowthWithin20Percent: pooledGrowth <= 0.2,
    overviewP95Under200ms: overview.p95 < 200,
    settled: run.outcome === 'settled' && repeats.every((x) => x.agents === run.agents),
    noErrors: [wallet.baseline, wallet.duringRollup, ...repeats.flatMap((x) => [x.during, x.after])].every(
      (s) => s.errors === 0,
    ),
  };
  const c = prepared.counts;
  console.log(
    `\nseeded: ${c.agents} agents, ${c.members} members, ${c.contracts} real-time contracts, ${c.bets} bets → ` +
      `${c.buckets} valid-bet slots; tree ${prepared.timings.treeS.toFixed(0)} s, bets ${prepared.timings.betsS.toFixed(0)} s ` +
      `(${Math.round(c.bets / prepared.timings.betsS)} rows/s through valid_bet_rollup)`,
  );
  console.log(
    `\nreal-time salary run, slot ${prepared.period.start.toISOString()}: ${run.outcome}, ${run.agents} agents paid`,
  );
  console.log(`${'phase'.padEnd(40)}${'ms'.padStart(9)}`);
  const line = (name: string, value: number) => console.log(`${name.padEnd(40)}${ms(value).padStart(9)}`);
  line('claim + settings', phases.claimMs);
  line('figures, pay and payouts (one statement)', phases.payoutsMs);
  line(`wallet payments (${phases.paymentBatches} batches)`, phases.walletPaymentsMs);
  line('finish', phases.finishMs);
  line('total (target ≤ 30,000)', phases.totalMs);
  console.log(
    `jobs instance's event loop during the run: longest stall ${run.loopDelayMaxMs.toFixed(0)} ms, p99 ${run.loopDelayP99Ms.toFixed(1)} ms`,
  );
  console.log(
    `\n${`wallet debit/credit at ${r.settings.walletRps}/s, ms`.padEnd(34)}${'sent'.padStart(7)}${'errors'.padStart(7)}` +
      `${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
  );
  console.log(walletRow('idle (baseline)', wallet.baseline));
  console.log(walletRow('during the run', wallet.duringRun));
  console.log(walletRow('idle, after', wallet.after));
  console.log(walletRow('during the roll-up', wallet.duringRollup));
  if (wallet.duringControl) console.log(walletRow('during the CPU stand-in', wallet.duringControl));
  console.log(
    `wallet p99 during / idle = ${(1 + p99Growth).toFixed(2)} (growth ${(p99Growth * 100).toFixed(0)} %, target ≤ 20 %); ` +
      `during / idle after = ${(wallet.duringRun.p99 / wallet.after.p99).toFixed(2)}`,
  );
  console.log(
    `\n${'runs (BENCH_REPEATS), slot'.padEnd(34)}${'agents'.padStart(7)}${'s'.padStart(7)}${'p99'.padStart(9)}${'idle p99'.padStart(9)}`,
  );
  let before = wallet.baseline.p99;
  for (const x of repeats) {
    console.log(
      `${x.slot.padEnd(34)}${String(x.agents).padStart(7)}${(x.totalMs / 1000).toFixed(1).padStart(7)}` +
        `${x.during.p99.toFixed(2).padStart(9)}${x.after.p99.toFixed(2).padStart(9)}` +
        `   during / idle either side ${(x.during.p99 / ((before + x.after.p99) / 2)).toFixed(2)}`,
    );
    before = x.after.p99;
  }
  console.log(walletRow(`all ${repeats.length} runs' calls`, pooled.duringRuns));
  console.log(walletRow(`all ${repeats.length + 1} idle windows' calls`, pooled.idle));
  console.log(
    `wallet p99 during the runs / idle, all calls = ${(1 + pooledGrowth).toFixed(2)} ` +
      `(growth ${(pooledGrowth * 100).toFixed(0)} %, target ≤ 20 %)`,
  );
  console.log(
    `team figures roll-up (the 5-minute job): ${r.rollup.slots} slot(s) in ${ms(r.rollup.totalMs)} ms; ` +
      `wallet p99 during it / idle = ${(wallet.duringRollup.p99 / wallet.baseline.p99).toFixed(2)}`,
  );
  if (wallet.duringControl && r.control) {
    console.log(
      `CPU stand-in of the run (no database work; priority ${r.control.priority}, busy ${ms(r.control.busyMs)} of every ` +
        `${ms(r.control.periodMs)} ms): wallet p99 during it / idle = ${(wallet.duringControl.p99 / wallet.baseline.p99).toFixed(2)}`,
    );
  }
  console.log(
    `\nteam overview (range=today), agent with ${prepared.overviewAgent.teamSize} in its team, ${overview.requests} calls: ` +
      `p50 ${overview.p50} ms, p95 ${overview.p95} ms, max ${overview.max} ms (target p95 < 200)`,
  );
  for (const s of r.teamStatements) {
    console.log(
      `  ${(s.sumMs / s.count).toFixed(1).padStart(8)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`,
    );
  }
  console.log(`targets: ${JSON.stringify(targets)}`);

  mkdirSync('artifacts', { recursive: true });
  const json = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: { ...r.settings, adminUrl: undefined },
    server: r.banner,
    seeded: {
      counts: c,
      timings: prepared.timings,
      period: prepared.period,
      clockShiftMs: prepared.clockShiftMs,
    },
    run: { outcome: run.outcome, agents: run.agents, paidMinor: run.paidMinor, phases },
    eventLoop: { maxMs: run.loopDelayMaxMs, p99Ms: run.loopDelayP99Ms },
    rollup: r.rollup,
    settlementStatements: run.statements.map(({ text, values, ...rest }) => rest),
    wallet: { ...wallet, p99Growth, p99GrowthOverAfter: wallet.duringRun.p99 / wallet.after.p99 - 1 },
    repeats,
    pooled: { ...pooled, p99Growth: pooledGrowth },
    overview: {
      ...overview,
      teamSize: prepared.overviewAgent.teamSize,
      answer: r.overviewBody,
      statements: r.teamStatements.map((s) => ({ text: s.text, meanMs: s.sumMs / s.count, count: s.count })),
    },
    plans: r.plans,
    targets,
  };
  writeFileSync(
    'artifacts/bench-agents.json',
    `${JSON.stringify(json, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`,
  );
}
