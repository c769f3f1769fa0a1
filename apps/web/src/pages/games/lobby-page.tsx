import type { GameType, GameVendorItem } from '@khela/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useGameMenus, useVendorClassifications } from '../../api/games';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { useFormat } from '../../i18n/use-format';
import { useSessionToken } from '../../stores/session';
import { authModalStore } from '../accounts/auth-modal-store';
import { GameDialogs } from './game-dialogs';
import { GameGrid } from './game-grid';
import { GamePopup } from './game-popup';
import { type GameRoute, gameRouteOf, labelOfType, opensPopup } from './game-routes';
import { ClassifyMenu, FilterBar, SearchBox, VendorMenu } from './lobby-controls';
import {
  ALL,
  applyLobbyChange,
  type LobbyChange,
  type LobbyFilter,
  lobbyStateFromSearch,
  lobbyStateToSearch,
  needsLogin,
} from './lobby-model';
import { Pagination } from './pagination';
import { RoomsStrip } from './rooms-strip';
import { SportsBoard } from './sports-board';
import { useLobbyGames } from './use-lobby-games';
import { VendorShowcase } from './vendor-showcase';
import './games.css';

/** The sports centre also carries the cockfight lane (split from sports by list). */
const EXTRA_LANES: Partial<Record<GameType, GameType[]>> = { SPORTS: ['COCKFIGHT'] };

function useLobbyRoute(): GameRoute {
  const { pathname } = useLocation();
  return (
    gameRouteOf(pathname) ?? {
      path: '/rng',
      gameType: 'RNG',
      kind: 'list',
      label: 'games_type_RNG',
      icon: 'slots',
    }
  );
}

/** Every vendor of the types shown, once each. */
function vendorsOf(menus: { gameType: GameType; vendors: GameVendorItem[] }[], types: readonly GameType[]) {
  const seen = new Set<string>();
  return menus
    .filter((menu) => types.includes(menu.gameType))
    .flatMap((menu) => menu.vendors)
    .filter((vendor) => !seen.has(vendor.vassalage) && seen.add(vendor.vassalage) !== undefined);
}

/**
 * A game lobby: a game centre or game list centre
 * for one type, or the hot games of all. The filter, vendor, classification, search and page are
 * in the URL, so a lobby can be shared, reloaded and left with the back button.
 */
