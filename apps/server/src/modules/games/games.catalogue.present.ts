import type { GameListItem, GameType, GameVendorItem, Language, VendorStatus } from '@khela/contract';
import type { GameFilter, GameRow, VendorRow } from './games.catalogue.repo.js';
import { type LaneLists, laneTypeOf, scopesOfLane } from './games.lanes.js';

/** What every catalogue answer is shaped with: the vendors and the site's lane lists, read once per call. */
export type CatalogueView = {
  vendors: VendorRow[];
  lists: LaneLists;
  /** Vendor codes switched off: their games are hidden everywhere. */
  hidden: string[];
  maintenance: Set<string>;
};

export function catalogueView(vendors: VendorRow[], lists: LaneLists): CatalogueView {
  return {
    vendors,
    lists,
    hidden: vendors.filter((v) => v.status === 'inactive').map((v) => v.vassalage),
    maintenance: new Set(vendors.filter((v) => v.status === 'maintenance').map((v) => v.vassalage)),
  };
}

function statusOf(value: string): VendorStatus {
  return value === 'maintenance' || value === 'inactive' ? value : 'active';
}

/** A vendor as it appears in one lane. */
export function vendorItem(vendor: VendorRow, lane: GameType): GameVendorItem {
  return {
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    lagerIcon: vendor.largeIcon,
    gameType: lane,
    status: statusOf(vendor.status),
    transferWallet: vendor.transferWallet,
  };
}

/** Each shown vendor with the lanes its types fall in (SPORTS split by the lists), deduplicated. */
export function vendorLanes(view: CatalogueView): { vendor: VendorRow; lane: GameType }[] {
  return view.vendors
    .filter((v) => v.status !== 'inactive')
    .flatMap((vendor) => {
      const lanes = new Set(
        vendor.gameTypes.flatMap((t) => laneTypeOf(vendor.vassalage, t, view.lists) ?? []),
      );
      return [...lanes].map((lane) => ({ vendor, lane }));
    });
}

/** Where a game's generated artwork is served (games.artwork.routes.ts). */
export function gameArtworkUrl(vassalage: string, gameCode: string): string {
  return `/game-icons/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameCode)}.svg`;
}

/** The one picture every game of a type shared before each game had its own artwork. */
const TYPE_PICTURE = /^\/game-icons\/[a-z]+\.svg$/;

/**
 * A game's picture: its own icon when it has one, else its generated artwork. Rows still pointing
 * at a type's shared picture (catalogues seeded before the artwork) count as having none, so every
 * tile of a lobby differs.
 */
export function gameIconOf(row: Pick<GameRow, 'iconUrl' | 'vassalage' | 'gameCode'>): string {
  if (row.iconUrl && !TYPE_PICTURE.test(row.iconUrl)) return row.iconUrl;
  return gameArtworkUrl(row.vassalage, row.gameCode);
}

export function presentGame(row: GameRow, language: Language, view: CatalogueView): GameListItem {
  const name = language === 'en' ? row.nameEn : row.nameBn;
  const icon = gameIconOf(row);
  return {
    nodeId: row.nodeId.toString(),
    gameCode: row.gameCode,
    gameName: name,
    nodeName: name,
    vassalage: row.vassalage,
    gameType: laneTypeOf(row.vassalage, row.gameType, view.lists) ?? 'RNG',
    gameClassify: row.gameClassify,
    iconUrl: icon,
    showIcon: icon,
    isHot: row.isHot ? 1 : 0,
    isNew: row.isNew ? 1 : 0,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    isGame: 1,
    maintenance: row.status === 'maintenance' || view.maintenance.has(row.vassalage),
  };
}

/** The filter for a lane (or every lane) as the given view sees it. */
export function laneFilter(view: CatalogueView, lane: GameType | undefined): GameFilter {
  return { hiddenVendors: view.hidden, ...(lane ? { scopes: scopesOfLane(lane, view.lists) } : {}) };
}

/** BN or EN from the query wins over the caller's language. */
export function languageOf(explicit: 'BN' | 'EN' | undefined, callerLanguage: Language): Language {
  if (explicit === 'EN') return 'en';
  if (explicit === 'BN') return 'bn';
  return callerLanguage;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
