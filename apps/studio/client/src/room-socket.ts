/**
 * The room pages' socket (decision 0076): joins the room of the page's session at
 * `{base}/rooms/ws`, hands every event to `onEvent`, answers `request` by its `ref`, pings every
 * 20 s, and reconnects after a drop (1 s, 2 s, 4 s … up to 15 s) — each join's snapshot
 * (`joined`) is the resume. Closed 4401: the session is gone; `onGone` (the page reloads, and the
 * launch error page says why).
 */
export type RoomMessage = { type: string; ref?: string } & Record<string, unknown>;

export type RoomSocket = {
  /** Sends a frame and waits for its answer (rejects after `timeoutMs` or when the socket drops). */
  request(frame: { type: string } & Record<string, unknown>, timeoutMs?: number): Promise<RoomMessage>;
  /** Sends a frame without waiting for an answer. */
  send(frame: { type: string } & Record<string, unknown>): void;
  connected(): boolean;
  close(): void;
};

export function roomSocketUrl(base: string, location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${base}/rooms/ws`;
}

export function openRoomSocket(options: {
  url: string;
  game: string;
  sessionId: string;
  onEvent(event: RoomMessage): void;
  onStatus?(status: 'connecting' | 'open' | 'closed'): void;
  onGone?(): void;
}): RoomSocket {
  let socket: WebSocket | undefined;
  let attempt = 0;
  let closed = false;
  let joined = false;
  let nextRef = 0;
  let pinger: ReturnType<typeof setInterval> | undefined;
  const waiting = new Map<
    string,
    { resolve(m: RoomMessage): void; reject(e: Error): void; timer: ReturnType<typeof setTimeout> }
  >();

  const failAll = () => {
    for (const [ref, wait] of waiting) {
      clearTimeout(wait.timer);
      wait.reject(new Error('disconnected'));
      waiting.delete(ref);
    }
  };

  function connect(): void {
    if (closed) return;
    options.onStatus?.('connecting');
    const ws = new WebSocket(options.url);
    socket = ws;
    ws.addEventListener('open', () => {
      ws.send(JSON.stringify({ type: 'join', game: options.game, sessionId: options.sessionId }));
    });
    ws.addEventListener('message', (message) => {
      let event: RoomMessage;
      try {
        event = JSON.parse(String(message.data)) as RoomMessage;
      } catch {
        return;
      }
      if (event.type === 'pong') return;
      if (event.type === 'joined') {
        joined = true;
        attempt = 0;
        options.onStatus?.('open');
        clearInterval(pinger);
        pinger = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
        }, 20_000);
      }
      const wait = event.ref === undefined ? undefined : waiting.get(event.ref);
      if (wait && event.ref !== undefined) {
        clearTimeout(wait.timer);
        waiting.delete(event.ref);
        wait.resolve(event);
        return;
      }
      options.onEvent(event);
    });
    ws.addEventListener('close', (close) => {
      joined = false;
      clearInterval(pinger);
      failAll();
      options.onStatus?.('closed');
      if (closed) return;
      if (close.code === 4401) {
        closed = true;
        options.onGone?.();
        return;
      }
      const delay = Math.min(15_000, 1000 * 2 ** attempt);
      attempt += 1;
      setTimeout(connect, delay);
    });
  }
  connect();

  return {
    request(frame, timeoutMs = 8000) {
      return new Promise<RoomMessage>((resolve, reject) => {
        if (!socket || socket.readyState !== WebSocket.OPEN || !joined) {
          reject(new Error('disconnected'));
          return;
        }
        nextRef += 1;
        const ref = `r${nextRef}`;
        const timer = setTimeout(() => {
          waiting.delete(ref);
          reject(new Error('timeout'));
        }, timeoutMs);
        waiting.set(ref, { resolve, reject, timer });
        socket.send(JSON.stringify({ ...frame, ref }));
      });
    },
    send(frame) {
      if (socket && socket.readyState === WebSocket.OPEN && joined) socket.send(JSON.stringify(frame));
    },
    connected: () => joined,
    close() {
      closed = true;
      failAll();
      clearInterval(pinger);
      socket?.close();
    },
  };
}
