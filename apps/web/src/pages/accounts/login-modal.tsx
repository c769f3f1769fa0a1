import type { LoginVerificationValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginFreeplay, useSocialProviders } from '../../api/accounts';
import { useWhitelabel } from '../../api/system';
import { Modal } from '../../components/dialog/modal';
import { FormError } from '../../components/form/fields';
import { Tabs } from '../../components/form/tabs';
import { Icon } from '../../components/icons/icon';
import { takePendingLaunch } from '../games/pending-launch';
import type { AuthModal } from './auth-modal-store';
import { failureText } from './failure';
import { LoginPasswordForm } from './login-password-form';
import { LoginSmsForm } from './login-sms-form';
import { LoginVerifyForm } from './login-verify-form';
import { SocialLoginButtons } from './social-login-buttons';
import { useCompleteLogin } from './use-complete-login';
import './accounts.css';
import { ModalBanner } from '../../components/dialog/modal-banner';

type Props = { onClose: () => void; onSwitch: (modal: AuthModal) => void; onLoggedIn: () => void };
type Tab = 'username' | 'sms';

/**
 * Login popup: username or SMS tab (SMS only with the SMS-login flag),
 * links to forgot password and register, free play when offered, and the extra verification
 * step when the server asks for it.
 */
export function LoginModal({ onClose, onSwitch, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel();
  const features = whitelabel.data?.features;
  const [tab, setTab] = useState<Tab>('username');
  const [verification, setVerification] = useState<LoginVerificationValue | null>(null);
  const [freeplayBusy, setFreeplayBusy] = useState(false);
  const [freeplayFailure, setFreeplayFailure] = useState<string | null>(null);
  const complete = useCompleteLogin(onLoggedIn);
  const navigate = useNavigate();
  const current: Tab = features?.smsLogin ? tab : 'username';
  const hasSocial = (useSocialProviders().data?.length ?? 0) > 0;

  async function playForFree() {
    setFreeplayBusy(true);
    setFreeplayFailure(null);
    try {
      const value = await loginFreeplay();
      const next = takePendingLaunch();
      complete(value, 'freeplay');
      // Free play from a game's tile starts that game (its page launches it for the new session).
      if (next) navigate(next.to, { state: { from: next.from } });
    } catch (error) {
      setFreeplayFailure(failureText(error, t));
    } finally {
      setFreeplayBusy(false);
    }
  }

  return (
    <Modal
      name="login"
      banner={<ModalBanner group="w_login" />}
      title={verification ? t('verify_title') : t('login_title')}
      onClose={onClose}
    >
      {verification ? (
        <LoginVerifyForm
          verification={verification}
          onLoggedIn={complete}
          onBack={() => setVerification(null)}
        />
      ) : (
        <div className="account-modal">
          <p className="account-modal__lead">{t('login_lead')}</p>
          {features?.smsLogin && (
            <Tabs
              label={t('login_method')}
              current={current}
              onChange={setTab}
              tabs={[
                { key: 'username', label: t('tab_username') },
                { key: 'sms', label: t('tab_sms') },
              ]}
            />
          )}
          {current === 'username' ? (
            <LoginPasswordForm
              onLoggedIn={complete}
              onVerification={setVerification}
              onForgotPassword={() => onSwitch('forgotPassword')}
            />
          ) : (
            <LoginSmsForm onLoggedIn={complete} />
          )}
          <SocialLoginButtons />
          {features?.freePlay && (
            <>
              {/* One "or" above the other ways in: the social buttons bring their own. */}
              {!hasSocial && <div className="form-divider">{t('or')}</div>}
              <FormError message={freeplayFailure} />
              <button
                type="button"
                className="button button--ghost button--wide"
                onClick={() => void playForFree()}
                disabled={freeplayBusy}
                data-action="free-play"
              >
                <Icon name="play" size={18} />
                {t('free_play')}
              </button>
            </>
          )}
          <p className="form-footer">
            <span>{t('no_account')}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => onSwitch('register')}
              data-action="to-register"
            >
              {t('register_now')}
            </button>
          </p>
        </div>
      )}
    </Modal>
  );
}
