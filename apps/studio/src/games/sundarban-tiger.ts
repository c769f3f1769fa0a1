import type { SlotSymbol } from '@khela/game-math';
import { type StudioGame, strip } from './catalogue.js';

/**
 * Sundarban Tiger: 5 reels × 3 rows, 20 fixed lines, medium volatility. The Royal Bengal tiger
 * is wild (substitutes every symbol but the scatter, and pays on its own); 3/4/5 shapla (water
 * lily) scatters anywhere pay 2/10/50 × stake and award 8/12/20 free spins in which every win
 * is tripled and scatters retrigger. Theory (packages/game-math slot-analysis, 30⁵ windows):
 * RTP 96.18 % (base 78.38 %, free spins 17.81 %), hit rate 51.3 %, feature 1 in 116.8 spins,
 * per-round σ 3.358 stakes.
 */
const symbols: SlotSymbol[] = [
  { code: 'TIGER', kind: 'wild', pays: [0, 0, 0, 40, 200, 1000] },
  { code: 'SHAPLA', kind: 'scatter', pays: [0, 0, 0, 2, 10, 50] },
  { code: 'HILSA', kind: 'regular', pays: [0, 0, 0, 25, 100, 400] },
  { code: 'BOAT', kind: 'regular', pays: [0, 0, 0, 20, 75, 250] },
  { code: 'TEA', kind: 'regular', pays: [0, 0, 0, 15, 50, 150] },
  { code: 'MANGO', kind: 'regular', pays: [0, 0, 0, 10, 40, 120] },
  { code: 'A', kind: 'regular', pays: [0, 0, 0, 5, 20, 80] },
  { code: 'K', kind: 'regular', pays: [0, 0, 0, 6, 15, 60] },
  { code: 'Q', kind: 'regular', pays: [0, 0, 0, 5, 12, 50] },
  { code: 'J', kind: 'regular', pays: [0, 0, 0, 4, 10, 40] },
];

const outer =
  'Q J A K TEA MANGO HILSA BOAT Q J A K TIGER SHAPLA TEA Q J MANGO A K Q J HILSA BOAT TEA MANGO A K Q J';

export const SUNDARBAN_TIGER: StudioGame = {
  definition: {
    code: 'SUNDARBAN_TIGER',
    rows: 3,
    symbols,
    reels: [
      strip(symbols, outer),
      strip(
        symbols,
        'A K Q J TIGER TEA MANGO HILSA BOAT SHAPLA A K Q J TIGER TEA MANGO A K Q J HILSA BOAT TIGER TEA MANGO A K Q J',
      ),
      strip(
        symbols,
        'A K Q J TIGER TEA MANGO A K Q J HILSA BOAT TIGER TEA MANGO A K Q J A K Q J TIGER TEA MANGO HILSA BOAT SHAPLA',
      ),
      strip(
        symbols,
        'J HILSA BOAT TIGER TEA MANGO A K Q J A K Q J TIGER TEA MANGO HILSA BOAT SHAPLA A K Q J TIGER TEA MANGO A K Q',
      ),
      strip(
        symbols,
        'HILSA BOAT TEA MANGO A K Q J Q J A K TEA MANGO HILSA BOAT Q J A K TIGER SHAPLA TEA Q J MANGO A K Q J',
      ),
    ],
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
      [0, 0, 1, 2, 2],
      [2, 2, 1, 0, 0],
      [1, 0, 0, 0, 1],
      [1, 2, 2, 2, 1],
      [0, 1, 1, 1, 0],
      [2, 1, 1, 1, 2],
      [1, 0, 1, 2, 1],
      [1, 2, 1, 0, 1],
      [0, 1, 0, 1, 0],
      [2, 1, 2, 1, 2],
      [1, 1, 0, 1, 1],
      [1, 1, 2, 1, 1],
      [0, 2, 0, 2, 0],
      [2, 0, 2, 0, 2],
      [0, 2, 2, 2, 0],
    ],
    freeSpins: [0, 0, 0, 8, 12, 20],
    freeSpinMultiplier: 3,
  },
  name: { en: 'Sundarban Tiger', bn: 'সুন্দরবনের বাঘ' },
  theme: { background: '#0f3d2e', accent: '#f5a623', reel: '#fdf6e3' },
  stakes: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  publishedRtp: 0.9618,
  volatility: 'medium',
};
