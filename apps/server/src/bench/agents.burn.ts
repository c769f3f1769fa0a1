/**
 * bench:agents' control (BENCH_CONTROL=1): a child process that only burns CPU, at priority
 * argv[2] (JOBS_PRIORITY), busy argv[3] ms out of every argv[4] ms, for argv[5] ms — the run's CPU pattern (its
 * pay batches' length and spacing, measured) without its database work. The wallet's p99 while it
 * runs says how much of the growth during the run any job using that much CPU causes on this
 * machine, whatever it does.
 */
import { toBackground } from '../platform/priority.js';

const priority = process.argv[2];
const [busyMs, periodMs, forMs] = process.argv.slice(3, 6).map(Number) as [number, number, number];
if (priority === 'background') toBackground();
const started = performance.now();
let sink = 0;
const cycle = () => {
  const from = performance.now();
  // Exits when done (its IPC channel would keep it alive); the sum is only there to be computed.
  if (from - started >= forMs) process.exit(sink < 0 ? 1 : 0);
  while (performance.now() - from < busyMs) sink = (sink * 31 + 7) % 1_000_003;
  setTimeout(cycle, Math.max(0, periodMs - (performance.now() - from)));
};
cycle();