export function LobbyPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const route = useLobbyRoute();
  const isLogin = useSessionToken() !== null;
  const [params, setParams] = useSearchParams();
  const state = lobbyStateFromSearch(params);
  const menus = useGameMenus();
  const [popupVendor, setPopupVendor] = useState<GameVendorItem | null>(null);
  const gridTop = useRef<HTMLDivElement>(null);

  const baseType = route.gameType === 'HOT' ? undefined : route.gameType;
  const lanes = useMemo(() => {
    if (!baseType) return [];
    const present = new Set(menus.data?.menus.map((menu) => menu.gameType));
    return [baseType, ...(EXTRA_LANES[baseType] ?? []).filter((lane) => present.has(lane))];
  }, [baseType, menus.data]);
  const laneParam = params.get('lane')?.toUpperCase();
  const gameType = lanes.find((lane) => lane === laneParam) ?? baseType;

  const allMenus = menus.data?.menus ?? [];
  const vendors = gameType
    ? vendorsOf(allMenus, [gameType])
    : vendorsOf(
        allMenus,
        allMenus.map((m) => m.gameType),
      );
  const classifications = useVendorClassifications(gameType);
  const classes = useMemo(() => {
    const list = classifications.data ?? [];
    const chosen = state.vendor === ALL ? list : list.filter((v) => v.vassalage === state.vendor);
    return [...new Set(chosen.flatMap((v) => v.gameClassify))].sort();
  }, [classifications.data, state.vendor]);

  const games = useLobbyGames(gameType, state);

  const change = useCallback(
    (next: LobbyChange) => {
      setParams(
        (current) => {
          const search = lobbyStateToSearch(applyLobbyChange(lobbyStateFromSearch(current), next));
          const lane = current.get('lane');
          if (lane) search.set('lane', lane);
          return search;
        },
        { replace: next.type === 'search' },
      );
      if (next.type === 'page') gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setParams],
  );
  // A search sent after a pause in typing, unless the player has left the lobby meanwhile: a game
  // launched while the search waited navigates away, and the lobby stays on screen until the game's
  // page has loaded, so a late search would otherwise navigate back over the launch.
  const lobbyPath = useLocation().pathname;
  const onSearch = useCallback(
    (search: string) => {
      if (window.location.pathname !== lobbyPath) return;
      change({ type: 'search', search });
    },
    [change, lobbyPath],
  );
  const onFilter = (filter: LobbyFilter) => {
    if (needsLogin(filter) && !isLogin) {
      authModalStore.open('login');
      return;
    }
    change({ type: 'filter', filter });
  };
  const onVendorCard = (vendor: GameVendorItem) => {
    if (opensPopup(vendor)) {
      setPopupVendor(vendor);
      return;
    }
    change({ type: 'vendor', vendor: vendor.vassalage });
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const onLane = (lane: GameType) => setParams(lane === baseType ? {} : { lane });

  const filters: LobbyFilter[] =
    route.gameType === 'HOT' ? ['all', 'new', 'fav', 'recent'] : ['all', 'hot', 'new', 'fav', 'recent'];
  const showVendorMenus = state.filter !== 'fav';
  const title = gameType && gameType !== baseType ? labelOfType(gameType) : route.label;
  const search = state.search.trim();

  return (
    <div
      className={`lobby lobby--${route.kind}`}
      data-page={`lobby-${route.path.slice(1)}`}
      data-game-type={gameType ?? 'HOT'}
    >
      <header className={`lobby-hero lobby-hero--${(gameType ?? 'HOT').toLowerCase()}`}>
        <span className="lobby-hero__icon" aria-hidden="true">
          <Icon name={route.icon} size={30} />
        </span>
        <div className="lobby-hero__text">
          <h1 className="lobby-hero__title">{t(title)}</h1>
          <p className="lobby-hero__lead">{t(`games_text_${gameType ?? 'HOT'}`)}</p>
        </div>
        {games.games && !games.needsLogin && (
          <span className="lobby-hero__count" data-total={games.total}>
            {t('games_count', { count: format.number(games.total) })}
          </span>
        )}
      </header>

      {lanes.length > 1 && (
        <fieldset className="lobby-lanes">
          <legend className="visually-hidden">{t('games_classify_label')}</legend>
          {lanes.map((lane) => (
            <button
              key={lane}
              type="button"
              aria-pressed={lane === gameType}
              className={`lobby-lane${lane === gameType ? ' lobby-lane--on' : ''}`}
              onClick={() => onLane(lane)}
            >
              {t(labelOfType(lane))}
            </button>
          ))}
        </fieldset>
      )}

      {gameType && <SportsBoard gameType={gameType} />}

      {/* LIVE, FISH and PVP: the studio's live rooms with their players now (nothing elsewhere). */}
      <RoomsStrip gameType={gameType} />

      {route.kind === 'centre' && (
        <VendorShowcase vendors={vendors} current={state.vendor} onOpen={onVendorCard} />
      )}

      <div className="lobby-panel" ref={gridTop}>
        {showVendorMenus && (
          <VendorMenu
            vendors={vendors}
            current={state.vendor}
            onChange={(vendor) => change({ type: 'vendor', vendor })}
          />
        )}
        <div className="lobby-toolbar">
          <FilterBar filters={filters} current={state.filter} onChange={onFilter} />
          {state.filter === 'all' && <SearchBox value={state.search} onSearch={onSearch} />}
        </div>
        {showVendorMenus && state.filter !== 'recent' && (
          <ClassifyMenu
            classes={classes}
            current={state.classify}
            onChange={(classify) => change({ type: 'classify', classify })}
          />
        )}
      </div>

      <section className="lobby-results" aria-busy={games.isFetching} aria-label={t(title)}>
        {games.needsLogin && (
          <div className="lobby-empty">
            <p>{t('games_login_needed')}</p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => authModalStore.open('login')}
            >
              {t('login')}
            </button>
          </div>
        )}
        {!games.needsLogin && games.isPending && <InlineLoader />}
        {games.isError && (
          <div className="lobby-empty" role="alert">
            <p>{t('network_error')}</p>
            <button type="button" className="button button--ghost" onClick={games.refetch}>
              {t('retry')}
            </button>
          </div>
        )}
        {games.games && games.games.length === 0 && !games.needsLogin && (
          <p className="lobby-empty" data-empty={state.filter}>
            {state.filter === 'fav'
              ? t('games_empty_fav')
              : state.filter === 'recent'
                ? t('games_empty_recent')
                : state.filter === 'all' && search
                  ? t('games_empty_search', { query: search })
                  : t('games_empty')}
          </p>
        )}
        {games.games && games.games.length > 0 && (
          <>
            <GameGrid games={games.games} label={t(title)} />
            <Pagination
              page={state.page}
              totalPages={games.totalPages}
              onPage={(page) => change({ type: 'page', page })}
              label={t('games_pages')}
            />
          </>
        )}
      </section>
      {popupVendor && <GamePopup vendor={popupVendor} onClose={() => setPopupVendor(null)} />}
      <GameDialogs />
    </div>
  );
}
