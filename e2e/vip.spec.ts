import { uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, errorBeside, OPERATORS, openConsole } from './support/backoffice';
import { BENGALI_SCRIPT, expect, serverPerFile, test } from './support/fixtures';
import { apiValue } from './support/payments';
import { psql } from './support/postgres';
import { expectNoSidewaysScroll, memberPhonePage, operatorLogin, shootFromTop } from './support/promotions';

/*
 * VIP levels (docs/decisions/0063). The demo seed's six-level ladder; a member with 12,000 taka of
 * settled rounds an hour ago (written straight into the database: the valid-bet trigger rolls them
 * up) whom the content operator sets to Silver by hand. On /member/vip at 375 px (and 1280 px) the
 * page shows the level, the progress bars toward Gold, the retention grace and the six level cards,
 * in Bengali and English, without sideways scroll. In the back office the VIP tab of the loyalty
 * page shows the ladder editor (a retention threshold above the level's upgrade threshold is
 * refused beside its field) and the member's VIP history. Screenshots of each.
 */
const server = serverPerFile({ database: 'postgres' });
test.describe.configure({ mode: 'serial' });

const member = { username: '', password: 'Fresh#2024' };

function settledRound(username: string, stakeMinor: bigint, minutesAgo: number) {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const round = `e2e-vip-${Date.now()}-${minutesAgo}`;
  psql(
    server.current.databaseUrl,
    `insert into bet_record (vendor_code, round_id, member_id, username, game_code, game_type, currency,
       play_money, stake_minor, win_minor, debit_count, credit_count, status, opened_at, updated_at)
     select 'KHELA', :'round', id, username, 'kh-e2e', 'RNG', 'BDT', false, :'stake'::bigint, 0, 1, 0,
       'open', :'at'::timestamptz, :'at'::timestamptz
     from member where username = :'u';
     update bet_record set credit_count = 1, status = 'settled', settled_at = :'at'::timestamptz,
       updated_at = :'at'::timestamptz
     where vendor_code = 'KHELA' and round_id = :'round';`,
    { round, stake: stakeMinor.toString(), at, u: username },
  );
}

test('a member at Silver sees the level, the progress and the ladder, at 375 px in Bengali and English', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const url = server.current.url;
  member.username = uniqueUsername('vip');
  await registerMember(server.current, member);
  settledRound(member.username, 1_200_000n, 60);
  const operator = await operatorLogin(url, 'content01');
  await apiValue(url, '/bo/api/loyalty/vip/level', operator, {
    username: member.username,
    rank: 2,
    reason: 'e2e: VIP host decision',
  });

  const bn = await memberPhonePage(browser, url, 'bn', member);
  await bn.page.goto(`${url}/member/vip`);
  const bnRoot = bn.page.locator('[data-page="vip"]');
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('ভিআইপি', { timeout: 30_000 });
  await expect(bnRoot.locator('[data-vip-rank]')).toHaveText('সিলভার');
  await expect(bnRoot.locator('[data-vip-level]')).toHaveCount(6);
  expect(await bnRoot.innerText()).toMatch(BENGALI_SCRIPT);
  expect(await bnRoot.innerText()).not.toMatch(/\bvip_[a-z_]+/);
  await expectNoSidewaysScroll(bn.page, 'the Bengali VIP page');
  await shootFromTop(bn.page, 'vip-member-bn');
  expect(bn.errors).toEqual([]);

  const en = await memberPhonePage(browser, url, 'en', member);
  await en.page.goto(`${url}/member/vip`);
  const root = en.page.locator('[data-page="vip"]');
  await expect(root.locator('[data-vip-rank]')).toHaveText('Silver', { timeout: 30_000 });
  await expect(root.locator('.vip__next')).toHaveText('Next: Gold');
  // 12,000 of the 100,000 taka Gold asks: 12 %.
  await expect(root.locator('[data-vip-bar="validBet"] [role="progressbar"]')).toHaveAttribute(
    'aria-valuenow',
    '12',
  );
  await expect(root.locator('[data-vip-bar="deposit"] [role="progressbar"]')).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(root.locator('[data-vip-retention] .vip__status')).toContainText('not checked this time');
  await expect(root.locator('.vip__card--current')).toHaveAttribute('data-vip-level', '2');
  await expect(root.locator('[data-vip-level="1"]')).toContainText('Bronze');
  await expect(en.page.locator('.member__link--active')).toHaveText('VIP');
  await expectNoSidewaysScroll(en.page, 'the English VIP page');
  await shootFromTop(en.page, 'vip-member-en');
  await en.page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSidewaysScroll(en.page, 'the English VIP page at 1280 px');
  expect(en.errors).toEqual([]);
  await bn.page.close();
  await en.page.close();
});

test('the back office edits the VIP ladder and shows the member’s VIP history', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(member.username, 'the member of the previous test').not.toBe('');
  const url = server.current.url;
  const console = await openConsole(browser, url, OPERATORS.content);
  await console.goto(`${url}/backoffice/loyalty`);
  await expect(console.locator('[data-page="loyalty"][data-sub-page="vip"]')).toBeVisible({
    timeout: 30_000,
  });
  const levels = console.locator('.vip-editor__level');
  await expect(levels).toHaveCount(6);
  const silver = levels.nth(1);
  await expect(silver.getByLabel('Name (English)')).toHaveValue('Silver');

  // A retention threshold above the level's own upgrade threshold is refused beside its field.
  await silver.getByLabel('Valid bet to keep (per period)').fill('30000');
  await console.getByRole('button', { name: 'Save ladder' }).click();
  await expect(await errorBeside(silver, 'Valid bet to keep (per period)')).toContainText(
    'The VIP ladder is not valid',
  );
  await silver.getByLabel('Valid bet to keep (per period)').fill('8000');
  await silver.getByLabel('Periodic bonus').fill('60');
  await console.getByRole('button', { name: 'Save ladder' }).click();
  await expect(console.getByText('The ladder was saved.')).toBeVisible();
  await checkPhoneLayoutAndScreenshot(console, 'vip-backoffice-ladder');

  await console.getByLabel('Username').fill(member.username);
  await console.getByRole('button', { name: 'Look up' }).click();
  await expect(console.locator('[data-vip-member-rank="2"]')).toBeVisible({ timeout: 30_000 });
  await expect(console.locator('.mini-table tbody tr').first()).toContainText('e2e: VIP host decision');
  await console.locator('#vip-player-title').scrollIntoViewIfNeeded();
  await checkPhoneLayoutAndScreenshot(console, 'vip-backoffice-history');
  await console.close();
});
