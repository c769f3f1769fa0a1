import { z } from 'zod';
import { RoomCode } from './games-rooms.js';

/**
 * POST /wps/game/launchGame (T). A guest gets
 * NOT_LOGGED_IN (the web opens the login popup), a trial account IN_NEED_TRUE_ACCOUNT unless the
 * game offers free trial (supportPlay 0, played with play money), a game or vendor under
 * maintenance GAME_MAINTENANCE, a switched-off game GAME_DISABLED.
 */
export const LaunchGameRequest = z.object({
  nodeId: z.union([z.string().regex(/^[1-9]\d{0,17}$/), z.number().int().positive()]).transform(String),
  /** Checked against the node when sent. */
  gameCode: z.string().min(1).max(128).optional(),
  vassalage: z.string().min(1).max(32).optional(),
  gameType: z.string().max(32).optional(),
  /** Where the game's own "back" button leads; reduced to a path on this site. */
  lobby: z.string().max(2000).optional(),
  language: z.enum(['BN', 'EN']).optional(),
  /**
   * A LIVE, FISH or PVP game: the studio room to open (a lobby's room card, RoomLobbyItem.code);
   * the studio opens it when it is one of the game's kind, else the game's own room.
   */
  room: RoomCode.optional(),
});
export type LaunchGameRequest = z.infer<typeof LaunchGameRequest>;

export const LaunchGameValue = z.object({
  /** The game page (our studio for every demo vendor), carrying the one-time launch token. */
  url: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  /** The game's name in the launch's language (a page opened by code only shows it). */
  gameName: z.string(),
  /** True when a trial account plays a free-trial game with play money. */
  playMoney: z.boolean(),
  /** The launch token must reach the vendor's authenticate before this. */
  expiresAt: z.string(),
});
export type LaunchGameValue = z.infer<typeof LaunchGameValue>;

/**
 * POST /wps/relay/GCS_gameLaunchFB (T): the launch for a page that knows a game by its code only
 * (the lottery pages take `gameCode` in their address, spec section 2). Without `vassalage` the
 * code must name one game of the catalogue; otherwise GAME_NOT_FOUND. The same refusals as
 * launchGame, and the same answer.
 */
export const LaunchGameByCodeRequest = z.object({
  gameCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game code: letters, digits, _ and -'),
  vassalage: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code: letters, digits, _')
    .optional(),
  lobby: z.string().max(2000).optional(),
  language: z.enum(['BN', 'EN']).optional(),
});
export type LaunchGameByCodeRequest = z.infer<typeof LaunchGameByCodeRequest>;
