import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, serverPerFile, test } from './support/fixtures';

const server = serverPerFile({ shareAcrossTests: true });
test.describe.configure({ mode: 'parallel' });
const AFTER_DIR = path.resolve(import.meta.dirname, '../artifacts/issue-15/after');

/** Image requests that failed: an error status, or no answer at all. */
function watchImages(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) {
      failures.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'image') failures.push(`failed ${request.url()}`);
  });
  return failures;
}

/** Scrolls to the foot of the page a screen at a time, so every lazy image comes into view once. */
async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atEnd) break;
  }
  // Rows that scroll sideways (home sections, vendor chips) hide lazy images to the right.
  const rows = await page.evaluate(() => {
    const found = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const overflow = getComputedStyle(el).overflowX;
      return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 2;
    });
    found.forEach((el, i) => {
      el.dataset.sidewaysRow = String(i);
    });
    return found.length;
  });
  for (let i = 0; i < rows; i++) {
    const row = page.locator(`[data-sideways-row="${i}"]`);
    await row.scrollIntoViewIfNeeded();
    for (let step = 0; step < 20; step++) {
      const atEnd = await row.evaluate((el) => {
        el.scrollBy(el.clientWidth * 0.8, 0);
        return el.scrollLeft + el.clientWidth >= el.scrollWidth - 2;
      });
      await page.waitForTimeout(100);
      if (atEnd) break;
    }
  }
}

/**
 * Every <img> in the page has loaded a real picture, and no game or vendor art fell back to its
 * drawn default. The art removes a broken <img> and marks itself failed, so both are checked.
 */
async function expectEveryImageLoaded(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => !(img.complete && img.naturalWidth > 0))
            .map((img) => img.currentSrc || img.src),
        ),
      { timeout: 15_000 },
    )
    .toEqual([]);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.game-art[data-icon]:not([data-icon="loaded"])')].map(
          (art) => `${art.getAttribute('data-icon')} ${art.querySelector('img')?.getAttribute('src') ?? ''}`,
        ),
      ),
    )
    .toEqual([]);
}

test.use({ viewport: { width: 375, height: 812 } });

for (const route of ['/', '/rng', '/live', '/sports', '/fish', '/esports']) {
  test(`every image on ${route} loads`, async ({ page }) => {
    // A walk of the whole page, every sideways row included, then a full-page picture: slow on a busy machine.
    test.setTimeout(180_000);
    const failures = watchImages(page);
    await page.goto(`${server.current.url}${route}`);
    // Home sections and lobby grids show game or vendor art once their data has come.
    await expect(page.locator('.game-art').first()).toBeVisible({ timeout: 30_000 });
    await scrollThrough(page);
    // Art loads only when it comes into view (decision 0084): what arrived during the first walk
    // (a lobby's grid, the home's sections loading near the screen) is walked again once it is there.
    await expect(page.locator('.home-games__placeholder, .lobby-results[aria-busy="true"]')).toHaveCount(0, {
      timeout: 30_000,
    });
    await scrollThrough(page);
    await expectEveryImageLoaded(page);
    expect(await page.locator('.game-art img').count()).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    if (route === '/' || route === '/rng') {
      mkdirSync(AFTER_DIR, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(AFTER_DIR, route === '/' ? 'home-icons-375.png' : 'lobby-rng-icons-375.png'),
        fullPage: true,
        animations: 'disabled',
      });
    }
  });
}

test('a missing picture is a 404, not the app', async ({ request }) => {
  const missing = await request.get(`${server.current.url}/game-icons/pg/NO_SUCH_GAME.svg`);
  expect(missing.status()).toBe(404);
  const asset = await request.get(`${server.current.url}/assets/no-such-file.js`);
  expect(asset.status()).toBe(404);
  expect(asset.headers()['content-type']).toMatch(/application\/json/);
});
