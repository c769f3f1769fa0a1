import type { GameListItem, GameType } from '@khela/contract';
import { useFavouriteList, useGameList, useRecentGames } from '../../api/games';
import { useSessionToken } from '../../stores/session';
import { ALL, effectiveSearch, type LobbyState, needsLogin } from './lobby-model';

export type LobbyGames = {
  games: GameListItem[] | undefined;
  total: number;
  totalPages: number;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  /** A guest on the favourite or recent filter: nothing to load, the login comes first. */
  needsLogin: boolean;
  refetch: () => void;
};

/**
 * The games the lobby shows for its state: the catalogue page for all/hot/new (vendor,
 * classification and name search apply), the player's favourites (by type) or recent plays (by
 * type and vendor). `gameType` undefined is the hot lobby: hot games of every type.
 */
export function useLobbyGames(gameType: GameType | undefined, state: LobbyState): LobbyGames {
  const isLogin = useSessionToken() !== null;
  const vendor = state.vendor === ALL ? undefined : state.vendor;
  const hotLobby = gameType === undefined;
  const catalogue = state.filter === 'all' || state.filter === 'hot' || state.filter === 'new';
  const list = useGameList(
    {
      gameType,
      vassalage: vendor,
      gameClassify: state.classify === ALL ? undefined : state.classify,
      isHot: hotLobby || state.filter === 'hot',
      isNew: state.filter === 'new',
      gameName: effectiveSearch(state),
      pageNo: state.page,
    },
    { enabled: catalogue },
  );
  const favourites = useFavouriteList({ page: state.page, gameType }, { enabled: state.filter === 'fav' });
  const recent = useRecentGames(
    { page: state.page, gameType, vassalage: vendor },
    { enabled: state.filter === 'recent' },
  );
  if (needsLogin(state.filter) && !isLogin) {
    return {
      games: [],
      total: 0,
      totalPages: 0,
      isPending: false,
      isFetching: false,
      isError: false,
      needsLogin: true,
      refetch: () => undefined,
    };
  }
  const base = { needsLogin: false };
  if (state.filter === 'fav') {
    return {
      ...base,
      games: favourites.data?.content,
      total: favourites.data?.total ?? 0,
      totalPages: favourites.data?.totalPages ?? 0,
      isPending: favourites.isPending,
      isFetching: favourites.isFetching,
      isError: favourites.isError,
      refetch: () => void favourites.refetch(),
    };
  }
  if (state.filter === 'recent') {
    return {
      ...base,
      games: recent.data?.list,
      total: recent.data?.total ?? 0,
      totalPages: recent.data?.totalPages ?? 0,
      isPending: recent.isPending,
      isFetching: recent.isFetching,
      isError: recent.isError,
      refetch: () => void recent.refetch(),
    };
  }
  return {
    ...base,
    games: list.data?.games,
    total: list.data?.total ?? 0,
    totalPages: list.data?.totalPages ?? 0,
    isPending: list.isPending,
    isFetching: list.isFetching,
    isError: list.isError,
    refetch: () => void list.refetch(),
  };
}
