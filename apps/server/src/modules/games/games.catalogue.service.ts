import {
  type GameListQuery,
  type GameListValue,
  type GameMenusValue,
  type GameType,
  HOT_GAMES_LIMIT,
  type HotGamesQuery,
  type Language,
  type NewGameVendorValue,
  type VassGameTypeValue,
} from '@khela/contract';
import { cached } from '../../platform/cache/cache.js';
import type { AppContext } from '../../platform/context.js';
import { createArtworkService } from './games.artwork.service.js';
import {
  type CatalogueView,
  catalogueView,
  laneFilter,
  languageOf,
  presentGame,
  totalPagesOf,
  vendorItem,
  vendorLanes,
} from './games.catalogue.present.js';
import * as repo from './games.catalogue.repo.js';
import { type LaneLists, laneOrder, laneTypeOf, prizeModeOf } from './games.lanes.js';

/** hotGamesV2 and newGameVendor are cached this long (the API marks both as cached). */
export const CATALOGUE_CACHE_MS = 60_000;
/** Lobby totals (page counts) may lag catalogue edits by this much; the pages themselves are live. */
export const COUNT_CACHE_MS = 30_000;

/** Seek keys live this long; a catalogue write makes new ones at once (the key holds its version). */
export const SEEK_KEYS_CACHE_MS = 10 * 60_000;

export type CatalogueDeps = {
  /** The site's e-sports and cockfight vendor lists (system settings ESPORTVENDORS, COCKFIGHTVENDORS). */
  laneLists: () => Promise<LaneLists>;
};

