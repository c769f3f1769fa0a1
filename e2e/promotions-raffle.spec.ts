import type { Browser, Page } from '@playwright/test';
import { field, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { latinDigitsShown } from './support/bengali';
import {
  BENGALI_SCRIPT,
  expect,
  hideAnnouncementPopups,
  screenshotAtWidths,
  serverPerFile,
  test,
} from './support/fixtures';
import { apiValue, ledger } from './support/payments';
import { expectNoSidewaysScroll, operatorLogin } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * Raffles (issue 17, acceptance 4; decision 0055), at 375 px. The content operator publishes a
 * raffle (a ticket per 100.00 deposited, one cash prize): its seed commitment is public at once.
 * A new player joins it on /raffle, deposits 300.00 through the sandbox gateway and sees three
 * tickets, the countdown and the commitment. The server's clock is moved past the draw time and
 * the minute job draws; /raffle shows the result, the player claims the prize (the one ticket
 * holder wins it), and the verifier page recomputes the draw in the browser and says Verified.
 * Screenshots in English and Bengali.
 */
const server = serverPerFile({ jobs: true });

const PHONE = { width: 375, height: 812 };
const MINUTE_MS = 60_000;

type Raffle = { id: string; status: string; myTickets: number[]; commitment: string; seed: string | null };

const api = <T>(path: string, token: string, body?: unknown) =>
  apiValue<T>(server.current.url, path, token, body);

async function phonePage(browser: Browser, language: 'bn' | 'en', username: string, password: string) {
  const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(page, language);
  await hideAnnouncementPopups(page);
  const token = await startLoggedIn(page, server.current.url, username, password);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (page.url().includes('/sandbox-pay/')) return; // the gateway's page is not the site
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, token, errors };
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name);
  await page.setViewportSize(PHONE);
}

