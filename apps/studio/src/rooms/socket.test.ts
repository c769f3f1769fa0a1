import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createRoomHub } from './hub.js';
import { ROOM_SOCKET_PATH, roomSocketRoutes } from './socket.js';

/**
 * The rooms' socket (decision 0076): a join names a session, the answer is the room's snapshot,
 * room events reach every socket of the room (and a private room only its own), frames are
 * answered by ref, and a wrong first frame, an unknown session or too many frames are refused.
 */

const hub = createRoomHub();
let app: FastifyInstance;
let url = '';
const closed: string[] = [];

beforeAll(async () => {
  app = Fastify();
  await roomSocketRoutes(app, {
    hub,
    logError: () => {},
    limits: { maxFramesPerSecond: 5, joinTimeoutMs: 500 },
    kinds: {
      table: {
        join(sessionId) {
          if (!sessionId.startsWith('session-')) return undefined;
          return {
            room: 'table:T1',
            also: [`private:${sessionId}`],
            hello: () => ({ type: 'table', who: sessionId }),
            onFrame: (frame) =>
              frame.type === 'echo'
                ? { type: 'echo', said: frame.said }
                : frame.type === 'boom'
                  ? Promise.reject(new Error('boom'))
                  : undefined,
            onClose: () => closed.push(sessionId),
          };
        },
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${ROOM_SOCKET_PATH}`;
});
afterAll(async () => {
  await app.close();
});

type Client = { socket: WebSocket; messages: Record<string, unknown>[]; closeCode: Promise<number> };

function connect(): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: Record<string, unknown>[] = [];
    const closeCode = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    socket.on('open', () => resolve({ socket, messages, closeCode }));
    socket.on('error', reject);
  });
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the rooms socket', () => {
  it('joins, sends the snapshot, fans room events out and keeps private rooms private', async () => {
    const a = await connect();
    const b = await connect();
    a.socket.send(JSON.stringify({ type: 'join', game: 'table', sessionId: 'session-aaaaaa' }));
    b.socket.send(JSON.stringify({ type: 'join', game: 'table', sessionId: 'session-bbbbbb' }));
    await until(() => a.messages.length > 0 && b.messages.length > 0);
    expect(a.messages[0]).toEqual({ type: 'joined', kind: 'table', who: 'session-aaaaaa' });
    expect(hub.count('table:T1')).toBe(2);
    hub.publish('table:T1', { type: 'round', n: 1 });
    hub.publish('private:session-aaaaaa', { type: 'result', won: '5.00' });
    await until(() => a.messages.length === 3 && b.messages.length === 2);
    expect(b.messages.map((m) => m.type)).toEqual(['joined', 'round']);
    expect(a.messages[2]).toEqual({ type: 'result', won: '5.00' });

    a.socket.send(JSON.stringify({ type: 'echo', ref: 'r1', said: 'hi' }));
    a.socket.send(JSON.stringify({ type: 'boom', ref: 'r2' }));
    a.socket.send(JSON.stringify({ type: 'ping' }));
    await until(() => a.messages.length === 6);
    expect(a.messages.slice(3)).toEqual(
      expect.arrayContaining([
        { type: 'echo', said: 'hi', ref: 'r1' },
        { type: 'error', code: 'INTERNAL_ERROR', ref: 'r2' },
        { type: 'pong' },
      ]),
    );
    // Past the frames a second allows: answered TOO_FAST, not handled.
    for (let k = 0; k < 8; k += 1) a.socket.send(JSON.stringify({ type: 'echo', ref: `f${k}`, said: k }));
    await until(() => a.messages.length >= 14);
    expect(a.messages.filter((m) => m.code === 'TOO_FAST').length).toBeGreaterThanOrEqual(3);

    a.socket.close();
    await a.closeCode;
    await until(() => hub.count('table:T1') === 1);
    expect(closed).toContain('session-aaaaaa');
    b.socket.close();
    await b.closeCode;
    await until(() => hub.size() === 0);
  });

  it('closes 4401 on an unknown session, a wrong first frame or no join in time', async () => {
    const unknown = await connect();
    unknown.socket.send(JSON.stringify({ type: 'join', game: 'table', sessionId: 'nobody-xxxxxx' }));
    expect(await unknown.closeCode).toBe(4401);
    const wrongGame = await connect();
    wrongGame.socket.send(JSON.stringify({ type: 'join', game: 'poker', sessionId: 'session-cccccc' }));
    expect(await wrongGame.closeCode).toBe(4401);
    const garbage = await connect();
    garbage.socket.send('not json');
    expect(await garbage.closeCode).toBe(4401);
    const silent = await connect();
    expect(await silent.closeCode).toBe(4401);
    expect(hub.size()).toBe(0);
  });
});
