import type { GameMenusValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { hasMenus, sessionCached } from './games-cache';
import { apiRequest, contractValue } from './http';

/**
 * GET /lgw/games/game_menus: the types with at least one active vendor, in navigation order, and
 * the prize mode. Its own module: the header's navigation needs it on every page, and the rest of
 * the games calls stay in the games chunks.
 */
export const GAME_MENUS_KEY = ['games', 'menus'] as const;

/** The catalogue changes rarely. */
const MENUS_STALE_MS = 5 * 60_000;
/** Vendor data in session storage (spec section 9): a reload draws the navigation at once. */
const VENDOR_CACHE_MAX_AGE_MS = 30 * 60_000;
const menusCache = sessionCached<GameMenusValue>('menus', VENDOR_CACHE_MAX_AGE_MS, hasMenus);

export function useGameMenus() {
  return useQuery({
    queryKey: GAME_MENUS_KEY,
    queryFn: async ({ signal }) =>
      menusCache.fetched(
        await apiRequest('/lgw/games/game_menus?platform=W', contractValue<GameMenusValue>(), { signal }),
      ),
    staleTime: MENUS_STALE_MS,
    initialData: menusCache.initialData,
    initialDataUpdatedAt: menusCache.initialDataUpdatedAt,
    retry: 1,
  });
}