export function createCatalogueService(ctx: AppContext, deps: CatalogueDeps) {
  const db = ctx.database.db;

  async function view(): Promise<CatalogueView> {
    const [vendors, lists] = await Promise.all([repo.vendors(db), deps.laneLists()]);
    return catalogueView(vendors, lists);
  }

  /** Cached values being loaded: requests that miss the cache together share one load. */
  const loading = new Map<string, Promise<unknown>>();

  /**
   * `cached` loaded once per process at a time. Without it, every lobby request arriving while
   * an expired count (about 30 ms on a 100,000-game lane) is recomputed starts its own count, and
   * at 200 requests a second they pile up on the pool (decision 0023).
   */
  function cachedOnce<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const running = loading.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = cached(ctx.cache, key, ttlMs, load).finally(() => loading.delete(key));
    loading.set(key, started);
    return started;
  }

  /**
   * One lobby page (decision 0023). Pages within the first SEEK_STRIDE rows read with OFFSET; a
   * deeper page seeks to the nearest cached key of its filter, so page 2,000 costs about what
   * page 1 does. The keys are cached per filter and catalogue version: any write to the games
   * bumps the version, so a page never starts from keys of an older catalogue.
   */
  async function pageOf(filter: repo.GameFilter, pageNo: number, pageSize: number) {
    const stride = Math.floor(((pageNo - 1) * pageSize) / repo.SEEK_STRIDE);
    if (stride === 0) return repo.gamePage(db, filter, pageNo, pageSize);
    const key = `games:seek:${await repo.catalogueVersion(db)}:${JSON.stringify(filter)}`;
    const keys = await cachedOnce(key, SEEK_KEYS_CACHE_MS, () => repo.seekKeys(db, filter));
    // Past the last key the page is past the end (or in the last stride): start from the last key.
    const at = Math.min(stride, keys.length - 1);
    const start = keys[at];
    if (!start) return [];
    return repo.gamePage(db, filter, pageNo, pageSize, { key: start, position: at * repo.SEEK_STRIDE });
  }

  /** GET /lgw/games/game_menus: lanes with at least one active vendor, in navigation order. */
  async function gameMenus(): Promise<GameMenusValue> {
    const current = await view();
    const pairs = vendorLanes(current);
    const lanes = [...new Set(pairs.map((p) => p.lane))].sort((a, b) => laneOrder(a) - laneOrder(b));
    const menus = lanes
      .map((lane) => ({
        gameType: lane,
        vendors: pairs.filter((p) => p.lane === lane).map((p) => vendorItem(p.vendor, lane)),
      }))
      .filter((menu) => menu.vendors.some((v) => v.status === 'active'));
    const lotteryVendors = pairs.filter((p) => p.vendor.status === 'active').map((p) => p.vendor.vassalage);
    return { menus, prizeMode: prizeModeOf(lotteryVendors) };
  }

  /** GET /wps/relay/GCSGAME_gameList: one lobby page. A page past the end is empty; totals stay right. */
  async function gameList(query: GameListQuery, callerLanguage: Language): Promise<GameListValue> {
    const current = await view();
    const filter = {
      ...laneFilter(current, query.gameType),
      vassalage: query.vassalage,
      gameClassify: query.gameClassify,
      isNew: query.isNew,
      isHot: query.isHot,
      nameSearch: query.gameName,
    };
    // Counting a large lane costs more than reading a page, so totals are cached briefly per filter.
    const [rows, total] = await Promise.all([
      pageOf(filter, query.pageNo, query.pageSize),
      cachedOnce(`games:count:${JSON.stringify(filter)}`, COUNT_CACHE_MS, () => repo.countGames(db, filter)),
    ]);
    const language = languageOf(query.language, callerLanguage);
    return {
      games: rows.map((r) => presentGame(r, language, current)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      total,
      totalPages: totalPagesOf(total, query.pageSize),
    };
  }

  /** GET /wps/relay/hotGamesV2: the hot games of a lane or vendor, cached per filter and language. */
  async function hotGames(query: HotGamesQuery, callerLanguage: Language) {
    const language = languageOf(query.language, callerLanguage);
    const key = `games:hot:${query.gameType ?? 'ALL'}:${query.vassalage ?? 'ALL'}:${language}`;
    return cached(ctx.cache, key, CATALOGUE_CACHE_MS, async () => {
      const current = await view();
      const filter = { ...laneFilter(current, query.gameType), vassalage: query.vassalage, isHot: true };
      const rows = await repo.firstGames(db, filter, HOT_GAMES_LIMIT);
      return rows.map((r) => presentGame(r, language, current));
    });
  }

  /** GET /wps/relay/getVassGameType: the vendors of a lane, each with the classifications it offers. */
  async function vassGameType(lane: GameType): Promise<VassGameTypeValue> {
    const current = await view();
    const classes = await repo.vendorClassifications(db, laneFilter(current, lane));
    return vendorLanes(current)
      .filter((p) => p.lane === lane)
      .map((p) => ({
        ...vendorItem(p.vendor, lane),
        gameClassify: classes.filter((c) => c.vassalage === p.vendor.vassalage).map((c) => c.gameClassify),
      }))
      .filter((v) => v.gameClassify.length > 0);
  }

  /** GET /wps/relay/newGameVendor: vendor lanes (title, cards, classifications with their vendors); cached. */
  async function newGameVendor(): Promise<NewGameVendorValue> {
    return cached(ctx.cache, 'games:lanes', CATALOGUE_CACHE_MS, async () => {
      const current = await view();
      const pairs = vendorLanes(current);
      const classes = await repo.vendorClassifications(db, laneFilter(current, undefined));
      const lanes = [...new Set(pairs.map((p) => p.lane))].sort((a, b) => laneOrder(a) - laneOrder(b));
      return lanes.map((lane) => {
        const inLane = classes.filter((c) => laneTypeOf(c.vassalage, c.gameType, current.lists) === lane);
        const names = [...new Set(inLane.map((c) => c.gameClassify))].sort();
        return {
          title: lane,
          cards: pairs.filter((p) => p.lane === lane).map((p) => vendorItem(p.vendor, lane)),
          gameClassify: names.map((gameClassify) => ({
            gameClassify,
            vendors: [
              ...new Set(inLane.filter((c) => c.gameClassify === gameClassify).map((c) => c.vassalage)),
            ],
          })),
        };
      });
    });
  }

  /** Every vendor's display name by its code (inactive ones too: old records still name them). */
  async function vendorNames(): Promise<ReadonlyMap<string, string>> {
    const vendors = await cached(ctx.cache, 'games:vendor-names', CATALOGUE_CACHE_MS, async () =>
      (await repo.vendors(db)).map((v) => [v.vassalage, v.displayName] as const),
    );
    return new Map(vendors);
  }

  /** The catalogue's pictures: game artwork and vendor marks (decision 0044). */
  const artwork = createArtworkService(ctx);

  return { view, gameMenus, gameList, hotGames, vassGameType, newGameVendor, vendorNames, artwork };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
