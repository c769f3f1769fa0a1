import {
  expectLoggedIn,
  expectLoggedOut,
  field,
  fieldError,
  fromAddress,
  header,
  modal,
  solveCaptcha,
  uniqueUsername,
} from './support/accounts';
import { registerMember } from './support/accounts-api';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

test.describe('login', () => {
  test('the default password 123456 forces a change before anything else', async ({ page }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    const login = modal(page, 'login');
    await expect(login.getByRole('tab', { name: 'SMS কোড' })).toBeVisible();
    await expect(login.locator('[data-action="free-play"]')).toBeVisible();
    await screenshotAtWidths(page, 'login-bn', { fullPage: false });

    // Empty fields: the spec's "enter username and password".
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(fieldError(login, 'username')).toHaveText('অনুগ্রহ করে ইউজারনেম ও পাসওয়ার্ড লিখুন');

    await field(login, 'username').fill('newbie');
    await field(login, 'password').fill('123456');
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();

    const change = modal(page, 'change-password');
    await expect(change).toBeVisible();
    await expect(change.locator('.modal__close')).toHaveCount(0);
    await expect(change.locator('[data-field="oldPassword"]')).toHaveCount(0);
    await screenshotAtWidths(page, 'change-password-forced-bn', { fullPage: false });
    // It cannot be dismissed, not even by a reload.
    await page.keyboard.press('Escape');
    await expect(change).toBeVisible();
    await page.reload();
    await expect(modal(page, 'change-password')).toBeVisible();

    // The default password cannot be chosen again; the confirmation must match.
    await field(change, 'newPassword').fill('123456');
    await field(change, 'confirmNewPassword').fill('1234567');
    await change.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
    await expect(fieldError(change, 'newPassword')).toContainText('123456');
    await expect(fieldError(change, 'confirmNewPassword')).toHaveText('দুইবার লেখা পাসওয়ার্ড মেলেনি');

    await field(change, 'newPassword').fill('Fresh#2024');
    await field(change, 'confirmNewPassword').fill('Fresh#2024');
    await change.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করুন' }).click();
    await expect(modal(page, 'change-password')).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedIn(page);

    // Next time the new password works and nothing is forced.
    await header(page).locator('[data-action="logout"]').click();
    await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
    await expectLoggedOut(page);
    await header(page).locator('[data-action="login"]').click();
    await field(modal(page, 'login'), 'username').fill('newbie');
    await field(modal(page, 'login'), 'password').fill('Fresh#2024');
    await modal(page, 'login').getByRole('button', { name: 'লগইন', exact: true }).click();
    await expectLoggedIn(page);
    await expect(modal(page, 'change-password')).toHaveCount(0);
  });

  test('after three wrong passwords the captcha box appears, refreshes on click, and lets the owner in', async ({
    page,
  }) => {
    const owner = { username: uniqueUsername('cap'), password: 'Owner#2024' };
    await registerMember(server.current, owner);
    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    await page.locator('[data-language="en"]').first().click();
    await header(page).locator('[data-action="login"]').click();
    const login = modal(page, 'login');
    await field(login, 'username').fill(owner.username);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await field(login, 'password').fill(`wrong-${attempt}`);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(login.locator('[data-form-error]')).toHaveText('Account or password is incorrect');
      if (attempt < 3) await expect(login.locator('[data-field="captcha"]')).toHaveCount(0);
    }
    const captcha = login.locator('[data-field="captcha"]');
    await expect(captcha).toBeVisible();
    const image = captcha.locator('img[data-captcha-id]');
    await expect(image).toBeVisible();
    await screenshotAtWidths(page, 'login-captcha-en', { fullPage: false });

    // A click on the image gets a new one (at most once a second).
    const first = await image.getAttribute('data-captcha-id');
    await page.waitForTimeout(1100);
    await captcha.locator('[data-captcha-image]').click();
    await expect(image).not.toHaveAttribute('data-captcha-id', first ?? '');

    // A wrong answer is refused under the field, and a new image follows (single use).
    const second = await image.getAttribute('data-captcha-id');
    await field(login, 'captcha').fill('zzzz');
    await field(login, 'password').fill(owner.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(fieldError(login, 'captcha')).toBeVisible();
    await solveCaptcha(server.current, login, second ?? undefined);
    await field(login, 'password').fill(owner.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('free play: a trial account is stopped at member pages with the real-account dialog', async ({
    page,
  }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    await header(page).locator('[data-action="login"]').click();
    await modal(page, 'login').locator('[data-action="free-play"]').click();
    await expect(modal(page, 'login')).toHaveCount(0);
    await expectLoggedIn(page);
    await expect(header(page).locator('[data-balance-amount]')).toContainText('২,০০০');

    // The header's deposit: blocked with the dialog, nothing opens.
    await header(page).locator('[data-action="deposit"]').click();
    const dialog = modal(page, 'real-account');
    await expect(dialog).toContainText('আসল অ্যাকাউন্ট প্রয়োজন');
    await screenshotAtWidths(page, 'real-account-bn', { fullPage: false });
    await dialog.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/`);

    // Opening a member page directly: the dialog again, the page stays closed, back to /.
    await page.goto(`${server.current.url}/member/transferFund`);
    await expect(modal(page, 'real-account')).toBeVisible();
    await expect(page.locator('[data-page="coming-soon"]')).toHaveCount(0);
    await modal(page, 'real-account').locator('[data-action="confirm"]').click();
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedIn(page);
  });

  test('a member page without a session opens the login modal, and login returns there', async ({ page }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/member/transferFund`);
    await expect(page).toHaveURL(`${server.current.url}/login`);
    const login = modal(page, 'login');
    await expect(login).toBeVisible();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await field(login, 'username').fill('demo');
    await field(login, 'password').fill('demo1234');
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(page).toHaveURL(`${server.current.url}/member/transferFund`);
    await expect(page.locator('[data-page="transfer-fund"]')).toBeVisible();
    await expectLoggedIn(page);

    // A session the server no longer knows ends here too (401 NOT_LOGGED_IN clears it).
    await page.evaluate(() => sessionStorage.setItem('token', 'revoked-token'));
    await page.reload();
    await expectLoggedOut(page);
  });

  test('with plain payloads refused, login travels encrypted and still works', async ({ page }) => {
    await server.current.cli('settings', 'set', 'PLAINPAYLOAD', '{"enabled":false}');
    try {
      await fromAddress(page);
      await page.goto(`${server.current.url}/login`);
      const login = modal(page, 'login');
      await field(login, 'username').fill('demo');
      await field(login, 'password').fill('demo1234');
      const sent = page.waitForRequest((request) => request.url().endsWith('/wps/session/login'));
      await login.getByRole('button', { name: 'লগইন', exact: true }).click();
      const body = (await sent).postData() ?? '';
      expect(Object.keys(JSON.parse(body)).sort()).toEqual(['data', 'iv', 'key', 'kid']);
      expect(body).not.toContain('demo1234');
      await expectLoggedIn(page);
    } finally {
      await server.current.cli('settings', 'set', 'PLAINPAYLOAD', '{"enabled":true}');
    }
  });
});
