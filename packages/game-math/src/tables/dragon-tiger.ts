import { assert } from '../random-source.js';
import { type Card, rankOf } from './cards.js';

/**
 * Dragon Tiger (issue 21): one card to Dragon, one to Tiger; the higher rank wins (ace low, king
 * high; suits do not count). Dragon and Tiger pay 1:1 and lose half on a tie; tie pays 8:1.
 * House edges with 8 decks: dragon and tiger 3.73 %, tie 32.77 %.
 */
export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number];

export type DragonTigerCoup = { dragon: Card; tiger: Card; winner: 'dragon' | 'tiger' | 'tie' };

export function dealDragonTiger(next: () => Card): DragonTigerCoup {
  const dragon = next();
  const tiger = next();
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

/** What a bet returns (stake included): a side's win 2×, half back on a tie; a tie 9×. */
export function dragonTigerReturn(bet: DragonTigerBet, coup: DragonTigerCoup, stakeMinor: bigint): bigint {
  assert(stakeMinor >= 0n, 'a stake is not negative');
  if (bet === 'tie') return coup.winner === 'tie' ? stakeMinor * 9n : 0n;
  if (coup.winner === 'tie') return stakeMinor / 2n;
  return coup.winner === bet ? stakeMinor * 2n : 0n;
}
