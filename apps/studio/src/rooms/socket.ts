import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { RoomEvent, RoomHub } from './hub.js';

/**
 * The rooms' WebSocket transport (decision 0076), at `{base}/rooms/ws`. The page's first frame is
 * `{type: 'join', game, sessionId}`: the session its launch opened names the room. The answer is
 * `{type: 'joined', ...snapshot}`, then every event of the room; a frame the page sends afterwards
 * (`{type, ref?, ...}`: a cash-out, a shot, a Teen Patti move) goes to the room kind's `onFrame`,
 * and its answer comes back to that socket alone with the same `ref`. `{type: 'ping'}` is answered
 * `{type: 'pong'}`. An unknown session, a wrong first frame or no join within 5 s: closed 4401
 * (the page reloads with its session, which answers the launch error page when it is gone).
 * A dropped socket reconnects and joins again: the snapshot is the resume.
 */
export const ROOM_SOCKET_PATH = '/rooms/ws';
export const CLOSE_UNAUTHORISED = 4401;
export const CLOSE_TRY_LATER = 1013;

export type RoomFrame = { type: string; ref?: string } & Record<string, unknown>;

/** A player's place in a room, for one socket. */
export type RoomMember = {
  room: string;
  /** Private rooms of this socket besides its room (the player's own results); not counted as players. */
  also?: readonly string[];
  /** The snapshot the socket starts from (and resumes from after a reconnect). */
  hello(): RoomEvent | Promise<RoomEvent>;
  /** A frame the player sent: the answer goes back to this socket only. */
  onFrame?(frame: RoomFrame): RoomEvent | undefined | Promise<RoomEvent | undefined>;
  /** The socket closed (a Teen Patti seat starts its grace). */
  onClose?(): void;
};

/** A game kind's rooms: who a session is and which room it plays in (undefined: refused). */
export type RoomKind = {
  join(sessionId: string): RoomMember | undefined | Promise<RoomMember | undefined>;
};

export type RoomSocketLimits = {
  joinTimeoutMs: number;
  heartbeatMs: number;
  maxFrameBytes: number;
  maxConnections: number;
  /** Frames a socket may send per second (fishing fires 10 a second); more are answered TOO_FAST. */
  maxFramesPerSecond: number;
  maxBufferedBytes: number;
};

export const ROOM_SOCKET_LIMITS: RoomSocketLimits = {
  joinTimeoutMs: 5_000,
  heartbeatMs: 25_000,
  maxFrameBytes: 4 * 1024,
  maxConnections: 20_000,
  maxFramesPerSecond: 30,
  maxBufferedBytes: 1024 * 1024,
};

function frameOf(data: RawData, isBinary: boolean): RoomFrame | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(data.toString());
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
    const { type, ref } = value as Record<string, unknown>;
    if (typeof type !== 'string' || type.length > 32) return null;
    if (ref !== undefined && (typeof ref !== 'string' || ref.length > 64)) return null;
    return value as RoomFrame;
  } catch {
    return null;
  }
}

type Connection = { socket: WebSocket; alive: boolean };

export async function roomSocketRoutes(
  app: FastifyInstance,
  deps: {
    hub: RoomHub;
    kinds: Readonly<Record<string, RoomKind>>;
    logError: (error: unknown, context: string) => void;
    limits?: Partial<RoomSocketLimits>;
  },
): Promise<{ connections: () => number }> {
  const limits = { ...ROOM_SOCKET_LIMITS, ...deps.limits };
  // Mounted in the Khela server, the site's realtime transport registered the plugin already.
  if (!app.hasDecorator('websocketServer'))
    await app.register(websocket, {
      options: { maxPayload: limits.maxFrameBytes, perMessageDeflate: false, clientTracking: false },
      errorHandler: (_error, socket) => socket.terminate(),
    });
  const connections = new Set<Connection>();

  app.get(ROOM_SOCKET_PATH, { websocket: true }, (socket: WebSocket) => {
    if (connections.size >= limits.maxConnections) {
      socket.close(CLOSE_TRY_LATER, 'too many connections');
      return;
    }
    const connection: Connection = { socket, alive: true };
    connections.add(connection);
    let phase: 'waiting' | 'joining' | 'joined' | 'closed' = 'waiting';
    let member: RoomMember | undefined;
    let leave: (() => void) | undefined;
    let windowStart = 0;
    let framesInWindow = 0;
    const send = (text: string) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > limits.maxBufferedBytes) socket.terminate();
      else socket.send(text);
    };
    const reply = (event: RoomEvent, ref: string | undefined) =>
      send(JSON.stringify(ref === undefined ? event : { ...event, ref }));
    const refuse = () => {
      if (phase === 'closed') return;
      phase = 'closed';
      socket.close(CLOSE_UNAUTHORISED, 'unauthorised');
    };
    const joinTimer = setTimeout(() => {
      if (phase === 'waiting' || phase === 'joining') refuse();
    }, limits.joinTimeoutMs);

    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => {
      phase = 'closed';
      clearTimeout(joinTimer);
      leave?.();
      connections.delete(connection);
      try {
        member?.onClose?.();
      } catch (error) {
        deps.logError(error, 'room leave');
      }
    });
    socket.on('message', (data, isBinary) => {
      const frame = frameOf(data, isBinary);
      if (phase === 'waiting') {
        const kind =
          frame?.type === 'join' && typeof frame.game === 'string' ? deps.kinds[frame.game] : undefined;
        const sessionId = frame?.sessionId;
        if (!kind || typeof sessionId !== 'string' || sessionId.length < 10 || sessionId.length > 64) {
          refuse();
          return;
        }
        phase = 'joining';
        Promise.resolve(kind.join(sessionId))
          .then(async (found) => {
            if (phase !== 'joining') return;
            if (!found) {
              refuse();
              return;
            }
            member = found;
            // Joined before the snapshot is read: no event between the two is missed (the page
            // drops events older than its snapshot by their round and sequence).
            const leaves = [found.room, ...(found.also ?? [])].map((room) => deps.hub.join(room, send));
            leave = () => {
              for (const one of leaves) one();
            };
            const hello = await found.hello();
            clearTimeout(joinTimer);
            if (phase !== 'joining') return;
            phase = 'joined';
            send(JSON.stringify({ ...hello, type: 'joined', kind: hello.type }));
          })
          .catch((error: unknown) => {
            deps.logError(error, 'room join');
            if (phase === 'joining') {
              phase = 'closed';
              socket.close(CLOSE_TRY_LATER, 'try again');
            }
          });
        return;
      }
      if (phase !== 'joined' || !frame) return;
      if (frame.type === 'ping') {
        send('{"type":"pong"}');
        return;
      }
      const second = Math.floor(Date.now() / 1000);
      if (second !== windowStart) {
        windowStart = second;
        framesInWindow = 0;
      }
      framesInWindow += 1;
      if (framesInWindow > limits.maxFramesPerSecond) {
        reply({ type: 'error', code: 'TOO_FAST' }, frame.ref);
        return;
      }
      const handler = member?.onFrame;
      if (!handler) return;
      Promise.resolve()
        .then(() => handler(frame))
        .then(
          (answer) => {
            if (answer) reply(answer, frame.ref);
          },
          (error: unknown) => {
            deps.logError(error, `room frame ${frame.type}`);
            reply({ type: 'error', code: 'INTERNAL_ERROR' }, frame.ref);
          },
        );
    });
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) {
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      try {
        connection.socket.ping();
      } catch {
        connection.socket.terminate();
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
