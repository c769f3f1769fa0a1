import type { SlotSymbol } from '@khela/game-math';
import { type StudioGame, strip } from './catalogue.js';

/**
 * Rickshaw Bazaar: 3 reels × 3 rows, 5 lines (3 rows and 2 diagonals), low volatility. The
 * rickshaw is wild; bananas pay from two in a row; 2/3 dhol (drum) scatters pay 1/4 × stake and
 * three award 6 free spins at ×2 on richer reels (more rickshaws) that can retrigger.
 * Theory (slot-analysis, 22³ windows per reel set): RTP 96.38 % (base 92.10 %, free spins
 * 4.28 %), hit rate 57.1 %, feature 1 in 394 spins, per-round σ 2.015 stakes.
 */
const symbols: SlotSymbol[] = [
  { code: 'RICKSHAW', kind: 'wild', pays: [0, 0, 0, 40] },
  { code: 'DHOL', kind: 'scatter', pays: [0, 0, 1, 4] },
  { code: 'JACKFRUIT', kind: 'regular', pays: [0, 0, 0, 40] },
  { code: 'MANGO', kind: 'regular', pays: [0, 0, 0, 20] },
  { code: 'LYCHEE', kind: 'regular', pays: [0, 0, 0, 12] },
  { code: 'GUAVA', kind: 'regular', pays: [0, 0, 0, 8] },
  { code: 'BANANA', kind: 'regular', pays: [0, 0, 1, 5] },
];

export const RICKSHAW_BAZAAR: StudioGame = {
  definition: {
    code: 'RICKSHAW_BAZAAR',
    rows: 3,
    symbols,
    reels: [
      strip(
        symbols,
        'BANANA GUAVA LYCHEE MANGO JACKFRUIT BANANA GUAVA LYCHEE BANANA RICKSHAW DHOL GUAVA MANGO BANANA LYCHEE GUAVA BANANA JACKFRUIT MANGO LYCHEE GUAVA BANANA',
      ),
      strip(
        symbols,
        'GUAVA BANANA LYCHEE MANGO RICKSHAW JACKFRUIT GUAVA BANANA LYCHEE DHOL MANGO GUAVA BANANA LYCHEE GUAVA BANANA RICKSHAW JACKFRUIT MANGO LYCHEE GUAVA BANANA',
      ),
      strip(
        symbols,
        'BANANA LYCHEE GUAVA BANANA JACKFRUIT MANGO LYCHEE GUAVA BANANA BANANA GUAVA LYCHEE MANGO JACKFRUIT BANANA GUAVA LYCHEE BANANA RICKSHAW DHOL GUAVA MANGO',
      ),
    ],
    freeReels: [
      strip(
        symbols,
        'GUAVA BANANA LYCHEE MANGO RICKSHAW JACKFRUIT GUAVA BANANA LYCHEE DHOL MANGO GUAVA BANANA LYCHEE GUAVA BANANA RICKSHAW JACKFRUIT MANGO LYCHEE GUAVA BANANA',
      ),
      strip(
        symbols,
        'BANANA LYCHEE GUAVA RICKSHAW MANGO JACKFRUIT BANANA LYCHEE GUAVA DHOL RICKSHAW BANANA MANGO LYCHEE GUAVA BANANA JACKFRUIT RICKSHAW MANGO LYCHEE GUAVA BANANA',
      ),
      strip(
        symbols,
        'GUAVA BANANA LYCHEE GUAVA BANANA RICKSHAW JACKFRUIT MANGO LYCHEE GUAVA BANANA GUAVA BANANA LYCHEE MANGO RICKSHAW JACKFRUIT GUAVA BANANA LYCHEE DHOL MANGO',
      ),
    ],
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
    freeSpins: [0, 0, 0, 6],
    freeSpinMultiplier: 2,
  },
  name: { en: 'Rickshaw Bazaar', bn: 'রিকশা বাজার' },
  theme: { background: '#4a1942', accent: '#ffd23f', reel: '#fff8ec' },
  stakes: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00'],
  publishedRtp: 0.9638,
  volatility: 'low',
};
