import {
  FAVOURITE_FETCH_SIZE,
  type FavouriteChangeValue,
  type FavouriteIdsValue,
  type FavouriteListValue,
  type GameListItem,
  type GameListValue,
  type GameType,
  type LaunchGameByCodeRequest,
  type LaunchGameRequest,
  type LaunchGameValue,
  LOBBY_PAGE_SIZE,
  type NewGameVendorValue,
  type RecentGamesValue,
  type VassGameTypeValue,
} from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLanguage } from '../stores/language';
import { merchantCodeStore, useSessionToken } from '../stores/session';
import { isArray, sessionCached } from './games-cache';
import { apiRequest, contractValue } from './http';

/**
 * Reads take the value as the server sent it, typed by the contract (the server checks every
 * answer against the same schema): the home page's game sections need no schema library
 * (decision 0014).
 */
type Value<T extends z.ZodType> = z.infer<T>;

export { useGameMenus } from './game-menus';

/** Games calls (the "Games" API group): catalogue, favourites, recent plays and launch. */

/** The catalogue changes rarely (the server caches hot games and lanes for 60 s too). */
const CATALOGUE_STALE_MS = 5 * 60_000;
const LIST_STALE_MS = 60_000;
/** Hot games are chosen by the operator: they change rarely, like the catalogue. */
const HOT_STALE_MS = 5 * 60_000;
/**
 * Spec section 9, "Game cache": vendor data and hot games also kept in session storage, so a
 * reload in the same tab draws them at once (still asked again of the server; decision 0084).
 */
const VENDOR_CACHE_MAX_AGE_MS = 30 * 60_000;
const HOT_CACHE_MAX_AGE_MS = 10 * 60_000;

export const gameKeys = {
  all: ['games'] as const,
  list: (query: GameListParams, language: string) => ['games', 'list', query, language] as const,
  hot: (gameType: string | undefined, vendor: string | undefined, language: string) =>
    ['games', 'hot', gameType ?? 'ALL', vendor ?? 'ALL', language] as const,
  vendorTypes: (gameType: GameType) => ['games', 'vassGameType', gameType] as const,
  lanes: () => ['games', 'lanes'] as const,
  /** Everything of the player's own: dropped on logout with the token in the key. */
  player: (token: string | null) => ['games', 'player', token] as const,
  favouriteIds: (token: string | null) => ['games', 'player', token, 'favouriteIds'] as const,
  favouriteList: (token: string | null, query: PlayerListParams, language: string) =>
    ['games', 'player', token, 'favouriteList', query, language] as const,
  recent: (token: string | null, query: PlayerListParams, language: string) =>
    ['games', 'player', token, 'recent', query, language] as const,
};

export type GameListParams = {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  isHot?: boolean;
  isNew?: boolean;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
};

function gameListSearch(query: GameListParams, language: string): URLSearchParams {
  const search = new URLSearchParams({ clientType: '3', platform: 'W' });
  // The brand's merchant code, kept at start-up (spec section 3).
  const merchant = merchantCodeStore.get();
  if (merchant) search.set('merchant', merchant);
  if (query.gameType) search.set('gameType', query.gameType);
  if (query.vassalage) search.set('vassalage', query.vassalage);
  if (query.gameClassify) search.set('gameClassify', query.gameClassify);
  if (query.isHot) search.set('isHot', '1');
  if (query.isNew) search.set('isNew', '1');
  if (query.gameName) search.set('gameName', query.gameName);
  search.set('pageNo', String(query.pageNo));
  search.set('pageSize', String(query.pageSize ?? LOBBY_PAGE_SIZE));
  search.set('language', language.toUpperCase());
  return search;
}

/** GET /wps/relay/GCSGAME_gameList: one page of games (a lobby's, or a vendor's first game). */
export function gameListQuery(query: GameListParams, language: string) {
  return {
    queryKey: gameKeys.list(query, language),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(
        `/wps/relay/GCSGAME_gameList?${gameListSearch(query, language)}`,
        contractValue<Value<typeof GameListValue>>(),
        { signal },
      ),
    staleTime: LIST_STALE_MS,
  } as const;
}

