/** Where a banner leads (spec: a banner with linkageType is clickable and opens its linkage). */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string } | { kind: 'none' };

export function bannerTarget(linkageType: string | null, linkage: string | null): BannerTarget {
  if (!linkageType || !linkage) return { kind: 'none' };
  switch (linkageType.toUpperCase()) {
    case 'ROUTE':
    case 'GAME':
      return linkage.startsWith('/') && !linkage.startsWith('//')
        ? { kind: 'route', to: linkage }
        : { kind: 'none' };
    case 'PROMOTION':
      return { kind: 'route', to: `/promotions#${encodeURIComponent(linkage)}` };
    case 'URL':
      return /^https?:\/\//i.test(linkage) ? { kind: 'url', href: linkage } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** The image of the home carousel's first slide: the home page's largest paint. */
export function firstBannerImage(banners: readonly { groupName: string | null; imageUrl: string | null }[]) {
  return banners.find((banner) => banner.groupName === 'w_home' && banner.imageUrl)?.imageUrl ?? null;
}

/** Carousel constants (spec "Home and lobby: banner carousel"). */
export const CAROUSEL = { autoplayMs: 5000, transitionMs: 1000, maxPerView: 3, spacingPx: 20.3 };

/** Slides visible at once: up to 3 on wide screens, one on phones, never more than there are. */
export function slidesPerView(count: number, wide: boolean): number {
  return Math.max(1, Math.min(count, wide ? CAROUSEL.maxPerView : 1));
}

/** The next first-visible slide; it wraps to the start only when looping (more than one banner). */
export function nextIndex(index: number, count: number, perView: number): number {
  const last = Math.max(0, count - perView);
  if (count <= 1) return 0;
  return index >= last ? 0 : index + 1;
}
