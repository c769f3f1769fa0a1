import type { FastifyInstance } from 'fastify';
import type { Sql } from '../book/engine/store.js';
import type { WalletClient } from '../wallet-client.js';
import { createCrashRooms } from './crash/index.js';
import { createFishingRooms } from './fishing/index.js';
import { createRoomHub, type RoomHub } from './hub.js';
import type { RoomGameName } from './kinds.js';
import type { RoomGamePages } from './launch.js';
import type { RoomDeps, RoomGameFactory, RoomGameModule, RoomLobbyEntry } from './module.js';
import { type RoomKind, type RoomSocketLimits, roomSocketRoutes } from './socket.js';
import { createTableRooms } from './tables/index.js';
import { createTeenPattiRooms } from './teen-patti/index.js';

/**
 * The studio's rooms (issue 21, decision 0076), assembled: one hub, one socket route, and each
 * room game built by its factory. A game joins by adding its factory to ROOM_GAMES.
 */
export const ROOM_GAMES: readonly RoomGameFactory[] = [
  // room games: one line each
  createCrashRooms,
  createFishingRooms,
  createTeenPattiRooms,
  createTableRooms,
];

export type StudioRoomsOptions = {
  sql: Sql;
  /** How often the rooms' clocks tick (ms); false: only `tick()` (tests). */
  tickMs?: number | false;
  /** How many live tables to run (default the studio's nine). */
  tables?: number;
  /** Which games to run (tests run one); default ROOM_GAMES. */
  games?: readonly RoomGameFactory[];
  socketLimits?: Partial<RoomSocketLimits>;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
};

export async function createStudioRooms(
  options: StudioRoomsOptions & {
    wallet: WalletClient;
    now: () => number;
    base: string;
    logError: (error: unknown, context: string) => void;
    hub?: RoomHub;
  },
) {
  const hub = options.hub ?? createRoomHub();
  const deps: RoomDeps = {
    wallet: options.wallet,
    sql: options.sql,
    hub,
    now: options.now,
    logError: options.logError,
    base: options.base,
    tickMs: options.tickMs ?? 250,
    ...(options.tables ? { tables: options.tables } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
  };
  const modules: RoomGameModule[] = [];
  for (const factory of options.games ?? ROOM_GAMES) modules.push(await factory(deps));
  const kinds: Record<string, RoomKind> = {};
  const pages: Partial<Record<RoomGameName, RoomGamePages>> = {};
  for (const module of modules) {
    kinds[module.name] = module.kind;
    pages[module.name] = module.pages;
  }
  return {
    hub,
    modules,
    pages,
    /** Every room of every game with its players now. */
    lobby: (): RoomLobbyEntry[] => modules.flatMap((module) => module.lobby()),
    async routes(app: FastifyInstance): Promise<{ connections: () => number }> {
      for (const module of modules) module.routes?.(app);
      return roomSocketRoutes(app, {
        hub,
        kinds,
        logError: options.logError,
        ...(options.socketLimits ? { limits: options.socketLimits } : {}),
      });
    },
    async tick(): Promise<void> {
      for (const module of modules) await module.tick();
    },
    async close(): Promise<void> {
      for (const module of modules) await module.close();
    },
  };
}

export type StudioRooms = Awaited<ReturnType<typeof createStudioRooms>>;
