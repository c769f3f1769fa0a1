import { GameType } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFavouriteList, useGameMenus, useRecentGames } from '../../api/games';
import { useGuestView } from '../../app/require-login';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { useSessionToken } from '../../stores/session';
import { GameDialogs } from './game-dialogs';
import { GameGrid } from './game-grid';
import { labelOfType } from './game-routes';
import { HeartIcon } from './heart-icon';
import { Pagination } from './pagination';
import './games.css';

type Kind = 'favorite' | 'recent';

function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * /favorite and /recent: the player's favourite or recently played games, by
 * type, 18 a page. Login needed (a guest goes to /login and comes back); trial accounts have
 * favourites and recent plays too.
 */
function PlayerGamesPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const isLogin = useSessionToken() !== null;
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const typeParam = GameType.safeParse(params.get('type')?.toUpperCase());
  const gameType = typeParam.success ? typeParam.data : undefined;
  const menus = useGameMenus();
  const favourites = useFavouriteList({ page, gameType }, { enabled: kind === 'favorite' });
  const recent = useRecentGames({ page, gameType }, { enabled: kind === 'recent' });

  const guestView = useGuestView(isLogin);
  if (guestView !== undefined) return guestView;
  const query = kind === 'favorite' ? favourites : recent;
  const games = kind === 'favorite' ? favourites.data?.content : recent.data?.list;
  const totalPages = query.data?.totalPages ?? 0;
  const go = (next: { type?: GameType; page?: number }) => {
    const search = new URLSearchParams();
    if (next.type) search.set('type', next.type);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const types = menus.data?.menus.map((menu) => menu.gameType) ?? [];

  return (
    <div className="lobby lobby--player" data-page={kind}>
      <header className={`lobby-hero lobby-hero--${kind}`}>
        <span className="lobby-hero__icon" aria-hidden="true">
          {kind === 'favorite' ? <HeartIcon size={30} /> : <Icon name="refresh" size={30} />}
        </span>
        <div className="lobby-hero__text">
          <h1 className="lobby-hero__title">
            {t(kind === 'favorite' ? 'games_favorite_title' : 'games_recent_title')}
          </h1>
        </div>
      </header>
      <fieldset className="lobby-classify">
        <legend className="visually-hidden">{t('games_filter_label')}</legend>
        {[undefined, ...types].map((type) => (
          <button
            key={type ?? 'ALL'}
            type="button"
            className={`classify-chip${type === gameType ? ' classify-chip--on' : ''}`}
            aria-pressed={type === gameType}
            data-type={type ?? 'ALL'}
            onClick={() => go({ type })}
          >
            {type ? t(labelOfType(type)) : t('games_all_types')}
          </button>
        ))}
      </fieldset>
      <section className="lobby-results" aria-busy={query.isFetching}>
        {query.isPending && <InlineLoader />}
        {query.isError && <p role="alert">{t('network_error')}</p>}
        {games && games.length === 0 && (
          <p className="lobby-empty" data-empty={kind}>
            {t(kind === 'favorite' ? 'games_empty_fav' : 'games_empty_recent')}
          </p>
        )}
        {games && games.length > 0 && (
          <>
            <GameGrid games={games} />
            <Pagination
              page={page}
              totalPages={totalPages}
              onPage={(next) => go({ type: gameType, page: next })}
              label={t('games_pages')}
            />
          </>
        )}
      </section>
      <GameDialogs />
    </div>
  );
}

export function FavoritePage() {
  return <PlayerGamesPage kind="favorite" />;
}

export function RecentPage() {
  return <PlayerGamesPage kind="recent" />;
}
