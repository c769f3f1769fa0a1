import {
  expectLoggedIn,
  expectLoggedOut,
  field,
  fromAddress,
  header,
  modal,
  solveCaptcha,
  uniqueMobile,
  uniqueUsername,
} from './support/accounts';
import { registerMember } from './support/accounts-api';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { codeIn, outboxMark, waitForMessage } from './support/outbox';

const server = serverPerFile();

/** A member with a mobile number and an email, registered through the API for each test. */
async function newMember() {
  const mobile = uniqueMobile();
  const member = {
    username: uniqueUsername('rec'),
    password: 'Before#2024',
    mobile: mobile.national,
    email: `${uniqueUsername('m')}@khela.test`,
  };
  await registerMember(server.current, member);
  return { ...member, e164: mobile.e164 };
}

test.describe('password recovery and SMS login', () => {
  test('forgot password by phone: SMS code and a new password end logged in on /', async ({ page }) => {
    const member = await newMember();
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    await modal(page, 'login').locator('[data-action="forgot-password"]').click();
    const forgot = modal(page, 'forgot-password');
    await expect(forgot.getByRole('tab', { name: 'ইমেইল' })).toHaveAttribute('aria-selected', 'true');
    await screenshotAtWidths(page, 'forgot-email-bn', { fullPage: false });

    await forgot.getByRole('tab', { name: 'মোবাইল' }).click();
    const form = forgot.locator('form[data-form="forgot-mobile"]');
    await field(form, 'mobileNum').fill(member.mobile);
    await solveCaptcha(server.current, form);
    const mark = await outboxMark(server.current, member.e164);
    await form.locator('[data-action="send-code"]').click();
    await expect(form.locator('[data-action="send-code"]')).toBeDisabled();
    const code = codeIn(await waitForMessage(server.current, member.e164, mark));
    await field(form, 'verificationCode').fill(code);
    await field(form, 'newPassword').fill('After#2024');
    await field(form, 'confirmNewPassword').fill('After#2024');
    await screenshotAtWidths(page, 'forgot-mobile-bn', { fullPage: false });
    await form.getByRole('button', { name: 'পাসওয়ার্ড রিসেট করে লগইন করুন' }).click();

    await expect(forgot).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedIn(page);

    // The old password no longer works; the new one does.
    await header(page).locator('[data-action="logout"]').click();
    await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
    await expectLoggedOut(page);
    await header(page).locator('[data-action="login"]').click();
    const login = modal(page, 'login');
    await field(login, 'username').fill(member.username);
    await field(login, 'password').fill('Before#2024');
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(login.locator('[data-form-error]')).toHaveText('অ্যাকাউন্ট বা পাসওয়ার্ড সঠিক নয়');
    await field(login, 'password').fill('After#2024');
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expectLoggedIn(page);
  });

  test('forgot password by email: the emailed code and a new password end logged in', async ({ page }) => {
    const member = await newMember();
    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    await page.locator('[data-language="en"]').first().click();
    await header(page).locator('[data-action="login"]').click();
    await modal(page, 'login').locator('[data-action="forgot-password"]').click();
    const forgot = modal(page, 'forgot-password');
    await field(forgot, 'username').fill(member.username);
    await field(forgot, 'email').fill('not-an-email');
    await forgot.getByRole('button', { name: 'Send reset code' }).click();
    await expect(forgot.locator('[data-field="email"] [role="alert"]')).toHaveText('Email format incorrect');

    await field(forgot, 'email').fill(member.email);
    const mark = await outboxMark(server.current, member.email);
    await forgot.getByRole('button', { name: 'Send reset code' }).click();
    await expect(forgot.getByRole('status')).toContainText('***@khela.test');
    const code = codeIn(await waitForMessage(server.current, member.email, mark));
    await field(forgot, 'code').fill(code);
    await field(forgot, 'newPassword').fill('Emailed#2024');
    await field(forgot, 'confirmNewPassword').fill('Emailed#2024');
    await forgot.getByRole('button', { name: 'Reset password' }).click();
    await expect(forgot).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('login by SMS code', async ({ page }) => {
    const member = await newMember();
    await fromAddress(page);
    await page.goto(`${server.current.url}/login`);
    const login = modal(page, 'login');
    await login.getByRole('tab', { name: 'SMS কোড' }).click();
    const form = login.locator('form[data-form="login-sms"]');
    await field(form, 'mobileNum').fill(member.mobile);
    await solveCaptcha(server.current, form);
    const mark = await outboxMark(server.current, member.e164);
    await form.locator('[data-action="send-code"]').click();
    const code = codeIn(await waitForMessage(server.current, member.e164, mark));
    await field(form, 'verificationCode').fill(code);
    await screenshotAtWidths(page, 'login-sms-bn', { fullPage: false });
    await form.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(login).toHaveCount(0);
    await expectLoggedIn(page);
  });

  test('a login from a new address asks for the code sent to the mobile first', async ({ page }) => {
    const member = await newMember();
    await server.current.cli('settings', 'set', 'LOGINVERIF', '{"enabled":true,"method":"mobile"}');
    try {
      await fromAddress(page);
      await page.goto(`${server.current.url}/login`);
      const login = modal(page, 'login');
      await field(login, 'username').fill(member.username);
      await field(login, 'password').fill(member.password);
      const mark = await outboxMark(server.current, member.e164);
      await login.getByRole('button', { name: 'লগইন', exact: true }).click();
      const verify = login.locator('form[data-form="login-verify"]');
      await expect(verify).toBeVisible();
      await expect(verify.getByRole('paragraph').first()).toContainText('+880');
      await screenshotAtWidths(page, 'login-verify-bn', { fullPage: false });
      const code = codeIn(await waitForMessage(server.current, member.e164, mark));
      await field(verify, 'code').fill(code);
      await verify.getByRole('button', { name: 'যাচাই করে লগইন করুন' }).click();
      await expect(login).toHaveCount(0);
      await expectLoggedIn(page);
    } finally {
      await server.current.cli('settings', 'set', 'LOGINVERIF', '{"enabled":false,"method":"mobile"}');
    }
  });
});
