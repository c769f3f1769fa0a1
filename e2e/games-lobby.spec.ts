import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectLoggedIn, fromAddress, header, modal } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, screenshotAtWidths, serverPerFile, test, WIDTHS } from './support/fixtures';
import { logInWithModal } from './support/session';

const server = serverPerFile({ shareAcrossTests: true });
// The file's tests need nothing from one another: with two workers each may take some (and its
// own server), so this long file does not leave the other worker idle at the end of the run.
test.describe.configure({ mode: 'parallel' });
const SCREENSHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

const lobby = (page: Page, name = 'rng'): Locator => page.locator(`[data-page="lobby-${name}"]`);
const cards = (page: Page): Locator => page.locator('[data-region="main"] .lobby-results [data-game]');
const searchBox = (page: Page): Locator => page.locator('input[name="gameName"]');
const filter = (page: Page, name: string): Locator => page.locator(`[data-filter="${name}"]`);
const urlParams = (page: Page): URLSearchParams => new URL(page.url()).searchParams;

async function useLanguage(page: Page, language: 'bn' | 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('hisLang', lang);
  }, language);
}

/** The distinct vendor names on the grid's cards. */
async function shownVendors(page: Page): Promise<string[]> {
  return [...new Set(await cards(page).locator('.game-card__vendor').allInnerTexts())];
}

