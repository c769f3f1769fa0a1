import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLoginState } from '../../api/session';
import { useWhitelabel } from '../../api/system';
import { AlertDialog } from '../../components/dialog/alert-dialog';
import { BusyOverlay } from '../../components/dialog/busy-overlay';
import { Icon } from '../../components/icons/icon';
import { LanguageSelect } from '../../components/language-select';
import { useNavigationEffects } from '../../components/layout/use-navigation-effects';
import { LogoLink } from '../../components/logo';
import { InlineLoader } from '../../components/page-loader';
import { AGENT_NS, registerAgentMessages } from '../../i18n/agent';
import { registerMemberMessages } from '../../i18n/member/register';
import { ChangePasswordModal } from '../accounts/change-password-modal';
import { useLogout } from '../accounts/use-logout';
import { MessagePage } from '../misc/message-page';
import { AgentClock } from './agent-clock-view';
import { AgentForcedPassword } from './agent-forced-password';
import {
  AGENT_HOME_PATH,
  AGENT_LOGIN_PATH,
  AGENT_PAGE_FLAGS,
  agentMenuFor,
  agentPageOf,
  agentPagePath,
} from './agent-menu';
import { useIsAgentSession } from './agent-session';
import { ContractPopup } from './contract-popup';
import './agent.css';

registerAgentMessages();
// The deposit and withdraw pages of the member centre open inside the agent centre too.
registerMemberMessages();

/**
 * /agentHome and its pages (spec "Agent centre"): guests, non-agents and sessions not opened by
 * the agent login go to /agent. The header carries the brand, the agent's username, the site
 * time zone's GMT offset with a live clock, and logout (with its confirmation, back to /agent).
 * The menu is a scrolling row on a phone and a column on a desktop.
 */
export function AgentLayout() {
  const { isLogin, isAgent, isResolving } = useLoginState();
  const agentSession = useIsAgentSession();
  if (!isLogin || !agentSession) return <Navigate to={AGENT_LOGIN_PATH} replace />;
  if (isResolving) return <InlineLoader />;
  if (!isAgent) return <Navigate to={AGENT_LOGIN_PATH} replace />;
  return <AgentFrame />;
}

function AgentFrame() {
  const { t } = useTranslation(AGENT_NS);
  const { t: tRoot } = useTranslation();
  const { member } = useLoginState();
  const features = useWhitelabel().data?.features;
  const menu = agentMenuFor(features);
  const location = useLocation();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const { logOut, pending } = useLogout(AGENT_LOGIN_PATH);
  const current = agentPageOf(location.pathname);
  const menuRef = useRef<HTMLElement>(null);
  // As in the site's shell: a new page starts at the top (or at its hash).
  useNavigationEffects(() => undefined);
  // On a phone the menu is a scrolling row: the current page's item is brought into it, also once
  // the site's feature flags have arrived (the flagged pages' items are not in the menu before).
  const menuSize = menu.length;
  useEffect(() => {
    if (!current || menuSize === 0) return;
    menuRef.current
      ?.querySelector(`[data-agent-menu="${current}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current, menuSize]);
  const flag = current ? AGENT_PAGE_FLAGS[current] : undefined;
  // A flagged page opened directly while its flag is off (once the flags are known).
  const switchedOff = flag !== undefined && features !== undefined && !features[flag];

  return (
    <div className="agent" data-layout="agent-centre">
      <a href="#main" className="skip-link">
        {tRoot('skip_to_content')}
      </a>
      <header className="agent-header" data-region="header">
        <div className="agent-header__bar">
          <LogoLink />
          <span className="agent-entry__badge">{t('agent_centre')}</span>
          <div className="agent-header__info">
            <span className="agent-header__user">
              <Icon name="user" size={16} />
              <span translate="no" data-agent-username>
                {member?.account}
              </span>
            </span>
            <AgentClock />
          </div>
          <div className="agent-header__actions">
            <LanguageSelect />
            <button
              type="button"
              className="icon-button"
              aria-label={t('agent_change_password')}
              title={t('agent_change_password')}
              onClick={() => setChangingPassword(true)}
              data-action="change-password"
            >
              <Icon name="key" size={20} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={tRoot('logout')}
              title={tRoot('logout')}
              onClick={() => setConfirmingLogout(true)}
              data-action="logout"
            >
              <Icon name="logout" size={20} />
            </button>
          </div>
        </div>
      </header>
      <div className="agent__body">
        <nav className="agent-menu" aria-label={t('agent_menu_title')} ref={menuRef}>
          {menu.map((item) => (
            <NavLink
              key={item.name}
              to={agentPagePath(item.name)}
              className={() => `agent-menu__link${current === item.name ? ' agent-menu__link--active' : ''}`}
              aria-current={current === item.name ? 'page' : undefined}
              data-agent-menu={item.name}
            >
              <Icon name={item.icon} size={18} />
              <span>{t(`agent_menu_${item.name}`)}</span>
            </NavLink>
          ))}
        </nav>
        <main id="main" className="agent__main" data-region="main" tabIndex={-1}>
          <Suspense fallback={<InlineLoader />}>{switchedOff ? <SwitchedOff /> : <Outlet />}</Suspense>
        </main>
      </div>
      {confirmingLogout && (
        <AlertDialog
          name="logout-confirm"
          title={tRoot('logout')}
          message={tRoot('in_sure_logout')}
          icon="logout"
          tone="info"
          confirmLabel={tRoot('logout')}
          onCancel={() => setConfirmingLogout(false)}
          onConfirm={() => {
            setConfirmingLogout(false);
            void logOut();
          }}
        />
      )}
      {changingPassword && (
        <ChangePasswordModal
          forced={false}
          onClose={() => setChangingPassword(false)}
          onChanged={() => setChangingPassword(false)}
          logoutTo={AGENT_LOGIN_PATH}
        />
      )}
      <AgentForcedPassword />
      {/* An upline's contract offer is answered here too (a sub-agent may never open the player site). */}
      <ContractPopup />
      {pending && <BusyOverlay />}
    </div>
  );
}

/** A page whose site flag is off: said plainly, with the way back to the overview. */
function SwitchedOff() {
  const { t } = useTranslation(AGENT_NS);
  const navigate = useNavigate();
  return (
    <MessagePage
      page="agent-page-off"
      icon="gear"
      title={t('agent_page_off_title')}
      text={t('agent_page_off_text')}
    >
      <button type="button" className="button button--primary" onClick={() => navigate(AGENT_HOME_PATH)}>
        {t('agent_menu_agentTeamOverview')}
      </button>
    </MessagePage>
  );
}

/** An unknown page under /agentHome: the overview, at /agentHome itself. */
export function ToAgentHome() {
  return <Navigate to={AGENT_HOME_PATH} replace />;
}
