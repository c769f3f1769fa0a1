import type { BookCategory, Sport } from './feed/types.js';

/** What a launched catalogue game opens in the book: a lobby, and the sport it starts on. */
export type BookKind = { category: BookCategory; sport?: Sport };

/** The catalogue's lane and classification of a game, when the studio runs beside the catalogue. */
export type GameKind = { lane: string; classify: string };

const SPORT_OF_CLASSIFY: Partial<Record<string, Sport>> = {
  CRICKET: 'cricket',
  FOOTBALL: 'football',
  KABADDI: 'kabaddi',
  BASKETBALL: 'basketball',
  MOBA: 'dota2',
  SHOOTER: 'cs2',
  VALORANT: 'valorant',
  EFOOTBALL: 'efootball',
};

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
  const sport = kind ? SPORT_OF_CLASSIFY[kind.classify] : undefined;
  if (category === 'cockfight') return { category, sport: 'cockfight' };
  return sport ? { category, sport } : { category };
}
