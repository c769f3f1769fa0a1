import { uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { apiValue, ledger } from './support/payments';
import { psql } from './support/postgres';
import {
  expectNoSidewaysScroll,
  memberPhonePage,
  operatorLogin,
  shootFromTop,
  taka,
} from './support/promotions';

/*
 * Manual rebate, the player's side (docs/decisions/0054). The content operator publishes a manual
 * rebate (slots 1 %, live 0.5 %, others 0.2 %); the member's settled rounds of an hour ago are
 * written straight into the database (the valid-bet trigger rolls them up, as the agents' tests
 * do: a round settled now is counted only once its 5-minute slot is final). On
 * /member/manualRebate at 375 px the page lists each game type's valid bet, rate and rebate and
 * the amount to claim, in Bengali and English; the claim pays it to cash once, the page then
 * shows nothing left to claim and the rebate in its history. Screenshots in both languages.
 */
const server = serverPerFile({ database: 'postgres' });
test.describe.configure({ mode: 'serial' });

const REBATE_PATH = '/member/manualRebate';
const HOUR = 60 * 60 * 1000;

/** A settled real-money round of `gameType` for `username`, settled `minutesAgo` minutes ago. */
function settledRound(username: string, gameType: string, stakeMinor: bigint, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const round = `e2e-rebate-${gameType}-${Date.now()}-${minutesAgo}`;
  psql(
    server.current.databaseUrl,
    `insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
       play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
     select 'KHELA', :'round', id, username, 'kh-e2e', :'type', 'BDT', false, :'stake'::bigint, 0, 1, 0,
       'open', :'at'::timestamptz, :'at'::timestamptz
     from member where username = :'u';
     update bet_record set credit_count = 1, status = 'settled', settled_at = :'at'::timestamptz,
       updated_at = :'at'::timestamptz
     where vendor_code = 'KHELA' and round_id = :'round';`,
    { round, type: gameType, stake: stakeMinor.toString(), at, u: username },
  );
}

test('a member sees the rebate per game type and claims it once, at 375 px in English and Bengali', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const url = server.current.url;
  const member = { username: uniqueUsername('rb'), password: 'Fresh#2024' };
  await registerMember(server.current, member);

  const operator = await operatorLogin(url, 'content01');
  const start = new Date(Date.now() - 3 * HOUR).toISOString();
  await apiValue<{ id: string }>(url, '/bo/api/promotions', operator, {
    kind: 'rebate',
    category: 'rebate',
    status: 'published',
    title: { en: 'Daily rebate up to 1%', bn: '১% পর্যন্ত দৈনিক রিবেট' },
    body: { en: 'A rebate on every valid bet, claimed when you like.', bn: 'প্রতিটি বৈধ বাজিতে রিবেট।' },
    rules: {
      mode: 'manual',
      rates: { RNG: 100, LIVE: 50 },
      defaultRateBp: 20,
      minPayout: '1.00',
      capPerDay: '500.00',
    },
    visibleFrom: start,
    activeFrom: start,
    activeUntil: null,
    perPlayerLimit: 1,
    globalLimit: null,
  });
  // 1,000.00 of slots (10.00), 400.00 live (2.00), 250.00 fishing at the default (0.50): 12.50.
  settledRound(member.username, 'RNG', 100_000n, 90);
  settledRound(member.username, 'LIVE', 40_000n, 75);
  settledRound(member.username, 'FISH', 25_000n, 60);

  // Bengali first, before the claim.
  const bn = await memberPhonePage(browser, url, 'bn', member);
  await bn.page.goto(`${url}${REBATE_PATH}`);
  const bnRoot = bn.page.locator('[data-page="manual-rebate"]');
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('রিবেট', { timeout: 30_000 });
  await expect(bnRoot.locator('[data-rebate-claim]')).toBeEnabled();
  await expect(bnRoot.locator('[data-game-type]')).toHaveCount(3);
  await expect(bnRoot.locator('.rebate__name')).toHaveText('১% পর্যন্ত দৈনিক রিবেট');
  expect(await bnRoot.innerText()).toMatch(BENGALI_SCRIPT);
  expect(await bnRoot.innerText()).not.toMatch(/\brebate_[a-z_]+/);
  await expectNoSidewaysScroll(bn.page, 'the Bengali rebate page');
  await shootFromTop(bn.page, 'promotions-rebate-bn');

  // English: the figures, then the claim.
  const en = await memberPhonePage(browser, url, 'en', member);
  const before = await ledger(url, en.token);
  // From /promotions: the running rebate takes part automatically and links to its page.
  await en.page.goto(`${url}/promotions`);
  await en.page.locator('[data-link="manual-rebate"]').click({ timeout: 30_000 });
  await expect(en.page).toHaveURL(new RegExp(`${REBATE_PATH}$`));
  const root = en.page.locator('[data-page="manual-rebate"]');
  await expect(root.locator('[data-rebate-claimable]')).toHaveText(taka(1250n), { timeout: 30_000 });
  await expect(root.locator('[data-game-type="RNG"] [data-valid-bet]')).toHaveText(taka(100_000n));
  await expect(root.locator('[data-game-type="RNG"] [data-line-rebate]')).toHaveText(taka(1000n));
  await expect(root.locator('[data-game-type="LIVE"] .rebate__rate')).toHaveText('0.5%');
  await expect(root.locator('[data-game-type="FISH"] [data-line-rebate]')).toHaveText(taka(50n));
  await expect(root.locator('[data-rebate-history-empty]')).toBeVisible();
  await expect(en.page.locator('.member__link--active')).toHaveText('Rebate');
  await expectNoSidewaysScroll(en.page, 'the English rebate page');
  await shootFromTop(en.page, 'promotions-rebate-en');

  await root.locator('[data-rebate-claim]').click();
  await expect(root.locator('[data-rebate-claimed]')).toHaveText(
    `${taka(1250n)} rebate was added to your account.`,
  );
  await expect(root.locator('[data-rebate-claimable]')).toHaveText(taka(0n));
  await expect(root.locator('[data-rebate-claim]')).toBeDisabled();
  await expect(root.locator('[data-rebate-paid]')).toHaveCount(1);
  expect((await ledger(url, en.token)).cash - before.cash).toBe(1250n);
  await shootFromTop(en.page, 'promotions-rebate-en-claimed');

  // Nothing is paid twice: the API refuses a second claim, the balance stays.
  const again = await fetch(`${url}/wps/promotions/rebate/claim`, {
    method: 'POST',
    headers: { authorization: `Bearer ${en.token}`, 'x-lang': 'en' },
  });
  expect(((await again.json()) as { code?: string }).code).toBe('REBATE_BELOW_MINIMUM');
  expect((await ledger(url, en.token)).cash - before.cash).toBe(1250n);

  // Bengali after the claim: the history in Bengali.
  await bn.page.reload();
  await expect(bnRoot.locator('[data-rebate-paid]')).toHaveCount(1, { timeout: 30_000 });
  await shootFromTop(bn.page, 'promotions-rebate-bn-claimed');
  expect(en.errors, 'console errors (English)').toEqual([]);
  expect(bn.errors, 'console errors (Bengali)').toEqual([]);
  await en.page.close();
  await bn.page.close();
});
