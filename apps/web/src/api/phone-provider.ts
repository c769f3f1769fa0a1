import type { PhoneProviderClient } from '@khela/contract';
import type { MessageKey } from '../i18n/bn';
import { NetworkError, REQUEST_TIMEOUT_MS } from './http';

/**
 * The external phone provider's calls (decision 0087), made from the browser as Firebase's own
 * client makes them: the provider sends the SMS (accounts:sendVerificationCode) and exchanges
 * the code for an ID token (accounts:signInWithPhoneNumber), which registration then carries.
 * In the demo and the browser tests the provider is the local fake on this site.
 */

/** The provider refused: its error (INVALID_CODE …) and the text the person reads. */
export class PhoneProviderError extends Error {
  constructor(
    readonly providerCode: string,
    readonly key: MessageKey,
  ) {
    super(providerCode);
  }
}

/**
 * The provider's errors (the REST messages, and the client SDK's codes for the same cases) as
 * the spec's authentication messages; anything else is an unknown error.
 */
const ERROR_KEYS: Record<string, MessageKey> = {
  INVALID_PHONE_NUMBER: 'phone_err_number',
  MISSING_PHONE_NUMBER: 'phone_err_number',
  'auth/invalid-phone-number': 'phone_err_number',
  'auth/missing-phone-number': 'phone_err_number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'phone_err_too_many',
  'auth/too-many-requests': 'phone_err_too_many',
  INVALID_CODE: 'phone_err_code',
  'auth/invalid-verification-code': 'phone_err_code',
  MISSING_CODE: 'phone_err_code_missing',
  'auth/missing-verification-code': 'phone_err_code_missing',
  CAPTCHA_CHECK_FAILED: 'phone_err_captcha',
  MISSING_RECAPTCHA_TOKEN: 'phone_err_captcha',
  INVALID_RECAPTCHA_TOKEN: 'phone_err_captcha',
  UNAUTHORIZED_DOMAIN: 'phone_err_captcha',
  'auth/captcha-check-failed': 'phone_err_captcha',
  'auth/unauthorized-domain': 'phone_err_captcha',
  QUOTA_EXCEEDED: 'phone_err_quota',
  'auth/quota-exceeded': 'phone_err_quota',
  OPERATION_NOT_ALLOWED: 'phone_err_disabled',
  'auth/operation-not-allowed': 'phone_err_disabled',
  SESSION_EXPIRED: 'phone_err_expired',
  INVALID_SESSION_INFO: 'phone_err_expired',
  MISSING_SESSION_INFO: 'phone_err_expired',
  'auth/code-expired': 'phone_err_expired',
  'auth/popup-closed-by-user': 'phone_err_popup',
};

/** `INVALID_PHONE_NUMBER : Invalid format.` → the code before the detail. */
export function providerErrorCode(message: string): string {
  return message.split(' : ')[0]?.trim() ?? '';
}

export function providerErrorKey(message: string): MessageKey {
  return ERROR_KEYS[providerErrorCode(message)] ?? 'phone_err_unknown';
}

/** The number as the provider wants it: E.164, e.g. +8801712345678. */
export const e164 = (countryDialingCode: string, nationalNumber: string) =>
  `+${countryDialingCode.replace(/\D/g, '')}${nationalNumber}`;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

async function call(
  provider: PhoneProviderClient,
  name: 'sendVerificationCode' | 'signInWithPhoneNumber',
  body: Record<string, string>,
): Promise<unknown> {
  const url = `${provider.apiUrl}/accounts:${name}?key=${encodeURIComponent(provider.apiKey)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new NetworkError(`the phone provider did not answer ${name}`);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const message = field(field(answer, 'error'), 'message');
  const code = typeof message === 'string' ? providerErrorCode(message) : `HTTP_${response.status}`;
  throw new PhoneProviderError(code, providerErrorKey(code));
}

/** Asks the provider to text a code to the number; its session ties the code to this send. */
export async function sendPhoneCode(
  provider: PhoneProviderClient,
  phoneNumber: string,
): Promise<{ sessionInfo: string }> {
  const sessionInfo = field(await call(provider, 'sendVerificationCode', { phoneNumber }), 'sessionInfo');
  if (typeof sessionInfo !== 'string' || sessionInfo === '') {
    throw new PhoneProviderError('BAD_ANSWER', 'phone_err_unknown');
  }
  return { sessionInfo };
}

/** The code the person typed for the provider's ID token proving the number. */
export async function verifyPhoneCode(
  provider: PhoneProviderClient,
  sessionInfo: string,
  code: string,
): Promise<{ idToken: string; phoneNumber: string }> {
  const answer = await call(provider, 'signInWithPhoneNumber', { sessionInfo, code });
  const idToken = field(answer, 'idToken');
  const phoneNumber = field(answer, 'phoneNumber');
  if (typeof idToken !== 'string' || idToken === '' || typeof phoneNumber !== 'string') {
    throw new PhoneProviderError('BAD_ANSWER', 'phone_err_unknown');
  }
  return { idToken, phoneNumber };
}
