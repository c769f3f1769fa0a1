import type { Page } from '@playwright/test';
import { modal, uniqueUsername } from './support/accounts';
import { registerMember } from './support/accounts-api';
import { checkPhoneLayoutAndScreenshot, OPERATORS, openConsole } from './support/backoffice';
import { latinDigitsShown } from './support/bengali';
import { BENGALI_SCRIPT, expect, screenshotAtWidths, serverPerFile, test } from './support/fixtures';
import { expectNoSidewaysScroll, memberPhonePage, PHONE } from './support/promotions';

/*
 * Platform messages (issue 18, decision 0060). A member registered today has the site open at
 * 375 px with its realtime socket ready; the support operator composes a message to the segment
 * "registered today" in the back office, previews it (recipients and both languages) and sends
 * it; the member's header badge shows 1 WITHOUT a reload. The member follows the badge to
 * messageV2, opens the message (read: the badge goes), and deletes it. Screenshots of messageV2
 * and the composer in English and Bengali.
 */
const server = serverPerFile();
test.describe.configure({ mode: 'serial' });

const member = { username: '', password: 'Fresh#2024' };

/** Today in the site's time zone (Asia/Dhaka), as the composer's date fields take it. */
const dhakaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** Resolves once the page's realtime socket has answered `ready` (the hub will reach it). */
function socketReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"ready"')) resolve();
      });
    });
  });
}

test('an operator messages a segment; the player’s header badge changes without a reload, and the player reads it at 375 px', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  member.username = uniqueUsername('ib');
  await registerMember(server.current, member);
  const { page, errors } = await memberPhonePage(browser, server.current.url, 'en', member);
  const ready = socketReady(page);
  await page.goto(`${server.current.url}/`);
  await expect(page.locator('[data-region="header"] .header__toggle')).toBeVisible({ timeout: 30_000 });
  await ready;
  const badge = page.locator('[data-region="header"] [data-message-badge]');
  await expect(badge).toHaveCount(0);
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });

  // The composer: registration date today (the new member's segment), BN and EN, preview, send.
  const console = await openConsole(browser, server.current.url, OPERATORS.support);
  await console.goto(`${server.current.url}/backoffice/inbox`);
  const form = console.locator('[data-page="inbox"] form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Audience').selectOption('registered');
  await form.getByLabel('Registered from').fill(dhakaToday());
  await form.getByLabel('Registered to').fill(dhakaToday());
  await form.getByLabel('Title (Bengali)').fill('সাপ্তাহিক খবর');
  await form.getByLabel('Message (Bengali)').fill('<p>এই সপ্তাহে <b>নতুন</b> খেলা এসেছে।</p>');
  await form.getByLabel('Title (English)').fill('Weekly news');
  await form
    .getByLabel('Message (English)')
    .fill('<p>New <b>games</b> arrived this week.</p><script>x()</script>');
  await form.locator('[data-action="preview"]').click();
  const preview = console.getByTestId('inbox-preview');
  await expect(preview).toContainText(/Recipients: \d+/);
  const recipients = Number(
    await preview.locator('[data-preview-recipients]').getAttribute('data-preview-recipients'),
  );
  expect(recipients).toBeGreaterThanOrEqual(1);
  await expect(preview.locator('article[lang="en"] b')).toHaveText('games');
  await expect(preview.locator('article[lang="en"]')).toContainText('<script>x()</script>');
  await expect(preview.locator('article[lang="bn"] h4')).toHaveText('সাপ্তাহিক খবর');
  await checkPhoneLayoutAndScreenshot(console, 'messages-composer-en');
  await form.locator('[data-action="send"]').click();
  await expect(form.getByRole('status')).toHaveText(`Sent to ${recipients} members.`);

  // The player's page, untouched: the header badge arrives through the socket.
  await expect(badge).toHaveText('1', { timeout: 10_000 });
  expect(reloads, 'the page did not reload').toBe(0);
  await screenshotAtWidths(page, 'messages-header-badge-en', { fullPage: false });
  await page.setViewportSize(PHONE);

  // The badge leads to messageV2: the message unread, opening it reads it, the badges go.
  await badge.click();
  await expect(page).toHaveURL(`${server.current.url}/member/messageV2`);
  const root = page.locator('[data-page="message-v2"]');
  await expect(root.getByRole('heading', { level: 1 })).toHaveText('Messages', { timeout: 30_000 });
  const item = root.locator('[data-message-id]').first();
  await expect(item).toHaveAttribute('data-read', 'false');
  await expect(item.locator('.inbox__subject')).toHaveText('Weekly news');
  await expect(page.locator('.member__nav [data-message-badge]')).toHaveText('1');
  await expectNoSidewaysScroll(page, 'messageV2 (en, 375 px)');
  await screenshotAtWidths(page, 'messages-messagev2-en');
  await page.setViewportSize(PHONE);
  await item.locator('.inbox__head').click();
  await expect(item.locator('.inbox__body b')).toHaveText('games');
  await expect(item.locator('.inbox__body')).toContainText('<script>x()</script>');
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.locator('[data-message-badge]')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'messageV2 opened (en, 375 px)');
  await screenshotAtWidths(page, 'messages-messagev2-open-en');
  await page.setViewportSize(PHONE);
  expect(await page.locator('body').innerText(), 'Bengali script in English').not.toMatch(BENGALI_SCRIPT);
  expect(errors, 'console errors').toEqual([]);
  await page.close();

  // The sent list shows the read.
  await console.reload();
  const sentRow = console.getByTestId('inbox-sent').locator('tbody tr').first();
  await expect(sentRow).toContainText('Weekly news', { timeout: 30_000 });
  // Recipients, then how many read it: at least the member who just did.
  const cells = sentRow.locator('td');
  await expect(cells.nth(3)).toHaveText(String(recipients));
  expect(Number(await cells.nth(4).innerText())).toBeGreaterThanOrEqual(1);

  // Bengali: the composer and messageV2.
  await console.locator('[data-language="bn"]').click();
  await expect(console.locator('[data-page="inbox"] h1')).toHaveText('প্ল্যাটফর্ম বার্তা');
  await checkPhoneLayoutAndScreenshot(console, 'messages-composer-bn');
  await console.close();

  const bn = await memberPhonePage(browser, server.current.url, 'bn', member);
  await bn.page.goto(`${server.current.url}/member/messageV2`);
  const bnRoot = bn.page.locator('[data-page="message-v2"]');
  await expect(bnRoot.getByRole('heading', { level: 1 })).toHaveText('বার্তা', { timeout: 30_000 });
  const bnItem = bnRoot.locator('[data-message-id]').first();
  await expect(bnItem.locator('.inbox__subject')).toHaveText('সাপ্তাহিক খবর');
  await bnItem.locator('.inbox__head').click();
  await expect(bnItem.locator('.inbox__body b')).toHaveText('নতুন');
  expect(await latinDigitsShown(bn.page), 'Latin digits in Bengali').toEqual([]);
  await expectNoSidewaysScroll(bn.page, 'messageV2 (bn, 375 px)');
  await screenshotAtWidths(bn.page, 'messages-messagev2-bn');
  await bn.page.setViewportSize(PHONE);

  // Delete: gone from the list.
  await bnItem.locator('[data-action="delete"]').click();
  await expect(bnRoot.locator('[data-inbox-empty]')).toBeVisible();
  expect(bn.errors, 'console errors').toEqual([]);
  await bn.page.close();
});

test('a guest opening messageV2 is asked to log in', async ({ page }) => {
  await page.goto(`${server.current.url}/member/messageV2`);
  await expect(modal(page, 'login')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-page="message-v2"]')).toHaveCount(0);
});
