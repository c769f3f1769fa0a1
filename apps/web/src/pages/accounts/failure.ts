import { ApiError } from '../../api/http';
import type { MessageKey } from '../../i18n/bn';

/**
 * What a failed call tells the person: the server's message (already in their language, from
 * the error catalogue) or, when nothing came back, the error catalogue's network message.
 */
export function failureText(error: unknown, t: (key: MessageKey) => string): string {
  if (error instanceof ApiError && error.code) return error.message;
  return t('network_error');
}

/**
 * Whether asking again could help: no answer, the server's own failure or too many requests. A
 * refusal of what was asked (a member not in my team, a bad range) comes back the same.
 */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The failure's value when it is a JSON object (e.g. `{ captcha: true }`), else an empty object. */
export function failureValue(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || typeof error.value !== 'object' || error.value === null) return {};
  return { ...error.value };
}

/** LOGIN_FAILED, INVALID_CAPTCHA and friends say in value.captcha whether a captcha is now needed. */
export function captchaDemanded(error: unknown): boolean {
  if (errorCode(error) === 'INVALID_CAPTCHA') return true;
  return failureValue(error).captcha === true;
}
