import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { gameListQuery } from '../../api/games';
import { BusyOverlay } from '../../components/dialog/busy-overlay';
import { useLanguage } from '../../stores/language';
import { gameAlertStore } from './game-alerts';
import { GameDialogs } from './game-dialogs';
import { GamePopup } from './game-popup';
import type { NavAction } from './game-routes';
import { showLaunchFailure, useLaunchGame } from './use-launch-game';
import './games.css';

/** A click on a single-vendor type in the header's navigation; `id` tells two clicks apart. */
export type NavLaunchRequest = Exclude<NavAction, { kind: 'page' }> & { id: number };

type Props = { request: NavLaunchRequest };

/**
 * The header's direct launch (spec "Header and shell": a type with a single vendor launches
 * directly). A vassalage vendor opens its game popup list, as its vendor card does; any other
 * vendor starts its first game in catalogue order (decision 0084) through the usual launch: a
 * guest gets the login modal, a trial account the real-account message unless the game offers
 * free play. Its own chunk, loaded on the first such click; it stays mounted afterwards and draws
 * the game dialogs on pages that have none of their own.
 */
export function NavLaunch({ request }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { launch } = useLaunchGame();
  // The popup belongs to the page it was opened on: leaving it (a game launched from the list, a
  // link followed) closes it.
  const { key: page } = useLocation();
  const [popup, setPopup] = useState<{ id: number; page: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The effect runs once per click: what it calls is read at that moment, not a dependency.
  const current = useRef({ launch, t, language, queryClient, busy });
  current.current = { launch, t, language, queryClient, busy };
  const handled = useRef(0);

  useEffect(() => {
    // Development's strict mode runs an effect twice: one click, one launch.
    // A click while a game is starting already is one click too many.
    if (handled.current === request.id || current.current.busy) return;
    handled.current = request.id;
    const now = current.current;
    if (request.kind === 'popup') return setPopup({ id: request.id, page });
    setBusy(true);
    const { vendor } = request;
    const first = gameListQuery(
      { gameType: vendor.gameType, vassalage: vendor.vassalage, pageNo: 1 },
      now.language,
    );
    now.queryClient
      .fetchQuery(first)
      .then(async (list) => {
        const game = list.games[0];
        if (game) await current.current.launch(game);
        else gameAlertStore.show({ kind: 'message', text: now.t('games_empty') });
      })
      .catch((error: unknown) => showLaunchFailure(error, now.t))
      .finally(() => setBusy(false));
  }, [request, page]);

  return (
    <>
      {request.kind === 'popup' && popup?.id === request.id && popup.page === page && (
        <GamePopup vendor={request.vendor} onClose={() => setPopup(null)} />
      )}
      {busy && <BusyOverlay />}
      <GameDialogs fallback />
    </>
  );
}
