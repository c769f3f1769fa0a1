import type { GameListItem, GameType, GameVendorItem } from '@khela/contract';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavouriteList, useGameList, useGameMenus, useHotGames, useRecentGames } from '../../api/games';
import { Icon } from '../../components/icons/icon';
import { watchUntilVisible } from '../../components/lazy-image';
import type { MessageKey } from '../../i18n/bn';
import { useSessionToken } from '../../stores/session';
import { GameArt } from './game-art';
import { GameDialogs } from './game-dialogs';
import { GameGrid } from './game-grid';
import { labelOfType, pathOfType, typeIcon } from './game-routes';
import { HeartIcon } from './heart-icon';
import './games.css';

/** Home section: 5 vendor cards and 6 games a section; longer lists shortened to 6. */
export const SECTION_VENDORS = 5;
export const SECTION_GAMES = 6;

/** Home and lobby: the type sections after RECENT, HOT and FAV, in this order. */
export const HOME_TYPE_SECTIONS: readonly GameType[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
];

/** How near the screen a section must come to load its games. */
const SECTION_MARGIN = '400px 0px';

/** Whether the element has come near the screen: sections load their games only then. */
function useNearViewport(): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) =>
      element && !near ? watchUntilVisible(element, () => setNear(true), SECTION_MARGIN) : undefined,
    [near],
  );
  return [ref, near];
}

type SectionProps = {
  id: string;
  title: string;
  icon: ReactNode;
  more?: string;
  tools?: ReactNode;
  children: ReactNode;
  sectionRef?: (element: Element | null) => (() => void) | undefined;
};

function Section({ id, title, icon, more, tools, children, sectionRef }: SectionProps) {
  const { t } = useTranslation();
  return (
    <section className="home-games" data-section={id} aria-labelledby={`home-games-${id}`} ref={sectionRef}>
      <div className="home-games__head">
        <span className="home-games__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 id={`home-games-${id}`} className="home-games__title">
          {title}
        </h2>
        {tools}
        {more && (
          <Link to={more} className="home-games__more" data-action="see-more">
            {t('games_see_more')}
            <Icon name="chevronRight" size={16} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Games({ games }: { games: readonly GameListItem[] | undefined }) {
  if (!games) return <div className="home-games__placeholder" aria-hidden="true" />;
  return <GameGrid games={games.slice(0, SECTION_GAMES)} className="game-grid--row" />;
}

function VendorCards({ vendors, path }: { vendors: readonly GameVendorItem[]; path: string }) {
  return (
    <ul className="home-vendors">
      {vendors.slice(0, SECTION_VENDORS).map((vendor) => (
        <li key={vendor.vassalage}>
          <Link to={`${path}?vendor=${encodeURIComponent(vendor.vassalage)}`} className="home-vendor">
            <GameArt
              src={vendor.lagerIcon}
              seed={vendor.vassalage}
              name={vendor.displayName}
              gameType={vendor.gameType}
              className="home-vendor__logo"
            />
            <span className="home-vendor__name" translate="no">
              {vendor.displayName}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function TypeSection({ gameType, vendors }: { gameType: GameType; vendors: readonly GameVendorItem[] }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport();
  // The hot/new chips are shortcuts: none chosen shows the type's first games.
  const [pick, setPick] = useState<'hot' | 'new' | null>(null);
  const list = useGameList(
    { gameType, isHot: pick === 'hot', isNew: pick === 'new', pageNo: 1, pageSize: SECTION_GAMES },
    { enabled: near },
  );
  const path = pathOfType(gameType);
  const more = gameType === 'COCKFIGHT' ? `${path}?lane=COCKFIGHT` : path;
  const chips = (
    <fieldset className="home-games__chips">
      <legend className="visually-hidden">{t('games_filter_label')}</legend>
      {(['hot', 'new'] as const).map((chip) => (
        <button
          key={chip}
          type="button"
          className={`classify-chip${pick === chip ? ' classify-chip--on' : ''}`}
          aria-pressed={pick === chip}
          onClick={() => setPick(pick === chip ? null : chip)}
        >
          {t(chip === 'hot' ? 'games_section_hot' : 'games_section_new')}
        </button>
      ))}
    </fieldset>
  );
  return (
    <Section
      id={gameType}
      title={t(labelOfType(gameType))}
      icon={<Icon name={typeIcon(gameType)} size={20} />}
      more={more}
      tools={chips}
      sectionRef={ref}
    >
      <VendorCards vendors={vendors} path={more} />
      {list.data?.games.length === 0 ? (
        <p className="home-games__empty">{t('games_empty')}</p>
      ) : (
        <Games games={list.data?.games} />
      )}
    </Section>
  );
}

function RecentSection() {
  const { t } = useTranslation();
  const recent = useRecentGames({ page: 1, pageSize: SECTION_GAMES }, { path: '/wps/relay/GCS_recentGame' });
  if ((recent.data?.list.length ?? 0) === 0) return null;
  return (
    <Section
      id="RECENT"
      title={t('games_section_RECENT')}
      icon={<Icon name="refresh" size={20} />}
      more="/recent"
    >
      <Games games={recent.data?.list} />
    </Section>
  );
}

function FavouriteSection() {
  const { t } = useTranslation();
  const favourites = useFavouriteList({ page: 1, pageSize: SECTION_GAMES });
  if ((favourites.data?.content.length ?? 0) === 0) return null;
  return (
    <Section id="FAV" title={t('games_section_FAV')} icon={<HeartIcon size={20} />} more="/favorite">
      <Games games={favourites.data?.content} />
    </Section>
  );
}

/**
 * The home page's game sections: RECENT and FAV for a player,
 * HOT, then one section per type that has vendors, each with vendor cards, six games, hot/new
 * chips and a see-more link. Loaded in its own chunk, after the banner and the winner board.
 */
export function HomeGameSections() {
  const { t } = useTranslation();
  const isLogin = useSessionToken() !== null;
  const menus = useGameMenus();
  const hot = useHotGames();
  const byType = new Map(menus.data?.menus.map((menu) => [menu.gameType, menu.vendors]));
  const hotTitle: MessageKey = 'games_section_HOT';
  return (
    <div className="home-sections" data-home-sections>
      {isLogin && <RecentSection />}
      <Section id="HOT" title={t(hotTitle)} icon={<Icon name="gift" size={20} />} more="/hot">
        <Games games={hot.data} />
      </Section>
      {isLogin && <FavouriteSection />}
      {HOME_TYPE_SECTIONS.filter((type) => (byType.get(type)?.length ?? 0) > 0).map((type) => (
        <TypeSection key={type} gameType={type} vendors={byType.get(type) ?? []} />
      ))}
      <GameDialogs />
    </div>
  );
}
