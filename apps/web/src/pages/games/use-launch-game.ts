import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../analytics/track';
import { gameKeys, launchGame } from '../../api/games';
import { useLoginState } from '../../api/session';
import { sessionStore } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { errorCode, failureText } from '../accounts/failure';
import { gameAlertStore } from './game-alerts';
import { gamePageUrl, type LaunchableGame, launchRefusal } from './launch-rules';
import { rememberLaunch } from './pending-launch';

/** Shows a failed launch the way the error catalogue says: login modal, real-account dialog or the message. */
export function showLaunchFailure(error: unknown, t: Parameters<typeof failureText>[1]): void {
  const code = errorCode(error);
  if (code === 'NOT_LOGGED_IN') authModalStore.open('login');
  else if (code === 'IN_NEED_TRUE_ACCOUNT') gameAlertStore.show({ kind: 'realAccount' });
  else gameAlertStore.show({ kind: 'message', text: failureText(error, t) });
}

/**
 * Starts a game in place: the launch call, then the game page with the game's URL. The lobby the
 * player came from is where the game page's back button (and the game's own lobby link) return.
 */
export function useLaunchGame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { isLogin, isTrial } = useLoginState();
  const [launching, setLaunching] = useState<string | null>(null);

  const launch = useCallback(
    /**
     * `hash`: where in the game to open (the book's `#/match/<id>`), appended to its URL; `room`:
     * the studio room a LIVE, FISH or PVP game opens (a lobby's room card).
     */
    async (game: LaunchableGame, options: { hash?: string; room?: string } = {}) => {
      const refusal = launchRefusal(game, { isLogin, isTrial });
      if (refusal === 'login') {
        rememberLaunch(game, `${location.pathname}${location.search}`);
        return authModalStore.open('login');
      }
      if (refusal === 'realAccount') return gameAlertStore.show({ kind: 'realAccount' });
      if (refusal === 'maintenance')
        return gameAlertStore.show({ kind: 'message', text: t('game_maintenance') });
      const from = `${location.pathname}${location.search}`;
      track({
        name: 'game_launch',
        gameCode: game.gameCode,
        vassalage: game.vassalage,
        gameType: game.gameType,
      });
      setLaunching(game.nodeId);
      try {
        const { url } = await launchGame(game, `${window.location.origin}${from}`, { room: options.room });
        void queryClient.invalidateQueries({ queryKey: [...gameKeys.player(sessionStore.get()), 'recent'] });
        // A lottery game plays on its vendor's lottery page, any other on /seamless.
        navigate(gamePageUrl(game), {
          state: { url: `${url}${options.hash ?? ''}`, from },
        });
      } catch (error) {
        showLaunchFailure(error, t);
      } finally {
        setLaunching(null);
      }
    },
    [isLogin, isTrial, location.pathname, location.search, navigate, queryClient, t],
  );
  return { launch, launching };
}
