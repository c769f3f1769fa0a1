import { useAnnouncements } from '../../api/announcements';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HeadlineMarquee } from './headline-marquee';
import { HeroBanner } from './hero-banner';
import { WinnerBoard } from './winner-board';
import './home.css';

/**
 * Home (spec "Home and lobby"): the w_home banner carousel, the headline strip, the welcome,
 * the game categories and the winner board. Game sections arrive with the games issue.
 */
export function HomePage() {
  const announcements = useAnnouncements();
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  return (
    <div className="home" data-page="home">
      <BannerCarousel banners={banners} />
      <HeadlineMarquee headlines={announcements.data?.headlines ?? []} />
      <HeroBanner />
      <GameCategories />
      <WinnerBoard />
    </div>
  );
}
