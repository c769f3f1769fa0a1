import { z } from 'zod';
import { FAVOURITE_FETCH_SIZE, LOBBY_PAGE_SIZE } from './constants.js';

/**
 * Games catalogue and lobby calls: home and lobby, game list and vendor items, favourites, the
 * "Games" API group and its limits.
 */

/** Game types in the site's navigation order, cockfight after e-sports. */
export const GAME_TYPES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;

export const VENDOR_STATUSES = ['active', 'maintenance', 'inactive'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/** Page sizes, product limits (LOBBY_PAGE_SIZE and FAVOURITE_FETCH_SIZE are in constants.ts). */
export { FAVOURITE_FETCH_SIZE, LOBBY_PAGE_SIZE } from './constants.js';
export const LOBBY_MAX_PAGE_SIZE = 100;
/** The most games a player may keep as favourites (the favourites fetch returns them all). */
export const FAVOURITE_LIMIT = 999;
export const GAME_NAME_SEARCH_MAX = 64;
export const HOT_GAMES_LIMIT = 60;

const upper = (max: number) => z.string().trim().toUpperCase().max(max);
const vendorCode = upper(32).regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code: letters, digits, _');
const optionalVendor = z
  .string()
  .trim()
  .toUpperCase()
  .max(32)
  .optional()
  .transform((v) => (v === '' || v === 'ALL' ? undefined : v))
  .pipe(vendorCode.optional());
const optionalGameType = upper(16)
  .optional()
  .transform((v) => (v === '' || v === 'ALL' ? undefined : v))
  .pipe(GameType.optional());
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
/** BN or EN, any case; absent means the caller's language. */
const language = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['BN', 'EN']))
  .optional();
const pageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(LOBBY_MAX_PAGE_SIZE).default(LOBBY_PAGE_SIZE);

/** GET /wps/relay/GCSGAME_gameList. gameName is trimmed; empty means no search. */
export const GameListQuery = z.object({
  clientType: z.coerce.number().pipe(z.literal(3)).default(3),
  platform: z.literal('W').default('W'),
  merchant: z.string().max(32).optional(),
  gameType: optionalGameType,
  isNew: flag,
  isHot: flag,
  vassalage: optionalVendor,
  gameClassify: upper(32)
    .optional()
    .transform((v) => (v === '' || v === 'ALL' ? undefined : v)),
  gameName: z
    .string()
    .trim()
    .max(GAME_NAME_SEARCH_MAX)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  pageNo,
  pageSize,
  language,
});
export type GameListQuery = z.infer<typeof GameListQuery>;

/** Game list item. A null iconUrl means: draw the default icon. */
export const GameListItem = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  vassalage: z.string(),
  gameType: GameType.describe('the lane type: sports vendors in the e-sports/cockfight lists show those'),
  gameClassify: z.string(),
  iconUrl: z.string().nullable(),
  showIcon: z.string().nullable(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  supportPlay: z.union([z.literal(0), z.literal(1)]).describe('0 = free trial offered'),
  isGame: z.literal(1),
  maintenance: z.boolean(),
});
export type GameListItem = z.infer<typeof GameListItem>;

export const GameListValue = z.object({
  games: z.array(GameListItem),
  pageNo: z.number(),
  pageSize: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type GameListValue = z.infer<typeof GameListValue>;

/** Game vendor item (`lagerIcon` is the spec's spelling). */
export const GameVendorItem = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  lagerIcon: z.string().nullable(),
  gameType: GameType,
  status: z.enum(VENDOR_STATUSES),
  transferWallet: z.boolean(),
});
export type GameVendorItem = z.infer<typeof GameVendorItem>;

/** GET /lgw/games/game_menus: types with at least one active vendor, in navigation order. */
export const GameMenusValue = z.object({
  menus: z.array(z.object({ gameType: GameType, vendors: z.array(GameVendorItem) })),
  prizeMode: z.enum(['ELOTT', 'LOTT']).describe('ELOTT when a TCG_LOTTO_VN or LOTT vendor exists'),
});
export type GameMenusValue = z.infer<typeof GameMenusValue>;

export const GameMenusQuery = z.object({ language, platform: z.literal('W').default('W') });

/** GET /wps/relay/hotGamesV2 (cached). */
export const HotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().pipe(z.literal(2)).default(2),
  gameType: optionalGameType,
  vassalage: optionalVendor,
  platform: z.string().max(32).optional(),
  language,
});
export type HotGamesQuery = z.infer<typeof HotGamesQuery>;

/** GET /wps/relay/getVassGameType: the vendors of a game type and their classifications. */
export const VassGameTypeQuery = z.object({ gameType: upper(16).pipe(GameType), language });
export const VassGameTypeValue = z.array(GameVendorItem.extend({ gameClassify: z.array(z.string()) }));
export type VassGameTypeValue = z.infer<typeof VassGameTypeValue>;

/** GET /wps/relay/newGameVendor: vendor lanes (cached). */
export const NewGameVendorQuery = z.object({
  platform: z.literal('html5-desktop').default('html5-desktop'),
  merchantCode: z.string().max(32).optional(),
  language,
});
export const VendorLane = z.object({
  title: GameType.describe('the game category'),
  cards: z.array(GameVendorItem),
  gameClassify: z.array(z.object({ gameClassify: z.string(), vendors: z.array(z.string()) })),
});
export const NewGameVendorValue = z.array(VendorLane);
export type NewGameVendorValue = z.infer<typeof NewGameVendorValue>;

// ── Favourites and recent (T) ───────────────────────────────────────────────────────────
export const FavouriteIdsQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(FAVOURITE_FETCH_SIZE).default(FAVOURITE_FETCH_SIZE),
});
export const FavouriteIdsValue = z.array(z.string()).describe('node ids, most recently added first');

export const FavouriteListQuery = z.object({
  pageNum: pageNo,
  pageSize,
  gameType: optionalGameType,
  language,
});
export const FavouriteListValue = z.object({
  content: z.array(GameListItem),
  pageNum: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type FavouriteListValue = z.infer<typeof FavouriteListValue>;

/** POST and DELETE /wps/relay/favorites body. */
export const FavouriteChange = z.object({
  nodeId: z
    .union([z.string(), z.number().int()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .regex(/^\d{1,18}$/, 'a node id'),
    ),
  vendor: vendorCode,
  gameType: upper(16).pipe(GameType),
});
export type FavouriteChange = z.infer<typeof FavouriteChange>;
export const FavouriteChangeValue = z.object({ nodeId: z.string(), favourite: z.boolean() });

/** GET /wps/relay/recentGames (page, pageSize, gameType, vassalage, language). */
export const RecentGamesQuery = z.object({
  page: pageNo,
  pageSize,
  gameType: optionalGameType,
  vassalage: optionalVendor,
  language,
});
export const RecentGamesValue = z.object({
  list: z.array(GameListItem.extend({ lastPlayedAt: z.string() })),
  page: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type RecentGamesValue = z.infer<typeof RecentGamesValue>;
