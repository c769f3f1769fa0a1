import type { Page } from '@playwright/test';
import { DEMO_OPERATORS } from '../apps/server/src/modules/backoffice/backoffice.seed';
import { field, fromAddress, header, sessionToken } from './support/accounts';
import { expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue, ledger as ledgerOf, tinyPng } from './support/payments';
import { logInWithModal } from './support/session';
import { TestAuthenticator } from './support/totp';

/*
 * Money in and out, the withdrawal half (docs/decisions/0020): demo binds a bKash wallet,
 * withdraws with the payment password (the amount moves to frozen), the finance operator
 * approves and pays out through the API, demo confirms receipt in the dialog. At each step the
 * header balance and the page's balances agree with the ledger. Screenshots at 375 and 1280 px.
 */
const server = serverPerFile({ jobs: true });
const WITHDRAW_PATH = '/member/withdraw';

type Envelope<T> = { success: boolean; value: T; code?: string; message: string };

const api = <T>(path: string, token: string, body?: unknown) =>
  apiValue<T>(server.current.url, path, token, body);
const ledger = (token: string) => ledgerOf(server.current.url, token);

/** The header, the withdraw page's two balances and the ledger all say the same. */
async function expectAgreement(page: Page, token: string, expected: { cash: bigint; frozen: bigint }) {
  const now = await ledger(token);
  expect(now).toEqual({ ...expected, header: expected.cash });
  const shown = (selector: string) => page.locator(selector).innerText().then(minorUnits);
  // Generous waits: the page refetches after each step, and a loaded test machine is slow.
  const wait = { timeout: 30_000 };
  await expect
    .poll(() => header(page).locator('[data-balance-amount]').innerText().then(minorUnits), wait)
    .toBe(expected.cash);
  await expect.poll(() => shown('[data-balance="cash"] strong'), wait).toBe(expected.cash);
  await expect.poll(() => shown('[data-balance="frozen"] strong'), wait).toBe(expected.frozen);
}

/** The finance operator's session, signed in once per file (a TOTP code is good for one login). */
let operatorSession: Promise<string> | undefined;
function operatorToken(): Promise<string> {
  operatorSession ??= signInFinance();
  return operatorSession;
}

