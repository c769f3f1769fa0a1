import { z } from 'zod';
import { OPERATOR_ROLES } from './backoffice.js';
import { BoPageQuery, boPage } from './backoffice-api.js';

// ── Back office: managing operators (owner; permission operators.manage; decision 0036) ──────

export const OPERATOR_STATUSES = ['active', 'disabled'] as const;
/** An operator's own password: long, since it guards a whole site. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 10;
export const OPERATOR_PASSWORD_MAX_LENGTH = 128;
export const OPERATOR_MAX_IP_ALLOW_LIST = 20;

const reason = z.string().trim().min(3).max(500).describe('why (kept in the audit trail)');
const password = z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(OPERATOR_PASSWORD_MAX_LENGTH);
const ipAllowList = z
  .array(z.union([z.cidrv4(), z.cidrv6()]))
  .max(OPERATOR_MAX_IP_ALLOW_LIST)
  .describe('CIDRs the operator may work from (e.g. 203.0.113.0/24); empty: anywhere');

/** GET /bo/api/operators: filter by part of the username, role, status; newest first. */
export const OperatorSearchQuery = BoPageQuery.extend({
  username: z.string().trim().min(1).max(40).optional().describe('part of the username'),
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
});
export type OperatorSearchQuery = z.infer<typeof OperatorSearchQuery>;

export const OperatorRowView = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(OPERATOR_STATUSES),
  ipAllowList: z.array(z.string()),
  totpEnrolled: z.boolean().describe('false: the operator enrols an authenticator at the next sign-in'),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type OperatorRowView = z.infer<typeof OperatorRowView>;
export const OperatorPage = boPage(OperatorRowView);
export type OperatorPage = z.infer<typeof OperatorPage>;

export const OperatorIdParams = z.object({ id: z.string().max(20) });

/** POST /bo/api/operators: the owner sets the initial password, or the server makes one and shows it once. */
export const OperatorCreateRequest = z.strictObject({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,40}$/, 'use 3-40 letters, digits, dots, dashes or underscores'),
  displayName: z.string().trim().min(1).max(80),
  role: z.enum(OPERATOR_ROLES),
  ipAllowList: ipAllowList.default([]),
  password: password.optional().describe('the initial password; absent: the server generates one'),
});
export type OperatorCreateRequest = z.input<typeof OperatorCreateRequest>;

/**
 * The new operator, and the initial password when the server generated it (shown once, never
 * stored in clear). The authenticator is enrolled by the operator at the first sign-in.
 */
export const OperatorCreateValue = z.object({
  operator: OperatorRowView,
  temporaryPassword: z.string().nullable(),
});
export type OperatorCreateValue = z.infer<typeof OperatorCreateValue>;

export const OperatorRoleRequest = z.strictObject({ role: z.enum(OPERATOR_ROLES), reason });
export type OperatorRoleRequest = z.infer<typeof OperatorRoleRequest>;

export const OperatorReasonRequest = z.strictObject({ reason });
export type OperatorReasonRequest = z.infer<typeof OperatorReasonRequest>;

/** PUT /bo/api/operators/:id/ip-allow-list: replaces the list (empty: anywhere); not one's own (decision 0037). */
export const OperatorIpAllowListRequest = z.strictObject({ ipAllowList, reason });
export type OperatorIpAllowListRequest = z.infer<typeof OperatorIpAllowListRequest>;

/** A password or second-factor reset: a temporary password shown once; sessions end. */
export const OperatorResetValue = z.object({
  operator: OperatorRowView,
  temporaryPassword: z.string(),
});
export type OperatorResetValue = z.infer<typeof OperatorResetValue>;

// ── The operator's own account setup (any signed-in operator; decision 0036) ─────────────────

/** GET /bo/api/session/totp: the secret to add to an authenticator app, until enrolled. */
export const OperatorTotpEnrolmentValue = z.object({
  secret: z.string().describe('base32'),
  otpauthUrl: z.string(),
});
export type OperatorTotpEnrolmentValue = z.infer<typeof OperatorTotpEnrolmentValue>;

export const OperatorTotpConfirmRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'expected the 6-digit code from the authenticator app'),
});
export type OperatorTotpConfirmRequest = z.infer<typeof OperatorTotpConfirmRequest>;

/** POST /bo/api/session/password: the operator's own change; other sessions end. */
export const OperatorPasswordChangeRequest = z.strictObject({
  currentPassword: z.string().min(1).max(OPERATOR_PASSWORD_MAX_LENGTH),
  newPassword: password,
});
export type OperatorPasswordChangeRequest = z.infer<typeof OperatorPasswordChangeRequest>;
