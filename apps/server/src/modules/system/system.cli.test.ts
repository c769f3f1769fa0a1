import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli.js';
import { acquireDataDirLock, isDataDirLocked, PID_FILE_NAME } from '../../platform/db/data-dir-lock.js';
import { createTestDatabase, testDatabaseKind } from '../../test/harness.js';
import { parseCommand } from './system.cli.js';

/** The CLI runs in-process against a temp DATA_DIR (PGlite) or a fresh test database (PostgreSQL). */
let env: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => undefined;
const tempDirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'khela-cli-'));
  tempDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const base = { LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: '0' };
  if (testDatabaseKind === 'postgres') {
    const test = await createTestDatabase();
    if (!test.url) throw new Error('the PostgreSQL test database has no URL');
    env = { ...base, DATABASE_URL: test.url, DATA_DIR: tempDir() };
    cleanup = test.drop;
  } else {
    env = { ...base, DATA_DIR: tempDir() };
  }
});

afterAll(async () => {
  await cleanup();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function cli(argv: string[], overrides: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    argv,
    { ...env, ...overrides },
    { out: (l) => out.push(l), err: (l) => err.push(l) },
  );
  return { code, out, err };
}

describe('settings commands', { timeout: 90_000 }, () => {
  it('lists every setting, marking the ones still at their default', async () => {
    const res = await cli(['settings', 'list']);
    expect(res).toMatchObject({ code: 0, err: [] });
    expect(res.out).toContain('MAINTENANCE={"enabled":false} (default)');
    expect(res.out).toContain('CHNGPASSVERIF3={"enabled":true} (default)');
  });

  it('switches maintenance on and off, and sets and gets a value', async () => {
    expect(await cli(['maintenance', 'on'])).toEqual({
      code: 0,
      out: ['maintenance is now on (status 1)'],
      err: [],
    });
    expect((await cli(['settings', 'get', 'MAINTENANCE'])).out).toEqual(['MAINTENANCE={"enabled":true}']);
    expect((await cli(['maintenance', 'off'])).code).toBe(0);
    expect(await cli(['settings', 'set', 'agemin', '21'])).toEqual({
      code: 0,
      out: ['AGEMIN set to 21'],
      err: [],
    });
    expect((await cli(['get', 'AGEMIN'])).out).toEqual(['AGEMIN=21']);
  });

  it.each([
    [[], 2, 'usage: settings list'],
    [['frobnicate'], 2, 'unknown command "frobnicate"'],
    [['maintenance', 'maybe'], 2, 'expected: maintenance on|off'],
    [['settings', 'get'], 2, 'expected: settings get CODE'],
    [['settings', 'set', 'MAINTENANCE', '{enabled:true'], 2, 'the value for MAINTENANCE is not valid JSON'],
    [
      ['settings', 'set', 'MAINTENANCE', '{"enabled":"yes"}'],
      1,
      'Invalid value for site setting MAINTENANCE: enabled:',
    ],
    [['settings', 'set', 'NOPE', 'true'], 1, 'Unknown site setting NOPE'],
    [['ip', 'allow', '999.1.1.1/8'], 1, '"999.1.1.1/8" is not a valid IP address or CIDR range'],
    [['ip', 'remove', '10.9.9.9'], 1, 'There is no IP rule for 10.9.9.9/32'],
    [['ip', 'block', '10.0.0.0/8'], 2, 'unknown ip command "block"'],
  ])('refuses %j with exit %i and one line', async (argv, exitCode, message) => {
    const res = await cli(argv);
    expect(res.code).toBe(exitCode);
    expect(res.out).toEqual([]);
    expect(res.err).toHaveLength(1);
    expect(res.err[0]).toContain(message);
  });

  it('changed nothing on refused input', async () => {
    expect((await cli(['get', 'MAINTENANCE'])).out).toEqual(['MAINTENANCE={"enabled":false}']);
    expect((await cli(['ip', 'list'])).out).toEqual(['no IP rules: every address is allowed']);
  });

  it('reports a bad environment in one line', async () => {
    const res = await cli(['settings', 'list'], { SETTINGS_CACHE_MS: 'soon' });
    expect(res.code).toBe(1);
    expect(res.err[0]).toMatch(/^settings: Invalid configuration: SETTINGS_CACHE_MS/);
  });
});

describe('ip commands', { timeout: 90_000 }, () => {
  it('allows, denies, lists and removes rules', async () => {
    expect((await cli(['ip', 'deny', '203.0.113.9/24', 'scraper', 'farm'])).out).toEqual([
      'added: deny 203.0.113.0/24 scraper farm',
    ]);
    expect((await cli(['ip', 'allow', '2001:DB8::/32'])).out).toEqual(['added: allow 2001:db8::/32']);
    expect((await cli(['ip', 'allow', '203.0.113.0/24'])).out).toEqual(['updated: allow 203.0.113.0/24']);
    expect((await cli(['ip', 'list'])).out).toEqual(['allow 203.0.113.0/24', 'allow 2001:db8::/32']);
    expect((await cli(['ip', 'remove', '203.0.113.0/24'])).out).toEqual([
      'removed the rule for 203.0.113.0/24',
    ]);
    expect((await cli(['ip', 'remove', '2001:db8::/32'])).code).toBe(0);
  });
});

describe('PGlite data directory lock', { timeout: 90_000 }, () => {
  let sleeper: ChildProcess | undefined;

  afterAll(() => {
    sleeper?.kill();
  });

  it('refuses to run while a live process holds DATA_DIR, naming it', async () => {
    const dataDir = tempDir();
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    writeFileSync(path.join(dataDir, PID_FILE_NAME), `${sleeper.pid}\n`);
    expect(isDataDirLocked(dataDir)).toEqual({ pid: sleeper.pid });
    const res = await cli(['maintenance', 'on'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(res.code).toBe(1);
    expect(res.err).toEqual([
      expect.stringContaining(`a Khela server (pid ${sleeper.pid}) is using DATA_DIR`),
    ]);
    expect(res.err[0]).toContain('stop the server first');
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false); // the database was never opened
  });

  it('takes over a stale pid file and removes its own when done', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, PID_FILE_NAME), '999999999\n');
    expect(isDataDirLocked(dataDir)).toBeNull();
    const res = await cli(['get', 'MAINTENANCE'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(res).toEqual({ code: 0, out: ['MAINTENANCE={"enabled":false} (default)'], err: [] });
    expect(existsSync(path.join(dataDir, PID_FILE_NAME))).toBe(false);
  });

  it('acquire writes our pid and release removes it', () => {
    const dataDir = tempDir();
    const release = acquireDataDirLock(dataDir);
    expect(existsSync(path.join(dataDir, PID_FILE_NAME))).toBe(true);
    release();
    expect(existsSync(path.join(dataDir, PID_FILE_NAME))).toBe(false);
  });
});

describe('parseCommand', () => {
  it('keeps everything after the range as the note', () => {
    expect(parseCommand(['ip', 'deny', '10.0.0.0/8', 'office', 'vpn'])).toEqual({
      kind: 'ip-add',
      action: 'deny',
      cidr: '10.0.0.0/8',
      note: 'office vpn',
    });
  });
});
