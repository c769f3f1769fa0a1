import type { Page } from '@playwright/test';
import { field, fromAddress, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { logInWithModal } from './support/session';

const server = serverPerFile();
const popup = (page: Page) => modal(page, 'announcement');

test.describe('home content', () => {
  test('home shows the w_home carousel, headlines and a 20-entry winner board sorted by prize', async ({
    page,
  }) => {
    await page.goto(`${server.current.url}/`);
    const carousel = page.locator('.carousel');
    await expect(carousel).toHaveAttribute('data-banners', '3');
    await expect(carousel.locator('img').first()).toHaveAttribute('src', /\/banners\/.+\.svg$/);
    // A banner with a linkage is a link to it.
    await expect(carousel.locator('a[href="/register"]')).toHaveCount(1);
    await expect(page.locator('.marquee')).toBeVisible();
    const rows = page.locator('[data-section="winner-board"] tr[data-winner]');
    await expect(rows).toHaveCount(20);
    await expect(rows.first().locator('td').first()).toContainText('*');
    await screenshotAtWidths(page, 'content-home-bn');
  });

  test('the news centre pages notices 9 at a time and opens one', async ({ page }) => {
    await page.goto(`${server.current.url}/notice`);
    const items = page.locator('.notices__item');
    await expect(items).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'আগের পৃষ্ঠা' })).toBeDisabled();
    await screenshotAtWidths(page, 'content-notice-bn');
    await page.getByRole('button', { name: 'পরের পৃষ্ঠা' }).click();
    await expect(page).toHaveURL(/\/notice\?page=2$/);
    await expect(items).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'পরের পৃষ্ঠা' })).toBeDisabled();
    await page.getByRole('button', { name: 'আগের পৃষ্ঠা' }).click();
    await expect(items).toHaveCount(9);

    await items.first().locator('a').click();
    await expect(page).toHaveURL(/\/noticecontent\?id=/);
    await expect(page.locator('[data-page="noticecontent"] .notice-content p')).toBeVisible();
    await screenshotAtWidths(page, 'content-noticecontent-bn');
  });

  test('a failed page chunk shows the retry page inside the shell, not a white screen', async ({ page }) => {
    await page.route(/\/assets\/help-page-.*\.js$/, (route) => route.abort('failed'));
    await page.goto(`${server.current.url}/`);
    await page.locator('[data-region="footer"]').getByRole('link', { name: 'সহায়তা কেন্দ্র' }).click();
    // The footer opens the help modal (decision 0083); its link leads to the page.
    await page.locator('dialog[data-modal="help"] [data-action="full-page"]').click();
    await expect(page.locator('[data-page="chunk-error"]')).toBeVisible();
    await expect(page.locator('[data-region="header"]')).toBeVisible();
    await page.unroute(/\/assets\/help-page-.*\.js$/);
    await page.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
    await expect(page.locator('[data-page="help"]')).toBeVisible();
  });

  test('the account modals load on demand; a failed load shows the retry dialog, not nothing', async ({
    page,
  }) => {
    const modalsChunk = /\/assets\/auth-modals-.*\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (modalsChunk.test(request.url())) fetched.push(request.url());
    });
    await page.route(modalsChunk, (route) => route.abort('failed'));
    await page.goto(`${server.current.url}/`);
    await expect(page.locator('.carousel')).toBeVisible();
    // The first view does not load the account modals' code.
    expect(fetched).toEqual([]);
    await page.locator('[data-region="header"] [data-action="login"]').click();
    const failure = modal(page, 'chunk-error');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('আবার চেষ্টা করুন');
    await expect(page.locator('[data-region="header"]')).toBeVisible();
    await page.unroute(modalsChunk);
    await failure.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
    await page.locator('[data-region="header"] [data-action="login"]').click();
    await expect(modal(page, 'login')).toBeVisible();
  });
});

