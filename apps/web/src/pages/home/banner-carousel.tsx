import type { AnnouncementItem } from '@khela/contract';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DESKTOP_QUERY, useMediaQuery } from '../../components/layout/use-media-query';
import { firstView } from '../../stores/first-view';
import { bannerTarget, CAROUSEL, nextIndex, slidesPerView } from './banner-link';
import './banner-carousel.css';

function BannerSlide({ banner, eager }: { banner: AnnouncementItem; eager: boolean }) {
  const image = (
    <img
      className="carousel__image"
      src={banner.imageUrl ?? ''}
      alt={banner.title}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      // The first banner is the largest paint: once it is in, the rest of the home renders.
      onLoad={eager ? firstView.painted : undefined}
      onError={eager ? firstView.painted : undefined}
    />
  );
  const target = bannerTarget(banner.linkageType, banner.linkage);
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className="carousel__link">
        {image}
      </Link>
    );
  }
  if (target.kind === 'url') {
    return (
      <a href={target.href} className="carousel__link" target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

/**
 * The carousel's space while its banners load (the usual case: a full row of slides, dots under
 * a phone's single slide), so the page below does not shift when they arrive.
 */
function CarouselPlaceholder({ perView }: { perView: number }) {
  const style: CSSProperties & Record<`--${string}`, string> = { '--per-view': String(perView) };
  return (
    <div className="carousel carousel--placeholder" aria-hidden="true" style={style}>
      <div className="carousel__viewport carousel__skeleton" />
      {perView === 1 && <div className="carousel__dots-space" />}
    </div>
  );
}

/**
 * The home banner carousel (group w_home): autoplay every 5 s with a 1 s slide, up to 3 visible
 * on wide screens, 20.3 px apart; it loops only with more than one banner and pauses on hover,
 * on focus and for people who prefer reduced motion.
 */
export function BannerCarousel({
  banners,
  loading = false,
}: {
  banners: AnnouncementItem[];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery(DESKTOP_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const perView = slidesPerView(banners.length, wide);
  const pages = Math.max(1, banners.length - perView + 1);
  const current = Math.min(index, pages - 1);

  useEffect(() => {
    if (banners.length <= 1 || paused || reducedMotion || pages <= 1) return;
    const timer = window.setInterval(
      () => setIndex((value) => nextIndex(Math.min(value, pages - 1), banners.length, perView)),
      CAROUSEL.autoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [banners.length, paused, reducedMotion, pages, perView]);

  if (loading) return <CarouselPlaceholder perView={wide ? CAROUSEL.maxPerView : 1} />;
  if (banners.length === 0) return null;
  const style: CSSProperties & Record<`--${string}`, string> = {
    '--per-view': String(perView),
    '--gap': `${CAROUSEL.spacingPx}px`,
    '--index': String(current),
    '--transition': `${reducedMotion ? 0 : CAROUSEL.transitionMs}ms`,
  };
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('banner_carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-banners={banners.length}
    >
      <div className="carousel__viewport">
        <ul className="carousel__track" style={style}>
          {banners.map((banner, position) => (
            <li
              key={banner.id}
              className="carousel__slide"
              aria-roledescription="slide"
              aria-hidden={position < current || position >= current + perView}
              inert={position < current || position >= current + perView}
            >
              <BannerSlide banner={banner} eager={position === 0} />
            </li>
          ))}
        </ul>
      </div>
      {pages > 1 && (
        <div className="carousel__dots">
          {Array.from({ length: pages }, (_, page) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the pages are positions
              key={page}
              type="button"
              className={`carousel__dot${page === current ? ' carousel__dot--active' : ''}`}
              aria-label={t('banner_go_to', { number: page + 1 })}
              aria-current={page === current}
              onClick={() => setIndex(page)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
