import { GameType } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { launchGame, launchGameByCode } from '../../api/games';
import { memberKeys } from '../../api/session';
import { Icon } from '../../components/icons/icon';
import { useSessionToken } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { errorCode, failureText } from '../accounts/failure';
import { pathOfType } from './game-routes';
import './game-page.css';

type LaunchState = { url?: unknown; from?: unknown };

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Only our own paths are places to go back to. */
function safeReturn(value: unknown): string | undefined {
  const path = textOf(value);
  return path?.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/**
 * The game moved money through the seamless wallet while the header's balance sat still in the
 * cache: leaving the game page fetches the balance afresh, so the header shows the ledger's.
 */
function useRefreshBalanceOnLeave(token: string | null) {
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: memberKeys.balance(token) }),
    [queryClient, token],
  );
}

export type GamePageProps = {
  /** Where "back" leads when the page was opened directly and the address names no game type. */
  home?: string;
  /** The vendor a bare `?gameCode=` launches under (a lottery page's own vendor), if the page has one. */
  vendor?: string;
};

/**
 * The game page (/seamless, and the lottery pages /lottery, /seaLottery and /vnLottery with a
 * gameCode): the launched game's URL full screen, a frame over the whole window on desktop and
 * the whole page on a phone, under a slim bar with the way back to the lobby. Opened from a lobby
 * it has the URL already; reloaded, it launches the game again from the query (by its code when
 * the address has no node id, as a lottery page's may not).
 */
export function GamePage({ home = '/', vendor }: GamePageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = useSessionToken();
  const isLogin = token !== null;
  useRefreshBalanceOnLeave(token);
  const state = (location.state ?? {}) as LaunchState;
  const gameCode = params.get('gameCode') ?? '';
  // The name the lobby put in the address; a page opened by code only learns it from the launch.
  const [launchedName, setLaunchedName] = useState<string>();
  const name = params.get('name') ?? launchedName ?? '';
  const type = GameType.safeParse(params.get('gameType'));
  const lobby = safeReturn(state.from) ?? (type.success ? pathOfType(type.data) : home);
  const [url, setUrl] = useState<string | undefined>(textOf(state.url));
  const [launchFailure, setFailure] = useState<string | null>(null);
  // Opened without a game (a bare /seamless): nothing to launch.
  const failure = launchFailure ?? (!url && !gameCode ? t('games_choose') : null);
  const stage = useRef<HTMLDivElement>(null);

  // The launch token in the URL is good for one start: drop it from the history entry, so a
  // reload launches afresh instead of reusing a spent token.
  const handedUrl = textOf(state.url);
  const from = state.from;
  useEffect(() => {
    if (handedUrl) navigate(`${location.pathname}${location.search}`, { replace: true, state: { from } });
  }, [handedUrl, from, location.pathname, location.search, navigate]);

  useEffect(() => {
    if (url || !gameCode) return;
    if (!isLogin) {
      authModalStore.open('login');
      setFailure(t('games_login_needed'));
      return;
    }
    setFailure(null);
    let cancelled = false;
    const nodeId = params.get('nodeId') ?? '';
    const vassalage = params.get('vassalage') || vendor;
    const gameType = type.success ? type.data : 'RNG';
    const lobbyUrl = `${window.location.origin}${lobby}`;
    const launched = nodeId
      ? launchGame({ gameCode, nodeId, vassalage: vassalage ?? '', gameType }, lobbyUrl)
      : launchGameByCode({ gameCode, ...(vassalage ? { vassalage } : {}) }, lobbyUrl);
    launched
      .then((value) => {
        if (cancelled) return;
        setLaunchedName(value.gameName);
        setUrl(value.url);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (errorCode(error) === 'IN_NEED_TRUE_ACCOUNT') setFailure(t('in_need_true_account'));
        else setFailure(failureText(error, t));
      });
    return () => {
      cancelled = true;
    };
  }, [url, gameCode, isLogin, lobby, params, t, type.success, type.data, vendor]);

  // The game's own lobby link loads our site inside the frame: take the whole window there instead.
  const onFrameLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const inner = event.currentTarget.contentWindow?.location;
      if (inner && inner.origin === window.location.origin && !inner.pathname.startsWith('/studio/')) {
        navigate(`${inner.pathname}${inner.search}`);
      }
    } catch {
      // Another origin's game: its location is not ours to read.
    }
  };

  const fullScreen = () => {
    void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <div className="game-page" data-page="game">
      <div className="game-page__bar">
        <button
          type="button"
          className="game-page__back"
          onClick={() => navigate(lobby)}
          data-action="back-to-lobby"
        >
          <Icon name="chevronRight" size={18} className="game-page__back-icon" />
          <span>{t('games_back')}</span>
        </button>
        <h1 className="game-page__title">{name}</h1>
        {url && (
          <button
            type="button"
            className="icon-button game-page__full"
            onClick={fullScreen}
            aria-label={t('games_fullscreen')}
          >
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
          </button>
        )}
      </div>
      <div className="game-page__stage" ref={stage}>
        {url && (
          <iframe
            className="game-page__frame"
            src={url}
            title={t('games_frame_title', { name })}
            allow="fullscreen; autoplay; clipboard-write"
            allowFullScreen
            onLoad={onFrameLoad}
          />
        )}
        {!url && !failure && (
          <p className="game-page__status" role="status">
            {t('games_game_opening')}
          </p>
        )}
        {failure && (
          <div className="game-page__status" role="alert">
            <strong>{t('games_game_failed')}</strong>
            <p>{failure}</p>
            <Link to={lobby} className="button button--primary">
              {t('games_back')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
