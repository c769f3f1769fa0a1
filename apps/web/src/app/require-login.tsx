import { type ReactNode, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLoginState } from '../api/session';
import { InlineLoader } from '../components/page-loader';
import { RealAccountDialog } from '../pages/accounts/real-account-dialog';
import { sessionStore } from '../stores/session';
import { PATHS } from './paths';

/**
 * Member pages (spec "Navigation behaviour"; trial accounts are for play only): without a session token they go
 * to /login (which returns here after login); a trial account gets the real-account dialog and
 * the page stays closed, unless the page shows a trial account what applies to it (`allowTrial`:
 * the member centre's index, decision 0083).
 */
export function RequireLogin({ allowTrial = false }: { allowTrial?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLogin, isTrial, isResolving } = useLoginState();
  const guestView = useGuestView(isLogin);
  if (guestView !== undefined) return guestView;
  if (isResolving) return <InlineLoader />;
  if (isTrial && !allowTrial) {
    // Back where the trial player came from; home when the page was opened directly.
    const leave = () => (location.key === 'default' ? navigate(PATHS.home, { replace: true }) : navigate(-1));
    return <RealAccountDialog onConfirm={() => void leave()} />;
  }
  return <Outlet />;
}

/**
 * What a login-only page shows instead of itself without a session (undefined while there is
 * one): /login, which returns here after the login. Unless the member signed out here: the
 * sign-out's own navigation (home, /agent, or home under Forgot password) takes them away, and a
 * route change is a transition that can land after the cleared token, so nothing meanwhile.
 */
export function useGuestView(isLogin: boolean): ReactNode | undefined {
  const location = useLocation();
  const hadSession = useRef(false);
  if (isLogin) {
    hadSession.current = true;
    return undefined;
  }
  if (hadSession.current && sessionStore.signedOutByMember()) return null;
  const from = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={PATHS.login} replace state={{ from }} />;
}
