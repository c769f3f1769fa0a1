import { expectLoggedIn, field, fieldError, fromAddress, modal, uniqueMobile } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/**
 * Registration through an external phone provider (decision 0087), with the local fake on the
 * site (PHONE_PROVIDER=fake): the provider texts the code, the resend countdown is one minute,
 * the code is checked with the provider, and its ID token goes with the registration.
 */
const server = serverPerFile({ env: { PHONE_PROVIDER: 'fake' } });
const PROVIDER = '/wps/test/phone-provider';
const EMULATOR = `${PROVIDER}/emulator/v1/projects/khela-demo`;

/** The code the fake "texted" to a number (what the person reads on the phone). */
async function providerCode(e164: string): Promise<string> {
  const response = await fetch(`${server.current.url}${EMULATOR}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === e164).at(-1)?.code;
  if (!code) throw new Error(`the provider sent no code to ${e164}`);
  return code;
}

test('by mobile through the provider: one-minute countdown, a wrong code refused, then registered', async ({
  page,
}) => {
  await fromAddress(page);
  await page.goto(`${server.current.url}/register`);
  const form = modal(page, 'register').locator('form[data-form="register-mobile"]');
  // The register popup is its own chunk: on a busy machine it may take a while.
  await expect(form).toBeVisible({ timeout: 30_000 });
  // The provider guards its own sends: no captcha of ours on the form.
  await expect(form.locator('[data-field="captcha"]')).toHaveCount(0);

  const mobile = uniqueMobile();
  await field(form, 'mobileNum').fill('12345');
  await form.locator('[data-action="send-code"]').click();
  await expect(fieldError(form, 'mobileNum')).toHaveText('ফোন নম্বরে ১০টি অঙ্ক থাকতে হবে');

  await field(form, 'mobileNum').fill(`0${mobile.national}`);
  const sent = page.waitForRequest((request) => request.url().includes('accounts:sendVerificationCode'));
  await form.locator('[data-action="send-code"]').click();
  expect((await sent).postDataJSON()).toEqual({ phoneNumber: mobile.e164 });
  const sendButton = form.locator('[data-action="send-code"]');
  await expect(sendButton).toBeDisabled();
  // One minute with the provider (60 s × 1), whatever the site's own code lifetime.
  await expect(sendButton).toHaveText(/^(৬০|৫[০-৯]) সে\. পরে আবার$/);
  const code = await providerCode(mobile.e164);

  await field(form, 'verificationCode').fill(code === '000000' ? '111111' : '000000');
  await field(form, 'password').fill('Mobile#2024');
  await field(form, 'confirmPassword').fill('Mobile#2024');
  await form.locator('[data-field="ageConfirmed"] input').check();
  await form.locator('[data-field="termsAccepted"] input').check();
  await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  // The provider refused the code: registration is not even asked for.
  await expect(fieldError(form, 'verificationCode')).toHaveText('যাচাইকরণ কোড সঠিক নয়');
  await screenshotAtWidths(page, 'register-phone-provider-bn', { fullPage: false });

  await field(form, 'verificationCode').fill(code);
  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/member/register/mobile',
  );
  await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  expect((await registered).status()).toBe(200);
  await expect(modal(page, 'register')).toHaveCount(0);
  await expectLoggedIn(page);
});

test("a provider's refusal to send is shown translated in a warning", async ({ page }) => {
  await fromAddress(page);
  const mobile = uniqueMobile();
  await fetch(`${server.current.url}${EMULATOR}/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: mobile.e164, message: 'QUOTA_EXCEEDED' }),
  });
  await page.goto(`${server.current.url}/register`);
  await page
    .locator('[data-language="en"]')
    .first()
    .evaluate((label: HTMLElement) => label.click());
  const form = modal(page, 'register').locator('form[data-form="register-mobile"]');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await field(form, 'mobileNum').fill(mobile.national);
  await form.locator('[data-action="send-code"]').click();
  const warning = modal(page, 'sms-warning');
  await expect(warning).toContainText('Quota not sufficient, please contact customer service');
  await screenshotAtWidths(page, 'register-phone-provider-warning-en', { fullPage: false });
  await warning.getByRole('button').first().click();
  // Nothing was sent: no countdown.
  await expect(form.locator('[data-action="send-code"]')).toBeEnabled();
});
