/**
 * The catalogue classification whose SPORTS / ESPORTS / COCKFIGHT games open the studio's book on
 * a sport (decision 0066): the studio reads it to start a launched game on its sport, the site to
 * pick the game that opens an event from the board on /sports and /esports.
 */
export const BOOK_SPORT_OF_CLASSIFY = {
  CRICKET: 'cricket',
  FOOTBALL: 'football',
  KABADDI: 'kabaddi',
  BASKETBALL: 'basketball',
  MOBA: 'dota2',
  SHOOTER: 'cs2',
  VALORANT: 'valorant',
  EFOOTBALL: 'efootball',
  DERBY: 'cockfight',
} as const satisfies Record<string, string>;

export type BookSportName = (typeof BOOK_SPORT_OF_CLASSIFY)[keyof typeof BOOK_SPORT_OF_CLASSIFY];

/** The classification of a sport's games (the inverse of BOOK_SPORT_OF_CLASSIFY). */
export function bookClassifyOf(sport: string): string | undefined {
  return Object.entries(BOOK_SPORT_OF_CLASSIFY).find(([, name]) => name === sport)?.[0];
}
