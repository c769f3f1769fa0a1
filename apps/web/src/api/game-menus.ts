import type { GameMenusValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from './http';

/**
 * GET /lgw/games/game_menus: the types with at least one active vendor, in navigation order, and
 * the prize mode. Its own module: the header's navigation needs it on every page, and the rest of
 * the games calls stay in the games chunks.
 */
export const GAME_MENUS_KEY = ['games', 'menus'] as const;

export function useGameMenus() {
  return useQuery({
    queryKey: GAME_MENUS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/lgw/games/game_menus?platform=W', contractValue<GameMenusValue>(), { signal }),
    // The catalogue changes rarely.
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
