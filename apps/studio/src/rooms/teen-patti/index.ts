import { z } from 'zod';
import { money } from '../../book/engine/outbox.js';
import { createSessions } from '../../book/sessions.js';
import { serialTicker } from '../../ticker.js';
import type { RoomEvent } from '../hub.js';
import type { RoomDeps, RoomGameFactory, RoomGameModule } from '../module.js';
import type { RoomFrame, RoomMember } from '../socket.js';
import type { TeenPattiBoot } from './api.js';
import { createTeenPattiEngine, keyOf, playerRoomOf, roomOf, type TeenPattiPlayer } from './engine.js';
import { teenPattiPage } from './page.js';
import { createTeenPattiStore } from './store.js';
import { TEEN_PATTI_TABLES, type TeenPattiTimings } from './tables.js';

/**
 * The studio's Teen Patti tables as a room game (issue 21, decisions 0076 and 0078): the store in
 * its own schema, the engine (recovered at start: a hand a restart cut is voided), page sessions,
 * the socket's join and frames, the lobby and a clock that moves the tables.
 */
export type TeenPattiSession = TeenPattiPlayer & {
  id: string;
  name: string;
  lang: 'bn' | 'en';
  balance: string;
  tableCode: string;
  lastUsed: number;
};

/** A frame the page sends: sit, stand, a move (with the amount it shows), balance. */
const FrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sit'), seat: z.number().int().min(0).max(5).optional() }),
  z.object({ type: z.literal('stand') }),
  z.object({
    type: z.literal('act'),
    move: z.enum(['see', 'chaal', 'raise', 'pack', 'show', 'side_show']),
    amount: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/)
      .optional(),
  }),
  z.object({ type: z.literal('balance') }),
]);

export function createTeenPattiRoomsWith(extra: {
  schema?: string;
  timings?: Partial<TeenPattiTimings>;
  newSeed?: () => string;
}): RoomGameFactory {
  return async (deps: RoomDeps): Promise<RoomGameModule> => {
    const store = createTeenPattiStore(deps.sql, extra.schema ? { schema: extra.schema } : {});
    await store.migrate();
    const engine = createTeenPattiEngine({
      wallet: deps.wallet,
      store,
      now: deps.now,
      publish: (room, event) => deps.hub.publish(room, event),
      logError: deps.logError,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.retryDelaysMs ? { retryDelaysMs: deps.retryDelaysMs } : {}),
      ...(extra.timings ? { timings: extra.timings } : {}),
      ...(extra.newSeed ? { newSeed: extra.newSeed } : {}),
    });
    await engine.recover();
    const sessions = createSessions<TeenPattiSession>({ now: deps.now });
    const ticker = serialTicker(() => engine.tick(), {
      everyMs: deps.tickMs,
      logError: deps.logError,
      context: 'teen-patti tick',
    });
    const tables = TEEN_PATTI_TABLES.map((table) => ({
      code: table.code,
      name: table.name,
      boot: money(table.config.boot, table.currency),
    }));

    const bootOf = (session: TeenPattiSession, lobby: string): TeenPattiBoot => ({
      kind: 'teen-patti',
      base: deps.base,
      lobby,
      lang: session.lang,
      sessionId: session.id,
      name: session.name,
      currency: session.currency,
      balance: session.balance,
      tableCode: session.tableCode,
      tables,
    });

    async function onFrame(session: TeenPattiSession, frame: RoomFrame): Promise<RoomEvent> {
      const parsed = FrameSchema.safeParse(frame);
      if (!parsed.success) return { type: 'error', code: 'INVALID_FRAME' };
      const input = parsed.data;
      const code = session.tableCode;
      if (input.type === 'balance') {
        const balance = await engine.balanceOf(session);
        if (balance !== undefined) session.balance = balance;
        return { type: 'balance', balance: session.balance };
      }
      const answer =
        input.type === 'sit'
          ? await engine.sit(session, code, input.seat)
          : input.type === 'stand'
            ? await engine.stand(session, code)
            : await engine.act(session, code, {
                move: input.move,
                ...(input.amount !== undefined ? { amount: input.amount } : {}),
              });
      if ('balance' in answer && answer.balance !== undefined) session.balance = answer.balance;
      if (!answer.ok) return { type: 'error', code: answer.code, balance: session.balance };
      return { type: 'ok', ...answer, you: engine.you(session, code), balance: session.balance };
    }

    return {
      name: 'teen-patti',
      kind: {
        join(sessionId: string): RoomMember | undefined {
          const session = sessions.get(sessionId);
          if (!session) return undefined;
          let open = true;
          engine.connected(session, session.tableCode);
          return {
            room: roomOf(session.tableCode),
            also: [playerRoomOf(keyOf(session))],
            hello: () => ({
              ...(engine.view(session.tableCode) as unknown as RoomEvent),
              you: engine.you(session, session.tableCode),
              balance: session.balance,
            }),
            onFrame: (frame) => {
              sessions.get(sessionId);
              return onFrame(session, frame);
            },
            onClose: () => {
              if (!open) return;
              open = false;
              engine.disconnected(session, session.tableCode);
            },
          };
        },
      },
      pages: {
        launch({ player, pick, lobby, room }) {
          // The table the player chose in a lobby, else the one the game's code picks.
          const table =
            TEEN_PATTI_TABLES.find((info) => info.code === room) ??
            TEEN_PATTI_TABLES[pick.hash % TEEN_PATTI_TABLES.length] ??
            TEEN_PATTI_TABLES[0];
          const session = sessions.open({
            vendorCode: player.vendorCode,
            playerId: player.playerId,
            currency: player.currency,
            gameCode: player.gameCode,
            nickname: player.nickname,
            name: player.name,
            lang: player.lang,
            balance: player.balance,
            tableCode: table?.code ?? 'TP-1',
          });
          return teenPattiPage(bootOf(session, lobby));
        },
        reload({ sessionId, gameCode, lang, lobby }) {
          const session = sessions.get(sessionId);
          if (!session || session.gameCode !== gameCode) return undefined;
          return teenPattiPage(bootOf({ ...session, lang }, lobby));
        },
      },
      lobby: () =>
        TEEN_PATTI_TABLES.map((table) => ({
          game: 'teen-patti' as const,
          code: table.code,
          name: table.name,
          players: engine.seated(table.code),
          minStake: money(table.config.boot, 'BDT'),
          maxStake: money(table.config.stakeLimit * 2n, 'BDT'),
        })),
      tick: ticker.run,
      async close() {
        await ticker.stop();
        await engine.close();
      },
    };
  };
}

export const createTeenPattiRooms: RoomGameFactory = createTeenPattiRoomsWith({});
