import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout, useEndSession } from '../../api/session';
import { PATHS } from '../../app/paths';

/**
 * Logout: loader, revoke the token on the server, clear the session (token,
 * session storage, member data), hide the loader, go to / replacing the history entry. A failed
 * call still logs out locally: the token is forgotten either way. The agent centre ends on /agent.
 */
export function useLogout(to: string = PATHS.home): { logOut: () => Promise<void>; pending: boolean } {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logOut = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch {
      // Already revoked or unreachable: the local session ends anyway.
    } finally {
      endSession();
      setPending(false);
      navigate(to, { replace: true });
    }
  }, [endSession, navigate, to]);
  return { logOut, pending };
}
