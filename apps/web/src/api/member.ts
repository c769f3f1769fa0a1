import {
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  ForgotByEmailValue,
  LoginValue,
  type MemberIconValue,
  type PasswordStatusValue,
  type RegisterRequest,
  type ResetByEmailRequest,
  type ResetByPhoneRequest,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useSessionToken } from '../stores/session';
import { apiRequest, contractValue } from './http';
import { memberKeys } from './session';

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

export const passwordStatusKey = (token: string | null) => [...memberKeys.all, 'password', token] as const;

/** GET /wps/member/password (T): whether there is a password to change (decision 0086). */
export function usePasswordStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: passwordStatusKey(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/member/password', contractValue<PasswordStatusValue>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

export const memberIconKey = (token: string | null) => [...memberKeys.all, 'icon', token] as const;

/** GET /wps/member/info/icon (T): the member's avatar and the choices. */
export function useMemberIcon() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberIconKey(token),
    queryFn: ({ signal }) =>
      apiRequest('/wps/member/info/icon', contractValue<z.infer<typeof MemberIconValue>>(), { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** PUT /wps/member/info/icon (T; not for a trial account): chooses the avatar. */
export function setMemberIcon(icon: number): Promise<z.infer<typeof MemberIconValue>> {
  return apiRequest('/wps/member/info/icon', contractValue<z.infer<typeof MemberIconValue>>(), {
    method: 'PUT',
    body: { icon },
  });
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
