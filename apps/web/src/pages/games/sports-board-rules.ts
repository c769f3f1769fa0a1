import { bookClassifyOf, type GameListItem } from '@khela/contract';

/** Khela's own studio: its games open the book these events are from. */
const STUDIO_VENDOR = 'KHELA';

/** The game that opens this event: the studio's game of its sport, else any of the lane's. */
export function gameForSport(games: readonly GameListItem[], sport: string): GameListItem | undefined {
  const open = games.filter((game) => !game.maintenance);
  const classify = bookClassifyOf(sport);
  const rank = (game: GameListItem) =>
    (game.vassalage === STUDIO_VENDOR ? 0 : 2) + (game.gameClassify === classify ? 0 : 1);
  return [...open].sort((a, b) => rank(a) - rank(b))[0];
}
