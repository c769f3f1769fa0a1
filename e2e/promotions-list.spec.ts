import type { Browser, Locator, Page } from '@playwright/test';
import { field, fromAddress, modal, sessionToken, uniqueUsername } from './support/accounts';
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
import { expectNoSidewaysScroll, operatorLogin } from './support/promotions';
import { startInLanguage, startLoggedIn } from './support/session';

/*
 * The promotions page (/promotions; decision 0052). The content operator publishes, through the
 * back-office API, a first-deposit bonus (50 % up to 300.00, min deposit 100.00, wagered 10× the
 * bonus, 7 days, the deposit locked), a reload bonus and a first-deposit bonus that starts in three
 * days. A guest at 375 px sees the category tabs, each card's terms, badge and text, "Log in to
 * join" (the login modal) and the coming one's start date; /promotions#<id> scrolls to its card and
 * highlights it. A fresh member logs in from that button, joins, sees "Joined" with the deposit
 * link, gets the server's refusal when joining a promotion already joined elsewhere, deposits
 * 400.00 through the sandbox gateway, and then sees "Bonus received", whose link leads to
 * bonusDetails with a bonus of min(400.00 × 50 %, 300.00) = 200.00. A trial player's Join shows the
 * real-account warning. Screenshots in English and Bengali at 375 (and 1280) px.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const PROMOTIONS_PATH = '/promotions';
const DEPOSIT_PATH = '/member/depositv2';
const BONUS_PATH = '/member/bonusDetails';
const PHONE = { width: 375, height: 812 };
const HOUR_MS = 60 * 60 * 1000;

const FIRST_RULES = {
  percentBp: 5000,
  cap: '300.00',
  minDeposit: '100.00',
  wageringMultiple: 10,
  wageringBase: 'bonus',
  lockDeposit: true,
  expiresInDays: 7,
};
const DEPOSIT = '400.00';

type Promotion = { id: string; status: string | null; bonusId: string | null; title: string };
type Bonus = { id: string; source: string; status: string; amount: string; locked: string };

/** What the serial tests hand on to each other. */
const flow = { first: '', reload: '', coming: '', member: { username: '', password: 'Fresh#2024' } };

const api = <T>(path: string, token: string, body?: unknown) =>
  apiValue<T>(server.current.url, path, token, body);

/** The content operator's session (a TOTP code is good for one login, so one per file). */
let operatorSession: Promise<string> | undefined;
function operatorToken(): Promise<string> {
  operatorSession ??= operatorLogin(server.current.url, 'content01');
  return operatorSession;
}

/** Publishes a promotion through the back-office API (active an hour ago unless `startsInMs`). */
async function publish(over: Record<string, unknown> & { startsInMs?: number }): Promise<string> {
  const { startsInMs, ...rest } = over;
  const now = Date.now();
  const created = await api<{ id: string }>('/bo/api/promotions', await operatorToken(), {
    kind: 'first_deposit',
    category: 'deposit',
    status: 'published',
    rules: FIRST_RULES,
    visibleFrom: new Date(now - HOUR_MS).toISOString(),
    activeFrom: new Date(now + (startsInMs ?? -HOUR_MS)).toISOString(),
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    sort: 0,
    ...rest,
  });
  return created.id;
}

/** How Chromium reports the refusals the tests ask for (already joined, a trial's join) in the console. */
const EXPECTED_REFUSAL = /Failed to load resource: the server responded with a status of (409|403)/;

