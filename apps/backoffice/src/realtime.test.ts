import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeEvent, type SocketLike } from './realtime';

/** A WebSocket double: records what the client sends; the test plays the server. */
class FakeSocket implements SocketLike {
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  // The server's side:
  open() {
    this.onopen?.({});
  }
  push(event: unknown) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  drop(code: number) {
    this.onclose?.({ code });
  }
}

function setup(pingMs = 30_000) {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient<'operator' | 'other'>({
    url: () => 'ws://site/bo/api/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    pingMs,
    random: () => 0.5, // no jitter: delays are exactly the backoff's
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { client, sockets, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it('authenticates by its first frame, becomes open on ready, and hands events to their subscribers', () => {
    const { client, last } = setup();
    const unread: RealtimeEvent[] = [];
    const refresh: RealtimeEvent[] = [];
    client.subscribe('messages.unread', (event) => unread.push(event));
    const unsubscribe = client.subscribe('member.refresh', (event) => refresh.push(event));
    expect(client.state()).toBe('idle');
    client.start({ as: 'operator', token: 'tok-1' });
    expect(client.state()).toBe('connecting');
    const socket = last();
    expect(socket.url).toBe('ws://site/bo/api/ws');
    socket.open();
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'auth', as: 'operator', token: 'tok-1' }]);
    socket.push({ type: 'ready' });
    expect(client.state()).toBe('open');
    socket.push({ type: 'messages.unread', count: 3 });
    socket.push({ type: 'member.refresh' });
    socket.push('garbage');
    socket.push({ no: 'type' });
    unsubscribe();
    socket.push({ type: 'member.refresh' });
    expect(unread).toEqual([{ type: 'messages.unread', count: 3 }]);
    expect(refresh).toEqual([{ type: 'member.refresh' }]);
  });

  it('reconnects with backoff from 0.5 s doubling to 10 s, authenticates again, and says it reconnected', () => {
    const { client, sockets, last } = setup();
    const readies: RealtimeEvent[] = [];
    client.subscribe('ready', (event) => readies.push(event));
    client.start({ as: 'operator', token: 'tok-1' });
    last().open();
    last().push({ type: 'ready' });
    expect(readies).toEqual([{ type: 'ready', reconnected: false }]);

    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const count = sockets.length;
      last().drop(1006);
      expect(client.state()).toBe('closed');
      let waited = 0;
      while (sockets.length === count) {
        vi.advanceTimersByTime(50);
        waited += 50;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);

    last().open();
    expect(JSON.parse(last().sent[0] ?? '')).toEqual({ type: 'auth', as: 'operator', token: 'tok-1' });
    last().push({ type: 'ready' });
    expect(readies.at(-1)).toEqual({ type: 'ready', reconnected: true });
    // Ready again: the next drop starts from 0.5 s.
    last().drop(1001);
    const count = sockets.length;
    vi.advanceTimersByTime(499);
    expect(sockets.length).toBe(count);
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(count + 1);
  });

  it('does not retry a refused token (4401) until started again with another', () => {
    const { client, sockets, last } = setup();
    client.start({ as: 'operator', token: 'stale' });
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.state()).toBe('closed');
    client.start({ as: 'operator', token: 'stale' });
    expect(sockets).toHaveLength(1);
    client.start({ as: 'operator', token: 'fresh' });
    expect(sockets).toHaveLength(2);
  });

  it('is idempotent for the same token, replaces the socket for another, and stops on stop', () => {
    const { client, sockets, last } = setup();
    client.start({ as: 'operator', token: 'a' });
    client.start({ as: 'operator', token: 'a' });
    expect(sockets).toHaveLength(1);
    const first = last();
    client.start({ as: 'other', token: 'v' });
    expect(sockets).toHaveLength(2);
    expect(first.closedWith).toBe(1000);
    // The replaced socket's late close does not trigger a reconnect.
    first.drop(1000);
    client.stop();
    expect(last().closedWith).toBe(1000);
    expect(client.state()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it('pings once open and takes a socket that stops answering as dead', () => {
    const { client, sockets, last } = setup(1000);
    client.start({ as: 'operator', token: 'a' });
    const socket = last();
    socket.open();
    socket.push({ type: 'ready' });
    vi.advanceTimersByTime(1000);
    expect(socket.sent.at(-1)).toBe('{"type":"ping"}');
    socket.push({ type: 'pong' });
    vi.advanceTimersByTime(1000);
    expect(socket.closedWith).toBeUndefined();
    expect(socket.sent.filter((s) => s.includes('ping'))).toHaveLength(2);
    // No pong this time: the next tick closes it and a retry follows.
    vi.advanceTimersByTime(1000);
    expect(socket.closedWith).toBe(4000);
    expect(client.state()).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('keeps delivering to the other subscribers when one throws', () => {
    const { client, last } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const got: RealtimeEvent[] = [];
    client.subscribe('member.refresh', () => {
      throw new Error('broken handler');
    });
    client.subscribe('member.refresh', (event) => got.push(event));
    client.start({ as: 'operator', token: 'a' });
    last().open();
    last().push({ type: 'ready' });
    last().push({ type: 'member.refresh' });
    expect(got).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
