import type { Page } from '@playwright/test';
import { modal } from './support/accounts';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { expectNoSidewaysScroll, memberPhonePage, PHONE, shootFromTop } from './support/promotions';

/*
 * The points mall (docs/decisions/0062). A guest at 375 px sees the demo goods on /pointMall and
 * gets the login popup on Redeem. The demo player (5,000 demo points, payment password 246810)
 * redeems "Cash 10" for 100 points with the payment password at 375 px: the balance drops to
 * 4,900, the redeem is in process on /pointMall/history and in the points details; then converts
 * 100 points to cash. The finance operator approves the redeem in the back office's queue; the
 * content operator's goods list shows it redeemed once. Screenshots in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const DEMO = { username: 'demo', password: 'demo1234' };
const PAY = '246810';

async function payAndConfirm(page: Page, dialogName: string, confirm: RegExp) {
  const dialog = page.locator(`[data-modal="${dialogName}"]`);
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-field="paymentPassword"] input').fill(PAY);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
}

test('a guest sees the goods and is asked to log in to redeem', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${server.current.url}/pointMall`);
  const root = page.locator('[data-page="point-mall"]');
  await expect(root.locator('[data-goods]').first()).toBeVisible({ timeout: 30_000 });
  await expect(root.locator('[data-goods]')).toHaveCount(5);
  await expect(root.locator('[data-points-balance="guest"]')).toBeVisible();
  await root.locator('[data-goods]').first().locator('[data-action="redeem-goods"]').click();
  await expect(modal(page, 'login')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the points mall for a guest');
});

test('the demo player redeems a mall item and converts points at 375 px (English)', async ({ browser }) => {
  test.setTimeout(180_000);
  const url = server.current.url;
  const { page, errors } = await memberPhonePage(browser, url, 'en', DEMO);
  await page.goto(`${url}/pointMall`);
  const root = page.locator('[data-page="point-mall"]');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Points mall', { timeout: 30_000 });
  await expect(root.locator('[data-points-balance="5000"]')).toHaveText('5,000');
  await shootFromTop(page, 'points-mall-en');

  const cash10 = root.locator('[data-goods]').filter({ hasText: 'Cash 10' });
  await expect(cash10.locator('[data-goods-price="100"]')).toHaveText('100 points');
  await cash10.locator('[data-action="redeem-goods"]').click();
  await payAndConfirm(page, 'redeem-goods', /Redeem for 100 points/);
  await expect(root.locator('[data-points-done]')).toHaveText('Cash 10 was redeemed and is in process.');
  await expect(root.locator('[data-points-balance="4900"]')).toHaveText('4,900');
  await expectNoSidewaysScroll(page, 'the points mall');

  await root.locator('[data-action="convert-points"]').click();
  const convert = page.locator('[data-modal="convert-points"]');
  await convert.locator('[data-field="points"] input').fill('100');
  await expect(convert.locator('[data-convert-cash]')).toContainText('You get');
  await payAndConfirm(page, 'convert-points', /^Convert$/);
  await expect(root.locator('[data-points-done]')).toContainText('100 points were converted to');
  await expect(root.locator('[data-points-balance="4800"]')).toBeVisible();

  await page.locator('[data-points-tab="history"]').click();
  const history = page.locator('[data-page="point-mall-history"]');
  await expect(history.locator('[data-redeem-status="in_process"]')).toHaveCount(1);
  await expect(history.locator('[data-redeem]').first()).toContainText('Cash 10');
  await expectNoSidewaysScroll(page, 'the redeem history');
  await shootFromTop(page, 'points-history-en');

  await page.locator('[data-points-tab="details"]').click();
  const details = page.locator('[data-page="point-mall-details"]');
  await expect(details.locator('[data-points-txn="convert"]')).toHaveCount(1);
  await expect(details.locator('[data-points-txn="redeem"]')).toContainText('Redeemed: Cash 10');
  await expectNoSidewaysScroll(page, 'the points details');
  await shootFromTop(page, 'points-details-en');
  expect(errors).toEqual([]);
  await page.close();
});

test('the mall, history and details in Bengali', async ({ browser }) => {
  test.setTimeout(120_000);
  const url = server.current.url;
  const { page, errors } = await memberPhonePage(browser, url, 'bn', DEMO);
  for (const [path, pageName, shot] of [
    ['/pointMall', 'point-mall', 'points-mall-bn'],
    ['/pointMall/history', 'point-mall-history', 'points-history-bn'],
    ['/pointMall/details', 'point-mall-details', 'points-details-bn'],
  ] as const) {
    await page.goto(`${url}${path}`);
    const root = page.locator(`[data-page="${pageName}"]`);
    await expect(root.getByRole('heading', { level: 1 })).toHaveText(BENGALI_SCRIPT, { timeout: 30_000 });
    await expect(root.locator('.pmall__row, .pmall__goods').first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await shootFromTop(page, shot);
  }
  expect(errors).toEqual([]);
  await page.close();
});

test('the finance operator approves the redeem; the goods list counts it (back office, English and Bengali)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const url = server.current.url;
  const finance = await openConsole(browser, url, OPERATORS.finance);
  await finance.goto(`${url}/backoffice/loyalty/redeems`);
  const queue = finance.getByTestId('redeem-queue');
  const row = queue.locator('[data-redeem]').filter({ hasText: 'Cash 10' });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText('demo');
  await checkPhoneLayoutAndScreenshot(finance, 'points-bo-queue-en');
  await row.locator('[data-action="approve-redeem"]').click();
  await expect(queue.locator('[role="status"]')).toContainText('is now Approved');
  await queue.getByLabel('Status').selectOption('');
  await expect(queue.locator('[data-redeem-status="approved"]')).toHaveCount(1);
  await finance.locator('[data-language="bn"]').first().click();
  await expect(queue.getByRole('heading', { level: 2 })).toHaveText(BENGALI_SCRIPT);
  await checkPhoneLayoutAndScreenshot(finance, 'points-bo-queue-bn');
  await finance.close();

  const content = await openConsole(browser, url, OPERATORS.content);
  await content.goto(`${url}/backoffice/loyalty/mall`);
  const goods = content.getByTestId('mall-goods');
  const cash10 = goods.locator('[data-goods]').filter({ hasText: 'Cash 10' });
  await expect(cash10).toBeVisible({ timeout: 30_000 });
  await expect(cash10.locator('td').nth(5)).toHaveText('1');
  await checkPhoneLayoutAndScreenshot(content, 'points-bo-goods-en');
  await content.locator('[data-language="bn"]').first().click();
  await expect(goods.getByRole('heading', { level: 2 })).toHaveText(BENGALI_SCRIPT);
  await checkPhoneLayoutAndScreenshot(content, 'points-bo-goods-bn');
  await content.close();

  // The player's history shows the approval.
  const { page } = await memberPhonePage(browser, url, 'en', DEMO);
  await page.goto(`${url}/pointMall/history`);
  await expect(page.locator('[data-redeem-status="approved"]')).toHaveCount(1, { timeout: 30_000 });
  await page.close();
});
