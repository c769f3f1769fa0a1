import type { PasswordStatusValue } from '@khela/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useEndSession } from '../../api/accounts';
import { usePasswordStatus } from '../../api/member';
import { PATHS } from '../../app/paths';
import { BusyOverlay } from '../../components/dialog/busy-overlay';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { authModalStore } from './auth-modal-store';
import { ChangePasswordForm } from './change-password-form';
import { LoadFailure } from './load-failure';

/**
 * The security centre's login password card (decision 0086): a voluntary change with the old
 * password. The server keeps this session and signs out every other one, and the confirmation
 * says so. An account made by a social login has no password of its own to change: it is told
 * how to get one (forgot password, after signing out).
 */
export function LoginPasswordCard() {
  const { t } = useTranslation();
  const { t: tMember } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const status = usePasswordStatus();
  return (
    <section className="security__card" aria-labelledby="security-password" data-section="login-password">
      <header className="security__card-head">
        <Icon name="lock" size={22} />
        <h2 id="security-password" className="security__card-title">
          {t('change_password_title')}
        </h2>
        {status.data?.changedAt && (
          <span className="security__hint" data-password-changed-at>
            {tMember('password_last_changed', { date: format.date(status.data.changedAt) })}
          </span>
        )}
      </header>
      {status.isPending ? (
        <InlineLoader />
      ) : status.isError ? (
        <LoadFailure error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <PasswordBody status={status.data} />
      )}
    </section>
  );
}

function PasswordBody({ status }: { status: PasswordStatusValue }) {
  const { t } = useTranslation(MEMBER_NS);
  // A new form after each change: its fields start empty again.
  const [changes, setChanges] = useState(0);
  if (!status.hasPassword) return <NoPassword />;
  return (
    <div className="security__body">
      {changes > 0 && (
        <p className="form-note security__done" role="status" data-password-changed>
          <Icon name="check" size={16} />
          {t('password_changed')}
        </p>
      )}
      <div className="security__form">
        <ChangePasswordForm key={changes} forced={false} onChanged={() => setChanges((n) => n + 1)} />
      </div>
    </div>
  );
}

function NoPassword() {
  const { t } = useTranslation();
  const { t: tMember } = useTranslation(MEMBER_NS);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const [pending, setPending] = useState(false);
  /**
   * Signs out into Forgot password, home. The modal is chosen before the session ends (it shows
   * once the visitor is a guest); the member page's guard leaves a member's own sign-out to its
   * navigation, whichever lands first: the route change home or the cleared token.
   */
  async function resetPassword() {
    setPending(true);
    void navigate(PATHS.home, { replace: true });
    try {
      await logout();
    } catch {
      // Already revoked or unreachable: the local session ends anyway (as a logout does).
    }
    authModalStore.open('forgotPassword');
    endSession();
  }
  return (
    <div className="security__body" data-password-none>
      <p className="security__text">{tMember('password_none')}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void resetPassword()}
        data-action="password-reset"
      >
        {t('reset_password')}
      </button>
      {pending && <BusyOverlay />}
    </div>
  );
}
