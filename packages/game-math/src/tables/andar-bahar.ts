import { assert } from '../random-source.js';
import { type Card, rankOf } from './cards.js';

/**
 * Andar Bahar (issue 21): one deck, a fresh shuffle each coup. The first card is the joker; then
 * cards go one at a time to Andar, Bahar, Andar … until one matches the joker's rank, and that
 * side wins. Andar, dealt first, wins slightly more often, so it pays 0.9:1 (19/10 back, the
 * fraction of a minor unit kept by the house) and Bahar 1:1. With one deck Andar wins with
 * probability 0.5150 (`andarWinChance`): edges 2.15 % (Andar) and 3.00 % (Bahar).
 */
export const ANDAR_BAHAR_BETS = ['andar', 'bahar'] as const;
export type AndarBaharBet = (typeof ANDAR_BAHAR_BETS)[number];

export type AndarBaharCoup = { joker: Card; andar: Card[]; bahar: Card[]; winner: AndarBaharBet };

export function dealAndarBahar(next: () => Card): AndarBaharCoup {
  const joker = next();
  const andar: Card[] = [];
  const bahar: Card[] = [];
  for (let turn = 0; ; turn += 1) {
    const card = next();
    const side = turn % 2 === 0 ? andar : bahar;
    side.push(card);
    if (rankOf(card) === rankOf(joker))
      return { joker, andar, bahar, winner: turn % 2 === 0 ? 'andar' : 'bahar' };
  }
}

export function andarBaharReturn(bet: AndarBaharBet, coup: AndarBaharCoup, stakeMinor: bigint): bigint {
  assert(stakeMinor >= 0n, 'a stake is not negative');
  if (coup.winner !== bet) return 0n;
  return bet === 'andar' ? (stakeMinor * 19n) / 10n : stakeMinor * 2n;
}

/**
 * The exact chance that Andar wins with `decks` decks: the first of the joker's rank among the
 * other cards falls on an odd turn. With m matching cards among n, it falls on turn i (1-based)
 * with probability C(n − i, m − 1) / C(n, m).
 */
export function andarWinChance(decks = 1): number {
  const n = decks * 52 - 1;
  const m = decks * 4 - 1;
  const choose = (a: number, b: number): number => {
    if (b < 0 || b > a) return 0;
    let result = 1;
    for (let k = 1; k <= b; k += 1) result = (result * (a - b + k)) / k;
    return result;
  };
  let andar = 0;
  for (let i = 1; i <= n; i += 2) andar += choose(n - i, m - 1);
  return andar / choose(n, m);
}
