import { spawnSync } from 'node:child_process';
import {
  expectLoggedIn,
  expectLoggedOut,
  field,
  fieldError,
  fromAddress,
  header,
  modal,
  testAddress,
  uniqueUsername,
} from './support/accounts';
import { registerMember } from './support/accounts-api';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { logInWithModal } from './support/session';
import { TestAuthenticator } from './support/totp';

/** Security centre: enrol Google Authenticator (TOTP), use it at a login from a new address, turn it off. */
const server = serverPerFile();

/** Decodes the one QR code in a PNG with zbarimg (Debian's zbar-tools). */
function decodeQr(png: Buffer): string {
  const result = spawnSync('zbarimg', ['--quiet', '--raw', '-'], {
    input: png,
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.error)
    throw new Error(`zbarimg could not run (apt-get install zbar-tools): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`zbarimg found no QR code (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

const SECURITY_PATH = '/member/securityCenter';

test.beforeAll(async () => {
  // A login from an address the account never used asks for the authenticator (when enrolled).
  await server.current.cli('settings', 'set', 'LOGINVERIF', '{"enabled":true,"method":"totp"}');
});

test.describe('security centre', () => {
  test('demo enrols the authenticator, a wrong code is refused beside the field, a new address asks for it, and it turns off', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const home = testAddress();
    await fromAddress(page, home);
    await logInWithModal(page, server.current.url, 'demo', 'demo1234');
    // A member finds it in the side menu (docked open on a wide screen).
    await page.locator(`[data-region="side-menu"] a[href="${SECURITY_PATH}"]`).click();
    await expect(page).toHaveURL(`${server.current.url}${SECURITY_PATH}`);
    const centre = page.locator('[data-page="security-center"]');
    await expect(centre.getByRole('heading', { level: 1 })).toHaveText('নিরাপত্তা কেন্দ্র');
    const badge = centre.locator('[data-totp-state]');
    await expect(badge).toHaveAttribute('data-totp-state', 'disabled');
    await expect(badge).toHaveText('চালু নেই');

    // Setup: the QR code (drawn in the browser) and the key for typing by hand.
    const setupAnswer = page.waitForResponse((r) => r.url().endsWith('/wps/member/security/totp/setup'));
    await centre.locator('[data-action="totp-setup"]').click();
    const setup = (await (await setupAnswer).json()).value as { secret: string; otpauthUrl: string };
    expect(new URL(setup.otpauthUrl).searchParams.get('secret')).toBe(setup.secret);
    const qr = centre.locator('img[data-totp-qr]');
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // Loaded and drawn at its full size: a phone can scan a 200 px code.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(180);
    // What a phone reads from it (zbarimg, installed by scripts/e2e.sh): exactly the otpauth URL.
    expect(decodeQr(await qr.screenshot())).toBe(setup.otpauthUrl);
    const shownSecret = (await centre.locator('[data-totp-secret]').innerText()).replace(/\s+/g, '');
    expect(shownSecret).toBe(setup.secret);
    await screenshotAtWidths(page, 'security-center-setup-bn');
    const app = new TestAuthenticator(shownSecret);

    // In English from here; the setup stays on screen.
    await page.locator('[data-language="en"]').first().click();
    await expect(centre.getByRole('heading', { level: 1 })).toHaveText('Security centre');
    await screenshotAtWidths(page, 'security-center-setup-en');

    const enable = centre.locator('form[data-form="totp-enable"]');
    // Checked in the browser first: six digits.
    await field(enable, 'code').fill('12345');
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(fieldError(enable, 'code')).toHaveText('Enter the 6-digit code the app shows');
    // A wrong code: the server's translated error beside the field, nothing enrolled.
    await field(enable, 'code').fill(app.wrongCode());
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(fieldError(enable, 'code')).toHaveText('Invalid verification code');
    await expect(badge).toHaveAttribute('data-totp-state', 'disabled');
    await screenshotAtWidths(page, 'security-center-wrong-code-en');

    await field(enable, 'code').fill(await app.nextCode());
    await enable.getByRole('button', { name: 'Enable' }).click();
    await expect(badge).toHaveAttribute('data-totp-state', 'enabled');
    await expect(badge).toContainText('Enabled since');
    await expect(centre.locator('[data-totp-setup]')).toHaveCount(0);
    // Stored: a reload still shows it on.
    await page.reload();
    await expect(badge).toHaveAttribute('data-totp-state', 'enabled');
    await screenshotAtWidths(page, 'security-center-enabled-en');

    // Log out, log in from another address: the authenticator is asked for.
    await header(page).locator('[data-action="logout"]').click();
    await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
    await expectLoggedOut(page);
    await fromAddress(page, home === '198.51.100.7' ? '198.51.100.8' : '198.51.100.7');
    await page.goto(`${server.current.url}/login`);
    const login = modal(page, 'login');
    await field(login, 'username').fill('demo');
    await field(login, 'password').fill('demo1234');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    const verify = login.locator('form[data-form="login-verify"]');
    await expect(verify).toBeVisible();
    await expect(verify).toContainText('Google Authenticator');
    await field(verify, 'code').fill(app.wrongCode());
    await verify.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(fieldError(verify, 'code')).toHaveText('Invalid verification code');
    await screenshotAtWidths(page, 'login-verify-totp-en', { fullPage: false });
    await field(verify, 'code').fill(await app.nextCode());
    await verify.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(login).toHaveCount(0);
    await expectLoggedIn(page);

    // Turn it off: a wrong code is refused, a current one removes it.
    await page.goto(`${server.current.url}${SECURITY_PATH}`);
    await expect(badge).toHaveAttribute('data-totp-state', 'enabled');
    const disable = centre.locator('form[data-form="totp-disable"]');
    await field(disable, 'code').fill(app.wrongCode());
    await disable.getByRole('button', { name: 'Disable authenticator' }).click();
    await expect(fieldError(disable, 'code')).toHaveText('Invalid verification code');
    await expect(badge).toHaveAttribute('data-totp-state', 'enabled');
    await field(disable, 'code').fill(await app.nextCode());
    await disable.getByRole('button', { name: 'Disable authenticator' }).click();
    await expect(badge).toHaveAttribute('data-totp-state', 'disabled');
    await expect(centre.locator('[data-action="totp-setup"]')).toBeVisible();
    await page.reload();
    await expect(badge).toHaveAttribute('data-totp-state', 'disabled');
    await page.locator('[data-language="bn"]').first().click();
    await expect(badge).toHaveText('চালু নেই');
    await screenshotAtWidths(page, 'security-center-off-bn');
  });

  test('a visitor is sent to login and comes back to the security centre', async ({ page }) => {
    const member = { username: uniqueUsername('sec'), password: 'Secure#2024' };
    await registerMember(server.current, member);
    await fromAddress(page);
    const providers = page.waitForResponse((r) => r.url().endsWith('/wps/session/social/providers'));
    await page.goto(`${server.current.url}${SECURITY_PATH}`);
    const login = modal(page, 'login');
    await expect(login).toBeVisible();
    // No social provider configured on this site: the answer is empty and no button shows.
    expect((await (await providers).json()).value).toEqual([]);
    await expect(login.locator('[data-social-login]')).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/login`);
    await field(login, 'username').fill(member.username);
    await field(login, 'password').fill(member.password);
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(page).toHaveURL(`${server.current.url}${SECURITY_PATH}`);
    await expect(page.locator('[data-page="security-center"] [data-totp-state]')).toHaveAttribute(
      'data-totp-state',
      'disabled',
    );
  });

  test('a trial (free-play) player gets the real-account dialog, not the security centre', async ({
    page,
  }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    await modal(page, 'login').locator('[data-action="free-play"]').click();
    await expect(modal(page, 'login')).toHaveCount(0);
    await expectLoggedIn(page);
    // Not offered in the side menu to a trial player…
    await expect(page.locator(`[data-region="side-menu"] a[href="${SECURITY_PATH}"]`)).toHaveCount(0);
    // …and refused when typed in.
    await page.goto(`${server.current.url}${SECURITY_PATH}`);
    const dialog = modal(page, 'real-account');
    await expect(dialog).toContainText('আসল অ্যাকাউন্ট প্রয়োজন');
    await expect(page.locator('[data-page="security-center"]')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expect(page.locator('[data-page="security-center"]')).toHaveCount(0);
    // The server refuses it too: the trial token cannot set up an authenticator.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const answer = await fetch(`${server.current.url}/wps/member/security/totp/setup`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-lang': 'en' },
      body: '{}',
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, code: 'IN_NEED_TRUE_ACCOUNT' });
  });
});
