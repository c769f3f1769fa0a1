import { ProvablyFairSource } from '../provably-fair.js';
import { assert, type RandomSource } from '../random-source.js';
import { shuffle } from '../shuffle.js';
import { uniformInt } from '../uniform.js';

/**
 * Cards of the live-style tables (issue 21): a card is 0–51, its rank `card % 13` (0 = ace, 1 = two
 * … 9 = ten, 10 = jack, 11 = queen, 12 = king) and its suit `floor(card / 13)` (spades, hearts,
 * clubs, diamonds). A shoe is `decks` full decks shuffled by Fisher–Yates from a RandomSource: the
 * provably fair stream of (server seed, public value, shoe number) at the tables, so a revealed seed
 * re-deals the whole shoe.
 */
export type Card = number;

export const SUITS = ['spades', 'hearts', 'clubs', 'diamonds'] as const;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankOf = (card: Card): number => card % 13;
export const suitOf = (card: Card): (typeof SUITS)[number] => SUITS[Math.floor(card / 13)] ?? 'spades';
/** "10♥" style text for records and tests. */
export function cardText(card: Card): string {
  const marks = { spades: '♠', hearts: '♥', clubs: '♣', diamonds: '♦' } as const;
  return `${RANKS[rankOf(card)]}${marks[suitOf(card)]}`;
}

/** `decks` decks shuffled. */
export function makeShoe(source: RandomSource, decks: number): Card[] {
  assert(Number.isSafeInteger(decks) && decks >= 1 && decks <= 16, `decks ${decks} out of range`);
  return shuffle(
    source,
    Array.from({ length: decks * 52 }, (_, index) => index % 52),
  );
}

/** The shoe of a table's shoe number `shoeNo`, re-dealt by anyone once its seed is revealed. */
export function fairShoe(serverSeed: string, publicValue: string, shoeNo: number, decks: number): Card[] {
  return makeShoe(new ProvablyFairSource(serverSeed, publicValue, shoeNo), decks);
}

/** Deals from a shoe in order; `left` says how many cards remain (the cut card is the table's rule). */
export function dealer(shoe: readonly Card[]) {
  let at = 0;
  return {
    next(): Card {
      const card = shoe[at];
      assert(card !== undefined, 'the shoe is empty');
      at += 1;
      return card;
    },
    left: () => shoe.length - at,
    dealt: () => at,
  };
}

/**
 * A shoe shuffled as it is dealt: each next card is a uniform pick of those not yet dealt (the
 * same Fisher–Yates, one step a card), for games that use a fresh shoe every coup and deal only
 * part of it (Andar Bahar).
 */
export function shuffledAsDealt(source: RandomSource, decks: number) {
  assert(Number.isSafeInteger(decks) && decks >= 1 && decks <= 16, `decks ${decks} out of range`);
  const cards = Array.from({ length: decks * 52 }, (_, index) => index % 52);
  let at = 0;
  return {
    next(): Card {
      assert(at < cards.length, 'the shoe is empty');
      const pick = uniformInt(source, at, cards.length - 1);
      const card = cards[pick] as Card;
      cards[pick] = cards[at] as Card;
      cards[at] = card;
      at += 1;
      return card;
    },
    left: () => cards.length - at,
    /** Every card back in (a new coup): the next picks start again from the whole shoe. */
    reshuffle: () => {
      at = 0;
    },
  };
}
