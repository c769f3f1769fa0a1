import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toDecimalString } from '@khela/money';
import { afterAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../platform/config.js';
import { createTestDatabase, testDatabaseKind } from '../../test/harness.js';

/**
 * Crash test: a load generator posts transfers over HTTP while the server is killed with SIGKILL
 * several times and restarted. Afterwards every operation the client saw acknowledged is present
 * with the same outcome, none is half-applied, the balances equal what the acknowledged results
 * say, and reconciliation reports clean. Runs the built server (apps/server/dist).
 */
const repoRoot = path.resolve(fileURLToPath(import.meta.url), '../../../../../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/main.js');
const TOKEN = 'crash-test-token-0123456789abcdef0123';
const PLAYERS = 6;
const WORKERS = 8;
const KILLS = 3;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type Ack = { key: string; status: 'posted' | 'refused'; player: number; deltaMinor: bigint };

describe('crash safety', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`acknowledged operations survive ${KILLS} SIGKILLs under load`, { timeout: 240_000 }, async () => {
    expect(existsSync(serverEntry), 'build the server first (npm run build)').toBe(true);
    const env: Record<string, string> = {
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      INTERNAL_API_TOKEN: TOKEN,
      SEED_DEMO: 'false',
      PATH: testTargets().searchPath,
    };
    if (testDatabaseKind === 'postgres') {
      const fresh = await createTestDatabase();
      await fresh.database.close();
      cleanups.push(fresh.drop);
      env.DATABASE_URL = fresh.url ?? '';
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'khela-crash-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      env.DATA_DIR = dir;
    }
    const base = `http://127.0.0.1:${env.PORT}`;

    let server: ChildProcess | undefined;
    const start = async () => {
      const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      server = child;
      let output = '';
      child.stdout?.on('data', (chunk) => (output += String(chunk)));
      child.stderr?.on('data', (chunk) => (output += String(chunk)));
      const deadline = Date.now() + 60_000;
      while (!output.includes('Khela is running at')) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`server did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const kill = async () => {
      const child = server;
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    };
    cleanups.push(kill);

    const call = async (url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(5_000),
      });
      return {
        status: res.status,
        json: (await res.json()) as { value: { status?: string; clean?: boolean } | null },
      };
    };

    await start();
    const acks: Ack[] = [];
    let running = true;
    let sequence = 0;
    let retries = 0;
    const worker = async (id: number) => {
      while (running) {
        const n = sequence++;
        const player = n % PLAYERS;
        const isDeposit = n % 3 !== 2;
        const amount = isDeposit ? 500n + BigInt(n % 7) : 1_200n + BigInt(n % 11);
        const key = `crash-${id}-${n}`;
        const playerRef = { player: `crash-p${player}`, kind: 'cash' };
        const body = {
          idempotencyKey: key,
          type: isDeposit ? 'deposit' : 'bet',
          transfers: [
            isDeposit
              ? {
                  from: { system: 'payment_provider', ownerId: 'CRASH' },
                  to: playerRef,
                  amount: toDecimalString(amount, 'BDT'),
                }
              : { from: playerRef, to: { system: 'house' }, amount: toDecimalString(amount, 'BDT') },
          ],
        };
        // Like a real client: retry the same key until an answer arrives.
        for (;;) {
          try {
            const res = await call('/wps/internal/wallet/operations', body);
            const status = res.json.value?.status;
            if (status === 'posted' || status === 'refused') {
              acks.push({ key, status, player, deltaMinor: isDeposit ? amount : -amount });
              break;
            }
            throw new Error(`unexpected answer ${res.status}`);
          } catch {
            retries++;
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));
    for (let k = 0; k < KILLS; k++) {
      await new Promise((r) => setTimeout(r, 1_500));
      await kill();
      await new Promise((r) => setTimeout(r, 200));
      await start();
    }
    await new Promise((r) => setTimeout(r, 1_000));
    running = false;
    await Promise.all(workers);

    // Every acknowledged key replays to the same outcome (it is stored, not re-executed)…
    for (const ack of acks) {
      const res = await call('/wps/internal/wallet/operations', {
        idempotencyKey: ack.key,
        type: ack.deltaMinor > 0n ? 'deposit' : 'bet',
        transfers: [
          ack.deltaMinor > 0n
            ? {
                from: { system: 'payment_provider', ownerId: 'CRASH' },
                to: { player: `crash-p${ack.player}`, kind: 'cash' },
                amount: toDecimalString(ack.deltaMinor, 'BDT'),
              }
            : {
                from: { player: `crash-p${ack.player}`, kind: 'cash' },
                to: { system: 'house' },
                amount: toDecimalString(-ack.deltaMinor, 'BDT'),
              },
        ],
      });
      expect(res.json.value?.status, ack.key).toBe(ack.status);
    }
    // …balances are exactly what the acknowledged results add up to…
    const expected = new Map<number, bigint>();
    for (const ack of acks)
      if (ack.status === 'posted')
        expected.set(ack.player, (expected.get(ack.player) ?? 0n) + ack.deltaMinor);
    for (let p = 0; p < PLAYERS; p++) {
      const probe = await call('/wps/internal/wallet/operations', {
        idempotencyKey: `probe-${p}`,
        type: 'bet',
        transfers: [
          { from: { player: `crash-p${p}`, kind: 'cash' }, to: { system: 'house' }, amount: '999999999.00' },
        ],
      });
      expect(probe.json.value).toMatchObject({
        status: 'refused',
        account: { balanceMinor: String(expected.get(p) ?? 0n) },
      });
    }
    // …and the ledger's own invariants hold.
    const report = await call('/wps/internal/wallet/reconcile');
    expect(report.json.value).toMatchObject({ clean: true });
    expect(acks.length).toBeGreaterThan(100);
    expect(retries).toBeGreaterThan(0); // the kills really interrupted the load
    console.info(
      `crash test: ${acks.length} acknowledged operations, ${retries} retried calls, ${KILLS} SIGKILLs`,
    );
  });
});
