import { expect, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);

test.describe('HTTP: caching and fallback', () => {
  test('index.html is revalidated on every visit; hashed assets are immutable', async ({ request }) => {
    for (const [page, assetPrefix] of [
      ['/', '/assets/'],
      ['/index.html', '/assets/'],
      ['/backoffice/', '/backoffice/assets/'],
    ]) {
      const response = await request.get(`${server.current.url}${page}`);
      expect(response.status(), page).toBe(200);
      expect(response.headers()['content-type'], page).toContain('text/html');
      expect(response.headers()['cache-control'], page).toBe('no-cache');
      const scripts = scriptsOf(await response.text());
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script, page).toMatch(new RegExp(`^${assetPrefix}[^/]+\\.js$`));
        const asset = await request.get(`${server.current.url}${script}`);
        expect(asset.status(), script).toBe(200);
        expect(asset.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  test('text assets go compressed (Brotli or gzip, made at build time) to browsers that accept it', async ({
    request,
  }) => {
    const html = await (await request.get(`${server.current.url}/`)).text();
    const [script] = scriptsOf(html);
    expect(script).toBeDefined();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const compressed = await request.get(`${server.current.url}${script}`, {
        headers: { 'accept-encoding': accept as string },
      });
      expect(compressed.status(), accept).toBe(200);
      expect(compressed.headers()['content-encoding'], accept).toBe(encoding);
      expect(compressed.headers().vary, accept).toMatch(/accept-encoding/i);
      expect(compressed.headers()['content-type'], accept).toContain('javascript');
      expect(compressed.headers()['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    }
    const plain = await request.get(`${server.current.url}${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // Whatever the encoding, the browser gets the same script.
    const decoded = await request.get(`${server.current.url}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(await decoded.text()).toBe(await plain.text());
  });

  test('a deep link returns the app; an unknown API path returns the JSON envelope 404', async ({
    request,
  }) => {
    const deepLink = await request.get(`${server.current.url}/promotions`);
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    // The root holds the start-up loader until React replaces it (decision 0025).
    expect(await deepLink.text()).toContain('<div id="root">');

    const api = await request.get(`${server.current.url}/wps/unknown`, { headers: { 'x-lang': 'en' } });
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/json');
    expect(await api.json()).toEqual({
      success: false,
      value: null,
      message: 'Invalid URL, please contact customer service',
      code: 'NOT_FOUND',
    });
  });
});
