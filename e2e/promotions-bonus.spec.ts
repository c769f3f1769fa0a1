import type { Browser, Page } from '@playwright/test';
import { field, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { latinDigitsShown } from './support/bengali';
import {
  BENGALI_SCRIPT,
  expect,
  hideAnnouncementPopups,
  screenshotAtWidths,
  serverPerFile,
  test,
} from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue } from './support/payments';
import { expectNoSidewaysScroll, operatorLogin, taka } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * Bonus money, the player's side (docs/decisions/0051). The finance operator grants demo a bonus
 * through the back-office API (100.00, wagered twice, locking a 300.00 deposit); demo plays a few
 * rounds of a studio slot, so wagering lines exist. On /member/bonusDetails at 375 px the figures,
 * the card and its progress bar say what the API says, and the wagering history lists the rounds;
 * screenshots in English and Bengali. The withdraw page names the locked cash and refuses more
 * than the withdrawable amount; forfeiting on bonusDetails (after its confirm step) ends the bonus
 * and releases the lock; forfeiting a bonus that has already ended shows the server's refusal.
 * A fresh member sees the empty state.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const BONUS_PATH = '/member/bonusDetails';
const WITHDRAW_PATH = '/member/withdraw';
const DEMO = { username: 'demo', password: 'demo1234', paymentPassword: '246810' };
const PHONE = { width: 375, height: 812 };

type Bonus = {
  id: string;
  status: string;
  amount: string;
  balance: string;
  wageringRequired: string;
  wagered: string;
  progressBp: number;
  locked: string;
  maxStake: string | null;
};
type Details = {
  currency: string;
  cash: string;
  bonus: string;
  locked: string;
  withdrawable: string;
  list: Bonus[];
};
type Line = { kind: string; gameType: string; stake: string; contributionBp: number; amount: string };

/** What the serial tests hand on to each other. */
const flow = { bonusId: '', stakesMinor: 0n, rounds: 0 };

const api = <T>(path: string, token: string, body?: unknown) =>
  apiValue<T>(server.current.url, path, token, body);
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** The finance operator's session (a TOTP code is good for one login, so one per file). */
let operatorSession: Promise<string> | undefined;
function operatorToken(): Promise<string> {
  operatorSession ??= operatorLogin(server.current.url, 'finance01');
  return operatorSession;
}

/** How Chromium reports an answered 409 (BONUS_WAGERING_LOCKED, BONUS_NOT_ACTIVE) in the console. */
const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of 409/;

/** A page at 375 px in `language`, logged in as `username` without the login modal. */
async function phonePage(
  browser: Browser,
  language: 'bn' | 'en',
  username = DEMO.username,
  password = DEMO.password,
) {
  const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(page, language);
  await hideAnnouncementPopups(page);
  const token = await startLoggedIn(page, server.current.url, username, password);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The refusals the tests ask for (a withdrawal above the withdrawable cash, a forfeit of an
    // ended bonus) are no errors.
    if (message.type() === 'error' && !EXPECTED_REFUSAL.test(message.text()))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, token, errors };
}

/** The bonus details page, loaded (figures shown). */
async function openBonusDetails(page: Page) {
  await page.goto(`${server.current.url}${BONUS_PATH}`);
  const root = page.locator('[data-page="bonus-details"]');
  await expect(root.locator('[data-figure="cash"] dd')).toBeVisible({ timeout: 30_000 });
  return root;
}

/**
 * Screenshots at 375 and 1280 px (support/fixtures.ts) from the top of the page: scrolled down
 * (after opening the history), the sticky header would be drawn over the middle of a full page.
 */
async function shoot(page: Page, name: string, options?: { fullPage?: boolean }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name, options);
  await page.setViewportSize(PHONE);
}

/** Texts that are still i18n keys, the way an untranslated key shows. */
const UNTRANSLATED = /\b(?:bonus|wd|member)_[a-z0-9_]{3,}\b/;

