import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { PATHS } from '../../app/paths';
import type { MessageKey } from '../../i18n/bn';
import { contentModalStore, opensModal } from '../../pages/misc/content-modal-store';
import { useSessionToken } from '../../stores/session';
import { Icon, type IconName } from '../icons/icon';
import { LanguageSelect } from '../language-select';
import { BrandName } from '../logo';
import { RewardBadge } from './reward-badge';
import { SideAppDownload, SidePromotions, SideSocial } from './side-menu-extras';
import './side-menu.css';

type MenuItem = { to: string; label: MessageKey; icon: IconName; end?: boolean };

/** Side menu entries (spec "Header and shell"); more arrive with their features. */
const MENU_ITEMS: MenuItem[] = [
  { to: PATHS.home, label: 'nav_home', icon: 'home', end: true },
  { to: PATHS.notice, label: 'side_news', icon: 'news' },
  { to: PATHS.invite, label: 'side_invite', icon: 'user' },
  { to: PATHS.rewardCenter, label: 'side_rewards', icon: 'wallet' },
  { to: PATHS.download, label: 'side_download', icon: 'phone' },
  { to: PATHS.promotions, label: 'side_promotions', icon: 'gift' },
  { to: PATHS.securityCenter, label: 'security_title', icon: 'lock' },
];

/** Invite is shown when logged out or when the referral promotion is enabled (spec "Header and shell"). */
function useShowInvite(): boolean {
  const isLogin = useSessionToken() !== null;
  const referral = useWhitelabel().data?.features.referral ?? false;
  return !isLogin || referral;
}

/** The news centre opens as a modal over the page (decision 0083); Ctrl-click still opens /notice. */
const NEWS_MODAL_PROPS = {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensModal(event)) return;
    event.preventDefault();
    contentModalStore.open({ kind: 'notice' });
  },
};

type Props = { open: boolean; docked: boolean; onClose: () => void };

/**
 * Docked beside the content on wide screens, a drawer over it on narrow ones.
 * When closed it stays in the page (the region exists) but is inert and hidden.
 */
export function SideMenu({ open, docked, onClose }: Props) {
  const { t } = useTranslation();
  const showInvite = useShowInvite();
  const login = useLoginState();
  const isMember = login.isLogin && !login.isTrial && !login.isResolving;
  const items = MENU_ITEMS.filter(
    (item) => (item.to !== PATHS.invite || showInvite) && (item.to !== PATHS.securityCenter || isMember),
  );
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
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className="side-menu__link"
              {...(item.to === PATHS.notice ? NEWS_MODAL_PROPS : {})}
            >
              <span className="side-menu__icon">
                <Icon name={item.icon} size={20} />
              </span>
              <span className="side-menu__label">{t(item.label)}</span>
              {item.to === PATHS.rewardCenter && <RewardBadge />}
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
        <SideAppDownload />
        <SidePromotions />
        <SideSocial />
      </aside>
    </>
  );
}
