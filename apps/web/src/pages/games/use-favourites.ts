import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeFavourite,
  type FavouriteTarget,
  favouriteIdsQuery,
  gameKeys,
  useFavouriteIds,
} from '../../api/games';
import { sessionStore, useSessionToken } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { failureText } from '../accounts/failure';
import { gameAlertStore } from './game-alerts';
import { withFavourite } from './lobby-model';
import { FAVOURITE_THROTTLE_MS, leadingThrottle } from './throttle';

type Toggle = { queryClient: QueryClient; game: FavouriteTarget; onError: (error: unknown) => void };

/**
 * Optimistic: the heart changes at once, the call follows, and a failure puts the list back as it
 * was. The favourite pages and the home FAV section reload once the server has answered.
 */
async function toggleFavourite({ queryClient, game, onError }: Toggle): Promise<void> {
  const token = sessionStore.get();
  const key = gameKeys.favouriteIds(token);
  // A heart tapped before the list arrived (a page just opened) must not guess: the call's
  // direction comes from the server's list, so it is fetched first (joining a fetch in flight).
  if (queryClient.getQueryData<string[]>(key) === undefined) {
    try {
      await queryClient.fetchQuery(favouriteIdsQuery(token));
    } catch (error) {
      onError(error);
      return;
    }
  }
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<string[]>(key) ?? [];
  const favourite = !before.includes(game.nodeId);
  queryClient.setQueryData<string[]>(key, withFavourite(before, game.nodeId, favourite));
  try {
    await changeFavourite(game, favourite);
  } catch (error) {
    queryClient.setQueryData<string[]>(key, before);
    onError(error);
  } finally {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({
      queryKey: [...gameKeys.player(sessionStore.get()), 'favouriteList'],
    });
  }
}

/** One throttle for every heart on the page: at most one favourite call a second. */
const throttledToggle = leadingThrottle(
  (toggle: Toggle) => void toggleFavourite(toggle),
  FAVOURITE_THROTTLE_MS,
);

/** The player's favourites and the heart's toggle; a guest gets the login modal. */
export function useFavourites() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isLogin = useSessionToken() !== null;
  const ids = useFavouriteIds();
  const favourites = new Set(ids.data ?? []);
  const toggle = useCallback(
    (game: FavouriteTarget) => {
      if (!isLogin) {
        authModalStore.open('login');
        return;
      }
      throttledToggle({
        queryClient,
        game,
        onError: (error) => gameAlertStore.show({ kind: 'message', text: failureText(error, t) }),
      });
    },
    [isLogin, queryClient, t],
  );
  return { isFavourite: (nodeId: string) => favourites.has(nodeId), toggle, ids: ids.data };
}
