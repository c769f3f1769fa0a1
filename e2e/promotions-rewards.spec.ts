import { modal, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, errorBeside, OPERATORS, openConsole } from './support/backoffice';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue, ledger } from './support/payments';
import { expectNoSidewaysScroll, memberPhonePage, PHONE, taka } from './support/promotions';

/*
 * The reward centre and red envelopes (issue 17). In the back office the content operator funds a
 * red envelope through its dialog (a total too small for its grabs is named beside the field
 * first). A member at 375 px sees the badge (1 to claim) on the header's menu button, in the side
 * menu and in the member centre's menu; /rewardCenter lists the envelope under "To claim"; its
 * Claim button leads to /member/redEnvelope, where Open pays a share to cash (the ledger says
 * so); back on the reward centre the line is received and the badge is gone. A guest is sent to
 * log in. Screenshots in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const flow = { envelope: '', member: { username: '', password: 'Fresh#2024' } };

test('the content operator funds a red envelope in the back office', async ({ browser }) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, server.current.url, OPERATORS.content);
  await console.goto(`${server.current.url}/backoffice/promotions/envelopes`);
  await expect(console.getByTestId('envelopes-table')).toBeVisible({ timeout: 30_000 });
  await console.getByRole('button', { name: 'New red envelope' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel('Title (English)').fill('Friday lucky envelope');
  await dialog.getByLabel('Title (Bengali)').fill('শুক্রবারের ভাগ্যের খাম');
  await dialog.getByLabel('Total').fill('5.00');
  await dialog.getByLabel('Number of grabs').fill('10');
  await dialog.getByLabel('Smallest grab').fill('1.00');
  await dialog.getByRole('button', { name: 'Fund envelope' }).click();
  await expect(await errorBeside(dialog, 'Total')).toHaveText(
    'The total must cover the smallest grab for every grab',
  );
  await dialog.getByLabel('Total').fill('50.00');
  await dialog.getByRole('button', { name: 'Fund envelope' }).click();
  await expect(dialog).toContainText(/Red envelope #\d+ funded with 50\.00\./);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = console.getByTestId('envelopes-table').locator('tbody tr').first();
  await expect(row).toContainText('Friday lucky envelope');
  await expect(row.locator('[data-status="open"]')).toHaveText('Open');
  flow.envelope = (await row.locator('td').first().innerText()).trim();
  expect(flow.envelope).toMatch(/^[1-9]\d*$/);
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-envelopes');

  // The cost and conversion report is the next tab.
  await console.getByRole('link', { name: 'Cost and conversion' }).click();
  await expect(console).toHaveURL(/\/backoffice\/promotions\/report$/);
  await expect(console.getByTestId('promotion-report')).toBeVisible();
  await expect(console.getByTestId('promotion-report').locator('thead')).toContainText('Converted (cost)');
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-report');
  await console.close();
});

test('a member sees the badge, claims the envelope from the reward centre, and it is received', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect(flow.envelope, 'the envelope the previous test funded').not.toBe('');
  flow.member.username = uniqueUsername('rw');
  await registerMember(server.current, flow.member);
  const { page, token, errors } = await memberPhonePage(browser, server.current.url, 'en', flow.member);
  await page.goto(`${server.current.url}/`);

  // The badge: on the header's menu button, then in the side menu.
  const toggle = page.locator('[data-region="header"] .header__toggle');
  await expect(toggle.locator('[data-reward-badge]')).toHaveText('1', { timeout: 30_000 });
  await toggle.click();
  const menuEntry = page.locator('[data-region="side-menu"] a[href="/rewardCenter"]');
  await expect(menuEntry.locator('[data-reward-badge]')).toHaveText('1');
  await menuEntry.click();

  // The reward centre: the envelope to claim, first.
  const root = page.locator('[data-page="reward-center"]');
  const line = root.locator(`[data-reward="envelope:${flow.envelope}"]`);
  await expect(line).toBeVisible({ timeout: 30_000 });
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Reward centre');
  await expect(line.locator('[data-reward-status]')).toHaveText('To claim');
  await expect(line.locator('h2')).toHaveText('Friday lucky envelope');
  await expect(page.locator('.member__link--active [data-reward-badge]')).toHaveText('1');
  await root.locator('[data-reward-tab="claimable"]').click();
  await expect(root.locator('[data-reward]')).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'reward centre (en, 375 px)');
  await screenshotAtWidths(page, 'promotions-reward-center-en');
  await page.setViewportSize(PHONE);

  // Claim → the red envelope page → Open: a share of 50.00 to cash.
  const before = await ledger(server.current.url, token);
  await line.locator('[data-action="claim-reward"]').click();
  await expect(page).toHaveURL(`${server.current.url}/member/redEnvelope`);
  const card = page.locator(`[data-page="red-envelope"] [data-envelope="${flow.envelope}"]`);
  await expect(card.locator('[data-envelope-left]')).toHaveText('10 of 10 left');
  await screenshotAtWidths(page, 'promotions-envelope-open-en');
  await page.setViewportSize(PHONE);
  await card.locator('[data-action="grab-envelope"]').click();
  await expect(page.locator('[data-envelope-won]')).toContainText('has been added to your cash');
  await expect(card.locator('[data-envelope-got]')).toBeVisible();
  const after = await ledger(server.current.url, token);
  const won = after.cash - before.cash;
  expect(won).toBeGreaterThanOrEqual(minorUnits('1.00'));
  expect(won).toBeLessThanOrEqual(minorUnits('10.00')); // twice the average of 50.00 over 10
  await expect(card.locator('[data-envelope-got]')).toHaveText(`You got ${taka(won)}`);
  await expect(card.locator('[data-envelope-left]')).toHaveText('9 of 10 left');
  await expectNoSidewaysScroll(page, 'red envelope (en, 375 px)');
  await screenshotAtWidths(page, 'promotions-envelope-grabbed-en');
  await page.setViewportSize(PHONE);

  // Back on the reward centre: received, with the amount; no badge any more.
  await page.goto(`${server.current.url}/rewardCenter`);
  await expect(line.locator('[data-reward-status]')).toHaveText('Received', { timeout: 30_000 });
  await expect(line.locator('[data-reward-amount]')).toHaveText(taka(won));
  await expect(page.locator('[data-reward-badge]')).toHaveCount(0);
  const center = await apiValue<{ claimable: number }>(server.current.url, '/wps/promotions/rewards', token);
  expect(center.claimable).toBe(0);
  expect(await page.locator('body').innerText(), 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  expect(errors, 'console errors').toEqual([]);
  await page.close();

  // Bengali: the same lines, translated, with Bengali digits.
  const bn = await memberPhonePage(browser, server.current.url, 'bn', flow.member);
  await bn.page.goto(`${server.current.url}/rewardCenter`);
  const bnRoot = bn.page.locator('[data-page="reward-center"]');
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('পুরস্কার কেন্দ্র', { timeout: 30_000 });
  const bnLine = bnRoot.locator(`[data-reward="envelope:${flow.envelope}"]`);
  await expect(bnLine.locator('h2')).toHaveText('শুক্রবারের ভাগ্যের খাম');
  await expect(bnLine.locator('[data-reward-status]')).toHaveText('পেয়েছেন');
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'reward centre (bn, 375 px)');
  await screenshotAtWidths(bn.page, 'promotions-reward-center-bn');
  await bn.page.setViewportSize(PHONE);
  await bn.page.goto(`${server.current.url}/member/redEnvelope`);
  await expect(bn.page.locator(`[data-envelope="${flow.envelope}"] [data-envelope-got]`)).toBeVisible({
    timeout: 30_000,
  });
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await screenshotAtWidths(bn.page, 'promotions-envelope-bn');
  expect(bn.errors, 'console errors').toEqual([]);
  await bn.page.close();
});

test('a guest opening the reward centre is asked to log in', async ({ page }) => {
  await page.goto(`${server.current.url}/rewardCenter`);
  await expect(modal(page, 'login')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-page="reward-center"]')).toHaveCount(0);
});
