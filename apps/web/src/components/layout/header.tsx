import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePermissions } from '../../api/system';
import { PATHS } from '../../app/paths';
import type { MessageKey } from '../../i18n/bn';
import { useSessionToken } from '../../stores/session';
import { Icon, type IconName } from '../icons/icon';
import { LanguageSelect } from '../language-select';
import { LogoLink } from '../logo';
import { GameNav } from './game-nav';
import { HeaderAccount, HeaderVisitor } from './header-account';
import { MessageBadge } from './message-badge';
import { RewardBadge } from './reward-badge';
import './header.css';

type NavItem = { to: string; label: MessageKey; icon: IconName };

/** Header nav (spec "Header and shell"): deposit, withdrawal, agent. */
const NAV_ITEMS: NavItem[] = [
  { to: PATHS.deposit, label: 'nav_deposit', icon: 'deposit' },
  { to: PATHS.withdraw, label: 'nav_withdraw', icon: 'withdraw' },
  { to: PATHS.agent, label: 'nav_agent', icon: 'agent' },
];

type Props = { sideMenuOpen: boolean; onToggleSideMenu: () => void };

/**
 * Logo, side-menu toggle, nav, language and the account actions: log in and register for a
 * visitor; balance, deposit and sign out once logged in.
 */
export function Header({ sideMenuOpen, onToggleSideMenu }: Props) {
  const { t } = useTranslation();
  const isLogin = useSessionToken() !== null;
  // The agent entry: the agent centre for an agent-centre session, its login page otherwise (permission info).
  const agentCentre = usePermissions().data?.can.agentCentre === true;
  return (
    <header className={`header${isLogin ? ' header--account' : ''}`} data-region="header">
      <div className="header__bar">
        <button
          type="button"
          className="icon-button header__toggle"
          aria-label={sideMenuOpen ? t('menu_close') : t('menu_open')}
          aria-expanded={sideMenuOpen}
          aria-controls="side-menu"
          onClick={onToggleSideMenu}
        >
          <Icon name="menu" size={22} />
          {isLogin && <RewardBadge className="count-badge--corner" />}
        </button>
        {isLogin && <MessageBadge link />}
        <LogoLink />
        <nav className="header__nav" aria-label={t('nav_main')}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.to}
              to={item.to === PATHS.agent && agentCentre ? PATHS.agentHome : item.to}
              className="header__nav-link"
            >
              <Icon name={item.icon} size={18} />
              <span>{t(item.label)}</span>
            </NavLink>
          ))}
        </nav>
        <LanguageSelect className="header__language" />
        {isLogin ? <HeaderAccount /> : <HeaderVisitor />}
      </div>
      <GameNav />
    </header>
  );
}