/** One lobby page; the previous page stays up while the next loads. */
export function useGameList(query: GameListParams, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  return useQuery({
    ...gameListQuery(query, language),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    retry: 1,
  });
}

/** GET /wps/relay/hotGamesV2 (isPlatform 2): the hot games of a type or vendor. */
export function useHotGames(gameType?: GameType, vendor?: string, options: { enabled?: boolean } = {}) {
  const language = useLanguage();
  const key = gameKeys.hot(gameType, vendor, language);
  const cache = sessionCached<GameListItem[]>(key.join('.'), HOT_CACHE_MAX_AGE_MS, isArray);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const search = new URLSearchParams({
        isPlatform: '2',
        platform: 'W',
        language: language.toUpperCase(),
      });
      if (gameType) search.set('gameType', gameType);
      if (vendor) search.set('vassalage', vendor);
      const merchant = merchantCodeStore.get();
      if (merchant) search.set('merchantCode', merchant);
      return cache.fetched(
        await apiRequest(`/wps/relay/hotGamesV2?${search}`, contractValue<GameListItem[]>(), { signal }),
      );
    },
    staleTime: HOT_STALE_MS,
    initialData: cache.initialData,
    initialDataUpdatedAt: cache.initialDataUpdatedAt,
    enabled: options.enabled ?? true,
    retry: 1,
  });
}

/** GET /wps/relay/getVassGameType: a type's vendors, each with the classifications it offers. */
export function useVendorClassifications(gameType: GameType | undefined) {
  const key = gameKeys.vendorTypes(gameType ?? 'RNG');
  const cache = sessionCached<Value<typeof VassGameTypeValue>>(
    key.join('.'),
    VENDOR_CACHE_MAX_AGE_MS,
    isArray,
  );
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      cache.fetched(
        await apiRequest(
          `/wps/relay/getVassGameType?gameType=${gameType}`,
          contractValue<Value<typeof VassGameTypeValue>>(),
          { signal },
        ),
      ),
    enabled: gameType !== undefined,
    staleTime: CATALOGUE_STALE_MS,
    initialData: cache.initialData,
    initialDataUpdatedAt: cache.initialDataUpdatedAt,
    retry: 1,
  });
}

/** GET /wps/relay/newGameVendor: vendor lanes (title, vendor cards, classifications). */
const lanesCache = sessionCached<Value<typeof NewGameVendorValue>>('lanes', VENDOR_CACHE_MAX_AGE_MS, isArray);

export function useVendorLanes() {
  return useQuery({
    queryKey: gameKeys.lanes(),
    queryFn: async ({ signal }) =>
      lanesCache.fetched(
        await apiRequest(
          `/wps/relay/newGameVendor?platform=html5-desktop&merchantCode=${merchantCodeStore.get() ?? ''}`,
          contractValue<Value<typeof NewGameVendorValue>>(),
          { signal },
        ),
      ),
    staleTime: CATALOGUE_STALE_MS,
    initialData: lanesCache.initialData,
    initialDataUpdatedAt: lanesCache.initialDataUpdatedAt,
    retry: 1,
  });
}

// ── The player's own (T) ─────────────────────────────────────────────────────────────────

/** GET /wps/relay/favorites?pageSize=999 (a product limit): the favourite node ids. */
export function favouriteIdsQuery(token: string | null) {
  return {
    queryKey: gameKeys.favouriteIds(token),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(
        `/wps/relay/favorites?pageSize=${FAVOURITE_FETCH_SIZE}`,
        contractValue<Value<typeof FavouriteIdsValue>>(),
        { signal },
      ),
    staleTime: LIST_STALE_MS,
    retry: false,
  } as const;
}

