import { useTranslation } from 'react-i18next';
import { BusyOverlay } from '../../components/dialog/busy-overlay';
import { Modal } from '../../components/dialog/modal';
import { ChangePasswordForm } from './change-password-form';
import { useLogout } from './use-logout';
import './accounts.css';

type Props = {
  /** After a login with the default or an expired password: no way out but changing or logging out. */
  forced: boolean;
  onClose: () => void;
  onChanged: () => void;
  /** Where the forced flow's logout ends: / on the player site, /agent in the agent centre. */
  logoutTo?: string;
};

/**
 * Change password: success reloads member info, closes and goes to /. In the
 * forced flow the old password is already proven by the login that demanded the change.
 */
export function ChangePasswordModal({ forced, onClose, onChanged, logoutTo }: Props) {
  const { t } = useTranslation();
  const { logOut, pending: loggingOut } = useLogout(logoutTo);
  return (
    <Modal name="change-password" title={t('change_password_title')} onClose={onClose} dismissible={!forced}>
      <ChangePasswordForm forced={forced} onChanged={onChanged}>
        {forced && (
          <button
            type="button"
            className="button button--ghost button--wide"
            onClick={() => void logOut()}
            data-action="logout"
          >
            {t('logout')}
          </button>
        )}
      </ChangePasswordForm>
      {loggingOut && <BusyOverlay />}
    </Modal>
  );
}
