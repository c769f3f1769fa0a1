import { checkPhoneLayoutAndScreenshot, errorBeside, OPERATORS, sharedConsole } from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';

// PostgreSQL: the server starts faster than on PGlite on a busy machine, and nothing here needs PGlite.
const server = serverPerFile({ database: 'postgres' });

test.describe.configure({ mode: 'serial' });

test.describe('back office: players and dashboard', () => {
  const consolePage = sharedConsole(server, OPERATORS.owner);

  test('searches demo and opens the detail; the filter and the open player live in the address', async () => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Players', exact: true }).click();
    const filters = console.locator('form.filters');
    await filters.getByLabel('Mobile').fill('01x');
    await console.getByRole('button', { name: 'Search' }).click();
    await expect(await errorBeside(filters, 'Mobile')).toHaveText('Digits only, at most 20');
    await expect(console).not.toHaveURL(/mobile=/);

    await filters.getByLabel('Mobile').fill('');
    await filters.getByLabel('Username').fill('demo');
    await console.getByRole('button', { name: 'Search' }).click();
    await expect(console).toHaveURL(/\/backoffice\/players\?username=demo$/);
    const table = console.getByTestId('players-table');
    await expect(table.getByRole('button', { name: 'demo', exact: true })).toBeVisible();
    // A reload keeps the filter (the address holds it).
    await console.reload();
    await expect(filters.getByLabel('Username')).toHaveValue('demo');
    await expect(table.getByRole('button', { name: 'demo', exact: true })).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-players-search');

    // A filter the server refuses (typed into the address) is named beside its field.
    await console.goto(`${server.current.url}/backoffice/players?mobile=12ab`);
    await expect(await errorBeside(filters, 'Mobile')).toContainText(/./);
    await expect(filters.getByLabel('Mobile')).toHaveValue('12ab');
    await console.goBack();
    await expect(table.getByRole('button', { name: 'demo', exact: true })).toBeVisible();

    await table.getByRole('button', { name: 'demo', exact: true }).click();
    await expect(console).toHaveURL(/username=demo&player=\d+$/);
    await expect(console.getByRole('heading', { level: 1 })).toContainText('demo');
    await console.goBack();
    await expect(filters.getByLabel('Username')).toHaveValue('demo');
    await console.goForward();
    await expect(console.getByRole('heading', { level: 1 })).toContainText('demo');
    await expect(console.getByTestId('player-status')).toHaveText('Active');
    await expect(console.getByTestId('player-balances')).toContainText('cash');
  });

  test('freezes and unfreezes with a reason; an empty reason gets an error beside the field', async () => {
    const console = consolePage();
    await console.getByRole('button', { name: 'Freeze', exact: true }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('alert')).toHaveText('Write a reason of at least 3 characters');
    await expect(console.getByTestId('player-status')).toHaveText('Active');
    await dialog.getByLabel('Reason').fill('chargeback under review');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(console.getByTestId('player-status')).toHaveText('Frozen');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-players-frozen');

    await console.getByRole('button', { name: 'Unfreeze', exact: true }).click();
    await console.getByRole('dialog').getByLabel('Reason').fill('review done');
    await console.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(console.getByTestId('player-status')).toHaveText('Active');
  });

  test('adjusts the balance with a reason; bad amounts get an error beside the field, nothing moves', async () => {
    const console = consolePage();
    const cash = () => console.getByTestId('player-balances').locator('tr', { hasText: 'cash' });
    const cashBefore = (await cash().textContent()) ?? '';
    await console.getByRole('button', { name: 'Balance adjustment' }).click();
    const dialog = console.getByRole('dialog');
    const amount = dialog.getByLabel(/Amount/);
    await dialog.getByLabel('Reason').fill('goodwill');
    // Refused in the browser (the server's own pattern), then by the server (BDT has 2 decimals).
    for (const [typed, message] of [
      ['0', 'Enter a positive amount such as 125.50'],
      ['-0', 'Enter a positive amount such as 125.50'],
      ['1e3', 'Enter a positive amount such as 125.50'],
      ['1234567890123', 'Enter a positive amount such as 125.50'],
      ['10.123', 'Enter an amount above zero with at most 2 decimals'],
    ] as const) {
      await amount.fill(typed);
      await dialog.getByRole('button', { name: /^Confirm/ }).click();
      await expect(await errorBeside(dialog, /Amount/), typed).toHaveText(message);
    }
    await amount.fill('12.50');
    await dialog.getByLabel('Reason').fill(' ');
    await dialog.getByRole('button', { name: /^Confirm/ }).click();
    await expect(await errorBeside(dialog, 'Reason')).toHaveText('Write a reason of at least 3 characters');
    await expect(cash()).toHaveText(cashBefore);

    await dialog.getByLabel('Reason').fill('goodwill');
    await dialog.getByRole('button', { name: 'Confirm +12.50 BDT' }).click();
    const outcome = dialog.getByRole('status');
    await expect(outcome).toContainText('→');
    const text = (await outcome.innerText()).match(/([\d.]+) → ([\d.]+)/);
    expect(text).not.toBeNull();
    expect(Math.round((Number(text?.[2]) - Number(text?.[1])) * 100)).toBe(1250);
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-players-adjusted');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(cash()).not.toHaveText(cashBefore);
    await expect(console.getByTestId('player-ledger')).toContainText('adjustment');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-players-detail');
  });

  test('sees the dashboard with its chart, reached from the folded phone menu', async () => {
    const console = consolePage();
    await console.setViewportSize({ width: 375, height: 812 });
    const menu = console.getByRole('button', { name: /^Menu/ });
    await expect(console.getByRole('navigation')).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await console.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(console.getByRole('navigation')).toBeHidden();
    await expect(menu).toContainText('Dashboard');
    await console.setViewportSize({ width: 1280, height: 800 });
    await expect(console.getByTestId('dash-today')).toBeVisible();
    await expect(console.getByTestId('dash-chart')).toBeVisible();
    await expect(console.getByTestId('dash-month').locator('[data-tile="deposits"]')).toContainText('BDT');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-dashboard');
  });

  test('games and messages pages list their rows', async () => {
    const console = consolePage();
    await console.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
    await expect(console.getByTestId('vendors-table')).toContainText('KHELA');
    await expect(console.getByTestId('games-table').locator('tbody tr').first()).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-games');
    await console.getByRole('navigation').getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(console.getByTestId('outbox-table')).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-messages');
    const filters = console.locator('form.filters');
    await filters.getByLabel('Purpose').fill('x'.repeat(41));
    await console.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(await errorBeside(filters, 'Purpose')).toHaveText('At most 40 characters');
    await filters.getByLabel('Channel').selectOption('sms');
    await filters.getByLabel('Purpose').fill('');
    await console.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(console).toHaveURL(/\/backoffice\/messages\?channel=sms$/);
  });
});
