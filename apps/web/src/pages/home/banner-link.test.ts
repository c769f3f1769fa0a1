import { describe, expect, it } from 'vitest';
import { bannerTarget, firstBannerImage, nextIndex, slidesPerView } from './banner-link';

describe('bannerTarget', () => {
  it('routes, URLs and promotions are clickable; anything else is not', () => {
    expect(bannerTarget('ROUTE', '/sports')).toEqual({ kind: 'route', to: '/sports' });
    expect(bannerTarget('URL', 'https://example.com')).toEqual({ kind: 'url', href: 'https://example.com' });
    expect(bannerTarget('PROMOTION', 'promo-1')).toEqual({ kind: 'route', to: '/promotions#promo-1' });
    expect(bannerTarget(null, null)).toEqual({ kind: 'none' });
    expect(bannerTarget('URL', 'javascript:alert(1)')).toEqual({ kind: 'none' });
    expect(bannerTarget('ROUTE', '//evil.example')).toEqual({ kind: 'none' });
  });
});

describe('carousel', () => {
  it('shows up to 3 on wide screens and 1 on phones', () => {
    expect(slidesPerView(5, true)).toBe(3);
    expect(slidesPerView(2, true)).toBe(2);
    expect(slidesPerView(5, false)).toBe(1);
  });

  it('loops only with more than one banner', () => {
    expect(nextIndex(0, 1, 1)).toBe(0);
    expect(nextIndex(0, 3, 1)).toBe(1);
    expect(nextIndex(2, 3, 1)).toBe(0);
    expect(nextIndex(0, 4, 3)).toBe(1);
    expect(nextIndex(1, 4, 3)).toBe(0);
  });
});

describe('firstBannerImage', () => {
  it('is the first w_home banner with an image', () => {
    const banner = (groupName: string | null, imageUrl: string | null) => ({ groupName, imageUrl });
    expect(
      firstBannerImage([banner('w_login', '/a.svg'), banner('w_home', null), banner('w_home', '/b.svg')]),
    ).toBe('/b.svg');
    expect(firstBannerImage([banner('w_login', '/a.svg')])).toBeNull();
  });
});
