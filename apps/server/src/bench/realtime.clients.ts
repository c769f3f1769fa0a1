/**
 * bench:realtime's client process (realtime.bench.ts forks one or more): opens authenticated
 * member sockets to the server and times every `bench` event from its `t0` (wall-clock ms, the
 * same clock in every process of the machine) to the moment this process reads it. Talks to the
 * bench over IPC:
 *   → { kind: 'connect', url, tokens }          ← { kind: 'connected', open, failed, retried, ms }
 *   → { kind: 'expect', name, count, timeoutMs } ← { kind: 'collected', name, latencies, missing }
 *   → { kind: 'status' }                        ← { kind: 'status', open, closed }
 *   → { kind: 'close' }                         (closes every socket and exits)
 */
import WebSocket from 'ws';

type ToClients =
  | { kind: 'connect'; url: string; tokens: string[] }
  | { kind: 'expect'; name: string; count: number; timeoutMs: number }
  | { kind: 'status' }
  | { kind: 'close' };

const now = () => performance.timeOrigin + performance.now();
const sockets: WebSocket[] = [];
let closed = 0;
/** Latencies (ms) per event name, however early they arrive relative to the 'expect'. */
const received = new Map<string, number[]>();
const waiting = new Map<string, { count: number; done: () => void }>();

function tell(message: unknown): void {
  process.send?.(message);
}

function record(name: string, t0: number): void {
  const at = now();
  const list = received.get(name) ?? [];
  if (list.length === 0) received.set(name, list);
  list.push(at - t0);
  const wait = waiting.get(name);
  if (wait && list.length >= wait.count) wait.done();
}

function open(url: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', as: 'member', token })));
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString()) as { type: string; name?: string; t0?: number };
      if (event.type === 'bench' && event.name !== undefined && event.t0 !== undefined) {
        record(event.name, event.t0);
      } else if (event.type === 'ready' && !ready) {
        ready = true;
        sockets.push(socket);
        resolve(true);
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (ready) closed += 1;
      else resolve(false);
    });
  });
}

async function connect(url: string, tokens: string[]): Promise<void> {
  const started = now();
  let next = 0;
  let failed = 0;
  let retried = 0;
  // 16 handshakes at a time (the server takes 20 unauthenticated sockets per address): a burst of
  // thousands would only measure the accept queue, and an auth waiting past the server's 5 s would
  // be refused. A refused one retries, as the site does.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        let attempt = 0;
        while (!(await open(url, tokens[i] ?? ''))) {
          attempt += 1;
          retried += 1;
          if (attempt === 3) {
            failed += 1;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    }),
  );
  tell({ kind: 'connected', open: sockets.length, failed, retried, ms: now() - started });
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'connect') void connect(message.url, message.tokens);
  else if (message.kind === 'expect') {
    const { name, count } = message;
    let sent = false;
    const done = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      waiting.delete(name);
      const latencies = received.get(name) ?? [];
      received.delete(name);
      tell({ kind: 'collected', name, latencies, missing: Math.max(0, count - latencies.length) });
    };
    const timer = setTimeout(done, message.timeoutMs);
    waiting.set(name, { count, done });
    if ((received.get(name)?.length ?? 0) >= count) done();
  } else if (message.kind === 'status') {
    tell({ kind: 'status', open: sockets.length - closed, closed });
  } else if (message.kind === 'close') {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
