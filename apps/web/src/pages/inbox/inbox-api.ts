import type { InboxPageValue, InboxUnreadCountValue } from '@khela/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, contractValue } from '../../api/http';
import { memberKeys } from '../../api/session';
import { useSessionToken } from '../../stores/session';

/** Platform messages (messageV2, decision 0060): keyed under member, so a logout drops them. */
export const inboxKeys = {
  all: [...memberKeys.all, 'inbox'] as const,
  page: (token: string | null, pageNo: number) => [...memberKeys.all, 'inbox', token, pageNo] as const,
};

export const INBOX_PAGE_SIZE = 20;

/** GET /wps/messages (T): a page of my messages, newest first, BN and EN, each with its read flag. */
export function useInboxPage(pageNo: number) {
  const token = useSessionToken();
  return useQuery({
    queryKey: inboxKeys.page(token, pageNo),
    queryFn: ({ signal }) =>
      apiRequest(
        `/wps/messages?pageNo=${pageNo}&pageSize=${INBOX_PAGE_SIZE}`,
        contractValue<InboxPageValue>(),
        { signal },
      ),
    enabled: token !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}

const change = (path: string, method: 'POST' | 'DELETE') =>
  apiRequest(path, contractValue<InboxUnreadCountValue>(), { method });

/** POST /wps/messages/:id/read (T): the unread count after it. */
export const markRead = (id: string) => change(`/wps/messages/${encodeURIComponent(id)}/read`, 'POST');
/** POST /wps/messages/read-all (T). */
export const markAllRead = () => change('/wps/messages/read-all', 'POST');
/** DELETE /wps/messages/:id (T): hidden from me for good. */
export const deleteMessage = (id: string) => change(`/wps/messages/${encodeURIComponent(id)}`, 'DELETE');
