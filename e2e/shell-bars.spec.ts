import type { Locator, Page } from '@playwright/test';
import { modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { logInInEnglish, startInLanguage } from './support/session';

/*
 * The shell's bars (decision 0024): the left bar as bottom tabs on a phone (HOME, SPORTS,
 * CENTER, PROMO), hidden on desktop; the right bar's app QR codes (drawn only when opened) and
 * the customer-service toggle; the download page's QR codes beside the install guides.
 */
const server = serverPerFile();
// Four short walks, each with a page or two at two widths; the shared machine can be slow.
test.describe.configure({ timeout: 120_000 });

const leftBar = (page: Page): Locator => page.locator('[data-region="left-bar"]');
const tab = (page: Page, name: string): Locator => leftBar(page).locator(`[data-tab="${name}"]`);
const rightBar = (page: Page): Locator => page.locator('[data-region="right-bar"]');

async function top(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
}

async function bottom(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y + box.height;
}

test('phone: bottom tabs with the current one marked, keyboard use, nothing hidden behind them', async ({
  page,
}) => {
  await startInLanguage(page, 'en');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${server.current.url}/`);
  await expect(leftBar(page)).toBeVisible();
  expect(
    await leftBar(page)
      .locator('[data-tab]')
      .evaluateAll((tabs) => tabs.map((t) => t.textContent)),
  ).toEqual(['Home', 'Sports', 'Centre', 'Promo']);
  await expect(tab(page, 'HOME')).toHaveAttribute('aria-current', 'page');
  // Held to the bottom edge of the screen.
  expect(await bottom(leftBar(page))).toBe(812);

  // The end of the page (sections still arriving make it longer) scrolls clear of the bar.
  await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
  const footer = page.locator('[data-region="footer"]');
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Within half a pixel: fractional line heights leave the footer's edge at 752.08 against 752.
      return (await bottom(footer)) <= (await top(leftBar(page))) + 0.5;
    })
    .toBe(true);
  // The customer-service toggle floats above the bar; the app QR codes are not offered on a phone.
  await expect(rightBar(page).locator('[data-action="customer-service"]')).toBeVisible();
  expect(await bottom(rightBar(page).locator('[data-action="customer-service"]'))).toBeLessThan(
    await top(leftBar(page)),
  );
  await expect(rightBar(page).locator('[data-action="app-qr"]')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, 'shell-left-bar-home-en', { fullPage: false });

  // SPORTS by mouse; PROMO by keyboard.
  await tab(page, 'SPORTS').click();
  await expect(page).toHaveURL(`${server.current.url}/sports`);
  await expect(tab(page, 'SPORTS')).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'HOME')).not.toHaveAttribute('aria-current', 'page');
  await tab(page, 'PROMO').focus();
  await expect(tab(page, 'PROMO')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${server.current.url}/promotions`);
  await expect(tab(page, 'PROMO')).toHaveAttribute('aria-current', 'page');

  // CENTER is a real account's: a guest gets the login modal and stays where they are.
  await tab(page, 'CENTER').click();
  await expect(modal(page, 'login')).toBeVisible();
  await expect(page).toHaveURL(`${server.current.url}/promotions`);
  await page.keyboard.press('Escape');
  await expect(modal(page, 'login')).toHaveCount(0);
});

test('phone: a member reaches the security centre from CENTER; game pages have no tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logInInEnglish(page, server.current.url, 'demo', 'demo1234');
  await tab(page, 'CENTER').click();
  await expect(page).toHaveURL(`${server.current.url}/member/securityCenter`);
  await expect(tab(page, 'CENTER')).toHaveAttribute('aria-current', 'page');
  await page.goto(`${server.current.url}/seamless`);
  await expect(page.locator('[data-page="game"]')).toBeVisible();
  await expect(leftBar(page)).toHaveCount(0);
});

test('desktop: no tabs; the app QR codes draw on opening, iOS with language and token', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const qrChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/qr-image-[^/]+\.js$/.test(request.url())) qrChunks.push(request.url());
  });
  const token = await logInInEnglish(page, server.current.url, 'demo', 'demo1234');
  await page.goto(`${server.current.url}/`);
  await expect(page.locator('[data-region="main"] [data-game]').first()).toBeVisible();
  await expect(leftBar(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(qrChunks, 'the QR code is drawn by a chunk the first view does not load').toEqual([]);

  await rightBar(page).locator('[data-action="app-qr"]').click();
  const android = rightBar(page).locator('[data-app-qr="Android"]');
  const ios = rightBar(page).locator('[data-app-qr="IOS"]');
  await expect(android.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(ios.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(ios.locator('img')).toHaveAttribute('alt', 'QR code to download the iOS app');
  expect(qrChunks.length).toBeGreaterThan(0);
  expect(await android.locator('a').getAttribute('href')).toBe(`${server.current.url}/download/khela.apk`);
  const iosLink = new URL((await ios.locator('a').getAttribute('href')) ?? '');
  expect(iosLink.pathname).toBe('/download/ios');
  expect(iosLink.searchParams.get('lang')).toBe('en');
  expect(iosLink.searchParams.get('token')).toBe(token);
  // Two different codes: the drawings differ as the links do.
  expect(await android.locator('img').getAttribute('src')).not.toBe(
    await ios.locator('img').getAttribute('src'),
  );
  await page.mouse.move(1, 1);
  await screenshotAtWidths(page, 'shell-right-bar-apps-en', { fullPage: false });

  // Customer service: one panel at a time; LIVECHAT and TELEGRAM from the site configuration.
  await rightBar(page).locator('[data-action="customer-service"]').click();
  await expect(android).toHaveCount(0);
  await expect(rightBar(page).locator('[data-cs]')).toHaveText(['Live chat', 'Telegram']);
  await page.keyboard.press('Escape');
  await expect(rightBar(page).locator('[data-cs]')).toHaveCount(0);

  // The side menu's app download: the same two codes, drawn when opened, and the guides' link.
  const sideApps = page.locator('[data-region="side-menu"] [data-section="side-apps"]');
  await sideApps.getByRole('button', { name: 'Show QR codes' }).click();
  await expect(sideApps.locator('[data-app-qr="Android"] img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml,/,
  );
  const sideIos = new URL((await sideApps.locator('[data-app-qr="IOS"] a').getAttribute('href')) ?? '');
  expect(sideIos.searchParams.get('token')).toBe(token);
  await expect(sideApps.getByRole('link', { name: 'Installation guides' })).toHaveAttribute(
    'href',
    '/download',
  );
});

test('download page: a QR code beside each install guide, for a guest without a token', async ({ page }) => {
  await page.goto(`${server.current.url}/download`);
  const cards = page.locator('[data-page="download"] .download__card');
  await expect(cards).toHaveCount(2);
  for (const platform of ['Android', 'IOS']) {
    const code = page.locator(`[data-page="download"] [data-app-qr="${platform}"] img`);
    await expect(code).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  }
  const iosButton = page.locator('[data-page="download"] .download__card').nth(1).locator('a.button');
  const iosLink = new URL((await iosButton.getAttribute('href')) ?? '');
  expect(iosLink.searchParams.get('lang')).toBe('bn');
  expect(iosLink.searchParams.has('token')).toBe(false);
  await screenshotAtWidths(page, 'download-qr-bn');
});
