import {
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  ForgotByEmailValue,
  LoginValue,
  type RegisterRequest,
  type ResetByEmailRequest,
  type ResetByPhoneRequest,
} from '@khela/contract';
import { z } from 'zod';
import { apiRequest } from './http';

/** Registration and password calls (the "Member" API group). */

export type RegisterInput = z.input<typeof RegisterRequest>;
export type RegistrationMode = 'username' | 'mobile';

/**
 * PUT /wps/member/register or /wps/member/register/mobile (E). The web adds what the register
 * body says is added on submit: the page address, the domain, register method WEB, and login true.
 */
export function register(mode: RegistrationMode, input: RegisterInput): Promise<LoginValue> {
  const path = mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  const body: RegisterInput = {
    ...input,
    login: true,
    registerUrl: window.location.href.slice(0, 500),
    domain: window.location.hostname,
    registerMethod: 'WEB',
  };
  return apiRequest(path, LoginValue, { method: 'PUT', body, encrypted: true });
}

/** PUT /wps/member/password (T, E). */
export async function changePassword(input: z.input<typeof ChangePasswordRequest>): Promise<void> {
  await apiRequest('/wps/member/password', z.unknown(), { method: 'PUT', body: input, encrypted: true });
}

/** POST /wps/member/password/email: sends a reset code to the account's email. */
export function requestPasswordEmail(
  input: z.input<typeof ForgotByEmailRequest>,
): Promise<z.infer<typeof ForgotByEmailValue>> {
  return apiRequest('/wps/member/password/email', ForgotByEmailValue, { method: 'POST', body: input });
}

/** POST /wps/member/password/email/reset: the emailed code and the new password; logs in. */
export function resetPasswordByEmail(input: z.input<typeof ResetByEmailRequest>): Promise<LoginValue> {
  return apiRequest('/wps/member/password/email/reset', LoginValue, { method: 'POST', body: input });
}

/** POST /wps/member/password/verification (E): SMS code and new password; logs in. */
export function resetPasswordByPhone(input: z.input<typeof ResetByPhoneRequest>): Promise<LoginValue> {
  return apiRequest('/wps/member/password/verification', LoginValue, {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}
