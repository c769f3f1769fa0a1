import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PATHS } from '../../app/paths';
import type { MessageKey } from '../../i18n/bn';
import { Icon, type IconName } from '../icons/icon';
import { LanguageSelect } from '../language-select';
import { BrandName } from '../logo';
import './side-menu.css';

type MenuItem = { to: string; label: MessageKey; icon: IconName; end?: boolean };

/** Side menu entries (spec "Header and shell"); more arrive with their features. */
const MENU_ITEMS: MenuItem[] = [
  { to: PATHS.home, label: 'nav_home', icon: 'home', end: true },
  { to: PATHS.notice, label: 'side_news', icon: 'news' },
  { to: PATHS.promotions, label: 'side_promotions', icon: 'gift' },
];

type Props = { open: boolean; docked: boolean; onClose: () => void };

/**
 * Docked beside the content on wide screens, a drawer over it on narrow ones.
 * When closed it stays in the page (the region exists) but is inert and hidden.
 */
export function SideMenu({ open, docked, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {!docked && open && <div className="side-menu__backdrop" onClick={onClose} aria-hidden="true" />}
      <aside
        id="side-menu"
        className={`side-menu${open ? ' side-menu--open' : ''}${docked ? ' side-menu--docked' : ''}`}
        data-region="side-menu"
        aria-label={t('side_menu')}
        inert={!open}
      >
        {!docked && (
          <div className="side-menu__top">
            <BrandName />
            <button type="button" className="icon-button" aria-label={t('menu_close')} onClick={onClose}>
              <Icon name="close" size={20} />
            </button>
          </div>
        )}
        <nav className="side-menu__nav">
          {MENU_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="side-menu__link">
              <span className="side-menu__icon">
                <Icon name={item.icon} size={20} />
              </span>
              <span className="side-menu__label">{t(item.label)}</span>
              <Icon name="chevronRight" size={16} className="side-menu__chevron" />
            </NavLink>
          ))}
        </nav>
        <section className="side-menu__section" aria-labelledby="side-menu-language">
          <h2 id="side-menu-language" className="side-menu__heading">
            <Icon name="globe" size={16} />
            {t('side_language_title')}
          </h2>
          <LanguageSelect className="language-select--block" />
        </section>
      </aside>
    </>
  );
}
