import type { GameType } from '@khela/contract';
import type { Tx } from '../../platform/db/client.js';
import { firstGames, type GameRow } from './games.catalogue.repo.js';
import { DEMO_LANE_LISTS, SMALL_CATALOGUE_DIVISOR, seedCatalogue } from './games.catalogue.seed.js';
import { scopesOfLane } from './games.lanes.js';
import * as repo from './games.repo.js';

/**
 * DEMO DATA: winner-board rows for the embedded demo site, marked source = 'demo', until the
 * games issue records real settled wins (source = 'game'). Seeded once, when the board is empty.
 * Each row names a game of the seeded catalogue in its category, so a player who looks for a game
 * they saw on the board finds it in the lobby.
 */
const DEMO_WINS: [customer: string, category: GameType, amountMinor: bigint][] = [
  ['rahim99', 'RNG', 25_000_000n],
  ['karim_bd', 'SPORTS', 18_450_000n],
  ['nusrat77', 'RNG', 12_900_000n],
  ['sabbir12', 'LIVE', 9_870_000n],
  ['tania_x', 'FISH', 7_320_000n],
  ['arif2024', 'PVP', 6_650_000n],
  ['mitu88', 'ELOTT', 5_400_000n],
  ['jahid01', 'RNG', 4_980_000n],
  ['rupa_bd', 'LIVE', 4_210_000n],
  ['shuvo55', 'SPORTS', 3_875_000n],
  ['labib', 'FISH', 3_120_000n],
  ['moni23', 'RNG', 2_760_000n],
  ['fahim9', 'PVP', 2_345_000n],
  ['rafi_k', 'LIVE', 1_980_000n],
  ['sumi44', 'COCKFIGHT', 1_640_000n],
  ['nayeem', 'ESPORTS', 1_420_000n],
  ['priya7', 'RNG', 1_150_000n],
  ['hasan_b', 'FISH', 980_000n],
  ['liza', 'ELOTT', 760_000n],
  ['tuhin3', 'PVP', 540_000n],
  ['rakib', 'SPORTS', 410_000n],
];

/** Games a category's demo wins are spread over (the first few of its lane, by sort). */
const GAMES_PER_CATEGORY = 4;

/** The demo catalogue (vendors and games, once) and the demo winner board (once). */
export async function seedGames(tx: Tx, now: Date, catalogue: 'full' | 'small' = 'full'): Promise<void> {
  await seedCatalogue(tx, now, catalogue === 'full' ? 1 : SMALL_CATALOGUE_DIVISOR);
  if ((await repo.countWins(tx)) > 0) return;
  const gamesOf = new Map<GameType, GameRow[]>();
  for (const category of new Set(DEMO_WINS.map(([, c]) => c))) {
    const scopes = scopesOfLane(category, DEMO_LANE_LISTS);
    gamesOf.set(category, await firstGames(tx, { scopes, hiddenVendors: [] }, GAMES_PER_CATEGORY));
  }
  const used = new Map<GameType, number>();
  const rows = DEMO_WINS.flatMap(([customerName, gameCategory, winAmountMinor], i) => {
    const games = gamesOf.get(gameCategory) ?? [];
    const seen = used.get(gameCategory) ?? 0;
    used.set(gameCategory, seen + 1);
    const picked = games[seen % Math.max(games.length, 1)];
    // A catalogue without the category (a trimmed test catalogue) gets no demo row for it.
    if (!picked) return [];
    return [
      {
        customerName,
        gameName: picked.nameEn,
        gameCategory,
        winAmountMinor,
        currency: 'BDT',
        iconUrl: picked.iconUrl,
        source: 'demo',
        wonAt: new Date(now.getTime() - (i + 1) * 37 * 60_000),
      },
    ];
  });
  await repo.insertWins(tx, rows);
}
