import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { languageStore } from '../stores/language';
import { ApiError, apiRequest, NetworkError } from './http';
import { fetchSystemStatus } from './system';

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  languageStore.set('bn');
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
