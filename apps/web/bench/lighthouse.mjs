// Lighthouse benchmark of the home page (a benchmark, not a test).
//
//   npm run bench:lighthouse            (builds first; BENCH_RUNS=3 by default, the median run counts)
//
// Starts the built server (apps/server/dist, with apps/web/dist) on a free port with its own
// embedded database and the demo content, runs Lighthouse's mobile preset (Moto G Power screen,
// simulated slow 4G, 4x CPU slowdown) against `/` in Debian's Chromium (never a downloaded
// browser), prints the performance score, LCP, TBT, CLS and the JavaScript transferred, lists the
// opportunities, writes the median report to artifacts/lighthouse/, stops the server and exits.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const REPORT_DIR = path.join(ROOT, 'artifacts/lighthouse');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const READY_TIMEOUT_MS = 180_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  for (const file of [SERVER_ENTRY, path.join(ROOT, 'apps/web/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khela-lighthouse-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server not ready within ${READY_TIMEOUT_MS} ms:\n${output}`);
}

/** The numbers this benchmark reports, from one Lighthouse result. */
function summarise(lhr) {
  const audits = lhr.audits;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    speedIndexMs: audits['speed-index'].numericValue,
    jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    totalTransferBytes: audits['total-byte-weight'].numericValue,
  };
}

/** Audits that cost time or fail: the opportunities and diagnostics worth reading. */
function findings(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => {
      const savings = audit.details?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0;
      return { id: audit.id, title: audit.title, display: audit.displayValue ?? '', savings };
    })
    .sort((a, b) => b.savings - a.savings);
}

const ms = (value) => `${Math.round(value)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await startServer();
  let chrome;
  try {
    // The first request after start seeds caches (settings, content); a visitor never sees that.
    await fetch(`${server.url}/`);
    await fetch(`${server.url}/wps/system/status`);
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      try {
        const result = await lighthouse(`${server.url}/`, {
          port: chrome.port,
          output: ['json', 'html'],
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error('Lighthouse returned no result');
        if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
        const summary = summarise(result.lhr);
        console.log(
          `run ${run}/${RUNS}: score ${summary.score}, LCP ${ms(summary.lcpMs)}, TBT ${ms(summary.tbtMs)}, CLS ${summary.cls.toFixed(3)}`,
        );
        runs.push({ summary, result });
      } catch (error) {
        // A busy machine can time a run out (PROTOCOL_TIMEOUT); the others still count.
        console.log(`run ${run}/${RUNS}: failed (${error instanceof Error ? error.message : error})`);
      }
    }
    if (runs.length === 0) throw new Error('no Lighthouse run completed');
    runs.sort((a, b) => a.summary.score - b.summary.score || b.summary.lcpMs - a.summary.lcpMs);
    const cpuLoad = loadavg()[0].toFixed(1);
    const median = runs[Math.floor(runs.length / 2)];
    const { summary, result } = median;
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, 'home.report.json'), result.report[0]);
    writeFileSync(path.join(REPORT_DIR, 'home.report.html'), result.report[1]);

    const { lhr } = result;
    console.log(
      `\nLighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor} preset, ${lhr.finalDisplayedUrl}`,
    );
    console.log(`${lhr.environment.hostUserAgent}`);
    console.log(
      `machine: ${cpus().length} cores, load average ${cpuLoad} (TBT grows with other work on the machine)`,
    );
    console.log(`median of ${runs.length} run(s), scores ${runs.map((r) => r.summary.score).join(', ')}:`);
    console.log(`  performance score   ${summary.score}`);
    console.log(`  LCP                 ${ms(summary.lcpMs)}`);
    console.log(`  TBT                 ${ms(summary.tbtMs)}`);
    console.log(`  CLS                 ${summary.cls.toFixed(3)}`);
    console.log(`  FCP                 ${ms(summary.fcpMs)}`);
    console.log(`  Speed Index         ${ms(summary.speedIndexMs)}`);
    console.log(
      `  JavaScript          ${kb(summary.jsTransferBytes)} transferred in ${summary.jsFiles} files`,
    );
    console.log(`  all resources       ${kb(summary.totalTransferBytes)} transferred`);
    const open = findings(lhr);
    if (open.length > 0) {
      console.log('\nopportunities and diagnostics:');
      for (const item of open.slice(0, 12)) {
        const savings = item.savings > 0 ? ` (saves about ${ms(item.savings)})` : '';
        console.log(`  - ${item.title}${item.display ? `: ${item.display}` : ''}${savings}`);
      }
    }
    console.log(`\nreport: ${path.relative(ROOT, path.join(REPORT_DIR, 'home.report.html'))}`);
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
