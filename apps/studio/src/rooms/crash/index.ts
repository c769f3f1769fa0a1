import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { minorOf } from '../../book/engine/context.js';
import { money } from '../../book/engine/outbox.js';
import { createSessions } from '../../book/sessions.js';
import { type Lang, StudioError } from '../../studio.js';
import { serialTicker } from '../../ticker.js';
import type { RoomEvent } from '../hub.js';
import type { RoomDeps, RoomGameFactory, RoomGameModule } from '../module.js';
import type { RoomFrame, RoomMember } from '../socket.js';
import { CURVE_K } from './curve.js';
import {
  CRASH_ROOMS,
  type CrashLimits,
  type CrashPlayer,
  type CrashTiming,
  createCrashEngine,
  DEFAULT_CRASH_LIMITS,
} from './engine.js';
import { type CrashBoot, crashPage } from './page.js';
import { createCrashStore } from './store.js';

/**
 * The crash game's rooms (issue 21, decision 0077), assembled for the studio: the store in its own
 * schema, the engine and its clock, the page sessions, the socket's join and frames (bet, cash-out,
 * balance), the fairness record route and the lobby entries.
 */
export type CrashSession = CrashPlayer & {
  id: string;
  lastUsed: number;
  room: string;
  lang: Lang;
  name: string;
  balance: string;
};

export type CrashRoomsOptions = {
  schema?: string;
  limits?: Partial<CrashLimits>;
  timing?: Partial<CrashTiming>;
  chainLength?: number;
  chainEvery?: number;
  newSeed?: () => string;
  creditBatch?: number;
};

const CHIPS = ['10', '50', '100', '500', '1000'];
const roomKey = (code: string) => `crash:${code}`;
const RoundId = z.string().regex(/^[A-Z0-9-]{1,24}-\d{1,9}-\d{1,9}$/);
const RoomCode = z.string().regex(/^[A-Z0-9-]{1,24}$/);

export async function createCrashRoomsWith(
  deps: RoomDeps,
  options: CrashRoomsOptions = {},
): Promise<
  RoomGameModule & {
    engine: ReturnType<typeof createCrashEngine>;
    sessions: ReturnType<typeof createSessions<CrashSession>>;
  }
