import { assert } from '../random-source.js';
import { type Card, rankOf, suitOf } from './cards.js';

/**
 * Teen Patti hands (issue 21): three cards, ranked trail (three of a kind) > pure sequence
 * (straight flush) > sequence > colour (flush) > pair > high card. Aces are high, and A-2-3 is a
 * sequence, second only to A-K-Q (the common Indian rule); within a category, higher cards win
 * card by card, a pair's rank before its kicker. Suits never break a tie: equal hands split.
 */
export const TEEN_PATTI_CATEGORIES = [
  'high_card',
  'pair',
  'colour',
  'sequence',
  'pure_sequence',
  'trail',
] as const;
export type TeenPattiCategory = (typeof TEEN_PATTI_CATEGORIES)[number];

export type TeenPattiHand = {
  category: TeenPattiCategory /** Compares hands: higher wins, equal splits. */;
  score: number;
};

/** Rank for play: two = 2 … king = 13, ace = 14. */
const high = (card: Card): number => (rankOf(card) === 0 ? 14 : rankOf(card) + 1);

export function teenPattiHand(cards: readonly Card[]): TeenPattiHand {
  assert(cards.length === 3, 'a Teen Patti hand has three cards');
  const ranks = cards.map(high).sort((a, b) => b - a) as [number, number, number];
  const [a, b, c] = ranks;
  const flush =
    suitOf(cards[0] as Card) === suitOf(cards[1] as Card) &&
    suitOf(cards[1] as Card) === suitOf(cards[2] as Card);
  // A-2-3 ranks just below A-K-Q: scored as a sequence topped by a "15" under A-K-Q's 16.
  const sequenceTop =
    a === 14 && b === 3 && c === 2 ? 15 : a === b + 1 && b === c + 1 ? (a === 14 ? 16 : a) : 0;
  const score = (category: number, x: number, y = 0, z = 0) => ((category * 17 + x) * 17 + y) * 17 + z;
  if (a === b && b === c) return { category: 'trail', score: score(5, a) };
  if (sequenceTop > 0)
    return flush
      ? { category: 'pure_sequence', score: score(4, sequenceTop) }
      : { category: 'sequence', score: score(3, sequenceTop) };
  if (flush) return { category: 'colour', score: score(2, a, b, c) };
  if (a === b || b === c) {
    const pair = b;
    const kicker = a === b ? c : a;
    return { category: 'pair', score: score(1, pair, kicker) };
  }
  return { category: 'high_card', score: score(0, a, b, c) };
}

/** Compares two hands: > 0 when `x` wins, < 0 when `y` wins, 0 for a split. */
export const compareTeenPatti = (x: readonly Card[], y: readonly Card[]): number =>
  teenPattiHand(x).score - teenPattiHand(y).score;
