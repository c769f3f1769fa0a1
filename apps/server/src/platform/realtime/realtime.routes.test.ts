import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TRIAL_TYPE } from '../../modules/accounts/accounts.model.js';
import { useTestApp } from '../../test/harness.js';
import { createMemberSession } from '../../test/member-session.js';
import { createOperatorSession } from '../../test/operators.js';
import type { HttpApp } from '../http/types.js';
import { createLocalHub, type RealtimeEvent } from './realtime.js';
import { CLOSE_UNAUTHORISED, installRealtimeRoutes, REALTIME_LIMITS } from './realtime.routes.js';

type Frame = { type: string } & Record<string, unknown>;

/** A real client socket: the frames it got, its close, and a wait for the next frame of a type. */
function client(url: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(url, options);
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  async function next(type: string, ms = 3000): Promise<Frame> {
    const end = Date.now() + ms;
    for (;;) {
      const found = frames.find((frame) => frame.type === type);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      const left = end - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${ms} ms (got ${JSON.stringify(frames)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
  return {
    socket,
    frames,
    closed,
    opened,
    next,
    send: (value: unknown) => socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    auth: async (as: string, token: string) => {
      await opened;
      socket.send(JSON.stringify({ type: 'auth', as, token }));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the realtime WebSocket on the app', () => {
  const t = useTestApp();
  let base = '';
  const opened: ReturnType<typeof client>[] = [];
  const open = (path: string) => {
    const c = client(`${base}${path}`);
    opened.push(c);
    return c;
  };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const c of opened) c.socket.terminate();
  });

  it('authenticates a member by the first frame and pushes their events, not others’', async () => {
    const member = await createMemberSession(t);
    const other = await createMemberSession(t);
    const tab = open('/wps/ws');
    const otherTab = open('/wps/ws');
    await tab.auth('member', member.token);
    await otherTab.auth('member', other.token);
    await tab.next('ready');
    await otherTab.next('ready');

    t.app.services.realtime.toMember(member.memberId.toString(), { type: 'messages.unread', count: 4 });
    expect(await tab.next('messages.unread')).toEqual({ type: 'messages.unread', count: 4 });
    await pause(100);
    expect(otherTab.frames).toEqual([]);

    tab.send({ type: 'ping' });
    expect(await tab.next('pong')).toEqual({ type: 'pong' });
    // Anything else a client says is ignored, and the socket stays.
    tab.send({ type: 'subscribe', channel: 'chat' });
    tab.send('not json');
    tab.send(Buffer.from([1, 2, 3]));
    t.app.services.realtime.toMember(member.memberId.toString(), { type: 'member.refresh' });
    expect(await tab.next('member.refresh')).toEqual({ type: 'member.refresh' });
    expect(tab.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('lets a trial player connect but sends them nothing', async () => {
    const trial = await createMemberSession(t, { type: TRIAL_TYPE });
    const tab = open('/wps/ws');
    await tab.auth('member', trial.token);
    await tab.next('ready');
    t.app.services.realtime.toMember(trial.memberId.toString(), { type: 'messages.unread', count: 1 });
    await pause(150);
    expect(tab.frames).toEqual([]);
  });

  it('refuses a bad token, a token of the wrong kind and a first frame that is not auth with 4401', async () => {
    const member = await createMemberSession(t);
    const operator = await createOperatorSession(t.app, 'support');
    const cases: [string, unknown][] = [
      ['/wps/ws', { type: 'auth', as: 'member', token: 'not-a-session' }],
      ['/wps/ws', { type: 'auth', as: 'operator', token: operator.token }],
      ['/wps/ws', { type: 'auth', as: 'visitor', token: 'no-chat-yet' }],
      ['/wps/ws', { type: 'ping' }],
      ['/bo/api/ws', { type: 'auth', as: 'member', token: member.token }],
      ['/bo/api/ws', { type: 'auth', as: 'operator', token: member.token }],
    ];
    for (const [path, frame] of cases) {
      const c = open(path);
      await c.opened;
      c.send(frame);
      expect((await c.closed).code, `${path} ${JSON.stringify(frame)}`).toBe(CLOSE_UNAUTHORISED);
      expect(c.frames).toEqual([]);
    }
  });

  it('closes a socket that sends no auth within the time-out with 4401', async () => {
    const c = open('/wps/ws');
    await c.opened;
    const started = Date.now();
    expect((await c.closed).code).toBe(CLOSE_UNAUTHORISED);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REALTIME_LIMITS.authTimeoutMs - 100);
    expect(waited).toBeLessThan(REALTIME_LIMITS.authTimeoutMs + 2000);
  }, 10_000);

  it('closes a socket whose frame is larger than the limit', async () => {
    const member = await createMemberSession(t);
    const c = open('/wps/ws');
    await c.auth('member', member.token);
    await c.next('ready');
    c.send({ type: 'ping', pad: 'x'.repeat(REALTIME_LIMITS.maxFrameBytes) });
    expect((await c.closed).code).toBe(1009);
  });

  it('subscribes an operator holding chat.serve to the chat channel, and not one without', async () => {
    const support = await createOperatorSession(t.app, 'support');
    const finance = await createOperatorSession(t.app, 'finance');
    const supportSocket = open('/bo/api/ws');
    const financeSocket = open('/bo/api/ws');
    await supportSocket.auth('operator', support.token);
    await financeSocket.auth('operator', finance.token);
    await supportSocket.next('ready');
    await financeSocket.next('ready');
    t.app.services.realtime.toOperators('chat', { type: 'chat.queue' });
    t.app.services.realtime.toOperator(finance.id, { type: 'member.refresh' });
    expect(await supportSocket.next('chat.queue')).toEqual({ type: 'chat.queue' });
    expect(await financeSocket.next('member.refresh')).toEqual({ type: 'member.refresh' });
    await pause(100);
    expect(financeSocket.frames).toEqual([]);
    expect(supportSocket.frames).toEqual([]);
  });

  it('answers a plain GET of the socket paths without upgrading (404), and the route lists accept them', async () => {
    for (const url of ['/wps/ws', '/bo/api/ws']) {
      const reply = await t.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(404);
    }
    const docs = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(docs.paths)).not.toContain('/wps/ws');
  });
});

/** The transport's limits on a bare Fastify app with small limits and fake authenticators. */
describe('the realtime transport’s limits', () => {
  let app: HttpApp;
  let base = '';
  const hub = createLocalHub();
  const sockets: WebSocket[] = [];
  let memberLive = true;
  beforeAll(async () => {
    app = Fastify({ logger: false }) as unknown as HttpApp;
    await installRealtimeRoutes(
      app,
      hub,
      {
        member: async (token) => (token === 'good' && memberLive ? { memberId: '1' } : null),
        visitor: async (token) => (token === 'guest' ? { visitorId: 'v1' } : null),
        operator: async () => null,
      },
      {
        maxConnections: 3,
        maxPendingPerAddress: 2,
        authTimeoutMs: 300,
        heartbeatMs: 100,
        recheckEveryBeats: 2,
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await app.close();
  });
  const open = (options: WebSocket.ClientOptions = {}) => {
    const c = client(`${base}/wps/ws`, options);
    sockets.push(c.socket);
    return c;
  };

  it('refuses a connection over the per-instance cap with 1013, and takes one again after a close', async () => {
    const a = open();
    const b = open();
    await a.auth('member', 'good');
    await b.auth('visitor', 'guest');
    await a.next('ready');
    await b.next('ready');
    const c = open();
    await c.auth('member', 'good');
    await c.next('ready');
    const over = open();
    expect((await over.closed).code).toBe(1013);
    a.socket.close();
    await a.closed;
    await pause(50);
    const again = open();
    await again.auth('member', 'good');
    await again.next('ready');
    for (const s of [b, c, again]) s.socket.close();
    await Promise.all([b.closed, c.closed, again.closed]);
  });

  it('refuses more sockets awaiting auth from one address than the limit, and counts none once authenticated', async () => {
    const waiting = [open(), open()];
    await Promise.all(waiting.map((c) => c.opened));
    // maxPendingPerAddress 2: a third unauthenticated socket from 127.0.0.1 is refused.
    const third = open();
    expect((await third.closed).code).toBe(1013);
    await waiting[0]?.auth('member', 'good');
    await waiting[0]?.next('ready');
    const another = open();
    await another.auth('visitor', 'guest');
    await another.next('ready');
    for (const c of [waiting[0], waiting[1], another]) c?.socket.close();
    await Promise.all([waiting[0]?.closed, waiting[1]?.closed, another.closed]);
  });

  it('cuts a socket that stops answering pings, and keeps one that answers', async () => {
    const dead = open({ autoPong: false });
    const alive = open();
    await dead.auth('member', 'good');
    await alive.auth('member', 'good');
    await dead.next('ready');
    await alive.next('ready');
    // terminate: no close frame, the client sees 1006.
    expect((await dead.closed).code).toBe(1006);
    await pause(250);
    expect(alive.socket.readyState).toBe(WebSocket.OPEN);
    hub.toMember('1', { type: 'member.refresh' } satisfies RealtimeEvent);
    expect(await alive.next('member.refresh')).toEqual({ type: 'member.refresh' });
    alive.socket.close();
    await alive.closed;
  });

  it('closes with 4401 once the session behind a socket has ended', async () => {
    const c = open();
    await c.auth('member', 'good');
    await c.next('ready');
    memberLive = false;
    try {
      expect((await c.closed).code).toBe(CLOSE_UNAUTHORISED);
    } finally {
      memberLive = true;
    }
  });
});
