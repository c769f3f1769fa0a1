/** bench:lobby's report: the table, the targets, and artifacts/bench-lobby.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Summary } from './lobby.load.js';
import type { LobbyBenchSettings } from './lobby.seed.js';

export type LobbyResults = { page1: Summary; deep: Summary; search: Summary; wallet: Summary };

export type LobbyRun = {
  settings: LobbyBenchSettings;
  pageSize: number;
  games: number;
  totalPages: number;
  banner: string;
  results: LobbyResults;
  coldDeepMs: number;
  walletCapacity: number;
  serverCpuMsPerCall: number;
  databaseCpuMsPerCall: number;
  roundRatios: number[];
  medianRatio: number;
};

const round2 = (x: number) => Math.round(x * 100) / 100;
const round3 = (x: number) => Math.round(x * 1000) / 1000;

function row(name: string, s: Summary): string {
  return (
    `${name.padEnd(30)}${String(s.rate).padStart(6)}${String(s.requests).padStart(8)}${String(s.errors).padStart(7)}` +
    `${s.p50.toFixed(2).padStart(9)}${s.p95.toFixed(2).padStart(9)}${s.p99.toFixed(2).padStart(9)}${s.max.toFixed(2).padStart(9)}`
  );
}

/** Prints the table and the targets, and writes the JSON report. */
export function report(run: LobbyRun): void {
  const { settings, results } = run;
  const deepOverPage1 = results.deep.p95 / results.page1.p95;
  const targets = {
    lobbyP95Under30ms: Math.max(results.page1.p95, results.deep.p95, results.search.p95) < 30,
    deepWithin1_5xPage1: deepOverPage1 <= 1.5,
    walletP99Under100ms: results.wallet.p99 < 100,
    noErrors: Object.values(results).every((s) => s.errors === 0),
  };
  console.log(
    `\n${'ms'.padEnd(30)}${'rate/s'.padStart(6)}${'sent'.padStart(8)}${'errors'.padStart(7)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}${'max'.padStart(9)}`,
  );
  console.log(row('lobby page 1 (RNG, 18)', results.page1));
  console.log(row(`lobby deep page (${settings.deepPage}–${run.totalPages - 1})`, results.deep));
  console.log(row('name search (all, page 1)', results.search));
  console.log(row('wallet debit/credit', results.wallet));
  console.log(`\ncold deep page (seek keys computed): ${run.coldDeepMs.toFixed(1)} ms`);
  console.log(`wallet capacity (closed loop, ${settings.poolSize} callers): ${run.walletCapacity} calls/s`);
  console.log(
    `wallet CPU per call: server ${run.serverCpuMsPerCall.toFixed(3)} ms, PostgreSQL ${run.databaseCpuMsPerCall.toFixed(3)} ms`,
  );
  console.log(
    `deep / page 1 p95 = ${deepOverPage1.toFixed(2)} pooled, ${run.medianRatio.toFixed(2)} median of the rounds (target ≤ 1.5)`,
  );
  console.log(`targets: ${JSON.stringify(targets)}`);

  mkdirSync('artifacts', { recursive: true });
  const json = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: {
      ...settings,
      adminUrl: undefined,
      pageSize: run.pageSize,
      games: run.games,
      totalPages: run.totalPages,
    },
    server: run.banner,
    results,
    coldDeepMs: round2(run.coldDeepMs),
    walletCapacityPerS: run.walletCapacity,
    walletCpuMsPerCall: {
      server: round3(run.serverCpuMsPerCall),
      database: round3(run.databaseCpuMsPerCall),
    },
    ratios: {
      deepOverPage1P95: round2(deepOverPage1),
      deepOverPage1P95Rounds: run.roundRatios.map(round2),
      deepOverPage1P95Median: round2(run.medianRatio),
    },
    targets,
  };
  writeFileSync('artifacts/bench-lobby.json', `${JSON.stringify(json, null, 2)}\n`);
}
