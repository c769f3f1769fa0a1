import { useEffect, useRef } from 'react';

/**
 * The site's WebSocket to the realtime hub (decision 0059): one socket per tab at /wps/ws. The
 * first frame authenticates (`{ type: 'auth', as, token }`: the token never goes in the URL); the
 * server answers `{ type: 'ready' }` and then pushes events (`messages.unread`, `member.refresh`,
 * `chat.message` …). A dropped socket reconnects with backoff (0.5 s doubling to 10 s) and
 * authenticates again; a refused token (close 4401) is not retried. Events are nudges to refetch
 * or copies of committed data, never the only record: after a reconnect subscribers of `ready`
 * hear `{ type: 'ready', reconnected: true }` and refetch what they show.
 *
 * Loaded lazily (never in the first view): the shell imports it after a member logs in, the chat
 * modal for a visitor.
 */
export type RealtimeEvent = { type: string } & Record<string, unknown>;
export type RealtimeHandler = (event: RealtimeEvent) => void;
export type RealtimeState = 'idle' | 'connecting' | 'open' | 'closed';

/** What a client needs of a WebSocket (the browser's, or a test double). */
export type SocketLike = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type RealtimeClientOptions = {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  /** First retry delay and the most any retry waits. */
  backoff?: { firstMs: number; maxMs: number };
  /** A `ping` this often once ready; no `pong` by the next one: the socket is taken as dead. */
  pingMs?: number;
  random?: () => number;
};

/** The server refused the token: retrying with it is pointless. */
export const CLOSE_UNAUTHORISED = 4401;
/** Our own close of a socket that stopped answering pings. */
const CLOSE_STALE = 4000;

export function createRealtimeClient<As extends string>(options: RealtimeClientOptions) {
  const { firstMs, maxMs } = options.backoff ?? { firstMs: 500, maxMs: 10_000 };
  const pingMs = options.pingMs ?? 30_000;
  const random = options.random ?? Math.random;
  const handlers = new Map<string, Set<RealtimeHandler>>();
  let auth: { as: As; token: string } | null = null;
  let socket: SocketLike | null = null;
  let state: RealtimeState = 'idle';
  let attempt = 0;
  let everReady = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let awaitingPong = false;

  function dispatch(event: RealtimeEvent): void {
    const set = handlers.get(event.type);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(event);
      } catch (error) {
        // One subscriber's failure must not keep the event from the others.
        console.error(error);
      }
    }
  }

  function clearTimers(): void {
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    retryTimer = undefined;
    pingTimer = undefined;
  }

  function drop(current: SocketLike, code: number): void {
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    try {
      current.close(code);
    } catch {
      // Already closed.
    }
  }

  function retryDelay(): number {
    const base = Math.min(maxMs, firstMs * 2 ** attempt);
    attempt += 1;
    // A little jitter so a restarted server is not met by every tab in the same millisecond.
    return Math.max(firstMs, Math.min(maxMs, Math.round(base * (0.8 + 0.4 * random()))));
  }

  function scheduleRetry(): void {
    state = 'closed';
    clearTimers();
    retryTimer = setTimeout(connect, retryDelay());
  }

  function connect(): void {
    retryTimer = undefined;
    if (!auth) return;
    const credentials = auth;
    state = 'connecting';
    let current: SocketLike;
    try {
      current = options.createSocket(options.url());
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    current.onopen = () => {
      current.send(JSON.stringify({ type: 'auth', as: credentials.as, token: credentials.token }));
    };
    current.onmessage = (message) => {
      let event: RealtimeEvent;
      try {
        const value: unknown = typeof message.data === 'string' ? JSON.parse(message.data) : null;
        if (value === null || typeof value !== 'object' || typeof (value as RealtimeEvent).type !== 'string')
          return;
        event = value as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'pong') {
        awaitingPong = false;
        return;
      }
      if (event.type === 'ready') {
        state = 'open';
        attempt = 0;
        const reconnected = everReady;
        everReady = true;
        awaitingPong = false;
        clearInterval(pingTimer);
        pingTimer = setInterval(() => {
          if (awaitingPong) {
            // No answer to the last ping: the connection is gone without a close (sleep, network change).
            drop(current, CLOSE_STALE);
            socket = null;
            scheduleRetry();
            return;
          }
          awaitingPong = true;
          current.send('{"type":"ping"}');
        }, pingMs);
        dispatch({ type: 'ready', reconnected });
        return;
      }
      dispatch(event);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (event.code === CLOSE_UNAUTHORISED) {
        // A token the server does not know (logged out, expired): wait for a new start.
        state = 'closed';
        return;
      }
      scheduleRetry();
    };
    current.onerror = () => undefined; // a close follows
  }

  function stop(): void {
    auth = null;
    clearTimers();
    attempt = 0;
    if (socket) drop(socket, 1000);
    socket = null;
    state = 'idle';
  }

  return {
    /**
     * Connects with these credentials. The same ones again change nothing (a refused token is
     * not tried again until a stop); new ones replace the connection.
     */
    start(next: { as: As; token: string }): void {
      if (auth && auth.as === next.as && auth.token === next.token) return;
      stop();
      auth = { as: next.as, token: next.token };
      everReady = false;
      connect();
    },
    /** Closes the socket and stops reconnecting; subscriptions stay for the next start. */
    stop,
    subscribe(type: string, handler: RealtimeHandler): () => void {
      const set = handlers.get(type) ?? new Set<RealtimeHandler>();
      if (set.size === 0) handlers.set(type, set);
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(type) === set) handlers.delete(type);
      };
    },
    state: (): RealtimeState => state,
    /** Reconnects now if waiting for a retry (the browser came back online). */
    retryNow(): void {
      if (auth && retryTimer !== undefined) {
        clearTimeout(retryTimer);
        connect();
      }
    },
  };
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/wps/ws`;
}

let client: ReturnType<typeof createRealtimeClient<'member' | 'visitor'>> | undefined;
function theClient() {
  if (!client) {
    client = createRealtimeClient<'member' | 'visitor'>({
      url: socketUrl,
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    });
    const current = client;
    window.addEventListener('online', () => current.retryNow());
  }
  return client;
}

/** Opens (or keeps) the tab's socket for a member's session token or a chat visitor's token. */
export function startRealtime(auth: { as: 'member' | 'visitor'; token: string }): void {
  theClient().start(auth);
}

/** Closes the socket (logout); subscriptions stay. */
export function stopRealtime(): void {
  client?.stop();
}

/** Calls `handler` with every event of `type` (and `ready` after each (re)connection); returns the unsubscribe. */
export function subscribeRealtime(type: string, handler: RealtimeHandler): () => void {
  return theClient().subscribe(type, handler);
}

/** `subscribeRealtime` for a component's lifetime; the latest handler is called. */
export function useRealtimeEvent(type: string, handler: RealtimeHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(type, (event) => latest.current(event)), [type]);
}

export function realtimeState(): RealtimeState {
  return client?.state() ?? 'idle';
}