async function signInFinance(): Promise<string> {
  const finance = DEMO_OPERATORS.find((o) => o.username === 'finance01');
  if (!finance) throw new Error('no finance01 in the demo operators');
  const response = await fetch(`${server.current.url}/bo/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({
      username: finance.username,
      password: finance.password,
      totp: await new TestAuthenticator(finance.totpSecret).nextCode(),
    }),
  });
  const envelope = (await response.json()) as Envelope<{ token: string }>;
  if (!envelope.success) throw new Error(`operator login: ${envelope.code} ${envelope.message}`);
  return envelope.value.token;
}

/** demo signs in through the login modal, the site in English (plain digits); returns the token. */
async function signInDemo(page: Page): Promise<string> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('hisLang', 'en');
  });
  await fromAddress(page);
  await logInWithModal(page, server.current.url, 'demo', 'demo1234');
  const token = await sessionToken(page);
  if (!token) throw new Error('no session token after login');
  return token;
}

test('bind bKash, withdraw with the payment password, operator pays out, confirm received', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInDemo(page);
  const start = await ledger(token);

  await page.goto(`${server.current.url}${WITHDRAW_PATH}`);
  const withdraw = page.locator('[data-page="withdraw"]');
  await expect(withdraw.getByRole('heading', { level: 1 })).toHaveText('Withdraw');
  await expectAgreement(page, token, start);

  // Bind a bKash wallet under the demo payee name.
  const bind = withdraw.locator('form[data-form="bind-payout-account"]');
  // The wallet goes by the name the deposit page gives it, not by its code.
  await expect(bind.locator('[data-provider="BKASH"]')).toHaveText('bKash');
  await bind.locator('[data-provider="BKASH"]').click();
  await field(bind, 'walletNumber').fill('01712345678');
  await expect(field(bind, 'payeeName')).toHaveValue('Demo Player');
  await bind.locator('button[type="submit"]').click();
  await expect(withdraw.locator('[data-payout-account="BKASH"]')).toContainText('*******5678');
  await expect(withdraw.locator('[data-payout-account="BKASH"] .withdraw__account-provider')).toHaveText(
    'bKash',
  );
  await screenshotAtWidths(page, 'payments-withdraw-bound');

  // A wrong amount is refused beside the field; then 1,250.50 with the payment password.
  const form = withdraw.locator('form[data-form="withdraw"]');
  await field(form, 'amount').fill('50');
  await field(form, 'paymentPassword').fill('246810');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-field="amount"] .field__error')).toHaveText(
    'The minimum amount is 100.00',
  );
  await field(form, 'amount').fill('1250.50');
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-withdraw-done]')).toBeVisible();
  const pending = withdraw.locator('[data-section="withdraw-history"] [data-status="pending"]');
  await expect(pending).toHaveCount(1);
  const withdrawalId = await pending.getAttribute('data-withdrawal');
  const afterRequest = { cash: start.cash - 125_050n, frozen: start.frozen + 125_050n };
  await expectAgreement(page, token, afterRequest);
  await screenshotAtWidths(page, 'payments-withdraw-pending');

  // The finance operator approves and records the payout through the back-office API.
  const operator = await operatorToken();
  const queue = await api<{ list: { id: string }[] }>(
    '/bo/api/payments/withdrawals?status=pending',
    operator,
  );
  expect(queue.list.map((w) => w.id)).toContain(withdrawalId);
  await api(`/bo/api/payments/withdrawals/${withdrawalId}/approve`, operator, {});
  await api(`/bo/api/payments/withdrawals/${withdrawalId}/payout`, operator, { reference: 'BKASH-E2E-1' });
  const afterPayout = { cash: afterRequest.cash, frozen: start.frozen };

  // The page shows it paid (reload: the list polls only while a decision is awaited).
  await page.reload();
  const paid = withdraw.locator(`[data-withdrawal="${withdrawalId}"][data-status="paid"]`);
  await expect(paid).toBeVisible({ timeout: 30_000 });
  await expectAgreement(page, token, afterPayout);
  await paid.locator('[data-action="confirm-withdrawal"]').click();
  const dialog = page.locator('dialog[data-modal="withdraw-confirm"]');
  await expect(dialog).toBeVisible();
  await screenshotAtWidths(page, 'payments-withdraw-confirm', { fullPage: false });
  await dialog.locator('[data-answer="received"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(withdraw.locator(`[data-withdrawal="${withdrawalId}"]`)).toHaveAttribute(
    'data-status',
    'completed',
  );
  await expectAgreement(page, token, afterPayout);
  await screenshotAtWidths(page, 'payments-withdraw-completed');

  // The account record (cash): the newest movement is the withdrawal, its balance the ledger's.
  await page.goto(`${server.current.url}/member/transactionHistory`);
  const newest = page.locator('[data-records="transactions"] [data-record-row]').first();
  const cell = (col: string) => newest.locator(`[data-col="${col}"]`).innerText();
  await expect.poll(() => cell('amount').then(minorUnits), { timeout: 30_000 }).toBe(-125_050n);
  expect(minorUnits(await cell('balanceAfter'))).toBe(afterPayout.cash);
  await expect(newest.locator('[data-col="type"]')).toHaveText('Withdrawal');
});

test('not received: a screenshot is previewed, uploaded and a dispute opens', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signInDemo(page);
  // Set up through the API: a Nagad account, a withdrawal to it, approved and paid out.
  const account = await api<{ id: string }>('/wps/withdrawals/payout-accounts', token, {
    kind: 'ewallet',
    provider: 'NAGAD',
    walletNumber: '01898765432',
    payeeName: 'Demo Player',
  });
  const accountId = account.id;
  const created = await api<{ id: string }>('/wps/withdrawals', token, {
    payoutAccountId: accountId,
    amount: '300',
    paymentPassword: '246810',
    requestId: `e2e-${Date.now()}`,
  });
  const operator = await operatorToken();
  await api(`/bo/api/payments/withdrawals/${created.id}/approve`, operator, {});
  await api(`/bo/api/payments/withdrawals/${created.id}/payout`, operator, { reference: 'BKASH-E2E-2' });

  await page.goto(`${server.current.url}${WITHDRAW_PATH}`);
  const item = page.locator(`[data-withdrawal="${created.id}"][data-status="paid"]`);
  await item.locator('[data-action="confirm-withdrawal"]').click();
  const dialog = page.locator('dialog[data-modal="withdraw-confirm"]');
  await dialog.locator('[data-answer="not_received"]').click();
  // Without a screenshot the claim is not sent.
  await dialog.locator('[data-answer="send-not-received"]').click();
  await expect(dialog.locator('[data-form-error]')).toHaveText('Please add at least one screenshot as proof');
  await dialog.locator('input[data-field="proofs"]').setInputFiles({
    name: 'bkash-history.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  });
  await expect(dialog.locator('.withdraw__preview img')).toHaveCount(1);
  await dialog.locator('textarea').fill('Nothing arrived in my bKash');
  await screenshotAtWidths(page, 'payments-withdraw-not-received', { fullPage: false });
  await dialog.locator('[data-answer="send-not-received"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`[data-withdrawal="${created.id}"]`)).toHaveAttribute('data-status', 'disputed');
  // The operator sees the dispute with the image, and can open it.
  const disputes = await api<{ list: { id: string; proofs: { id: string }[] }[] }>(
    '/bo/api/payments/disputes',
    operator,
  );
  const disputed = disputes.list.find((w) => w.id === created.id);
  expect(disputed?.proofs).toHaveLength(1);
  const image = await fetch(
    `${server.current.url}/bo/api/payments/withdrawals/${created.id}/proofs/${disputed?.proofs[0]?.id}`,
    { headers: { authorization: `Bearer ${operator}` } },
  );
  expect(image.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await image.arrayBuffer()).equals(tinyPng())).toBe(true);
});
