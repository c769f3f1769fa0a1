import type { GameListItem } from '@khela/contract';

/** The catalogue classification whose games open the book on a sport (the studio's kinds.ts). */
const CLASSIFY_OF_SPORT: Record<string, string> = {
  cricket: 'CRICKET',
  football: 'FOOTBALL',
  kabaddi: 'KABADDI',
  basketball: 'BASKETBALL',
  dota2: 'MOBA',
  cs2: 'SHOOTER',
  valorant: 'VALORANT',
  efootball: 'EFOOTBALL',
  cockfight: 'DERBY',
};

/** Khela's own studio: its games open the book these events are from. */
const STUDIO_VENDOR = 'KHELA';

/** The game that opens this event: the studio's game of its sport, else any of the lane's. */
export function gameForSport(games: readonly GameListItem[], sport: string): GameListItem | undefined {
  const open = games.filter((game) => !game.maintenance);
  const classify = CLASSIFY_OF_SPORT[sport];
  const rank = (game: GameListItem) =>
    (game.vassalage === STUDIO_VENDOR ? 0 : 2) + (game.gameClassify === classify ? 0 : 1);
  return [...open].sort((a, b) => rank(a) - rank(b))[0];
}
