import { randomInt } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { HttpApp } from '../http/types.js';
import type { RealtimeAudience, RealtimeAuthenticators, RealtimeEvent, RealtimeHub } from './realtime.js';

/** The player site's socket (members and chat visitors) and the back office's (operators). */
export const PLAYER_SOCKET_PATH = '/wps/ws';
export const OPERATOR_SOCKET_PATH = '/bo/api/ws';

/** Close codes the clients act on: 4401 never retries with the same token; the others retry. */
export const CLOSE_UNAUTHORISED = 4401;
export const CLOSE_TRY_LATER = 1013;
export const CLOSE_GOING_AWAY = 1001;

export type RealtimeLimits = {
  /** The first frame (auth) must arrive within this. */
  authTimeoutMs: number;
  /** A ping this often; a socket that did not answer the previous one is cut. */
  heartbeatMs: number;
  /** Larger client frames close the socket (1009); clients only ever send auth and ping. */
  maxFrameBytes: number;
  /** Open sockets per instance, authenticated or not; more are closed with 1013 (try later). */
  maxConnections: number;
  /**
   * Sockets from one address not yet authenticated (each lasts at most authTimeoutMs); more are
   * closed with 1013. Authenticated sockets have no per-address cap: many players share a carrier's
   * NAT address.
   */
  maxPendingPerAddress: number;
  /** A socket's session is checked again every this many heartbeats (a logout elsewhere ends it). */
  recheckEveryBeats: number;
  /** A socket whose unsent output passes this is too slow to keep: cut, it reconnects and refetches. */
  maxBufferedBytes: number;
};

export const REALTIME_LIMITS: RealtimeLimits = {
  authTimeoutMs: 5_000,
  heartbeatMs: 25_000,
  maxFrameBytes: 4 * 1024,
  maxConnections: 20_000,
  maxPendingPerAddress: 20,
  recheckEveryBeats: 10,
  maxBufferedBytes: 1024 * 1024,
};

type Kind = 'member' | 'visitor' | 'operator';

type Connection = {
  socket: WebSocket;
  alive: boolean;
  beats: number;
  /** Set once authenticated: checks the session again (false: it ended). */
  recheck?: () => Promise<boolean>;
  detach?: () => void;
};

type AuthFrame = { type: 'auth'; as: Kind; token: string };

