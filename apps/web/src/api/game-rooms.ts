import type { Language, RoomLobbyType, RoomLobbyValue } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../stores/language';
import { apiRequest, contractValue } from './http';

/**
 * The studio's live rooms for the LIVE, FISH and PVP lobbies (issue 21). Its own module, beside
 * the games calls: only the lobby's rooms strip reads it, so it stays out of the home page's
 * first view (which shares the games calls' chunk and is at its budget).
 */

/** How often a lobby's rooms strip reads the players again while the page is visible. */
export const ROOM_LOBBY_REFRESH_MS = 10_000;

/**
 * GET /wps/relay/roomLobby: the studio rooms of a lobby with their players now. Refreshed every
 * 10 s while the page is visible (react-query stops the interval in a hidden tab and reads again
 * when the tab comes back).
 */
export function roomLobbyQuery(type: RoomLobbyType, language: Language) {
  return {
    queryKey: ['games', 'roomLobby', type, language] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiRequest(
        `/wps/relay/roomLobby?type=${type}&language=${language.toUpperCase()}`,
        contractValue<RoomLobbyValue>(),
        { signal },
      ),
    staleTime: ROOM_LOBBY_REFRESH_MS / 2,
    refetchInterval: ROOM_LOBBY_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: 1,
  } as const;
}

/** The rooms of a lobby type; nothing is read for a lobby without rooms (undefined). */
export function useRoomLobby(type: RoomLobbyType | undefined) {
  const language = useLanguage();
  return useQuery({ ...roomLobbyQuery(type ?? 'LIVE', language), enabled: type !== undefined });
}
