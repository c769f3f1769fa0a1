import type { LoginValue, RegistrationMode } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBannerGroup } from '../../api/banners';
import { useRegisterSetting } from '../../api/system';
import { PATHS } from '../../app/paths';
import { Modal } from '../../components/dialog/modal';
import { Tabs } from '../../components/form/tabs';
import { BrandMark } from '../../components/logo';
import type { AuthModal } from './auth-modal-store';
import { RegisterForm } from './register-form';
import { registrationModes } from './register-model';
import { useCompleteLogin } from './use-complete-login';
import './accounts.css';

type Props = { onClose: () => void; onSwitch: (modal: AuthModal) => void; onRegistered: () => void };

/**
 * Register popup: username / mobile tabs only when both are enabled
 * (mobile first when the mobile-registration flag is on), server-driven fields, the w_register
 * banner, and links to login, forgot password, help and terms.
 */
export function RegisterModal({ onClose, onSwitch, onRegistered }: Props) {
  const { t } = useTranslation();
  const setting = useRegisterSetting();
  const modes = setting.data ? registrationModes(setting.data) : [];
  const [chosen, setChosen] = useState<RegistrationMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];
  const complete = useCompleteLogin(onRegistered);

  return (
    <Modal
      name="register"
      title={t('register_title')}
      onClose={onClose}
      size="wide"
      banner={<RegisterBanner />}
    >
      <div className="account-modal">
        {modes.length > 1 && mode && (
          <Tabs
            label={t('register_method')}
            current={mode}
            onChange={setChosen}
            tabs={modes.map((key) => ({
              key,
              label: key === 'mobile' ? t('tab_mobile') : t('tab_username'),
            }))}
          />
        )}
        {setting.data && mode ? (
          <RegisterForm
            key={mode}
            setting={setting.data}
            mode={mode}
            onRegistered={(value: LoginValue) => complete(value, 'register')}
          />
        ) : (
          <p className="form-note" role="status">
            {setting.isError ? t('network_error') : t('loading')}
          </p>
        )}
        <p className="form-footer">
          <span>{t('have_account')}</span>
          <button
            type="button"
            className="link-button"
            onClick={() => onSwitch('login')}
            data-action="to-login"
          >
            {t('login_now')}
          </button>
        </p>
        <nav className="account-modal__links" aria-label={t('register_links')}>
          <button type="button" className="link-button" onClick={() => onSwitch('forgotPassword')}>
            {t('forgot_password')}
          </button>
          <Link to={PATHS.help} target="_blank" rel="noopener">
            {t('footer_help')}
          </Link>
          <Link to={PATHS.terms} target="_blank" rel="noopener">
            {t('footer_terms')}
          </Link>
        </nav>
      </div>
    </Modal>
  );
}

/**
 * The banner area of group w_register: the operator's first banner, or a
 * welcome strip while there is none (or it is still loading).
 */
function RegisterBanner() {
  const { t } = useTranslation();
  const banner = useBannerGroup('w_register')[0];
  if (banner?.imageUrl) {
    return (
      <div className="register-banner register-banner--image" data-banner-group="w_register">
        <img src={banner.imageUrl} alt="" className="register-banner__image" />
        <div className="register-banner__overlay">
          <p className="register-banner__title">{banner.title}</p>
          <p className="register-banner__text">{plainText(banner.content)}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="register-banner" data-banner-group="w_register">
      <BrandMark size={40} />
      <div>
        <p className="register-banner__title">{t('register_banner_title')}</p>
        <p className="register-banner__text">{t('register_banner_text')}</p>
      </div>
    </div>
  );
}

/** The banner's rich text as plain words: the strip has room for a line, not for markup. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