/** A client frame as JSON with a string `type`, or null (binary, not JSON, not an object). */
function frameOf(data: RawData, isBinary: boolean): ({ type: string } & Record<string, unknown>) | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(data.toString());
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const type = (value as Record<string, unknown>).type;
    return typeof type === 'string'
      ? ({ ...value, type } as { type: string } & Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function authFrameOf(frame: { type: string } & Record<string, unknown>): AuthFrame | null {
  const { as, token } = frame;
  if (frame.type !== 'auth' || typeof token !== 'string' || token.length === 0 || token.length > 512)
    return null;
  if (as !== 'member' && as !== 'visitor' && as !== 'operator') return null;
  return { type: 'auth', as, token };
}

/**
 * One encoded JSON text per event, however many sockets it goes to (the local hub hands each the
 * same object): serialised and UTF-8 encoded once, sent as a text frame without a copy per socket.
 */
let lastEvent: RealtimeEvent | undefined;
let lastBytes: Buffer = Buffer.alloc(0);
function bytesOf(event: RealtimeEvent): Buffer {
  if (event !== lastEvent) {
    lastBytes = Buffer.from(JSON.stringify(event));
    lastEvent = event;
  }
  return lastBytes;
}
const TEXT_FRAME = { binary: false, compress: false, fin: true } as const;

/**
 * The WebSocket transport of the realtime hub (decision 0059). The client's first frame is
 * `{ type: 'auth', as, token }` (tokens never travel in the URL, so they stay out of access
 * logs); the server answers `{ type: 'ready' }` and from then on only pushes events. No auth
 * within authTimeoutMs, an unknown token or a kind this path does not serve: closed with 4401.
 * Afterwards a client may send `{ type: 'ping' }` (answered `{ type: 'pong' }`); anything else
 * is ignored. Trial members may connect but are attached to nothing: nothing is sent to them.
 */
export async function installRealtimeRoutes(
  app: HttpApp,
  hub: RealtimeHub,
  authenticators: RealtimeAuthenticators,
  overrides: Partial<RealtimeLimits> = {},
): Promise<{ connections: () => number }> {
  const limits: RealtimeLimits = { ...REALTIME_LIMITS, ...overrides };
  const connections = new Set<Connection>();
  /** Sockets waiting for their auth frame (or its check), per address. */
  const pending = new Map<string, number>();
  const addPending = (ip: string, delta: number) => {
    const count = (pending.get(ip) ?? 0) + delta;
    if (count > 0) pending.set(ip, count);
    else pending.delete(ip);
  };

  await app.register(websocket, {
    options: { maxPayload: limits.maxFrameBytes, perMessageDeflate: false, clientTracking: false },
    // A shutdown tells every client to go elsewhere; they reconnect (to another instance) and refetch.
    preClose: (done) => {
      for (const connection of connections) connection.socket.close(CLOSE_GOING_AWAY, 'server restarting');
      done();
    },
    errorHandler: (_error, socket) => socket.terminate(),
  });

  /** Who the frame's token is, as a hub audience (null for a trial: kept open, sent nothing); null when refused. */
  async function audienceOf(
    auth: AuthFrame,
    ip: string,
  ): Promise<{ audience: RealtimeAudience | null } | null> {
    if (auth.as === 'member') {
      const found = await authenticators.member(auth.token);
      if (!found) return null;
      return { audience: found.trial ? null : { kind: 'member', memberId: found.memberId } };
    }
    if (auth.as === 'visitor') {
      const found = await authenticators.visitor(auth.token);
      return found ? { audience: { kind: 'visitor', visitorId: found.visitorId } } : null;
    }
    const found = await authenticators.operator(auth.token, ip);
    return found
      ? { audience: { kind: 'operator', operatorId: found.operatorId, channels: found.channels } }
      : null;
  }

  function accept(kinds: readonly Kind[]) {
    return (socket: WebSocket, request: FastifyRequest) => {
      const ip = request.ip;
      if (
        connections.size >= limits.maxConnections ||
        (pending.get(ip) ?? 0) >= limits.maxPendingPerAddress
      ) {
        socket.close(CLOSE_TRY_LATER, 'too many connections');
        return;
      }
      const connection: Connection = { socket, alive: true, beats: 0 };
      connections.add(connection);
      addPending(ip, 1);
      let phase: 'waiting' | 'checking' | 'ready' | 'refused' | 'closed' = 'waiting';
      // Refused: whatever the client still sends before the close completes is ignored.
      const refuse = () => {
        if (phase === 'closed' || phase === 'refused') return;
        phase = 'refused';
        socket.close(CLOSE_UNAUTHORISED, 'unauthorised');
      };
      const authTimer = setTimeout(() => {
        if (phase === 'waiting' || phase === 'checking') refuse();
      }, limits.authTimeoutMs);

      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        if (phase !== 'ready') addPending(ip, -1);
        phase = 'closed';
        clearTimeout(authTimer);
        connection.detach?.();
        connections.delete(connection);
      });
      // Handlers are attached before any await, so no frame is missed while the session is read.
      socket.on('message', (data, isBinary) => {
        const frame = frameOf(data, isBinary);
        if (phase === 'waiting') {
          const auth = frame ? authFrameOf(frame) : null;
          if (!auth || !kinds.includes(auth.as)) {
            refuse();
            return;
          }
          phase = 'checking';
          audienceOf(auth, ip).then(
            (found) => {
              if (phase !== 'checking') return; // closed meanwhile
              if (!found) {
                refuse();
                return;
              }
              clearTimeout(authTimer);
              phase = 'ready';
              addPending(ip, -1);
              // A random phase spreads the session re-checks of sockets opened together (CSPRNG, as everywhere).
              connection.beats = randomInt(Math.max(1, limits.recheckEveryBeats));
              connection.recheck = async () => (await audienceOf(auth, ip)) !== null;
              if (found.audience) {
                connection.detach = hub.attach(found.audience, (event) => {
                  if (socket.readyState !== socket.OPEN) return;
                  if (socket.bufferedAmount > limits.maxBufferedBytes) socket.terminate();
                  else socket.send(bytesOf(event), TEXT_FRAME);
                });
              }
              socket.send('{"type":"ready"}');
            },
            (error: unknown) => {
              request.log.warn({ err: error }, 'realtime: authentication failed');
              if (phase === 'checking') socket.close(CLOSE_TRY_LATER, 'try again');
            },
          );
          return;
        }
        if (phase === 'ready' && frame?.type === 'ping') socket.send('{"type":"pong"}');
        // Anything else a client sends is ignored.
      });
    };
  }

  app.get(PLAYER_SOCKET_PATH, { websocket: true }, accept(['member', 'visitor']));
  app.get(OPERATOR_SOCKET_PATH, { websocket: true }, accept(['operator']));

  // One timer for every socket: ping; a socket that did not answer the last ping is dead.
  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      const { socket } = connection;
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      try {
        socket.ping();
      } catch {
        socket.terminate();
        continue;
      }
      connection.beats += 1;
      const recheck = connection.recheck;
      if (recheck && connection.beats % limits.recheckEveryBeats === 0) {
        recheck().then(
          (live) => {
            if (!live) socket.close(CLOSE_UNAUTHORISED, 'session ended');
          },
          () => undefined, // a database hiccup is no reason to cut anyone
        );
      }
    }
  }, limits.heartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const connection of connections) connection.socket.terminate();
  });

  return { connections: () => connections.size };
}
