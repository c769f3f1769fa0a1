import type { Page } from '@playwright/test';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { TestAuthenticator } from './support/totp';

// PostgreSQL: the server starts faster than on PGlite on a busy machine, and nothing here needs PGlite.
const server = serverPerFile({ database: 'postgres' });

test.describe.configure({ mode: 'serial' });

// The demo owner's public authenticator secret (modules/backoffice/backoffice.seed.ts).
const OWNER = {
  username: 'owner01',
  password: 'owner01pass',
  app: new TestAuthenticator('YVUQBKCUXOEQI2CQYVC6PEKQORHDZ2HX'),
};

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.current.url}/backoffice/`);
  await page.locator('[data-language="en"]').click();
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password);
  await page.getByLabel('Authenticator code').fill(await OWNER.app.nextCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('operator')).toContainText(OWNER.username);
}

test.describe('back office: players and dashboard', () => {
  let console: Page;

  test.beforeAll(async ({ browser }) => {
    console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(console);
  });
  test.afterAll(async () => {
    await console.close();
  });

  test('searches demo and opens the detail', async () => {
    await console.getByRole('navigation').getByRole('link', { name: 'Players', exact: true }).click();
    await console.locator('form.filters').getByLabel('Username').fill('demo');
    await console.getByRole('button', { name: 'Search' }).click();
    const table = console.getByTestId('players-table');
    await expect(table.getByRole('button', { name: 'demo', exact: true })).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-players-search');
    await table.getByRole('button', { name: 'demo', exact: true }).click();
    await expect(console.getByRole('heading', { level: 1 })).toContainText('demo');
    await expect(console.getByTestId('player-status')).toHaveText('Active');
    await expect(console.getByTestId('player-balances')).toContainText('cash');
  });

  test('freezes and unfreezes with a reason; an empty reason gets an error beside the field', async () => {
    await console.getByRole('button', { name: 'Freeze', exact: true }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveText('Write a reason of at least 3 characters');
    await expect(console.getByTestId('player-status')).toHaveText('Active');
    await dialog.getByLabel('Reason').fill('chargeback under review');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(console.getByTestId('player-status')).toHaveText('Frozen');
    await screenshotAtWidths(console, 'backoffice-players-frozen');

    await console.getByRole('button', { name: 'Unfreeze', exact: true }).click();
    await console.getByRole('dialog').getByLabel('Reason').fill('review done');
    await console.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(console.getByTestId('player-status')).toHaveText('Active');
  });

  test('adjusts the balance with a reason; a bad amount gets an error beside the field', async () => {
    const form = console.getByTestId('adjust-form');
    const cashBefore = await console
      .getByTestId('player-balances')
      .locator('tr', { hasText: 'cash' })
      .innerText();
    await form.getByLabel(/Amount/).fill('0');
    await form.getByLabel('Reason').fill('goodwill');
    await form.getByRole('button', { name: 'Balance adjustment' }).click();
    await expect(form.getByLabel(/Amount/)).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(/Amount/).fill('12.50');
    console.once('dialog', (dialog) => void dialog.accept());
    await form.getByRole('button', { name: 'Balance adjustment' }).click();
    await expect(form.getByRole('status')).toContainText('→');
    const text = (await form.getByRole('status').innerText()).match(/([\d.]+) → ([\d.]+)/);
    expect(text).not.toBeNull();
    expect(Math.round((Number(text?.[2]) - Number(text?.[1])) * 100)).toBe(1250);
    await expect(console.getByTestId('player-balances').locator('tr', { hasText: 'cash' })).not.toHaveText(
      cashBefore,
    );
    await expect(console.getByTestId('player-ledger')).toContainText('adjustment');
    await screenshotAtWidths(console, 'backoffice-players-detail');
  });

  test('sees the dashboard with its chart', async () => {
    await console.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(console.getByTestId('dash-today')).toBeVisible();
    await expect(console.getByTestId('dash-chart')).toBeVisible();
    await expect(console.getByTestId('dash-month').locator('[data-tile="deposits"]')).toContainText('BDT');
    await screenshotAtWidths(console, 'backoffice-dashboard');
  });

  test('games and messages pages list their rows', async () => {
    await console.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
    await expect(console.getByTestId('vendors-table')).toContainText('KHELA');
    await expect(console.getByTestId('games-table').locator('tbody tr').first()).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-games');
    await console.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(console.getByTestId('outbox-table')).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-messages');
  });
});
