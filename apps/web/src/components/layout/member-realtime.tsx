import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLoginState } from '../../api/session';
import { useSessionToken } from '../../stores/session';

/**
 * Opens the realtime socket for a logged-in member (not a trial), loading its code only then
 * (never in the first view); closes it on logout. Renders nothing.
 */
export function MemberRealtime() {
  const token = useSessionToken();
  const { isTrial, isResolving } = useLoginState();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || isResolving || isTrial) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../../api/realtime-member').then(({ startMemberRealtime }) => {
      if (!cancelled) stop = startMemberRealtime(token, queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, isTrial, isResolving, queryClient]);
  return null;
}
