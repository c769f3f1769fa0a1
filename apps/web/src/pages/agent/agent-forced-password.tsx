import { useNavigate } from 'react-router';
import { useSessionToken } from '../../stores/session';
import { ChangePasswordModal } from '../accounts/change-password-modal';
import { usePasswordChangeRequired } from '../accounts/forced-password';
import { AGENT_HOME_PATH, AGENT_LOGIN_PATH } from './agent-menu';

/**
 * The forced password change in the agent centre (its frames have no site shell, which holds
 * the player site's): after a login with a default or expired password, and for every account
 * an agent opened, at its first login. Nothing else until it is done; logging out ends on /agent.
 */
export function AgentForcedPassword() {
  const token = useSessionToken();
  const forced = usePasswordChangeRequired();
  const navigate = useNavigate();
  if (!token || !forced) return null;
  return (
    <ChangePasswordModal
      forced
      onClose={() => undefined}
      onChanged={() => navigate(AGENT_HOME_PATH, { replace: true })}
      logoutTo={AGENT_LOGIN_PATH}
    />
  );
}
