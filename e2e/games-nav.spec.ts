import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectLoggedIn, fromAddress, header, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { operatorLogin } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * Issue 22 (decision 0084): the header's direct launch of a single-vendor type, play-now buttons
 * on every card but a slot's, /rng?vassalage=, the game cache in session storage and the lazy
 * images' one retry.
 */
const server = serverPerFile({ shareAcrossTests: true });
test.describe.configure({ mode: 'parallel' });

type ListedGame = {
  nodeId: string;
  gameCode: string;
  gameName: string;
  supportPlay: number;
  vassalage: string;
};

/** A lobby page of the catalogue, as the site asks for it. */
async function gameList(query: Record<string, string>): Promise<ListedGame[]> {
  const search = new URLSearchParams({
    clientType: '3',
    platform: 'W',
    pageNo: '1',
    pageSize: '18',
    ...query,
  });
  const response = await fetch(`${server.current.url}/wps/relay/GCSGAME_gameList?${search}`);
  const body = (await response.json()) as { value: { games: ListedGame[] } };
  return body.value.games;
}

/** The demo's single-vendor type: ELOTT, the studio's alone (its first game is what starts). */
async function singleVendorType(): Promise<{ type: string; vendor: string; first: ListedGame }> {
  const response = await fetch(`${server.current.url}/lgw/games/game_menus?platform=W`);
  const { value } = (await response.json()) as {
    value: { menus: { gameType: string; vendors: { vassalage: string }[] }[] };
  };
  const menu = value.menus.find((m) => m.gameType === 'ELOTT');
  expect(menu?.vendors.map((v) => v.vassalage)).toEqual(['KHELA']);
  const [first] = await gameList({ gameType: 'ELOTT', vassalage: 'KHELA', language: 'EN' });
  if (!first) throw new Error('the demo has no ELOTT game of KHELA');
  return { type: 'ELOTT', vendor: 'KHELA', first };
}

const SCREENSHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** The viewport at 375 px and 1280 px with `what` scrolled into view: `<name>-<width>.png`. */
async function shootAround(page: Page, name: string, what: Locator): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await what.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(page.locator('[data-region="main"] .game-art[data-icon="loading"]')).toHaveCount(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), animations: 'disabled' });
  }
}

const navEntry = (page: Page, type: string): Locator =>
  page.locator(`[data-region="game-nav"] [data-nav="${type}"]`);
const cards = (page: Page): Locator => page.locator('[data-region="main"] .lobby-results [data-game]');

test('a single-vendor type launches its game from the navigation: login first, then the game', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { type, first } = await singleVendorType();
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.current.url}/promotions`);
  // Types with several vendors (and PVP, FISH, RNG always) route to their page; ELOTT launches.
  await expect(navEntry(page, type)).toHaveAttribute('data-nav-action', 'launch');
  await expect(navEntry(page, type)).toHaveAttribute('href', '/elott?vassalage=KHELA');
  for (const routed of ['LOTT', 'LIVE', 'FISH', 'RNG', 'PVP', 'ESPORTS']) {
    await expect(navEntry(page, routed), routed).toHaveAttribute('data-nav-action', 'page');
  }

  // A guest: the login modal, and the page stays where it was.
  await navEntry(page, type).click();
  const login = modal(page, 'login');
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/promotions$/);
  await login.locator('.modal__close').click();
  await expect(login).toHaveCount(0);

  // A member: the vendor's first game opens on its game page (a lottery game on /lottery).
  await startLoggedIn(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/promotions`);
  await expectLoggedIn(page);
  await navEntry(page, type).click();
  await expect(page).toHaveURL(/\/lottery\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('gameCode')).toBe(first.gameCode);
  expect(url.searchParams.get('vassalage')).toBe('KHELA');
  await expect(page.locator('[data-page="game"] iframe')).toHaveAttribute('src', /\/studio\//);
  const countdown = page.frameLocator('[data-page="game"] iframe').getByTestId('lottery-countdown');
  await expect(countdown).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(countdown).toBeVisible();
  await screenshotAtWidths(page, 'games-nav-launch', { fullPage: false });
  // The game's back button returns to where the player clicked.
  await page.locator('[data-action="back-to-lobby"]').click();
  await expect(page).toHaveURL(/\/promotions$/);
});

