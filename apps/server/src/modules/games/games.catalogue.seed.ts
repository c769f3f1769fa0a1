import { lotteryCodeFor } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  ADJECTIVES,
  bookGameName,
  CLASSIFICATIONS,
  generatedName,
  lotteryGameName,
  NOUNS,
  roomGameName,
  SUFFIXES,
} from './games.catalogue.names.js';
import { gameArtworkUrl } from './games.catalogue.present.js';
import * as repo from './games.catalogue.repo.js';

/**
 * DEMO DATA: the demo catalogue. KHELA is the studio (apps/studio STUDIO_VENDOR); the other codes
 * are made up to match the footer vendor list and the sports, e-sports, cockfight
 * and lottery lanes. Every game launches through the studio in the launch slice.
 * Seeded once: skipped when any vendor exists.
 */
/** Game types whose games open the studio's rooms, named for the room (decision 0076). */
const ROOM_TYPES = new Set(['LIVE', 'FISH', 'PVP']);

type VendorSeed = {
  code: string;
  name: string;
  games: Partial<Record<string, number>>;
  transferWallet?: boolean;
  /**
   * The lane a sports vendor's games belong in (the demo site lists it in ESPORTVENDORS or
   * COCKFIGHTVENDORS): its games are stored as SPORTS but are e-sports or cockfights, so they
   * get that lane's kinds, not cricket or football.
   */
  lane?: 'ESPORTS' | 'COCKFIGHT';
  /** The classifications of the vendor's games when not its types' (a lottery vendor of one family). */
  classes?: readonly string[];
};

export const DEMO_VENDORS: readonly VendorSeed[] = [
  {
    code: 'KHELA',
    name: 'Khela Studio',
    games: { RNG: 400, FISH: 60, PVP: 60, LIVE: 40, ELOTT: 20, SPORTS: 5 },
  },
  { code: 'PG', name: 'PG Soft Play', games: { RNG: 1500 } },
  { code: 'EG2', name: 'EG Gaming', games: { RNG: 1000, FISH: 100 } },
  { code: 'PT', name: 'PT Casino', games: { LIVE: 300, RNG: 1200 } },
  { code: 'JDB', name: 'JDB Games', games: { RNG: 1000, FISH: 150 } },
  { code: 'CQ9', name: 'CQ9 Slots', games: { RNG: 1200, FISH: 120 } },
  { code: 'FC', name: 'FC Fishing', games: { FISH: 200, RNG: 800 } },
  { code: 'JL', name: 'JL Arcade', games: { RNG: 900, FISH: 120, PVP: 200 } },
  { code: 'BGS', name: 'BGS Live', games: { LIVE: 250, PVP: 300 } },
  { code: 'SBO', name: 'SBO Sports', games: { SPORTS: 4 }, transferWallet: true },
  { code: 'IMES', name: 'IM E-Sports', games: { SPORTS: 3 }, transferWallet: true, lane: 'ESPORTS' },
  { code: 'TFG', name: 'TF Gaming', games: { SPORTS: 3 }, transferWallet: true, lane: 'ESPORTS' },
  { code: 'SV388', name: 'SV388 Cockfight', games: { SPORTS: 2 }, lane: 'COCKFIGHT' },
  { code: 'LOTT', name: 'Khela Lottery', games: { LOTT: 30 } },
  // The lottery pages /seaLottery and /vnLottery list these vendors' games (spec section 2).
  { code: 'TCG_SEA', name: 'TCG Sea Lottery', games: { LOTT: 2 }, classes: ['SEA4D'] },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', games: { LOTT: 3 }, classes: ['VNLOTTO'] },
];

/** The demo site's e-sports and cockfight vendor lists (system.seed.ts sets the same). */
export const DEMO_LANE_LISTS = {
  esportVendors: DEMO_VENDORS.filter((v) => v.lane === 'ESPORTS').map((v) => v.code),
  cockfightVendors: DEMO_VENDORS.filter((v) => v.lane === 'COCKFIGHT').map((v) => v.code),
};