> {
  const store = createCrashStore(deps.sql, options.schema ? { schema: options.schema } : {});
  await store.migrate();
  const limits: CrashLimits = { ...DEFAULT_CRASH_LIMITS, ...options.limits };
  const engine = createCrashEngine({
    wallet: deps.wallet,
    store,
    now: deps.now,
    publish: (room, event) => deps.hub.publish(roomKey(room), event),
    limits: () => limits,
    logError: deps.logError,
    ...(options.timing ? { timing: options.timing } : {}),
    ...(options.chainLength ? { chainLength: options.chainLength } : {}),
    ...(options.chainEvery ? { chainEvery: options.chainEvery } : {}),
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    ...(options.creditBatch ? { creditBatch: options.creditBatch } : {}),
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
    ...(deps.retryDelaysMs ? { retryDelaysMs: deps.retryDelaysMs } : {}),
  });
  await engine.recover(deps.now()).catch((error: unknown) => deps.logError(error, 'crash recover'));
  const sessions = createSessions<CrashSession>({ now: deps.now });
  const ticker = serialTicker(() => engine.tick(deps.now()), {
    everyMs: deps.tickMs,
    logError: deps.logError,
    context: 'crash tick',
  });
  // The room opens its first round now (its chain written first) when its clock runs; a test
  // without a clock (tickMs false) ticks it itself, so building the studio costs no chain.
  if (deps.tickMs !== false) await ticker.run();

  const bootOf = (session: CrashSession, lobby: string, lang: Lang): CrashBoot => {
    const room =
      CRASH_ROOMS.find((info) => info.code === session.room) ??
      (CRASH_ROOMS[0] as (typeof CRASH_ROOMS)[number]);
    return {
      kind: 'crash',
      base: deps.base,
      lobby,
      lang,
      sessionId: session.id,
      name: session.name,
      room: { code: room.code, name: room.name },
      player: { nickname: session.nickname, currency: session.currency, balance: session.balance },
      limits,
      chips: CHIPS,
      curveK: CURVE_K,
      edgeBps: engine.edgeBps,
    };
  };

  /** A frame the page sent: the answer goes back to its socket. */
  async function onFrame(session: CrashSession, frame: RoomFrame, receivedAt: number): Promise<RoomEvent> {
    if (frame.type === 'cashout') {
      const result = await engine.cashOut(session.room, session, receivedAt);
      return result.ok ? { type: 'cashed-out', ...result } : { type: 'error', ...result };
    }
    if (frame.type === 'bet') {
      const result = await engine.place(session.room, session, {
        stake: frame.stake,
        auto: frame.auto,
        requestId: frame.requestId,
      });
      if (!result.ok) return { type: 'error', ...result };
      session.balance = result.balance || session.balance;
      return { type: 'bet-placed', ...result };
    }
    if (frame.type === 'balance') {
      const balance = await engine.balanceOf(session);
      if (balance === undefined) return { type: 'error', code: 'WALLET_UNAVAILABLE' };
      session.balance = balance;
      return { type: 'balance', balance };
    }
    return { type: 'error', code: 'BAD_FRAME' };
  }

  return {
    name: 'crash',
    engine,
    sessions,
    kind: {
      join(sessionId: string): RoomMember | undefined {
        const session = sessions.get(sessionId);
        if (!session) return undefined;
        return {
          room: roomKey(session.room),
          async hello() {
            const snapshot = await engine.snapshot(session.room, session);
            if (!snapshot) throw new Error(`crash room ${session.room} is not running`);
            return { type: 'crash', ...snapshot, balance: session.balance };
          },
          onFrame: (frame) => {
            // The server's clock decides a cash-out: the instant the frame arrived.
            const receivedAt = deps.now();
            sessions.get(sessionId);
            return onFrame(session, frame, receivedAt);
          },
        };
      },
    },
    pages: {
      launch({ player, pick, lobby, room: chosen }) {
        // The room the player chose in a lobby, else the one the game's code picks.
        const room =
          CRASH_ROOMS.find((info) => info.code === chosen) ??
          CRASH_ROOMS[pick.hash % CRASH_ROOMS.length] ??
          CRASH_ROOMS[0];
        const session = sessions.open({
          vendorCode: player.vendorCode,
          playerId: player.playerId,
          currency: player.currency,
          gameCode: player.gameCode,
          nickname: player.nickname,
          room: room?.code ?? 'CRASH-1',
          lang: player.lang,
          name: player.name,
          balance: player.balance,
        });
        return crashPage(bootOf(session, lobby, player.lang));
      },
      reload({ sessionId, gameCode, lang, lobby }) {
        const session = sessions.get(sessionId);
        if (!session) return undefined;
        if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
        session.lang = lang;
        return crashPage(bootOf(session, lobby, lang));
      },
    },
    routes(app: FastifyInstance) {
      // A round's fairness record (public: the seed only after the round ended).
      app.get('/crash/api/rounds/:roundId', async (request, reply) => {
        const roundId = RoundId.safeParse((request.params as { roundId?: unknown }).roundId);
        const found = roundId.success ? await engine.record(roundId.data) : undefined;
        if (!found) return reply.code(404).send({ status: 'ROUND_NOT_FOUND' });
        return { status: 'OK', round: found };
      });
      app.get('/crash/api/history/:room', async (request, reply) => {
        const room = RoomCode.safeParse((request.params as { room?: unknown }).room);
        if (!room.success || !CRASH_ROOMS.some((info) => info.code === room.data))
          return reply.code(404).send({ status: 'ROOM_NOT_FOUND' });
        return reply
          .header('cache-control', 'public, max-age=1')
          .send({ status: 'OK', history: await engine.history(room.data) });
      });
    },
    lobby: () =>
      CRASH_ROOMS.map((info) => ({
        game: 'crash' as const,
        code: info.code,
        name: info.name,
        players: deps.hub.count(roomKey(info.code)),
        minStake: money(minorOf(limits.minStake, 'BDT') ?? 0n, 'BDT'),
        maxStake: money(minorOf(limits.maxStake, 'BDT') ?? 0n, 'BDT'),
      })),
    tick: ticker.run,
    async close() {
      await ticker.stop();
      await engine.drain();
    },
  };
}

/** The crash rooms as the studio runs them (ROOM_GAMES). */
export const createCrashRooms: RoomGameFactory = (deps) => createCrashRoomsWith(deps);
