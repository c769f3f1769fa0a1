import { z } from 'zod';
import { createSessions } from '../../book/sessions.js';
import { StudioError } from '../../studio.js';
import { serialTicker } from '../../ticker.js';
import type { LaunchedPlayer } from '../launch.js';
import type { RoomDeps, RoomGameFactory, RoomGameModule } from '../module.js';
import type { RoomFrame } from '../socket.js';
import type { TableBoot } from './api.js';
import {
  type BetResult,
  createTableEngine,
  playerRoom,
  STUDIO_TABLES,
  studioTables,
  TABLE_TIMING,
  type TableConfig,
  type TableTiming,
  tableRoom,
} from './engine.js';
import { tablePage } from './page.js';
import { createTableStore } from './store.js';

/**
 * The live tables as a room game (decision 0076): the engine and its store (schema
 * studio_tables), page sessions, the socket's join and frames (bets), the pages.
 */
export type TableSession = LaunchedPlayer & { id: string; lastUsed: number; table: string };

const BetFrame = z.object({
  type: z.literal('bet'),
  roundId: z.string().min(3).max(64),
  bets: z
    .array(z.object({ spot: z.string().min(1).max(40), stake: z.string().min(1).max(20) }))
    .min(1)
    .max(60),
  requestId: z.string().min(8).max(64),
});

/** Chips offered per table: from its minimum up (decimal text). */
function chipsOf(config: TableConfig): string[] {
  const min = Number(config.minStake);
  const steps = [1, 5, 10, 50, 100, 500];
  return steps.map((k) => (min * k).toFixed(2)).filter((value) => Number(value) <= Number(config.maxStake));
}

function betAnswer(result: BetResult) {
  if (result.ok) return { type: 'bet', status: 'OK', mine: result.mine, balance: result.balance };
  const { ok: _ok, code, ...details } = result;
  return { type: 'bet', status: code, ...details };
}

