import type { LoginValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabel } from '../../api/system';
import { Modal } from '../../components/dialog/modal';
import { Tabs } from '../../components/form/tabs';
import type { AuthModal } from './auth-modal-store';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotMobileForm } from './forgot-mobile-form';
import { useCompleteLogin } from './use-complete-login';
import './accounts.css';
import { ModalBanner } from '../../components/dialog/modal-banner';

type Props = { onClose: () => void; onSwitch: (modal: AuthModal) => void; onLoggedIn: () => void };
type Tab = 'email' | 'mobile';

/** Forgot password (a modal): by email, or by mobile when SMS verification is on. */
export function ForgotPasswordModal({ onClose, onSwitch, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const mobileOffered = useWhitelabel().data?.features.smsVerification === true;
  const [tab, setTab] = useState<Tab>('email');
  const current: Tab = mobileOffered ? tab : 'email';
  const complete = useCompleteLogin(onLoggedIn);

  return (
    <Modal
      name="forgot-password"
      banner={<ModalBanner group="w_forget" />}
      title={t('forgot_title')}
      onClose={onClose}
    >
      <div className="account-modal">
        <p className="account-modal__lead">
          {current === 'email' ? t('forgot_lead_email') : t('forgot_lead_mobile')}
        </p>
        {mobileOffered && (
          <Tabs
            label={t('forgot_method')}
            current={current}
            onChange={setTab}
            tabs={[
              { key: 'email', label: t('tab_email') },
              { key: 'mobile', label: t('tab_mobile') },
            ]}
          />
        )}
        {current === 'email' ? (
          <ForgotEmailForm onLoggedIn={(value: LoginValue) => complete(value, 'reset')} />
        ) : (
          <ForgotMobileForm onLoggedIn={(value: LoginValue) => complete(value, 'reset')} />
        )}
        <p className="form-footer">
          <span>{t('remembered_password')}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => onSwitch('login')}
            data-action="to-login"
          >
            {t('login_now')}
          </button>
        </p>
      </div>
    </Modal>
  );
}
