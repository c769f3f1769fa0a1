import { lazy, Suspense } from 'react';
import { useAnnouncements } from '../../api/announcements';
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
 */
export function HomePage() {
  const announcements = useAnnouncements();
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  return (
    <div className="home" data-page="home">
      {/* While the announcements load, both keep their place: nothing below them jumps. */}
      <BannerCarousel banners={banners} loading={announcements.isPending} />
      <HeadlineMarquee headlines={announcements.data?.headlines ?? []} loading={announcements.isPending} />
      <HeroBanner />
      <GameCategories />
      <WinnerBoard />
      <Suspense fallback={null}>
        <HomeGameSections />
      </Suspense>
    </div>
  );
}
