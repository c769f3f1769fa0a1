import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLoginState } from '../../api/session';
import { isGamePage } from '../../app/paths';
import { authModalStore } from '../../pages/accounts/auth-modal-store';
import { RealAccountDialog } from '../../pages/accounts/real-account-dialog';
import { Icon } from '../icons/icon';
import { isTabActive, LEFT_BAR_TABS } from './left-bar-tabs';
import './left-bar.css';

/**
 * The left bar: on phones and tablets a tab bar fixed to the bottom edge, above the safe-area
 * inset; on desktop hidden, because the header's game nav and the docked side menu hold the
 * same places (decision 0024). CENTER needs a real account: a guest gets the login modal, a
 * trial account the real-account dialog. Not shown on game pages (the game has the screen).
 */
export function LeftBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const login = useLoginState();
  const [trialBlocked, setTrialBlocked] = useState(false);
  if (isGamePage(pathname)) return null;
  return (
    <nav className="left-bar" data-region="left-bar" aria-label={t('left_bar')}>
      {LEFT_BAR_TABS.map((tab) => {
        const active = isTabActive(tab, pathname);
        const content = (
          <>
            <Icon name={tab.icon} size={22} />
            <span className="left-bar__label">{t(tab.label)}</span>
          </>
        );
        if (tab.member && (!login.isLogin || login.isTrial)) {
          return (
            <button
              key={tab.name}
              type="button"
              className="left-bar__tab"
              data-tab={tab.name}
              onClick={() => (login.isLogin ? setTrialBlocked(true) : authModalStore.open('login'))}
            >
              {content}
            </button>
          );
        }
        return (
          <Link
            key={tab.name}
            to={tab.to}
            className={`left-bar__tab${active ? ' left-bar__tab--active' : ''}`}
            data-tab={tab.name}
            aria-current={active ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
      {trialBlocked && <RealAccountDialog onConfirm={() => setTrialBlocked(false)} />}
    </nav>
  );
}
