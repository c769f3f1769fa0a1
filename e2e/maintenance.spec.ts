import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

test.describe.configure({ mode: 'serial' });

test.describe('maintenance (status 1)', () => {
  test('`cli maintenance on` shows the maintenance page; `maintenance off` restores the site', async ({
    page,
  }) => {
    // PGlite is single-process: cli() stops the server, runs the CLI, and starts it again.
    await server.current.cli('maintenance', 'on');
    await page.goto(`${server.current.url}/`);

    const maintenance = page.locator('[data-page="maintenance"]');
    await expect(maintenance).toBeVisible();
    await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('সিস্টেম রক্ষণাবেক্ষণ চলছে');
    await expect(maintenance).toContainText('রক্ষণাবেক্ষণের কাজ করছি');
    await expect(page.locator('[data-region="header"]')).toHaveCount(0);
    await expect(maintenance.getByRole('button', { name: 'গ্রাহক সেবা' })).toBeVisible();
    await screenshotAtWidths(page, 'maintenance-bn');

    // The page is translated too.
    await page.locator('[data-language="en"]').click();
    await expect(maintenance.getByRole('heading', { level: 1 })).toHaveText('System maintenance in progress');
    // The button opens the live chat (decision 0065; e2e/chat.spec.ts follows a visitor's chat).
    await maintenance.getByRole('button', { name: 'Customer service' }).click();
    const chat = page.locator('[data-modal="chat-room"]');
    await expect(chat.locator('[data-chat="visitor-form"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await screenshotAtWidths(page, 'maintenance-en');

    await server.current.cli('maintenance', 'off');
    await page.reload();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator('[data-page="maintenance"]')).toHaveCount(0);
  });
});
