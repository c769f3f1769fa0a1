/**
 * bench:lobby's server under test (the built apps/server/dist/main.js as a child process) and
 * the HTTP calls the benchmark makes to it: lobby pages and signed vendor wallet calls.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signVendorBody } from '../modules/vendors/vendors.signature.js';
import { processEnvironment } from '../platform/config.js';
import type { BenchPlayer } from './lobby.seed.js';

const serverEntry = path.resolve(fileURLToPath(import.meta.url), '../../main.js');

export async function startServer(
  url: string,
  port: number,
): Promise<{ child: ChildProcess; banner: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...processEnvironment(),
      DATABASE_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const banner = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('Khela is running'));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}`)));
  });
  return { child, banner };
}

type Page = { success: boolean; value: { games: unknown[]; totalPages: number } };

/** Keep-alive HTTP calls to the server on `port`; `secrets` signs each vendor's wallet calls. */
export function createBenchClient(port: number, secrets: Map<string, string>) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

  function request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async function vendorCall(vendor: string, call: string, payload: Record<string, unknown>) {
    const body = JSON.stringify(payload);
    const timestamp = String(Date.now());
    const answer = await request(
      'POST',
      `/vendor/v1/${call}`,
      {
        'content-type': 'application/json',
        'x-khela-vendor': vendor,
        'x-khela-timestamp': timestamp,
        'x-khela-signature': signVendorBody(secrets.get(vendor) ?? '', timestamp, body),
      },
      body,
    );
    const parsed = JSON.parse(answer.body) as { status: string };
    if (parsed.status !== 'OK') throw new Error(`${call}: ${answer.body.slice(0, 200)}`);
    return parsed;
  }

  async function lobby(query: string, expectGames: boolean): Promise<Page['value']> {
    const answer = await request('GET', `/wps/relay/GCSGAME_gameList?clientType=3&platform=W&${query}`, {
      'x-lang': 'en',
    });
    const parsed = JSON.parse(answer.body) as Page;
    if (answer.status !== 200 || !parsed.success) throw new Error(`${query}: ${answer.body.slice(0, 200)}`);
    if (expectGames && parsed.value.games.length === 0) throw new Error(`${query}: no games`);
    return parsed.value;
  }

  /** A GET with these headers (bench:agents: the agent centre with a session token): status and parsed body. */
  async function getJson(path: string, headers: Record<string, string>) {
    const answer = await request('GET', path, headers);
    return { status: answer.status, body: JSON.parse(answer.body) as unknown };
  }

  return { vendorCall, lobby, getJson, close: () => agent.destroy() };
}

type BenchClient = ReturnType<typeof createBenchClient>;

/**
 * One wallet call per arrival: debit and credit alternate, arrival 2k debits round k and
 * arrival 2k + 1 credits it once that debit has answered.
 */
export function walletCalls(players: BenchPlayer[], vendorCall: BenchClient['vendorCall']) {
  const run = Date.now();
  const debits = new Map<number, Promise<unknown>>();
  return async (n: number) => {
    const roundNo = n >> 1;
    const p = players[roundNo % players.length];
    if (!p) throw new Error('no player');
    const common = {
      playerId: p.playerId,
      currency: 'BDT',
      roundId: `r${run}-${roundNo}`,
      gameCode: p.gameCode,
    };
    if (n % 2 === 0) {
      const debit = vendorCall(p.vendor, 'debit', {
        ...common,
        transactionId: `d${run}-${roundNo}`,
        amount: '1.00',
      });
      debits.set(
        roundNo,
        debit.catch(() => undefined),
      );
      return debit;
    }
    await debits.get(roundNo);
    debits.delete(roundNo);
    return vendorCall(p.vendor, 'credit', {
      ...common,
      transactionId: `c${run}-${roundNo}`,
      amount: roundNo % 3 === 0 ? '2.50' : '0.00',
    });
  };
}
