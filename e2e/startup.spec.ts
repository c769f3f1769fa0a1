import type { Locator, Page, Request } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { startInLanguage } from './support/session';

/*
 * Start-up (spec section 4, decision 0085): permission info beside the status; first-party
 * analytics only after the visitor accepts the consent banner (decline: nothing is ever sent),
 * never a request to another host; the banner clear of the tab bar, the right bar and game
 * pages, and usable with the keyboard; customer service opens the link the site config carries
 * encrypted.
 */
const server = serverPerFile();
// This file is about the banner: its visitors have not answered yet.
test.use({ analyticsConsent: 'ask' });
test.describe.configure({ timeout: 120_000 });

const banner = (page: Page): Locator => page.locator('[data-consent-banner]');
const EVENTS_PATH = '/wps/analytics/events';

/** Every request the page makes, to check where they go. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Beacons' bodies, recorded as the page sends them (the browser does not show a beacon's body to
 * the test's request log); the beacons still go out.
 */
async function recordBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const beacons: { url: string; body: string }[] = [];
    Reflect.set(window, '__beacons', beacons);
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((body) => beacons.push({ url: String(url), body }));
      return send(url, data);
    };
  });
}

const isEvents = (request: Request) => new URL(request.url()).pathname === EVENTS_PATH;

/** Every http(s) request went to the site's own origin: no third-party script, pixel or beacon. */
function expectOnlyOwnOrigin(requests: Request[]): void {
  const own = new URL(server.current.url).origin;
  const elsewhere = requests
    .map((request) => request.url())
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== own);
  expect(elsewhere, 'requests to another host').toEqual([]);
}

