import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from './postgres';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
export const CLI_ENTRY = path.join(ROOT, 'apps/server/dist/cli.js');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 15_000;
const CLI_TIMEOUT_MS = 60_000;
/**
 * A PGlite data directory the run's global setup (e2e/support/global-setup.ts) migrated and seeded
 * once; each spec file's server starts on a copy of it instead of seeding its own (about 4 s each).
 */
export const PGLITE_TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export type ServerOptions = {
  /**
   * 'postgres': a fresh PostgreSQL database (e2e/support/postgres.ts) instead of PGlite, so the
   * test can query what the server stores while it runs, and the settings CLI runs without
   * stopping the server. (Outbox codes need neither: see outbox.ts.)
   */
  database?: 'pglite' | 'postgres';
  /**
   * The scheduled jobs (settlement, roll-up, reconciliation, deposit expiry, withdrawal
   * confirmation): off unless the spec's flows meet them (JOBS=off), so an idle server does not
   * poll the job queues while the browser works.
   */
  jobs?: boolean;
  /** Extra environment for this server (e.g. PHONE_PROVIDER=fake, decision 0087). */
  env?: Record<string, string>;
};

/**
 * The real built server on a free port with its own PGlite data directory (or its own PostgreSQL
 * database). PGlite is single-process: stop the server before running the settings CLI on it.
 * Test hooks are on (TEST_HOOKS: e.g. a captcha's answer), as they are in no production build.
 */
export class KhelaServer {
  private child: ChildProcess | null = null;
  private output = '';

  private constructor(
    readonly dataDir: string,
    readonly port: number,
    private readonly database: { url: string; drop: () => void } | null,
    private readonly jobs = false,
    private readonly extraEnv: Record<string, string> = {},
  ) {}

  static async start(options: ServerOptions = {}): Promise<KhelaServer> {
    const required = [
      { file: SERVER_ENTRY, what: 'the server' },
      { file: path.join(ROOT, 'apps/web/dist/index.html'), what: 'the web app' },
      { file: path.join(ROOT, 'apps/backoffice/dist/index.html'), what: 'the back office' },
    ];
    for (const { file, what } of required) {
      if (!existsSync(file)) throw new Error(`${file} is missing: build ${what} first (npm run build)`);
    }
    const database = options.database === 'postgres' ? createDatabase() : null;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'khela-e2e-'));
    const template = process.env[PGLITE_TEMPLATE_ENV];
    if (!database && template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
    const server = new KhelaServer(dataDir, await freePort(), database, options.jobs ?? false, options.env);
    try {
      await server.launch();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  /**
   * Starts a server on a fresh PGlite directory so it migrates and seeds it, stops it, and returns
   * the directory: the template spec files copy (PGLITE_TEMPLATE_ENV).
   */
  static async prepareTemplate(): Promise<string> {
    const saved = process.env[PGLITE_TEMPLATE_ENV];
    delete process.env[PGLITE_TEMPLATE_ENV];
    try {
      const server = await KhelaServer.start({ jobs: true });
      await server.stop();
      return server.dataDir;
    } finally {
      if (saved !== undefined) process.env[PGLITE_TEMPLATE_ENV] = saved;
    }
  }

  /** The PostgreSQL database of this server (postgres mode only). */
  get databaseUrl(): string {
    if (!this.database) throw new Error('this server runs on PGlite: start it with { database: "postgres" }');
    return this.database.url;
  }

  /** The server process is up (not stopped, not exited). */
  get running(): boolean {
    return this.child !== null && this.child.exitCode === null;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The environment the server and the CLI share. */
  get env(): NodeJS.ProcessEnv {
    // Always this run's own database and an in-memory cache, whatever the shell has set.
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
    return {
      ...inherited,
      ...(this.database ? { DATABASE_URL: this.database.url } : {}),
      // The test hooks, which the server refuses to start with in production.
      NODE_ENV: 'test',
      TEST_HOOKS: 'true',
      DATA_DIR: this.dataDir,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      SETTINGS_CACHE_MS: '0',
      JOBS: this.jobs ? 'on' : 'off',
      ...this.extraEnv,
    };
  }

  private async launch(): Promise<void> {
    this.output = '';
    const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env: this.env, stdio: 'pipe' });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode} before ready:\n${this.output}`);
      }
      try {
        const response = await fetch(`${this.url}/ready`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await this.stop();
    throw new Error(`server not ready within ${READY_TIMEOUT_MS} ms:\n${this.output}`);
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Runs `node apps/server/dist/cli.js ...args` against this server's data: on PGlite with the
   * server stopped (and started again), on PostgreSQL beside the running server.
   */
  async cli(...args: string[]): Promise<string> {
    if (!existsSync(CLI_ENTRY)) {
      throw new Error(`${CLI_ENTRY} is missing: the settings CLI is not built (npm run build)`);
    }
    const wasRunning = this.child !== null && this.database === null;
    if (wasRunning) await this.stop();
    const result = spawnSync(process.execPath, [CLI_ENTRY, ...args], {
      cwd: ROOT,
      env: this.env,
      encoding: 'utf8',
      timeout: CLI_TIMEOUT_MS,
    });
    if (result.status !== 0) {
      throw new Error(
        `cli ${args.join(' ')} exited with ${result.status}:\n${result.stdout}\n${result.stderr}`,
      );
    }
    if (wasRunning) await this.launch();
    return result.stdout;
  }

  async dispose(): Promise<void> {
    await this.stop();
    this.database?.drop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
