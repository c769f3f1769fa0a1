/// <reference path="../apps/server/src/test/oidc-provider-types.d.ts" />
import { startTestProvider, type TestProvider } from '../apps/server/src/test/oidc-test-provider';
import { expectLoggedIn, fromAddress, header, modal } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/**
 * Social login through a real OpenID Connect provider (oidc-provider, started here on 127.0.0.1):
 * the login popup's button, the provider's own sign-in and consent pages, back to
 * /social/callback/local, logged in as after a password login.
 */
const server = serverPerFile();
const CLIENT = { clientId: 'khela-web', clientSecret: 'e2e-client-secret-0123456789abcdef' };
let provider: TestProvider | undefined;

test.beforeAll(async () => {
  // Two settings changes, each a server restart on PGlite.
  test.setTimeout(120_000);
  provider = await startTestProvider({
    ...CLIENT,
    redirectUri: `${server.current.url}/social/callback/local`,
  });
  await server.current.cli('settings', 'set', 'SOCIALLOGIN', '{"enabled":true}');
  await server.current.cli(
    'settings',
    'set',
    'SOCIALPROVIDERS',
    JSON.stringify([
      {
        id: 'local',
        name: 'Local ID',
        issuer: provider.issuer,
        ...CLIENT,
        scopes: ['openid', 'email', 'profile'],
      },
    ]),
  );
});

test.afterAll(async () => {
  await provider?.close();
});

test.describe('social login', () => {
  test('the popup offers the provider; signing in there comes back logged in; the same answer cannot be used twice', async ({
    page,
    context,
  }) => {
    await fromAddress(page);
    test.setTimeout(120_000);
    await page.goto(`${server.current.url}/login`);
    const login = modal(page, 'login');
    const button = login.locator('[data-action="social-login"][data-provider="local"]');
    await expect(button).toHaveText('Local ID দিয়ে লগইন করুন');
    await screenshotAtWidths(page, 'login-social-bn', { fullPage: false });
    // In English: the language is chosen outside the popup, then the popup opens again.
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
    await page.locator('[data-language="en"]').first().click();
    await header(page).locator('[data-action="login"]').click();
    await expect(button).toHaveText('Log in with Local ID');
    await screenshotAtWidths(page, 'login-social-en', { fullPage: false });

    await button.click();
    // The provider's own sign-in page (oidc-provider's development interactions), then consent.
    await page.waitForURL((url) => url.origin === provider?.issuer);
    await page.locator('input[name="login"]').fill('rahim');
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]', { hasText: /continue/i }).click();

    const callback = page.waitForResponse((r) => r.url().endsWith('/wps/session/social/local/callback'));
    await page.waitForURL((url) => url.pathname === '/social/callback/local');
    const returnedTo = page.url();
    expect(new URL(returnedTo).searchParams.get('code')).toBeTruthy();
    expect((await callback).status()).toBe(200);
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedIn(page);
    await expect(header(page).locator('[data-balance-amount]')).toContainText('0.00');

    // The provider's answer again (a replay, a back button): refused, with the translated message.
    const again = await context.newPage();
    await again.goto(returnedTo);
    const failed = again.locator('[data-page="social-callback"][data-state="failed"]');
    await expect(failed.getByRole('alert')).toHaveText('The login session has expired, please try again');
    await expect(again.locator('[data-region="header"] [data-action="login"]')).toBeVisible();
    await again.close();
  });

  test('cancelling at the provider shows why, in Bengali, and leads back to login', async ({ page }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    await modal(page, 'login').locator('[data-action="social-login"][data-provider="local"]').click();
    await page.waitForURL((url) => url.origin === provider?.issuer);
    // oidc-provider's sign-in page has a cancel link: the provider answers error=access_denied.
    await page.getByRole('link', { name: /cancel/i }).click();
    await page.waitForURL((url) => url.pathname === '/social/callback/local');
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied');
    const failed = page.locator('[data-page="social-callback"][data-state="failed"]');
    await expect(failed.getByRole('heading')).toHaveText('লগইন ব্যর্থ হয়েছে');
    await expect(failed.getByRole('alert')).toHaveText('পপআপ বন্ধ হওয়ায় লগইন ব্যর্থ, আবার চেষ্টা করুন');
    await screenshotAtWidths(page, 'social-callback-failed-bn', { fullPage: false });
    await failed.locator('[data-action="social-retry"]').click();
    await expect(modal(page, 'login')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('a callback without the provider answer says so and logs nobody in', async ({ page }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/social/callback/local?code=abc`);
    const failed = page.locator('[data-page="social-callback"][data-state="failed"]');
    await expect(failed.getByRole('alert')).toContainText('অসম্পূর্ণ');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
