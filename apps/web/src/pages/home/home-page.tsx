import { GameCategories } from './game-categories';
import { HeroBanner } from './hero-banner';
import './home.css';

/**
 * Home (spec "Home and lobby"). For now the banner area and the game categories; the banner
 * carousel, game sections and winner board arrive with their data in later issues.
 */
export function HomePage() {
  return (
    <div className="home" data-page="home">
      <HeroBanner />
      <GameCategories />
    </div>
  );
}
