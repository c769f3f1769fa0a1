import { describe, expect, it } from 'vitest';
import { cookieFor, REMEMBER_COOKIE, REMEMBER_MAX_AGE_SECONDS, readCookie } from './remembered-username';

describe('remembered username cookie', () => {
  it('lives one day, site-wide, Lax, Secure on https', () => {
    expect(REMEMBER_MAX_AGE_SECONDS).toBe(86_400);
    expect(cookieFor(REMEMBER_COOKIE, 'demo', REMEMBER_MAX_AGE_SECONDS, true)).toBe(
      'rememberedUsername=demo; Max-Age=86400; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieFor(REMEMBER_COOKIE, 'demo', 0, false)).toBe(
      'rememberedUsername=demo; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('round-trips names that need encoding', () => {
    const cookie = cookieFor(REMEMBER_COOKIE, 'a b;c=d', 60, false).split(';')[0] ?? '';
    expect(readCookie(`other=1; ${cookie}; last=2`, REMEMBER_COOKIE)).toBe('a b;c=d');
  });

  it('reads nothing when absent or malformed', () => {
    expect(readCookie('', REMEMBER_COOKIE)).toBeNull();
    expect(readCookie('rememberedUsernameX=1', REMEMBER_COOKIE)).toBeNull();
    expect(readCookie('rememberedUsername=%E0%A4%A', REMEMBER_COOKIE)).toBeNull();
  });
});
