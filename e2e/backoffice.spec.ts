import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

test.describe('back office', () => {
  test('/backoffice/ shows the operator sign-in screen in English and Bengali', async ({ page }) => {
    await page.goto(`${server.current.url}/backoffice/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator sign-in');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Authenticator code')).toBeVisible();
    await screenshotAtWidths(page, 'backoffice-en');

    // Validation in the page's language.
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Username and password; the code may be empty at an operator's first sign-in (decision 0036).
    await expect(page.getByText('This field is required')).toHaveCount(2);

    await page.locator('[data-language="bn"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('অপারেটর সাইন-ইন');
    await page.getByLabel('ইউজারনেম').fill('operator');
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('correct horse battery staple');
    await page.getByLabel('অথেনটিকেটর কোড').fill('12345');
    await page.getByRole('button', { name: 'সাইন-ইন' }).click();
    await expect(page.getByText('অথেনটিকেটর অ্যাপের ৬টি অঙ্ক লিখুন')).toBeVisible();
    await page.getByLabel('অথেনটিকেটর কোড').fill('123456');
    await page.getByRole('button', { name: 'সাইন-ইন' }).click();
    // An unknown operator: the server's one answer for every failed factor, in the page's language.
    await expect(page.getByTestId('sign-in-error')).toHaveText('ইউজারনেম, পাসওয়ার্ড বা অথেন্টিকেটর কোড সঠিক নয়');
    await expect(page.getByLabel('অথেনটিকেটর কোড')).toHaveValue('');
    await screenshotAtWidths(page, 'backoffice-bn');
  });

  test('deep links under /backoffice/ get the back office, not the player site', async ({ page }) => {
    await page.goto(`${server.current.url}/backoffice/players/42`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator sign-in');
  });
});
