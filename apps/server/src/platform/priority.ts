import { setPriority } from 'node:os';

/**
 * Background CPU priority for an instance that runs the scheduled jobs and serves no players
 * (JOBS_PRIORITY=background, decision 0050): the process and, when PostgreSQL runs on the same
 * host, the database sessions of its pool get niceness 19, so a settlement run or a roll-up yields
 * the CPU to the players' requests whenever they want it. A database on another host is left
 * alone (its session ids mean nothing here).
 */
export type JobsPriority = 'normal' | 'background';

export const BACKGROUND_NICE = 19;

/** Whether a PostgreSQL URL names this host (loopback or a Unix socket), so its sessions are our processes. */
export function isLocalDatabase(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const socket = parsed.searchParams.get('host');
  if (socket?.startsWith('/')) return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return host === '' || host === 'localhost' || host === '::1' || /^127\./.test(host);
}

let warned = false;

/**
 * Gives process `pid` (default: this one) niceness 19; false, with one process warning for the
 * whole process's life, when it may not (another user's process needs root or CAP_SYS_NICE).
 */
export function toBackground(pid = 0): boolean {
  try {
    setPriority(pid, BACKGROUND_NICE);
    return true;
  } catch (error) {
    if (!warned) {
      warned = true;
      process.emitWarning(
        `JOBS_PRIORITY=background: could not lower the priority of process ${pid || process.pid} (${(error as Error).message}); it keeps what it had`,
      );
    }
    return false;
  }
}
