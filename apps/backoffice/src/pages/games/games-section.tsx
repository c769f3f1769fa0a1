import { useSubPage } from '../../navigation';
import { BookExposurePage } from './book-exposure-page';
import { GamesPage } from './games-page';
import { gamesSubPageOf } from './games-sub-nav';

/** Games (games.manage): vendors and games at /backoffice/games, the sportsbook exposure at /backoffice/games/exposure. */
export function GamesSection() {
  return gamesSubPageOf(useSubPage()) === 'exposure' ? <BookExposurePage /> : <GamesPage />;
}
