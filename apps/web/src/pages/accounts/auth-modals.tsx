import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../app/paths';
import { useSessionToken } from '../../stores/session';
import { forgetPendingLaunch } from '../games/pending-launch';
import { type AuthModal, authModalStore, useAuthModal } from './auth-modal-store';
import { ChangePasswordModal } from './change-password-modal';
import { usePasswordChangeRequired } from './forced-password';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { RegisterModal } from './register-modal';

const MODAL_PATHS: Partial<Record<string, AuthModal>> = { '/login': 'login', '/register': 'register' };

function modalOfPath(pathname: string): AuthModal | undefined {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return MODAL_PATHS[path];
}

/** Where a guarded page sent the visitor from (RequireLogin), to return there after login. */
function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' && state.from.startsWith('/') ? state.from : null;
}

/**
 * The account modals over whatever page is showing. /login and
 * /register open theirs over the home view; closing one there goes to /. The forced
 * change-password modal takes precedence over everything while the session needs it.
 */
export function AuthModals() {
  const modal = useAuthModal();
  const token = useSessionToken();
  const forced = usePasswordChangeRequired();
  const location = useLocation();
  const navigate = useNavigate();
  const pathModal = modalOfPath(location.pathname);
  const returnPath = returnPathOf(location.state);

  // Already logged in (or just now): /login and /register lead on, where a login would.
  useEffect(() => {
    if (!pathModal) return;
    if (token) navigate(returnPath ?? PATHS.home, { replace: true });
    else authModalStore.open(pathModal);
  }, [pathModal, token, returnPath, navigate]);

  // Logged out (logout, or the server ended the session): a member-only modal has no meaning.
  useEffect(() => {
    if (!token && authModalStore.get() === 'changePassword') authModalStore.close();
  }, [token]);

  const close = useCallback(() => {
    // A game waiting for the login is not started by a later, unrelated one.
    forgetPendingLaunch();
    authModalStore.close();
    if (pathModal) navigate(PATHS.home, { replace: true });
  }, [pathModal, navigate]);

  const afterLogin = useCallback(() => {
    authModalStore.close();
    if (pathModal) navigate(returnPath ?? PATHS.home, { replace: true });
  }, [pathModal, returnPath, navigate]);

  /** Registration, reset by phone and a password change end on /. */
  const goHome = useCallback(() => {
    authModalStore.close();
    navigate(PATHS.home, { replace: pathModal !== undefined });
  }, [pathModal, navigate]);

  const switchTo = useCallback(
    (next: AuthModal) => {
      if (next !== 'login') forgetPendingLaunch();
      authModalStore.open(next);
      const target = next === 'login' ? PATHS.login : next === 'register' ? PATHS.register : null;
      if (pathModal && target) navigate(target, { replace: true, state: location.state });
    },
    [pathModal, navigate, location.state],
  );

  if (token && forced) return <ChangePasswordModal forced onClose={() => undefined} onChanged={goHome} />;
  switch (modal) {
    case 'login':
      return token ? null : <LoginModal onClose={close} onSwitch={switchTo} onLoggedIn={afterLogin} />;
    case 'register':
      return token ? null : <RegisterModal onClose={close} onSwitch={switchTo} onRegistered={goHome} />;
    case 'forgotPassword':
      return token ? null : <ForgotPasswordModal onClose={close} onSwitch={switchTo} onLoggedIn={goHome} />;
    case 'changePassword':
      return token ? <ChangePasswordModal forced={false} onClose={close} onChanged={goHome} /> : null;
    default:
      return null;
  }
}
