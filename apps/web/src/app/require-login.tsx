import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLoginState } from '../api/session';
import { InlineLoader } from '../components/page-loader';
import { RealAccountDialog } from '../pages/accounts/real-account-dialog';
import { PATHS } from './paths';

/**
 * Member pages (spec "Navigation behaviour"; trial accounts are for play only): without a session token they go
 * to /login (which returns here after login); a trial account gets the real-account dialog and
 * the page stays closed.
 */
export function RequireLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLogin, isTrial, isResolving } = useLoginState();
  if (!isLogin) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={PATHS.login} replace state={{ from }} />;
  }
  if (isResolving) return <InlineLoader />;
  if (isTrial) {
    // Back where the trial player came from; home when the page was opened directly.
    const leave = () => (location.key === 'default' ? navigate(PATHS.home, { replace: true }) : navigate(-1));
    return <RealAccountDialog onConfirm={() => void leave()} />;
  }
  return <Outlet />;
}
