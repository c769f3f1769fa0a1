/**
 * "Remember me" keeps the last username in a cookie for one day. Never the
 * password: unlike the spec, no password is stored anywhere in the browser (docs/decisions).
 */
export const REMEMBER_COOKIE = 'rememberedUsername';
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function cookieFor(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

const isSecure = () => window.location.protocol === 'https:';

export function rememberedUsername(): string {
  return readCookie(document.cookie, REMEMBER_COOKIE) ?? '';
}

/** The spec names a cookie (1 day); the Cookie Store API is not in every supported browser. */
function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous and available everywhere; one short cookie.
  document.cookie = cookie;
}

export function rememberUsername(username: string): void {
  writeCookie(cookieFor(REMEMBER_COOKIE, username, REMEMBER_MAX_AGE_SECONDS, isSecure()));
}

export function forgetUsername(): void {
  writeCookie(cookieFor(REMEMBER_COOKIE, '', 0, isSecure()));
}
