/**
 * `npm run bench:lobby` — the lobby and the seamless wallet through real HTTP
 * (decision 0023).
 *
 * Seeds BENCH_GAMES (default 100,000) demo games into a fresh PostgreSQL database
 * (khela_bench_lobby on BENCH_PG_URL), starts the real server (apps/server/dist/main.js) as a child
 * process listening on BENCH_PORT, and drives it with an open-loop generator: requests leave at a
 * fixed arrival rate whatever the answers do, and each latency counts from the moment its request
 * was due, so a slow answer cannot hide the requests queued behind it (no coordinated omission).
 *
 *   page 1     GCSGAME_gameList, slots lane (RNG), page 1 of 18, at BENCH_LOBBY_RPS (200/s)
 *   deep page  the same, a random page from BENCH_DEEP_PAGE (2,000) to the last, at 200/s
 *              page 1 and the deep page alternate in BENCH_ROUNDS rounds, so drift hits both
 *   search     gameName (a catalogue word) under all games, page 1, at 200/s
 *   wallet     signed /vendor/v1 debit and credit pairs (one round each) for BENCH_PLAYERS players
 *              of eight vendors, at BENCH_WALLET_RPS (500/s); with BENCH_BONUS=1 every player holds
 *              an active bonus being wagered (decision 0051)
 *
 * Targets: lobby p95 < 30 ms, deep page p95 ≤ 1.5 × page 1 p95, wallet p99 < 100 ms.
 * Prints a table and writes artifacts/bench-lobby.json.
 * Parts: lobby.seed.ts (setup), lobby.server.ts (the server and the HTTP calls), lobby.load.ts
 * (the open-loop generator and its measures), lobby.report.ts (the table and the JSON).
 */
import { randomInt } from 'node:crypto';
import { NOUNS } from '../modules/games/games.catalogue.names.js';
import { lobbyBenchSettings } from '../platform/config.js';
import { backendPids, cpuMs, openLoop, type Samples, summarise } from './lobby.load.js';
import { report } from './lobby.report.js';
import { admin, BENCH_DATABASE, prepare } from './lobby.seed.js';
import { createBenchClient, startServer, walletCalls } from './lobby.server.js';

const settings = lobbyBenchSettings();
const PAGE_SIZE = 18;

/**
 * What the server sustains at all: closed loop, as many callers as pool connections. CPU per
 * call, which other load on the machine disturbs less than latency: the server's and its
 * backends' (a backend that closes meanwhile is left out of both readings).
 */
async function walletCapacity(
  url: string,
  serverPid: number | undefined,
  wallet: (n: number) => Promise<unknown>,
) {
  const pidsBefore = await backendPids(url);
  const cpuBefore = new Map(pidsBefore.map((pid) => [pid, cpuMs(pid)]));
  const serverCpuBefore = cpuMs(serverPid);
  let calls = 0;
  const until = performance.now() + settings.durationS * 1000;
  const capacityStart = performance.now();
  const base = 1_000_000_000;
  await Promise.all(
    Array.from({ length: settings.poolSize }, async () => {
      while (performance.now() < until) await wallet(base + calls++);
    }),
  );
  const perSecond = Math.round(calls / ((performance.now() - capacityStart) / 1000));
  const serverCpuMsPerCall = (cpuMs(serverPid) - serverCpuBefore) / calls;
  const pidsAfter = await backendPids(url);
  const databaseCpuMsPerCall =
    pidsAfter.reduce((sum, pid) => sum + cpuMs(pid) - (cpuBefore.get(pid) ?? 0), 0) / calls;
  return { perSecond, serverCpuMsPerCall, databaseCpuMsPerCall };
}

