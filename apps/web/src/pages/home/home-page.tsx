import { lazy, Suspense, useEffect } from 'react';
import { useAnnouncements } from '../../api/announcements';
import { AfterFirstView } from '../../components/after-first-view';
import { firstView } from '../../stores/first-view';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HeadlineMarquee } from './headline-marquee';
import { HeroBanner } from './hero-banner';
import { WinnerBoard } from './winner-board';
import './home.css';

/** The game sections come in their own chunk: below the fold, and not part of the first JS. */
const HomeGameSections = lazy(() =>
  import('../games/home-sections').then((module) => ({ default: module.HomeGameSections })),
);

/**
 * Home (spec "Home and lobby"): the w_home banner carousel, the headline strip, the welcome,
 * the game categories, the winner board, then the game sections (RECENT, HOT, FAV and each type).
 * Everything from the categories down renders (and asks for its data) once the first banner has
 * painted: the banner is the largest paint, and nothing below the fold competes with it.
 */
export function HomePage() {
  const announcements = useAnnouncements();
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  const noBanner = !announcements.isPending && banners.length === 0;
  // With a banner, its image's load ends the first view (banner-carousel.tsx); without, this does.
  useEffect(() => {
    if (noBanner) firstView.painted();
  }, [noBanner]);
  // Leaving the home before its banner loaded: the rest of the shell need not wait any longer.
  useEffect(() => () => firstView.painted(), []);
  return (
    <div className="home" data-page="home">
      {/* While the announcements load, both keep their place: nothing below them jumps. */}
      <BannerCarousel banners={banners} loading={announcements.isPending} />
      <HeadlineMarquee headlines={announcements.data?.headlines ?? []} loading={announcements.isPending} />
      <HeroBanner />
      {/* At least a screen high from the start: the footer below never moves in view. */}
      <div className="home__below-fold">
        <AfterFirstView>
          <GameCategories />
          <WinnerBoard />
          <Suspense fallback={null}>
            <HomeGameSections />
          </Suspense>
        </AfterFirstView>
      </div>
    </div>
  );
}
