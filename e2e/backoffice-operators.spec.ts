import type { Page } from '@playwright/test';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { TestAuthenticator } from './support/totp';

// PostgreSQL: the server starts faster than on PGlite on a busy machine, and nothing here needs PGlite.
const server = serverPerFile({ database: 'postgres' });

test.describe.configure({ mode: 'serial' });

const NEW_OPERATOR = { username: `e2esupport${Date.now().toString(36)}`, displayName: 'E2E Support' };
const NEW_PASSWORD = 'support-own-password-1';

/** Operator management and the forced first-sign-in set-up (decision 0036). */
test.describe('back office: operators', () => {
  let owner: Page;
  let support: Page;
  let temporaryPassword = '';

  test.beforeAll(async ({ browser }) => {
    owner = await openConsole(browser, server.current.url, OPERATORS.owner);
    support = await openConsole(browser, server.current.url);
  });
  test.afterAll(async () => {
    await owner.context().close();
    await support.context().close();
  });

  test('the owner creates a support operator; a bad username is named beside its field', async () => {
    await owner.getByRole('navigation').getByRole('link', { name: 'Operators', exact: true }).click();
    const form = owner.getByTestId('create-operator');
    await form.getByLabel('Username').fill('x');
    await form.getByLabel('Display name').fill(NEW_OPERATOR.displayName);
    await form.getByRole('button', { name: 'Create operator' }).click();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Username').fill(NEW_OPERATOR.username);
    await form.getByLabel('Role').selectOption('support');
    await form.getByRole('button', { name: 'Create operator' }).click();
    const created = owner.getByTestId('operator-created');
    await expect(created).toContainText(NEW_OPERATOR.username);
    temporaryPassword = (await created.getByTestId('temporary-password').innerText()).trim();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    const row = owner.getByTestId('operators-table').locator('tr', { hasText: NEW_OPERATOR.username });
    await expect(row).toContainText('At next sign-in');
    await checkPhoneLayoutAndScreenshot(owner, 'backoffice-operators');
  });

  test('the new operator sets a password and enrols an authenticator, then sees only support pages', async () => {
    await support.goto(`${server.current.url}/backoffice/`);
    await support.locator('[data-language="en"]').click();
    await support.getByLabel('Username').fill(NEW_OPERATOR.username);
    await support.getByLabel('Password', { exact: true }).fill(temporaryPassword);
    await support.getByRole('button', { name: 'Sign in' }).click();
    await expect(support.getByRole('heading', { level: 1 })).toHaveText('Set up your account');

    const password = support.getByTestId('setup-password');
    await password.getByLabel('Current (temporary) password').fill(temporaryPassword);
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('New password again').fill(NEW_PASSWORD);
    await screenshotAtWidths(support, 'backoffice-operator-setup');
    await password.getByRole('button', { name: 'Save' }).click();

    const totp = support.getByTestId('setup-totp');
    // The QR code of the otpauth URL is drawn lazily, in its reserved box (decision 0037).
    await expect(totp.getByTestId('totp-qr').getByRole('img')).toBeVisible();
    await screenshotAtWidths(support, 'backoffice-operator-totp-qr');
    const app = new TestAuthenticator((await totp.getByTestId('totp-secret').innerText()).trim());
    await totp.getByLabel('Code from the app').fill(await app.nextCode());
    await totp.getByRole('button', { name: 'Confirm' }).click();

    await expect(support.getByTestId('operator')).toContainText(NEW_OPERATOR.displayName);
    const menu = support.getByRole('navigation').getByRole('link');
    await expect(menu).toHaveText([
      'Payments',
      'Players',
      'Loyalty',
      'Dashboard',
      'Messages',
      'Platform messages',
      'Feedback',
      'Live chat',
    ]);
  });

  test('the owner disables them: their next action is refused and they are signed out', async () => {
    // The list as it is now (it was read before the operator enrolled).
    await owner.reload();
    const row = owner.getByTestId('operators-table').locator('tr', { hasText: NEW_OPERATOR.username });
    await expect(row).toContainText('Enrolled');
    // The allowed addresses: a bad entry is named beside the field by its line (decision 0037).
    await row.getByRole('button', { name: 'Edit addresses' }).click();
    const addresses = owner.getByRole('dialog');
    await addresses.getByLabel('Addresses').fill('127.0.0.0/8\n10.0.0.0/33');
    await addresses.getByLabel('Reason').fill('office network only');
    await addresses.getByRole('button', { name: 'Confirm' }).click();
    await expect(addresses.getByLabel('Addresses')).toHaveAttribute('aria-invalid', 'true');
    await expect(addresses).toContainText('Line 2');
    await addresses.getByLabel('Addresses').fill('127.0.0.0/8\n::1/128');
    await addresses.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      owner.getByTestId('operators-table').locator('tr', { hasText: NEW_OPERATOR.username }),
    ).toContainText('127.0.0.0/8, ::1/128');
    await owner
      .getByTestId('operators-table')
      .locator('tr', { hasText: NEW_OPERATOR.username })
      .getByRole('button', { name: 'Disable' })
      .click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('left the support team');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      owner.getByTestId('operators-table').locator('tr', { hasText: NEW_OPERATOR.username }),
    ).toContainText('Disabled');

    await support.getByRole('navigation').getByRole('link', { name: 'Players', exact: true }).click();
    await expect(support.getByTestId('session-ended')).toBeVisible();
    await support.getByLabel('Username').fill(NEW_OPERATOR.username);
    await support.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await support.getByRole('button', { name: 'Sign in' }).click();
    await expect(support.getByTestId('sign-in-error')).toHaveText(
      'Username, password or authenticator code is incorrect',
    );
  });
});
