import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { startLoggedIn } from './support/session';

const server = serverPerFile({ shareAcrossTests: true });
const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');
// The file's tests need nothing from one another: with two workers each may take some (and its
// own server), so this long file does not leave the other worker idle at the end of the run.
test.describe.configure({ mode: 'parallel' });

/** Every public route of the site (member-only ones lead to /login when logged out). */
const ROUTES = [
  '/',
  '/index',
  '/home',
  '/login',
  '/register',
  '/live',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/hot',
  '/fish',
  '/rng',
  // The spec's query for the RNG lobby's vendor (issue 22).
  '/rng?vassalage=PG',
  '/pvp',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  // Counted as a game page (spec section 2).
  '/lottert',
  '/promotions',
  '/pointMall',
  '/seamless',
  '/notice',
  '/noticecontent',
  '/help',
  // The second help-centre address (issue 22).
  '/helpmc',
  '/download',
  '/member',
  '/agent',
  '/agentHome',
];

/** Console errors and page errors of a page, collected from now on (missing i18n keys are errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The languages walked: the two of the server and one written right to left. */
type Walked = 'bn' | 'en' | 'ar';

const slug = (route: string) => (route === '/' ? 'root' : route.slice(1).replace(/\W+/g, '-'));

/** Below this the header logo is not a logo any more (it once shrank to about 8 px at 320 px). */
const LOGO_MIN_PX = 20;
const HEIGHT_BY_WIDTH: Record<number, number> = { 320: 640, 375: 812, 1280: 800 };

/**
 * The widths each walk checks. Bengali, the default, is walked on a phone and a desktop both
 * logged out (375 px) and logged in (320 px, the narrowest phone, where a logged-in header with its
 * balance is tightest: anything that fits there fits at 375); English once on a phone and once on a
 * desktop, since its layout differs from Bengali only in the words.
 */
const WALK_WIDTHS: Record<Walked, Record<'out' | 'in', number[]>> = {
  bn: { out: [375, 1280], in: [320, 1280] },
  en: { out: [1280], in: [375] },
  // Arabic, right to left (issue 22): the mirrored layout on a phone and a desktop.
  ar: { out: [375], in: [1280] },
};
/** Bengali walks check two widths a route, English and Arabic one: parts of about the same length. */
const WALK_PARTS: Record<Walked, number> = { bn: 3, en: 2, ar: 2 };

/** Images that finished loading and have no picture (a missing file, a wrong type). */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc !== '')
      .map((image) => image.currentSrc),
  );
}

/**
 * One route at one width: no sideways scrolling, the header logo keeps its size, every loaded
 * image has a picture, no Latin digits on a Bengali page; then, if asked, a viewport screenshot.
 */
async function checkAtWidth(
  page: Page,
  route: string,
  name: string,
  language: Walked,
  width: number,
  screenshot: boolean,
) {
  await page.setViewportSize({ width, height: HEIGHT_BY_WIDTH[width] ?? 800 });
  // Measured once the fonts are in and two frames have been drawn at the new width (one call).
  const { scrollWidth, innerWidth } = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  });
  expect(scrollWidth, `${route} scrolls sideways at ${width} px`).toBeLessThanOrEqual(innerWidth);
  // The mark or the operator's logo image: both sides, since a squeezed flex item keeps its height.
  const logo = await page.locator('[data-region="header"] .brand > :first-child').first().boundingBox();
  const logoPx = Math.min(logo?.width ?? 0, logo?.height ?? 0);
  expect(logoPx, `${route}: header logo at ${width} px`).toBeGreaterThanOrEqual(LOGO_MIN_PX);
  expect(await brokenImages(page), `${route} at ${width} px has broken images`).toEqual([]);
  if (language === 'bn') {
    expect(await latinDigitsShown(page), `${route} at ${width} px shows Latin digits in Bengali`).toEqual([]);
  }
  if (!screenshot) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), animations: 'disabled' });
}

async function walk(page: Page, language: Walked, state: 'out' | 'in', routes: string[]): Promise<void> {
  const errors = collectErrors(page);
  for (const [index, route] of routes.entries()) {
    await page.goto(`${server.current.url}${route}`);
    const main = page.locator('[data-region="main"]');
    await expect(main.locator('[data-page]').first(), route).toBeVisible();
    if (index === 0) {
      // The walk is in the state it is named for (logged in: the session the page started with).
      const action = state === 'in' ? 'logout' : 'login';
      await expect(page.locator(`[data-region="header"] [data-action="${action}"]`), route).toBeVisible();
    }
    await expect(page.locator('[data-page="chunk-error"], [data-page="route-error"]'), route).toHaveCount(0);
    const text = (await main.innerText()).trim();
    expect(text.length, `${route} is blank`).toBeGreaterThan(0);
    if (language !== 'bn') {
      const body = await page.locator('body').innerText();
      expect(body, `${route} shows Bengali script in ${language}`).not.toMatch(BENGALI_SCRIPT);
    }
    if (language === 'ar') await expect(page.locator('html'), route).toHaveAttribute('dir', 'rtl');
    const name = `route-${state}-${language}-${slug(route)}`;
    // Every width is checked; one picture of each route per language and state (the walk's first
    // width) is enough to look at, where one at every width doubled the Bengali walks' pictures.
    // The width the page already has first (no resize, the previous route's last width), then
    // the others: the same widths, one resize fewer a route.
    const widths = WALK_WIDTHS[language][state];
    const current = page.viewportSize()?.width;
    const ordered = [...widths].sort((a, b) => Number(b === current) - Number(a === current));
    for (const width of ordered) {
      await checkAtWidth(page, route, name, language, width, width === widths[0]);
    }
  }
  expect(errors, 'console errors (including missing translation keys)').toEqual([]);
}

for (const language of ['bn', 'en', 'ar'] as const) {
  test.describe(`every public route in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => {
        if (!localStorage.getItem('lang')) {
          localStorage.setItem('lang', lang);
          localStorage.setItem('hisLang', lang);
        }
      }, language);
    });

    // Each walk in parts, so the two workers share the long walks evenly and the run does not end
    // with one worker idle while the other finishes a long walk.
    const parts = WALK_PARTS[language];
    const size = Math.ceil(ROUTES.length / parts);
    for (let part = 0; part < parts; part++) {
      const routes = ROUTES.slice(part * size, (part + 1) * size);
      test(`logged out (${language}, part ${part + 1} of ${parts})`, async ({ page }) => {
        test.setTimeout(240_000);
        await walk(page, language, 'out', routes);
      });

      test(`logged in (${language}, part ${part + 1} of ${parts})`, async ({ page }) => {
        test.setTimeout(240_000);
        // Logged in as demo without the login modal (the walk is not about the login): the page
        // starts with demo's session token, as it has after a login.
        await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
        await walk(page, language, 'in', routes);
      });
    }
  });
}

test.describe('accessibility (axe)', () => {
  for (const route of ['/', '/notice', '/help']) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.current.url}${route}`);
        await expect(page.locator('[data-region="main"] [data-page]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const found = await seriousViolations(page);
        expect(
          found.map(
            (violation) =>
              `${violation.id}: ${violation.help} ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
          ),
          `${route} at ${width}`,
        ).toEqual([]);
      }
    });
  }
});
