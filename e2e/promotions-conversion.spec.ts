import type { Page } from '@playwright/test';
import { field, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { minorUnits } from './support/money';
import { apiValue } from './support/payments';
import {
  expectNoSidewaysScroll,
  memberPhonePage,
  operatorLogin,
  PHONE,
  shootFromTop,
  taka,
} from './support/promotions';

/*
 * Issue 17, acceptance 5: a bonus from the first deposit to cash, all at 375 px. The content
 * operator publishes a first-deposit bonus (10 % up to 10.00, minimum deposit 100.00, wagered
 * twice the bonus = 20.00, the deposit locked). A new player joins it on /promotions, deposits
 * 100.00 through the sandbox gateway and gets 10.00 of bonus money; the withdraw page names the
 * 100.00 locked and the 0.00 withdrawable. The player spins a studio slot (5.00 a spin, slots count
 * 100 %): after two spins bonusDetails shows 10.00 of 20.00 wagered (50 %); after two more the
 * requirement is met and the bonus converts to cash in the same settlement — the card says
 * Completed, the converted 10.00 is cash, nothing is locked, the withdraw page has no lock notice,
 * and the wallet's cash is the deposit + wins − stakes + 10.00 to the paisa. Screenshots in English
 * and Bengali.
 */
const server = serverPerFile();

const HOUR_MS = 60 * 60 * 1000;
const DEPOSIT = '100.00';
const RULES = {
  percentBp: 1000,
  cap: '10.00',
  minDeposit: '100.00',
  wageringMultiple: 2,
  wageringBase: 'bonus',
  lockDeposit: true,
  expiresInDays: 7,
};
const STAKE = '5.00';

type Bonus = {
  id: string;
  status: string;
  amount: string;
  balance: string;
  wagered: string;
  wageringRequired: string;
  progressBp: number;
  converted: string;
  locked: string;
};
type Details = { cash: string; bonus: string; locked: string; withdrawable: string; list: Bonus[] };
type Spin = { stake: string; win: string };

const api = <T>(path: string, token: string, body?: unknown) =>
  apiValue<T>(server.current.url, path, token, body);

async function openBonusDetails(page: Page) {
  await page.goto(`${server.current.url}/member/bonusDetails`);
  const root = page.locator('[data-page="bonus-details"]');
  await expect(root.locator('[data-figure="cash"] dd')).toBeVisible({ timeout: 30_000 });
  return root;
}

test('a new player takes the first-deposit bonus, plays it through and it converts to cash', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const operator = await operatorLogin(server.current.url, 'content01');
  const now = Date.now();
  const { id: promotionId } = await api<{ id: string }>('/bo/api/promotions', operator, {
    kind: 'first_deposit',
    category: 'deposit',
    status: 'published',
    title: { en: 'Welcome 10%', bn: 'স্বাগতম ১০%' },
    body: { en: 'Ten percent of your first deposit.', bn: 'প্রথম ডিপোজিটের দশ শতাংশ।' },
    rules: RULES,
    visibleFrom: new Date(now - HOUR_MS).toISOString(),
    activeFrom: new Date(now - HOUR_MS).toISOString(),
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
    sort: 0,
  });

  const member = { username: uniqueUsername('cv'), password: 'Fresh#2024' };
  await registerMember(server.current, member);
  const { page, token, errors } = await memberPhonePage(browser, server.current.url, 'en', member);

  // Join on /promotions, then the first deposit through the sandbox gateway.
  await page.goto(`${server.current.url}/promotions#${promotionId}`);
  const card = page.locator(`[data-page="promotions"] [data-promotion="${promotionId}"]`);
  await expect(card).toHaveAttribute('data-status', 'join', { timeout: 30_000 });
  await card.locator('[data-action="join-promotion"]').click();
  await expect(card).toHaveAttribute('data-status', 'joined');
  await card.locator('a[data-link="deposit"]').click();
  const form = page.locator('[data-page="deposit"] form[data-form="deposit"]');
  await expect(form.locator('[data-channel="SANDBOX_PAY"]')).toHaveAttribute('aria-pressed', 'true');
  await field(form, 'amount').fill(DEPOSIT);
  await form.locator('[data-action="submit-deposit"]').click();
  await page.waitForURL(/\/sandbox-pay\/SBX[0-9A-F]{24}$/);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/member\/depositv2\?order=\d+&result=paid$/);

  // bonusDetails: 10.00 of bonus money, nothing wagered of 20.00, the deposit locked.
  let root = await openBonusDetails(page);
  const granted = (await api<Details>('/wps/promotions/bonuses', token)).list[0];
  if (!granted) throw new Error('the deposit granted no bonus');
  expect(granted).toMatchObject({
    status: 'active',
    amount: '10.00',
    wageringRequired: '20.00',
    wagered: '0.00',
    locked: '100.00',
  });
  let bonusCard = root.locator(`[data-bonus="${granted.id}"]`);
  await expect(bonusCard.locator('[data-progress-text]')).toHaveText('৳0.00 of ৳20.00 wagered');
  await expect(root.locator('[data-figure="withdrawable"] dd')).toHaveText('৳0.00');

  // A withdrawal now: the page says exactly what is locked and what may go.
  await page.goto(`${server.current.url}/member/withdraw`);
  await expect(page.locator('[data-withdraw-locked]')).toContainText(
    '৳100.00 is locked until your bonus wagering is complete; you can withdraw ৳0.00 now.',
  );
  await expectNoSidewaysScroll(page, 'withdraw while wagering (375 px)');
  await shootFromTop(page, 'conversion-withdraw-locked-en');

  // The studio slot at 375 px, 5.00 a spin.
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
  const studio = await browser.newPage({ viewport: PHONE, reducedMotion: 'reduce' });
  const spins: Spin[] = [];
  studio.on('response', async (response) => {
    if (response.url().endsWith('/studio/api/spin') && response.ok())
      spins.push((await response.json()) as Spin);
  });
  await studio.goto(`${server.current.url}${launched.url}`);
  const app = studio.locator('#app');
  await expect(app).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(studio.getByTestId('stake')).toHaveText('৳5.00');
  const spinTo = async (rounds: number) => {
    for (let round = spins.length + 1; round <= rounds; round += 1) {
      await studio.getByTestId('spin').click();
      await expect(app).toHaveAttribute('data-rounds', String(round), { timeout: 30_000 });
    }
    await expect.poll(() => spins.length).toBe(rounds);
  };

  // Two spins: half the requirement, shown on bonusDetails.
  await spinTo(2);
  for (const spin of spins) expect(spin.stake).toBe(STAKE);
  root = await openBonusDetails(page);
  bonusCard = root.locator(`[data-bonus="${granted.id}"]`);
  await expect(bonusCard.locator('[data-progress-text]')).toHaveText('৳10.00 of ৳20.00 wagered');
  await expect(bonusCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(bonusCard.locator('[data-bonus-status]')).toHaveText('Active');
  await expectNoSidewaysScroll(page, 'bonus details half way (375 px)');
  await shootFromTop(page, 'conversion-half-en');

  // Two more: met, and converted by the settlement that met it (no job needed).
  await spinTo(4);
  await studio.close();
  const details = await api<Details>('/wps/promotions/bonuses', token);
  const done = details.list.find((b) => b.id === granted.id);
  expect(done).toMatchObject({ status: 'completed', wagered: '20.00', converted: '10.00', balance: '0.00' });
  expect(details).toMatchObject({ bonus: '0.00', locked: '0.00' });
  const won = spins.reduce((sum, spin) => sum + minorUnits(spin.win), 0n);
  const staked = spins.reduce((sum, spin) => sum + minorUnits(spin.stake), 0n);
  // Cash first: 100.00 covers every 5.00 stake, so the bonus is untouched and converts whole.
  const cash = minorUnits(DEPOSIT) + won - staked + minorUnits('10.00');
  expect(minorUnits(details.cash)).toBe(cash);
  expect(minorUnits(details.withdrawable)).toBe(cash);

  root = await openBonusDetails(page);
  bonusCard = root.locator(`[data-bonus="${granted.id}"]`);
  await expect(bonusCard).toHaveAttribute('data-status', 'completed');
  await expect(bonusCard.locator('[data-bonus-status]')).toHaveText('Completed');
  await expect(root.locator('[data-figure="cash"] dd')).toHaveText(taka(cash));
  await expect(root.locator('[data-figure="locked"] dd')).toHaveText('৳0.00');
  await expect(root.locator('[data-figure="withdrawable"] dd')).toHaveText(taka(cash));
  const text = await page.locator('body').innerText();
  expect(text, 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  await expectNoSidewaysScroll(page, 'bonus details converted (375 px)');
  await shootFromTop(page, 'conversion-done-en');

  await page.goto(`${server.current.url}/member/withdraw`);
  await expect(page.locator('[data-page="withdraw"] [data-balance="cash"]')).toContainText(taka(cash), {
    timeout: 30_000,
  });
  await expect(page.locator('[data-withdraw-locked]')).toHaveCount(0);
  expect(errors, 'console errors').toEqual([]);
  await page.close();

  // The same story's end in Bengali.
  const bn = await memberPhonePage(browser, server.current.url, 'bn', member);
  const bnRoot = await openBonusDetails(bn.page);
  await expect(bnRoot.locator(`[data-bonus="${granted.id}"]`)).toHaveAttribute('data-status', 'completed');
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'bonus details converted (bn, 375 px)');
  await shootFromTop(bn.page, 'conversion-done-bn');
  expect(bn.errors, 'console errors').toEqual([]);
  await bn.page.close();
});
