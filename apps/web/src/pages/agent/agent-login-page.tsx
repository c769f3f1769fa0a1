import type { LoginValue, LoginVerificationValue } from '@khela/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { agentLogin } from '../../api/agents';
import { useLoginState } from '../../api/session';
import { Icon, type IconName } from '../../components/icons/icon';
import { AGENT_NS, type AgentMessageKey, registerAgentMessages } from '../../i18n/agent';
import { forcedPasswordChange, usePasswordChangeRequired } from '../accounts/forced-password';
import { LoginPasswordForm } from '../accounts/login-password-form';
import { LoginVerifyForm } from '../accounts/login-verify-form';
import { type LoginMethod, useCompleteLogin } from '../accounts/use-complete-login';
import { AgentForcedPassword } from './agent-forced-password';
import { AGENT_HOME_PATH } from './agent-menu';
import { AgentPlainFrame } from './agent-plain-frame';
import { markAgentSession, useIsAgentSession } from './agent-session';
import '../accounts/accounts.css';
import './agent.css';

registerAgentMessages();

/** Why join, as the spec's marketing text has it: commissions, salaries, dividends, reports. */
const PITCH: { icon: IconName; title: AgentMessageKey; text: AgentMessageKey }[] = [
  { icon: 'wallet', title: 'agent_pitch_commission', text: 'agent_pitch_commission_text' },
  { icon: 'refresh', title: 'agent_pitch_salary', text: 'agent_pitch_salary_text' },
  { icon: 'gift', title: 'agent_pitch_dividend', text: 'agent_pitch_dividend_text' },
  { icon: 'document', title: 'agent_pitch_reports', text: 'agent_pitch_reports_text' },
];

/**
 * /agent: the agent login page, in its own frame without the site's header (spec "Agent
 * centre"). Marketing text beside a username/password login that only agents pass
 * (NON_AGENT_LOGIN otherwise, the server's translated message); then /agentHome. An account an
 * agent opened has to change its password first: the forced change-password modal opens over it.
 */
export function AgentLoginPage() {
  const { t } = useTranslation(AGENT_NS);
  const navigate = useNavigate();
  const { isAgent, isResolving, member } = useLoginState();
  const agentSession = useIsAgentSession();
  const [verification, setVerification] = useState<LoginVerificationValue | null>(null);
  const forced = usePasswordChangeRequired();
  // A forced password change is made here, over this page, and its modal goes on to /agentHome:
  // moving first would open the modal again in the agent frame, empty, under a typing user.
  const enter = useCallback(() => {
    if (!forcedPasswordChange.isRequired()) navigate(AGENT_HOME_PATH);
  }, [navigate]);
  const complete = useCompleteLogin(enter);
  const onLoggedIn = useCallback(
    (value: LoginValue, method: LoginMethod) => {
      // Marked before the session starts, so /agentHome knows it at once.
      markAgentSession(value.token);
      complete(value, method);
    },
    [complete],
  );

  // Already in the agent centre (a reload of /agent, the back button): straight on.
  if (agentSession && !isResolving && isAgent && !forced) return <Navigate to={AGENT_HOME_PATH} replace />;

  return (
    <AgentPlainFrame>
      <div className="agent-login" data-page="agent-login">
        <section className="agent-login__pitch" aria-labelledby="agent-pitch-title">
          <p className="agent-login__eyebrow">{t('agent_pitch_eyebrow')}</p>
          <h1 id="agent-pitch-title" className="agent-login__title">
            {t('agent_pitch_title')}
          </h1>
          <p className="agent-login__lead">{t('agent_pitch_lead')}</p>
          <ul className="agent-login__benefits">
            {PITCH.map((item) => (
              <li key={item.title} className="agent-login__benefit">
                <span className="agent-login__benefit-icon" aria-hidden="true">
                  <Icon name={item.icon} size={22} />
                </span>
                <span>
                  <strong>{t(item.title)}</strong>
                  <span className="agent-login__benefit-text">{t(item.text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="agent-login__card" aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className="agent-login__card-title">
            {verification ? t('agent_verify_title') : t('agent_login_title')}
          </h2>
          {member && !agentSession && (
            <p className="form-note" role="status" data-signed-in-elsewhere>
              {t('agent_login_signed_in_elsewhere')}
            </p>
          )}
          {verification ? (
            <LoginVerifyForm
              verification={verification}
              onLoggedIn={onLoggedIn}
              onBack={() => setVerification(null)}
            />
          ) : (
            <div className="account-modal">
              <p className="account-modal__lead">{t('agent_login_lead')}</p>
              <LoginPasswordForm
                submitLogin={agentLogin}
                onLoggedIn={onLoggedIn}
                onVerification={setVerification}
              />
              <p className="agent-login__note">{t('agent_login_first_password')}</p>
            </div>
          )}
        </section>
      </div>
      <AgentForcedPassword />
    </AgentPlainFrame>
  );
}
