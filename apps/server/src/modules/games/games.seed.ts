import type { Tx } from '../../platform/db/client.js';
import { SMALL_CATALOGUE_DIVISOR, seedCatalogue } from './games.catalogue.seed.js';
import * as repo from './games.repo.js';

/**
 * DEMO DATA: winner-board rows for the embedded demo site, marked source = 'demo', until the
 * games issue records real settled wins (source = 'game'). Seeded once, when the board is empty.
 */
const DEMO_WINS: [string, string, string, bigint][] = [
  ['rahim99', 'Lucky Lotus', 'RNG', 25_000_000n],
  ['karim_bd', 'Cricket Mania', 'SPORTS', 18_450_000n],
  ['nusrat77', 'Golden Tiger', 'RNG', 12_900_000n],
  ['sabbir12', 'Royal Baccarat', 'LIVE', 9_870_000n],
  ['tania_x', 'Fish Hunter', 'FISH', 7_320_000n],
  ['arif2024', 'Teen Patti', 'PVP', 6_650_000n],
  ['mitu88', 'Mega Lotto', 'ELOTT', 5_400_000n],
  ['jahid01', 'Lucky Lotus', 'RNG', 4_980_000n],
  ['rupa_bd', 'Dragon Tiger', 'LIVE', 4_210_000n],
  ['shuvo55', 'Kabaddi Cup', 'SPORTS', 3_875_000n],
  ['labib', 'Ocean King', 'FISH', 3_120_000n],
  ['moni23', 'Golden Tiger', 'RNG', 2_760_000n],
  ['fahim9', 'Andar Bahar', 'PVP', 2_345_000n],
  ['rafi_k', 'Roulette', 'LIVE', 1_980_000n],
  ['sumi44', 'Dhaka Derby', 'COCKFIGHT', 1_640_000n],
  ['nayeem', 'Esports Arena', 'ESPORTS', 1_420_000n],
  ['priya7', 'Lucky Lotus', 'RNG', 1_150_000n],
  ['hasan_b', 'Fish Hunter', 'FISH', 980_000n],
  ['liza', 'Mega Lotto', 'ELOTT', 760_000n],
  ['tuhin3', 'Teen Patti', 'PVP', 540_000n],
  ['rakib', 'Cricket Mania', 'SPORTS', 410_000n],
];

/** The demo catalogue (vendors and games, once) and the demo winner board (once). */
export async function seedGames(tx: Tx, now: Date, catalogue: 'full' | 'small' = 'full'): Promise<void> {
  await seedCatalogue(tx, now, catalogue === 'full' ? 1 : SMALL_CATALOGUE_DIVISOR);
  if ((await repo.countWins(tx)) > 0) return;
  await repo.insertWins(
    tx,
    DEMO_WINS.map(([customerName, gameName, gameCategory, winAmountMinor], i) => ({
      customerName,
      gameName,
      gameCategory,
      winAmountMinor,
      currency: 'BDT',
      iconUrl: null,
      source: 'demo',
      wonAt: new Date(now.getTime() - (i + 1) * 37 * 60_000),
    })),
  );
}
