import type { Page } from '@playwright/test';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { TestAuthenticator } from './support/totp';

const server = serverPerFile();

// One console page walks through every step; on a loaded machine a step can take long.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

// The demo operators' public authenticator secrets (modules/backoffice/backoffice.seed.ts).
const OWNER = {
  username: 'owner01',
  password: 'owner01pass',
  app: new TestAuthenticator('YVUQBKCUXOEQI2CQYVC6PEKQORHDZ2HX'),
};
const SUPPORT = {
  username: 'support01',
  password: 'support01pass',
  app: new TestAuthenticator('VHQRWLMMGWSFQPTN6XVNHSOYESL6I3MX'),
};

async function signIn(page: Page, operator: typeof OWNER): Promise<void> {
  await page.goto(`${server.current.url}/backoffice/`);
  await page.locator('[data-language="en"]').click();
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByLabel('Authenticator code').fill(await operator.app.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toContainText(operator.username);
}

/** The message shown beside a field (the element its aria-describedby names). */
async function errorBeside(page: Page, label: string | RegExp) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  expect(ids).toHaveLength(1);
  return page.locator(`[id="${ids[0]}"]`);
}

test.describe('back office console', () => {
  let console: Page;

  test.beforeAll(async ({ browser }) => {
    console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });
  test.afterAll(async () => {
    await console.close();
  });

  test('owner signs in with password and TOTP; a wrong code is refused with a clear error', async () => {
    await console.goto(`${server.current.url}/backoffice/`);
    await console.setViewportSize({ width: 375, height: 812 });
    await console.locator('[data-language="en"]').click();
    await console.getByLabel('Username').fill(OWNER.username);
    await console.getByLabel('Password', { exact: true }).fill(OWNER.password);
    await console.getByLabel('Authenticator code').fill(OWNER.app.wrongCode());
    await console.getByRole('button', { name: 'Sign in' }).click();
    await expect(console.getByTestId('sign-in-error')).toHaveText(
      'Username, password or authenticator code is incorrect',
    );
    await screenshotAtWidths(console, 'backoffice-console-login');
    await console.setViewportSize({ width: 1280, height: 800 });

    await signIn(console, OWNER);
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
    await console.getByRole('navigation').getByRole('link', { name: 'Site' }).click();
    await expect(console.getByTestId('site-status')).toHaveText('0 · Normal');
    await screenshotAtWidths(console, 'backoffice-console-site');

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
    await console.getByLabel('IP or CIDR range').fill('999.1.1.1/8');
    await console.getByRole('button', { name: 'Save rule' }).click();
    await expect(await errorBeside(console, 'IP or CIDR range')).toHaveText(
      '"999.1.1.1/8" is not a valid IP address or CIDR range',
    );
    await expect(console.getByRole('table', { name: 'IP and region rules' })).toContainText(
      'Nothing matches.',
    );

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
    await console.getByRole('navigation').getByRole('link', { name: 'Content' }).click();
    await expect(console.getByTestId('announcements-table')).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-console-content');

    await console.getByRole('button', { name: 'New announcement' }).click();
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Title (Bengali)')).toHaveText('This field is required');
    await expect(await errorBeside(console, 'Title (English)')).toHaveText('This field is required');

    await console.getByLabel('Type').first().selectOption('B');
    await console.getByLabel('Title (Bengali)').fill('x');
    await console.getByLabel('Title (English)').fill('x');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(await errorBeside(console, 'Banner group')).toHaveText('A banner needs its group');

    await console.getByLabel('Type').first().selectOption('H');
    await console.getByLabel('Title (Bengali)').fill('আজ রাতে ফাইনাল: বিশেষ অডস');
    await console.getByLabel('Title (English)').fill('Final tonight: special odds');
    await console.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(console.getByTestId('announcements-table')).toContainText('Final tonight: special odds');

    await page.goto(`${server.current.url}/`);
    await expect(page.locator('[data-page="home"]')).toContainText('আজ রাতে ফাইনাল: বিশেষ অডস');
  });

  test('the audit trail lists each change with its actor', async () => {
    await console.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).click();
    const table = console.getByTestId('audit-table');
    await expect(table).toContainText('content.announcement.create');
    await console.getByLabel('Action', { exact: true }).fill('site.status');
    await console.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table).toContainText('owner01');
    await screenshotAtWidths(console, 'backoffice-console-audit');
  });

  test('the payments page shows the deposit, withdrawal and dispute queues', async () => {
    await console.getByRole('navigation').getByRole('link', { name: 'Payments' }).click();
    await expect(console.getByTestId('deposits-table')).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-console-payments');
    await console.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(console.getByTestId('withdrawals-table')).toBeVisible();
    await console.getByRole('tab', { name: 'Disputes' }).click();
    await expect(console.getByTestId('disputes-table')).toBeVisible();
  });

  test('support sees no site page, and the API answers it 403', async ({ page }) => {
    await signIn(page, SUPPORT);
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
