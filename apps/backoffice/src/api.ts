import type { Envelope } from '@khela/contract';

/** No call waits longer than this. */
const REQUEST_TIMEOUT_MS = 15_000;
/** The operator's token lives for the tab only (sessionStorage): closing the tab signs out. */
export const TOKEN_KEY = 'backofficeToken';

export type FieldProblem = { field: string; message: string };

/** A failure envelope (or no answer at all: status 0, code NETWORK). */
export class BoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  /** VALIDATION_FAILED's field list, keyed by the field path without its `body.`/`query.` prefix. */
  fieldMessages(): Record<string, string> {
    const fields = (this.value as { fields?: FieldProblem[] } | null)?.fields ?? [];
    const out: Record<string, string> = {};
    for (const { field, message } of fields) {
      const key = field.replace(/^(body|query|querystring|params)\./, '');
      out[key] ??= message;
    }
    return out;
  }
}

export const tokenStore = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string | null): void {
    try {
      if (token) window.sessionStorage.setItem(TOKEN_KEY, token);
      else window.sessionStorage.removeItem(TOKEN_KEY);
    } catch {
      // The session then lasts until the page is reloaded.
    }
  },
};

/** Told when the server says the operator's session is over (idle time-out, logout elsewhere). */
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

let currentLanguage = 'bn';
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls a /bo/api path and returns the envelope's value as the contract types it (the server
 * checks every answer against its response schema, so the console ships no schema library).
 * OPERATOR_NOT_LOGGED_IN on a call that carried a token ends the local session.
 */
export async function boRequest<T>(
  path: string,
  options: { method?: Method; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-lang': currentLanguage };
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (a file upload) sets its own multipart content type and boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined || isForm
          ? (options.body as FormData | undefined)
          : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new BoApiError(error instanceof Error ? error.message : String(error), 0, 'NETWORK');
  }
  let answer: Envelope<unknown> | undefined;
  try {
    answer = (await response.json()) as Envelope<unknown>;
  } catch {
    answer = undefined;
  }
  if (!answer || typeof answer.success !== 'boolean') {
    throw new BoApiError(`${path} answered ${response.status}`, response.status, 'BAD_ANSWER');
  }
  if (!response.ok || !answer.success) {
    const code = answer.code ?? 'UNKNOWN';
    if (token && code === 'OPERATOR_NOT_LOGGED_IN' && tokenStore.get() === token) {
      tokenStore.set(null);
      for (const listener of sessionEndedListeners) listener();
    }
    throw new BoApiError(answer.message, response.status, code, answer.value);
  }
  return answer.value as T;
}

/**
 * A binary /bo/api resource (a proof image) fetched with the operator's token, as an object URL
 * for an <img>; the caller revokes it. Failures are BoApiError like boRequest's.
 */
export async function boObjectUrl(path: string): Promise<string> {
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'x-lang': currentLanguage, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new BoApiError(error instanceof Error ? error.message : String(error), 0, 'NETWORK');
  }
  if (!response.ok)
    throw new BoApiError(`${path} answered ${response.status}`, response.status, 'BAD_ANSWER');
  return URL.createObjectURL(await response.blob());
}

/** A query string of the set values only. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
