/**
 * The other players of bench:sportsbook and bench:lottery on a thread of their own: the same
 * open-loop slot rounds (lobby.load.ts, lobby.server.ts) sent over HTTP to the app, with their
 * own event loop, so a call's latency is the server's answer time as a player's client sees it,
 * not also the time the server's work kept the bench's own timers and sockets waiting (decision
 * 0072; it still shares the machine's two cores).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { processEnvironment } from '../platform/config.js';
import { openLoop, type Samples } from './lobby.load.js';
import type { BenchPlayer } from './lobby.seed.js';
import { createBenchClient, walletCalls } from './lobby.server.js';

type Setup = { port: number; secrets: [string, string][]; players: BenchPlayer[] };
type Command = { type: 'run'; id: number; rate: number; seconds: number } | { type: 'stop'; id: number };
type Answer = { type: 'done'; id: number; samples: Samples };

/** A load `(rate, seconds, stop?) => samples`, as lobby.load.ts's openLoop with the bench's `send`. */
export type Load = (rate: number, seconds: number, stop?: () => boolean) => Promise<Samples>;

/** Starts the thread; `load` runs one open loop on it, `close` ends it. */
export function startLoadWorker(setup: {
  port: number;
  secrets: Map<string, string>;
  players: BenchPlayer[];
}) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { port: setup.port, secrets: [...setup.secrets], players: setup.players } satisfies Setup,
  });
  const waiting = new Map<number, (samples: Samples) => void>();
  worker.on('message', (answer: Answer) => {
    waiting.get(answer.id)?.(answer.samples);
    waiting.delete(answer.id);
  });
  let next = 0;
  const load: Load = (rate, seconds, stop) => {
    const id = next++;
    const done = new Promise<Samples>((resolve) => waiting.set(id, resolve));
    worker.postMessage({ type: 'run', id, rate, seconds } satisfies Command);
    if (stop) {
      const poll = setInterval(() => {
        if (!stop()) return;
        clearInterval(poll);
        worker.postMessage({ type: 'stop', id } satisfies Command);
      }, 5);
      void done.then(() => clearInterval(poll));
    }
    return done;
  };
  return { load, close: () => worker.terminate() };
}

/**
 * The benches' other players: on their own thread, or (BENCH_LOAD_IN_PROCESS=1, the method before
 * 2026-11-27) on the bench's event loop beside the app.
 */
export function benchLoad(
  port: number,
  players: {
    secrets: Map<string, string>;
    load: BenchPlayer[];
    client: { vendorCall: Parameters<typeof walletCalls>[1] };
  },
): { load: Load; close: () => Promise<unknown> } {
  if (processEnvironment().BENCH_LOAD_IN_PROCESS === '1') {
    console.log("  other players' load in the bench process");
    const send = walletCalls(players.load, players.client.vendorCall);
    return {
      load: (rate, seconds, stop) => openLoop(rate, seconds, send, stop),
      close: async () => undefined,
    };
  }
  console.log("  other players' load on a thread of its own");
  const started = startLoadWorker({ port, secrets: players.secrets, players: players.load });
  return { load: started.load, close: started.close };
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const setup = workerData as Setup;
  const client = createBenchClient(setup.port, new Map(setup.secrets));
  const send = walletCalls(setup.players, client.vendorCall);
  const stopped = new Set<number>();
  port.on('message', (command: Command) => {
    if (command.type === 'stop') {
      stopped.add(command.id);
      return;
    }
    const { id } = command;
    void openLoop(command.rate, command.seconds, send, () => stopped.has(id)).then((samples) =>
      port.postMessage({ type: 'done', id, samples } satisfies Answer),
    );
  });
}