/** The smaller catalogue route tests may ask for: every vendor and type, 1/20 of the games. */
export const SMALL_CATALOGUE_DIVISOR = 20;

/** How many games of a vendor and stored type the seed makes with a divisor. */
export function seededGameCount(code: string, gameType: string, divisor = 1): number {
  const full = DEMO_VENDORS.find((v) => v.code === code)?.games[gameType];
  return full === undefined ? 0 : Math.max(1, Math.ceil(full / divisor));
}

const BATCH_ROWS = 1000;
const NAME_COUNT = ADJECTIVES.length * NOUNS.length * SUFFIXES.length;
/** A stride coprime with NAME_COUNT: consecutive games get unlike names, none repeats. */
const NAME_STRIDE = 7919;

/** Deterministic flags: the demo looks the same on every start. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nthOf(seen: Map<string, number>, key: string): number {
  const nth = seen.get(key) ?? 0;
  seen.set(key, nth + 1);
  return nth;
}

function gamesOf(vendor: VendorSeed, divisor: number, counter: { n: number }, now: Date): repo.NewGame[] {
  const random = mulberry32(vendor.code.length * 7_919 + (vendor.code.codePointAt(0) ?? 0));
  const rows: repo.NewGame[] = [];
  for (const gameType of Object.keys(vendor.games)) {
    const classes = vendor.classes ??
      CLASSIFICATIONS[(gameType === 'SPORTS' && vendor.lane) || gameType] ?? ['OTHER'];
    // How many of the vendor's games already open each lottery: the next one is "#2", "#3" …
    const opened = new Map<string, number>();
    const wanted = seededGameCount(vendor.code, gameType, divisor);
    for (let i = 0; i < wanted; i += 1) {
      const classify = classes[i % classes.length] ?? 'OTHER';
      const gameCode = `${vendor.code}_${gameType}_${String(i + 1).padStart(4, '0')}`;
      // Sports lanes open the studio's book on the game's sport, lottery games one of the
      // studio's lotteries (decision 0071): named for it.
      const lottery = lotteryCodeFor({ gameCode, vassalage: vendor.code, lane: gameType, classify });
      const name =
        gameType === 'SPORTS'
          ? bookGameName(vendor.name, classify, Math.floor(i / classes.length))
          : lottery
            ? lotteryGameName(vendor.name, lottery, nthOf(opened, lottery))
            : ROOM_TYPES.has(gameType)
              ? (roomGameName(vendor.name, classify, Math.floor(i / classes.length)) ??
                generatedName((counter.n * NAME_STRIDE) % NAME_COUNT))
              : generatedName((counter.n * NAME_STRIDE) % NAME_COUNT);
      counter.n += 1;
      rows.push({
        vassalage: vendor.code,
        gameCode,
        nameEn: name.en,
        nameBn: name.bn,
        gameType,
        gameClassify: classify,
        iconUrl: gameArtworkUrl(vendor.code, gameCode),
        isHot: random() < 0.06,
        isNew: random() < 0.08,
        supportPlay: random() < 0.4 ? 0 : 1,
        sort: i + 1,
        status: 'active',
        createdAt: new Date(now.getTime() - Math.floor(random() * 365) * 86_400_000),
      });
    }
  }
  return rows;
}

/** Seeds vendors and games once. `divisor` 1 is the full demo (10,272 games); tests may use 20. */
export async function seedCatalogue(tx: Tx, now: Date, divisor = 1): Promise<void> {
  if ((await repo.countVendors(tx)) > 0) return;
  await repo.insertVendors(
    tx,
    DEMO_VENDORS.map((v, i) => ({
      vassalage: v.code,
      displayName: v.name,
      largeIcon: `/game-icons/vendors/${v.code.toLowerCase()}.svg`,
      gameTypes: Object.keys(v.games),
      status: 'active',
      sort: i + 1,
      transferWallet: v.transferWallet ?? false,
    })),
  );
  const counter = { n: 0 };
  const rows = DEMO_VENDORS.flatMap((v) => gamesOf(v, divisor, counter, now));
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await repo.insertGames(tx, rows.slice(start, start + BATCH_ROWS));
  }
}
