import { FISH, type RandomSource } from '@khela/game-math';
import { money } from '../../book/engine/outbox.js';
import { createSessions } from '../../book/sessions.js';
import { StudioError } from '../../studio.js';
import { serialTicker } from '../../ticker.js';
import type { LaunchedPlayer } from '../launch.js';
import type { RoomDeps, RoomGameFactory, RoomGameModule, RoomLobbyEntry } from '../module.js';
import type { FishingBoot } from './api.js';
import {
  createFishingEngine,
  type FishingEngine,
  type FishingPlayer,
  MAGAZINE_SHOTS,
  roomOf,
} from './engine.js';
import { HALL_TIERS, tierOf } from './halls.js';
import { fishingPage } from './page.js';
import { createFishingStore, type FishingStore } from './store.js';

/**
 * The fishing hall (issue 21, decision 0075), a room game: its store in the schema
 * `studio_fishing`, the engine, page sessions, the socket's join (a session's seat in a hall of
 * the tier its catalogue game picks), the page and the lobby's halls.
 */
export type FishingSession = FishingPlayer & {
  id: string;
  lastUsed: number;
  name: string;
  lang: 'bn' | 'en';
  balance: string;
  /** Index into HALL_TIERS. */
  tier: number;
};

export type FishingRoomsOptions = {
  schema?: string;
  random?: RandomSource;
  hallSeed?: (code: string) => string;
};

export function fishingBoot(
  session: FishingSession,
  input: { base: string; lobby: string; lang: 'bn' | 'en' },
) {
  const boot: FishingBoot = {
    kind: 'fishing',
    base: input.base,
    lobby: input.lobby,
    lang: input.lang,
    sessionId: session.id,
    name: session.name,
    currency: session.currency,
    balance: session.balance,
    nickname: session.nickname,
    magazineShots: MAGAZINE_SHOTS,
    fish: FISH.map((fish) => ({ code: fish.code, multiplier: fish.multiplier, boss: fish.boss === true })),
  };
  return boot;
}

/** The room game, with what its tests read. */
export type FishingModule = RoomGameModule & {
  engine: FishingEngine;
  store: FishingStore;
  sessions: ReturnType<typeof createSessions<FishingSession>>;
  openSession(player: LaunchedPlayer, tier: number): FishingSession;
};

/** The factory with options (tests: a schema of their own, a seeded source). */
export function fishingRooms(options: FishingRoomsOptions = {}): (deps: RoomDeps) => Promise<FishingModule> {
  return async (deps: RoomDeps): Promise<FishingModule> => {
    const store = createFishingStore(deps.sql, options.schema ? { schema: options.schema } : {});
    await store.migrate();
    const engine = createFishingEngine({
      wallet: deps.wallet,
      store,
      hub: deps.hub,
      now: deps.now,
      logError: deps.logError,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...(deps.retryDelaysMs ? { retryDelaysMs: deps.retryDelaysMs } : {}),
      ...(options.random ? { random: options.random } : {}),
      ...(options.hallSeed ? { hallSeed: options.hallSeed } : {}),
    });
    await engine.recover();
    const sessions = createSessions<FishingSession>({ now: deps.now });
    const ticker = serialTicker(() => engine.tick(), {
      everyMs: deps.tickMs,
      logError: deps.logError,
      context: 'fishing tick',
    });

    const open = (player: LaunchedPlayer, tier: number): FishingSession =>
      sessions.open({
        vendorCode: player.vendorCode,
        playerId: player.playerId,
        currency: player.currency,
        gameCode: player.gameCode,
        nickname: player.nickname,
        name: player.name,
        lang: player.lang,
        balance: player.balance,
        tier,
      });

    return {
      name: 'fishing',
      kind: {
        join(sessionId) {
          const session = sessions.get(sessionId);
          if (!session) return undefined;
          engine.enter(sessionId, session, session.tier, session.balance);
          const seat = engine.seatOf(sessionId);
          if (!seat) return undefined;
          return {
            room: roomOf(seat.hall),
            hello() {
              engine.socketOpened(sessionId);
              return engine.snapshot(sessionId) ?? { type: 'hall' };
            },
            onFrame: (frame) => {
              sessions.get(sessionId);
              return engine.frame(sessionId, frame);
            },
            onClose: () => engine.socketClosed(sessionId),
          };
        },
      },
      pages: {
        launch({ player, pick, lobby, room }) {
          // The hall's tier the player chose in a lobby, else the one the game's code picks.
          const tier = room ? tierOf(room) : undefined;
          const chosen = tier ? HALL_TIERS.indexOf(tier) : -1;
          const session = open(player, chosen >= 0 ? chosen : pick.hash % HALL_TIERS.length);
          return fishingPage(fishingBoot(session, { base: deps.base, lobby, lang: player.lang }));
        },
        reload({ sessionId, gameCode, lang, lobby }) {
          const session = sessions.get(sessionId);
          if (!session) return undefined;
          if (session.gameCode !== gameCode) throw new StudioError('SESSION_NOT_FOUND');
          return fishingPage(fishingBoot(session, { base: deps.base, lobby, lang }));
        },
      },
      lobby(): RoomLobbyEntry[] {
        return engine.lobby().map((hall) => ({
          game: 'fishing',
          code: hall.code,
          name: hall.tier.name,
          players: hall.players,
          minStake: money(hall.tier.levels[0] ?? 0n, 'BDT'),
          maxStake: money(hall.tier.levels.at(-1) ?? 0n, 'BDT'),
        }));
      },
      tick: ticker.run,
      async close() {
        await ticker.stop();
        await engine.leaveAll();
        await engine.drain();
      },
      /** For tests: the engine, the store and the sessions. */
      engine,
      store,
      sessions,
      openSession: open,
    };
  };
}

export const createFishingRooms: RoomGameFactory = fishingRooms();