test('a member without bonuses sees the figures and the empty state', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = { username: uniqueUsername('bz'), password: 'Fresh#2024' };
  await registerMember(server.current, member);
  const { page, errors } = await phonePage(browser, 'en', member.username, member.password);
  const root = await openBonusDetails(page);
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Bonus details');
  await expect(page.locator('.member__link--active')).toHaveText('Bonus details');
  for (const figure of ['cash', 'bonus', 'locked', 'withdrawable'])
    await expect(root.locator(`[data-figure="${figure}"] dd`)).toHaveText('৳0.00');
  await expect(root.locator('[data-bonus-empty]')).toHaveText('You have no bonuses yet.');
  await expect(root.locator('[data-bonus]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'the empty bonus details page');
  await shoot(page, 'promotions-bonus-empty');
  expect(errors, 'console errors').toEqual([]);
  await page.close();
});

test('a granted bonus: figures, progress and history at 375 px, in English and Bengali', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, token, errors } = await phonePage(browser, 'en');

  // The finance operator grants 100.00, to be wagered twice (200.00), locking a 300.00 deposit.
  const operator = await operatorToken();
  const granted = await api<Bonus>('/bo/api/promotions/bonuses', operator, {
    username: DEMO.username,
    amount: '100.00',
    wageringMultiple: 2,
    wageringBase: 'bonus',
    deposit: '300.00',
    lockDeposit: true,
    maxStake: '50.00',
    contributions: { RNG: 10_000, LIVE: 1000 },
    defaultContributionBp: 5000,
    expiresInDays: 7,
    reason: 'e2e bonus details',
    requestId: `e2e-bonus-${Date.now()}`,
  });
  expect(granted).toMatchObject({ status: 'active', wageringRequired: '200.00', locked: '300.00' });
  flow.bonusId = granted.id;

  // A few rounds of a studio slot (a slot: RNG, counting 100 %), each a wagering line once settled.
  const list = await api<{ games: { nodeId: string; gameCode: string }[] }>(
    '/wps/relay/GCSGAME_gameList?clientType=3&platform=W&gameType=RNG&vassalage=PG&pageNo=1&pageSize=18&language=EN',
    token,
  );
  const game = list.games[0];
  if (!game) throw new Error('the demo catalogue has no PG slot');
  const launched = await api<{ url: string }>('/wps/game/launchGame', token, {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    lobby: '/rng',
    language: 'EN',
  });
  // In a page of its own: the studio's game page is not the site (it has no favicon, for one).
  const studio = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const stakes: string[] = [];
  studio.on('response', async (response) => {
    if (response.url().endsWith('/studio/api/spin') && response.ok())
      stakes.push(((await response.json()) as { stake: string }).stake);
  });
  await studio.goto(`${server.current.url}${launched.url}`);
  const app = studio.locator('#app');
  await expect(app).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  flow.rounds = 3;
  for (let round = 1; round <= flow.rounds; round += 1) {
    await studio.getByTestId('spin').click();
    await expect(app).toHaveAttribute('data-rounds', String(round), { timeout: 30_000 });
  }
  await expect.poll(() => stakes.length).toBe(flow.rounds);
  await studio.close();
  flow.stakesMinor = stakes.reduce((sum, stake) => sum + minorUnits(stake), 0n);

  // The API: every stake counted in full, the progress in basis points of 200.00.
  const details = await api<Details>('/wps/promotions/bonuses', token);
  const bonus = details.list.find((b) => b.id === flow.bonusId);
  expect(bonus).toBeDefined();
  if (!bonus) return;
  expect(minorUnits(bonus.wagered)).toBe(flow.stakesMinor);
  expect(bonus.progressBp).toBe(Number((flow.stakesMinor * 10_000n) / 20_000n));
  expect(minorUnits(details.locked)).toBe(30_000n);
  expect(minorUnits(details.withdrawable)).toBe(minorUnits(details.cash) - 30_000n);

  // The page: the four figures as the API has them.
  const root = await openBonusDetails(page);
  for (const figure of ['cash', 'bonus', 'locked', 'withdrawable'] as const)
    await expect(root.locator(`[data-figure="${figure}"] dd`)).toHaveText(taka(minorUnits(details[figure])));
  await expect(root.locator('[data-figure="locked"] dd')).toHaveText('৳300.00');

  // The card: what it is, its state, its figures and its progress.
  const card = root.locator(`[data-bonus="${flow.bonusId}"]`);
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card.locator('h2')).toHaveText('Special bonus');
  await expect(card.locator('[data-bonus-status]')).toHaveText('Active');
  await expect(card.locator('[data-fact="amount"] dd')).toHaveText('৳100.00');
  await expect(card.locator('[data-fact="balance"] dd')).toHaveText(taka(minorUnits(bonus.balance)));
  await expect(card.locator('[data-fact="locked"] dd')).toHaveText('৳300.00');
  await expect(card.locator('[data-fact="maxStake"] dd')).toHaveText('৳50.00');
  await expect(card.locator('[data-fact="expires"] dd')).not.toBeEmpty();
  const bar = card.getByRole('progressbar', { name: 'Wagering progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', String(bonus.progressBp / 100));
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  const percent = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(bonus.progressBp / 100)}%`;
  await expect(card.locator('[data-progress-percent]')).toHaveText(percent);
  await expect(card.locator('[data-progress-text]')).toHaveText(
    `${taka(flow.stakesMinor)} of ৳200.00 wagered`,
  );
  await expect(card.locator('[data-left-to-wager]')).toHaveText(
    `${taka(20_000n - flow.stakesMinor)} left to wager`,
  );
  await expect(card.locator('[data-contributions]')).toHaveText(
    'Counts towards wagering: Live casino 10%, Slots 100%, other games 50%',
  );
  const fill = await bar.locator('.bonus__bar-fill').evaluate((el) => el.getBoundingClientRect().width);
  const whole = await bar.evaluate((el) => el.getBoundingClientRect().width);
  expect(fill / whole).toBeCloseTo(bonus.progressBp / 10_000, 2);

  // The wagering history: one settled line per round, newest first, summing to what was wagered.
  const toggle = card.locator('[data-action="bonus-history"]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText('Hide wagering history');
  const lines = card.locator('[data-bonus-lines] [data-line]');
  await expect(lines).toHaveCount(flow.rounds);
  const apiLines = await api<{ list: Line[] }>(`/wps/promotions/bonuses/${flow.bonusId}/lines`, token);
  expect(apiLines.list).toHaveLength(flow.rounds);
  for (const [index, line] of apiLines.list.entries()) {
    expect(line).toMatchObject({ kind: 'settled', gameType: 'RNG', contributionBp: 10_000 });
    const row = lines.nth(index);
    await expect(row).toHaveAttribute('data-kind', 'settled');
    await expect(row.locator('[data-line-game]')).toHaveText('Slots');
    await expect(row.locator('[data-line-stake]')).toHaveText(`Stake ${taka(minorUnits(line.stake))}`);
    await expect(row.locator('[data-line-counts]')).toHaveText('Counts 100%');
    await expect(row.locator('[data-line-amount]')).toHaveText(`+${taka(minorUnits(line.amount))}`);
  }
  const shownSum = (await lines.locator('[data-line-amount]').allInnerTexts()).reduce(
    (sum, text) => sum + minorUnits(text),
    0n,
  );
  expect(shownSum).toBe(flow.stakesMinor);

  const text = await page.locator('body').innerText();
  expect(text, 'an untranslated key').not.toMatch(UNTRANSLATED);
  expect(text, 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  await expectNoSidewaysScroll(page, 'bonus details (en, 375 px)');
  await shoot(page, 'promotions-bonus-details-en');

  // The withdraw page names the locked cash and what may go now, and links to bonusDetails.
  await page.goto(`${server.current.url}${WITHDRAW_PATH}`);
  const notice = page.locator('[data-withdraw-locked]');
  await expect(notice).toContainText(
    `৳300.00 is locked until your bonus wagering is complete; you can withdraw ${taka(minorUnits(details.withdrawable))} now.`,
  );
  await expect(page.locator('[data-balance="cash"] .withdraw__hint')).toHaveText('Cash balance');
  await expect(notice.locator('a[data-link="bonus-details"]')).toHaveAttribute('href', BONUS_PATH);
  // More than the withdrawable cash is refused beside the amount, in the server's words.
  await api('/wps/withdrawals/payout-accounts', token, {
    kind: 'ewallet',
    provider: 'NAGAD',
    walletNumber: '01898765432',
    payeeName: 'Demo Player',
  });
  await page.reload();
  const form = page.locator('form[data-form="withdraw"]');
  await field(form, 'amount').fill(major(minorUnits(details.withdrawable) + 10_000n));
  await field(form, 'paymentPassword').fill(DEMO.paymentPassword);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('[data-field="amount"] .field__error')).toHaveText(
    'Part of your balance is locked until the bonus wagering is complete',
  );
  await expectNoSidewaysScroll(page, 'withdraw with a lock (375 px)');
  await shoot(page, 'promotions-bonus-withdraw-locked');
  // The link leads to bonusDetails.
  await notice.locator('a[data-link="bonus-details"]').click();
  await expect(page).toHaveURL(`${server.current.url}${BONUS_PATH}`);
  await expect(page.locator(`[data-bonus="${flow.bonusId}"]`)).toBeVisible();
  expect(errors, 'console errors (including missing translation keys)').toEqual([]);
  await page.close();

  // The same page in Bengali: no key left, every number in Bengali digits, no sideways scroll.
  const bn = await phonePage(browser, 'bn');
  const bnRoot = await openBonusDetails(bn.page);
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('বোনাস বিবরণ');
  const bnCard = bnRoot.locator(`[data-bonus="${flow.bonusId}"]`);
  await expect(bnCard.locator('[data-bonus-status]')).toHaveText('সক্রিয়');
  await expect(bnCard.getByRole('progressbar')).toHaveAttribute(
    'aria-valuenow',
    String(bonus.progressBp / 100),
  );
  await bnCard.locator('[data-action="bonus-history"]').click();
  await expect(bnCard.locator('[data-bonus-lines] [data-line]')).toHaveCount(flow.rounds);
  expect(await bn.page.locator('body').innerText(), 'an untranslated key').not.toMatch(UNTRANSLATED);
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'bonus details (bn, 375 px)');
  await shoot(bn.page, 'promotions-bonus-details-bn');
  expect(bn.errors, 'console errors (including missing translation keys)').toEqual([]);
  await bn.page.close();
});

test('forfeit after the confirm step: the bonus ends and the lock is released', async ({ browser }) => {
  test.setTimeout(120_000);
  expect(flow.bonusId, 'the bonus the previous test granted').not.toBe('');
  const { page, token, errors } = await phonePage(browser, 'en');
  // A second, small bonus without a lock: the page shows it, then it ends behind the page's back.
  const other = await api<Bonus>('/bo/api/promotions/bonuses', await operatorToken(), {
    username: DEMO.username,
    amount: '20.00',
    wageringMultiple: 1,
    expiresInDays: 1,
    reason: 'e2e bonus refused forfeit',
    requestId: `e2e-bonus-other-${Date.now()}`,
  });
  const root = await openBonusDetails(page);
  const card = root.locator(`[data-bonus="${flow.bonusId}"]`);
  const otherCard = root.locator(`[data-bonus="${other.id}"]`);
  const dialog = page.locator('dialog[data-modal="bonus-forfeit"]');
  await expect(otherCard).toHaveAttribute('data-status', 'active');
  await expect(otherCard.locator('[data-fact="locked"]')).toHaveCount(0);
  await expect(otherCard.locator('[data-contributions]')).toHaveText(
    'Counts towards wagering: all games 100%',
  );
  await api(`/wps/promotions/bonuses/${other.id}/forfeit`, token, {});

  // Forfeiting it again from the page: the server's refusal, in its words, and the card as it is now.
  await otherCard.locator('[data-action="forfeit-bonus"]').click();
  await expect(dialog).not.toContainText('of cash it locks');
  await dialog.getByRole('button', { name: 'Yes, forfeit' }).click();
  await expect(otherCard.locator('[data-form-error]')).toHaveText('This bonus is no longer active');
  await expect(otherCard).toHaveAttribute('data-status', 'forfeited');
  await expect(otherCard.locator('[data-action="forfeit-bonus"]')).toHaveCount(0);

  // The confirm step says what happens; keeping the bonus changes nothing.
  await card.locator('[data-action="forfeit-bonus"]').click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Forfeit this bonus?');
  await expect(dialog).toContainText(
    'The ৳100.00 of bonus money left goes back, and its wagering progress is lost.',
  );
  await expect(dialog).toContainText('The ৳300.00 of cash it locks is released and can be withdrawn.');
  await shoot(page, 'promotions-bonus-forfeit-confirm', { fullPage: false });
  await dialog.getByRole('button', { name: 'Keep the bonus' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', 'active');

  // Forfeit: the card ends, the locked cash is 0.00 and all the cash is withdrawable.
  await card.locator('[data-action="forfeit-bonus"]').click();
  await dialog.getByRole('button', { name: 'Yes, forfeit' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', 'forfeited');
  await expect(card.locator('[data-bonus-status]')).toHaveText('Forfeited');
  await expect(card.locator('[data-action="forfeit-bonus"]')).toHaveCount(0);
  await expect(card.locator('[data-fact="locked"]')).toHaveCount(0);
  await expect(card.locator('[data-fact="removed"] dd')).toHaveText('৳100.00');
  await expect(card.locator('[data-fact="ended"] dd')).not.toBeEmpty();
  await expect(root.locator('[data-figure="locked"] dd')).toHaveText('৳0.00');
  await expect(root.locator('[data-figure="bonus"] dd')).toHaveText('৳0.00');
  const details = await api<Details>('/wps/promotions/bonuses', token);
  expect(details.locked).toBe('0.00');
  expect(details.withdrawable).toBe(details.cash);
  expect(details.list.find((b) => b.id === flow.bonusId)).toMatchObject({
    status: 'forfeited',
    balance: '0.00',
  });
  await expect(root.locator('[data-figure="withdrawable"] dd')).toHaveText(taka(minorUnits(details.cash)));
  await expect(root.locator('[data-bonus-done]')).toHaveText(
    `The bonus is forfeited. You can withdraw ${taka(minorUnits(details.cash))} now.`,
  );
  // Its history stays readable.
  await card.locator('[data-action="bonus-history"]').click();
  await expect(card.locator('[data-bonus-lines] [data-line]')).toHaveCount(flow.rounds);
  await expectNoSidewaysScroll(page, 'bonus details after forfeit (375 px)');
  await shoot(page, 'promotions-bonus-forfeited');

  // The withdraw page no longer names a lock.
  await page.goto(`${server.current.url}${WITHDRAW_PATH}`);
  await expect(page.locator('[data-balance="cash"] .withdraw__hint')).toHaveText('Withdrawable balance');
  await expect(page.locator('[data-withdraw-locked]')).toHaveCount(0);
  expect(errors, 'console errors').toEqual([]);
  await page.close();
});
