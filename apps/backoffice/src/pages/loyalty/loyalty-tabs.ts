import type { OperatorPermission } from '@khela/contract';
import { lazy } from 'react';
import type { MessageKey } from '../../messages';

/**
 * The loyalty page's tabs (issue 18): VIP, and whatever the points, mall and missions parts add.
 * One line per tab: its id (the path segment /backoffice/loyalty/<id>), its label (a console
 * message key), the permission that shows it (the server's guard on its API) and its component,
 * lazy so the console loads a tab's code only when it opens. The first tab the role may open is
 * the page's default.
 */
export type LoyaltyTab = {
  id: string;
  label: MessageKey;
  permission: OperatorPermission;
  component: React.ComponentType;
};

export const LOYALTY_TABS: readonly LoyaltyTab[] = [
  { id: 'vip', label: 'lo_tab_vip', permission: 'loyalty.view', component: lazy(() => import('./vip-tab')) },
  {
    id: 'points',
    label: 'lo_tab_points',
    permission: 'loyalty.view',
    component: lazy(() => import('./points-tab')),
  },
  {
    id: 'mall',
    label: 'lo_tab_mall',
    permission: 'loyalty.view',
    component: lazy(() => import('./mall-tab')),
  },
  {
    id: 'redeems',
    label: 'lo_tab_redeems',
    permission: 'loyalty.view',
    component: lazy(() => import('./redeems-tab')),
  },
  {
    id: 'missions',
    label: 'lo_tab_missions',
    permission: 'loyalty.view',
    component: lazy(() => import('./missions-tab')),
  },
  {
    id: 'leaderboard',
    label: 'lo_tab_leaderboard',
    permission: 'loyalty.view',
    component: lazy(() => import('./leaderboard-tab')),
  },
];
