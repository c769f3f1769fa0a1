import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

const BLOCKED_IP = '203.0.113.9';

test.describe('IP blocked (status 2)', () => {
  test('a denied range sees the blocked page with its IP; other visitors see the site', async ({
    page,
    browser,
  }) => {
    await server.current.cli('ip', 'deny', '203.0.113.0/24');

    // The server trusts the proxy header (TRUST_PROXY=true), so this page comes from 203.0.113.9.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': BLOCKED_IP });
    await page.goto(`${server.current.url}/`);
    const blocked = page.locator('[data-page="blocked"]');
    await expect(blocked).toBeVisible();
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('প্রবেশ সীমিত');
    await expect(blocked.getByTestId('visitor-ip')).toHaveText(BLOCKED_IP);
    await expect(blocked).toContainText('IP ঠিকানা থেকে এই সাইটে প্রবেশ সীমিত');
    await expect(blocked.getByRole('button', { name: 'গ্রাহক সেবা' })).toBeVisible();
    await screenshotAtWidths(page, 'blocked-bn');

    await page.locator('[data-language="en"]').click();
    await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('Access restricted');
    await expect(blocked.getByTestId('visitor-ip')).toHaveText(BLOCKED_IP);
    await screenshotAtWidths(page, 'blocked-en');

    // A visitor outside the range (here: 127.0.0.1, no proxy header) gets the normal site.
    const other = await browser.newPage();
    await other.goto(`${server.current.url}/`);
    await expect(other.locator('[data-page="home"]')).toBeVisible();
    await other.close();
  });
});
