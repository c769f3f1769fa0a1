import type { ActivityApplicationListValue, ActivityApplicationValue, Envelope } from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiRequest, contractValue, NetworkError, REQUEST_TIMEOUT_MS } from '../../api/http';
import { memberKeys } from '../../api/session';
import { languageStore } from '../../stores/language';
import { sessionStore, useSessionToken } from '../../stores/session';

/** Activity applications (decision 0057): mine, applying with a form, and my private images. */
export const activityKeys = {
  all: [...memberKeys.all, 'activity-applications'] as const,
  mine: (token: string | null) => [...memberKeys.all, 'activity-applications', token] as const,
};

/** GET /wps/promotions/applications (T): my applications, newest first; only for a real account. */
export function useActivityApplications(enabled: boolean) {
  const token = useSessionToken();
  return useQuery({
    queryKey: activityKeys.mine(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/promotions/applications', contractValue<ActivityApplicationListValue>(), { signal }),
    enabled: enabled && token !== null,
    retry: false,
  });
}

function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': languageStore.get() };
  const token = sessionStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/**
 * POST /wps/promotions/:id/apply (T): multipart/form-data with `remark` and up to 3 `images`.
 * Not JSON, so not through apiRequest; the browser sets the multipart boundary.
 */
export async function applyToActivity(
  promotionId: string,
  remark: string,
  images: readonly File[],
): Promise<ActivityApplicationValue> {
  const form = new FormData();
  form.append('remark', remark);
  for (const image of images) form.append('images', image, image.name);
  let response: Response;
  try {
    response = await fetch(`/wps/promotions/${encodeURIComponent(promotionId)}/apply`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 4),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => null)) as Envelope<ActivityApplicationValue> | null;
  if (!answer || !response.ok || !answer.success || !answer.value)
    throw new ApiError(answer?.message ?? `apply answered ${response.status}`, response.status, answer?.code);
  return answer.value;
}

/**
 * One of my private images as an object URL (the route needs the session's token, so a plain
 * <img src> cannot load it); freed when the component goes.
 */
export function usePrivateImage(path: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    void fetch(path, { headers: authHeaders(), signal: controller.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  return url;
}
