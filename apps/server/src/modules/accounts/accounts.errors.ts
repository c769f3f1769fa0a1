import type { ErrorCode } from '@khela/contract';

/**
 * The accounts module's refusals (texts in the contract's catalogue). Sign-in, registration,
 * verification codes, passwords, authenticators, social login, the agent's team and the
 * back office's player pages. Also passed on from the system module: SYSTEM_MAINTENANCE and
 * ACCESS_RESTRICTED (site closed or caller's address denied), and the wallet's refusals on an
 * operator's balance adjustment.
 * - NOT_LOGGED_IN: a member call whose session no longer names an existing member.
 * - ACCOUNT_DISABLED: sign-in to an account an operator locked or disabled.
 * - NON_MEMBER_LOGIN / NON_AGENT_LOGIN: the account's type may not enter that area (or use the
 *   agent's team pages).
 * - LOGIN_FAILED: wrong username or password (never says which); value.captcha says whether the
 *   next try needs a captcha.
 * - INVALID_CAPTCHA: a captcha answer that is wrong, used or expired, when one is required.
 * - TOO_MANY_REQUESTS: a sign-in, code, registration or password rate limit; Retry-After says when.
 * - VERIFICATION_REQUIRED: the extra login verification must be passed first; value says how.
 * - BANK_ACCOUNT_NAME_MISMATCH: extra verification by bank account name with the wrong name.
 * - MISSING_VERIFICATION_CODE / INVALID_VERIFICATION_CODE / VERIFICATION_CODE_EXPIRED: an SMS,
 *   email or authenticator code that is absent, wrong, or past its expiry.
 * - PHONE_REQUIRED / INVALID_PHONE_FORMAT / PHONE_NUMBER_LENGTH / UNSUPPORTED_COUNTRY_CODE: a
 *   mobile number that is missing, malformed, the wrong length, or from a country not offered.
 * - USERNAME_TAKEN / MOBILE_TAKEN: registration with a username or mobile another account has.
 * - PHONE_VERIFICATION_FAILED / PHONE_NUMBER_MISMATCH / PHONE_PROVIDER_UNAVAILABLE: registration
 *   through the external phone provider (decision 0087) with an ID token that is not the
 *   provider's for us, that proves another number, or while the provider's keys are unreachable
 *   (an expired one reads VERIFICATION_CODE_EXPIRED).
 * - INVITATION_CODE_ERROR: an affiliate code that is unknown or not an active agent's.
 * - VALIDATION_FAILED: register fields that break the site's register rules; value.fields names each.
 * - FUNCTION_DISABLED: the feature (SMS login, SMS codes, free play, registration mode, social
 *   login) is switched off in the site settings.
 * - USER_OR_EMAIL_NOT_FOUND: password recovery names an unknown username or email.
 * - OLD_PASSWORD_INCORRECT: a password change whose old password does not match.
 * - LOGIN_PASSWORD_INCORRECT: a first payment password set with a wrong login password.
 * - PAYMENT_PASSWORD_NOT_SET / _ALREADY_SET / _WRONG / _LOCKED: payment password checks before
 *   money leaves an account (locked after 5 wrong tries for 15 minutes).
 * - TOTP_ALREADY_ENABLED / TOTP_NOT_ENABLED / TOTP_SETUP_EXPIRED / TOTP_CODE_USED: authenticator
 *   setup and use out of order, or a replayed code.
 * - SOCIAL_PROVIDER_UNKNOWN / SOCIAL_STATE_INVALID / SOCIAL_PROVIDER_ERROR / LOGIN_POPUP_CLOSED:
 *   a social login with an unconfigured provider, a bad state, a failing provider, or cancelled.
 * - TRANSFER_NOT_DOWNLINE: an agent names someone who is not a direct downline member.
 * - AGENT_NOT_IN_TEAM: an agent names someone outside its own team (team look-ups for the agents module).
 * - AGENT_MOVE_INVALID: an operator's move names no member.
 * - PLAYER_NOT_FOUND / PLAYER_STATUS_UNCHANGED / PLAYER_ADJUST_AMOUNT_INVALID: back-office player
 *   pages: unknown player id, freezing a frozen player (or the reverse), a zero or over-precise
 *   adjustment amount.
 * - NOT_FOUND: the test-only captcha answer route names no captcha.
 */
export const ACCOUNTS_ERRORS = [
  'NOT_LOGGED_IN',
  'ACCOUNT_DISABLED',
  'NON_MEMBER_LOGIN',
  'NON_AGENT_LOGIN',
  'LOGIN_FAILED',
  'INVALID_CAPTCHA',
  'TOO_MANY_REQUESTS',
  'VERIFICATION_REQUIRED',
  'BANK_ACCOUNT_NAME_MISMATCH',
  'MISSING_VERIFICATION_CODE',
  'INVALID_VERIFICATION_CODE',
  'VERIFICATION_CODE_EXPIRED',
  'PHONE_REQUIRED',
  'INVALID_PHONE_FORMAT',
  'PHONE_NUMBER_LENGTH',
  'UNSUPPORTED_COUNTRY_CODE',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'PHONE_VERIFICATION_FAILED',
  'PHONE_NUMBER_MISMATCH',
  'PHONE_PROVIDER_UNAVAILABLE',
  'INVITATION_CODE_ERROR',
  'VALIDATION_FAILED',
  'FUNCTION_DISABLED',
  'USER_OR_EMAIL_NOT_FOUND',
  'OLD_PASSWORD_INCORRECT',
  'LOGIN_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_ALREADY_SET',
  'PAYMENT_PASSWORD_WRONG',
  'PAYMENT_PASSWORD_LOCKED',
  'TOTP_ALREADY_ENABLED',
  'TOTP_NOT_ENABLED',
  'TOTP_SETUP_EXPIRED',
  'TOTP_CODE_USED',
  'SOCIAL_PROVIDER_UNKNOWN',
  'SOCIAL_STATE_INVALID',
  'SOCIAL_PROVIDER_ERROR',
  'LOGIN_POPUP_CLOSED',
  'TRANSFER_NOT_DOWNLINE',
  'AGENT_NOT_IN_TEAM',
  'AGENT_MOVE_INVALID',
  'PLAYER_NOT_FOUND',
  'PLAYER_STATUS_UNCHANGED',
  'PLAYER_ADJUST_AMOUNT_INVALID',
  'NOT_FOUND',
] as const satisfies readonly ErrorCode[];

export type AccountsErrorCode = (typeof ACCOUNTS_ERRORS)[number];
