import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOGO, brandOf } from './brand';
import { BrandLogo } from './logo';

const whitelabel = (name: string, logoUrl: string) => ({ brand: { name, logoUrl } });
const logo = (logoUrl: string | null, name = 'Lucky Star') =>
  renderToStaticMarkup(createElement(BrandLogo, { logoUrl, name }));

/** The player site's brand from the whitelabel (decision 0037). */
describe('brand', () => {
  it('falls back to the built-in name and mark until the whitelabel is known, and for unusable values', () => {
    expect(brandOf(undefined)).toEqual({ name: null, logoUrl: null });
    expect(brandOf(whitelabel('  ', BUILT_IN_LOGO))).toEqual({ name: null, logoUrl: null });
    expect(brandOf(whitelabel('Khela', BUILT_IN_LOGO)).logoUrl).toBeNull();
    for (const bad of [
      '',
      'http://cdn.example.com/logo.png',
      '//cdn.example.com/logo.png',
      'javascript:alert(1)',
    ])
      expect(brandOf(whitelabel('Lucky Star', bad)).logoUrl, bad).toBeNull();
    const mark = logo(null);
    expect(mark).toMatch(/^<svg[^>]*width="32"[^>]*height="32"[^>]*aria-hidden="true"/);
    expect(mark).not.toContain('<img');
  });

  it('shows a configured logo in the reserved box, its alt text the brand name', () => {
    const brand = brandOf(whitelabel(' Lucky Star ', 'https://cdn.example.com/logo.png'));
    expect(brand).toEqual({ name: 'Lucky Star', logoUrl: 'https://cdn.example.com/logo.png' });
    expect(brandOf(whitelabel('Lucky Star', '/uploads/logo.svg')).logoUrl).toBe('/uploads/logo.svg');
    const image = logo(brand.logoUrl);
    expect(image).toContain('src="https://cdn.example.com/logo.png"');
    expect(image).toContain('alt="Lucky Star"');
    expect(image).toContain('width="32"');
    expect(image).toContain('height="32"');
    expect(image).not.toContain('<svg');
  });
});
