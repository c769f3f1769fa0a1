import {
  checkPhoneLayoutAndScreenshot,
  errorBeside,
  OPERATORS,
  sharedConsole,
  signIn,
} from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';

const server = serverPerFile();

// One console page walks through every step; on a loaded machine a step can take long.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = OPERATORS.owner;
const SUPPORT = OPERATORS.support;

test.describe('back office console', () => {
  const consolePage = sharedConsole(server);

  test('owner signs in with password and TOTP; a wrong code is refused with a clear error', async () => {
    const console = consolePage();
    await console.goto(`${server.current.url}/backoffice/`);
    await console.setViewportSize({ width: 375, height: 812 });
    await console.locator('[data-language="en"]').click();
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(await errorBeside(console, 'Username')).toHaveText('This field is required');
    // The code may be empty: a new operator has no authenticator until the first sign-in (decision 0036).
    await expect(console.getByLabel('Authenticator code')).not.toHaveAttribute('aria-invalid', 'true');
    await console.getByLabel('Username').fill(OWNER.username);
    await console.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await console.getByLabel('Authenticator code').fill(OWNER.app.wrongCode());
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(console.getByTestId('sign-in-error')).toHaveText(
      'Username, password or authenticator code is incorrect',
    );
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-console-login');
    await console.setViewportSize({ width: 1280, height: 800 });

    await signIn(console, server.current.url, OWNER);
    const menu = console.getByRole('navigation', { name: 'Console pages' });
    // The owner holds every permission: every page this spec visits is in the menu.
    for (const name of ['Payments', 'Site', 'Content', 'Audit trail']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await console.evaluate(() => sessionStorage.getItem('backofficeToken'))).toMatch(/\S{20,}/);
  });

  test('maintenance on → the player site shows the maintenance page with its text; off → home', async ({
    page,
  }) => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Site' }).click();
    await expect(console.getByTestId('site-status')).toHaveText('0 · Normal');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-console-site');

    await console.getByLabel('Maintenance mode').check();
    await console.getByLabel('Maintenance text (Bengali)').fill('আজ রাত ২টা পর্যন্ত আপগ্রেড চলছে');
    await console.getByLabel('Maintenance text (English)').fill('Upgrading until 2 am');
    await console.getByRole('button', { name: 'Save status' }).click();
    await expect(console.getByTestId('site-status')).toHaveText('1 · Maintenance');

    await page.goto(`${server.current.url}/`);
    const maintenance = page.locator('[data-page="maintenance"]');
    await expect(maintenance).toBeVisible();
    await expect(maintenance).toContainText('আজ রাত ২টা পর্যন্ত আপগ্রেড চলছে');

    await console.getByLabel('Maintenance mode').uncheck();
    await console.getByRole('button', { name: 'Save status' }).click();
    await expect(console.getByTestId('site-status')).toHaveText('0 · Normal');
    await page.reload();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator('[data-page="maintenance"]')).toHaveCount(0);
  });

  test('bad input on the site forms gets an error beside the field and saves nothing', async () => {
    const console = consolePage();
    await console.getByLabel('IP or CIDR range').fill('999.1.1.1/8');
    await console.getByRole('button', { name: 'Save rule' }).click();
    await expect(await errorBeside(console, 'IP or CIDR range')).toHaveText(
      '"999.1.1.1/8" is not a valid IP address or CIDR range',
    );
    await expect(console.getByRole('table', { name: 'IP and region rules' })).toContainText(
      'Nothing matches.',
    );

    // Settings are a sub-page of the site page (decision 0032).
    await console
      .getByRole('navigation', { name: 'Site sections' })
      .getByRole('link', { name: 'Flags and settings' })
      .click();
    const settings = console.getByTestId('settings-table');
    await console.getByLabel('Code', { exact: true }).fill('AGEMIN');
    await settings.getByRole('button', { name: 'Edit AGEMIN' }).click();
    await console.getByLabel('Value', { exact: true }).fill('12');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Value')).toContainText('Invalid value for site setting AGEMIN');
    await console.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings.getByRole('row').filter({ hasText: 'AGEMIN' })).toContainText('18');
  });

  test('an announcement posted from the console appears on the player home', async ({ page }) => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Content' }).click();
    await expect(console.getByTestId('announcements-table')).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-console-content');

    await console.getByRole('button', { name: 'New announcement' }).click();
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Title (Bengali)')).toHaveText('This field is required');
    await expect(await errorBeside(console, 'Title (English)')).toHaveText('This field is required');

    // The content page opens on its Banners tab (decision 0030): a banner needs its group.
    await console.getByLabel('Title (Bengali)').fill('x');
    await console.getByLabel('Title (English)').fill('x');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Banner group')).toHaveText('A banner needs its group');

    await console.getByRole('tab', { name: 'Headlines' }).click();
    await console.getByRole('button', { name: 'New announcement' }).click();
    await console.getByLabel('Title (Bengali)').fill('আজ রাতে ফাইনাল: বিশেষ অডস');
    await console.getByLabel('Title (English)').fill('Final tonight: special odds');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(console.getByTestId('announcements-table')).toContainText('Final tonight: special odds');

    await page.goto(`${server.current.url}/`);
    await expect(page.locator('[data-page="home"]')).toContainText('আজ রাতে ফাইনাল: বিশেষ অডস');
  });

  test('the audit trail lists each change with its actor', async () => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).click();
    const table = console.getByTestId('audit-table');
    await expect(table).toContainText('content.announcement.create');
    await console.getByLabel('Action', { exact: true }).fill('site.status');
    await console.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).toContainText('owner01');
    // The filter is in the address: a reload keeps it.
    await expect(console).toHaveURL(/\/backoffice\/audit\?action=site\.status$/);
    await console.reload();
    await expect(console.getByLabel('Action', { exact: true })).toHaveValue('site.status');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-console-audit');

    await console.getByLabel('From', { exact: true }).fill('2026-05-02T10:00');
    await console.getByLabel('To', { exact: true }).fill('2026-05-01T10:00');
    await console.getByRole('button', { name: 'Search' }).click();
    await expect(await errorBeside(console, 'To')).toHaveText('Must be after the start');
    await expect(console).toHaveURL(/\?action=site\.status$/);
    await console.getByRole('button', { name: 'Clear' }).click();
    await expect(console).toHaveURL(/\/backoffice\/audit$/);
    await expect(table).toContainText('content.announcement.create');
  });

  test('the payments page shows the deposit, withdrawal and dispute queues', async () => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
    await expect(console.getByTestId('deposits-table')).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-console-payments');
    await console.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(console.getByTestId('withdrawals-table')).toBeVisible();
    await console.getByRole('tab', { name: 'Disputes' }).click();
    await expect(console.getByTestId('disputes-table')).toBeVisible();
  });

  test('support sees no site page, and the API answers it 403', async ({ page }) => {
    await signIn(page, server.current.url, SUPPORT);
    const menu = page.getByRole('navigation', { name: 'Console pages' });
    await expect(menu.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Site', exact: true })).toHaveCount(0);
    const token = await page.evaluate(() => sessionStorage.getItem('backofficeToken'));
    const answer = await page.request.get(`${server.current.url}/bo/api/site/status`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).code).toBe('OPERATOR_FORBIDDEN');
    await page.goto(`${server.current.url}/backoffice/site`);
    await expect(page.getByTestId('operator')).toContainText('support01');
    await expect(page.locator('[data-page="site"]')).toHaveCount(0);
  });
});
