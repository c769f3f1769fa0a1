import { AffiliateValue, CaptchaValue, type SmsCodeRequest, SmsCodeValue } from '@khela/contract';
import type { z } from 'zod';
import { ApiError, apiRequest } from './http';

/** Captcha, SMS codes and the affiliate check (the "SMS" and "System" API groups). */

/** GET /wps/captcha: a fresh single-use image and its id. */
export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaValue> {
  return apiRequest('/wps/captcha', CaptchaValue, { signal });
}

/** `register` for a new account's number; `noLogin` for login by SMS and forgot password by phone. */
export type SmsPurpose = 'register' | 'noLogin';

/** POST /wps/verification/sms/{register|noLogin}: sends a code; the answer says how long it lives. */
export function sendSmsCode(
  purpose: SmsPurpose,
  input: z.input<typeof SmsCodeRequest>,
): Promise<z.infer<typeof SmsCodeValue>> {
  return apiRequest(`/wps/verification/sms/${purpose}`, SmsCodeValue, { method: 'POST', body: input });
}

/**
 * GET /wps/agent/affiliate?code&domain: true when the code belongs to an active agent, false when
 * the server refuses it (INVITATION_CODE_ERROR); other failures (network, rate limit) are thrown.
 */
export async function checkAffiliateCode(code: string): Promise<boolean> {
  const query = new URLSearchParams({ code, domain: window.location.hostname });
  try {
    await apiRequest(`/wps/agent/affiliate?${query}`, AffiliateValue);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVITATION_CODE_ERROR') {
      return false;
    }
    throw error;
  }
}
