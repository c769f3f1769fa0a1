import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { expect, serverPerFile, test } from './support/fixtures';
import { apiValue } from './support/payments';
import { logInInEnglish } from './support/session';

/*
 * The cashier's desk (docs/decisions/0043): demo binds a bKash wallet and asks for 1,250.50; the
 * finance operator signs in with TOTP, opens the withdrawal, reveals the full wallet number (an
 * audited action), approves after a confirmation naming the amount and the player, marks it paid
 * out with the bKash TrxID after another confirmation; demo then sees the TrxID in the account
 * record. Screenshots of the queue and the details at 375 and 1280 px.
 */
const server = serverPerFile({ database: 'postgres', jobs: true });

const ROOT = path.resolve(import.meta.dirname, '..');
const AFTER_DIR = path.join(ROOT, 'artifacts/issue-15/after');
const WALLET = '01712345678';
const TRX_ID = 'TRX8K2M4P9Q';

/** Screenshots at both widths, and the 375 px one also kept as the "after" picture. */
async function screenshots(page: Page, name: string, after: string): Promise<void> {
  await checkPhoneLayoutAndScreenshot(page, name);
  mkdirSync(AFTER_DIR, { recursive: true });
  copyFileSync(path.join(ROOT, 'artifacts/screenshots', `${name}-375.png`), path.join(AFTER_DIR, after));
}

/** The queue table's row of one withdrawal (its id cell, exactly). */
const rowOf = (table: Locator, id: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('cell', { name: id, exact: true }) });

test('finance reveals the account, approves and pays out with a reference after confirmations; demo sees it', async ({
  page: site,
  browser,
}) => {
  test.setTimeout(240_000);
  const url = server.current.url;
  const demo = await logInInEnglish(site, url, 'demo', 'demo1234');
  const account = await apiValue<{ id: string }>(url, '/wps/withdrawals/payout-accounts', demo, {
    kind: 'ewallet',
    provider: 'BKASH',
    walletNumber: WALLET,
    payeeName: 'Demo Player',
  });
  const created = await apiValue<{ id: string }>(url, '/wps/withdrawals', demo, {
    payoutAccountId: account.id,
    amount: '1250.50',
    paymentPassword: '246810',
    requestId: `e2e-cashier-${Date.now()}`,
  });

  const console = await openConsole(browser, url, OPERATORS.finance);
  try {
    await console.getByRole('navigation').getByRole('link', { name: 'Payments', exact: true }).click();
    await console.getByRole('tab', { name: 'Withdrawals', exact: true }).click();
    const table = console.getByTestId('withdrawals-table');
    const row = rowOf(table, created.id);
    // The player by name (a link to their page), the amount grouped, the number masked.
    await expect(row.getByRole('link', { name: 'demo', exact: true })).toHaveAttribute(
      'href',
      /\/backoffice\/players\?player=\d+$/,
    );
    await expect(row).toContainText('1,250.50 BDT');
    await expect(row).toContainText('*******5678');
    await expect(row).not.toContainText(WALLET);
    await expect(row.locator('[data-flag="new_payout_account"]')).toBeVisible();
    await screenshots(console, 'backoffice-cashier-queue', 'withdrawal-queue-375.png');

    await row.getByRole('button', { name: /^Details/ }).click();
    const detail = console.getByTestId('withdrawal-detail');
    await expect(detail.getByTestId('payout-account-number')).toHaveText('BKASH *******5678');
    await detail.getByRole('button', { name: 'Show full number' }).click();
    await expect(detail.getByTestId('payout-account-number')).toHaveText(`BKASH ${WALLET}`);
    await expect(detail.getByTestId('withdrawal-amount')).toContainText('1,250.50 BDT');
    await expect(detail.getByTestId('withdrawal-turnover')).toContainText('BDT');
    await detail.scrollIntoViewIfNeeded();
    await screenshots(console, 'backoffice-cashier-details', 'withdrawal-details-375.png');

    // Approve: a dialog names the amount and the player; nothing happens until it is confirmed.
    await detail.getByRole('button', { name: 'Approve', exact: true }).click();
    const approve = console.getByRole('dialog', { name: 'Confirm: Approve' });
    await expect(approve.getByTestId('money-action-question')).toHaveText(
      'Approve the withdrawal of 1,250.50 BDT for demo?',
    );
    await approve.getByRole('button', { name: 'Confirm' }).click();
    await expect(approve).toBeHidden();
    await expect(row).toHaveCount(0);

    // Pay out: the reference is required and checked before anything is sent.
    await detail.getByRole('button', { name: 'Mark paid out', exact: true }).click();
    const payout = console.getByRole('dialog', { name: 'Confirm: Mark paid out' });
    await expect(payout.getByTestId('money-action-question')).toHaveText(
      'Mark 1,250.50 BDT as paid out to demo?',
    );
    await payout.getByRole('button', { name: 'Confirm' }).click();
    await expect(payout.getByText('Enter 4–64 letters, digits or - _ / .')).toBeVisible();
    await payout.getByLabel('Payout reference').fill(` ${TRX_ID} `);
    await payout.getByRole('button', { name: 'Confirm' }).click();
    await expect(payout).toBeHidden();
    await expect(detail.getByTestId('payout-reference')).toHaveText(TRX_ID);
    await console.getByLabel('Status').selectOption('paid');
    await expect(rowOf(table, created.id)).toContainText('Paid');
  } finally {
    await console.close();
  }

  // demo's account record shows the channel's reference beside the withdrawal.
  await site.goto(`${url}/member/transactionHistory`);
  const record = site.locator('[data-page="transaction-history"]');
  await record.locator('select[name="group"]').selectOption('withdrawal');
  await expect(record.locator(`[data-payout-reference="${TRX_ID}"]`).first()).toContainText(
    `Payout reference ${TRX_ID}`,
  );
});
