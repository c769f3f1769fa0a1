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
  // loyalty (issue 18): VIP ladder, points rates, mall goods, missions, leaderboard prizes
  'loyalty.view',
  'loyalty.manage',
  // the points mall's redeem queue: approve (delivers) or reject (returns points and stock)
  'loyalty.redeems.review',
  // platform messages (messageV2): compose to everyone, a segment or one player
  'messages.compose',
  // feedback and complaints: read and reply
  'feedback.reply',
  // live customer chat: take chats from the queue, reply, transfer, close
  'chat.serve',
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
    'loyalty.view',
    'loyalty.redeems.review',
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
    'loyalty.view',
  ],
  content: [
    'dashboard.view',
    'content.manage',
    'promotions.view',
    'promotions.manage',
    'loyalty.view',
    'loyalty.manage',
    'messages.compose',
  ],
  support: [
    'payments.view',
    'dashboard.view',
    'players.view',
    'messages.view',
    'messages.compose',
    'feedback.reply',
    'chat.serve',
    'loyalty.view',
  ],
};

export function roleHolds(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
