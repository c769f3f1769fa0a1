import { PATHS, routeNameOf } from '../../app/paths';
import type { MessageKey } from '../../i18n/bn';
import type { IconName } from '../icons/icon';

export type LeftBarTab = { name: string; to: string; label: MessageKey; icon: IconName; member?: boolean };

/** Spec "Header and shell": HOME, SPORTS, CENTER (security centre, a real account's), PROMO. */
export const LEFT_BAR_TABS: LeftBarTab[] = [
  { name: 'HOME', to: PATHS.home, label: 'left_home', icon: 'home' },
  { name: 'SPORTS', to: PATHS.sports, label: 'left_sports', icon: 'sports' },
  { name: 'CENTER', to: PATHS.securityCenter, label: 'left_center', icon: 'shield', member: true },
  { name: 'PROMO', to: PATHS.promotions, label: 'left_promo', icon: 'gift' },
];

/** A tab is current on its own route and below it; HOME on every alias of the home view. */
export function isTabActive(tab: Pick<LeftBarTab, 'to'>, pathname: string): boolean {
  const route = routeNameOf(pathname);
  const own = routeNameOf(tab.to);
  return route === own || (own !== 'home' && route.startsWith(`${own}/`));
}
