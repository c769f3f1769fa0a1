import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is an embedded, single-process database: two processes opening the same DATA_DIR
 * corrupt it. Whoever opens it (the server, the settings CLI) first claims DATA_DIR/server.pid.
 * A pid file whose process is gone is stale and is taken over.
 */
export const PID_FILE_NAME = 'server.pid';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (see ${path.join(dataDir, PID_FILE_NAME)}); ` +
        'stop it first, or delete that file if no Khela process is running',
    );
    this.name = 'DataDirLockedError';
  }
}

function errorCodeOf(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    return errorCodeOf(error) === 'EPERM'; // exists, but belongs to another user
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * The live process holding DATA_DIR, or null. Our own pid does not count: after a container
 * restart the new server often gets the same pid as the one that left the file behind.
 */
export function isDataDirLocked(dataDir: string): { pid: number } | null {
  const pid = readPid(path.join(dataDir, PID_FILE_NAME));
  return pid !== null && pid !== process.pid && isAlive(pid) ? { pid } : null;
}

/**
 * Claims DATA_DIR for this process, or throws DataDirLockedError naming the holder.
 * Returns release(), which is also run on process exit so a normal stop leaves no pid file.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE_NAME);
  // Two attempts: the second follows removing a stale file. 'wx' makes the claim atomic.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      const release = () => {
        process.off('exit', release);
        if (readPid(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if (errorCodeOf(error) !== 'EEXIST') throw error;
      const holder = isDataDirLocked(dataDir);
      if (holder) throw new DataDirLockedError(dataDir, holder.pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not claim ${file}: another process keeps creating it`);
}