/** Waits for the grid to show the page the URL names (the previous page stays up while it loads). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.lobby-results[aria-busy="true"]')).toHaveCount(0);
}

test.describe('games lobby as a guest', () => {
  test('slots lobby: 18 a page, odd searches, paging, filters reset, vendors reset the classification', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await page.goto(`${server.current.url}/rng`);
    await expect(lobby(page)).toBeVisible();
    await expect(cards(page)).toHaveCount(18);
    await expect(page.locator('.lobby-hero__count')).toContainText('games');
    const firstPage = await cards(page).first().getAttribute('data-game');

    // Odd input is only text: a percent sign and quotes match no game, and say so.
    await searchBox(page).fill('%');
    await expect(page.locator('[data-empty="all"]')).toContainText('“%”');
    expect(urlParams(page).get('q')).toBe('%');
    await searchBox(page).fill(`"'`);
    await expect(page.locator('[data-empty="all"]')).toContainText(`“"'”`);
    await expect(cards(page)).toHaveCount(0);
    // A real name, with spaces around it: trimmed, found.
    await searchBox(page).fill('  Golden Fortune  ');
    await expect
      .poll(async () =>
        (await cards(page).locator('.game-card__name').allInnerTexts()).map((n) => n.toLowerCase()),
      )
      .toContain('golden fortune');
    await settled(page);
    for (const name of await cards(page).locator('.game-card__name').allInnerTexts()) {
      expect(name.toLowerCase()).toContain('golden fortune');
    }
    await page.locator('.lobby-search__clear').click();
    await expect(cards(page)).toHaveCount(18);
    await expect.poll(() => urlParams(page).get('q')).toBeNull();

    // Paging: page 2 shows other games; the URL keeps the page.
    await page.locator('.pagination').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => urlParams(page).get('page')).toBe('2');
    await settled(page);
    await expect(page.locator('.pagination__page--current')).toHaveText('2');
    // The page number changes on the click; the cards when page 2 has come, which may be after the
    // lobby stopped being busy with page 1 (the click can land before the next fetch starts).
    expect(firstPage).toBeTruthy();
    await expect(cards(page).first()).not.toHaveAttribute('data-game', firstPage as string);
    await screenshotAtWidths(page, 'games-lobby-rng-page2-en', { fullPage: false });

    // A search, then another filter: back to page 1 and the search is gone.
    await searchBox(page).fill('Lucky');
    await expect.poll(() => urlParams(page).get('q')).toBe('Lucky');
    await filter(page, 'hot').click();
    await expect.poll(() => urlParams(page).get('filter')).toBe('hot');
    expect(urlParams(page).get('page')).toBeNull();
    expect(urlParams(page).get('q')).toBeNull();
    await expect(searchBox(page)).toHaveCount(0);
    await settled(page);
    await expect(cards(page).first().locator('.chip--hot')).toBeVisible();
    await filter(page, 'all').click();
    await expect(searchBox(page)).toHaveValue('');

    // A vendor, a classification, then another vendor: the classification goes back to ALL.
    await page.locator('[data-vendor="PG"]').click();
    await expect.poll(() => urlParams(page).get('vendor')).toBe('PG');
    await page.locator('[data-classify="SLOT"]').click();
    await expect.poll(() => urlParams(page).get('classify')).toBe('SLOT');
    await expect.poll(() => shownVendors(page)).toEqual(['PG Soft Play']);
    await page.locator('[data-vendor="JDB"]').click();
    await expect.poll(() => urlParams(page).get('vendor')).toBe('JDB');
    expect(urlParams(page).get('classify')).toBeNull();
    await expect(page.locator('[data-classify="ALL"]')).toHaveAttribute('aria-pressed', 'true');
  });

  test('favourite, the favourite and recent filters, and launching ask a guest to log in', async ({
    page,
  }) => {
    await page.goto(`${server.current.url}/rng`);
    await expect(cards(page)).toHaveCount(18);
    await cards(page).first().locator('[data-action="favourite"]').click();
    await expect(modal(page, 'login')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page, 'login')).toHaveCount(0);

    await filter(page, 'fav').click();
    await expect(modal(page, 'login')).toBeVisible();
    expect(urlParams(page).get('filter')).toBeNull();
    await page.keyboard.press('Escape');

    await filter(page, 'recent').click();
    await expect(modal(page, 'login')).toBeVisible();
    await page.keyboard.press('Escape');

    await cards(page).first().locator('.game-card__launch').click();
    await expect(modal(page, 'login')).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
    await page.keyboard.press('Escape');
    await expect(modal(page, 'login')).toHaveCount(0);
    // No hover or focus left on a card for the picture.
    await page.mouse.move(1, 1);
    await page.evaluate(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement) focused.blur();
    });
    await screenshotAtWidths(page, 'games-lobby-rng-bn', { fullPage: false });

    // /favorite needs a login: to /login.
    await page.goto(`${server.current.url}/favorite`);
    await expect(page).toHaveURL(`${server.current.url}/login`);
  });

  test('header shows the game categories with vendors in the spec order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.current.url}/`);
    const entries = page.locator('[data-region="game-nav"] [data-nav]');
    await expect(entries.first()).toBeVisible();
    await expect(entries).toHaveCount(10);
    expect(await entries.evaluateAll((links) => links.map((link) => link.getAttribute('data-nav')))).toEqual([
      'HOME',
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
      'PROMO',
    ]);
    await page.locator('[data-nav="LIVE"]').hover();
    await expect(page.locator('.game-nav__item--menu:hover .game-nav__menu')).toContainText('PT Casino');
    await page.locator('[data-nav="FISH"]').click();
    await expect(lobby(page, 'fish')).toBeVisible();
    await expect(page.locator('[data-nav="FISH"]')).toHaveClass(/active/);
  });

  test('game centres: vendor cards; a lottery vendor opens the game popup', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto(`${server.current.url}/live`);
    await expect(lobby(page, 'live')).toBeVisible();
    await expect(page.locator('[data-vendor-card]')).toHaveCount(3);
    await screenshotAtWidths(page, 'games-centre-live-en', { fullPage: false });
    await page.locator('[data-vendor-card="PT"]').click();
    await expect.poll(() => urlParams(page).get('vendor')).toBe('PT');
    await expect.poll(() => shownVendors(page)).toEqual(['PT Casino']);

    await page.goto(`${server.current.url}/lott`);
    await page.locator('[data-vendor-card="LOTT"]').click();
    const popup = modal(page, 'game-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-game]').first()).toBeVisible();
    await screenshotAtWidths(page, 'games-popup-lott-en', { fullPage: false });
    await popup.locator('[data-game] .game-card__launch').first().click();
    // Still a guest: the login modal.
    await expect(modal(page, 'login')).toBeVisible();
  });
});

test.describe('games for a member', () => {
  test('favourite a game (throttled), see it in the filter and /favorite, launch it and come back', async ({
    page,
  }) => {
    await fromAddress(page);
    await logInWithModal(page, server.current.url, 'demo', 'demo1234');
    await page.goto(`${server.current.url}/rng`);
    await expect(cards(page)).toHaveCount(18);
    const card = cards(page).nth(2);
    const nodeId = await card.getAttribute('data-game');
    const name = (await card.locator('.game-card__name').innerText()).trim();

    // Two quick clicks: the first goes through, the second is dropped by the throttle.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/relay/favorites' && request.method() !== 'GET') {
        calls.push(request.method());
      }
    });
    const heart = card.locator('[data-action="favourite"]');
    // Both clicks in one browser task, so a slow machine cannot space them past the throttle window.
    await heart.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.waitForTimeout(300);
    expect(calls).toEqual(['POST']);

    await filter(page, 'fav').click();
    await expect(page.locator(`.lobby-results [data-game="${nodeId}"]`)).toBeVisible();
    await page.goto(`${server.current.url}/favorite`);
    await expect(page.locator(`[data-page="favorite"] [data-game="${nodeId}"]`)).toBeVisible();
    await screenshotAtWidths(page, 'games-favorite-bn', { fullPage: false });

    // Launch: the game page shows the studio's URL, then back to the lobby we came from.
    await page.goto(`${server.current.url}/rng?filter=fav`);
    const favourite = page.locator(`.lobby-results [data-game="${nodeId}"]`);
    const code = await favourite.getAttribute('data-game-code');
    await favourite.locator('.game-card__launch').click();
    await expect(page).toHaveURL(/\/seamless\?/);
    const frame = page.locator('[data-page="game"] iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`/studio/play/${code}\\?token=`));
    expect(new URL(page.url()).searchParams.get('name')).toBe(name);
    await screenshotAtWidths(page, 'games-game-page-bn', { fullPage: false });
    // A reload launches afresh (the first launch token is spent) and still knows the way back.
    const firstSrc = await frame.getAttribute('src');
    await page.reload();
    await expect(frame).toHaveAttribute('src', new RegExp(`/studio/play/${code}\\?token=`));
    expect(await frame.getAttribute('src')).not.toBe(firstSrc);
    await page.locator('[data-action="back-to-lobby"]').click();
    await expect(page).toHaveURL(`${server.current.url}/rng?filter=fav`);
    await expect(lobby(page)).toBeVisible();

    // The launch counts as a recent play.
    await filter(page, 'recent').click();
    await expect(page.locator(`.lobby-results [data-game="${nodeId}"]`)).toBeVisible();

    // Home: the RECENT and FAV sections carry it too.
    await page.goto(`${server.current.url}/`);
    await expect(page.locator(`[data-section="RECENT"] [data-game="${nodeId}"]`)).toBeVisible();
    await expect(page.locator(`[data-section="FAV"] [data-game="${nodeId}"]`)).toBeVisible();

    // Unfavourite (after the throttle's second): gone from /favorite. The favourite ids answer
    // late, so the heart is tapped before they arrive: the call must still be a DELETE.
    const favouriteIds = (url: URL) =>
      url.pathname === '/wps/relay/favorites' && url.searchParams.has('pageSize');
    await page.route(favouriteIds, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    calls.length = 0;
    await page.goto(`${server.current.url}/favorite`);
    await page.locator(`[data-game="${nodeId}"] [data-action="favourite"]`).click();
    await expect.poll(() => calls).toEqual(['DELETE']);
    // The list reloads once the server has answered: the game leaves it.
    await expect(page.locator(`[data-page="favorite"] [data-game="${nodeId}"]`)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-empty="favorite"]')).toBeVisible();
  });

  test('a trial account gets the real-account dialog on a game without free play, and plays a free one', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    await header(page).locator('[data-action="login"]').click();
    await modal(page, 'login').locator('[data-action="free-play"]').click();
    await expectLoggedIn(page);
    await page.goto(`${server.current.url}/rng`);
    await expect(cards(page)).toHaveCount(18);

    const paid = cards(page)
      .filter({ hasNot: page.locator('.chip--free') })
      .first();
    await paid.locator('.game-card__launch').click();
    const dialog = modal(page, 'real-account');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(dialog).toContainText('real account');
    await screenshotAtWidths(page, 'games-real-account-en', { fullPage: false });
    await dialog.locator('[data-action="confirm"]').click();
    await expect(dialog).toHaveCount(0);

    const free = cards(page)
      .filter({ has: page.locator('.chip--free') })
      .first();
    await free.locator('.game-card__launch').click();
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(page.locator('[data-page="game"] iframe')).toHaveAttribute(
      'src',
      /\/studio\/play\/.*lang=en/,
    );
    await expect(page.locator('[data-action="back-to-lobby"]')).toHaveText('Back to lobby');
    await screenshotAtWidths(page, 'games-game-page-en', { fullPage: false });
  });
});

test.describe('home game sections', () => {
  for (const language of ['bn', 'en'] as const) {
    test(`sections in order with see-more links (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto(`${server.current.url}/`);
      const sections = page.locator('[data-home-sections] [data-section]');
      await expect(sections.first()).toBeVisible();
      // A guest: no RECENT or FAV; HOT, then each type with vendors, in the spec's order.
      expect(
        await sections.evaluateAll((all) => all.map((section) => section.getAttribute('data-section'))),
      ).toEqual(['HOT', 'RNG', 'LIVE', 'FISH', 'PVP', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
      const slots = page.locator('[data-section="RNG"]');
      await slots.scrollIntoViewIfNeeded();
      await expect(slots.locator('[data-game]')).toHaveCount(6);
      expect(await slots.locator('.home-vendor').count()).toBeLessThanOrEqual(5);
      await expect(page.locator('[data-section="HOT"] [data-game]')).toHaveCount(6);
      // From the HOT heading down, at each width.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 812 });
        await page
          .locator('[data-section="HOT"]')
          .evaluate((section) => section.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(300);
        await page.screenshot({
          path: path.join(SCREENSHOTS, `games-home-sections-${language}-${width}.png`),
          animations: 'disabled',
        });
      }
      await slots.locator('[data-action="see-more"]').click();
      await expect(lobby(page, 'rng')).toBeVisible();
    });
  }
});

test.describe('accessibility of the lobby (axe)', () => {
  for (const route of ['/rng', '/live', '/']) {
    test(`${route} has no serious or critical violations`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${server.current.url}${route}`);
        await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const serious = await seriousViolations(page);
        expect(
          serious.map(
            (v) => `${v.id}: ${v.help} (${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))})`,
          ),
          `${route} at ${width}px`,
        ).toEqual([]);
      }
    });
  }
});
