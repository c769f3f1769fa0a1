import { describe, expect, it } from 'vitest';
import { appLink } from './app-links';

const origin = 'https://khela.example';

describe('appLink', () => {
  it('gives iOS the language and the session token, resolved against the site', () => {
    const link = new URL(appLink('IOS', '/download/ios', { language: 'en', token: 'tok-1', origin }));
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/download/ios');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(link.searchParams.get('token')).toBe('tok-1');
  });

  it('leaves the token out for a guest and replaces a stale language in the resource URL', () => {
    const link = new URL(
      appLink('IOS', 'https://apps.example/ios?lang=bn&x=1', { language: 'en', token: null, origin }),
    );
    expect(link.origin).toBe('https://apps.example');
    expect(link.searchParams.get('lang')).toBe('en');
    expect(link.searchParams.get('x')).toBe('1');
    expect(link.searchParams.has('token')).toBe(false);
  });

  it('keeps the Android link as configured (absolute), without language or token', () => {
    expect(appLink('Android', '/download/khela.apk', { language: 'bn', token: 'tok-1', origin })).toBe(
      `${origin}/download/khela.apk`,
    );
  });
});
