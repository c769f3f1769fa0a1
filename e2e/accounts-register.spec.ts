import {
  expectLoggedIn,
  expectLoggedOut,
  field,
  fieldError,
  fromAddress,
  header,
  modal,
  solveCaptcha,
  uniqueMobile,
  uniqueUsername,
} from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { codeIn, outboxMark, waitForMessage } from './support/outbox';
import { psql } from './support/postgres';

const server = serverPerFile({ database: 'postgres' });

test.describe('registration', () => {
  test('by username: terms first, translated field errors, then a new member logged in on /', async ({
    page,
  }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/register`);
    const register = modal(page, 'register');
    await expect(register).toBeVisible();
    await expect(register.getByRole('heading', { name: 'রেজিস্টার' })).toBeVisible();
    // Both modes are on: tabs, mobile first (the mobile-registration flag).
    await expect(register.getByRole('tab', { name: 'মোবাইল' })).toHaveAttribute('aria-selected', 'true');
    await expect(register.locator('[data-banner-group="w_register"]')).toBeVisible();
    await screenshotAtWidths(page, 'register-mobile-bn', { fullPage: false });

    await register.getByRole('tab', { name: 'ইউজারনেম' }).click();
    const form = register.locator('form[data-form="register-username"]');
    await expect(form).toBeVisible();

    // Terms unchecked: the terms warning, and nothing else happens.
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    const terms = modal(page, 'terms-warning');
    await expect(terms).toContainText('শর্তাবলী পড়ে সম্মতি দিন');
    await terms.getByRole('button', { name: 'নিশ্চিত করুন' }).click();
    await expect(terms).toHaveCount(0);
    await expect(fieldError(form, 'username')).toHaveCount(0);

    // Terms accepted: every field checked at once, with the field rule's pattern message (min-max filled).
    await form.locator('[data-field="termsAccepted"] input').check();
    await field(form, 'username').fill('9abc');
    await field(form, 'password').fill('abc');
    await field(form, 'confirmPassword').fill('abcd');
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await expect(fieldError(form, 'username')).toHaveText('৪-১৬ অক্ষর, প্রথমে একটি বর্ণ, তারপর বর্ণ ও সংখ্যা');
    await expect(fieldError(form, 'password')).toHaveText('৬-২০ অক্ষর, বর্ণ, সংখ্যা ও চিহ্ন');
    await expect(fieldError(form, 'confirmPassword')).toHaveText('দুইবার লেখা পাসওয়ার্ড মেলেনি');
    await expect(fieldError(form, 'captcha')).toHaveText('অনুগ্রহ করে ক্যাপচা লিখুন');
    await expect(fieldError(form, 'ageConfirmed')).toHaveText('রেজিস্টার করতে আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে');
    await screenshotAtWidths(page, 'register-username-errors-bn', { fullPage: false });

    // The same errors in English.
    await page
      .locator('[data-language="en"]')
      .first()
      .evaluate((label: HTMLElement) => label.click());
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(fieldError(form, 'username')).toHaveText(
      '4-16 characters, a letter first, then letters and numbers',
    );

    const username = uniqueUsername('reg');
    await field(form, 'username').fill(username);
    await field(form, 'password').fill('Secret#2024');
    await field(form, 'confirmPassword').fill('Secret#2024');
    await solveCaptcha(server.current, form);
    await form.locator('[data-field="ageConfirmed"] input').check();
    await screenshotAtWidths(page, 'register-username-en', { fullPage: false });
    const registered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/wps/member/register',
    );
    await form.getByRole('button', { name: 'Create account' }).click();
    const answer = await registered;
    expect(answer.status()).toBe(200);
    // E call: only ciphertext travels; what arrived is checked where it was stored.
    const sent = answer.request().postDataJSON();
    expect(Object.keys(sent).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(JSON.stringify(sent)).not.toContain(username);
    expect(
      psql(server.current.databaseUrl, "select register_method from member where username = :'u'", {
        u: username,
      }),
    ).toBe('WEB');

    await expect(register).toHaveCount(0);
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedIn(page);
  });

  test('by mobile (code from the outbox), then log out and log in again, remembering the username', async ({
    page,
    context,
  }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    await header(page).locator('[data-action="register"]').click();
    const form = modal(page, 'register').locator('form[data-form="register-mobile"]');
    const mobile = uniqueMobile();
    const username = uniqueUsername('mob');

    // The number is checked before any code is sent.
    await field(form, 'mobileNum').fill('12345');
    await form.locator('[data-action="send-code"]').click();
    await expect(fieldError(form, 'mobileNum')).toHaveText('ফোন নম্বরে ১০টি অঙ্ক থাকতে হবে');

    // Written the national way, with the trunk 0; the captcha guards the SMS.
    await field(form, 'mobileNum').fill(`0${mobile.national}`);
    await solveCaptcha(server.current, form);
    const mark = await outboxMark(server.current, mobile.e164);
    await form.locator('[data-action="send-code"]').click();
    const sendButton = form.locator('[data-action="send-code"]');
    await expect(sendButton).toBeDisabled();
    await expect(sendButton).toHaveText(/^[০-৯]+ সে\. পরে আবার$/);
    const code = codeIn(await waitForMessage(server.current, mobile.e164, mark));

    await field(form, 'username').fill(username);
    await field(form, 'verificationCode').fill(code);
    await field(form, 'password').fill('Mobile#2024');
    await field(form, 'confirmPassword').fill('Mobile#2024');
    await form.locator('[data-field="ageConfirmed"] input').check();
    await form.locator('[data-field="termsAccepted"] input').check();
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await expect(modal(page, 'register')).toHaveCount(0);
    await expectLoggedIn(page);
    await screenshotAtWidths(page, 'header-logged-in-bn', { fullPage: false });

    // Balance hide/show.
    const amount = header(page).locator('[data-balance-amount]');
    await header(page).locator('[data-action="toggle-balance"]').click();
    await expect(amount).toHaveText('••••••');
    await header(page).locator('[data-action="toggle-balance"]').click();
    await expect(amount).not.toHaveText('••••••');

    // Sign out asks first; cancelling keeps the session.
    await header(page).locator('[data-action="logout"]').click();
    const confirm = modal(page, 'logout-confirm');
    await expect(confirm).toContainText('আপনি কি নিশ্চিত যে সাইন আউট করতে চান?');
    await screenshotAtWidths(page, 'logout-confirm-bn', { fullPage: false });
    await confirm.getByRole('button', { name: 'বাতিল' }).click();
    await expectLoggedIn(page);

    await page.goto(`${server.current.url}/help`);
    await header(page).locator('[data-action="logout"]').click();
    const loggedOut = page.waitForRequest(
      (request) => request.method() === 'DELETE' && request.url().endsWith('/wps/session/logout'),
    );
    await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
    await loggedOut;
    await expect(page).toHaveURL(`${server.current.url}/`);
    await expectLoggedOut(page);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // Log in with the new account, asking to remember the username.
    await header(page).locator('[data-action="login"]').click();
    const login = modal(page, 'login');
    await field(login, 'username').fill(username);
    await field(login, 'password').fill('Mobile#2024');
    await login.locator('[data-field="remember"] input').check();
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await expect(login).toHaveCount(0);
    await expectLoggedIn(page);

    // Only the username is remembered, for a day; never the password.
    const cookies = await context.cookies();
    const remembered = cookies.find((cookie) => cookie.name === 'rememberedUsername');
    expect(remembered?.value).toBe(username);
    expect(remembered?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(remembered?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 25 * 3600);
    expect(JSON.stringify(cookies)).not.toContain('Mobile#2024');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('Mobile#2024');

    await header(page).locator('[data-action="logout"]').click();
    await modal(page, 'logout-confirm').locator('[data-action="confirm"]').click();
    await expectLoggedOut(page);
    await header(page).locator('[data-action="login"]').click();
    await expect(field(modal(page, 'login'), 'username')).toHaveValue(username);
    await expect(field(modal(page, 'login'), 'password')).toHaveValue('');
  });

  test('a referral link fills the affiliate code; an unknown code stops with invitation_code_error', async ({
    page,
  }) => {
    await fromAddress(page);
    await page.goto(`${server.current.url}/register?referralCode=NOPE99`);
    const register = modal(page, 'register');
    await register.getByRole('tab', { name: 'ইউজারনেম' }).click();
    const form = register.locator('form[data-form="register-username"]');
    await expect(field(form, 'affiliateCode')).toHaveValue('NOPE99');

    const username = uniqueUsername('ref');
    await field(form, 'username').fill(username);
    await field(form, 'password').fill('Invite#2024');
    await field(form, 'confirmPassword').fill('Invite#2024');
    await solveCaptcha(server.current, form);
    await form.locator('[data-field="ageConfirmed"] input').check();
    await form.locator('[data-field="termsAccepted"] input').check();
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    const warning = modal(page, 'invitation-code-error');
    await expect(warning).toContainText('আমন্ত্রণ কোডটি সঠিক নয়');
    await screenshotAtWidths(page, 'invitation-code-error-bn', { fullPage: false });
    await warning.locator('[data-action="confirm"]').click();
    await expect(warning).toHaveCount(0);

    // The agent's real code: the registration goes through, the referral code travels with it.
    await field(form, 'affiliateCode').fill('KHELA01');
    const registered = page.waitForRequest((request) => request.url().endsWith('/wps/member/register'));
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    expect(Object.keys((await registered).postDataJSON()).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    await expect(register).toHaveCount(0);
    // Stored: the referral code from the link, and the agent whose code was given as upline.
    expect(
      psql(
        server.current.databaseUrl,
        "select m.referral_code || '|' || u.username from member m join member u on u.id = m.upline_id where m.username = :'u'",
        { u: username },
      ),
    ).toBe('NOPE99|agent01');
    await expect(register).toHaveCount(0);
    await expectLoggedIn(page);
  });
});
