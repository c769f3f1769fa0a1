import type { GameKind } from '../book/kinds.js';
import { GAME_CODE_PATTERN } from '../game-map.js';
import { launchedPlayer } from '../page-launch.js';
import { type Lang, type Studio, StudioError } from '../studio.js';
import { type RoomGameName, type RoomPick, roomPickOf } from './kinds.js';

/** Who plays, as the launch token said, and the catalogue game they launched. */
export type LaunchedPlayer = Awaited<ReturnType<typeof launchedPlayer>>;

/**
 * A room game's pages (the live tables, crash, fishing, Teen Patti): a launch opens a session and
 * answers the page; a reload (`?session=`) answers the same page for a live session of that
 * catalogue game, or undefined when the session is not one of this game's.
 */
export type RoomGamePages = {
  /** `room`: the room the player chose in a lobby (ignored when not one of the pick's game and kind). */
  launch(input: {
    player: LaunchedPlayer;
    pick: RoomPick;
    lobby: string;
    room?: string | undefined;
  }): string | Promise<string>;
  reload(input: {
    sessionId: string;
    gameCode: string;
    lang: Lang;
    lobby: string;
  }): string | undefined | Promise<string | undefined>;
};

type LaunchQuery = {
  token?: string | undefined;
  session?: string | undefined;
  vendor?: string | undefined;
  room?: string | undefined;
};

/**
 * Every LIVE, FISH and PVP catalogue game (any vendor) opens a studio room (rooms/kinds.ts); a
 * game whose room game is not running here answers GAME_MAINTENANCE, never a slot.
 */
export function roomLauncher(deps: {
  studio: Studio;
  games: Partial<Record<RoomGameName, RoomGamePages>>;
  gameName?: ((vendorCode: string, gameCode: string, lang: Lang) => Promise<string | undefined>) | undefined;
  gameKind?: ((vendorCode: string, gameCode: string) => Promise<GameKind | undefined>) | undefined;
}) {
  const { studio, games } = deps;
  return async (gameCode: string, q: LaunchQuery, lang: Lang, lobby: string): Promise<string | undefined> => {
    if (q.session && !q.token) {
      for (const pages of Object.values(games)) {
        const page = await pages?.reload({ sessionId: q.session, gameCode, lang, lobby });
        if (page) return page;
      }
      return undefined;
    }
    if (!q.token || !GAME_CODE_PATTERN.test(gameCode)) return undefined;
    const vendorCode = await studio.vendorFor(gameCode, q.vendor);
    const kind = await deps.gameKind?.(vendorCode, gameCode).catch(() => undefined);
    const pick = roomPickOf(gameCode, kind);
    if (!pick) return undefined;
    const pages = games[pick.game];
    if (!pages) throw new StudioError('GAME_MAINTENANCE');
    const player = await launchedPlayer(deps, { gameCode, token: q.token, vendorCode, lang });
    return pages.launch({ player, pick, lobby, room: q.room });
  };
}
