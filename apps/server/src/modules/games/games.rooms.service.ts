import {
  type GameType,
  type Language,
  ROOM_GAMES_OF_LOBBY,
  ROOM_LOBBY_TYPES,
  type RoomLobbyItem,
  type RoomLobbyType,
  type RoomLobbyValue,
  type StudioRoomEntry,
} from '@khela/contract';
import { parseAmount, toDecimalString } from '@khela/money';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { game, gameVendor } from './games.catalogue.tables.js';
import { gameNameIn } from './games.game-name.js';
import { isGameType } from './games.lanes.js';
import type { RoomData } from './games.rooms.js';

/** The studio's vendor code: its catalogue games open the rooms the lobbies list. */
export const STUDIO_VENDOR = 'KHELA';
/** The studio's stakes are minor units of its demo currency (apps/studio/src/rooms/module.ts). */
export const ROOM_STAKE_CURRENCY = 'BDT';
/** How long one read of the studio's rooms and of the catalogue serves every caller. */
export const ROOM_LOBBY_CACHE_MS = 2_000;

/** The catalogue classification of a live table's variant (apps/studio/src/rooms/kinds.ts, reversed). */
const CLASSIFY_OF_VARIANT: Record<string, string> = {
  baccarat: 'BACCARAT',
  'dragon-tiger': 'DRAGON_TIGER',
  roulette: 'ROULETTE',
  'andar-bahar': 'ANDAR_BAHAR',
};

/** The catalogue game type and classification that open a studio room. */
export function catalogueKindOf(
  room: Pick<StudioRoomEntry, 'game' | 'variant'>,
): { gameType: RoomLobbyType; classify: string } | undefined {
  switch (room.game) {
    case 'table': {
      const classify = CLASSIFY_OF_VARIANT[room.variant ?? ''];
      return classify ? { gameType: 'LIVE', classify } : undefined;
    }
    case 'fishing':
      return { gameType: 'FISH', classify: 'FISHING' };
    case 'crash':
      return { gameType: 'FISH', classify: 'ARCADE' };
    case 'teen-patti':
      return { gameType: 'PVP', classify: 'TEEN_PATTI' };
  }
}

type OpeningGame = {
  nodeId: bigint;
  gameCode: string;
  vassalage: string;
  gameType: string;
  gameClassify: string;
  nameEn: string;
  nameBn: string;
  supportPlay: number;
  status: string;
  vendorStatus: string;
};

/**
 * The studio's catalogue games of the room lobbies' types that may be launched (not switched
 * off, nor their vendor), active ones first, then in the lobby's order: the first of each type
 * and classification opens that kind's rooms.
 */
async function openingGames(ctx: AppContext): Promise<Map<string, OpeningGame>> {
  const rows = await ctx.database.db
    .select({
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      vassalage: game.vassalage,
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      nameEn: game.nameEn,
      nameBn: game.nameBn,
      supportPlay: game.supportPlay,
      status: game.status,
      vendorStatus: gameVendor.status,
    })
    .from(game)
    .innerJoin(gameVendor, eq(gameVendor.vassalage, game.vassalage))
    .where(
      and(
        eq(game.vassalage, STUDIO_VENDOR),
        inArray(game.gameType, [...ROOM_LOBBY_TYPES]),
        ne(game.status, 'inactive'),
        ne(gameVendor.status, 'inactive'),
      ),
    )
    .orderBy(sql`(${game.status} = 'active') desc`, asc(game.sort), asc(game.nodeId));
  const first = new Map<string, OpeningGame>();
  for (const row of rows) {
    const key = `${row.gameType}/${row.gameClassify}`;
    if (!first.has(key)) first.set(key, row);
  }
  return first;
}

/** A value read at most once per `ttlMs` of the app's clock; callers meanwhile share the read. */
function cached<T>(now: () => Date, ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let entry: { at: number; value: Promise<T> } | undefined;
  return () => {
    const at = now().getTime();
    if (!entry || at - entry.at >= ttlMs || at < entry.at) {
      const value = read();
      const current = { at, value };
      entry = current;
      // A failed read is not kept: the next caller tries again.
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}

/** A studio stake ("10.00", taka) as the site writes the currency's amounts. */
export function stakeOf(text: string): string {
  return toDecimalString(parseAmount(text, ROOM_STAKE_CURRENCY), ROOM_STAKE_CURRENCY);
}

function roomItem(room: StudioRoomEntry, opening: OpeningGame, language: Language): RoomLobbyItem {
  const gameType: GameType = isGameType(opening.gameType) ? opening.gameType : 'LIVE';
  return {
    code: room.code,
    game: room.game,
    variant: room.variant ?? null,
    name: (language === 'bn' ? room.name.bn : room.name.en) || room.name.en,
    players: room.players,
    minStake: stakeOf(room.minStake),
    maxStake: stakeOf(room.maxStake),
    currency: ROOM_STAKE_CURRENCY,
    nodeId: opening.nodeId.toString(),
    gameCode: opening.gameCode,
    vassalage: opening.vassalage,
    gameType,
    gameName: gameNameIn(opening, language) ?? opening.gameCode,
    supportPlay: opening.supportPlay === 0 ? 0 : 1,
    maintenance: opening.status === 'maintenance' || opening.vendorStatus === 'maintenance',
  };
}

/**
 * The rooms strip of the LIVE, FISH and PVP lobbies: the studio's rooms of that lobby's games
 * (LIVE: the live tables; FISH: the fishing halls and crash rooms; PVP: the Teen Patti tables),
 * in the studio's order, each with the catalogue game that opens it. A room no launchable studio
 * game opens is left out (its Play button could not work).
 */
export function createRoomLobbyService(ctx: AppContext, data: RoomData) {
  const rooms = cached(ctx.now, ROOM_LOBBY_CACHE_MS, () => data.rooms());
  const games = cached(ctx.now, ROOM_LOBBY_CACHE_MS, () => openingGames(ctx));

  async function lobby(type: RoomLobbyType, language: Language): Promise<RoomLobbyValue> {
    const shown = ROOM_GAMES_OF_LOBBY[type];
    const [all, opening] = await Promise.all([rooms(), games()]);
    const items = all.flatMap((room) => {
      if (!shown.includes(room.game)) return [];
      const kind = catalogueKindOf(room);
      const found = kind && opening.get(`${kind.gameType}/${kind.classify}`);
      return found ? [roomItem(room, found, language)] : [];
    });
    return { rooms: items };
  }

  return { lobby };
}

export type RoomLobbyService = ReturnType<typeof createRoomLobbyService>;