/** The page as the browser hides it (tab switch, app switch): the client sends what is left. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

test('start-up loads permission info beside the status, as a guest', async ({ page }) => {
  const permissions = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/permissions');
  const status = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/system/status');
  await page.goto(`${server.current.url}/`);
  await status;
  const answer = await (await permissions).json();
  expect(answer.value).toMatchObject({ role: 'guest', can: { login: true, agentCentre: false } });
  // The header's agent entry: the agent login page for anyone without an agent-centre session.
  await expect(page.locator('[data-region="header"] a[href="/agent"]')).toBeVisible();
});

test('accept: the banner, clear of the bars and usable by keyboard; then page views and events go to the first-party endpoint only', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await recordBeacons(page);
  await startInLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.current.url}/`);
  // After the first view (the home's banner image), its chunk and the site config: a busy machine is slow.
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toContainText('We count visits ourselves');

  // On a phone: above the bottom tab bar and beside the right bar's buttons, covering neither.
  const bannerBox = await box(banner(page));
  const tabBar = await box(page.locator('[data-region="left-bar"]'));
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(tabBar.y);
  for (const toggle of await page.locator('[data-region="right-bar"] button:visible').all()) {
    const button = await box(toggle);
    expect(bannerBox.x + bannerBox.width, 'the banner ends before the right bar').toBeLessThanOrEqual(
      button.x,
    );
  }
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAtWidths(page, 'startup-consent-banner-en', { fullPage: false });
  await page.setViewportSize({ width: 375, height: 812 });

  // Nothing was sent before the answer.
  expect(requests.filter(isEvents)).toEqual([]);

  // Keyboard: from the top of the page, Shift+Tab reaches the banner's buttons (last in the
  // page), Enter answers.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const accept = banner(page).locator('[data-consent="granted"]');
  for (let i = 0; i < 8 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Shift+Tab');
  }
  await expect(accept).toBeFocused();
  // The first batch leaves on its timer (a few seconds after the page view it holds).
  const firstBatch = page.waitForRequest((r) => isEvents(r) && r.method() === 'POST');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  const sent = (await firstBatch).postDataJSON();
  expect(sent).toMatchObject({ consent: 'granted', language: 'en', device: 'phone' });
  expect(sent.events).toEqual([expect.objectContaining({ name: 'page_view', path: '/' })]);
  expect(await page.evaluate(() => localStorage.getItem('analyticsConsent'))).toBe('granted');

  // A page view per navigation; a customer-service open is an event; the query never leaves.
  await page.locator('[data-region="left-bar"] [data-tab="PROMO"]').click();
  await expect(page).toHaveURL(/\/promotions/);
  await page.evaluate(() => window.history.pushState({}, '', '/promotions?referralCode=SECRET1'));
  await page.locator('[data-region="right-bar"] [data-action="customer-service"]').click();
  await page.locator('[data-region="right-bar"] [data-cs="LIVECHAT"]').click();
  // Hidden: what is queued leaves by beacon.
  await hidePage(page);
  const sentEvents = async () => {
    const beacons = await page.evaluate(
      () => Reflect.get(window, '__beacons') as { url: string; body: string }[],
    );
    for (const beacon of beacons) expect(new URL(beacon.url, server.current.url).pathname).toBe(EVENTS_PATH);
    const bodies = [
      ...requests.filter(isEvents).flatMap((r) => r.postDataJSON() ?? []),
      ...beacons.map((beacon) => JSON.parse(beacon.body)),
    ] as { consent: string; events: { name: string }[] }[];
    for (const body of bodies) expect(body.consent).toBe('granted');
    return bodies.flatMap((body) => body.events);
  };
  await expect
    .poll(sentEvents)
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page_view', path: '/promotions' }),
        expect.objectContaining({ name: 'customer_service_open', csType: 'LIVECHAT', path: '/promotions' }),
      ]),
    );
  expect(JSON.stringify(await sentEvents())).not.toContain('SECRET1');
  // The beacon went out as a request to the endpoint too (its body is not visible to the test there).
  expect(requests.filter(isEvents).length).toBeGreaterThanOrEqual(2);

  // The answer holds: no banner after a reload.
  await page.reload();
  await expect(page.locator('[data-region="main"] h1')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
  expectOnlyOwnOrigin(requests);
});

test('decline: nothing is sent, not on navigation, not when the page is hidden, not after a reload', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await startInLanguage(page, 'bn');
  await page.goto(`${server.current.url}/`);
  // After the first view (the home's banner image), its chunk and the site config: a busy machine is slow.
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
  await expect(banner(page).locator('[data-consent="declined"]')).toHaveText('না, ধন্যবাদ');
  await screenshotAtWidths(page, 'startup-consent-banner-bn', { fullPage: false });
  await banner(page).locator('[data-consent="declined"]').click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('analyticsConsent'))).toBe('declined');

  await page.goto(`${server.current.url}/promotions`);
  await hidePage(page);
  await page.reload();
  await expect(page.locator('[data-region="main"]')).toBeVisible();
  await page.waitForTimeout(1500);
  await hidePage(page);
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
  expect(requests.filter(isEvents).map((r) => r.url())).toEqual([]);
  expectOnlyOwnOrigin(requests);
});

test('the banner stays off game pages, and shows once the visitor leaves them', async ({ page }) => {
  await startInLanguage(page, 'en');
  await page.goto(`${server.current.url}/lottery`);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await page.goto(`${server.current.url}/help`);
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
});

test('customer service: the site config carries the link encrypted; opening Telegram opens the decrypted link', async ({
  page,
}) => {
  const requests = recordRequests(page);
  // The customer-service window is recorded instead of opened (it would leave for t.me).
  await page.addInitScript(() => {
    const opened: string[][] = [];
    Reflect.set(window, '__opened', opened);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), String(target), String(features)]);
      return null;
    };
  });
  await startInLanguage(page, 'en');
  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/config');
  await page.goto(`${server.current.url}/`);
  const configText = await (await config).text();
  expect(configText).not.toContain('t.me/khela_support');
  expect(configText).toMatch(/"csType":"TELEGRAM","path":"v1\.cs\d+\./);

  // Opening the menu fetches the key (before any click), so the click opens the window at once.
  const keyCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/system/customerService/key');
  await page.locator('[data-region="right-bar"] [data-action="customer-service"]').click();
  await keyCall;
  await page.locator('[data-region="right-bar"] [data-cs="TELEGRAM"]').click();
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, '__opened') as string[][]))
    .toEqual([['https://t.me/khela_support', 'cs-TELEGRAM', 'width=440,height=750,noopener,noreferrer']]);
  expectOnlyOwnOrigin(requests);
});