test.describe('shell content', () => {
  test('side menu: news centre, invite when logged out, reward centre, download, 5 promotions and more', async ({
    page,
  }) => {
    await page.goto(`${server.current.url}/`);
    const menu = page.locator('[data-region="side-menu"]');
    for (const path of ['/notice', '/member/referral', '/rewardCenter', '/download', '/promotions']) {
      await expect(menu.locator(`a[href="${path}"]`).first(), path).toBeVisible();
    }
    await expect(menu.locator('.side-menu__list li')).toHaveCount(5);
    await expect(page.locator('[data-region="footer"] .footer__vendors li')).toHaveCount(8);
    await menu.locator('a[href="/download"]').first().click();
    await expect(page.locator('[data-page="download"] .download__card')).toHaveCount(2);
    await screenshotAtWidths(page, 'content-download-bn');
  });

  test('the help centre shows the server sections and /help#term scrolls to the terms', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`${server.current.url}/help#term`);
    await expect(page.locator('[data-page="help"] section#term')).toBeInViewport();
    await expect(page.locator('[data-page="help"] section')).not.toHaveCount(1);
    await screenshotAtWidths(page, 'content-help-bn');
  });
});

test.describe('announcement popups', () => {
  test.use({ announcementPopups: true });

  test('anonymous: audience B once per session until closed', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.current.url}/`);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).locator('[data-execution]')).toHaveAttribute('data-execution', 'A');
    await screenshotAtWidths(page, 'popup-anonymous-bn', { fullPage: false });
    // Still open after a reload: it stays until closed.
    await page.reload();
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole('button', { name: 'বন্ধ করুন' }).last().click();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popup(page)).toHaveCount(0);
    // A new session (new tab storage) shows it again.
    const next = await context.newPage();
    await next.goto(`${server.current.url}/`);
    await expect(popup(next)).toBeVisible();
    await context.close();
  });

  test('the promotion button opens the reward centre', async ({ page }) => {
    await page.goto(`${server.current.url}/`);
    await popup(page).locator('.button--primary').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logged in: audience A popups (not the first-login one) for a returning member', async ({ page }) => {
    await page.goto(`${server.current.url}/`);
    await popup(page).getByRole('button', { name: 'বন্ধ করুন' }).last().click();
    await fromAddress(page);
    await logInWithModal(page, server.current.url, 'demo', 'demo1234');
    await expect(popup(page)).toBeVisible();
    await expect(popup(page).locator('[data-execution]')).toHaveAttribute('data-execution', 'A');
    await popup(page).getByRole('button', { name: 'বন্ধ করুন' }).last().click();
    await expect(popup(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-region="header"] [data-action="logout"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popup(page)).toHaveCount(0);
  });

  test('execution F shows right after a first-time login', async ({ page }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    const login = modal(page, 'login');
    await field(login, 'username').fill('newbie');
    await field(login, 'password').fill('123456');
    await login.locator('button[type="submit"]').first().click();
    const change = modal(page, 'change-password');
    await expect(change).toBeVisible();
    // No popup over the forced password change.
    await expect(popup(page)).toHaveCount(0);
    await field(change, 'newPassword').fill('Fresh#2024');
    await field(change, 'confirmNewPassword').fill('Fresh#2024');
    await change.locator('button[type="submit"]').first().click();
    await expect(change).toHaveCount(0);
    const seen: string[] = [];
    await expect(popup(page)).toBeVisible();
    for (let shown = 0; shown < 3; shown += 1) {
      const dialog = popup(page);
      if (!(await dialog.isVisible())) break;
      const body = dialog.locator('[data-popup-id]');
      const id = (await body.getAttribute('data-popup-id')) ?? '';
      seen.push((await body.getAttribute('data-execution')) ?? '');
      await dialog.getByRole('button', { name: 'বন্ধ করুন' }).last().click();
      await expect(page.locator(`[data-popup-id="${id}"]`)).toHaveCount(0);
    }
    expect(seen).toContain('F');
  });
});
