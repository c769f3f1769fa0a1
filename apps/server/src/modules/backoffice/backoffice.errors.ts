import type { ErrorCode } from '@khela/contract';

/**
 * The back office's refusals (texts in the contract's catalogue, "Back office" group): operator
 * sign-in, sessions and operator management. Player, game and payment pages refuse with their
 * own modules' codes.
 * - OPERATOR_NOT_LOGGED_IN: an operator route without a valid operator session (a player token never counts).
 * - OPERATOR_FORBIDDEN: the operator's role lacks the permission the route needs.
 * - OPERATOR_LOGIN_FAILED: unknown or disabled operator, wrong password, or a wrong or used
 *   authenticator code; one answer for all so it reveals nothing.
 * - OPERATOR_IP_NOT_ALLOWED: the operator's IP allow-list excludes the caller (at login and on every request).
 * - OPERATOR_SETUP_REQUIRED: the operator must first change an owner-set password and/or enrol
 *   an authenticator; only the session routes answer until then.
 * - INVALID_VERIFICATION_CODE: an authenticator code that does not match at enrolment (at login
 *   a missing or wrong code is answered OPERATOR_LOGIN_FAILED instead).
 * - TOO_MANY_REQUESTS: too many sign-in or wrong-password tries; Retry-After says when to retry.
 * - OPERATOR_NOT_FOUND: an operators route names an unknown operator id.
 * - OPERATOR_USERNAME_TAKEN: creating an operator whose username another operator has.
 * - OPERATOR_SELF_CHANGE: an owner changing their own role, status, password or authenticator
 *   through operator management.
 * - OPERATOR_LAST_OWNER: disabling or demoting the only active owner.
 * - OPERATOR_STATUS_UNCHANGED: disabling a disabled operator, enabling an active one, or giving
 *   the role they have.
 * - OPERATOR_PASSWORD_INCORRECT / OPERATOR_PASSWORD_REUSED: the operator's own password change
 *   with a wrong current password, or to the password they have now.
 * - OPERATOR_TOTP_ALREADY_ENROLLED: asking for or confirming an enrolment when one exists.
 */
export const BACKOFFICE_ERRORS = [
  'OPERATOR_NOT_LOGGED_IN',
  'OPERATOR_FORBIDDEN',
  'OPERATOR_LOGIN_FAILED',
  'OPERATOR_IP_NOT_ALLOWED',
  'OPERATOR_SETUP_REQUIRED',
  'INVALID_VERIFICATION_CODE',
  'TOO_MANY_REQUESTS',
  'OPERATOR_NOT_FOUND',
  'OPERATOR_USERNAME_TAKEN',
  'OPERATOR_SELF_CHANGE',
  'OPERATOR_LAST_OWNER',
  'OPERATOR_STATUS_UNCHANGED',
  'OPERATOR_PASSWORD_INCORRECT',
  'OPERATOR_PASSWORD_REUSED',
  'OPERATOR_TOTP_ALREADY_ENROLLED',
] as const satisfies readonly ErrorCode[];

export type BackofficeErrorCode = (typeof BACKOFFICE_ERRORS)[number];
