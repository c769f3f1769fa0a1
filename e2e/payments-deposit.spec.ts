import type { Page } from '@playwright/test';
import { field, fromAddress, sessionToken } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits, playerValue } from './support/money';
import { logInWithModal } from './support/session';

/*
 * Money in and out, the deposit half (docs/decisions/0019): demo deposits through the
 * sandbox gateway (redirect, Pay, signed webhook, back to the result) and the header balance and
 * the account rise by exactly the amount; a manual bKash deposit is submitted and shows pending;
 * a wrong amount shows a translated error beside the field. Screenshots at 375 and 1280 px.
 */
const server = serverPerFile({ jobs: true });
const DEPOSIT_PATH = '/member/depositv2';

/** The ledger's cash (consolidated funds) and the header balance call, in minor units. */
async function ledger(token: string): Promise<{ cash: bigint; header: bigint }> {
  const funds = await playerValue<{ cash: string }>(
    server.current.url,
    '/wps/member/info/funds/consolidated',
    token,
  );
  const balance = await playerValue<{ balance: string }>(
    server.current.url,
    '/wps/v2/wallets/balance',
    token,
  );
  return { cash: minorUnits(funds.cash), header: minorUnits(balance.balance) };
}

/** The ledger says `cash`, and so does the header of the page. */
async function expectCash(page: Page, token: string, cash: bigint) {
  expect(await ledger(token)).toEqual({ cash, header: cash });
  await expect
    .poll(() => page.locator('[data-region="header"] [data-balance-amount]').innerText().then(minorUnits))
    .toBe(cash);
}

test('deposit through the sandbox gateway, then a manual bKash deposit that waits for review', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('hisLang', 'en');
  });
  await fromAddress(page);
  await logInWithModal(page, server.current.url, 'demo', 'demo1234');
  const token = await sessionToken(page);
  if (!token) throw new Error('no session token after login');
  const start = (await ledger(token)).cash;

  await page.goto(`${server.current.url}${DEPOSIT_PATH}`);
  const deposit = page.locator('[data-page="deposit"]');
  await expect(deposit.getByRole('heading', { level: 1 })).toHaveText('Deposit');
  await expectCash(page, token, start);
  const form = deposit.locator('form[data-form="deposit"]');
  await expect(form.locator('[data-channel="SANDBOX_PAY"]')).toHaveAttribute('aria-pressed', 'true');
  await screenshotAtWidths(page, 'payments-deposit-channels');

  // A wrong amount is refused beside the field, in the page's language; nothing is created.
  await field(form, 'amount').fill('50');
  await form.locator('[data-action="submit-deposit"]').click();
  await expect(form.locator('[data-field="amount"] .field__error')).toHaveText(
    /^The minimum amount is .*100\.00$/,
  );
  await field(form, 'amount').fill('12.345');
  await expect(field(form, 'amount')).toHaveValue('12.345');
  await form.locator('[data-action="submit-deposit"]').click();
  await expect(form.locator('[data-field="amount"] .field__error')).toHaveText(
    'Please enter a positive amount with at most 2 decimals',
  );
  await screenshotAtWidths(page, 'payments-deposit-amount-error');
  await expect(deposit.locator('[data-section="deposit-history"] [data-deposit]')).toHaveCount(0);

  // The gateway: a full redirect to the sandbox's page, Pay, and back to the result.
  await field(form, 'amount').fill('1234.50');
  await expect(form.locator('[data-fee-preview]')).toContainText('1,234.50');
  await form.locator('[data-action="submit-deposit"]').click();
  await page.waitForURL(/\/sandbox-pay\/SBX[0-9A-F]{24}$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('1234.50 BDT');
  await screenshotAtWidths(page, 'payments-deposit-sandbox');
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/member\/depositv2\?order=\d+&result=paid$/);
  const result = page.locator('[data-section="deposit-result"]');
  await expect(result.locator('[data-result="paid"]')).toBeVisible();
  await expect(result.getByRole('status')).toContainText('1,234.50');
  await expectCash(page, token, start + 123_450n);
  await screenshotAtWidths(page, 'payments-deposit-paid');

  // A manual bKash deposit: the account to pay to, a quick amount, the reference → pending.
  await result.locator('[data-action="new-deposit"]').click();
  await form.locator('[data-channel="BKASH"]').click();
  const payTo = form.locator('[data-section="pay-to"]');
  await expect(payTo.locator('[data-pay="accountNumber"]')).toContainText('01700000099');
  await form.locator('[data-quick="1000"]').click();
  await expect(field(form, 'amount')).toHaveValue('1000');
  await form.locator('[data-action="submit-deposit"]').click();
  await expect(form.locator('[data-field="reference"] .field__error')).toHaveText(
    'Please enter the transaction ID of your payment',
  );
  await field(form, 'reference').fill(`BK${Date.now().toString(36).toUpperCase()}`);
  await form.locator('[data-action="submit-deposit"]').click();
  await expect(form.locator('[data-deposit-done]')).toContainText('1,000.00');
  const history = deposit.locator('[data-section="deposit-history"]');
  await expect(history.locator('[data-status="pending"]')).toHaveCount(1);
  await expect(history.locator('[data-status="pending"] .deposit__status')).toHaveText('Pending');
  await expect(history.locator('[data-status="paid"]')).toHaveCount(1);
  // Nothing is credited until an operator confirms it.
  await expectCash(page, token, start + 123_450n);
  await screenshotAtWidths(page, 'payments-deposit-pending');

  // The account record: the newest movement is the gateway deposit, its balance after the ledger's.
  await page.goto(`${server.current.url}/member/transactionHistory`);
  const newest = page.locator('[data-records="transactions"] [data-record-row]').first();
  const cell = (col: string) => newest.locator(`[data-col="${col}"]`).innerText();
  await expect.poll(() => cell('amount').then(minorUnits), { timeout: 30_000 }).toBe(123_450n);
  expect(minorUnits(await cell('balanceAfter'))).toBe((await ledger(token)).cash);
  await expect(newest.locator('[data-col="type"]')).toHaveText('Deposit');
});