export function useFavouriteIds() {
  const token = useSessionToken();
  return useQuery({ ...favouriteIdsQuery(token), enabled: token !== null });
}

export type PlayerListParams = { page: number; gameType?: GameType; vassalage?: string; pageSize?: number };

/** GET /wps/relay/favorites/list: the favourite games, paged (content, pageNum, totalPages). */
export function useFavouriteList(query: PlayerListParams, options: { enabled?: boolean } = {}) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: gameKeys.favouriteList(token, query, language),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        pageNum: String(query.page),
        pageSize: String(query.pageSize ?? LOBBY_PAGE_SIZE),
        language: language.toUpperCase(),
      });
      if (query.gameType) search.set('gameType', query.gameType);
      return apiRequest(
        `/wps/relay/favorites/list?${search}`,
        contractValue<Value<typeof FavouriteListValue>>(),
        {
          signal,
        },
      );
    },
    enabled: token !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * GET /wps/relay/recentGames: the games the player launched, latest first. The home RECENT
 * section asks GET /wps/relay/GCS_recentGame, which answers the same shape.
 */
export function useRecentGames(
  query: PlayerListParams,
  options: { enabled?: boolean; path?: '/wps/relay/recentGames' | '/wps/relay/GCS_recentGame' } = {},
) {
  const path = options.path ?? '/wps/relay/recentGames';
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: [...gameKeys.recent(token, query, language), path],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({
        page: String(query.page),
        pageSize: String(query.pageSize ?? LOBBY_PAGE_SIZE),
        language: language.toUpperCase(),
      });
      if (query.gameType) search.set('gameType', query.gameType);
      if (query.vassalage) search.set('vassalage', query.vassalage);
      return apiRequest(`${path}?${search}`, contractValue<Value<typeof RecentGamesValue>>(), {
        signal,
      });
    },
    enabled: token !== null && (options.enabled ?? true),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type FavouriteTarget = Pick<GameListItem, 'nodeId' | 'vassalage' | 'gameType'>;

/** POST or DELETE /wps/relay/favorites with nodeId, vendor and gameType. */
export function changeFavourite(game: FavouriteTarget, favourite: boolean) {
  return apiRequest('/wps/relay/favorites', contractValue<Value<typeof FavouriteChangeValue>>(), {
    method: favourite ? 'POST' : 'DELETE',
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

export type LaunchTarget = Pick<GameListItem, 'nodeId' | 'gameCode' | 'vassalage' | 'gameType'>;

/**
 * POST /wps/game/launchGame (T): a guest gets NOT_LOGGED_IN, a trial account on a game without
 * free play IN_NEED_TRUE_ACCOUNT, a game under maintenance GAME_MAINTENANCE. `lobby` is where the
 * game's own "back" button leads; `room` the studio room a LIVE, FISH or PVP game opens.
 */
export function launchGame(
  game: LaunchTarget,
  lobby: string,
  options: { room?: string | undefined } = {},
): Promise<Value<typeof LaunchGameValue>> {
  const body: z.input<typeof LaunchGameRequest> = {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
    lobby,
    // A LIVE, FISH or PVP game launched from a lobby's room card opens that room (none: not sent).
    room: options.room,
  };
  return apiRequest('/wps/game/launchGame', contractValue<Value<typeof LaunchGameValue>>(), {
    method: 'POST',
    body,
  });
}

/**
 * POST /wps/relay/GCS_gameLaunchFB (T): the launch of a game known by its code only (a lottery
 * page opened with `?gameCode=`); the same refusals and answer as launchGame.
 */
export function launchGameByCode(
  game: { gameCode: string; vassalage?: string },
  lobby: string,
): Promise<Value<typeof LaunchGameValue>> {
  const body: z.input<typeof LaunchGameByCodeRequest> = { ...game, lobby };
  return apiRequest('/wps/relay/GCS_gameLaunchFB', contractValue<Value<typeof LaunchGameValue>>(), {
    method: 'POST',
    body,
  });
}
