import { uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { BENGALI_SCRIPT, expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { apiValue, ledger } from './support/payments';
import { expectNoSidewaysScroll, memberPhonePage, operatorLogin, PHONE } from './support/promotions';

/*
 * Missions and the leaderboard (issue 18, decision 0064). The content operator adds a daily
 * "log in today" mission; a new member's registration and login complete it. At 375 px the
 * member centre's missionLeaderboard entry carries the badge (1 to claim); the page lists the
 * mission as completed with a full progress bar; Claim pays 2.00 to cash (the ledger says so) and
 * the badge drops. The leaderboard tab, then both tabs in Bengali; the console's missions and
 * leaderboard tabs. Screenshots in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const member = { username: '', password: 'Fresh#2024' };
const TITLE = 'Log in today';

test('a player sees a completed mission, claims it, and the badge drops', async ({ browser }) => {
  test.setTimeout(240_000);
  const url = server.current.url;
  const operator = await operatorLogin(url, 'content01');
  const created = await fetch(`${url}/bo/api/loyalty/missions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json', 'x-lang': 'en' },
    body: JSON.stringify({
      period: 'daily',
      kind: 'login',
      gameType: null,
      title: { en: TITLE, bn: 'আজ লগইন করুন' },
      target: '1',
      rewardKind: 'cash',
      reward: '2.00',
      active: true,
      activeFrom: '2020-01-01T00:00:00Z',
      activeUntil: null,
      sort: 0,
    }),
  });
  const mission = ((await created.json()) as { value: { id: string } }).value.id;
  expect(mission).toMatch(/^\d+$/);

  member.username = uniqueUsername('ms');
  await registerMember(server.current, member);
  const { page, token, errors } = await memberPhonePage(browser, url, 'en', member);
  await page.goto(`${url}/member/missionLeaderboard`);
  const root = page.locator('[data-page="mission-leaderboard"]');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Missions and leaderboard', {
    timeout: 30_000,
  });
  const entry = page.locator('.member__nav a[href="/member/missionLeaderboard"]');
  await expect(entry.locator('[data-mission-badge]')).toHaveText('1', { timeout: 30_000 });
  const line = root.locator(`[data-mission="${mission}"]`);
  await expect(line).toHaveAttribute('data-status', 'claimable');
  await expect(line).toContainText(TITLE);
  await expect(line.locator('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '100');
  await expect(line.locator('[data-progress]')).toHaveText('Progress 1 / 1');
  await expectNoSidewaysScroll(page, 'missions (en, 375 px)');
  await screenshotAtWidths(page, 'missions-missions-en');
  await page.setViewportSize(PHONE);

  const before = await ledger(url, token);
  await line.locator('[data-claim]').click();
  await expect(line.locator('[data-claimed]')).toContainText('added to your balance');
  await expect(line).toHaveAttribute('data-status', 'claimed');
  await expect(entry.locator('[data-mission-badge]')).toHaveCount(0);
  const after = await ledger(url, token);
  expect(after.cash - before.cash).toBe(200n);
  const summary = await apiValue<{ claimable: number }>(url, '/wps/relay/MissionSummary', token);
  expect(summary.claimable).toBe(0);

  await root.locator('[data-tab="leaderboard"]').click();
  await expect(root.locator('[data-my-rank]')).toHaveText('You have no valid bet in this period yet.');
  await root.locator('[data-board="weekly-current"]').click();
  await expect(root.locator('.missions__prizes')).toContainText('৳3,000.00');
  await expectNoSidewaysScroll(page, 'leaderboard (en, 375 px)');
  await screenshotAtWidths(page, 'missions-leaderboard-en');
  expect(await page.locator('body').innerText(), 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  expect(errors, 'console errors').toEqual([]);
  await page.close();

  const bn = await memberPhonePage(browser, url, 'bn', member);
  await bn.page.goto(`${url}/member/missionLeaderboard`);
  const bnRoot = bn.page.locator('[data-page="mission-leaderboard"]');
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('মিশন ও লিডারবোর্ড', { timeout: 30_000 });
  await expect(bnRoot.locator(`[data-mission="${mission}"]`)).toContainText('আজ লগইন করুন');
  await expect(bnRoot.locator(`[data-mission="${mission}"]`)).toContainText('দাবি করা হয়েছে');
  await expectNoSidewaysScroll(bn.page, 'missions (bn, 375 px)');
  await screenshotAtWidths(bn.page, 'missions-missions-bn');
  await bn.page.setViewportSize(PHONE);
  await bnRoot.locator('[data-tab="leaderboard"]').click();
  await expect(bnRoot.locator('[data-my-rank]')).toBeVisible();
  await screenshotAtWidths(bn.page, 'missions-leaderboard-bn');
  expect(bn.errors, 'console errors (bn)').toEqual([]);
  await bn.page.close();
});

test('the console shows the missions editor and the leaderboard prizes', async ({ browser }) => {
  test.setTimeout(180_000);
  const console = await openConsole(browser, server.current.url, OPERATORS.owner);
  await console.goto(`${server.current.url}/backoffice/loyalty/missions`);
  const table = console.getByTestId('missions-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText(TITLE);
  await checkPhoneLayoutAndScreenshot(console, 'missions-backoffice-missions-en');
  await console.goto(`${server.current.url}/backoffice/loyalty/leaderboard`);
  await expect(console.getByLabel('Daily board')).toHaveValue(/500\.00/, { timeout: 30_000 });
  await checkPhoneLayoutAndScreenshot(console, 'missions-backoffice-leaderboard-en');
  // Bengali: the same tabs translated.
  await console.locator('[data-language="bn"]').first().click();
  await expect(console.getByLabel('দৈনিক বোর্ড')).toBeVisible({ timeout: 30_000 });
  await checkPhoneLayoutAndScreenshot(console, 'missions-backoffice-leaderboard-bn');
  await console.goto(`${server.current.url}/backoffice/loyalty/missions`);
  await expect(console.getByRole('heading', { name: 'মিশন', exact: true })).toBeVisible({ timeout: 30_000 });
  await checkPhoneLayoutAndScreenshot(console, 'missions-backoffice-missions-bn');
  await console.close();
});
