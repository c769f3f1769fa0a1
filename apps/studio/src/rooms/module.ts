import type { FastifyInstance } from 'fastify';
import type { Sql } from '../book/engine/store.js';
import type { WalletClient } from '../wallet-client.js';
import type { RoomHub } from './hub.js';
import type { RoomGameName } from './kinds.js';
import type { RoomGamePages } from './launch.js';
import type { RoomKind } from './socket.js';

/**
 * What every room game (live tables, crash, fishing, Teen Patti) is built from, and what it gives
 * the studio plugin (decision 0076). Each lives in its own folder under rooms/ with its engine,
 * store (its own schema in the studio's database), routes and page.
 */
export type RoomDeps = {
  wallet: WalletClient;
  /** The studio's database (PostgreSQL or PGlite): each game's tables in a schema of its own. */
  sql: Sql;
  hub: RoomHub;
  now: () => number;
  logError: (error: unknown, context: string) => void;
  /** Where the studio is mounted ("/studio"), for the pages' links and assets. */
  base: string;
  /** How often the engine's clock ticks (ms); false: only when a test calls `tick`. */
  tickMs: number | false;
  /** How many live tables to run (the live tables' factory; default its nine). */
  tables?: number;
  sleep?: (ms: number) => Promise<void>;
  retryDelaysMs?: readonly number[];
};

export type RoomGameModule = {
  name: RoomGameName;
  /** The socket's join: which room a session plays in, its snapshot, its frames. */
  kind: RoomKind;
  pages: RoomGamePages;
  /** HTTP routes of the game (under the studio prefix). */
  routes?(app: FastifyInstance): void;
  /** Rooms of this game and their players now, for the lobbies. */
  lobby(): RoomLobbyEntry[];
  /** Moves the game's clock once (tests with tickMs false). */
  tick(): Promise<void>;
  close(): Promise<void>;
};

/** A table or room as the lobbies list it. */
export type RoomLobbyEntry = {
  game: RoomGameName;
  /** The room's code ("BAC-1"). */
  code: string;
  name: { bn: string; en: string };
  /** The variant (baccarat, roulette …) for the live tables. */
  variant?: string;
  players: number;
  /** Stake range in BDT (the demo currency), as decimal text in taka ("10.00"). */
  minStake: string;
  maxStake: string;
};

export type RoomGameFactory = (deps: RoomDeps) => Promise<RoomGameModule>;
