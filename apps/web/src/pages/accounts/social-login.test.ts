import { describe, expect, it } from 'vitest';
import {
  readSocialCallback,
  rememberSocialReturn,
  safeReturnPath,
  socialRedirectUri,
  takeSocialReturn,
} from './social-login';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('readSocialCallback', () => {
  it('reads code and state', () => {
    expect(readSocialCallback('?code=abc&state=xyz&iss=http%3A%2F%2Fop')).toEqual({
      kind: 'code',
      state: 'xyz',
      code: 'abc',
    });
  });

  it('reads an error with its state (the error wins over a code)', () => {
    expect(readSocialCallback('?error=access_denied&error_description=End-User+aborted&state=s1')).toEqual({
      kind: 'error',
      state: 's1',
      error: 'access_denied',
      errorDescription: 'End-User aborted',
    });
    expect(readSocialCallback('?error=server_error&code=c&state=s1')).toMatchObject({ kind: 'error' });
  });

  it('calls anything without a state, or without code and error, incomplete', () => {
    for (const search of ['', '?code=abc', '?state=s', `?code=c&state=${'s'.repeat(129)}`, '?error=x']) {
      expect(readSocialCallback(search)).toEqual({ kind: 'incomplete' });
    }
  });
});

describe('return path', () => {
  it('keeps a path of this site only, once', () => {
    const storage = new MemoryStorage();
    rememberSocialReturn(storage, '/member/securityCenter?x=1');
    expect(takeSocialReturn(storage)).toBe('/member/securityCenter?x=1');
    expect(takeSocialReturn(storage)).toBe('/');
  });

  it.each([
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/social/callback/x',
  ])('refuses %s', (path) => {
    expect(safeReturnPath(path)).toBeNull();
    const storage = new MemoryStorage();
    storage.setItem('socialReturn', path);
    expect(takeSocialReturn(storage)).toBe('/');
  });
});

describe('socialRedirectUri', () => {
  it('is the callback page of this origin for the provider', () => {
    expect(socialRedirectUri('http://127.0.0.1:8080', 'local')).toBe(
      'http://127.0.0.1:8080/social/callback/local',
    );
  });
});
