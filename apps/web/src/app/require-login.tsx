import { Navigate, Outlet } from 'react-router';
import { getSessionToken } from '../stores/session';
import { PATHS } from './paths';

/** Spec "Navigation behaviour": a route needing login, with no session token stored, goes to /login. */
export function RequireLogin() {
  return getSessionToken() ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}
