import type { Page } from '@playwright/test';
import { BENGALI_SCRIPT, expect, REGIONS, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

const region = (page: Page, name: string) => page.locator(`[data-region="${name}"]`);
const storedLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: localStorage.getItem('lang'), hisLang: localStorage.getItem('hisLang') }));

test.describe('home shell and language', () => {
  test('/ renders the home shell in Bengali, switches to English, and keeps it on reload', async ({
    page,
  }) => {
    await page.goto(`${server.current.url}/`);

    // Bengali by default, with its four named regions.
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    for (const name of REGIONS) await expect(region(page, name)).toBeVisible();
    await expect(region(page, 'header').getByRole('button', { name: 'লগইন' })).toBeVisible();
    await expect(region(page, 'header').getByRole('button', { name: 'রেজিস্টার' })).toBeVisible();
    await expect(region(page, 'main').getByRole('heading', { level: 1 })).toHaveText('আপনার খেলা শুরু হোক এখানে');
    await expect(region(page, 'side-menu')).toContainText('সংবাদ কেন্দ্র');
    await expect(region(page, 'footer')).toContainText('সহায়তা কেন্দ্র');
    expect(await storedLanguage(page)).toEqual({ lang: 'bn', hisLang: 'bn' });
    await screenshotAtWidths(page, 'home-bn');

    // Switching notifies the server and re-renders every visible string.
    const notified = page.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/wps/system/language',
    );
    await region(page, 'header').locator('[data-language="en"]').click();
    expect((await notified).postDataJSON()).toEqual({ language: 'en' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(region(page, 'header').getByRole('button', { name: 'Log in' })).toBeVisible();
    for (const name of REGIONS) {
      const text = (await region(page, name).textContent()) ?? '';
      expect(text.length, name).toBeGreaterThan(0);
      expect(text, `${name} still shows Bengali script`).not.toMatch(BENGALI_SCRIPT);
    }
    expect(await storedLanguage(page)).toEqual({ lang: 'en', hisLang: 'en' });
    await expect(page).toHaveTitle('Khela — Online gaming and betting');
    await screenshotAtWidths(page, 'home-en');

    // The choice survives a reload, and API calls carry it in x-lang.
    const statusCall = page.waitForRequest((request) => request.url().endsWith('/wps/system/status'));
    await page.reload();
    expect((await statusCall).headers()['x-lang']).toBe('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(region(page, 'main').getByRole('heading', { level: 1 })).toHaveText('Your game starts here');
  });

  test('an unsupported stored language falls back to Bengali and stores bn', async ({ page }) => {
    await page.goto(`${server.current.url}/`);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'xx');
      localStorage.setItem('hisLang', 'xx');
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(region(page, 'header').getByRole('button', { name: 'লগইন' })).toBeVisible();
    expect(await storedLanguage(page)).toEqual({ lang: 'bn', hisLang: 'bn' });
  });

  test('home aliases show the home view; unknown paths show not-found inside the shell', async ({ page }) => {
    for (const alias of ['/index', '/index.html', '/home', '/login', '/register']) {
      await page.goto(`${server.current.url}${alias}`);
      await expect(page.locator('[data-page="home"]'), alias).toBeVisible();
    }
    await page.goto(`${server.current.url}/no-such-page`);
    await expect(page.locator('[data-page="not-found"]')).toBeVisible();
    await expect(region(page, 'main').getByRole('heading', { level: 1 })).toHaveText('পৃষ্ঠাটি পাওয়া যায়নি');
    for (const name of REGIONS) await expect(region(page, name)).toBeVisible();
  });

  test('header buttons open the login and register modals; member pages without a session go to /login', async ({
    page,
  }) => {
    await page.goto(`${server.current.url}/`);
    await region(page, 'header').locator('[data-action="register"]').click();
    await expect(page.locator('dialog[data-modal="register"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[data-modal="register"]')).toHaveCount(0);
    await region(page, 'header').locator('[data-action="login"]').click();
    await expect(page.locator('dialog[data-modal="login"]')).toBeVisible();
    await page.locator('dialog[data-modal="login"]').getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(page.locator('dialog[data-modal="login"]')).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/`);
    await region(page, 'header').getByRole('link', { name: 'ডিপোজিট' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator('dialog[data-modal="login"]')).toBeVisible();
  });

  test('a hash link scrolls to its section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto(`${server.current.url}/`);
    await region(page, 'footer').getByRole('link', { name: 'শর্তাবলী' }).click();
    // The terms open in the help modal at its terms (decision 0083); its link opens the page there.
    const help = page.locator('dialog[data-modal="help"]');
    await expect(help.locator('#help-modal-term')).toBeInViewport();
    await help.locator('[data-action="full-page"]').click();
    await expect(page).toHaveURL(/\/help#term$/);
    await expect(page.locator('#term')).toBeInViewport();
  });

  test('on a phone the side menu opens as a drawer and closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${server.current.url}/`);
    const menu = region(page, 'side-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'প্রমোশন', exact: true }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('[data-page="promotions"]')).toBeVisible();
  });
});

test.describe('root status handling', () => {
  test('a network failure shows the translated retry message, and retry recovers', async ({ page }) => {
    await page.route('**/wps/system/status', (route) => route.abort('connectionfailed'));
    await page.goto(`${server.current.url}/`);
    await expect(page.getByRole('alert')).toHaveText('নেটওয়ার্ক সংযোগ অস্বাভাবিক, অনুগ্রহ করে আবার চেষ্টা করুন');
    await page.unroute('**/wps/system/status');
    await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
  });

  test('a status outside 0, 1 and 2 renders nothing', async ({ page }) => {
    await page.route('**/wps/system/status', (route) =>
      route.fulfill({
        json: {
          success: true,
          value: { status: 7, maintenance: false, regionRestriction: false, location: { ip: '127.0.0.1' } },
          message: 'OK',
        },
      }),
    );
    const answered = page.waitForResponse('**/wps/system/status');
    await page.goto(`${server.current.url}/`);
    await answered;
    await expect(page.locator('#root')).toBeEmpty();
  });
});