/** Puts a game first in its vendor's list (the operator's sort order, through the back office's API). */
async function putFirst(game: ListedGame): Promise<void> {
  const token = await operatorLogin(server.current.url, 'owner01');
  const response = await fetch(`${server.current.url}/bo/api/games/${game.nodeId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-lang': 'en' },
    body: JSON.stringify({ sort: 0, reason: 'e2e: a game without free play first' }),
  });
  expect(response.status).toBe(200);
}

test('a trial account gets the real-account message from the navigation on a page without game dialogs', async ({
  page,
}) => {
  // The vendor's first game is one without free play (the operator's sort order puts it first).
  const paid = (
    await gameList({ gameType: 'ELOTT', vassalage: 'KHELA', language: 'EN', pageSize: '100' })
  ).find((game) => game.supportPlay !== 0);
  if (!paid) throw new Error('every ELOTT game of KHELA offers free play');
  await putFirst(paid);
  const { type, first } = await singleVendorType();
  expect(first.nodeId).toBe(paid.nodeId);
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.current.url}/promotions`);
  await header(page).locator('[data-action="login"]').click();
  await modal(page, 'login').locator('[data-action="free-play"]').click();
  await expectLoggedIn(page);
  await navEntry(page, type).click();
  const dialog = modal(page, 'real-account');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('real account');
  await expect(page).toHaveURL(/\/promotions$/);
  // One dialog, not two (the page has none of its own; the navigation draws it).
  await expect(page.locator('dialog[data-modal="real-account"]')).toHaveCount(1);
  await screenshotAtWidths(page, 'games-nav-real-account', { fullPage: false });
  await dialog.locator('[data-action="confirm"]').click();
  await expect(dialog).toHaveCount(0);
});

test('play-now buttons on live cards, none on slot cards', async ({ page }) => {
  await startInLanguage(page, 'en');
  await fromAddress(page);
  await page.goto(`${server.current.url}/live`);
  await expect(cards(page)).toHaveCount(18);
  const live = cards(page);
  const playable = live.filter({ hasNot: page.locator('.game-card__veil') });
  expect(await playable.count()).toBeGreaterThan(0);
  // Every live card that is not under maintenance has one, named for its game.
  await expect(live.locator('[data-action="play-now"]')).toHaveCount(await playable.count());
  const firstCard = playable.first();
  const name = await firstCard.locator('.game-card__name').innerText();
  await expect(firstCard.locator('[data-action="play-now"]')).toHaveAccessibleName(`Play ${name} now`);
  await shootAround(page, 'games-live-play-now', cards(page).nth(3));
  // It launches like the card: a guest is asked to log in.
  await firstCard.locator('[data-action="play-now"]').click();
  await expect(modal(page, 'login')).toBeVisible();

  await page.goto(`${server.current.url}/rng`);
  await expect(cards(page)).toHaveCount(18);
  await expect(cards(page).locator('[data-action="play-now"]')).toHaveCount(0);
  await expect(cards(page).first()).toHaveAttribute('data-play-now', 'false');
  await shootAround(page, 'games-rng-no-play-now', cards(page).nth(3));
});

test('/rng?vassalage= chooses that vendor, as ?vendor= does', async ({ page }) => {
  await startInLanguage(page, 'en');
  await page.goto(`${server.current.url}/rng?vassalage=PG`);
  await expect(page.locator('[data-vendor="PG"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-vendor="ALL"]')).toHaveAttribute('aria-pressed', 'false');
  await expect(cards(page)).toHaveCount(18);
  await expect
    .poll(async () => [...new Set(await cards(page).locator('.game-card__vendor').allInnerTexts())])
    .toEqual(['PG Soft Play']);
  await shootAround(page, 'games-rng-vassalage-pg', page.locator('[data-vendor="PG"]'));

  await page.goto(`${server.current.url}/rng?vendor=JDB`);
  await expect(page.locator('[data-vendor="JDB"]')).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => [...new Set(await cards(page).locator('.game-card__vendor').allInnerTexts())])
    .toEqual(['JDB Games']);
});

