import type { Envelope, FeedbackListValue, FeedbackThreadValue, FeedbackType } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, contractValue, NetworkError, REQUEST_TIMEOUT_MS } from '../../api/http';
import { memberKeys } from '../../api/session';
import { languageStore, useLanguage } from '../../stores/language';
import { sessionStore, useSessionToken } from '../../stores/session';

/** Feedback and complaints (decision 0061): keyed under member, so a logout drops them. */
export const feedbackKeys = {
  all: [...memberKeys.all, 'feedback'] as const,
  lists: [...memberKeys.all, 'feedback', 'mine'] as const,
  mine: (token: string | null) => [...memberKeys.all, 'feedback', 'mine', token] as const,
  thread: (token: string | null, id: string, language: string) =>
    [...memberKeys.all, 'feedback', 'thread', token, id, language] as const,
};

/** A reply shows up within this on an open page even without the realtime nudge. */
const POLL_MS = 60_000;

/** GET /wps/feedback (T): my threads, the badge count and the form's rules. */
export function useFeedbackList() {
  const token = useSessionToken();
  return useQuery({
    queryKey: feedbackKeys.mine(token),
    queryFn: ({ signal }) => apiRequest('/wps/feedback', contractValue<FeedbackListValue>(), { signal }),
    enabled: token !== null,
    retry: false,
    refetchInterval: POLL_MS,
  });
}

/** GET /wps/feedback/:id (T): the thread; opening it marks its replies read on the server. */
export function useFeedbackThread(id: string | null) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    queryKey: feedbackKeys.thread(token, id ?? '', language),
    queryFn: ({ signal }) =>
      apiRequest(`/wps/feedback/${encodeURIComponent(id ?? '')}`, contractValue<FeedbackThreadValue>(), {
        signal,
      }),
    enabled: token !== null && id !== null,
    retry: false,
    refetchInterval: POLL_MS,
  });
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * POST /wps/feedback (T): multipart/form-data with `type`, `content` and up to 3 `images`.
 * Not JSON, so not through apiRequest; the browser sets the multipart boundary.
 */
export async function submitFeedback(
  type: FeedbackType,
  content: string,
  images: readonly File[],
): Promise<FeedbackThreadValue> {
  const form = new FormData();
  form.append('type', type);
  form.append('content', content);
  for (const image of images) form.append('images', image, image.name);
  let response: Response;
  try {
    response = await fetch('/wps/feedback', {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => null)) as Envelope<FeedbackThreadValue> | null;
  if (!answer || !response.ok || !answer.success || !answer.value)
    throw new ApiError(
      answer?.message ?? `feedback answered ${response.status}`,
      response.status,
      answer?.code,
    );
  return answer.value;
}

/** POST /wps/feedback/:id/reply (T): adds to my thread; a replied or closed one reopens. */
export function replyToFeedback(id: string, content: string): Promise<FeedbackThreadValue> {
  return apiRequest(`/wps/feedback/${encodeURIComponent(id)}/reply`, contractValue<FeedbackThreadValue>(), {
    method: 'POST',
    body: { content },
  });
}

/** POST /wps/feedback/:id/close (T). */
export function closeFeedback(id: string): Promise<FeedbackThreadValue> {
  return apiRequest(`/wps/feedback/${encodeURIComponent(id)}/close`, contractValue<FeedbackThreadValue>(), {
    method: 'POST',
  });
}
