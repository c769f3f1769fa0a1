/**
 * `npm run bench:realtime` — the WebSocket hub on one instance (issue 18, acceptance 5; decision
 * 0059).
 *
 * The real app (buildApp, PGlite in memory) listens on BENCH_PORT; BENCH_CONNECTIONS (2,000)
 * members, written straight into the database with a live session each, connect from
 * BENCH_CLIENT_PROCESSES forked client processes (realtime.clients.ts) and authenticate by their
 * first frame, as the site does. The connections then sit idle for BENCH_IDLE_SECONDS (through at
 * least one heartbeat) and must all still be open. Then:
 *   fan-out  BENCH_ROUNDS rounds, each an event to every member (hub.toMember once per member,
 *            as a message to everyone is sent); each socket's latency counts from the round's
 *            start, so the last member of the loop carries the whole loop
 *   single   BENCH_SINGLES events to one random member each, 20 ms apart
 * Latency is wall-clock from the publish to the client process reading the frame (both on this
 * machine's clock). Memory per connection: the server process's RSS and heap after a GC, with
 * the connections open against before them.
 * Target: fan-out p99 < 250 ms. Prints a table and writes artifacts/bench-realtime.json.
 * With BENCH_REDIS_URL the hub publishes through Redis (the several-instance path). With
 * BENCH_FIFO=1 (root) the measured phase runs at a real-time priority: on a machine other work
 * shares, the figure a hub with its own cores would see. The publish loop's CPU time is reported
 * either way (what the fan-out costs, whatever the machine's load).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../app.js';
import { MEMBER_TYPE, SESSION_TTL_MS } from '../modules/accounts/accounts.model.js';
import { tokenHashOf } from '../modules/accounts/accounts.session.js';
import { member, memberSession } from '../modules/accounts/accounts.tables.js';
import { createMemoryCache } from '../platform/cache/cache.js';
import { loadConfig, realtimeBenchSettings } from '../platform/config.js';
import type { AppContext } from '../platform/context.js';
import { openDatabase } from '../platform/db/client.js';
import { runMigrations } from '../platform/db/migrate.js';
import { createMemoryRateLimiter } from '../platform/ratelimit/ratelimit.js';
import { closeClients, openFilesLimit, sleep, startClient, summarise, wallNow } from './socket-bench.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const settings = realtimeBenchSettings();
const TARGET_P99_MS = 250;

type FromClients =
  | { kind: 'connected'; open: number; failed: number; retried: number; ms: number }
  | { kind: 'collected'; name: string; latencies: number[]; missing: number }
  | { kind: 'status'; open: number; closed: number };

/** `count` members with a live player session each, in a few multi-row inserts. */
async function seedMembers(ctx: AppContext, count: number) {
  const db = ctx.database.db;
  const run = randomBytes(3).toString('hex');
  const out: { memberId: string; token: string }[] = [];
  const now = ctx.now();
  for (let start = 0; start < count; start += 500) {
    const size = Math.min(500, count - start);
    const rows = await db
      .insert(member)
      .values(
        Array.from({ length: size }, (_, i) => ({
          username: `rt${run}${start + i}`,
          passwordHash: 'unused',
          type: MEMBER_TYPE,
          nickname: `rt${start + i}`,
          firstTimeLogin: false,
          registerMethod: 'SEED',
        })),
      )
      .returning({ id: member.id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(memberSession).values(
      rows.map((row, i) => ({
        tokenHash: tokenHashOf(tokens[i] ?? ''),
        memberId: row.id,
        area: 'player',
        loginMethod: 'bench',
        ip: '127.0.0.1',
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })),
    );
    rows.forEach((row, i) => {
      out.push({ memberId: row.id.toString(), token: tokens[i] ?? '' });
    });
  }
  return out;
}

async function main(): Promise<void> {
  const { connections, rounds, singles, idleS, port, redisUrl, clientProcesses } = settings;
  const limit = openFilesLimit();
  if (limit < Math.ceil(connections / clientProcesses) + 512 || limit < connections + 512) {
    throw new Error(
      `open files limit ${limit} is too low for ${connections} sockets: run \`ulimit -n ${connections * 2 + 1024}\` first`,
    );
  }
  console.log(
    `realtime benchmark: ${connections} member sockets over ${clientProcesses} client process(es), ` +
      `${rounds} fan-out rounds, ${singles} single events, idle ${idleS} s, hub ${redisUrl ? 'Redis' : 'in process'}, ` +
      `${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'})`,
  );

  // The machine's load when the run started and ended: other work on it shows in the latencies.
  const loadBefore = loadavg();
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await runMigrations(database);
  const ctx: AppContext = {
    config: loadConfig({
      LOG_LEVEL: 'silent',
      STUDIO_MOUNT: 'false',
      SEED_DEMO: 'false',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    }),
    database,
    cache: createMemoryCache(),
    rateLimiter: createMemoryRateLimiter(),
    now: () => new Date(),
  };
  const members = await seedMembers(ctx, connections);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const hub = app.services.realtime;
  const url = `ws://127.0.0.1:${port}/wps/ws`;
  const clients = Array.from({ length: clientProcesses }, () =>
    startClient<FromClients>('./realtime.clients.js'),
  );
  // Member i belongs to client process i % clientProcesses.
  const ownerOf = (index: number) => index % clientProcesses;

  try {
    gc();
    const before = process.memoryUsage();
    const connectStart = wallNow();
    clients.forEach((client, c) => {
      client.child.send({
        kind: 'connect',
        url,
        tokens: members.filter((_, i) => ownerOf(i) === c).map((m) => m.token),
      });
    });
    const connected = await Promise.all(clients.map((client) => client.next('connected')));
    const connectS = (wallNow() - connectStart) / 1000;
    const opened = connected.reduce((sum, c) => sum + c.open, 0);
    const failed = connected.reduce((sum, c) => sum + c.failed, 0);
    const retried = connected.reduce((sum, c) => sum + c.retried, 0);
    console.log(
      `  ${opened} sockets authenticated in ${connectS.toFixed(1)} s (${retried} retried, ${failed} failed)`,
    );
    if (opened !== connections) throw new Error(`only ${opened} of ${connections} sockets connected`);
    await sleep(500);
    gc();
    const after = process.memoryUsage();
    const rssPerConnection = (after.rss - before.rss) / connections;
    const heapPerConnection = (after.heapUsed - before.heapUsed) / connections;
    console.log(
      `  server memory: +${(rssPerConnection / 1024).toFixed(1)} KB RSS, +${(heapPerConnection / 1024).toFixed(1)} KB heap per connection (hub holds ${hub.size()})`,
    );

    if (idleS > 0) {
      console.log(`  idle for ${idleS} s`);
      await sleep(idleS * 1000);
    }
    for (const client of clients) client.child.send({ kind: 'status' });
    const idleStatus = await Promise.all(clients.map((client) => client.next('status')));
    const stillOpen = idleStatus.reduce((sum, s) => sum + s.open, 0);
    console.log(`  after idling: ${stillOpen} open, hub holds ${hub.size()}`);
    if (stillOpen !== connections) throw new Error(`${connections - stillOpen} sockets dropped while idle`);

    /** Sends `publish`'s events and collects the latencies each client process measured. */
    async function measure(name: string, counts: number[], publish: () => Promise<void> | void) {
      clients.forEach((client, c) => {
        client.child.send({ kind: 'expect', name, count: counts[c] ?? 0, timeoutMs: 15_000 });
      });
      await publish();
      const collected = await Promise.all(clients.map((client) => client.next('collected')));
      return {
        latencies: collected.flatMap((c) => c.latencies),
        missing: collected.reduce((sum, c) => sum + c.missing, 0),
      };
    }
    const perClient = (indices: number[]) =>
      clients.map((_, c) => indices.filter((i) => ownerOf(i) === c).length);
    const everyone = members.map((_, i) => i);

    if (settings.fifo) {
      // The measured phase only: the setup (sessions read from PGlite) stays at normal priority.
      for (const pid of [process.pid, ...clients.map((client) => client.child.pid)]) {
        const done = spawnSync('chrt', ['-f', '-p', '50', String(pid)], { encoding: 'utf8' });
        if (done.status !== 0) throw new Error(`chrt failed (BENCH_FIFO needs root): ${done.stderr}`);
      }
      console.log('  measured phase at real-time priority (BENCH_FIFO=1)');
    }
    // Three warm-up fan-outs, not counted: the first rounds of a fresh process run before the JIT
    // has compiled the send path (a first round measured 4–6 times a later one).
    for (let w = 1; w <= 3; w++) {
      const name = `warmup-${w}`;
      await measure(name, perClient(everyone), () => {
        const t0 = wallNow();
        for (const m of members) hub.toMember(m.memberId, { type: 'bench', name, t0 });
      });
      await sleep(200);
    }

    const fanout: number[] = [];
    const roundP99: number[] = [];
    const loopMs: number[] = [];
    /** The loop's CPU time (user + system): what the fan-out costs whatever else the machine runs. */
    const loopCpuMs: number[] = [];
    let missing = 0;
    for (let r = 1; r <= rounds; r++) {
      const name = `all-${r}`;
      const result = await measure(name, perClient(everyone), () => {
        const cpu = process.cpuUsage();
        const t0 = wallNow();
        for (const m of members) hub.toMember(m.memberId, { type: 'bench', name, t0 });
        loopMs.push(wallNow() - t0);
        const used = process.cpuUsage(cpu);
        loopCpuMs.push((used.user + used.system) / 1000);
      });
      fanout.push(...result.latencies);
      missing += result.missing;
      const s = summarise(result.latencies);
      roundP99.push(s.p99);
      if (r === 1 || r === rounds || r % 5 === 0)
        console.log(`  fan-out round ${r}: p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms`);
      await sleep(200);
    }

    const targets = Array.from({ length: singles }, () => randomInt(members.length));
    const single = await measure('one', perClient(targets), async () => {
      for (const index of targets) {
        const target = members[index];
        if (target) hub.toMember(target.memberId, { type: 'bench', name: 'one', t0: wallNow() });
        await sleep(20);
      }
    });
    missing += single.missing;

    const results = {
      fanout: summarise(fanout),
      single: summarise(single.latencies),
      publishLoopMs: summarise(loopMs),
      publishLoopCpuMs: summarise(loopCpuMs),
    };
    const pass = results.fanout.p99 < TARGET_P99_MS && missing === 0;
    console.log('');
    console.log('| measure | samples | p50 ms | p95 ms | p99 ms | max ms |');
    console.log('|---|---|---|---|---|---|');
    for (const [label, s] of [
      [`fan-out to ${connections} members`, results.fanout],
      ['one member', results.single],
      [`publish loop (${connections} toMember calls), wall clock`, results.publishLoopMs],
      ['publish loop, CPU time', results.publishLoopCpuMs],
    ] as const) {
      console.log(`| ${label} | ${s.samples} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`);
    }
    console.log('');
    console.log(
      `  memory per connection (server): ${(rssPerConnection / 1024).toFixed(1)} KB RSS, ${(heapPerConnection / 1024).toFixed(1)} KB heap; events lost: ${missing}`,
    );
    console.log(
      `  load average (1, 5, 15 min): before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    console.log(
      `  target fan-out p99 < ${TARGET_P99_MS} ms: ${pass ? 'met' : 'NOT met'} (${results.fanout.p99} ms; round p99s ${roundP99.join(', ')})`,
    );
    mkdirSync('artifacts', { recursive: true });
    writeFileSync(
      'artifacts/bench-realtime.json',
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          settings,
          cores: availableParallelism(),
          loadAverage: { before: loadBefore, after: loadavg() },
          connectSeconds: connectS,
          connectRetries: retried,
          memoryPerConnection: {
            rssBytes: Math.round(rssPerConnection),
            heapBytes: Math.round(heapPerConnection),
          },
          results,
          roundP99,
          missing,
          targetP99Ms: TARGET_P99_MS,
          pass,
        },
        null,
        2,
      )}\n`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    await closeClients(clients);
    await app.close();
    await ctx.cache.close();
    await ctx.rateLimiter.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
