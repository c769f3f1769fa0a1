import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useBalance, useLoginState } from '../../api/session';
import { PATHS } from '../../app/paths';
import { useFormat } from '../../i18n/use-format';
import { authModalStore } from '../../pages/accounts/auth-modal-store';
import { MemberAvatar } from '../../pages/accounts/member-avatar';
import { RealAccountDialog } from '../../pages/accounts/real-account-dialog';
import { useLogout } from '../../pages/accounts/use-logout';
import { AlertDialog } from '../dialog/alert-dialog';
import { BusyOverlay } from '../dialog/busy-overlay';
import { Icon } from '../icons/icon';
import { preloadAuthModals } from './auth-modals-slot';
import { useBalanceHidden } from './use-balance-hidden';

/** Logged out (spec "Header and shell"): log in and register open their modals. */
export function HeaderVisitor() {
  const { t } = useTranslation();
  return (
    <div className="header__actions">
      <button
        type="button"
        className="button button--ghost button--small"
        data-action="login"
        onPointerEnter={preloadAuthModals}
        onPointerDown={preloadAuthModals}
        onFocus={preloadAuthModals}
        onClick={() => authModalStore.open('login')}
      >
        {t('login')}
      </button>
      <button
        type="button"
        className="button button--primary button--small"
        data-action="register"
        onPointerEnter={preloadAuthModals}
        onPointerDown={preloadAuthModals}
        onFocus={preloadAuthModals}
        onClick={() => authModalStore.open('register')}
      >
        {t('register')}
      </button>
    </div>
  );
}

/**
 * Logged in: balance (hide/show, refresh), deposit, the member's avatar (a link to the security
 * centre, where it is chosen; not for a trial account), sign out with its confirmation.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isTrial, isResolving, member } = useLoginState();
  const [confirming, setConfirming] = useState(false);
  const [trialBlocked, setTrialBlocked] = useState(false);
  const { logOut, pending } = useLogout();

  return (
    <div className="header__actions header__actions--account">
      <BalanceChip />
      <button
        type="button"
        className="button button--primary button--small header__deposit"
        data-action="deposit"
        onClick={() => (isTrial ? setTrialBlocked(true) : navigate(PATHS.deposit))}
        aria-label={t('nav_deposit')}
      >
        <Icon name="deposit" size={18} />
        <span className="header__deposit-label">{t('nav_deposit')}</span>
      </button>
      {isResolving && <span className="header__avatar" aria-hidden="true" />}
      {member && !isTrial && (
        <Link
          to={PATHS.securityCenter}
          className="header__avatar"
          aria-label={t('security_title')}
          title={t('security_title')}
          data-header-avatar={member.icon}
        >
          <MemberAvatar icon={member.icon} size={30} />
        </Link>
      )}
      <button
        type="button"
        className="icon-button header__logout"
        data-action="logout"
        aria-label={t('logout')}
        title={t('logout')}
        onClick={() => setConfirming(true)}
      >
        <Icon name="logout" size={20} />
      </button>
      {confirming && (
        <AlertDialog
          name="logout-confirm"
          title={t('logout')}
          message={t('in_sure_logout')}
          icon="logout"
          tone="info"
          confirmLabel={t('logout')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void logOut();
          }}
        />
      )}
      {trialBlocked && <RealAccountDialog onConfirm={() => setTrialBlocked(false)} />}
      {pending && <BusyOverlay />}
    </div>
  );
}

function BalanceChip() {
  const { t } = useTranslation();
  const format = useFormat();
  const balance = useBalance();
  const [hidden, setHidden] = useBalanceHidden();
  const shown = balance.data
    ? safeMoney(() => format.money(balance.data.balance, balance.data.currency))
    : null;
  return (
    <div className="balance" data-balance>
      <span className="visually-hidden">
        {balance.data?.isPlayMoney ? t('balance_play_money') : t('balance')}
      </span>
      <output className="balance__amount" aria-live="polite" data-balance-amount>
        {hidden ? '••••••' : (shown ?? '—')}
      </output>
      <button
        type="button"
        className="balance__button"
        aria-label={hidden ? t('balance_show') : t('balance_hide')}
        aria-pressed={hidden}
        onClick={() => setHidden(!hidden)}
        data-action="toggle-balance"
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`balance__button${balance.isFetching ? ' balance__button--spinning' : ''}`}
        aria-label={t('balance_refresh')}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        data-action="refresh-balance"
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}

function safeMoney(format: () => string): string | null {
  try {
    return format();
  } catch {
    return null;
  }
}
