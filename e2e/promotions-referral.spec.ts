import type { Browser } from '@playwright/test';
import { field, fromAddress, modal, solveCaptcha, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, errorBeside, OPERATORS, openConsole } from './support/backoffice';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, hideAnnouncementPopups, serverPerFile, test } from './support/fixtures';
import { apiValue } from './support/payments';
import {
  expectNoSidewaysScroll,
  memberPhonePage,
  operatorLogin,
  PHONE,
  shootFromTop,
} from './support/promotions';
import { startInLanguage } from './support/session';

/*
 * Referral (decision 0056) at 375 px. A content operator publishes a referral promotion (the side
 * menu's invite entry comes on with it). A member opens /member/referral from the side menu: the
 * invite code, the link and its QR code drawn in the browser, and the rules. A friend opens the
 * link in another browser, from another address, and registers: the referrer's page lists the
 * friend, masked, in progress. Screenshots in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const HOUR_MS = 60 * 60 * 1000;
const flow = { code: '', link: '', referrer: { username: '', password: 'Invite#2024' }, friend: '' };

/** Opens the invite link in a fresh phone browser from `address` and registers by username. */
async function registerThroughLink(browser: Browser, address: string): Promise<string> {
  const friendPage = await browser.newPage({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
  await startInLanguage(friendPage, 'en');
  await hideAnnouncementPopups(friendPage);
  await fromAddress(friendPage, address);
  await friendPage.goto(flow.link);
  const register = modal(friendPage, 'register');
  await expect(register).toBeVisible({ timeout: 30_000 });
  await register.getByRole('tab', { name: 'Username' }).click();
  const form = register.locator('form[data-form="register-username"]');
  // The invite code is a member's, not an agent's: the invitation-code field stays empty.
  await expect(field(form, 'affiliateCode')).toHaveValue('');
  const username = uniqueUsername('fr');
  await field(form, 'username').fill(username);
  await field(form, 'password').fill('Friend#2024');
  await field(form, 'confirmPassword').fill('Friend#2024');
  await solveCaptcha(server.current, form);
  await form.locator('[data-field="ageConfirmed"] input').check();
  const terms = form.locator('[data-field="termsAccepted"] input');
  if (await terms.count()) await terms.check();
  const registered = friendPage.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wps/member/register',
  );
  await form.getByRole('button', { name: 'Create account' }).click();
  expect((await registered).status()).toBe(200);
  await expect(register).toHaveCount(0);
  await friendPage.close();
  return username;
}

test('a member finds the code, the link and its QR code on the referral page', async ({ browser }) => {
  test.setTimeout(180_000);
  const content = await operatorLogin(server.current.url, 'content01');
  const now = Date.now();
  await apiValue<{ id: string }>(server.current.url, '/bo/api/promotions', content, {
    kind: 'referral',
    category: 'referral',
    status: 'published',
    title: { en: 'Invite friends, earn ৳50 each', bn: 'বন্ধুদের আমন্ত্রণ করুন, প্রত্যেকের জন্য ৳৫০' },
    body: { en: 'Your friend deposits and plays: you both win.', bn: 'বন্ধু জমা দিয়ে খেললে দুজনেই পাবেন।' },
    rules: {
      referrerReward: '50.00',
      inviteeReward: '10.00',
      minDeposits: '300.00',
      minValidBets: '500.00',
      withinDays: 7,
      payAs: 'cash',
      maxInvitees: 20,
    },
    visibleFrom: new Date(now - HOUR_MS).toISOString(),
    activeFrom: new Date(now - HOUR_MS).toISOString(),
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    sort: 0,
  });
  flow.referrer.username = uniqueUsername('rf');
  await registerMember(server.current, flow.referrer);
  const { page, errors } = await memberPhonePage(browser, server.current.url, 'en', flow.referrer);
  await page.goto(`${server.current.url}/`);
  await page.locator('[data-region="header"] .header__toggle').click();
  await page.locator('[data-region="side-menu"] a[href="/member/referral"]').click();
  await expect(page).toHaveURL(`${server.current.url}/member/referral`);

  const root = page.locator('[data-page="referral"]');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Invite friends', { timeout: 30_000 });
  const code = root.locator('.referral__value--code');
  await expect(code).toHaveText(/^[2-9A-HJKMNP-Z]{7}$/);
  flow.code = (await code.innerText()).trim();
  flow.link = `${server.current.url}/register?ref=${flow.code}`;
  await expect(root.locator('.referral__value--link')).toHaveText(flow.link);
  const qr = root.locator('img[data-referral-qr]');
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  await expect(root.locator('.referral__rules')).toContainText('You get ৳50.00 for each qualifying friend');
  await expect(root.locator('[data-referral-empty]')).toBeVisible();
  await expectNoSidewaysScroll(page, 'referral (en, 375 px)');
  expect(await page.locator('body').innerText(), 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  await shootFromTop(page, 'promotions-referral-en');
  expect(errors).toEqual([]);
  await page.close();
});

test('a friend registers with the link; the referrer sees them, masked, in Bengali', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(flow.code, 'the code the previous test read').not.toBe('');
  flow.friend = await registerThroughLink(browser, '203.0.113.77');

  const { page, errors } = await memberPhonePage(browser, server.current.url, 'bn', flow.referrer);
  await page.goto(`${server.current.url}/member/referral`);
  const root = page.locator('[data-page="referral"]');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('বন্ধুদের আমন্ত্রণ', { timeout: 30_000 });
  const invitee = root.locator('[data-invitee="pending"]');
  await expect(invitee).toHaveCount(1);
  const masked = `${flow.friend.slice(0, 2)}***${flow.friend.slice(-2)}`;
  await expect(invitee.locator('strong').first()).toHaveText(masked);
  await expect(invitee).toContainText('চলমান');
  await expect(invitee.getByRole('progressbar')).toHaveCount(2);
  await expect(root.locator('[data-figure="invited"] dd')).toHaveText('১');
  await expect(root.locator('.referral__value--code')).toHaveText(flow.code);
  await expect(root.locator('img[data-referral-qr]')).toBeVisible();
  await expectNoSidewaysScroll(page, 'referral (bn, 375 px)');
  expect(await latinDigitsShown(page)).toEqual([]);
  await shootFromTop(page, 'promotions-referral-bn');
  expect(errors).toEqual([]);
  await page.close();
});

test('a second account from the referrer’s own address is refused and lands in the risk queue', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  expect(flow.code, 'the code the first test read').not.toBe('');
  // The referrer signs in from 203.0.113.88; an account registered with the link from there is theirs.
  const login = await fetch(`${server.current.url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.88', 'x-lang': 'en' },
    body: JSON.stringify(flow.referrer),
  });
  expect(login.status).toBe(200);
  const second = await registerThroughLink(browser, '203.0.113.88');

  const { page, errors } = await memberPhonePage(browser, server.current.url, 'en', flow.referrer);
  await page.goto(`${server.current.url}/member/referral`);
  const refused = page.locator('[data-page="referral"] [data-invitee="refused"]');
  await expect(refused).toHaveCount(1, { timeout: 30_000 });
  await expect(refused.locator('strong').first()).toHaveText(`${second.slice(0, 2)}***${second.slice(-2)}`);
  await expect(refused.locator('.referral__refusal')).toHaveText('Registered from your own address (IP)');
  await shootFromTop(page, 'promotions-referral-refused-en');
  expect(errors).toEqual([]);
  await page.close();

  const console = await openConsole(browser, server.current.url, OPERATORS.owner);
  await console.goto(`${server.current.url}/backoffice/promotions/risk`);
  const table = console.getByTestId('risk-table');
  const row = table.locator('tbody tr', { hasText: second });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row.locator('[data-kind="self_referral"]')).toHaveText('Self-referral');
  await expect(row).toContainText('refusal same_ip');
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-risk');
  await console.locator('[data-language="bn"]').click();
  await expect(row.locator('[data-kind="self_referral"]')).toHaveText('নিজেকে রেফার');
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-risk-bn');
  await console.locator('[data-language="en"]').click();
  await row.getByRole('button', { name: 'Clear' }).click();
  const dialog = console.getByRole('dialog');
  await dialog.getByLabel('Note').fill('The same person: told, account closed');
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(console.getByText(/Flag \d+ cleared\./)).toBeVisible();
  await expect(table.locator('tbody tr', { hasText: second })).toHaveCount(0);
  await console.close();
});

test('the editor takes referral rules in their own fields, the configuration checker beside them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, server.current.url, OPERATORS.content);
  await console.goto(`${server.current.url}/backoffice/promotions/new`);
  const editor = console.getByTestId('promotion-editor');
  await editor.getByLabel('Kind').selectOption('referral');
  const fields = editor.getByTestId('referral-fields');
  await expect(fields).toBeVisible();
  await editor.getByLabel('Title (English)').fill('Bring a friend');
  await editor.getByLabel('Title (Bengali)').fill('একজন বন্ধু আনুন');
  await editor.getByLabel('Text (English)').fill('A friend who deposits and plays earns you a bonus.');
  await editor.getByLabel('Text (Bengali)').fill('বন্ধু জমা দিয়ে খেললে আপনি বোনাস পাবেন।');
  await fields.getByLabel('Reward to the referrer (per invitee)').fill('100.00');
  await fields.getByLabel('Invitee’s paid deposits at least').fill('500.00');
  await fields.getByLabel('Invitee’s valid bets at least').fill('2000.00');
  await fields.getByLabel('Paid as').selectOption('bonus');
  await fields.getByLabel('Wagering (× the reward)').fill('40');
  await editor.getByRole('button', { name: 'Create promotion' }).click();
  await expect(await errorBeside(editor, 'Wagering (× the reward)')).toHaveText(
    'The wagering multiple may be at most 35×',
  );
  await checkPhoneLayoutAndScreenshot(console, 'backoffice-promotions-referral-editor');
  await fields.getByLabel('Wagering (× the reward)').fill('5');
  await editor.getByRole('button', { name: 'Create promotion' }).click();
  await expect(console).toHaveURL(/\/backoffice\/promotions\?saved=\d+$/);
  await console.close();
});