test('a player earns raffle tickets, the draw pays the prize and the verifier says verified', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const operator = await operatorLogin(server.current.url, 'content01');
  const now = Date.now();
  const drawAt = new Date(now + 30 * MINUTE_MS).toISOString();
  const { id } = await api<{ id: string }>('/bo/api/promotions', operator, {
    kind: 'raffle',
    category: 'events',
    status: 'published',
    title: { en: 'Friday lucky draw', bn: 'শুক্রবারের লাকি ড্র' },
    body: { en: 'A ticket for every 100 deposited.', bn: 'প্রতি ১০০ ডিপোজিটে একটি টিকিট।' },
    rules: {
      drawAt,
      perDeposit: { amount: '100.00', tickets: 1 },
      maxTicketsPerPlayer: 10,
      claimDays: 7,
      prizes: [{ kind: 'cash', count: 1, amount: '50.00' }],
    },
    visibleFrom: new Date(now - MINUTE_MS).toISOString(),
    activeFrom: new Date(now - MINUTE_MS).toISOString(),
    activeUntil: drawAt,
    perPlayerLimit: 1,
    globalLimit: null,
    sort: 0,
  });

  const member = { username: uniqueUsername('rf'), password: 'Fresh#2024' };
  await registerMember(server.current, member);
  const { page, token, errors } = await phonePage(browser, 'en', member.username, member.password);

  // Join on /raffle: the commitment is there before any ticket.
  await page.goto(`${server.current.url}/raffle`);
  const card = page.locator(`[data-page="raffle"] [data-raffle="${id}"]`);
  await expect(card).toHaveAttribute('data-raffle-status', 'open', { timeout: 30_000 });
  const before = (await api<{ list: Raffle[] }>('/wps/promotions/raffles', token)).list.find(
    (r) => r.id === id,
  );
  expect(before?.commitment).toMatch(/^[0-9a-f]{64}$/);
  await expect(card.locator('[data-raffle-commitment]')).toHaveAttribute('title', before?.commitment ?? '');
  await card.locator('[data-action="join-raffle"]').click();
  await expect(card.locator('[data-action="join-raffle"]')).toHaveCount(0);

  // 300.00 through the sandbox gateway → three tickets.
  await page.goto(`${server.current.url}/member/depositv2`);
  const form = page.locator('[data-page="deposit"] form[data-form="deposit"]');
  await expect(form.locator('[data-channel="SANDBOX_PAY"]')).toHaveAttribute('aria-pressed', 'true', {
    timeout: 30_000,
  });
  await field(form, 'amount').fill('300.00');
  await form.locator('[data-action="submit-deposit"]').click();
  await page.waitForURL(/\/sandbox-pay\/SBX[0-9A-F]{24}$/);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/member\/depositv2\?order=\d+&result=paid$/);

  await page.goto(`${server.current.url}/raffle`);
  await expect(card.locator('[data-raffle-tickets] li')).toHaveCount(3, { timeout: 30_000 });
  await expect(card.locator('[data-raffle-ticket-count]')).toHaveText('3 of 10');
  await expect(card.locator('[data-raffle-countdown]')).toContainText('Draw in');
  await expectNoSidewaysScroll(page, 'raffle (en, 375 px)');
  await shoot(page, 'promotions-raffle-en');

  // Bengali: the same page, Bengali digits.
  const bn = await phonePage(browser, 'bn', member.username, member.password);
  await bn.page.goto(`${server.current.url}/raffle`);
  const bnCard = bn.page.locator(`[data-page="raffle"] [data-raffle="${id}"]`);
  await expect(bnCard.locator('[data-raffle-tickets] li')).toHaveCount(3, { timeout: 30_000 });
  await expect(bn.page.locator('[data-page="raffle"] h1')).toHaveText('র‍্যাফেল');
  expect(await latinDigitsShown(bn.page)).toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'raffle (bn, 375 px)');
  await shoot(bn.page, 'promotions-raffle-bn');

  // The draw: the clock moves past the draw time and the minute job draws.
  await fetch(`${server.current.url}/wps/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date(Date.parse(drawAt) + 5000).toISOString() }),
  });
  await expect
    .poll(
      async () =>
        (await api<{ list: Raffle[] }>('/wps/promotions/raffles', token)).list.find((r) => r.id === id)
          ?.status,
      { timeout: 150_000, intervals: [5000] },
    )
    .toBe('drawn');
  await page.reload();
  await expect(card).toHaveAttribute('data-raffle-status', 'drawn', { timeout: 30_000 });
  await expect(card.locator('[data-raffle-results] ol li')).toHaveCount(1);
  await card.locator('[data-action="claim-raffle"]').click();
  await expect(page.locator('[data-raffle-claimed]')).toBeVisible();
  await expect(card.locator('[data-raffle-prize="paid"]')).toHaveCount(1);
  expect((await ledger(server.current.url, token)).cash).toBe(35_000n); // 300.00 deposited + the 50.00 prize
  await shoot(page, 'promotions-raffle-drawn-en');

  // The verifier: recomputed in the browser from the revealed seed.
  await card.locator('[data-raffle-verify]').click();
  await expect(page).toHaveURL(`${server.current.url}/raffle/verify/${id}`);
  const verdict = page.locator('[data-verify-result]');
  await expect(verdict).toHaveAttribute('data-verify-result', 'verified', { timeout: 30_000 });
  await expect(verdict).toHaveText('Verified');
  await expect(page.locator('[data-verify-step]')).toHaveCount(3);
  await expectNoSidewaysScroll(page, 'raffle verifier (en, 375 px)');
  await shoot(page, 'promotions-raffle-verify-en');

  await bn.page.goto(`${server.current.url}/raffle/verify/${id}`);
  const bnVerdict = bn.page.locator('[data-verify-result]');
  await expect(bnVerdict).toHaveAttribute('data-verify-result', 'verified', { timeout: 30_000 });
  await expect(bnVerdict).toHaveText('যাচাই সফল');
  expect(BENGALI_SCRIPT.test(await bn.page.locator('[data-page="raffle-verify"] h1').innerText())).toBe(true);
  await shoot(bn.page, 'promotions-raffle-verify-bn');
  await bn.page.goto(`${server.current.url}/raffle`);
  await expect(bnCard).toHaveAttribute('data-raffle-status', 'drawn', { timeout: 30_000 });
  await shoot(bn.page, 'promotions-raffle-drawn-bn');

  // A guest may verify too (the page is public).
  const guest = await browser.newPage({ viewport: PHONE, locale: 'en-US' });
  await startInLanguage(guest, 'en');
  await hideAnnouncementPopups(guest);
  await guest.goto(`${server.current.url}/raffle/verify/${id}`);
  await expect(guest.locator('[data-verify-result]')).toHaveAttribute('data-verify-result', 'verified', {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
  expect(bn.errors).toEqual([]);

  // The back office (the clock back to now: the authenticator code is checked against it): the
  // raffle's rules fields and its view (tickets, commitment, the paid prize).
  await fetch(`${server.current.url}/wps/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date().toISOString() }),
  });
  const console = await openConsole(browser, server.current.url, OPERATORS.owner);
  await console.goto(`${server.current.url}/backoffice/promotions/${id}`);
  await expect(console.getByTestId('raffle-fields')).toBeVisible({ timeout: 30_000 });
  await expect(console.getByLabel('Most tickets per player')).toHaveValue('10');
  const view = console.getByTestId('raffle-view');
  await expect(view).toContainText('Drawn');
  await expect(view).toContainText(before?.commitment ?? 'no commitment');
  await expect(console.getByTestId('raffle-prizes').locator('[data-status="paid"]')).toHaveCount(1);
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-raffle');
  await console.close();
});