async function main(): Promise<void> {
  const { durationS, rounds, lobbyRps, walletRps } = settings;
  console.log(
    `lobby benchmark: ${settings.games} games, ${durationS} s a phase, ${rounds} rounds, lobby ${lobbyRps}/s, ` +
      `wallet ${walletRps}/s, ${settings.players} players${settings.bonus ? ' each with an active bonus' : ''}, pool ${settings.poolSize}`,
  );
  const { url, games, players, secrets } = await prepare(settings);
  const { child, banner } = await startServer(url, settings.port);
  const client = createBenchClient(settings.port, secrets);
  const { vendorCall, lobby } = client;
  console.log(`  ${banner}`);
  try {
    // Sessions: each player's launch token is spent through authenticate, as a vendor would.
    let next = 0;
    const authenticate = async () => {
      for (let p = players[next++]; p; p = players[next++]) {
        await vendorCall(p.vendor, 'authenticate', { token: p.token });
      }
    };
    await Promise.all(Array.from({ length: 16 }, authenticate));

    const lane = `gameType=RNG&pageSize=${PAGE_SIZE}&language=EN`;
    const { totalPages } = await lobby(`${lane}&pageNo=1`, true);
    if (totalPages <= settings.deepPage) throw new Error(`only ${totalPages} pages: lower BENCH_DEEP_PAGE`);
    const deepPageNo = () => settings.deepPage + randomInt(totalPages - settings.deepPage);
    // The first deep page after a catalogue change computes the filter's seek keys once.
    const coldStart = performance.now();
    await lobby(`${lane}&pageNo=${settings.deepPage}`, true);
    const coldDeepMs = performance.now() - coldStart;
    const words = NOUNS.map(([en]) => en.toLowerCase());
    const page1 = () => lobby(`${lane}&pageNo=1`, true);
    const deep = () => lobby(`${lane}&pageNo=${deepPageNo()}`, true);
    const search = (n: number) =>
      lobby(
        `gameName=${encodeURIComponent(words[n % words.length] ?? 'fortune')}&pageSize=${PAGE_SIZE}`,
        true,
      );
    const wallet = walletCalls(players, vendorCall);
    console.log('  warming up');
    await openLoop(lobbyRps, 2, (n) => (n % 3 === 0 ? page1() : n % 3 === 1 ? deep() : search(n)));
    await openLoop(walletRps, 2, wallet);

    const page1Parts: Samples[] = [];
    const deepParts: Samples[] = [];
    const roundRatios: number[] = [];
    for (let r = 1; r <= rounds; r++) {
      const a = await openLoop(lobbyRps, durationS, page1);
      const b = await openLoop(lobbyRps, durationS, deep);
      page1Parts.push(a);
      deepParts.push(b);
      const [pa, pb] = [summarise(lobbyRps, [a]).p95, summarise(lobbyRps, [b]).p95];
      roundRatios.push(pb / pa);
      console.log(`  round ${r}: page 1 p95 ${pa} ms, deep p95 ${pb} ms, ratio ${(pb / pa).toFixed(2)}`);
    }
    // A slow spell of the shared machine lands in one phase; the median of the rounds' ratios
    // compares page 1 and the deep page under the same conditions (as bench:ledger does).
    const medianRatio =
      [...roundRatios].sort((x, y) => x - y)[Math.floor(roundRatios.length / 2)] ?? Number.NaN;
    const searchParts = [await openLoop(lobbyRps, durationS, search)];
    const walletParts = [await openLoop(walletRps, durationS, wallet)];
    const capacity = await walletCapacity(url, child.pid, wallet);

    report({
      settings,
      pageSize: PAGE_SIZE,
      games,
      totalPages,
      banner,
      results: {
        page1: summarise(lobbyRps, page1Parts),
        deep: summarise(lobbyRps, deepParts),
        search: summarise(lobbyRps, searchParts),
        wallet: summarise(walletRps, walletParts),
      },
      coldDeepMs,
      walletCapacity: capacity.perSecond,
      serverCpuMsPerCall: capacity.serverCpuMsPerCall,
      databaseCpuMsPerCall: capacity.databaseCpuMsPerCall,
      roundRatios,
      medianRatio,
    });
  } finally {
    client.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await admin(settings, `drop database if exists ${BENCH_DATABASE} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
