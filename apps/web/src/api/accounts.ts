import {
  type LoginRequest,
  LoginValue,
  type LoginVerifyRequest,
  type SocialCallbackRequest,
  SocialProvidersValue,
  SocialStartValue,
  TotpSetupValue,
  TotpStatusValue,
} from '@khela/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSessionToken } from '../stores/session';
import { apiRequest } from './http';
import { memberKeys } from './session';

// The session reads of the shell live in session.ts (kept out of the login forms' chunk).
export {
  type LoginState,
  logout,
  memberKeys,
  useBalance,
  useEndSession,
  useLoginState,
  useMemberInfo,
  useStartSession,
} from './session';

/** Session and member calls (the "Session", "Member" and "Wallet" API groups). */

export type LoginInput = z.input<typeof LoginRequest>;

/** POST /wps/session/login (E): username + password, or mobile + SMS code. */
export function login(input: LoginInput): Promise<LoginValue> {
  return apiRequest('/wps/session/login', LoginValue, { method: 'POST', body: input, encrypted: true });
}

/** POST /wps/session/login/verify: the extra step after VERIFICATION_REQUIRED. */
export function verifyLogin(input: z.input<typeof LoginVerifyRequest>): Promise<LoginValue> {
  return apiRequest('/wps/session/login/verify', LoginValue, {
    method: 'POST',
    body: input,
    encrypted: true,
  });
}

/** POST /wps/session/login/freeplay: a new trial account (type 4) with play money. */
export function loginFreeplay(): Promise<LoginValue> {
  return apiRequest('/wps/session/login/freeplay', LoginValue, { method: 'POST', body: {} });
}

// ── Security centre: authenticator app (TOTP); paths are our design (docs/decisions/0010) ──

/** GET /wps/member/security/totp (T): whether an authenticator is enrolled. */
export function useTotpStatus() {
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.totp(token),
    queryFn: ({ signal }) => apiRequest('/wps/member/security/totp', TotpStatusValue, { signal }),
    enabled: token !== null,
    retry: false,
  });
}

/** POST /wps/member/security/totp/setup (T): a new secret and its otpauth URL, pending for 10 minutes. */
export function setupTotp(): Promise<TotpSetupValue> {
  return apiRequest('/wps/member/security/totp/setup', TotpSetupValue, { method: 'POST', body: {} });
}

/** POST /wps/member/security/totp/enable (T): confirms the setup with a code from the app. */
export function enableTotp(code: string): Promise<TotpStatusValue> {
  return apiRequest('/wps/member/security/totp/enable', TotpStatusValue, { method: 'POST', body: { code } });
}

/** POST /wps/member/security/totp/disable (T): removes the authenticator, given a current code. */
export function disableTotp(code: string): Promise<TotpStatusValue> {
  return apiRequest('/wps/member/security/totp/disable', TotpStatusValue, { method: 'POST', body: { code } });
}

// ── Social login through OpenID Connect (docs/decisions/0010) ──────────────────────────────

/** GET /wps/session/social/providers: the providers the login popup offers (none → no buttons). */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social-providers'],
    queryFn: ({ signal }) => apiRequest('/wps/session/social/providers', SocialProvidersValue, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /wps/session/social/:provider/start: the provider's authorization URL for this redirect URI. */
export function startSocialLogin(provider: string, redirectUri: string): Promise<SocialStartValue> {
  const query = new URLSearchParams({ redirectUri });
  return apiRequest(`/wps/session/social/${encodeURIComponent(provider)}/start?${query}`, SocialStartValue);
}

/** POST /wps/session/social/:provider/callback: what the provider sent back; logs in like a password login. */
export function finishSocialLogin(
  provider: string,
  body: z.input<typeof SocialCallbackRequest>,
): Promise<LoginValue> {
  return apiRequest(`/wps/session/social/${encodeURIComponent(provider)}/callback`, LoginValue, {
    method: 'POST',
    body,
  });
}
