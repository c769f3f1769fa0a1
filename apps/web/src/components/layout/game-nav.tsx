import type { GameType, GameVendorItem } from '@khela/contract';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useGameMenus } from '../../api/game-menus';
import { PATHS } from '../../app/paths';
import { labelOfType, NAV_GAME_TYPES, navTargetOf, pathOfType } from '../../pages/games/game-routes';
import { Icon, type IconName } from '../icons/icon';
import './game-nav.css';

const TYPE_ICONS: Partial<Record<GameType, IconName>> = {
  ELOTT: 'lottery',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
};

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
 * its vendors on wide screens; a category with a single vendor goes straight to it.
 */
export function GameNav() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const byType = new Map(menus.data?.menus.map((menu) => [menu.gameType, menu.vendors]));
  const types = NAV_GAME_TYPES.filter((type) => (byType.get(type)?.length ?? 0) > 0);
  return (
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
          return (
            <li key={type} className="game-nav__item game-nav__item--menu">
              <NavLink to={navTargetOf(type, vendors)} className="game-nav__link" data-nav={type}>
                <Icon name={TYPE_ICONS[type] ?? 'compass'} size={17} />
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
  );
}
