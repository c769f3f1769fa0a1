/**
 * The session token, kept in session storage after login (spec section 4 "Login").
 * Login itself comes in a later issue; until then this only answers "is there a session?"
 * for the routes that need one.
 */
export const SESSION_TOKEN_KEY = 'token';

export function getSessionToken(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(SESSION_TOKEN_KEY);
  } catch {
    return null;
  }
}
