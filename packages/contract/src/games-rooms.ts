import { z } from 'zod';
import { GameType } from './games.js';

/**
 * The studio's live rooms in the site's LIVE, FISH and PVP lobbies (issue 21; decision 0081):
 *
 *   GET /wps/relay/roomLobby?type=LIVE|FISH|PVP   RoomLobbyValue: the rooms of that lobby, each
 *       with its players now, its stake range and the catalogue game that opens it.
 *   POST /wps/game/launchGame { …, room }         the launch opens that room (games-launch.ts).
 *
 * The platform reads the rooms from the studio's public `GET /studio/rooms/api/lobby` (no
 * signature, like the lottery's games); without a studio the list is empty, never an error.
 */

/** The studio's room games (apps/studio/src/rooms/kinds.ts RoomGameName). */
export const ROOM_GAME_NAMES = ['table', 'crash', 'fishing', 'teen-patti'] as const;
export type RoomGameName = (typeof ROOM_GAME_NAMES)[number];

/** A room's code as the studio names it ("BAC-1", "FISH-2-3"): the launch's `room`. */
export const ROOM_CODE_PATTERN = /^[A-Z0-9-]{1,16}$/;
export const RoomCode = z
  .string()
  .regex(ROOM_CODE_PATTERN, 'a room code: capital letters, digits and -, at most 16 characters');

/** The lobbies that list rooms, and which of the studio's room games each shows. */
export const ROOM_LOBBY_TYPES = ['LIVE', 'FISH', 'PVP'] as const;
export type RoomLobbyType = (typeof ROOM_LOBBY_TYPES)[number];
export const ROOM_GAMES_OF_LOBBY: Record<RoomLobbyType, readonly RoomGameName[]> = {
  LIVE: ['table'],
  FISH: ['fishing', 'crash'],
  PVP: ['teen-patti'],
};

// ── What the platform reads of the studio's answer ─────────────────────────────────────────

/**
 * A stake as the studio sends it: minor units as decimal text ("1000"), as RoomLobbyEntry says;
 * the live tables send major units with their fraction ("10.00"), read as such.
 */
/** Taka with their paisa ("10.00"). */
const stakeText = z.string().regex(/^\d{1,18}\.\d{2}$/);

/** One room of the studio's lobby answer (apps/studio/src/rooms/module.ts RoomLobbyEntry). */
export const StudioRoomEntry = z.object({
  game: z.enum(ROOM_GAME_NAMES),
  code: RoomCode,
  name: z.object({ bn: z.string(), en: z.string() }),
  variant: z.string().optional(),
  players: z.number().int().nonnegative(),
  minStake: stakeText,
  maxStake: stakeText,
});
export type StudioRoomEntry = z.infer<typeof StudioRoomEntry>;

/**
 * The studio's answer. Each room is checked on its own (StudioRoomEntry): a room of a game this
 * site does not know yet (a newer studio) is left out, the others still show.
 */
export const StudioRoomsAnswer = z.object({
  status: z.literal('OK'),
  rooms: z.array(z.unknown()),
});
export type StudioRoomsAnswer = z.infer<typeof StudioRoomsAnswer>;

// ── The site's call ────────────────────────────────────────────────────────────────────────

export const RoomLobbyQuery = z.object({
  type: z.string().trim().toUpperCase().pipe(z.enum(ROOM_LOBBY_TYPES)),
  language: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(['BN', 'EN']))
    .optional(),
});
export type RoomLobbyQuery = z.infer<typeof RoomLobbyQuery>;

/**
 * A room as a lobby shows it, with the catalogue game that opens it: the fields a game tile
 * launches with (nodeId, gameCode, vassalage, gameType, gameName, supportPlay, maintenance), so
 * the site launches it like any tile, adding `room: code`.
 */
export const RoomLobbyItem = z.object({
  /** The studio's room code, the launch's `room`. */
  code: z.string(),
  game: z.enum(ROOM_GAME_NAMES),
  /** The live table's variant (baccarat, dragon-tiger, roulette, andar-bahar); null for the others. */
  variant: z.string().nullable(),
  /** The room's name in the call's language. */
  name: z.string(),
  /** Players in the room now. */
  players: z.number().int().nonnegative(),
  /** The stake range in major units of `currency` ("10.00"). */
  minStake: z.string(),
  maxStake: z.string(),
  currency: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: GameType,
  gameName: z.string(),
  supportPlay: z.union([z.literal(0), z.literal(1)]).describe('0 = free trial offered'),
  maintenance: z.boolean(),
});
export type RoomLobbyItem = z.infer<typeof RoomLobbyItem>;

export const RoomLobbyValue = z.object({ rooms: z.array(RoomLobbyItem) });
export type RoomLobbyValue = z.infer<typeof RoomLobbyValue>;
