import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from './http';
import { e164, PhoneProviderError, providerErrorKey, sendPhoneCode, verifyPhoneCode } from './phone-provider';

const PROVIDER = { channel: 'firebase', apiUrl: 'https://phone.example.test/v1', apiKey: 'web key' };

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the provider's errors, as the spec's authentication messages", () => {
  it.each([
    ['INVALID_PHONE_NUMBER : Invalid format.', 'phone_err_number'],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'phone_err_too_many'],
    ['INVALID_CODE', 'phone_err_code'],
    ['MISSING_CODE', 'phone_err_code_missing'],
    ['CAPTCHA_CHECK_FAILED', 'phone_err_captcha'],
    ['auth/unauthorized-domain', 'phone_err_captcha'],
    ['QUOTA_EXCEEDED', 'phone_err_quota'],
    ['OPERATION_NOT_ALLOWED', 'phone_err_disabled'],
    ['SESSION_EXPIRED', 'phone_err_expired'],
    ['auth/code-expired', 'phone_err_expired'],
    ['auth/popup-closed-by-user', 'phone_err_popup'],
    ['API key not valid. Please pass a valid API key.', 'phone_err_unknown'],
    ['', 'phone_err_unknown'],
  ])('%s → %s', (message, key) => {
    expect(providerErrorKey(message)).toBe(key);
  });
});

describe('the provider calls', () => {
  it('sends to the E.164 number with the web key, and keeps the session', async () => {
    const fetch = answer(200, { sessionInfo: 'session-1' });
    vi.stubGlobal('fetch', fetch);
    expect(await sendPhoneCode(PROVIDER, e164('880', '1712345678'))).toEqual({ sessionInfo: 'session-1' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://phone.example.test/v1/accounts:sendVerificationCode?key=web%20key');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ phoneNumber: '+8801712345678' });
  });

  it('exchanges the code for the ID token', async () => {
    vi.stubGlobal(
      'fetch',
      answer(200, { idToken: 'id.token', phoneNumber: '+8801712345678', expiresIn: '3600' }),
    );
    expect(await verifyPhoneCode(PROVIDER, 'session-1', '123456')).toEqual({
      idToken: 'id.token',
      phoneNumber: '+8801712345678',
    });
  });

  it('turns a refusal into its message key, and no answer into a network error', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 400, message: 'INVALID_CODE' } }));
    const refused = await verifyPhoneCode(PROVIDER, 'session-1', '000000').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PhoneProviderError);
    expect(refused).toMatchObject({ providerCode: 'INVALID_CODE', key: 'phone_err_code' });
    vi.stubGlobal('fetch', answer(200, { sessionInfo: '' }));
    await expect(sendPhoneCode(PROVIDER, '+8801712345678')).rejects.toMatchObject({
      key: 'phone_err_unknown',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendPhoneCode(PROVIDER, '+8801712345678')).rejects.toBeInstanceOf(NetworkError);
  });
});