export function tableRoomsFactory(
  options: {
    tables?: readonly TableConfig[];
    timing?: TableTiming;
    schema?: string;
    creditBatch?: number;
  } = {},
): RoomGameFactory {
  return async (
    deps: RoomDeps,
  ): Promise<RoomGameModule & { engine: ReturnType<typeof createTableEngine> }> => {
    const store = createTableStore(deps.sql, options.schema ? { schema: options.schema } : {});
    await store.migrate();
    const tables = options.tables ?? studioTables(deps.tables ?? STUDIO_TABLES.length);
    const engine = createTableEngine({
      wallet: deps.wallet,
      store,
      hub: deps.hub,
      tables,
      timing: options.timing ?? TABLE_TIMING,
      now: deps.now,
      logError: deps.logError,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.retryDelaysMs ? { retryDelaysMs: deps.retryDelaysMs } : {}),
      ...(options.creditBatch ? { creditBatch: options.creditBatch } : {}),
    });
    const sessions = createSessions<TableSession>({ now: deps.now });
    const ticker = serialTicker(() => engine.tick(deps.now()), {
      everyMs: deps.tickMs,
      logError: deps.logError,
      context: 'tables tick',
    });
    const byCode = new Map(tables.map((t) => [t.code, t]));
    // Besides the steady tick, a wake-up at each round boundary: "no more bets" and the deal go out
    // at the instant, not up to a tick later.
    let wake: NodeJS.Timeout | undefined;
    let closed = false;
    function scheduleWake(): void {
      if (deps.tickMs === false || closed) return;
      const delay = Math.max(0, engine.nextBoundary(deps.now()) - deps.now()) + 2;
      clearTimeout(wake);
      wake = setTimeout(() => {
        void ticker.run().then(scheduleWake);
      }, delay);
      wake.unref();
    }
    scheduleWake();

    function boot(session: TableSession, lobby: string): TableBoot {
      const config = byCode.get(session.table) as TableConfig;
      const { offsetMs: _o, ...info } = config;
      return {
        kind: 'table',
        base: deps.base,
        lobby,
        lang: session.lang,
        sessionId: session.id,
        name: session.name,
        nickname: session.nickname,
        currency: session.currency,
        balance: session.balance,
        table: info,
        // The tables of the game's kind: the page's table switcher.
        tables: tables
          .filter((t) => t.variant === config.variant)
          .map(({ offsetMs: _x, ...t }) => ({ ...t, players: deps.hub.count(tableRoom(t.code)) })),
        chips: chipsOf(config),
      };
    }

    return {
      name: 'table',
      engine,
      kind: {
        join(sessionId) {
          const session = sessions.get(sessionId);
          if (!session) return undefined;
          const player = {
            vendorCode: session.vendorCode,
            playerId: session.playerId,
            currency: session.currency,
            gameCode: session.gameCode,
          };
          return {
            room: tableRoom(session.table),
            also: [playerRoom(player)],
            hello: () => engine.snapshot(session.table, player),
            async onFrame(frame: RoomFrame) {
              if (frame.type === 'mine') {
                const snapshot = await engine.snapshot(session.table, player);
                return { type: 'mine', roundId: snapshot.round.roundId, bets: snapshot.mine };
              }
              if (frame.type === 'switch') {
                // Another table of the same kind: the session moves, the page reloads onto it.
                const target = byCode.get(String(frame.table ?? ''));
                const current = byCode.get(session.table);
                if (!target || target.variant !== current?.variant)
                  return { type: 'switch', status: 'TABLE_NOT_FOUND' };
                session.table = target.code;
                return { type: 'switch', status: 'OK', table: target.code };
              }
              if (frame.type !== 'bet') return { type: 'error', code: 'INVALID_REQUEST' };
              const parsed = BetFrame.safeParse(frame);
              if (!parsed.success) return { type: 'bet', status: 'INVALID_REQUEST' };
              if (!sessions.get(sessionId)) return { type: 'bet', status: 'SESSION_NOT_FOUND' };
              const { roundId, bets, requestId } = parsed.data;
              return betAnswer(await engine.place(session.table, player, { roundId, bets, requestId }));
            },
          };
        },
      },
      pages: {
        launch({ player, pick, lobby, room }) {
          if (pick.game !== 'table') throw new StudioError('INVALID_GAME');
          const ofVariant = tables.filter((t) => t.variant === pick.variant);
          // The table the player chose in the lobby, if it is one of the game's kind; else the game's own.
          const chosen =
            ofVariant.find((t) => t.code === room) ??
            ofVariant[pick.hash % Math.max(1, ofVariant.length)] ??
            tables[0];
          if (!chosen) throw new StudioError('GAME_MAINTENANCE');
          const session = sessions.open({ ...player, table: chosen.code });
          return tablePage(boot(session, lobby));
        },
        reload({ sessionId, gameCode, lang, lobby }) {
          const session = sessions.get(sessionId);
          if (!session) return undefined;
          if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
          session.lang = lang;
          return tablePage(boot(session, lobby));
        },
      },
      routes(app) {
        // A round's public fairness record (the seed once settled).
        app.get('/rooms/tables/api/rounds/:roundId', async (request, reply) => {
          const roundId = z
            .string()
            .min(3)
            .max(64)
            .safeParse((request.params as { roundId: string }).roundId);
          if (!roundId.success) return reply.code(400).send({ status: 'INVALID_REQUEST' });
          const round = await engine.record(roundId.data);
          if (!round) return reply.code(404).send({ status: 'ROUND_NOT_FOUND' });
          return { status: 'OK', round };
        });
      },
      lobby: () =>
        tables.map((t) => ({
          game: 'table' as const,
          code: t.code,
          name: t.name,
          variant: t.variant,
          players: deps.hub.count(tableRoom(t.code)),
          minStake: t.minStake,
          maxStake: t.maxStake,
        })),
      tick: () => ticker.run(),
      async close() {
        closed = true;
        clearTimeout(wake);
        await ticker.stop();
        await engine.drain();
      },
    };
  };
}

export const createTableRooms: RoomGameFactory = tableRoomsFactory();
