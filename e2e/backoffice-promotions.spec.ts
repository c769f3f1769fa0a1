import type { Locator, Page } from '@playwright/test';
import {
  checkPhoneLayoutAndScreenshot,
  errorBeside,
  OPERATORS,
  sharedConsole,
  signIn,
} from './support/backoffice';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';

/*
 * The back office's promotions (decisions 0051 and 0052). The owner creates a first deposit bonus
 * in the editor: empty fields are named beside them, the live preview shows what sample deposits
 * would get, a wagering multiple of 40 is refused by the server beside its field naming the
 * site's maximum (PROMOMAXWAGER, 35), 30 is saved and the promotion is in the list. On the player
 * bonuses page the owner grants demo a manual bonus (with its reason), sees it listed with its
 * progress bar, and forfeits it. Support sees no Promotions entry and the API refuses it; content
 * sees the list and the editor, and the player bonuses without the grant. Screenshots of the list,
 * the editor and the player bonuses page at 375 and 1280 px.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TITLE = 'Welcome bonus: half your first deposit';

/** A figure of the editor's preview box. */
const figure = (console: Page, name: string): Locator =>
  console.getByTestId('promotion-preview').locator(`[data-figure="${name}"] dd`);

test.describe('back office: promotions', () => {
  const consolePage = sharedConsole(server, OPERATORS.owner);

  test('creates a first deposit bonus in the editor, with its preview; 40× is refused with the max', async () => {
    const console = consolePage();
    await console
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(console).toHaveURL(/\/backoffice\/promotions$/);
    await expect(console.getByTestId('promotions-table')).toContainText('Nothing matches.');

    await console.getByRole('button', { name: 'New promotion' }).click();
    await expect(console).toHaveURL(/\/backoffice\/promotions\/new$/);
    const editor = console.getByTestId('promotion-editor');
    await expect(editor.getByLabel('Kind')).toHaveValue('first_deposit');
    await expect(figure(console, 'bonus')).toHaveCount(0);
    await expect(console.getByTestId('promotion-preview')).toContainText('Fill in the bonus rules');

    // Nothing typed yet: each missing field is named beside it, and nothing is sent.
    await editor.getByRole('button', { name: 'Create promotion' }).click();
    await expect(await errorBeside(editor, 'Title (English)')).toHaveText('This field is required');
    await expect(await errorBeside(editor, 'Text (Bengali)')).toHaveText('This field is required');
    await expect(await errorBeside(editor, 'Maximum bonus')).toHaveText(
      'Enter an amount above zero with at most 2 decimals, such as 500.00',
    );
    await expect(await errorBeside(editor, 'Bonus (% of the deposit)')).toHaveText(
      'Enter a percentage from 0.01 to 1000, at most 2 decimals',
    );
    await expect(console).toHaveURL(/\/promotions\/new$/);

    await editor.getByLabel('Title (English)').fill(TITLE);
    await editor.getByLabel('Title (Bengali)').fill('স্বাগতম বোনাস: প্রথম ডিপোজিটের অর্ধেক');
    await editor.getByLabel('Text (English)').fill('Join, then deposit at least 500: we add half of it.');
    await editor
      .getByLabel('Text (Bengali)')
      .fill('যোগ দিন, তারপর কমপক্ষে ৫০০ ডিপোজিট করুন: আমরা অর্ধেক যোগ করব।');
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByLabel('Global limit').fill('500');
    await editor.getByLabel('Bonus (% of the deposit)').fill('50');
    await editor.getByLabel('Maximum bonus').fill('2000.00');
    await editor.getByLabel('Minimum deposit').fill('500');
    await editor.getByLabel('Wagering multiple (×)').fill('40');
    await editor.getByLabel('Wagering counted on').selectOption('deposit_bonus');
    await editor.getByLabel('Lock the deposit until wagering is complete').check();
    await editor.getByLabel('Expires after (days)').fill('14');
    await editor.getByLabel('Counts (%) LIVE').fill('10');
    await editor.getByLabel('Counts (%) FISH').fill('101');
    await expect(figure(console, 'bonus')).toHaveCount(0);
    await editor.getByLabel('Counts (%) FISH').fill('');

    // The preview: a deposit of 1000 gets 500 (50 %), wagering (1000 + 500) × 40, the 1000 locked.
    const preview = console.getByTestId('promotion-preview');
    await preview.getByLabel('Sample deposit').fill('1000');
    await expect(figure(console, 'qualifies')).toHaveText('Yes');
    await expect(figure(console, 'bonus')).toHaveText('500.00');
    await expect(figure(console, 'wagering')).toHaveText('60,000.00');
    await expect(figure(console, 'locked')).toHaveText('1,000.00');
    await expect(figure(console, 'expires')).toHaveText('14 days');
    // Above the cap: the bonus stops at 2000; below the smallest deposit: nothing.
    await preview.getByLabel('Sample deposit').fill('10000');
    await expect(figure(console, 'bonus')).toHaveText('2,000.00');
    await preview.getByLabel('Sample deposit').fill('300');
    await expect(figure(console, 'qualifies')).toHaveText('No: below the minimum deposit');
    await expect(figure(console, 'bonus')).toHaveText('0.00');
    await expect(figure(console, 'locked')).toHaveText('0.00');
    await preview.getByLabel('Sample deposit').fill('1000');
    await expect(figure(console, 'bonus')).toHaveText('500.00');

    // The configuration checker: more than the site's maximum is refused beside the field.
    await editor.getByRole('button', { name: 'Create promotion' }).click();
    await expect(await errorBeside(editor, 'Wagering multiple (×)')).toHaveText(
      'The wagering multiple may be at most 35×',
    );
    await expect(editor.getByRole('alert').filter({ hasText: 'Some fields need attention' })).toBeVisible();
    await expect(console).toHaveURL(/\/promotions\/new$/);
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-editor');

    await editor.getByLabel('Wagering multiple (×)').fill('30');
    await expect(editor.getByLabel('Wagering multiple (×)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(figure(console, 'wagering')).toHaveText('45,000.00');
    await editor.getByRole('button', { name: 'Create promotion' }).click();

    await expect(console).toHaveURL(/\/backoffice\/promotions\?saved=\d+$/);
    await expect(console.getByRole('status').filter({ hasText: /Promotion #\d+ saved\./ })).toBeVisible();
    const row = console.getByTestId('promotions-table').getByRole('row').filter({ hasText: TITLE });
    await expect(row).toContainText('First deposit bonus');
    await expect(row).toContainText('Deposit');
    await expect(row).toContainText('Published');
    await expect(row).toContainText('0 / 500');
    await expect(row).toContainText('50% up to 2,000.00 · min. deposit 500 · 30× deposit + bonus');
    await expect(row).toContainText('open-ended');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-list');
  });

  test('opens the saved promotion with its rules in percent; the kind stays', async () => {
    const console = consolePage();
    await console.getByRole('button', { name: `Edit ${TITLE}` }).click();
    await expect(console).toHaveURL(/\/backoffice\/promotions\/\d+$/);
    const editor = console.getByTestId('promotion-editor');
    await expect(editor.getByLabel('Kind')).toBeDisabled();
    await expect(editor.getByLabel('Bonus (% of the deposit)')).toHaveValue('50');
    await expect(editor.getByLabel('Wagering multiple (×)')).toHaveValue('30');
    await expect(editor.getByLabel('Counts (%) LIVE')).toHaveValue('10');
    await expect(editor.getByLabel('Default contribution (%)')).toHaveValue('100');
    await expect(figure(console, 'bonus')).toHaveText('500.00');
    await editor.getByLabel('Sort order').fill('5');
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(console).toHaveURL(/\/backoffice\/promotions\?saved=\d+$/);
    await expect(
      console.getByTestId('promotions-table').getByRole('row').filter({ hasText: TITLE }),
    ).toBeVisible();
  });

  test('grants demo a manual bonus with a reason, sees it with its progress, and forfeits it', async () => {
    const console = consolePage();
    await console
      .getByRole('navigation', { name: 'Promotions sections' })
      .getByRole('link', { name: 'Player bonuses' })
      .click();
    await expect(console).toHaveURL(/\/backoffice\/promotions\/bonuses$/);
    const lookup = console.locator('form.promo-lookup');
    await lookup.getByLabel('Username').fill('nobody-here');
    await lookup.getByRole('button', { name: 'Show bonuses' }).click();
    await expect(await errorBeside(lookup, 'Username')).toHaveText('Player not found');

    await lookup.getByLabel('Username').fill('demo');
    await lookup.getByRole('button', { name: 'Show bonuses' }).click();
    await expect(console).toHaveURL(/\/promotions\/bonuses\?username=demo$/);
    const figures = console.getByTestId('bonus-figures');
    await expect(figures).toContainText('Balances of demo');
    await expect(figures.locator('[data-figure="withdrawable"]')).toContainText('BDT');

    await console.getByRole('button', { name: 'Grant a bonus…' }).click();
    const dialog = console.getByRole('dialog', { name: 'Grant a bonus to demo' });
    await dialog.getByLabel('Bonus amount (BDT)').fill('100');
    await dialog.getByLabel('Wagering multiple (×)').fill('2');
    await dialog.getByLabel('Lock the deposit until wagering is complete').check();
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    await expect(await errorBeside(dialog, 'Reason')).toHaveText('Write a reason of 2 to 200 characters');
    await expect(await errorBeside(dialog, 'Qualifying deposit (BDT)')).toHaveText(
      'Enter the deposit: the wagering base or the lock needs it',
    );
    await dialog.getByLabel('Lock the deposit until wagering is complete').uncheck();
    await dialog.getByLabel('Reason').fill('Goodwill after the outage');
    await screenshotAtWidths(console, 'backoffice-promotions-grant', { fullPage: false });
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    const outcome = dialog.getByTestId('grant-bonus-outcome');
    await expect(outcome).toContainText(/Bonus #\d+ of 100\.00 BDT granted to demo\./);
    const bonusId = /#(\d+)/.exec(await outcome.innerText())?.[1] ?? '';
    expect(bonusId).not.toBe('');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const card = console.locator(`[data-bonus-id="${bonusId}"]`);
    await expect(card.getByTestId('bonus-status')).toHaveText('Active');
    await expect(card).toContainText('Manual grant');
    await expect(card.getByTestId('bonus-progress')).toHaveText('0% · 0.00 of 200.00');
    await expect(
      card.getByRole('progressbar', { name: `Wagering progress of bonus #${bonusId}` }),
    ).toBeVisible();
    await expect(figures.locator('[data-figure="bonus"]')).toContainText('100.00');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-bonuses');

    await card.getByRole('button', { name: 'Forfeit…' }).click();
    const forfeit = console.getByRole('dialog', { name: `Forfeit bonus #${bonusId}` });
    await expect(forfeit).toContainText('The 100.00 BDT of bonus money left goes back');
    await forfeit.getByLabel('Reason').fill('x');
    await forfeit.getByRole('button', { name: 'Forfeit the bonus' }).click();
    await expect(await errorBeside(forfeit, 'Reason')).toHaveText('Write a reason of 2 to 200 characters');
    await forfeit.getByLabel('Reason').fill('Granted by mistake');
    await forfeit.getByRole('button', { name: 'Forfeit the bonus' }).click();
    await expect(card.getByTestId('bonus-status')).toHaveText('Forfeited');
    await expect(
      console.getByRole('status').filter({ hasText: `Bonus #${bonusId} forfeited.` }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Forfeit…' })).toHaveCount(0);
  });

  test('support sees no Promotions entry and the API refuses it; content edits but grants nothing', async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(page, server.current.url, OPERATORS.support);
    const menu = page.getByRole('navigation', { name: 'Console pages' });
    await expect(menu.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Promotions', exact: true })).toHaveCount(0);
    const token = await page.evaluate(() => sessionStorage.getItem('backofficeToken'));
    const answer = await page.request.get(`${server.current.url}/bo/api/promotions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    await page.goto(`${server.current.url}/backoffice/promotions`);
    await expect(page.getByTestId('operator')).toContainText('support01');
    await expect(page.locator('[data-page="promotions"]')).toHaveCount(0);
    await page.close();

    const content = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signIn(content, server.current.url, OPERATORS.content);
    await content
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Promotions' })
      .click();
    await expect(content.getByRole('button', { name: 'New promotion' })).toBeVisible();
    await expect(content.getByTestId('promotions-table')).toContainText(TITLE);
    await content.goto(`${server.current.url}/backoffice/promotions/bonuses?username=demo`);
    await expect(content.getByTestId('bonus-list')).toBeVisible();
    await expect(content.getByRole('button', { name: 'Grant a bonus…' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: 'Forfeit…' })).toHaveCount(0);
    await content.close();
  });
});
