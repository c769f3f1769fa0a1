import type { Page } from '@playwright/test';
import { field, fieldError, fromAddress, header, modal } from './support/accounts';
import {
  checkPhoneLayoutAndScreenshot,
  errorBeside,
  OPERATORS,
  sharedConsole,
  signIn,
} from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

// One console page walks through every site sub-page; on a loaded machine a step can take long.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const subPage = (console: Page, name: string) =>
  console.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name }).click();

test.describe('back office site pages (decision 0032)', () => {
  const consolePage = sharedConsole(server);

  test('email made required in the console: the register modal marks it and refuses without it', async ({
    page,
  }) => {
    const console = consolePage();
    await signIn(console, server.current.url, OPERATORS.owner);
    await console.getByRole('navigation').getByRole('link', { name: 'Site' }).click();
    await expect(console.getByTestId('site-status')).toHaveText('0 · Normal');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-site-status');

    await subPage(console, 'Registration fields');
    await expect(console).toHaveURL(/\/backoffice\/site\/registration$/);
    const table = console.getByTestId('register-rules-table');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-site-registration');

    // A broken rule: each problem beside its field, nothing saved.
    await table.getByRole('button', { name: 'Edit qqNum' }).click();
    const editor = console.getByTestId('register-rule-editor');
    await editor.getByLabel('Minimum length').fill('20');
    await editor.getByLabel('Maximum length').fill('10');
    await editor.getByLabel('Pattern', { exact: true }).fill('([a-z');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(editor, 'Minimum length')).toHaveText(
      'The minimum cannot be above the maximum',
    );
    await expect(await errorBeside(editor, 'Pattern')).toHaveText(
      'Not a valid regular expression (or * for anything)',
    );
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-site-registration-errors');
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: 'Edit email' }).click();
    await editor.getByLabel('Required', { exact: true }).check();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toHaveCount(0);
    const emailRow = table.getByRole('row').filter({ has: console.locator('code', { hasText: /^email$/ }) });
    await expect(emailRow.locator('td').nth(2)).toHaveText('Yes');

    await fromAddress(page);
    await page.goto(`${server.current.url}/register`);
    const register = modal(page, 'register');
    await register.getByRole('tab', { name: 'ইউজারনেম' }).click();
    const form = register.locator('form[data-form="register-username"]');
    await expect(field(form, 'email')).toHaveAttribute('aria-required', 'true');
    await form.locator('[data-field="termsAccepted"] input').check();
    await field(form, 'username').fill('siterules01');
    await field(form, 'password').fill('Secret#2024');
    await field(form, 'confirmPassword').fill('Secret#2024');
    await form.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await expect(fieldError(form, 'email')).toHaveText('ইনপুট খালি রাখা যাবে না');
  });

  test('the Bengali and English set, EN switched off: the player language select offers BN only', async ({
    page,
  }) => {
    const console = consolePage();
    await subPage(console, 'Brand and languages');
    await expect(console.getByLabel('Brand name')).toHaveValue('Khela');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-site-brand');

    // The default language cannot be switched off.
    await console.getByLabel('Bengali — বাংলা (BN)').uncheck();
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Default language')).toHaveText(
      'The default language must be one of the offered languages',
    );
    await console.getByLabel('Bengali — বাংলা (BN)').check();
    // The full set lists 35 languages; the Bangladesh set only Bengali and English.
    await expect(console.getByLabel('Tamil — தமிழ் (TA)')).toBeChecked();
    await console.getByLabel('Language resource set').selectOption('bn-en');
    await expect(console.getByLabel('Tamil — தமிழ் (TA)')).toHaveCount(0);
    await console.getByLabel('English (EN)').uncheck();
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await fromAddress(page);
    await page.goto(`${server.current.url}/`);
    const select = header(page).locator('.language-select');
    await expect(select.locator('[data-language="bn"]')).toBeVisible();
    await expect(select.locator('[data-language="en"]')).toHaveCount(0);
    await expect(select.locator('[data-language="pt"]')).toHaveCount(0);
    await expect(select.locator('.language-select__more')).toHaveCount(0);

    await subPage(console, 'Flags and settings');
    await expect(console.getByTestId('settings-table')).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-site-settings');
  });
});