/** A page at 375 px in `language` whose console errors (missing translation keys included) are kept. */
async function phonePage(browser: Browser, language: 'bn' | 'en') {
  const page = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(page, language);
  await hideAnnouncementPopups(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    // The sandbox gateway's payment page is not the site (no favicon, its own styles).
    if (page.url().includes('/sandbox-pay/')) return;
    if (message.type() === 'error' && !EXPECTED_REFUSAL.test(message.text()))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The promotions page with its cards drawn. */
async function openPromotions(page: Page, hash = ''): Promise<Locator> {
  await page.goto(`${server.current.url}${PROMOTIONS_PATH}${hash}`);
  const root = page.locator('[data-page="promotions"]');
  await expect(root.locator('[data-promotion]').first()).toBeVisible({ timeout: 30_000 });
  return root;
}

const card = (root: Locator, id: string) => root.locator(`[data-promotion="${id}"]`);

/** Full-page screenshots at 375 and 1280 px from the top (support/fixtures.ts), back to the phone. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotAtWidths(page, name);
  await page.setViewportSize(PHONE);
}

/** Texts that are still i18n keys, the way an untranslated key shows. */
const UNTRANSLATED = /\bpromo_[a-z0-9_]{3,}\b/;

test('a guest sees the cards, the tabs and "Log in to join"; #id scrolls to its promotion', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Listed by sort, then newest first: the coming one, the reload bonus, then the first-deposit bonus.
  flow.first = await publish({
    sort: 10,
    title: { en: '50% first deposit bonus', bn: '৫০% প্রথম ডিপোজিট বোনাস' },
    body: {
      en: 'Join, then make your first deposit: half of it comes back as bonus money.\n\nThe bonus and the deposit are yours once the bonus is wagered ten times.',
      bn: 'যোগ দিন, তারপর প্রথম ডিপোজিট করুন: তার অর্ধেক বোনাস হিসেবে পাবেন।\n\nবোনাস দশ গুণ বাজি ধরা হলে বোনাস ও ডিপোজিট আপনার।',
    },
  });
  flow.reload = await publish({
    kind: 'reload',
    rules: {
      ...FIRST_RULES,
      percentBp: 1000,
      cap: '1000.00',
      minDeposit: '500.00',
      lockDeposit: false,
      maxStake: '50.00',
      wageringBase: 'deposit_bonus',
      wageringMultiple: 3,
      expiresInDays: 1,
    },
    title: { en: 'Weekend reload', bn: 'সপ্তাহান্তের রিলোড' },
    body: {
      en: 'Ten percent more on every deposit this weekend.',
      bn: 'এই সপ্তাহান্তে প্রতিটি ডিপোজিটে দশ শতাংশ বেশি।',
    },
  });
  flow.coming = await publish({
    category: 'events',
    startsInMs: 3 * 24 * HOUR_MS,
    title: { en: 'Festival welcome', bn: 'উৎসবের স্বাগতম' },
    body: { en: 'A festival bonus for new players.', bn: 'নতুন খেলোয়াড়দের জন্য উৎসবের বোনাস।' },
  });

  const { page, errors } = await phonePage(browser, 'en');
  const root = await openPromotions(page);
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  await expect(page.locator('[data-page="coming-soon"]')).toHaveCount(0);
  await expect(root.locator('[data-promotion]')).toHaveCount(3);

  // The first-deposit bonus: kind, title, badge, its terms and the lock, the guest's action.
  const first = card(root, flow.first);
  await expect(first).toHaveAttribute('data-status', 'login');
  await expect(first.locator('.promo__kind')).toHaveText('First deposit bonus');
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('50% first deposit bonus');
  await expect(first.locator('[data-promo-badge]')).toHaveText('Open');
  await expect(first.locator('[data-figure="percent"]')).toHaveText('50% up to ৳300');
  await expect(first.locator('[data-figure="min"]')).toHaveText('min deposit ৳100');
  await expect(first.locator('[data-figure="wager"]')).toHaveText('wager 10× bonus');
  await expect(first.locator('[data-figure="days"]')).toHaveText('7 days');
  await expect(first.locator('[data-promo-lock]')).toHaveText(
    'Your deposit is locked from withdrawal until the wagering is complete.',
  );
  await expect(first.locator('[data-promo-max-stake]')).toHaveCount(0);
  await expect(first.locator('[data-action="login-to-join"]')).toHaveText('Log in to join');

  // The reload bonus: its own terms (deposit + bonus, one day, a stake limit, no lock).
  const reload = card(root, flow.reload);
  await expect(reload.locator('.promo__kind')).toHaveText('Reload bonus');
  await expect(reload.locator('[data-figure="percent"]')).toHaveText('10% up to ৳1,000');
  await expect(reload.locator('[data-figure="wager"]')).toHaveText('wager 3× deposit + bonus');
  await expect(reload.locator('[data-figure="days"]')).toHaveText('1 day');
  await expect(reload.locator('[data-promo-max-stake]')).toHaveText('Largest bet while wagering: ৳50.');
  await expect(reload.locator('[data-promo-lock]')).toHaveCount(0);
  // A one-paragraph text has nothing more to show.
  await expect(reload.locator('[data-action="promotion-details"]')).toHaveCount(0);

  // The coming one: its badge, no action, the start date.
  const coming = card(root, flow.coming);
  await expect(coming).toHaveAttribute('data-status', 'coming_soon');
  await expect(coming.locator('[data-promo-badge]')).toHaveText('Coming soon');
  await expect(coming.locator('[data-promo-state]')).toHaveText('Coming soon');
  await expect(coming.locator('[data-promo-starts]')).toHaveText(/^Starts \S.*\d/);
  await expect(coming.locator('button')).toHaveCount(0);

  // The text opens and closes: the second paragraph only when open.
  const toggle = first.locator('[data-action="promotion-details"]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(first.locator('[data-promo-body] p')).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText('Hide details');
  await expect(first.locator('[data-promo-body] p').nth(1)).toHaveText(
    'The bonus and the deposit are yours once the bonus is wagered ten times.',
  );

  // The tabs: All and the categories present; Events shows the coming one only.
  const tabs = root.locator('[data-category-tab]');
  await expect(tabs).toHaveText(['All', 'Deposit', 'Events']);
  await expect(root.locator('[data-category-tab="all"]')).toHaveAttribute('aria-pressed', 'true');
  await root.locator('[data-category-tab="events"]').click();
  await expect(root.locator('[data-category-tab="events"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(root.locator('[data-promotion]')).toHaveCount(1);
  await expect(coming).toBeVisible();
  await root.locator('[data-category-tab="deposit"]').click();
  await expect(root.locator('[data-promotion]')).toHaveCount(2);
  await root.locator('[data-category-tab="all"]').click();
  await expect(root.locator('[data-promotion]')).toHaveCount(3);

  // "Log in to join" opens the login modal over the page; closing it leaves the page as it was.
  await first.locator('[data-action="login-to-join"]').click();
  await expect(modal(page, 'login')).toBeVisible();
  await expect(page).toHaveURL(`${server.current.url}${PROMOTIONS_PATH}`);
  await page.keyboard.press('Escape');
  await expect(modal(page, 'login')).toHaveCount(0);

  const text = await page.locator('body').innerText();
  expect(text, 'an untranslated key').not.toMatch(UNTRANSLATED);
  expect(text, 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  await expectNoSidewaysScroll(page, 'promotions (guest, en, 375 px)');
  await shoot(page, 'promotions-list-guest-en');

  // /promotions#<id>: the last card, below the fold, is scrolled to and highlighted (text open).
  await page.goto(`${server.current.url}/`);
  await expect(page.locator('[data-page="home"]')).toBeVisible();
  await page.goto(`${server.current.url}${PROMOTIONS_PATH}#${flow.first}`);
  const target = page.locator(`[data-page="promotions"] [data-promotion="${flow.first}"]`);
  await expect(target).toHaveAttribute('data-targeted', 'true');
  await expect(target).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY), 'the page scrolled down to the card').toBeGreaterThan(0);
  await expect(target.locator('[data-action="promotion-details"]')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-promotion][data-targeted]')).toHaveCount(1);
  // The card's top is not under the sticky header.
  const headerBottom = await page
    .locator('[data-region="header"]')
    .evaluate((el) => el.getBoundingClientRect().bottom);
  const cardTop = await target.evaluate((el) => el.getBoundingClientRect().top);
  expect(cardTop).toBeGreaterThanOrEqual(headerBottom - 1);
  await screenshotAtWidths(page, 'promotions-list-anchor', { fullPage: false });
  expect(errors, 'console errors (including missing translation keys)').toEqual([]);
  await page.close();
});

test('a member logs in from the card, joins, deposits and receives the bonus', async ({ browser }) => {
  test.setTimeout(240_000);
  expect(flow.first, 'the promotions the previous test published').not.toBe('');
  flow.member.username = uniqueUsername('pl');
  await registerMember(server.current, flow.member);
  const { page, errors } = await phonePage(browser, 'en');
  await fromAddress(page);
  let root = await openPromotions(page);

  // "Log in to join" → the login modal → back on the page, the card now offers Join.
  let first = card(root, flow.first);
  await first.locator('[data-action="login-to-join"]').click();
  const login = modal(page, 'login');
  await field(login, 'username').fill(flow.member.username);
  await field(login, 'password').fill(flow.member.password);
  await login.locator('button[type="submit"]').first().click();
  await expect(login).toHaveCount(0);
  await expect(page).toHaveURL(`${server.current.url}${PROMOTIONS_PATH}`);
  await expect(first).toHaveAttribute('data-status', 'join');
  const token = await sessionToken(page);
  if (!token) throw new Error('no session token after login');
  const join = first.locator('[data-action="join-promotion"]');
  await expect(join).toHaveText('Join');
  await expect(first.locator('[data-promo-badge]')).toHaveText('Open');

  // Join: joined, with the minimum deposit named and the deposit link.
  await join.click();
  await expect(first).toHaveAttribute('data-status', 'joined');
  await expect(first.locator('[data-promo-badge]')).toHaveText('Joined');
  await expect(first.locator('[data-promo-state]')).toHaveText('Joined — deposit to receive');
  await expect(first.locator('[data-promo-done]')).toHaveText(
    'You have joined. Deposit at least ৳100 to receive your bonus.',
  );
  await expect(first.locator('a[data-link="deposit"]')).toHaveAttribute('href', DEPOSIT_PATH);
  await expect(first.locator('[data-action="join-promotion"]')).toHaveCount(0);
  const listed = await api<{ list: Promotion[] }>('/wps/promotions', token);
  expect(listed.list.find((p) => p.id === flow.first)?.status).toBe('joined');

  // Joined elsewhere meanwhile (another tab): Join shows the server's refusal, then the card as it is.
  const reload = card(root, flow.reload);
  await expect(reload).toHaveAttribute('data-status', 'join');
  await api(`/wps/promotions/${flow.reload}/join`, token, {});
  await reload.locator('[data-action="join-promotion"]').click();
  await expect(reload.locator('[data-form-error]')).toHaveText('You have already joined this promotion');
  await expect(reload).toHaveAttribute('data-status', 'joined');
  await expect(reload.locator('[data-promo-done]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'promotions (joined, en, 375 px)');

  // The deposit link, then a first deposit through the sandbox gateway.
  await first.locator('a[data-link="deposit"]').click();
  await expect(page).toHaveURL(`${server.current.url}${DEPOSIT_PATH}`);
  const form = page.locator('[data-page="deposit"] form[data-form="deposit"]');
  await expect(form.locator('[data-channel="SANDBOX_PAY"]')).toHaveAttribute('aria-pressed', 'true');
  await field(form, 'amount').fill(DEPOSIT);
  await form.locator('[data-action="submit-deposit"]').click();
  await page.waitForURL(/\/sandbox-pay\/SBX[0-9A-F]{24}$/);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/member\/depositv2\?order=\d+&result=paid$/);
  await expect(page.locator('[data-section="deposit-result"] [data-result="paid"]')).toBeVisible();

  // Back on /promotions: the bonus is received; the oldest join (the first-deposit one) took it.
  root = await openPromotions(page);
  first = card(root, flow.first);
  await expect(first).toHaveAttribute('data-status', 'issued');
  await expect(first.locator('[data-promo-badge]')).toHaveText('Received');
  await expect(first.locator('[data-promo-state]')).toHaveText('Bonus received');
  await expect(card(root, flow.reload)).toHaveAttribute('data-status', 'joined');
  const after = await api<{ list: Promotion[] }>('/wps/promotions', token);
  const issued = after.list.find((p) => p.id === flow.first);
  expect(issued?.status).toBe('issued');
  expect(issued?.bonusId).toBeTruthy();
  const text = await page.locator('body').innerText();
  expect(text, 'an untranslated key').not.toMatch(UNTRANSLATED);
  expect(text, 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  await expectNoSidewaysScroll(page, 'promotions (issued, en, 375 px)');
  await shoot(page, 'promotions-list-en');

  // The link leads to bonusDetails: min(deposit × 50 %, cap), the deposit locked.
  await first.locator('a[data-link="bonus-details"]').click();
  await expect(page).toHaveURL(`${server.current.url}${BONUS_PATH}`);
  const expected = [
    (minorUnits(DEPOSIT) * BigInt(FIRST_RULES.percentBp)) / 10_000n,
    minorUnits(FIRST_RULES.cap),
  ].reduce((a, b) => (a < b ? a : b));
  expect(expected).toBe(20_000n);
  const bonusCard = page.locator(`[data-page="bonus-details"] [data-bonus="${issued?.bonusId}"]`);
  await expect(bonusCard).toHaveAttribute('data-status', 'active');
  await expect(bonusCard.locator('h2')).toHaveText('First deposit bonus');
  await expect(bonusCard.locator('[data-fact="amount"] dd')).toHaveText('৳200.00');
  await expect(bonusCard.locator('[data-fact="locked"] dd')).toHaveText('৳400.00');
  const details = await api<{ list: Bonus[] }>('/wps/promotions/bonuses', token);
  const bonus = details.list.find((b) => b.id === issued?.bonusId);
  expect(bonus).toMatchObject({ source: 'first_deposit', status: 'active', locked: '400.00' });
  expect(minorUnits(bonus?.amount ?? '')).toBe(expected);
  expect(errors, 'console errors (including missing translation keys)').toEqual([]);
  await page.close();

  // The same page in Bengali: every text translated, every number in Bengali digits.
  const bn = await phonePage(browser, 'bn');
  await startLoggedIn(bn.page, server.current.url, flow.member.username, flow.member.password);
  const bnRoot = await openPromotions(bn.page);
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('প্রমোশন');
  const bnFirst = card(bnRoot, flow.first);
  await expect(bnFirst.getByRole('heading', { level: 2 })).toHaveText('৫০% প্রথম ডিপোজিট বোনাস');
  await expect(bnFirst.locator('[data-promo-state]')).toHaveText('বোনাস পেয়েছেন');
  await expect(bnFirst.locator('[data-figure="percent"]')).toContainText('৫০%');
  await expect(bnRoot.locator('[data-category-tab]')).toHaveText(['সব', 'ডিপোজিট', 'ইভেন্ট']);
  expect(await bn.page.locator('body').innerText(), 'an untranslated key').not.toMatch(UNTRANSLATED);
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'promotions (bn, 375 px)');
  await shoot(bn.page, 'promotions-list-bn');
  expect(bn.errors, 'console errors (including missing translation keys)').toEqual([]);
  await bn.page.close();
});

test('a trial player gets the real-account warning from Join, and nothing is joined', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, errors } = await phonePage(browser, 'en');
  await fromAddress(page);
  const root = await openPromotions(page);
  const first = card(root, flow.first);
  await first.locator('[data-action="login-to-join"]').click();
  await modal(page, 'login').locator('[data-action="free-play"]').click();
  await expect(modal(page, 'login')).toHaveCount(0);
  await expect(page.locator('[data-region="header"] [data-action="logout"]')).toBeVisible();
  await expect(first).toHaveAttribute('data-status', 'trial');
  await first.locator('[data-action="join-promotion"]').click();
  const dialog = modal(page, 'real-account');
  await expect(dialog).toContainText('real account');
  await screenshotAtWidths(page, 'promotions-list-trial', { fullPage: false });
  await page.setViewportSize(PHONE);
  await dialog.locator('[data-action="confirm"]').click();
  await expect(dialog).toHaveCount(0);
  await expect(first).toHaveAttribute('data-status', 'trial');
  // The server agrees: a trial token cannot join.
  const token = await sessionToken(page);
  const answer = await fetch(`${server.current.url}/wps/promotions/${flow.first}/join`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-lang': 'en' },
    body: '{}',
  });
  expect(await answer.json()).toMatchObject({ success: false, code: 'IN_NEED_TRUE_ACCOUNT' });
  expect(errors, 'console errors').toEqual([]);
  await page.close();
});
