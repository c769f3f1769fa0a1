/**
 * Operators of the back office (issue 8): roles, permissions and which role holds which.
 * Every operator route names one permission; the guard refuses a role that does not hold it.
 * Zod-free so the web bundles can import the constants.
 */
export const OPERATOR_ROLES = ['owner', 'admin', 'finance', 'risk', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  // payments (issue 7 builds the API, issue 8 the pages)
  'payments.view',
  'payments.deposits.review',
  'payments.withdrawals.review',
  'payments.disputes.resolve',
  'payments.channels.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The permission matrix: owner holds everything; the others what their job needs. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  admin: OPERATOR_PERMISSIONS,
  finance: [
    'payments.view',
    'payments.deposits.review',
    'payments.withdrawals.review',
    'payments.disputes.resolve',
    'payments.channels.manage',
  ],
  risk: ['payments.view', 'payments.disputes.resolve'],
  content: [],
  support: ['payments.view'],
};

export function roleHolds(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
