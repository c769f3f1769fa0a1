/**
 * Social login (docs/decisions/0010, 0013): the browser leaves for the provider and comes back
 * to /social/callback/<provider>; the page to return to afterwards waits in session storage.
 */
export const SOCIAL_CALLBACK_PREFIX = '/social/callback/';
const RETURN_KEY = 'socialReturn';

/** The redirect URI the provider sends the browser back to (registered at the provider). */
export function socialRedirectUri(origin: string, provider: string): string {
  return `${origin}${SOCIAL_CALLBACK_PREFIX}${encodeURIComponent(provider)}`;
}

/** Only a path of this site: never another origin (`//evil`, `https://…`). */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return null;
  }
  return path.startsWith(SOCIAL_CALLBACK_PREFIX) ? null : path;
}

export function rememberSocialReturn(storage: Storage, path: string): void {
  const safe = safeReturnPath(path);
  if (safe) storage.setItem(RETURN_KEY, safe);
  else storage.removeItem(RETURN_KEY);
}

/** The page to go to after the login (home when none was kept); read once. */
export function takeSocialReturn(storage: Storage): string {
  const path = safeReturnPath(storage.getItem(RETURN_KEY));
  storage.removeItem(RETURN_KEY);
  return path ?? '/';
}

export type SocialCallbackParams =
  | { kind: 'code'; state: string; code: string }
  | { kind: 'error'; state: string; error: string; errorDescription?: string }
  | { kind: 'incomplete' };

/** What the provider put on the redirect URI (RFC 6749 §4.1.2): code and state, or error and state. */
export function readSocialCallback(search: string): SocialCallbackParams {
  const query = new URLSearchParams(search);
  const state = query.get('state') ?? '';
  const code = query.get('code') ?? '';
  const error = query.get('error') ?? '';
  if (state === '' || state.length > 128) return { kind: 'incomplete' };
  if (error !== '') {
    const description = query.get('error_description');
    return {
      kind: 'error',
      state,
      error: error.slice(0, 128),
      ...(description ? { errorDescription: description.slice(0, 500) } : {}),
    };
  }
  if (code === '' || code.length > 2048) return { kind: 'incomplete' };
  return { kind: 'code', state, code };
}
