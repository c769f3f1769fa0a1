import type { GameType, GameVendorItem } from '@khela/contract';
import { type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useGameMenus } from '../../api/game-menus';
import { lazyComponent } from '../../app/lazy-page';
import { PATHS } from '../../app/paths';
import {
  labelOfType,
  NAV_GAME_TYPES,
  type NavAction,
  navActionOf,
  pathOfType,
  typeIcon,
} from '../../pages/games/game-routes';
import type { NavLaunchRequest } from '../../pages/games/nav-launch';
import { Icon } from '../icons/icon';
import './game-nav.css';

/** The direct launch from the navigation: its own chunk, loaded on the first such click. */
const navLaunch = lazyComponent(
  () => import('../../pages/games/nav-launch'),
  (module) => module.NavLaunch,
);

/**
 * A single-vendor type's click (spec "Header and shell"): the game starts (or the vendor's game
 * popup opens) where the player is. A new-tab click, or one whose launch code does not load,
 * opens the link's page instead.
 */
function useNavLaunch() {
  const navigate = useNavigate();
  const [request, setRequest] = useState<NavLaunchRequest | null>(null);
  const onClick = (event: MouseEvent, action: NavAction) => {
    if (action.kind === 'page' || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navLaunch.preload().then(
      () => setRequest((previous) => ({ ...action, id: (previous?.id ?? 0) + 1 })),
      () => navigate(action.to),
    );
  };
  const host = request && (
    <Suspense fallback={null}>
      <navLaunch.Component request={request} />
    </Suspense>
  );
  return { onClick, host };
}

/** A large drop-down when the type has more than ten entries (spec "Header and shell"). */
const LARGE_MENU_OVER = 10;

function VendorDropdown({ gameType, vendors }: { gameType: GameType; vendors: readonly GameVendorItem[] }) {
  const { t } = useTranslation();
  const path = pathOfType(gameType);
  return (
    <div className={`game-nav__menu${vendors.length > LARGE_MENU_OVER ? ' game-nav__menu--large' : ''}`}>
      <p className="game-nav__menu-title">{t('games_nav_vendors', { type: t(labelOfType(gameType)) })}</p>
      <ul className="game-nav__vendors">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link to={`${path}?vendor=${encodeURIComponent(vendor.vassalage)}`} className="game-nav__vendor">
              <span className="game-nav__vendor-mark" aria-hidden="true">
                {vendor.displayName.slice(0, 2).toUpperCase()}
              </span>
              <span translate="no">{vendor.displayName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The game navigation: Home, the game categories that have at least one vendor
 * in the catalogue (in the spec's order), then Promotions. Each category carries a drop-down of
 * its vendors on wide screens; a category with a single vendor launches it (navActionOf).
 */
export function GameNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const launcher = useNavLaunch();
  const byType = new Map(menus.data?.menus.map((menu) => [menu.gameType, menu.vendors]));
  const types = NAV_GAME_TYPES.filter((type) => (byType.get(type)?.length ?? 0) > 0);
  return (
    <>
      <nav className="game-nav" aria-label={t('games_nav')} data-region="game-nav">
        <ul className="game-nav__list">
          <li className="game-nav__item">
            <NavLink to={PATHS.home} end className="game-nav__link" data-nav="HOME">
              <Icon name="home" size={17} />
              <span>{t('nav_home')}</span>
            </NavLink>
          </li>
          {types.map((type) => {
            const vendors = byType.get(type) ?? [];
            const action = navActionOf(type, vendors);
            return (
              <li key={type} className="game-nav__item game-nav__item--menu">
                <NavLink
                  to={action.to}
                  className="game-nav__link"
                  data-nav={type}
                  data-nav-action={action.kind}
                  onClick={(event) => launcher.onClick(event, action)}
                >
                  <Icon name={typeIcon(type)} size={17} />
                  <span>{t(labelOfType(type))}</span>
                </NavLink>
                <VendorDropdown gameType={type} vendors={vendors} />
              </li>
            );
          })}
          <li className="game-nav__item">
            <NavLink to={PATHS.promotions} className="game-nav__link" data-nav="PROMO">
              <Icon name="gift" size={17} />
              <span>{t('games_nav_promotions')}</span>
            </NavLink>
          </li>
        </ul>
      </nav>
      {launcher.host}
    </>
  );
}