test('a reload draws the navigation from session storage before the server answers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.current.url}/`);
  await expect(navEntry(page, 'LIVE')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('khela.cache.'))))
    .toContain('khela.cache.1.menus');

  // The menus now answer only when the test lets them (not after a fixed delay, which a loaded
  // machine's slow reload can outlast): the reloaded tab shows its categories before that.
  let menuCalls = 0;
  let answered = false;
  let release = () => {};
  const holdMenus = () =>
    new Promise<void>((resolve) => {
      release = resolve;
    });
  let held = holdMenus();
  await page.route('**/lgw/games/game_menus**', async (route) => {
    menuCalls += 1;
    await held;
    await route.continue();
    answered = true;
  });
  await page.reload();
  await expect(navEntry(page, 'LIVE')).toBeVisible();
  await expect(navEntry(page, 'ELOTT')).toHaveAttribute('data-nav-action', 'launch');
  expect(answered).toBe(false);
  // …and the server is still asked.
  await expect.poll(() => menuCalls).toBeGreaterThan(0);
  release();
  await expect.poll(() => answered).toBe(true);

  // A corrupt copy is ignored: the tab waits for the server, as a new one does. It is written as
  // the reloaded document starts: written from the test before, the page still handling the
  // answer just let through could write its fresh copy over it (CI once saw LIVE drawn so).
  await page.addInitScript(() => sessionStorage.setItem('khela.cache.1.menus', '{broken'));
  answered = false;
  held = holdMenus();
  await page.reload();
  await expect(navEntry(page, 'HOME')).toBeVisible();
  await expect.poll(() => menuCalls).toBeGreaterThan(1);
  await expect(navEntry(page, 'LIVE')).toHaveCount(0);
  release();
  await expect(navEntry(page, 'LIVE')).toBeVisible();
  await expect.poll(() => answered).toBe(true);
});

test('lazy images: wait for the screen, a failed one is retried once, a second failure shows the default', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 812 });
  const [first, second] = await gameList({ gameType: 'RNG', vassalage: 'PG', language: 'EN' });
  if (!first || !second) throw new Error('the demo has no PG slots');
  // The first game's icon fails once; the second's fails every time.
  const requests: string[] = [];
  await page.route('**/game-icons/**', async (route) => {
    const url = new URL(route.request().url());
    requests.push(`${url.pathname}${url.search}`);
    const retried = url.searchParams.get('retry') === '1';
    if (url.pathname.includes(second.gameCode) || (url.pathname.includes(first.gameCode) && !retried)) {
      await route.fulfill({ status: 503, body: 'busy' });
      return;
    }
    await route.continue();
  });
  await page.goto(`${server.current.url}/rng?vassalage=PG`);
  await expect(cards(page)).toHaveCount(18);

  const art = (game: ListedGame) => page.locator(`[data-game="${game.nodeId}"] .game-art`);
  await expect(art(first)).toHaveAttribute('data-icon', 'loaded');
  expect(requests.filter((r) => r.includes(first.gameCode))).toEqual([
    expect.not.stringContaining('retry='),
    expect.stringContaining('?retry=1'),
  ]);
  await expect(art(second)).toHaveAttribute('data-icon', 'failed');
  await expect(art(second).locator('img')).toHaveCount(0);
  await expect(art(second).locator('.game-art__initials')).toBeVisible();
  expect(requests.filter((r) => r.includes(second.gameCode))).toHaveLength(2);

  // The last row is below the screen: its icons are not asked for until it scrolls into view.
  const last = cards(page).last();
  const lastCode = await last.getAttribute('data-game-code');
  await expect(last.locator('.game-art')).toHaveAttribute('data-icon', 'waiting');
  expect(requests.some((r) => lastCode !== null && r.includes(lastCode))).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.game-art')).toHaveAttribute('data-icon', 'loaded');
  expect(requests.some((r) => lastCode !== null && r.includes(lastCode))).toBe(true);
  await shootAround(page, 'games-lazy-images', art(second));
});
