import { BOOK_SPORT_OF_CLASSIFY } from '@khela/contract';
import { type BookCategory, SPORT_CATEGORY, type Sport } from './feed/types.js';

/** What a launched catalogue game opens in the book: a lobby, and the sport it starts on. */
export type BookKind = { category: BookCategory; sport?: Sport };

/** The catalogue's lane and classification of a game, when the studio runs beside the catalogue. */
export type GameKind = { lane: string; classify: string };

const CATEGORY_OF_LANE: Partial<Record<string, BookCategory>> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
};

/**
 * Every SPORTS, ESPORTS or COCKFIGHT game opens the book (never a slot), whatever its vendor code.
 * The catalogue says which lane and classification a game is in; without a catalogue (the studio
 * alone) a demo code names its type ("SBO_SPORTS_0003").
 */
export function bookKindOf(gameCode: string, kind: GameKind | undefined): BookKind | undefined {
  const lane = kind?.lane ?? /_(SPORTS|ESPORTS|COCKFIGHT)_/.exec(gameCode)?.[1];
  const category = lane ? CATEGORY_OF_LANE[lane] : undefined;
  if (!category) return undefined;
  if (category === 'cockfight') return { category, sport: 'cockfight' };
  const named: Sport | undefined = kind
    ? (BOOK_SPORT_OF_CLASSIFY as Partial<Record<string, Sport>>)[kind.classify]
    : undefined;
  // A sport of another lobby (a derby listed under sports) opens the lane's lobby on no sport.
  const sport = named && SPORT_CATEGORY[named] === category ? named : undefined;
  return sport ? { category, sport } : { category };
}
