/**
 * Operators of the back office: roles, permissions and which role holds which.
 * Every operator route names one permission; the guard refuses a role that does not hold it.
 * Zod-free so the web bundles can import the constants.
 */
export const OPERATOR_ROLES = ['owner', 'admin', 'finance', 'risk', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  // payments (the API and the back-office pages)
  'payments.view',
  'payments.deposits.review',
  'payments.withdrawals.review',
  'payments.disputes.resolve',
  'payments.channels.manage',
  // back office foundation
  'dashboard.view',
  'players.view',
  'players.manage',
  'players.balance.adjust',
  'site.view',
  'site.manage',
  'content.manage',
  'games.manage',
  'messages.view',
  'audit.view',
  'operators.manage',
  // the agent network (decision 0046)
  'agents.view',
  'agents.manage',
  'agents.payouts.approve',
  // promotions and bonus money (decision 0051)
  'promotions.view',
  'promotions.manage',
  'promotions.bonuses.grant',
  // activity applications: see the images, approve (pays) or reject (decision 0057)
  'promotions.applications.review',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/**
 * The permission matrix: owner holds everything; admin everything but managing operators; the
 * others what their job needs.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  admin: OPERATOR_PERMISSIONS.filter((permission) => permission !== 'operators.manage'),
  finance: [
    'payments.view',
    'payments.deposits.review',
    'payments.withdrawals.review',
    'payments.disputes.resolve',
    'payments.channels.manage',
    'dashboard.view',
    'players.view',
    'players.balance.adjust',
    'agents.view',
    'agents.payouts.approve',
    'promotions.view',
    'promotions.bonuses.grant',
    'promotions.applications.review',
  ],
  risk: [
    'payments.view',
    'payments.disputes.resolve',
    'dashboard.view',
    'players.view',
    'players.manage',
    'audit.view',
    'agents.view',
    'promotions.view',
  ],
  content: ['dashboard.view', 'content.manage', 'promotions.view', 'promotions.manage'],
  support: ['payments.view', 'dashboard.view', 'players.view', 'messages.view'],
};

export function roleHolds(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
