import type { QueryClient } from '@tanstack/react-query';
import { startRealtime, stopRealtime, subscribeRealtime } from './realtime';
import { memberKeys } from './session';

/**
 * A logged-in member's realtime wiring (loaded by the shell after login, decision 0059): the
 * socket with the session token, and the events that make the header change without a reload —
 * `messages.unread` and `member.refresh` refetch member info (badges, VIP, points), a reconnect
 * refetches it too (events sent while the socket was down are lost). Returns the teardown.
 */
export function startMemberRealtime(token: string, queryClient: QueryClient): () => void {
  const refetchInfo = () => void queryClient.invalidateQueries({ queryKey: memberKeys.info(token) });
  const unsubscribe = [
    subscribeRealtime('messages.unread', refetchInfo),
    subscribeRealtime('member.refresh', () => {
      refetchInfo();
      // A reward or a conversion may have moved money too.
      void queryClient.invalidateQueries({ queryKey: memberKeys.balance(token) });
    }),
    subscribeRealtime('ready', (event) => {
      if (event.reconnected) refetchInfo();
    }),
  ];
  startRealtime({ as: 'member', token });
  return () => {
    for (const off of unsubscribe) off();
    stopRealtime();
  };
}
