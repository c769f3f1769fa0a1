import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { languageStore } from '../stores/language';
import { sessionStore } from '../stores/session';
import { ApiError, apiRequest, contractValue, NetworkError } from './http';
import { fetchSystemStatus } from './system';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  languageStore.set('bn');
  sessionStore.clear();
});

describe('apiRequest', () => {
  it('sends the current language in x-lang and returns the checked value', async () => {
    const fetchMock = answer(200, { success: true, value: { n: 1 }, message: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    languageStore.set('en');
    await expect(apiRequest('/wps/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-lang')).toBe('en');
  });

  it('sends a JSON body with its content type', async () => {
    const fetchMock = answer(200, { success: true, value: null, message: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/system/language', z.unknown(), { method: 'PUT', body: { language: 'en' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"language":"en"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns a failure envelope into an ApiError with the server message and code', async () => {
    vi.stubGlobal(
      'fetch',
      answer(404, { success: false, value: null, message: 'অবৈধ URL', code: 'NOT_FOUND' }),
    );
    const error = await apiRequest('/wps/unknown', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'অবৈধ URL' });
  });

  it('refuses a value outside its contract', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, value: { n: 'one' }, message: 'OK' }));
    await expect(apiRequest('/wps/x', z.object({ n: z.number() }))).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses an answer that is not an envelope', async () => {
    vi.stubGlobal('fetch', answer(200, { hello: 'world' }));
    await expect(apiRequest('/wps/x', z.unknown())).rejects.toBeInstanceOf(ApiError);
  });

  it('reports an unreachable server as a NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/wps/x', z.unknown())).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('apiRequest with a session', () => {
  it('sends the token as a bearer token', async () => {
    const fetchMock = answer(200, { success: true, value: null, message: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    sessionStore.set('tok-1');
    await apiRequest('/wps/member/info', z.null());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no authorization header when logged out', async () => {
    const fetchMock = answer(200, { success: true, value: null, message: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/system/whitelabel', z.null());
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('ends the local session when the server answers NOT_LOGGED_IN', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, value: null, message: 'You are not logged in', code: 'NOT_LOGGED_IN' }),
    );
    sessionStore.set('revoked');
    await expect(apiRequest('/wps/member/info', z.unknown())).rejects.toMatchObject({
      code: 'NOT_LOGGED_IN',
    });
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session on other failures, and hands the failure value to the caller', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, value: { captcha: true }, message: 'wrong', code: 'LOGIN_FAILED' }),
    );
    sessionStore.set('still-good');
    const error = await apiRequest('/wps/session/login', z.unknown()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
    expect(sessionStore.get()).toBe('still-good');
  });

  it('sends an E call as plain JSON while the site config allows it', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      const value = url.endsWith('/wps/system/config') ? { payloadEncryption: undefined } : null;
      return new Response(JSON.stringify({ success: true, value, message: 'OK' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/member/password', z.null(), {
      method: 'PUT',
      body: { newPassword: 'x' },
      encrypted: true,
    });
    const put = fetchMock.mock.calls.find(([url]) => url === '/wps/member/password');
    expect(put?.[1]?.body).toBe('{"newPassword":"x"}');
  });
});

describe('apiRequest: E calls', () => {
  it('encrypts for a new key and sends again when the server no longer knows the old one', async () => {
    const pair = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['wrapKey', 'unwrapKey'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const publicKey = { kty: 'RSA', n: jwk.n, e: jwk.e };
    let configs = 0;
    let attempts = 0;
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/wps/system/config') {
        configs += 1;
        const payloadEncryption = {
          kid: `key-${configs}`,
          algorithm: 'RSA-OAEP-256+A256GCM',
          publicKey,
          plainAllowed: false,
        };
        return new Response(JSON.stringify({ success: true, value: { payloadEncryption }, message: 'OK' }));
      }
      attempts += 1;
      if (attempts === 1) {
        const failure = { success: false, value: null, message: 'key changed', code: 'PAYLOAD_KEY_UNKNOWN' };
        return new Response(JSON.stringify(failure), { status: 400 });
      }
      return new Response(JSON.stringify({ success: true, value: null, message: 'OK' }));
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/wps/member/register', z.null(), {
      method: 'PUT',
      body: { password: 'p4ss' },
      encrypted: true,
    });
    const sent = fetchMock.mock.calls
      .filter(([url]) => url === '/wps/member/register')
      .map(([, init]) => init?.body);
    expect(sent).toHaveLength(2);
    // The site config was read again, and the second body went encrypted for the key it named.
    expect(configs).toBeGreaterThan(0);
    expect(JSON.parse(String(sent[1]))).toMatchObject({ kid: `key-${configs}` });
    expect(String(sent[1])).not.toContain('p4ss');
  });
});

describe('fetchSystemStatus', () => {
  const location = { ip: '203.0.113.9' };

  it('reads the contract status', async () => {
    const value = { status: 2, maintenance: false, regionRestriction: true, location };
    vi.stubGlobal('fetch', answer(200, { success: true, value, message: 'OK' }));
    await expect(fetchSystemStatus()).resolves.toEqual(value);
  });

  it('still parses a status code outside 0-2, which the root renders as nothing', async () => {
    const value = { status: 7, maintenance: false, regionRestriction: false, location };
    vi.stubGlobal('fetch', answer(200, { success: true, value, message: 'OK' }));
    await expect(fetchSystemStatus()).resolves.toMatchObject({ status: 7 });
  });
});

describe('contractValue', () => {
  it('returns the value as the server sent it (the server checked it against the schema)', async () => {
    const value = { banners: [{ id: 'b1' }], popups: [] };
    vi.stubGlobal('fetch', answer(200, { success: true, value, message: 'OK' }));
    await expect(apiRequest('/wps/x', contractValue<typeof value>())).resolves.toEqual(value);
  });

  it('still refuses an answer that is not an envelope, and turns a failure into an ApiError', async () => {
    vi.stubGlobal('fetch', answer(200, { success: 'yes', value: {}, message: 'OK' }));
    await expect(apiRequest('/wps/x', contractValue<unknown>())).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(200, { success: true, value: {}, message: 3 }));
    await expect(apiRequest('/wps/x', contractValue<unknown>())).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(200, { success: true, value: {}, message: 'OK', code: 5 }));
    await expect(apiRequest('/wps/x', contractValue<unknown>())).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', answer(200, [1, 2]));
    await expect(apiRequest('/wps/x', contractValue<unknown>())).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal(
      'fetch',
      answer(409, { success: false, value: null, message: 'taken', code: 'USER_EXISTS' }),
    );
    await expect(apiRequest('/wps/x', contractValue<unknown>())).rejects.toMatchObject({
      status: 409,
      code: 'USER_EXISTS',
      message: 'taken',
    });
  });
});
