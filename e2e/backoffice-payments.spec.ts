import type { Locator, Page } from '@playwright/test';
import { field } from './support/accounts';
import {
  checkPhoneLayoutAndScreenshot,
  errorBeside,
  OPERATORS,
  openConsole,
  sharedConsole,
} from './support/backoffice';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue, ledger, stripedPng } from './support/payments';
import { logInInEnglish } from './support/session';

/*
 * The payments and games pages of the console (decision 0034): demo requests a
 * withdrawal on the site, the finance operator signs in with TOTP and approves and pays it out in
 * the withdrawal queue, and demo's record and balance follow; a dispute's proof image opens in
 * the viewer; a channel whose minimum is above its maximum is refused beside the field; the owner
 * rotates a vendor's signing secret and sees it once. Screenshots at 375 and 1280 px.
 */
const server = serverPerFile({ database: 'postgres', jobs: true });
test.describe.configure({ mode: 'serial' });

/** The queue table's row of one withdrawal (its id cell, exactly). */
const rowOf = (table: Locator, id: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('cell', { name: id, exact: true }) });

/** Confirms a money action in its dialog (with the payout reference when it asks for one). */
async function confirmAction(console: Page, action: string, reference?: string): Promise<void> {
  const dialog = console.getByRole('dialog', { name: `Confirm: ${action}` });
  if (reference) await dialog.getByLabel('Payout reference').fill(reference);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

async function openPaymentsTab(console: Page, tab: string): Promise<void> {
  await console.getByRole('navigation').getByRole('link', { name: 'Payments', exact: true }).click();
  await console.getByRole('tab', { name: tab, exact: true }).click();
}

test.describe('back office: payments and games', () => {
  let demoToken = '';
  const consolePage = sharedConsole(server, OPERATORS.finance);

  test('a withdrawal demo requests is approved and paid out in the queue; record and balance follow', async ({
    page: site,
  }) => {
    const console = consolePage();
    test.setTimeout(180_000);
    demoToken = await logInInEnglish(site, server.current.url, 'demo', 'demo1234');
    const start = await ledger(server.current.url, demoToken);
    await site.goto(`${server.current.url}/member/withdraw`);
    const withdraw = site.locator('[data-page="withdraw"]');
    const bind = withdraw.locator('form[data-form="bind-payout-account"]');
    await bind.locator('[data-provider="BKASH"]').click();
    await field(bind, 'walletNumber').fill('01712345678');
    await bind.locator('button[type="submit"]').click();
    await expect(withdraw.locator('[data-payout-account="BKASH"]')).toBeVisible();
    const form = withdraw.locator('form[data-form="withdraw"]');
    await field(form, 'amount').fill('750');
    await field(form, 'paymentPassword').fill('246810');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-withdraw-done]')).toBeVisible();
    const pending = withdraw.locator('[data-section="withdraw-history"] [data-status="pending"]');
    await expect(pending).toHaveCount(1);
    const id = (await pending.getAttribute('data-withdrawal')) ?? '';
    expect(id).toMatch(/^\d+$/);

    // The finance operator approves it in the pending queue.
    await openPaymentsTab(console, 'Withdrawals');
    const table = console.getByTestId('withdrawals-table');
    const row = rowOf(table, id);
    await expect(row).toContainText('750.00');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-payments-withdrawals');
    await row.getByRole('button', { name: 'Approve' }).click();
    await confirmAction(console, 'Approve');
    await expect(row).toHaveCount(0);
    // Then marks it paid out from the approved queue.
    await console.getByLabel('Status').selectOption('approved');
    await rowOf(table, id).getByRole('button', { name: 'Mark paid out' }).click();
    await confirmAction(console, 'Mark paid out', 'TRX-E2E-750');
    await expect(rowOf(table, id)).toHaveCount(0);
    await console.getByLabel('Status').selectOption('paid');
    await expect(rowOf(table, id)).toContainText('Paid');

    // demo's record shows it paid; the 750 left cash when requested and frozen at payout.
    await site.reload();
    await expect(withdraw.locator(`[data-withdrawal="${id}"][data-status="paid"]`)).toBeVisible({
      timeout: 30_000,
    });
    const now = await ledger(server.current.url, demoToken);
    expect(now).toEqual({ cash: start.cash - 75_000n, frozen: start.frozen, header: start.cash - 75_000n });
    await expect
      .poll(() => site.locator('[data-balance="cash"] strong').innerText().then(minorUnits), {
        timeout: 30_000,
      })
      .toBe(now.cash);
  });

  test('a dispute shows its proof image, loaded with the operator token, enlarged on click', async () => {
    const console = consolePage();
    test.setTimeout(120_000);
    const url = server.current.url;
    const options = await apiValue<{ accounts: { id: string }[] }>(
      url,
      '/wps/withdrawals/options',
      demoToken,
    );
    const account = options.accounts[0];
    const created = await apiValue<{ id: string }>(url, '/wps/withdrawals', demoToken, {
      payoutAccountId: account?.id,
      amount: '300',
      paymentPassword: '246810',
      requestId: `e2e-bo-${Date.now()}`,
    });
    await openPaymentsTab(console, 'Withdrawals');
    await console.getByLabel('Status').selectOption('pending');
    const table = console.getByTestId('withdrawals-table');
    await rowOf(table, created.id).getByRole('button', { name: 'Approve' }).click();
    await confirmAction(console, 'Approve');
    await console.getByLabel('Status').selectOption('approved');
    await rowOf(table, created.id).getByRole('button', { name: 'Mark paid out' }).click();
    await confirmAction(console, 'Mark paid out', 'TRX-E2E-300');
    await expect(rowOf(table, created.id)).toHaveCount(0);
    // demo says it did not arrive, with a screenshot as proof.
    const upload = await fetch(`${url}/wps/withdrawals/${created.id}/proofs?fileName=bkash-history.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoToken}`, 'content-type': 'image/png', 'x-lang': 'en' },
      body: new Uint8Array(stripedPng(480, 320)),
    });
    expect(upload.status).toBe(200);
    await apiValue(url, `/wps/withdrawals/${created.id}/confirmation`, demoToken, {
      result: 'not_received',
      note: 'Nothing arrived in my bKash',
    });

    await console.getByRole('tab', { name: 'Disputes', exact: true }).click();
    const disputes = console.getByTestId('disputes-table');
    await rowOf(disputes, created.id)
      .getByRole('button', { name: /^Details/ })
      .click();
    const detail = console.getByTestId('withdrawal-detail');
    await expect(detail).toContainText('Nothing arrived in my bKash');
    const thumbnail = detail.getByRole('img', { name: 'Proof bkash-history.png' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expect(thumbnail).toHaveAttribute('src', /^blob:/);
    await detail.getByRole('button', { name: 'Enlarge bkash-history.png' }).click();
    const viewer = console.getByRole('dialog', { name: 'Proof bkash-history.png' });
    await expect(viewer.getByRole('img')).toBeVisible();
    await screenshotAtWidths(console, 'backoffice-payments-proof-viewer', { fullPage: false });
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('channel settings: a minimum above the maximum is refused beside the field, then saved', async () => {
    const console = consolePage();
    await openPaymentsTab(console, 'Deposit channels');
    const channels = console.getByTestId('channels-table');
    await channels.locator('tr[data-code="BKASH"]').getByRole('button', { name: 'Edit' }).click();
    const form = console.getByRole('form', { name: 'Edit' });
    await form.getByLabel('Minimum', { exact: true }).fill('90000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(await errorBeside(form, 'Minimum')).toHaveText('The minimum cannot be above the maximum');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-payments-channel-error');
    // A format the browser refuses, beside its own field.
    await form.getByLabel('Minimum', { exact: true }).fill('1O0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(await errorBeside(form, 'Minimum')).toHaveText('Enter an amount such as 500 or 500.50');

    await form.getByLabel('Minimum', { exact: true }).fill('150');
    await form.getByLabel('Opens at').fill('07:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(channels.locator('tr[data-code="BKASH"]')).toContainText('150.00 –');
    await expect(channels.locator('tr[data-code="BKASH"]')).toContainText('07:00 –');
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-payments-channels');

    await console.getByRole('tab', { name: 'Withdrawal methods', exact: true }).click();
    await expect(console.getByTestId('methods-table').locator('tr[data-code="BKASH"]')).toBeVisible();
    await checkPhoneLayoutAndScreenshot(console, 'backoffice-payments-methods');
  });

  test('the owner rotates a vendor signing secret: shown once in the dialog, a new fingerprint after', async ({
    browser,
  }) => {
    const owner = await openConsole(browser, server.current.url, OPERATORS.owner);
    try {
      await owner.getByRole('navigation').getByRole('link', { name: 'Games', exact: true }).click();
      const row = owner.getByTestId('vendor-secrets-table').locator('tr[data-vendor="PG"]');
      const before = await row.locator('code').innerText();
      await row.getByRole('button', { name: 'Rotate secret' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Rotate the signing secret of PG' });
      await dialog.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(await errorBeside(dialog, 'Reason')).toHaveText('Write at least 3 characters');
      await dialog.getByLabel('Reason').fill('quarterly key rotation');
      await dialog.getByRole('button', { name: 'Rotate secret' }).click();
      const secret = dialog.getByTestId('new-vendor-secret');
      await expect(secret).toHaveText(/^[0-9a-f]{64}$/);
      await screenshotAtWidths(owner, 'backoffice-games-rotate-secret', { fullPage: false });
      const shown = await secret.innerText();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(row.locator('code')).not.toHaveText(before);
      await expect(row).toContainText('Old secret accepted until');
      // Never readable again: not on the page once the dialog is closed.
      await expect(owner.locator('body')).not.toContainText(shown);
      await checkPhoneLayoutAndScreenshot(owner, 'backoffice-games-vendors');
    } finally {
      await owner.close();
    }
  });
});
