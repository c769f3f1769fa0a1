import type { GameType, GameVendorItem } from '@khela/contract';
import type { IconName } from '../../components/icons/icon';
import type { MessageKey } from '../../i18n/bn';

/**
 * The game pages and how each is drawn: a game centre (live, sports, e-sports,
 * lottery: the vendors are the way in) or a game list centre (hot, fish, slots, cards: the games).
 */
export type LobbyKind = 'centre' | 'list';

export type GameRoute = {
  path: string;
  /** The catalogue type; HOT is every type's hot games. */
  gameType: GameType | 'HOT';
  kind: LobbyKind;
  label: MessageKey;
  icon: IconName;
};

export const GAME_ROUTES: readonly GameRoute[] = [
  { path: '/elott', gameType: 'ELOTT', kind: 'centre', label: 'games_type_ELOTT', icon: 'lottery' },
  { path: '/lott', gameType: 'LOTT', kind: 'centre', label: 'games_type_LOTT', icon: 'lottery' },
  { path: '/live', gameType: 'LIVE', kind: 'centre', label: 'games_type_LIVE', icon: 'live' },
  { path: '/sports', gameType: 'SPORTS', kind: 'centre', label: 'games_type_SPORTS', icon: 'sports' },
  { path: '/fish', gameType: 'FISH', kind: 'list', label: 'games_type_FISH', icon: 'fish' },
  { path: '/rng', gameType: 'RNG', kind: 'list', label: 'games_type_RNG', icon: 'slots' },
  { path: '/pvp', gameType: 'PVP', kind: 'list', label: 'games_type_PVP', icon: 'cards' },
  { path: '/esports', gameType: 'ESPORTS', kind: 'centre', label: 'games_type_ESPORTS', icon: 'esports' },
  { path: '/hot', gameType: 'HOT', kind: 'list', label: 'games_type_HOT', icon: 'gift' },
];

export function gameRouteOf(path: string): GameRoute | undefined {
  return GAME_ROUTES.find((route) => route.path === path.toLowerCase());
}

/** The page of a catalogue type (cockfight has none of its own: it lives in the sports centre). */
export function pathOfType(gameType: GameType): string {
  if (gameType === 'COCKFIGHT') return '/sports';
  return GAME_ROUTES.find((route) => route.gameType === gameType)?.path ?? '/';
}

/** A type's icon: the navigation's, the home sections' and the default game art's. */
const TYPE_ICONS: Record<GameType, IconName> = {
  ELOTT: 'lottery',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
  COCKFIGHT: 'sports',
};

export function typeIcon(gameType: GameType): IconName {
  return TYPE_ICONS[gameType];
}

export function labelOfType(gameType: GameType): MessageKey {
  return `games_type_${gameType}`;
}

/**
 * Vassalage types: the lottery vendors whose games open
 * in the game popup list rather than one by one from the lobby grid.
 */
export const POPUP_VENDORS: readonly string[] = ['LOTT', 'ELOTT', 'ZY', 'SEA', 'TCG_SEA', 'TCG_LOTTO_VN'];

export function opensPopup(vendor: Pick<GameVendorItem, 'vassalage'>): boolean {
  return POPUP_VENDORS.includes(vendor.vassalage);
}

/**
 * The header's game navigation: Home, then the categories in this order that
 * have at least one vendor, then Promotions.
 */
export const NAV_GAME_TYPES: readonly GameType[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

/** The types whose navigation entry always opens their page, whatever their vendors. */
export const NAV_ALWAYS_PAGE: readonly GameType[] = ['PVP', 'FISH', 'RNG'];

/**
 * What a click on a game type's navigation entry does. `to` is the entry's address either way
 * (the page, or the page with the single vendor chosen): what a new tab opens.
 */
export type NavAction =
  | { kind: 'page'; to: string }
  /** The single vendor's game starts at once (decision 0084: its first game in catalogue order). */
  | { kind: 'launch'; to: string; vendor: GameVendorItem }
  /** The single vendor is a vassalage (lottery) vendor: its game popup list opens. */
  | { kind: 'popup'; to: string; vendor: GameVendorItem };

/**
 * Spec "Header and shell": HOME, PROMO, PVP, FISH, RNG and types with more than one vendor route
 * to their page; a type with a single vendor launches directly — as its vendor card does, so a
 * vassalage vendor opens its game popup list.
 */
export function navActionOf(gameType: GameType, vendors: readonly GameVendorItem[]): NavAction {
  const path = pathOfType(gameType);
  const only = vendors.length === 1 ? vendors[0] : undefined;
  if (NAV_ALWAYS_PAGE.includes(gameType) || !only) return { kind: 'page', to: path };
  const to = `${path}?vassalage=${encodeURIComponent(only.vassalage)}`;
  return { kind: opensPopup(only) ? 'popup' : 'launch', to, vendor: only };
}
